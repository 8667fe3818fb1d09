// libFuzzer target: spec bytes → SpecDecoder → LayoutEngine → OverflowDetector → every report
// format. Any input must end in a spec error or a rendered report, never a crash or a hang.
// Built and run by scripts/fuzz (`scripts/fuzz spec 600`).
import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports
import TypeFitText

/// The engines, made once: the repository's fonts and the standard ramp.
private struct Pipeline {
    let decoder: SpecDecoder
    let engine: LayoutEngine
    let specPath: String

    init() {
        let root = FuzzRoot.repository()
        guard let ramp = try? TypeRamp.standard(), let fonts = try? FontLibrary(directory: root + "/Fonts") else {
            preconditionFailure("SpecFuzz: cannot load the type ramp or \(root)/Fonts")
        }
        decoder = SpecDecoder(options: .init(ramp: ramp))
        engine = LayoutEngine(text: TextEngine(fonts: fonts))
        // Relative font files in a fuzzed spec resolve against Fuzz/corpus/spec.
        specPath = root + "/Fuzz/corpus/spec/input.json"
    }

    func run(_ bytes: [UInt8]) {
        guard let spec = try? decoder.decode(bytes: bytes, path: specPath) else { return }
        let detector = OverflowDetector()
        var screens: [ScreenReport] = []
        for device in spec.devices.prefix(2) {
            guard let report = try? detector.check(spec, device: device, categories: spec.categories.categories,
                                                   engine: engine) else { continue }
            screens.append(report)
        }
        let report = CheckReport(screens: screens, problems: [InputProblem(spec: specPath, message: "fuzz")])
        for format in ReportFormat.allCases {
            _ = format.render(report)
            _ = format.render(report, options: ReportOptions(colour: true, unicode: false))
        }
    }
}

private let pipeline = Pipeline()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    pipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
