import Foundation
import Synchronization
import TypeFitDynamicType
import TypeFitJSON

/// The screen reports of a run, in report order: held in memory, or, for a run as large as an
/// app's every screen in every language, kept in a spool file and read back one screen at a time,
/// so that a run's memory does not grow with the number of screens it checks.
///
/// Reading a spooled screen decodes it afresh: a report made by one pass over the screens costs
/// one decoding per screen, and holds one screen at a time.
public struct ScreenReports: RandomAccessCollection, MutableCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case memory([ScreenReport])
        case spool(ScreenSpool)
    }

    private var storage: Storage

    /// The reports of `screens`, held in memory.
    public init(_ screens: [ScreenReport]) {
        storage = .memory(screens)
    }

    public init(arrayLiteral screens: ScreenReport...) {
        self.init(screens)
    }

    fileprivate init(spool: ScreenSpool) {
        storage = .spool(spool)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .memory(let screens): screens.count
        case .spool(let spool): spool.count
        }
    }

    /// Setting a screen brings a spooled run's reports into memory.
    public subscript(position: Int) -> ScreenReport {
        get {
            switch storage {
            case .memory(let screens): screens[position]
            case .spool(let spool): spool.read(position)
            }
        }
        set {
            var screens = array
            storage = .memory([])
            screens[position] = newValue
            storage = .memory(screens)
        }
    }

    /// Every report, in memory.
    public var array: [ScreenReport] {
        switch storage {
        case .memory(let screens): screens
        case .spool: Array(self)
        }
    }

    /// The reports `transform` makes of these, stored as these are (a spooled run's in a spool of
    /// their own, written as they are made).
    public func mapped(_ transform: (ScreenReport) throws -> ScreenReport) rethrows -> ScreenReports {
        switch storage {
        case .memory(let screens):
            return ScreenReports(try screens.map(transform))
        case .spool:
            var writer = ScreenReports.Writer(spooled: true)
            for screen in self { writer.append(try transform(screen)) }
            return writer.finish()
        }
    }

    public static func == (a: ScreenReports, b: ScreenReports) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for screen in self { hasher.combine(screen) }
    }

    /// Collects screen reports in order, into a spool file when `spooled` (and one can be made in
    /// the temporary directory; in memory otherwise).
    public struct Writer {
        private var screens: [ScreenReport] = []
        private var spool: ScreenSpool?

        public init(spooled: Bool) {
            spool = spooled ? ScreenSpool() : nil
        }

        public mutating func append(_ screen: ScreenReport) {
            if let spool, spool.append(screen) { return }
            if let spool {
                // The spool could not be written (a full disk): what it holds moves to memory.
                screens = Array(ScreenReports(spool: spool))
                self.spool = nil
            }
            screens.append(screen)
        }

        public mutating func append(contentsOf screens: some Sequence<ScreenReport>) {
            for screen in screens { append(screen) }
        }

        public consuming func finish() -> ScreenReports {
            if let spool { return ScreenReports(spool: spool) }
            return ScreenReports(screens)
        }
    }
}

/// A spool file of encoded screen reports: created in the temporary directory and unlinked at
/// once, so that it is gone when the process ends, however it ends. Appended to by one writer,
/// then read from any thread (positional reads share no file offset).
final class ScreenSpool: @unchecked Sendable {
    private let descriptor: Int32
    /// Where each screen's bytes start; the last entry is the end of the file.
    private var starts: [Int] = [0]
    /// The screens read last, so that a report reading a screen's findings one by one, from
    /// several threads at once, decodes each screen once and not once per finding.
    private let recent = Mutex<[(position: Int, screen: ScreenReport)]>([])
    private static let recentCount = 16

    /// A spool in `directory` (by default `$TMPDIR`, or /tmp), or nil when none can be made there.
    init?(directory: String = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") {
        var template = Array((directory + "/typefit-screens-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    var count: Int { starts.count - 1 }

    /// Appends `screen`; false when the file could not be written.
    func append(_ screen: ScreenReport) -> Bool {
        var encoder = ScreenCodec.Encoder()
        encoder.screen(screen)
        let bytes = encoder.bytes
        let start = starts[starts.count - 1]
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(start + written))
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        starts.append(start + bytes.count)
        return true
    }

    /// The screen at `position`.
    func read(_ position: Int) -> ScreenReport {
        if let screen = recent.withLock({ $0.first { $0.position == position }?.screen }) { return screen }
        let screen = decode(position)
        recent.withLock { recent in
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((position, screen))
        }
        return screen
    }

    private func decode(_ position: Int) -> ScreenReport {
        let start = starts[position]
        let length = starts[position + 1] - start
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let result = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, length - done, off_t(start + done))
            }
            if result < 0 && errno == EINTR { continue }
            precondition(result > 0, "ScreenSpool: the spool file could not be read back (errno \(errno))")
            done += result
        }
        var decoder = ScreenCodec.Decoder(bytes: bytes)
        return decoder.screen()
    }
}

/// A compact binary form of a screen report, for ``ScreenSpool``: integers as LEB128, strings as
/// a length and UTF-8 bytes, numbers as their bits. A finding's spec, screen, device and locale are
/// most often its screen's and are then written as one flag each.
enum ScreenCodec {
    struct Encoder {
        var bytes: [UInt8] = []

        mutating func screen(_ screen: ScreenReport) {
            string(screen.spec)
            string(screen.screen)
            string(screen.device)
            optional(screen.locale)
            integer(screen.categories.count)
            for category in screen.categories { integer(category.rawValue) }
            integer(screen.elements.count)
            for element in screen.elements { string(element) }
            optional(screen.repositoryPath)
            integer(screen.findings.count)
            for finding in screen.findings { self.finding(finding, of: screen) }
        }

        mutating func finding(_ finding: Finding, of screen: ScreenReport) {
            shared(finding.spec, screen.spec)
            shared(finding.screen, screen.screen)
            shared(finding.device, screen.device)
            if finding.locale == screen.locale { bytes.append(2) } else { optional(finding.locale) }
            integer(finding.category.rawValue)
            integer(FindingKind.allCases.firstIndex(of: finding.kind)!)
            integer(Severity.allCases.firstIndex(of: finding.severity)!)
            string(finding.element)
            optional(finding.otherElement)
            string(finding.message)
            optional(finding.suggestion)
            integer(finding.numbers.count)
            for number in finding.numbers {
                string(number.name)
                double(number.value)
            }
            optional(finding.shownText)
            if let location = finding.location {
                bytes.append(1)
                integer(location.line)
                integer(location.column)
                integer(location.offset)
            } else {
                bytes.append(0)
            }
            optional(finding.path)
        }

        /// 1 when `value` is the screen's `shared`; else 0 and the value.
        mutating func shared(_ value: String, _ shared: String) {
            if value == shared {
                bytes.append(1)
            } else {
                bytes.append(0)
                string(value)
            }
        }

        mutating func optional(_ value: String?) {
            if let value {
                bytes.append(1)
                string(value)
            } else {
                bytes.append(0)
            }
        }

        mutating func string(_ value: String) {
            let utf8 = value.utf8
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }

        mutating func integer(_ value: Int) {
            // Zigzag, so that a negative number takes as few bytes as its magnitude.
            var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func double(_ value: Double) {
            var bits = value.bitPattern
            for _ in 0..<8 {
                bytes.append(UInt8(bits & 0xFF))
                bits >>= 8
            }
        }
    }

    struct Decoder {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func screen() -> ScreenReport {
            let spec = string()
            let name = string()
            let device = string()
            let locale = optional()
            let categories = (0..<integer()).map { _ in ContentSizeCategory(rawValue: integer())! }
            let elements = (0..<integer()).map { _ in string() }
            let repositoryPath = optional()
            var screen = ScreenReport(spec: spec, screen: name, device: device, locale: locale,
                                      categories: categories, elements: elements, findings: [])
            screen.repositoryPath = repositoryPath
            let count = integer()
            var findings: [Finding] = []
            findings.reserveCapacity(count)
            for _ in 0..<count { findings.append(finding(of: screen)) }
            // Stored in report order already: set as they are, not sorted again.
            screen.findings = findings
            return screen
        }

        mutating func finding(of screen: ScreenReport) -> Finding {
            let spec = shared(screen.spec)
            let name = shared(screen.screen)
            let device = shared(screen.device)
            let locale: String?
            if bytes[position] == 2 {
                position += 1
                locale = screen.locale
            } else {
                locale = optional()
            }
            let category = ContentSizeCategory(rawValue: integer())!
            let kind = FindingKind.allCases[integer()]
            let severity = Severity.allCases[integer()]
            let element = string()
            let otherElement = optional()
            let message = string()
            let suggestion = optional()
            let numbers = (0..<integer()).map { _ in Finding.Number(string(), double()) }
            let shownText = optional()
            var location: SourceLocation?
            if byte() == 1 {
                location = SourceLocation(line: integer(), column: integer(), offset: integer())
            }
            let path = optional()
            return Finding(spec: spec, screen: name, device: device, category: category, locale: locale, kind: kind,
                           severity: severity, element: element, otherElement: otherElement, message: message,
                           suggestion: suggestion, numbers: numbers, shownText: shownText, location: location,
                           path: path)
        }

        mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        mutating func shared(_ shared: String) -> String {
            byte() == 1 ? shared : string()
        }

        mutating func optional() -> String? {
            byte() == 1 ? string() : nil
        }

        mutating func string() -> String {
            let length = integer()
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func integer() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = byte()
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
        }

        mutating func double() -> Double {
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(byte()) << (8 * UInt64(index)) }
            return Double(bitPattern: bits)
        }
    }
}
