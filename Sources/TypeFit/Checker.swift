import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitLocalization
import TypeFitSupport
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
    /// Called as each spec is done with how many are done, the number of specs and the spec: from
    /// the worker threads, in the order specs finish, but one call at a time and with positions
    /// counting up, so the callee needs no lock of its own.
    public var progress: (@Sendable (_ position: Int, _ count: Int, _ spec: String) -> Void)?
    /// The languages to check localised specs in (`--locales`): `all`, or a list such as
    /// `en,de,pseudo-accented`; nil checks each spec once, in its development language.
    public var locales: String?
    /// Strings files read for every spec besides those next to it (`--strings`).
    public var strings: [String]
    /// Keep every layout checked in ``CheckRun/screens`` (for the visual report), at the cost of
    /// holding them all in memory until the run ends; ``Checker/check(paths:options:relativeTo:receiving:)``
    /// hands them over spec by spec instead.
    public var keepsLayouts: Bool
    /// Threads checking specs at once (1 = on the calling thread); the report is the same for any number.
    public var threads: Int
    /// The repository root spec paths are counted from in SARIF, GitHub annotations and baseline
    /// keys (``ScreenReport/repositoryPath``), relative to the run's directory; nil finds each
    /// spec's enclosing git work tree (the nearest directory above it holding `.git`).
    public var root: String?
    /// The nodes of saved Figma files to check as screens instead of their top-level frames
    /// (`--node`); ids as `1:2` or `1-2`.
    public var figmaNodes: [String] = []

    /// The threads a run uses unless told: one per processor the process may use.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public init(configuration: CheckConfiguration = CheckConfiguration(), baseline: Baseline? = nil, shard: Shard? = nil,
                locales: String? = nil, strings: [String] = [],
                progress: (@Sendable (_ position: Int, _ count: Int, _ spec: String) -> Void)? = nil,
                keepsLayouts: Bool = false, threads: Int = CheckOptions.defaultThreadCount, root: String? = nil) {
        self.configuration = configuration
        self.baseline = baseline
        self.shard = shard
        self.locales = locales
        self.strings = strings
        self.progress = progress
        self.keepsLayouts = keepsLayouts
        self.threads = threads
        self.root = root
    }
}

/// Checks specs: decodes them, lays them out at each category on each device and runs the
/// overflow detector. Owns the fonts, the text engine (whose shaping cache is shared across
/// specs and categories) and the layout engine; make one and reuse it. A run on several threads
/// gives each worker thread a text engine of its own (see `lanes(count:)`).
///
/// The same specs and options give the same report, byte for byte, in every format.
public final class Checker: Sendable {
    /// The fonts text is shaped with.
    public let fonts: FontLibrary
    /// The text engine both layout engines lay text out with; it measures text on its own too.
    public let text: TextEngine
    /// Lays screens out with glyph runs (for drawing them); the checks themselves use an engine
    /// without, over the same text engine. Neither works out containers' needed sizes, which no
    /// check or report reads (``LayoutEngine/containerNeededSizes``).
    public let engine: LayoutEngine
    /// Reads spec files into ``ScreenSpec``s, with the checker's fonts and type ramp.
    public let decoder: SpecDecoder
    /// Lays screens out without glyph runs: findings never read them, and a check that keeps no
    /// layout to draw is spared assembling them.
    private let checkingEngine: LayoutEngine
    /// The workers' engines of the last run on several threads (see `lanes(count:)`).
    private let workerLanes = LockedValue<[Lane]>([])

    /// What one worker of a run lays screens out with: layout engines with and without glyph
    /// runs over one text engine.
    private struct Lane: Sendable {
        let engine: LayoutEngine
        let checkingEngine: LayoutEngine

        init(engine: LayoutEngine, checkingEngine: LayoutEngine) {
            self.engine = engine
            self.checkingEngine = checkingEngine
        }

        init(text: TextEngine) {
            self.init(engine: LayoutEngine(text: text, glyphRuns: true, containerNeededSizes: false),
                      checkingEngine: LayoutEngine(text: text, glyphRuns: false, containerNeededSizes: false))
        }
    }

    /// A checker with the fonts in `fontsDirectory` (the directory holding `manifest.json`), or
    /// the bundled fonts when nil (`$TYPEFIT_FONTS`, else `<executable dir>/../share/typefit/Fonts`,
    /// else the nearest `Fonts/` above the executable or the working directory). With `systemFontDirectory`, text styles use the SF
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
        engine = LayoutEngine(text: text, glyphRuns: true, containerNeededSizes: false)
        checkingEngine = LayoutEngine(text: text, glyphRuns: false, containerNeededSizes: false)
        var decoder = SpecDecoder(options: settings.decoderOptions(ramp: ramp))
        decoder.stringsFiles = StringsFileCache()
        self.decoder = decoder
    }

    /// Checks a decoded spec on each of its devices (or the configuration's) at the spec's
    /// categories (or the configuration's); severities come from the configuration.
    public func check(spec: ScreenSpec, configuration: CheckConfiguration = CheckConfiguration()) throws(CheckError) -> [ScreenReport] {
        try check(spec: spec, configuration: configuration, engine: checkingEngine).map(\.report)
    }

    /// Reads the spec at `path` and checks it on each of its devices (or the configuration's).
    ///
    /// With `locales` (`all` or a list), a spec whose elements name localisation keys is checked
    /// once per language, its reports and findings carrying the locale; a spec without keys is
    /// checked once. `strings` are read besides the strings files next to the spec.
    public func check(specAt path: String, configuration: CheckConfiguration = CheckConfiguration(),
                      locales: String? = nil, strings: [String] = []) throws(CheckError) -> [ScreenReport] {
        try check(specAt: path, displayPath: path, configuration: configuration, locales: locales,
                  strings: strings, engine: checkingEngine, keepsLayouts: false).map(\.report)
    }

    /// Checks every spec in `paths`, as `typefit check` does, keeping the layouts when
    /// ``CheckOptions/keepsLayouts`` is set (for the visual report).
    ///
    /// Folders are searched recursively for `*.json` (hidden folders and `typefit.json` are
    /// skipped); the spec list is sorted by path, then cut to the shard. A spec that cannot be
    /// read or laid out, or a path that does not exist, becomes an ``InputProblem`` and the run
    /// goes on. Only a device name that is no preset stops the run (it concerns every spec).
    /// Relative paths are resolved against `directory` (the working directory when nil).
    public func check(paths: [String], options: CheckOptions = CheckOptions(),
                      relativeTo directory: String? = nil) throws(CheckError) -> CheckRun {
        var kept: [CheckedScreen] = []
        var run = try check(paths: paths, options: options, relativeTo: directory, laysOut: options.keepsLayouts) {
            kept += $0
        }
        run.screens = kept
        return run
    }

    /// As ``check(paths:options:relativeTo:)``, handing each spec's screens, laid out at each
    /// category checked, to `receive` as soon as they and every earlier spec's are checked: one
    /// call at a time, in report order, with nothing kept after it (``CheckRun/screens`` is
    /// empty and ``CheckOptions/keepsLayouts`` is not read). A run draws its visual report this
    /// way holding the specs being checked, not every one.
    public func check(paths: [String], options: CheckOptions = CheckOptions(), relativeTo directory: String? = nil,
                      receiving receive: (_ screens: [CheckedScreen]) -> Void) throws(CheckError) -> CheckRun {
        try check(paths: paths, options: options, relativeTo: directory, laysOut: true, receiving: receive)
    }

    /// The run of both: layouts with glyph runs handed to `receive` when `laysOut`, none otherwise.
    private func check(paths: [String], options: CheckOptions, relativeTo directory: String?, laysOut: Bool,
                       receiving receive: (_ screens: [CheckedScreen]) -> Void) throws(CheckError) -> CheckRun {
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
            + found.tooLong.map { CheckError.pathTooLong($0).problem(spec: $0) }
        var specs = found.specs
        let specsFound = specs.count
        let specFiles = specs.map(\.path)
        if let shard = options.shard {
            let selected = Set(shard.select(specs.map(\.display)))
            specs = specs.filter { selected.contains($0.display) }
        }
        let base = directory ?? FileManager.default.currentDirectoryPath
        var root = RepositoryRoot(given: options.root, base: base)
        for index in problems.indices {
            problems[index].repositoryPath = root.path(of: problems[index].spec, base: base)
        }
        let repositoryPaths = specs.map { root.path(of: $0.path, base: base) }
        // Specs are checked on a bounded pool; their reports are written to the run's spool in
        // spec order as they come, so that a run holds the screens being checked, not every one.
        var screens = ScreenReports.Writer(spooled: true)
        let done = LockedValue(0)
        let inputFiles = InputFiles()
        let count = specs.count
        let lanes = lanes(count: WorkPool.workers(for: specs.count, threads: options.threads))
        let work = Array(zip(specs, repositoryPaths))
        WorkPool.forEach(work, threads: options.threads) { worker, item -> Result<[CheckedScreen], CheckError> in
            let (spec, repositoryPath) = item
            let outcome: Result<[CheckedScreen], CheckError>
            do throws(CheckError) {
                // Layouts are large; unless they are wanted, each screen's go as soon as it is checked.
                var checked = try check(specAt: spec.path, displayPath: spec.display,
                                        configuration: options.configuration,
                                        locales: options.locales, strings: options.strings,
                                        figmaNodes: options.figmaNodes,
                                        engine: laysOut ? lanes[worker].engine : lanes[worker].checkingEngine,
                                        keepsLayouts: laysOut, inputFiles: inputFiles)
                for index in checked.indices { checked[index].report.repositoryPath = repositoryPath }
                outcome = .success(checked)
            } catch {
                outcome = .failure(error)
            }
            if let progress = options.progress {
                done.withLock { finished in
                    finished += 1
                    progress(finished, count, spec.display)
                }
            }
            return outcome
        } deliver: { index, outcome in
            switch outcome {
            case .success(let checked):
                screens.append(contentsOf: checked.lazy.map(\.report))
                if laysOut { receive(checked) }
            case .failure(let error):
                var problem = error.relativizingPaths(to: base).problem(spec: specs[index].display)
                problem.repositoryPath = repositoryPaths[index]
                problems.append(problem)
            }
        }
        var report = CheckReport(screens: screens.finish(), problems: problems.sorted { $0.spec < $1.spec })
        if let baseline = options.baseline {
            report = baseline.apply(to: report)
        }
        return CheckRun(report: report, specsFound: specsFound, specsSelected: specs.count, specFiles: specFiles,
                        inputFiles: Array(Set(inputFiles.sorted + fonts.files)).sorted())
    }

    /// Checks `spec` with `engine` (with or without glyph runs in the layouts), keeping the layouts.
    private func check(spec: ScreenSpec, configuration: CheckConfiguration,
                       engine: LayoutEngine) throws(CheckError) -> [CheckedScreen] {
        let devices = try devices(for: spec, configuration: configuration)
        let categories = (configuration.categories ?? spec.categories).categories
        let detector = OverflowDetector(configuration: configuration)
        var screens: [CheckedScreen] = []
        for device in devices {
            let checked: (report: ScreenReport, layouts: [ScreenLayout])
            do {
                checked = try detector.checkKeepingLayouts(spec, device: device, categories: categories,
                                                           engine: engine, locale: spec.locale)
            } catch {
                throw .layout(spec: spec.sourcePath ?? spec.name, error: error)
            }
            screens.append(CheckedScreen(report: configuration.apply(to: checked.report), layouts: checked.layouts))
        }
        return screens
    }

    /// `problem` with the files in the directory of the spec at `path` (strings files, fonts)
    /// named as the spec is named, `shown`: relative when it was given so, so that a folder
    /// checked from two places gives the same messages.
    static func naming(_ problem: String, filesBeside path: String, as shown: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, problem.contains(directory + "/") else { return problem }
        let shownDirectory = (shown as NSString).deletingLastPathComponent
        let prefix = shownDirectory.isEmpty ? "" : shownDirectory + "/"
        return problem.replacingOccurrences(of: directory + "/./", with: prefix)
            .replacingOccurrences(of: directory + "/", with: prefix)
    }

    /// Reads the spec at `path` and checks it with `engine`, keeping the layouts when
    /// `keepsLayouts`; reports and errors name the file `displayPath`, while fonts named relative
    /// to the spec resolve against its real directory. With locales, each language's spec is
    /// decoded and checked in turn, so a spec in forty languages holds one language's layouts at a time.
    /// The strings and font files the spec names are added to `inputFiles`.
    private func check(specAt path: String, displayPath shown: String, configuration: CheckConfiguration,
                       locales: String?, strings: [String], figmaNodes: [String] = [], engine: LayoutEngine,
                       keepsLayouts: Bool, inputFiles: InputFiles? = nil) throws(CheckError) -> [CheckedScreen] {
        var decoder = self.decoder
        decoder.options.strings = strings
        decoder.inputFiles = inputFiles
        var screens: [CheckedScreen] = []
        // A spec that cannot be decoded in some language is reported as such even when an
        // earlier language's layout failed: after a layout error, the other languages are only decoded.
        var layoutError: CheckError?
        func check(_ spec: ScreenSpec) {
            guard layoutError == nil else { return }
            do throws(CheckError) {
                var checked = try self.check(spec: spec, configuration: configuration, engine: engine)
                if !keepsLayouts {
                    for index in checked.indices { checked[index].layouts = [] }
                }
                screens += checked
            } catch {
                if case .layout(_, let error) = error { layoutError = .layout(spec: shown, error: error) } else { layoutError = error }
            }
        }
        do throws(SpecError) {
            // --node chooses the nodes of every Figma file; else the configuration's for this file.
            let nodes = figmaNodes.isEmpty
                ? configuration.figmaNodes[URL(fileURLWithPath: path).standardizedFileURL.path] ?? []
                : figmaNodes
            if let figma = try Self.figmaSpecs(at: path, shown: shown, nodes: nodes, decoder: decoder) {
                for spec in figma { check(spec) }
            } else {
                let spec = try decoder.decode(fileAt: path)
                if let locales, let localization = spec.localization {
                    let targets: [LocalizationTarget]
                    do throws(LocalizationError) {
                        targets = try localization.targets(locales)
                    } catch {
                        throw SpecError(kind: .invalid, file: path, problem: "invalid list of locales: \(error)")
                    }
                    for target in targets {
                        check(try decoder.decode(fileAt: path, target: target, strings: localization.bundle))
                    }
                } else {
                    check(spec)
                }
            }
        } catch {
            var renamed = error
            renamed.file = shown
            renamed.problem = Self.naming(renamed.problem, filesBeside: path, as: shown)
            throw .spec(renamed)
        }
        if let layoutError { throw layoutError }
        for screen in screens.indices {
            screens[screen].report.spec = shown
            for finding in screens[screen].report.findings.indices {
                screens[screen].report.findings[finding].spec = shown
            }
        }
        return screens
    }

    /// The engines of `count` workers, one lane each. One worker checks with the checker's own
    /// engines. Several workers each get a text engine of their own, with its share of the cache
    /// budget, kept for the next run with as many workers: threads sharing one engine would
    /// contend for its tables' locks and for the reference counts of the texts in them, though
    /// each engine then analyses texts another has seen.
    private func lanes(count: Int) -> [Lane] {
        guard count > 1 else { return [Lane(engine: engine, checkingEngine: checkingEngine)] }
        return workerLanes.withLock { lanes in
            if lanes.count != count {
                lanes = (0..<count).map { _ in Lane(text: TextEngine(fonts: fonts, measuresPhases: false, cacheShare: count)) }
            }
            return lanes
        }
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
