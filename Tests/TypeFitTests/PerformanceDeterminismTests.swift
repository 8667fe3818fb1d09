import Foundation
import Testing
import TypeFit
import TypeFitJSON
import TypeFitText

/// The speed work must never change a result: checks on several threads give the same bytes as
/// on one, laying out with warm caches gives the same layouts as with cold ones, and the
/// HarfBuzz-only baseline shapes as `hb-shape` does. No test here measures time.
@Suite struct PerformanceDeterminismTests {
    private static func checker() throws -> Checker {
        try Checker(fontsDirectory: TestSupport.path("Fonts"))
    }

    private static func specPaths() throws -> [String] {
        let directory = TestSupport.path("Layouts")
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }

    @Test func parallelAndSerialChecksGiveByteIdenticalReports() throws {
        let paths = [TestSupport.path("Layouts")]
        let serial = try Self.checker().check(paths: paths, options: CheckOptions(threads: 1)).report
        #expect(serial.screens.count >= 20)
        #expect(!serial.findings.isEmpty)
        let serialJSON = JSONReport.render(serial)
        let serialText = TextReport.render(serial)
        for threads in [2, 3, 8] {
            let parallel = try Self.checker().check(paths: paths, options: CheckOptions(threads: threads)).report
            #expect(JSONReport.render(parallel) == serialJSON, "JSON report with \(threads) threads")
            #expect(TextReport.render(parallel) == serialText, "text report with \(threads) threads")
        }
        // A checker whose caches are warm from the parallel runs reports the same again.
        let shared = try Self.checker()
        _ = try shared.check(paths: paths, options: CheckOptions(threads: 4))
        #expect(JSONReport.render(try shared.check(paths: paths, options: CheckOptions(threads: 4)).report) == serialJSON)
    }

    @Test func warmCachesGiveTheSameLayoutsAsColdOnes() throws {
        let warm = try Self.checker()
        let specs = try Self.specPaths().map { path in try warm.decoder.decode(fileAt: path) }
        // Warm every cache: every spec at every category, in reverse order, on several threads.
        let jobs = specs.flatMap { spec in ContentSizeCategory.allCases.reversed().map { (spec, $0) } }
        let engine = warm.engine
        _ = WorkPool.map(jobs, threads: 4) { job in
            try? engine.layout(job.0, device: job.0.devices[0], category: job.1)
        }
        #expect(warm.text.cacheStatistics.hits > 0)
        for spec in specs {
            for category in ContentSizeCategory.allCases {
                let cold = try Self.checker().engine.layout(spec, device: spec.devices[0], category: category)
                let again = try warm.engine.layout(spec, device: spec.devices[0], category: category)
                #expect(cold == again, "\(spec.name) at \(category.name)")
            }
        }
    }

    @Test func textLayoutsDoNotDependOnWhatWasLaidOutBefore() throws {
        let fonts = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
        let requests = [
            TextRequest(text: "Benachrichtigungen und Datenschutz", font: FontDescriptor(family: "Inter", size: 17), width: 120),
            TextRequest(text: "سماعات لاسلكية مع علبة شحن", font: FontDescriptor(family: "Noto Sans Arabic", size: 23), width: 150, lines: 1),
            TextRequest(text: "संग्रहण लगभग भर गया है", font: FontDescriptor(family: "Inter", size: 28), width: 90),
            TextRequest(text: "Geschwindigkeitsbegrenzung", font: FontDescriptor(family: "Inter", weight: .bold, size: 40), width: 200,
                        lines: 1, minimumScaleFactor: 0.5),
        ]
        let warm = TextEngine(fonts: fonts, measuresPhases: true)
        for request in requests + requests.reversed() {
            _ = try warm.layout(request)
            var wider = request
            wider.width = (request.width ?? 100) * 1.7
            _ = try warm.layout(wider)
        }
        for request in requests {
            let cold = try TextEngine(fonts: fonts).layout(request)
            #expect(try warm.layout(request) == cold, "\(request.text)")
        }
        // Each distinct request is composed once: the four, and the four wider.
        #expect(warm.phaseTimes.calls == requests.count * 2)
        #expect(warm.cacheStatistics.layoutHits == requests.count * 3)
        // The HarfBuzz calls are timed, within the analysis.
        let times = warm.phaseTimes
        #expect(warm.cacheStatistics.shapes > 0)
        #expect(times.harfBuzzNanoseconds > 0)
        #expect(times.harfBuzzNanoseconds <= times.analysisNanoseconds + times.compositionNanoseconds)
        #expect(TextEngine(fonts: fonts).phaseTimes == TextPhaseTimes())
    }

    @Test func workPoolKeepsInputOrderForAnyThreadCount() {
        let inputs = Array(0..<257)
        for threads in [1, 2, 3, 16, 1_000] {
            let outputs = WorkPool.map(inputs, threads: threads) { value -> Int in
                // Uneven work, so that workers finish out of order.
                var total = 0
                for step in 0..<((value % 7) * 500) { total &+= step ^ value }
                return value * 2 + (total == -1 ? 1 : 0)
            }
            #expect(outputs == inputs.map { $0 * 2 }, "\(threads) threads")
        }
        #expect(WorkPool.map([Int](), threads: 4) { $0 }.isEmpty)
    }

    @Test func eachWorkerNumberIsUsedByOneThreadAtATime() {
        let inputs = Array(0..<300)
        for threads in [1, 2, 3, 8] {
            let workers = WorkPool.workers(for: inputs.count, threads: threads)
            #expect(workers == min(threads, inputs.count))
            // Each worker's slot is marked busy while its body runs: finding it busy would mean
            // two threads working as the same worker.
            let busy = LockedValue([Bool](repeating: false, count: workers))
            let outputs = WorkPool.map(inputs, threads: threads) { (worker: Int, value: Int) -> Int? in
                guard worker >= 0 && worker < workers else { return nil }
                let wasBusy = busy.withLock { slots in
                    defer { slots[worker] = true }
                    return slots[worker]
                }
                guard !wasBusy else { return nil }
                var total = 0
                for step in 0..<((value % 5) * 400) { total &+= step ^ value }
                busy.withLock { $0[worker] = false }
                return value + (total == -1 ? 1 : 0)
            }
            #expect(outputs == inputs.map { Optional($0) }, "\(threads) threads")
        }
    }

    @Test func shapeOnlyMatchesHBShape() throws {
        let fonts = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
        let bytes = try [UInt8](Data(contentsOf: TestSupport.fixture("text/shaping-widths.json")))
        let root = try JSONReader().parse(bytes: bytes)
        let cases = root["cases"]?.arrayValue ?? []
        #expect(cases.count >= 200)
        var compared = 0
        for entry in cases {
            guard let text = entry["text"]?.stringValue, let font = entry["font"]?.stringValue,
                  let units = entry["advanceUnits"]?.numberValue else { continue }
            let advance = try fonts.shapeOnly(text, family: TestSupport.path(font))
            #expect(advance == Int(units), "\(text) in \(font)")
            compared += 1
        }
        #expect(compared == cases.count)
    }
}
