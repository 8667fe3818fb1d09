import TypeFitDynamicType
import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// One `typefit measure` request as the command line or a JSON line gives it, before the
/// font is resolved: `text`, `font` (family or file) and `size`, or `style` and
/// `category` (with `font`, the font is scaled along the style's curve, as UIFontMetrics
/// does), and the optional layout fields.
struct MeasureRequest: Sendable, Hashable {
    /// A request field that is missing, of the wrong type or out of range.
    struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        var field: String
        var message: String
        var description: String { field.isEmpty ? message : "\(field): \(message)" }
    }

    var id: JSONValue?
    var text: String?
    var font: String?
    var size: Double?
    var style: String?
    var category: String?
    var weight: String?
    var width: Double?
    var lines: Int?
    var lineBreak: String?
    var minimumScaleFactor: Double?
    var lineHeight: Double?
    var tracking: Double?
    var direction: String?
    var locale: String?

    /// The fields a JSON request may have.
    static let fields = ["id", "text", "font", "size", "style", "category", "weight", "width", "lines", "lineBreak",
                         "minimumScaleFactor", "lineHeight", "tracking", "direction", "locale"]

    /// Decodes one JSON object; unknown fields and wrong types are problems naming the field.
    static func decode(_ node: JSONNode) throws(Problem) -> MeasureRequest {
        guard let members = node.members else {
            throw Problem(field: "", message: "a request must be a JSON object, got \(node.value.kindDescription)")
        }
        var request = MeasureRequest()
        for member in members {
            let value = member.node
            switch member.key {
            case "id": request.id = value.value
            case "text": request.text = try string(value, "text")
            case "font": request.font = try string(value, "font")
            case "size": request.size = try number(value, "size")
            case "style": request.style = try string(value, "style")
            case "category": request.category = try string(value, "category")
            case "weight": request.weight = try string(value, "weight")
            case "width": request.width = value.value == .null ? nil : try number(value, "width")
            case "lines": request.lines = try integer(value, "lines")
            case "lineBreak": request.lineBreak = try string(value, "lineBreak")
            case "minimumScaleFactor": request.minimumScaleFactor = try number(value, "minimumScaleFactor")
            case "lineHeight": request.lineHeight = try number(value, "lineHeight")
            case "tracking": request.tracking = try number(value, "tracking")
            case "direction": request.direction = try string(value, "direction")
            case "locale": request.locale = try string(value, "locale")
            default:
                var message = "unknown field (valid: \(fields.joined(separator: ", ")))"
                if let nearest = Suggestion.nearest(to: member.key, among: fields) {
                    message = "unknown field; did you mean '\(nearest)'?"
                }
                throw Problem(field: member.key, message: message)
            }
        }
        return request
    }

    /// The engine request: resolves the style and category through the type ramp and checks
    /// the enumerated fields. `baseDirectory` is where relative font paths start.
    func textRequest(baseDirectory: String) throws(Problem) -> TextRequest {
        guard let text else { throw Problem(field: "text", message: "is required") }
        var descriptor: FontDescriptor
        if let style {
            guard let category else {
                throw Problem(field: "category", message: "is required with style")
            }
            let textStyle: TextStyle
            let sizeCategory: ContentSizeCategory
            let ramp: TypeRamp
            do {
                textStyle = try TextStyle.parse(style)
            } catch {
                throw Problem(field: "style", message: error.description)
            }
            do {
                sizeCategory = try ContentSizeCategory.parse(category)
            } catch {
                throw Problem(field: "category", message: error.description)
            }
            do {
                ramp = try TypeRamp.standard()
            } catch {
                throw Problem(field: "style", message: error.description)
            }
            descriptor = SystemFontConfiguration.inter.font(for: textStyle, at: sizeCategory, in: ramp).descriptor
            if let font {
                // A custom font follows the style's curve (UIFontMetrics.scaledFont(for:)).
                descriptor.family = font
                descriptor.tracking = 0
                if let size { descriptor.size = size * ramp.scale(textStyle, at: sizeCategory) }
            } else if size != nil {
                throw Problem(field: "size", message: "is given by style and category; give font with size to scale a custom font")
            }
        } else {
            if category != nil { throw Problem(field: "style", message: "is required with category") }
            guard let font else { throw Problem(field: "font", message: "is required (or style and category)") }
            guard let size else { throw Problem(field: "size", message: "is required with font") }
            descriptor = FontDescriptor(family: font, size: size)
        }
        if let weight {
            guard let parsed = FontWeight(name: weight) else {
                throw Problem(field: "weight", message: "unknown weight '\(weight)' (valid: \(FontWeight.allCases.map(\.name).joined(separator: ", ")) or 100…900)")
            }
            descriptor.weight = parsed
        }
        if let tracking { descriptor.tracking = tracking }
        var request = TextRequest(text: text, font: descriptor, width: width, lines: lines ?? 0,
                                  minimumScaleFactor: minimumScaleFactor ?? 0, lineHeight: lineHeight,
                                  locale: locale, baseDirectory: baseDirectory)
        if let lineBreak {
            guard let mode = LineBreakMode(rawValue: lineBreak) else {
                throw Problem(field: "lineBreak", message: "unknown mode '\(lineBreak)' (valid: \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            request.lineBreak = mode
        }
        if let direction {
            switch direction {
            case "natural": request.direction = .natural
            case "ltr", "leftToRight": request.direction = .leftToRight
            case "rtl", "rightToLeft": request.direction = .rightToLeft
            default: throw Problem(field: "direction", message: "unknown direction '\(direction)' (valid: natural, ltr, rtl)")
            }
        }
        return request
    }

    private static func string(_ value: JSONNode, _ field: String) throws(Problem) -> String {
        guard let string = value.stringValue else {
            throw Problem(field: field, message: "must be a string, got \(value.value.kindDescription)")
        }
        return string
    }

    private static func number(_ value: JSONNode, _ field: String) throws(Problem) -> Double {
        guard let number = value.numberValue else {
            throw Problem(field: field, message: "must be a number, got \(value.value.kindDescription)")
        }
        return number
    }

    private static func integer(_ value: JSONNode, _ field: String) throws(Problem) -> Int {
        let number = try number(value, field)
        guard number.rounded() == number, abs(number) < 1e9 else {
            throw Problem(field: field, message: "must be a whole number, got \(JSONWriter.number(number))")
        }
        return Int(number)
    }
}
