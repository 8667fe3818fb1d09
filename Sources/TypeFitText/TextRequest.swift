import Foundation

/// One piece of text to lay out: the string, its font, and the box and rules it is laid out in.
public struct TextRequest: Hashable, Sendable {
    public var text: String
    /// Family (or font file path), weight, point size and tracking.
    public var font: FontDescriptor
    /// Available width in points; nil = unlimited (lines break only at newlines).
    public var width: Double?
    /// Most lines shown; 0 = unlimited.
    public var lines: Int
    public var lineBreak: LineBreakMode
    /// Smallest fraction of the size the text may shrink to before it is truncated; 0 = no shrinking.
    public var minimumScaleFactor: Double
    /// A fixed line height in points; nil = the font's own (ascender + descender + line gap).
    public var lineHeight: Double?
    public var direction: WritingDirection
    /// Locale for line breaking and language-specific glyphs ("th", "ja", "hi").
    public var locale: String?
    /// Directory that relative font file paths are resolved against; nil = the current directory.
    public var baseDirectory: String?

    public init(text: String, font: FontDescriptor, width: Double? = nil, lines: Int = 0,
                lineBreak: LineBreakMode = .wordWrap, minimumScaleFactor: Double = 0,
                lineHeight: Double? = nil, direction: WritingDirection = .natural,
                locale: String? = nil, baseDirectory: String? = nil) {
        self.text = text
        self.font = font
        self.width = width
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeight = lineHeight
        self.direction = direction
        self.locale = locale
        self.baseDirectory = baseDirectory
    }

    /// Requests are equal when their texts have the same code units (not merely canonically
    /// equivalent: "é" and "e\u{301}" shape differently), so have their family names, locales and
    /// directories (names of files and fonts, compared as written), and every other field is equal.
    /// Hashing the bytes also avoids normalising non-ASCII text, which `String` hashing does.
    public static func == (a: TextRequest, b: TextRequest) -> Bool {
        a.font.size == b.font.size && a.width == b.width && a.lines == b.lines && a.lineBreak == b.lineBreak
            && a.font.weight == b.font.weight && a.font.tracking == b.font.tracking
            && a.minimumScaleFactor == b.minimumScaleFactor && a.lineHeight == b.lineHeight
            && a.direction == b.direction && sameCodeUnits(a.text, b.text) && sameCodeUnits(a.font.family, b.font.family)
            && sameCodeUnits(a.locale, b.locale) && sameCodeUnits(a.baseDirectory, b.baseDirectory)
    }

    /// Whether two optional strings are both nil or have the same UTF-8 bytes.
    static func sameCodeUnits(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): sameCodeUnits(a, b)
        default: false
        }
    }

    /// Whether two strings have the same UTF-8 bytes (one `memcmp` for native strings):
    /// canonically equivalent strings do not shape alike, so requests compare bytes, not `String`
    /// equality.
    ///
    /// Reads the bytes in place, without copying either string: a lookup compares several strings
    /// per entry it visits, and most often the two are the same storage (the texts of one spec),
    /// which settles it without `memcmp`.
    public static func sameCodeUnits(_ a: String, _ b: String) -> Bool {
        let (left, right) = (a.utf8, b.utf8)
        guard left.count == right.count else { return false }
        let inPlace = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return leftBase == rightBase || memcmp(leftBase, rightBase, left.count) == 0
            }
        }
        if let inPlace, let same = inPlace { return same }
        return left.elementsEqual(right)
    }

    /// Hashes the request's ``digest``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A digest of what tells requests apart most often (the text, family, size, width, line
    /// limit and mode); the other fields are left to `==`. Requests are looked up for every text
    /// a layout measures, and feeding these fields to `Hasher` one by one cost about 700
    /// instructions a lookup; the cache's tables feed it this one number. Equal requests have
    /// equal digests: a size or width of -0 counts as 0, as `==` has it.
    var digest: UInt64 {
        var state = Self.digestOfCodeUnits(text)
        state = CodeUnits.mix(state, Self.digestOfCodeUnits(font.family))
        state = CodeUnits.mix(state, Self.bits(font.size))
        state = CodeUnits.mix(state, width.map(Self.bits) ?? 0x7FF8_0000_0000_0001)
        state = CodeUnits.mix(state, UInt64(bitPattern: Int64(lines)))
        let mode: UInt64 = switch lineBreak {
        case .wordWrap: 0
        case .charWrap: 1
        case .clip: 2
        case .truncateHead: 3
        case .truncateMiddle: 4
        case .truncateTail: 5
        }
        return CodeUnits.mix(state, mode)
    }

    /// The bits of a number, with -0 as 0.
    private static func bits(_ value: Double) -> UInt64 {
        value == 0 ? 0 : value.bitPattern
    }

    /// ``CodeUnits/digest(_:)`` of the UTF-8 bytes of `text`, without normalising it.
    static func digestOfCodeUnits(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in CodeUnits.digest(UnsafeRawBufferPointer(bytes)) }
    }

    /// For a request without a width, the one request every such request laying out alike is
    /// answered through: without a line limit, shrinking or a truncation mode. Lines then break
    /// only at paragraph ends, so none of those apply while every line is shown: the layout is
    /// the same whenever the widthless form's line count is within this request's limit (the
    /// engine checks that). charWrap stays apart: its narrowest width is a grapheme's, not a
    /// word's. Nil for a request with a width, or one in that form already.
    var widthlessForm: TextRequest? {
        guard width == nil, lines != 0 || minimumScaleFactor != 0 || (lineBreak != .wordWrap && lineBreak != .charWrap)
        else { return nil }
        var form = self
        form.lines = 0
        form.minimumScaleFactor = 0
        form.lineBreak = lineBreak == .charWrap ? .charWrap : .wordWrap
        return form
    }

    /// Checks the numbers, naming the first field that is out of range.
    func validate() throws(TextError) {
        let size = font.size
        guard size.isFinite && size > 0 && size <= 10_000 else {
            throw .invalidRequest(field: "size", reason: "must be a number in (0, 10000], got \(size)")
        }
        guard font.tracking.isFinite && abs(font.tracking) <= 1_000 else {
            throw .invalidRequest(field: "tracking", reason: "must be a number in [-1000, 1000], got \(font.tracking)")
        }
        if let width {
            guard width.isFinite && width >= 0 else {
                throw .invalidRequest(field: "width", reason: "must be a finite number ≥ 0, got \(width)")
            }
        }
        guard lines >= 0 else {
            throw .invalidRequest(field: "lines", reason: "must be 0 (unlimited) or more, got \(lines)")
        }
        guard minimumScaleFactor.isFinite && minimumScaleFactor >= 0 && minimumScaleFactor <= 1 else {
            throw .invalidRequest(field: "minimumScaleFactor", reason: "must be in [0, 1], got \(minimumScaleFactor)")
        }
        if let lineHeight {
            guard lineHeight.isFinite && lineHeight > 0 && lineHeight <= 100_000 else {
                throw .invalidRequest(field: "lineHeight", reason: "must be a number in (0, 100000], got \(lineHeight)")
            }
        }
        guard !font.family.isEmpty else {
            throw .invalidRequest(field: "font", reason: "must name a family or a font file")
        }
        // A UTF-16 count never exceeds the UTF-8 count, which a native string knows without
        // walking its bytes.
        guard text.utf8.count <= 1_000_000 || text.utf16.count <= 1_000_000 else {
            throw .invalidRequest(field: "text", reason: "is longer than 1,000,000 UTF-16 units")
        }
    }
}
