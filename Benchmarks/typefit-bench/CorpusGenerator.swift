import TypeFitJSON

/// One generated screen spec: its file name, language, element count and JSON text.
struct GeneratedScreen: Sendable {
    var fileName: String
    var language: Language
    var elementCount: Int
    var json: String
    /// Every text of the screen (labels, titles, placeholders), in document order.
    var strings: [String]
    /// The localisation keys of `strings`, one each, when the screen was made with keys.
    var keys: [String] = []
}

/// Generates a deterministic corpus of synthetic screen specs (format version 1): labels,
/// buttons, text fields, icons, boxes, spacers, stacks, grids, lists and `fits`, 20–80 elements
/// a screen, in English, German, Hindi and Arabic (right to left), on four device presets, with
/// text styles, custom fonts scaled relative to a style, a few fixed fonts and per-category
/// variations. The same seed gives the same bytes.
struct CorpusGenerator {
    private var random: SplitMix64
    private var nextID = 0
    private var language = Language.english
    private var strings: [String] = []
    private var keys: [String] = []
    private var number = 0
    /// Whether texts carry a localisation key (`s12.k3`: screen 12's fourth text) beside their
    /// English text, for a String Catalog to translate.
    private var localizes = false

    static let styles = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
                         "subheadline", "footnote", "caption1", "caption2"]
    /// The styles' sizes at the default category (large), for custom fonts relative to them.
    static let defaultSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
    static let devices = ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad 11-inch"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Screens numbered 1…`count`; the languages take turns.
    mutating func screens(count: Int) -> [GeneratedScreen] {
        (0..<count).map { nextScreen(index: $0) }
    }

    /// The screen numbered `index` + 1 of ``screens(count:)``, made after the screens before it.
    mutating func nextScreen(index: Int) -> GeneratedScreen {
        screen(number: index + 1, language: Language.allCases[index % Language.allCases.count],
               elements: random.int(in: 20...80))
    }

    /// The screen numbered `index` + 1 of a localised corpus: English texts, each with a key.
    mutating func nextLocalizedScreen(index: Int) -> GeneratedScreen {
        localizes = true
        defer { localizes = false }
        return screen(number: index + 1, language: .english, elements: random.int(in: 20...80))
    }

    /// One screen of exactly `elements` elements (at least 3).
    mutating func screen(number: Int, language: Language, elements: Int) -> GeneratedScreen {
        self.language = language
        self.number = number
        nextID = 0
        strings = []
        keys = []
        let target = max(3, elements)
        let scrolls = random.chance(75)
        // The root (a scroll and its stack, or a stack) counts too.
        var budget = target - (scrolls ? 2 : 1)
        var children: [JSONValue] = []
        while budget > 0 {
            let (block, count) = self.block(budget: budget)
            children.append(block)
            budget -= count
        }
        let content = stack(axis: "vertical", spacing: random.pick([8, 12, 16]), padding: 16, children: children)
        let root: JSONValue = scrolls ? .object(["type": .string("scroll"), "id": .string(id()), "content": content]) : content
        var top: [(String, JSONValue)] = [
            ("typefit", .number(1)),
            ("name", .string("Screen \(number) (\(language.rawValue))")),
            ("device", .string(random.pick(Self.devices))),
        ]
        if language.isRightToLeft { top.append(("direction", .string("rightToLeft"))) }
        top.append(("root", root))
        let json = JSONWriter(indent: nil).string(.object(ordered: top)) + "\n"
        let name = "screen-" + String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number)
        return GeneratedScreen(fileName: name + ".json", language: language, elementCount: target, json: json,
                               strings: strings, keys: keys)
    }

    // MARK: Blocks

    /// A block of the screen and how many elements it holds, at most `budget`.
    private mutating func block(budget: Int) -> (JSONValue, Int) {
        switch random.int(in: 0...11) {
        case 0, 1: return (label(words: random.int(in: 1...3), style: random.pick(["largeTitle", "title2", "headline"])), 1)
        case 2, 3: return (label(words: random.int(in: 6...24), style: random.pick(["body", "callout", "footnote"]), lines: 0), 1)
        case 4: return (button(), 1)
        case 5: return (textField(), 1)
        case 6 where budget >= 4: return settingsRow()
        case 7 where budget >= 3: return buttonRow()
        case 8 where budget >= 3: return grid(items: min(budget - 1, random.int(in: 2...6)))
        case 9 where budget >= 3: return list(rows: min(budget - 1, random.int(in: 2...5)))
        case 10 where budget >= 2: return badge()
        case 11 where budget >= 5: return choice()
        default: return (label(words: random.int(in: 2...8), style: random.pick(Self.styles), lines: random.pick([1, 2])), 1)
        }
    }

    /// Icon, title and value in a row that turns vertical at accessibility sizes (half the time).
    private mutating func settingsRow() -> (JSONValue, Int) {
        var row: [(String, JSONValue)] = [
            ("type", .string("stack")), ("id", .string(id())), ("axis", .string("horizontal")),
            ("spacing", .number(12)), ("alignment", .string("center")),
        ]
        if random.chance(50) {
            row.append(("when", .array([.object(["categories": .string("accessibility"),
                                                "set": .object(["axis": .string("vertical"), "alignment": .string("leading")])])])))
        }
        row.append(("children", .array([
            .object(["type": .string("icon"), "id": .string(id()), "size": .number(22), "scalesWith": .string("body")]),
            label(words: random.int(in: 1...4), style: "body", lines: random.pick([0, 1])),
            label(words: random.int(in: 1...2), style: "callout"),
        ])))
        return (.object(ordered: row), 4)
    }

    /// Two buttons side by side, equal widths.
    private mutating func buttonRow() -> (JSONValue, Int) {
        let row: JSONValue = .object(ordered: [
            ("type", .string("stack")), ("id", .string(id())), ("axis", .string("horizontal")), ("spacing", .number(8)),
            ("distribution", .string("fillEqually")), ("children", .array([button(), button()])),
        ])
        return (row, 3)
    }

    private mutating func grid(items: Int) -> (JSONValue, Int) {
        var children: [JSONValue] = []
        for _ in 0..<items {
            children.append(label(words: random.int(in: 1...3), style: "subheadline", lines: random.pick([0, 2])))
        }
        let grid: JSONValue = .object(ordered: [
            ("type", .string("grid")), ("id", .string(id())), ("columns", .number(Double(random.int(in: 2...3)))),
            ("spacing", .number(12)),
            ("when", .array([.object(["categories": .string("accessibility"), "set": .object(["columns": .number(1)])])])),
            ("children", .array(children)),
        ])
        return (grid, items + 1)
    }

    private mutating func list(rows count: Int) -> (JSONValue, Int) {
        var rows: [JSONValue] = []
        for _ in 0..<count {
            rows.append(label(words: random.int(in: 1...5), style: "body", lines: random.pick([0, 1])))
        }
        let list: JSONValue = .object(ordered: [("type", .string("list")), ("id", .string(id())), ("rows", .array(rows))])
        return (list, count + 1)
    }

    /// An opaque box with a short label: a badge.
    private mutating func badge() -> (JSONValue, Int) {
        let box: JSONValue = .object(ordered: [
            ("type", .string("box")), ("id", .string(id())), ("opaque", .bool(true)), ("padding", .number(8)),
            ("children", .array([label(words: 1, style: "caption1")])),
        ])
        return (box, 2)
    }

    /// `fits`: two buttons in a row if they fit, else stacked (each alternative has its own ids).
    private mutating func choice() -> (JSONValue, Int) {
        let first = button()
        let second = button()
        let row: JSONValue = .object(ordered: [
            ("type", .string("stack")), ("id", .string(id())), ("axis", .string("horizontal")), ("spacing", .number(8)),
            ("children", .array([first, .object(["type": .string("spacer"), "id": .string(id())])])),
        ])
        let column: JSONValue = .object(ordered: [
            ("type", .string("stack")), ("id", .string(id())), ("axis", .string("vertical")), ("spacing", .number(8)),
            ("children", .array([second])),
        ])
        let fits: JSONValue = .object(ordered: [
            ("type", .string("fits")), ("id", .string(id())), ("axes", .string("horizontal")),
            ("alternatives", .array([row, column])),
        ])
        return (fits, 6)
    }

    // MARK: Leaves

    private mutating func label(words: Int, style: String, lines: Int = 1) -> JSONValue {
        var fields: [(String, JSONValue)] = [("type", .string("label")), ("id", .string(id())),
                                              ]
        fields += text("text", words: words)
        fields += font(style: style)
        if lines != 1 { fields.append(("lines", .number(Double(lines)))) }
        if random.chance(10) { fields.append(("minimumScaleFactor", .number(0.8))) }
        if random.chance(5) { fields.append(("width", .number(Double(random.pick([80, 120, 160]))))) }
        return .object(ordered: fields)
    }

    private mutating func button() -> JSONValue {
        var fields: [(String, JSONValue)] = [("type", .string("button")), ("id", .string(id())),
                                              ]
        fields += text("title", words: random.int(in: 1...3))
        fields += font(style: random.pick(["body", "headline"]))
        if random.chance(15) { fields.append(("height", .number(44))) } else { fields.append(("minHeight", .number(44))) }
        if random.chance(40) { fields.append(("lines", .number(0))) }
        return .object(ordered: fields)
    }

    private mutating func textField() -> JSONValue {
        var fields: [(String, JSONValue)] = [("type", .string("textField")), ("id", .string(id())),
                                              ]
        fields += text("placeholder", words: random.int(in: 1...3))
        fields += font(style: "body")
        return .object(ordered: fields)
    }

    /// A text style (most of the time, with a weight now and then), a custom font scaled
    /// relative to the style, or now and then a fixed-size font.
    private mutating func font(style: String) -> [(String, JSONValue)] {
        let roll = random.int(in: 0...99)
        if roll < 70 {
            var fields: [(String, JSONValue)] = [("style", .string(style))]
            if random.chance(20) { fields.append(("weight", .string(random.pick(["semibold", "bold"])))) }
            return fields
        }
        let size = Self.defaultSizes[style] ?? 17
        var font: [(String, JSONValue)] = [("family", .string(language.family)), ("size", .number(size))]
        if roll < 97 { font.append(("relativeTo", .string(style))) }
        if random.chance(30) { font.append(("weight", .string("bold"))) }
        return [("font", .object(ordered: font))]
    }

    /// The `field` of a phrase of `words` words, recorded in the screen's strings, and its key
    /// when the screen localizes.
    private mutating func text(_ field: String, words: Int) -> [(String, JSONValue)] {
        let text = Phrasebook.phrase(language, words: words, random: &random)
        var fields: [(String, JSONValue)] = []
        if localizes {
            let key = "s\(number).k\(strings.count)"
            keys.append(key)
            fields.append(("key", .string(key)))
        }
        strings.append(text)
        fields.append((field, .string(text)))
        return fields
    }

    private mutating func id() -> String {
        nextID += 1
        return "e\(nextID)"
    }

    private func stack(axis: String, spacing: Int, padding: Int, children: [JSONValue]) -> JSONValue {
        .object(ordered: [("type", .string("stack")), ("id", .string("content")), ("axis", .string(axis)),
                          ("spacing", .number(Double(spacing))), ("padding", .number(Double(padding))),
                          ("children", .array(children))])
    }
}
