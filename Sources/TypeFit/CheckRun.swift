import TypeFitChecks
import TypeFitLayout
import TypeFitReports

/// What a run of ``Checker/check(paths:options:relativeTo:)`` found: the report and, when
/// ``CheckOptions/keepsLayouts`` is set, the layouts it was made from.
public struct CheckRun: Sendable {
    /// The findings and the specs that could not be checked.
    public var report: CheckReport
    /// Each spec × device checked, in report order, with the screen laid out at each category
    /// checked; empty unless ``CheckOptions/keepsLayouts`` was set.
    public var screens: [CheckedScreen]
    /// How many spec files the paths hold in all, before any shard is taken.
    public var specsFound: Int
    /// How many spec files this run checked: ``specsFound``, or the shard's part of them.
    public var specsSelected: Int
    /// The path of every spec file the paths hold (before any shard is taken), as read.
    public var specFiles: [String]
    /// Every other file the run read or may have read, sorted: the strings files and font files
    /// the specs name, and the font manifest with its font files.
    public var inputFiles: [String]

    public init(report: CheckReport, screens: [CheckedScreen] = [], specsFound: Int = 0, specsSelected: Int = 0,
                specFiles: [String] = [], inputFiles: [String] = []) {
        self.report = report
        self.specFiles = specFiles
        self.inputFiles = inputFiles
        self.screens = screens
        self.specsFound = specsFound
        self.specsSelected = specsSelected
    }

    /// The visual report's strips for the screens kept: each spec × device laid out once, by the check.
    public var strips: [PictureStrip] {
        screens.map { PictureStrip(report: $0.report, layouts: $0.layouts) }
    }
}

/// One spec on one device as a check saw it: its report (findings levelled by the configuration,
/// before any baseline) and the screen laid out at each category checked, in category order.
public struct CheckedScreen: Sendable {
    public var report: ScreenReport
    public var layouts: [ScreenLayout]

    public init(report: ScreenReport, layouts: [ScreenLayout]) {
        self.report = report
        self.layouts = layouts
    }
}
