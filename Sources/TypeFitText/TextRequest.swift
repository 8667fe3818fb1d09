import Foundation
import TypeFitJSON
import TypeFitSupport

/// One piece of text to lay out: the string, its font, and the box and rules it is laid out in.
///
/// What names the text (the string, family, weight, direction, locale and font directory) is held
/// in one immutable ``Content`` object, shared by every request made from another: the layout
/// engine asks for each text at several widths and sizes, and copying a request then retains one
/// object instead of four strings. The content's digest is worked out once, when it is made.
public struct TextRequest: Hashable, Sendable {
    /// The text and what it is shaped with, apart from its size.
    public final class Content: Sendable {
        /// What names the text: the fields of its identity (``TextRequestFieldVisitor``).
        struct Fields: Sendable {
            var text: String
            var family: String
            var weight: FontWeight
            var direction: WritingDirection
            var locale: String?
            var baseDirectory: String?
        }

        let fields: Fields
        public var text: String { fields.text }
        /// Family name or font file path.
        public var family: String { fields.family }
        public var weight: FontWeight { fields.weight }
        public var direction: WritingDirection { fields.direction }
        /// Locale for line breaking and language-specific glyphs ("th", "ja", "hi").
        public var locale: String? { fields.locale }
        /// Directory that relative font file paths are resolved against; nil = the current directory.
        public var baseDirectory: String? { fields.baseDirectory }
        /// The digest of the fields (``FieldDigest``), worked out once.
        let digest: UInt64
        /// The family is named and the text is within ``TextRequest/textLimit`` UTF-16 units:
        /// found once, since every request through the text engine is validated.
        let namesFontAndFits: Bool
        /// The text analysed with the fonts of the library that last analysed it for a text
        /// engine (``Analysis``).
        private let analysis = LockedValue<Analysis?>(nil)

        /// The analysed text of a content and the font chain it was analysed with, by the
        /// library the chain came from: a function of the library and the content alone. A text's
        /// requests share one content (a label at twelve sizes and several widths), so its
        /// compositions find the analysis here instead of looking up the chain and the analysed
        /// text in the engine's tables (a lock each, the text hashed and compared). The library is
        /// held, so another library made later at the same address is never taken for it. An
        /// object, handed out with one retain.
        final class Analysis: Sendable {
            let library: FontLibrary
            let chain: FontChain
            let shaped: ShapedText

            init(library: FontLibrary, chain: FontChain, shaped: ShapedText) {
                self.library = library
                self.chain = chain
                self.shaped = shaped
            }
        }

        /// The analysis kept for `library`, or nil.
        func analysis(by library: FontLibrary) -> Analysis? {
            analysis.withLock { kept in kept?.library === library ? kept : nil }
        }

        /// Keeps `analysis`, in place of any other library's.
        func keep(_ analysis: Analysis) {
            self.analysis.withLock { $0 = analysis }
        }

        public init(text: String, family: String, weight: FontWeight = .regular,
                    direction: WritingDirection = .natural, locale: String? = nil, baseDirectory: String? = nil) {
            fields = Fields(text: text, family: family, weight: weight, direction: direction, locale: locale,
                            baseDirectory: baseDirectory)
            var digest = FieldDigest(state: 0)
            Fields.visit(fields, fields, &digest)
            self.digest = digest.state
            // A UTF-16 count never exceeds the UTF-8 count, which a native string knows without
            // walking its bytes.
            namesFontAndFits = !family.isEmpty
                && (text.utf8.count <= TextRequest.textLimit || text.utf16.count <= TextRequest.textLimit)
        }

        /// Whether both name the same text alike: the same object, or the same code units in
        /// every string (as ``TextRequest/==(_:_:)`` compares them) and the same other fields.
        /// Inlined where it is called: most often the two are the same object (the requests of a
        /// spec's text share one), which settles it without a call.
        @inlinable
        public func isSame(as other: Content) -> Bool {
            self === other || hasSameFields(as: other)
        }

        /// ``isSame(as:)`` of two objects, by their fields.
        @usableFromInline
        func hasSameFields(as other: Content) -> Bool {
            guard digest == other.digest else { return false }
            var equality = FieldEquality()
            Fields.visit(fields, other.fields, &equality)
            return equality.equal
        }

        /// A new content with the fields given changed and the others as in this one.
        func with(text: String? = nil, family: String? = nil, weight: FontWeight? = nil,
                  direction: WritingDirection? = nil, locale: String?? = nil, baseDirectory: String?? = nil) -> Content {
            Content(text: text ?? self.text, family: family ?? self.family, weight: weight ?? self.weight,
                    direction: direction ?? self.direction, locale: locale ?? self.locale,
                    baseDirectory: baseDirectory ?? self.baseDirectory)
        }
    }

    /// The text, family, weight, direction, locale and font directory.
    public private(set) var content: Content
    /// Point size.
    public var pointSize: Double
    /// Extra space after every grapheme cluster, in points.
    public var tracking: Double
    /// Available width in points; nil = unlimited (lines break only at newlines).
    public var width: Double?
    /// Most lines shown; 0 = unlimited.
    public var lines: Int
    public var lineBreak: LineBreakMode
    /// Smallest fraction of the size the text may shrink to before it is truncated; 0 = no shrinking.
    public var minimumScaleFactor: Double
    /// A fixed line height in points; nil = the font's own (ascender + descender + line gap).
    public var lineHeight: Double?

    public init(text: String, font: FontDescriptor, width: Double? = nil, lines: Int = 0,
                lineBreak: LineBreakMode = .wordWrap, minimumScaleFactor: Double = 0,
                lineHeight: Double? = nil, direction: WritingDirection = .natural,
                locale: String? = nil, baseDirectory: String? = nil) {
        self.init(content: Content(text: text, family: font.family, weight: font.weight, direction: direction,
                                   locale: locale, baseDirectory: baseDirectory),
                  pointSize: font.size, tracking: font.tracking, width: width, lines: lines, lineBreak: lineBreak,
                  minimumScaleFactor: minimumScaleFactor, lineHeight: lineHeight)
    }

    /// A request for `content` (shared, not copied) at a size, in a box.
    public init(content: Content, pointSize: Double, tracking: Double = 0, width: Double? = nil, lines: Int = 0,
                lineBreak: LineBreakMode = .wordWrap, minimumScaleFactor: Double = 0, lineHeight: Double? = nil) {
        self.content = content
        self.pointSize = pointSize
        self.tracking = tracking
        self.width = width
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeight = lineHeight
    }

    public var text: String {
        get { content.text }
        set { content = content.with(text: newValue) }
    }

    /// Family (or font file path), weight, point size and tracking.
    public var font: FontDescriptor {
        get { FontDescriptor(family: content.family, weight: content.weight, size: pointSize, tracking: tracking) }
        set {
            if newValue.weight != content.weight || !Self.sameCodeUnits(newValue.family, content.family) {
                content = content.with(family: newValue.family, weight: newValue.weight)
            }
            pointSize = newValue.size
            tracking = newValue.tracking
        }
    }

    public var direction: WritingDirection {
        get { content.direction }
        set { content = content.with(direction: newValue) }
    }

    /// Locale for line breaking and language-specific glyphs ("th", "ja", "hi").
    public var locale: String? {
        get { content.locale }
        set { content = content.with(locale: .some(newValue)) }
    }

    /// Directory that relative font file paths are resolved against; nil = the current directory.
    public var baseDirectory: String? {
        get { content.baseDirectory }
        set { content = content.with(baseDirectory: .some(newValue)) }
    }

    /// Requests are equal when every field of their identity is (``TextRequestFieldVisitor``):
    /// their texts have the same code units (not merely canonically equivalent: "é" and
    /// "e\u{301}" shape differently), so have their family names, locales and directories (names
    /// of files and fonts, compared as written), and their numbers are equal. The engine's tables
    /// and the layout pass's memos find requests by it.
    public static func == (a: TextRequest, b: TextRequest) -> Bool {
        var equality = FieldEquality()
        visitSizeAndBox(a, b, &equality)
        return equality.equal && a.content.isSame(as: b.content)
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
    /// per entry it visits, and most often the two share storage (the texts of one spec), which
    /// settles it without `memcmp`. Strings of different lengths differ without a read.
    package static func sameCodeUnits(_ a: String, _ b: String) -> Bool {
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

    /// The digest of every field (``FieldDigest``): the content's, worked out when it was made,
    /// mixed with the size and the box. The cache's tables feed this one number to their seeded
    /// `Hasher`, so a request's text is read once for its content, not once per lookup. Equal
    /// requests have equal digests.
    var digest: UInt64 {
        var digest = FieldDigest(state: content.digest)
        Self.visitSizeAndBox(self, self, &digest)
        return digest.state
    }

    /// ``CodeUnits/digest(_:)`` of the UTF-8 bytes of `text`, without normalising it.
    static func digestOfCodeUnits(_ text: String) -> UInt64 {
        text.withUTF8Bytes { bytes in CodeUnits.digest(UnsafeRawBufferPointer(bytes)) }
    }

    /// For a request without a width, the one request every such request laying out alike is
    /// answered through: without a line limit, shrinking or a truncation mode. Lines then break
    /// only at paragraph ends, so none of those apply while every line is shown: the layout is
    /// the same whenever the widthless form's line count is within this request's limit (the
    /// engine checks that). charWrap stays apart: its narrowest width is a grapheme's, not a
    /// word's. Nil for a request with a width, or one in that form already.
    public var widthlessForm: TextRequest? {
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
        let size = pointSize
        guard size.isFinite && size > 0 && size <= 10_000 else {
            throw .invalidRequest(field: "size", reason: "must be a number in (0, 10000], got \(size)")
        }
        guard tracking.isFinite && abs(tracking) <= 1_000 else {
            throw .invalidRequest(field: "tracking", reason: "must be a number in [-1000, 1000], got \(tracking)")
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
        // What depends on the content alone was found when it was made.
        guard content.namesFontAndFits else {
            guard !content.family.isEmpty else {
                throw .invalidRequest(field: "font", reason: "must name a family or a font file")
            }
            throw .invalidRequest(field: "text", reason: "is longer than 1,000,000 UTF-16 units")
        }
    }

    /// The most UTF-16 units a request's text may hold.
    static let textLimit = 1_000_000
}
