import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
import TypeFitReports
import TypeFitText

/// The benchmark's figures, as printed text.
struct BenchReport {
    var options: BenchOptions
    var screens: Int
    var strings: Int
    var elements: Int
    var generateNanoseconds: Int
    var decodeNanoseconds: Int
    var fontNanoseconds: Int
    var cold: CorpusCheck.Result
    var warm: CorpusCheck.Result
    var serial: CorpusCheck.Result
    var cache: TextCacheStatistics
    var baselineNanoseconds: Int
    /// HarfBuzz calls the serial check made (its shaping cache's misses).
    var serialShapes: Int
    /// Language, median and 90th percentile milliseconds.
    var warmScreens: [(Language, Double, Double)]
    var peakBytes: Int

    var text: String {
        var lines: [String] = []
        let categories = ContentSizeCategory.allCases.count
        lines.append("TypeFit benchmark: seed \(options.seed), \(screens) screens (\(elements) elements), "
                     + "\(categories) categories, \(options.threads) thread\(options.threads == 1 ? "" : "s")")
        lines.append("corpus           generated in \(ms(generateNanoseconds)), decoded in \(ms(decodeNanoseconds))"
                     + " (\(rate(screens, decodeNanoseconds)) specs/s)")
        lines.append("font loading     \(ms(fontNanoseconds)) (manifest, every family at 3 weights)")
        lines.append("")
        lines.append(contentsOf: pass("full check, cold caches", cold, threads: options.threads))
        lines.append("  strings        \(strings) distinct in the corpus; \(cache.shapes) HarfBuzz calls; "
                     + "analysed-text cache \(cache.hits) hits / \(cache.hits + cache.misses) lookups "
                     + "(\(percent(cache.hits, cache.hits + cache.misses))); layout cache \(cache.layoutHits) hits / "
                     + "\(cache.layoutHits + cache.layoutMisses) requests (\(percent(cache.layoutHits, cache.layoutHits + cache.layoutMisses)))")
        let text = cold.text
        let layoutOnly = max(0, cold.layoutNanoseconds - text.analysisNanoseconds - text.compositionNanoseconds)
        let phases: [(String, Int)] = [
            ("shaping", text.analysisNanoseconds), ("line breaking", text.compositionNanoseconds),
            ("layout", layoutOnly), ("checks", cold.checksNanoseconds), ("report", cold.reportNanoseconds),
        ]
        let total = phases.reduce(0) { $0 + $1.1 }
        lines.append("  phases         (thread time summed; shaping = analysis: bidi, itemising, HarfBuzz, break opportunities)")
        for (name, nanoseconds) in phases {
            lines.append("    " + pad(name, 13) + pad(ms(nanoseconds), 12) + percent(nanoseconds, total))
        }
        lines.append(contentsOf: pass("full check, warm caches", warm, threads: options.threads))
        lines.append(contentsOf: pass("full check, cold, serial", serial, threads: 1))
        lines.append("  report         \(cold.reportBytes) bytes of JSON, \(cold.findings) findings, \(cold.problems) problems; "
                     + "digest \(hex(cold.reportDigest)) "
                     + (cold.reportDigest == serial.reportDigest && cold.reportDigest == warm.reportDigest
                        ? "(identical cold, warm and serial)" : "(DIFFERS: cold \(hex(cold.reportDigest)), warm \(hex(warm.reportDigest)), serial \(hex(serial.reportDigest)))"))
        lines.append("  findings       " + cold.findingKinds.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
        lines.append("")
        lines.append("40-element screen at 12 categories, warm (median, p90 of \(options.warmRepeats)):")
        for (language, median, p90) in warmScreens {
            lines.append("    " + pad(language.rawValue, 4) + format(median, 3) + " ms, " + format(p90, 3) + " ms")
        }
        lines.append("")
        let serialCheck = serial.wallNanoseconds
        func times(_ nanoseconds: Int) -> String {
            format(Double(nanoseconds) / Double(max(1, baselineNanoseconds)), 2) + "×"
        }
        lines.append("baseline         HarfBuzz alone, \(strings) distinct strings once each: \(ms(baselineNanoseconds))")
        lines.append("  ratio          full check (serial, cold) / baseline = \(times(serialCheck))")
        // The ratio in three parts: the serial check's own HarfBuzz calls (each text in every font
        // it is shown in, and the pieces cut at unsafe places), the rest of its text engine's
        // analyses and compositions, and the rest of the check (layout, checks, report, and a
        // wrapping label's widest cluster, measured apart from any composition, but for its
        // HarfBuzz calls).
        let serialText = serial.text
        let harfBuzz = serialText.harfBuzzNanoseconds
        let textTotal = serialText.analysisNanoseconds + serialText.compositionNanoseconds
        let textRest = max(0, textTotal - harfBuzz)
        let checkRest = max(0, serialCheck - textTotal)
        lines.append("  of which       HarfBuzz in the check \(times(harfBuzz)) (\(serialShapes) calls: every font a text "
                     + "is shown in, pieces cut at unsafe places); the rest of the text engine \(times(textRest)); "
                     + "layout, checks and report \(times(checkRest))")
        lines.append("peak memory      " + format(Double(peakBytes) / 1_048_576, 1) + " MB (getrusage maxrss)")
        return lines.joined(separator: "\n")
    }

    private func pass(_ title: String, _ result: CorpusCheck.Result, threads: Int) -> [String] {
        let checks = result.checks
        return [
            "\(title) (\(threads) thread\(threads == 1 ? "" : "s")): " + ms(result.wallNanoseconds) + " wall",
            "  throughput     \(rate(screens, result.wallNanoseconds)) screens/s, \(rate(checks, result.wallNanoseconds)) "
                + "screen × category checks/s",
        ]
    }

    private func ms(_ nanoseconds: Int) -> String {
        format(Double(nanoseconds) / 1e6, 1) + " ms"
    }

    private func rate(_ count: Int, _ nanoseconds: Int) -> String {
        format(Double(count) / (Double(max(1, nanoseconds)) / 1e9), 0)
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        format(100 * Double(part) / Double(max(1, whole)), 1) + " %"
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `value` with `decimals` digits after the point, without Foundation's locale.
    private func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 1e18 else { return "\(value)" }
        let whole = Int(scaled)
        guard decimals > 0 else { return String(whole) }
        let integer = String(abs(whole) / Int(scale))
        let fraction = String(abs(whole) % Int(scale))
        return (whole < 0 ? "-" : "") + integer + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
