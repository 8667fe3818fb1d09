import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocalization
import TypeFitText

/// What a run of ``Checker/check(paths:options:)`` checks and how it reports.
public struct CheckOptions: Sendable {
    /// Severities, the touch-target minimum, the fail threshold, and the categories and devices
    /// that override each spec's own.
    public var configuration: CheckConfiguration
    /// Known findings to suppress; nil suppresses none.
    public var baseline: Baseline?
    /// Check only this part of the sorted spec list; nil checks all.
    public var shard: Shard?
    /// Called before each spec is checked with its position (from 1), the number of specs and the spec.
    public var progress: (@Sendable (_ position: Int, _ count: Int, _ spec: String) -> Void)?
    /// The languages to check localised specs in (`--locales`): `all`, or a list such as
    /// `en,de,pseudo-accented`; nil checks each spec once, in its development language.
    public var locales: String?
    /// Strings files read for every spec besides those next to it (`--strings`).
    public var strings: [String]

    public init(configuration: CheckConfiguration = CheckConfiguration(), baseline: Baseline? = nil, shard: Shard? = nil,
                locales: String? = nil, strings: [String] = [],
                progress: (@Sendable (_ position: Int, _ count: Int, _ spec: String) -> Void)? = nil) {
        self.configuration = configuration
        self.baseline = baseline
        self.shard = shard
        self.locales = locales
        self.strings = strings
        self.progress = progress
    }
}

/// Checks specs: decodes them, lays them out at each category on each device and runs the
/// overflow detector. Owns the fonts, the text engine (whose shaping cache is shared across
/// specs and categories) and the layout engine; make one and reuse it.
///
/// The same specs and options give the same report, byte for byte, in every format.
public final class Checker: Sendable {
    public let fonts: FontLibrary
    public let text: TextEngine
    public let engine: LayoutEngine
    public let decoder: SpecDecoder

    /// A checker with the fonts in `fontsDirectory` (the directory holding `manifest.json`), or
    /// the bundled fonts when nil (`$TYPEFIT_FONTS`, else the nearest `Fonts/` above the
    /// executable or the working directory). With `systemFontDirectory`, text styles use the SF
    /// Pro files found there (see ``FontSettings``); with `boldText`, the Bold Text setting is on.
    public convenience init(fontsDirectory: String? = nil, systemFontDirectory: String? = nil,
                            boldText: Bool = false) throws(CheckError) {
        try self.init(settings: FontSettings(fontsDirectory: fontsDirectory, systemFontDirectory: systemFontDirectory,
                                             boldText: boldText))
    }

    /// A checker that lays text out with `settings`.
    public init(settings: FontSettings) throws(CheckError) {
        let ramp: TypeRamp
        do {
            ramp = try TypeRamp.standard()
        } catch {
            throw .ramp(error)
        }
        fonts = settings.fonts
        text = TextEngine(fonts: fonts)
        engine = LayoutEngine(text: text)
        decoder = SpecDecoder(options: settings.decoderOptions(ramp: ramp))
    }

    /// Checks a decoded spec on each of its devices (or the configuration's) at the spec's
    /// categories (or the configuration's); severities come from the configuration.
    public func check(spec: ScreenSpec, configuration: CheckConfiguration = CheckConfiguration()) throws(CheckError) -> [ScreenReport] {
        let devices = try devices(for: spec, configuration: configuration)
        let categories = (configuration.categories ?? spec.categories).categories
        let detector = OverflowDetector(configuration: configuration)
        var reports: [ScreenReport] = []
        for device in devices {
            let report: ScreenReport
            do {
                report = try detector.check(spec, device: device, categories: categories, engine: engine, locale: spec.locale)
            } catch {
                throw .layout(spec: spec.sourcePath ?? spec.name, error: error)
            }
            var levelled = report
            levelled.findings = report.findings.compactMap(configuration.apply(to:))
            reports.append(levelled)
        }
        return reports
    }

    /// Reads the spec at `path` and checks it; reports and errors name the file `displayPath`
    /// (`path` when nil), while fonts named relative to the spec resolve against its real directory.
    ///
    /// With `locales` (`all` or a list), a spec whose elements name localisation keys is checked
    /// once per language, its reports and findings carrying the locale; a spec without keys is
    /// checked once. `strings` are read besides the strings files next to the spec.
    public func check(specAt path: String, displayPath: String? = nil,
                      configuration: CheckConfiguration = CheckConfiguration(),
                      locales: String? = nil, strings: [String] = []) throws(CheckError) -> [ScreenReport] {
        let shown = displayPath ?? path
        var decoder = self.decoder
        decoder.options.strings = strings
        var specs: [ScreenSpec] = []
        do throws(SpecError) {
            let spec = try decoder.decode(fileAt: path)
            specs = [spec]
            if let locales, let localization = spec.localization {
                let targets: [LocalizationTarget]
                do throws(LocalizationError) {
                    targets = try localization.targets(locales)
                } catch {
                    throw SpecError(kind: .invalid, file: path, problem: "--locales: \(error)")
                }
                specs = []
                for target in targets {
                    specs.append(try decoder.decode(fileAt: path, target: target))
                }
            }
        } catch {
            var renamed = error
            renamed.file = shown
            throw .spec(renamed)
        }
        var reports: [ScreenReport] = []
        do {
            for spec in specs {
                reports += try check(spec: spec, configuration: configuration)
            }
        } catch {
            if case .layout(_, let layoutError) = error { throw .layout(spec: shown, error: layoutError) }
            throw error
        }
        return reports.map { report in
            var renamed = report
            renamed.spec = shown
            renamed.findings = report.findings.map { finding in
                var copy = finding
                copy.spec = shown
                return copy
            }
            return renamed
        }
    }

    /// Checks every spec in `paths`, as `typefit check` does.
    ///
    /// Folders are searched recursively for `*.json` (hidden folders and `typefit.json` are
    /// skipped); the spec list is sorted by path, then cut to the shard. A spec that cannot be
    /// read or laid out, or a path that does not exist, becomes an ``InputProblem`` and the run
    /// goes on. Only a device name that is no preset stops the run (it concerns every spec).
    public func check(paths: [String], options: CheckOptions = CheckOptions(),
                      relativeTo directory: String? = nil) throws(CheckError) -> CheckReport {
        let devices = options.configuration.devices
        guard devices.count <= SpecLimits.maxDevices else {
            throw .configuration(ConfigurationError(
                problem: "\(devices.count) devices given; a run checks at most \(SpecLimits.maxDevices)"))
        }
        for name in devices where Device.preset(named: name) == nil {
            throw Self.unknownDevice(name)
        }
        if let locales = options.locales {
            do throws(LocalizationError) {
                _ = try LocalizationBundle().targets(locales)
            } catch {
                throw .locales(error)
            }
        }
        let found = SpecFinder(base: directory).specs(in: paths)
        var problems = found.missing.map { CheckError.pathNotFound($0).problem(spec: $0) }
        var specs = found.specs
        if let shard = options.shard {
            let selected = Set(shard.select(specs.map(\.display)))
            specs = specs.filter { selected.contains($0.display) }
        }
        var screens: [ScreenReport] = []
        for (index, spec) in specs.enumerated() {
            options.progress?(index + 1, specs.count, spec.display)
            do {
                screens += try check(specAt: spec.path, displayPath: spec.display, configuration: options.configuration,
                                     locales: options.locales, strings: options.strings)
            } catch {
                let base = directory ?? FileManager.default.currentDirectoryPath
                problems.append(error.relativizingFontPaths(to: base).problem(spec: spec.display))
            }
        }
        var report = CheckReport(screens: screens, problems: problems.sorted { $0.spec < $1.spec })
        if let baseline = options.baseline {
            report = baseline.apply(to: report)
        }
        return report
    }

    func devices(for spec: ScreenSpec, configuration: CheckConfiguration) throws(CheckError) -> [Device] {
        guard !configuration.devices.isEmpty else {
            guard !spec.devices.isEmpty else { throw .noDevice(spec: spec.sourcePath ?? spec.name) }
            return spec.devices
        }
        var devices: [Device] = []
        for name in configuration.devices {
            guard let device = Device.preset(named: name) else { throw Self.unknownDevice(name) }
            devices.append(device)
        }
        return devices
    }

    static func unknownDevice(_ name: String) -> CheckError {
        .unknownDevice(name: name, suggestion: Suggestion.nearest(to: name, among: Device.presetNames),
                       valid: Device.presets.map { $0.names[0] })
    }
}
