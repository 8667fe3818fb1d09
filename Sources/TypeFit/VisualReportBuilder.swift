import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports

/// Lays a spec out on its devices at each category, checks it, and turns the result into
/// the visual report's strips: the check report and one picture per category.
public struct VisualReportBuilder: Sendable {
    public var engine: LayoutEngine
    public var configuration: CheckConfiguration

    public init(engine: LayoutEngine, configuration: CheckConfiguration = CheckConfiguration()) {
        self.engine = engine
        self.configuration = configuration
    }

    /// One strip per device: the screen laid out at each of `categories` (in category order),
    /// its findings re-levelled by the configuration (findings it turns off are left out).
    public func strips(for spec: ScreenSpec, devices: [Device], categories: [ContentSizeCategory],
                       locale: String? = nil) throws(LayoutError) -> [PictureStrip] {
        let detector = OverflowDetector(configuration: configuration)
        let ordered = categories.sorted()
        var strips: [PictureStrip] = []
        for device in devices {
            let (report, layouts) = try detector.checkKeepingLayouts(spec, device: device, categories: ordered,
                                                                     engine: engine, locale: locale)
            strips.append(PictureStrip(report: configuration.apply(to: report), layouts: layouts))
        }
        return strips
    }
}
