import Foundation
import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports
import TypeFitText

/// The benchmark: generates the corpus, decodes it, loads the fonts, checks every screen at the
/// 12 categories (cold caches, then warm), times a 40-element screen warm, and times the
/// HarfBuzz-only baseline on the corpus's distinct strings. Prints what it measured.
struct Benchmark {
    var options: BenchOptions

    func run() throws -> Int32 {
        if options.scaling { return try ScalingRun(options: options).run() }
        if let languages = options.languages, let directory = options.writeCorpus {
            let screens = options.screensGiven ? options.screens : LocalizedCorpus.defaultScreens
            try LocalizedCorpus(screens: screens, languages: languages, seed: options.seed).write(to: directory)
            print("wrote \(screens) specs and a String Catalog in \(languages) languages to \(directory)")
            return 0
        }
        // Corpus.
        var generator = CorpusGenerator(seed: options.seed)
        let (corpus, generateNanoseconds) = Stopwatch.time { generator.screens(count: options.screens) }
        if let directory = options.writeCorpus {
            try Self.write(corpus, to: directory)
            print("wrote \(corpus.count) specs to \(directory)")
            return 0
        }

        // Fonts, loaded once before anything is timed: the font loading phase.
        let ((fonts, layoutEngine), fontNanoseconds) = try Stopwatch.time { () throws -> (FontLibrary, LayoutEngine) in
            let fonts = try FontLibrary.locateBundled()
            // As `typefit check` lays screens out: without glyph runs (only drawing needs them) and
            // without containers' needed sizes (only `typefit layout` shows them).
            let engine = LayoutEngine(text: TextEngine(fonts: fonts, measuresPhases: true, cacheShare: 1), glyphRuns: false,
                                      containerNeededSizes: false)
            for family in fonts.familyNames {
                for weight in [FontWeight.regular, .semibold, .bold] {
                    _ = try engine.text.layout(TextRequest(text: "a", font: FontDescriptor(family: family, weight: weight, size: 17)))
                }
            }
            return (fonts, engine)
        }

        let decoder = SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard()))
        if options.warmOnly {
            for (language, median, p90) in try warmScreens(engine: layoutEngine, decoder: decoder) {
                print("\(language.rawValue) 40-element screen at 12 categories, warm: median \(median) ms, p90 \(p90) ms")
            }
            return 0
        }

        // Decoding.
        let (specs, decodeNanoseconds) = try Stopwatch.time { () throws -> [ScreenSpec] in
            try corpus.map { try decoder.decode(bytes: Array($0.json.utf8), path: "corpus/" + $0.fileName) }
        }

        // The full check, cold shaping cache, on the requested threads; then warm. As in
        // `typefit check`, one worker checks with the engine made above, and several workers
        // each with an engine of its own holding its share of the cache budget. In the warm
        // pass a spec may land on another worker than before, whose engine has not seen it.
        let workers = WorkPool.workers(for: specs.count, threads: options.threads)
        let engines = workers == 1 ? [layoutEngine] : (0..<workers).map { _ in
            LayoutEngine(text: TextEngine(fonts: fonts, measuresPhases: true, cacheShare: workers), glyphRuns: false,
                         containerNeededSizes: false)
        }
        let cold = CorpusCheck(specs: specs, engines: engines).run()
        let cache = CorpusCheck.cacheStatistics(engines)
        let warm = CorpusCheck(specs: specs, engines: engines).run()

        // The same, serial and cold, for the baseline ratio and the thread check.
        let serialEngine = LayoutEngine(text: TextEngine(fonts: fonts, measuresPhases: true, cacheShare: 1), glyphRuns: false,
                                        containerNeededSizes: false)
        let serial = CorpusCheck(specs: specs, engines: [serialEngine]).run()

        // The physical limit: HarfBuzz alone, each distinct string once, in its script's font.
        var distinct: [(String, String)] = []
        var seen = Set<String>()
        for screen in corpus {
            for text in screen.strings where seen.insert(text).inserted {
                distinct.append((text, screen.language.family))
            }
        }
        for language in Language.allCases {
            _ = try fonts.shapeOnly("a", family: language.family)
        }
        let (_, baselineNanoseconds) = try Stopwatch.time { () throws -> Int in
            var total = 0
            for (text, family) in distinct {
                total &+= try fonts.shapeOnly(text, family: family)
            }
            return total
        }

        // A 40-element screen at the 12 categories, warm, one per language.
        let warmScreens = try warmScreens(engine: layoutEngine, decoder: decoder)

        let report = BenchReport(
            options: options, screens: specs.count, strings: distinct.count,
            elements: corpus.reduce(0) { $0 + $1.elementCount },
            generateNanoseconds: generateNanoseconds, decodeNanoseconds: decodeNanoseconds,
            fontNanoseconds: fontNanoseconds, cold: cold, warm: warm, serial: serial, cache: cache,
            baselineNanoseconds: baselineNanoseconds,
            serialShapes: serialEngine.text.cacheStatistics.shapes, warmScreens: warmScreens,
            peakBytes: ProcessMemory.peakResidentBytes)
        print(report.text)
        return cold.reportDigest == serial.reportDigest && cold.reportDigest == warm.reportDigest ? 0 : 1
    }

    /// Per language: the median and 90th percentile milliseconds of checking a 40-element screen
    /// at the 12 categories with warm caches.
    private func warmScreens(engine: LayoutEngine, decoder: SpecDecoder) throws -> [(Language, Double, Double)] {
        var results: [(Language, Double, Double)] = []
        var single = CorpusGenerator(seed: options.seed &+ 1)
        for language in Language.allCases {
            let screen = single.screen(number: 1, language: language, elements: 40)
            let spec = try decoder.decode(bytes: Array(screen.json.utf8), path: "warm/" + screen.fileName)
            let detector = OverflowDetector()
            _ = CorpusCheck.check(spec, engine: engine, detector: detector)
            var samples: [Int] = []
            for _ in 0..<options.warmRepeats {
                let (_, nanoseconds) = Stopwatch.time { CorpusCheck.check(spec, engine: engine, detector: detector) }
                samples.append(nanoseconds)
            }
            samples.sort()
            results.append((language, Double(samples[samples.count / 2]) / 1e6, Double(samples[samples.count * 9 / 10]) / 1e6))
        }
        return results
    }

    static func write(_ corpus: [GeneratedScreen], to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for screen in corpus { try write(screen, to: directory) }
    }

    /// Writes the first `count` screens of `generator`'s corpus to `directory`, each as it is
    /// made, holding one screen at a time (the files are those of ``write(_:to:)``).
    static func write(_ count: Int, of generator: inout CorpusGenerator, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for index in 0..<count { try write(generator.nextScreen(index: index), to: directory) }
    }

    static func write(_ screen: GeneratedScreen, to directory: String) throws {
        let path = (directory as NSString).appendingPathComponent(screen.fileName)
        try Data(screen.json.utf8).write(to: URL(fileURLWithPath: path))
    }
}
