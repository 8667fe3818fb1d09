import TypeFitJSON

/// The frame tree as JSON (for `typefit layout --format json` and tools), written by
/// TypeFitJSON's deterministic writer: members in a fixed order, numbers in shortest form.
extension ScreenLayout {
    /// The layout as a JSON value.
    public var jsonValue: JSONValue {
        .object(ordered: [
            ("spec", .string(specName)),
            ("device", .object(ordered: [
                ("name", .string(device.name)), ("width", .number(device.width)),
                ("height", .number(device.height)), ("scale", .number(device.scale)),
            ])),
            ("category", .string(category.name)),
            ("direction", .string(direction.rawValue)),
            ("screen", Self.json(screen)),
            ("safeArea", Self.json(safeArea)),
            ("flowArea", Self.json(flowArea)),
            ("contentHeight", .number(contentHeight)),
        ] + environmentMembers + [
            ("root", Self.json(root)),
        ])
    }

    /// `presentation`, `presentedFrame` and `keyboard`, written only for a screen that is not full
    /// screen or has the keyboard up, so that other layouts read as they always have.
    private var environmentMembers: [(String, JSONValue)] {
        guard keyboard != nil || presentation != .fullScreen else { return [] }
        return [("presentation", .string(presentation.rawValue)), ("presentedFrame", Self.json(presentedFrame)),
                ("keyboard", keyboard.map(Self.json) ?? .null)]
    }

    static func json(_ rect: Rect) -> JSONValue {
        .object(ordered: [("x", .number(rect.x)), ("y", .number(rect.y)),
                          ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    static func json(_ size: Size) -> JSONValue {
        .object(ordered: [("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func json(_ node: LayoutNode) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(node.displayName)),
            ("id", node.id.map(JSONValue.string) ?? .null),
            ("kind", .string(node.kind.rawValue)),
            ("path", .string(node.source.path.description)),
            ("line", .number(Double(node.source.location.line))),
            ("column", .number(Double(node.source.location.column))),
            ("frame", json(node.frame)),
            ("needed", json(node.neededSize)),
            ("spills", .bool(node.spillsOut())),
            ("clipsToBounds", .bool(node.clipsToBounds)),
            ("interactive", .bool(node.isInteractive)),
            ("opaque", .bool(node.isOpaque)),
            ("pinned", .bool(node.isPinned)),
            ("allowsOverlap", .bool(node.allowsOverlap)),
        ]
        if let enclosing = node.enclosingScroll {
            members.append(("enclosingScroll", .object(ordered: [
                ("name", .string(enclosing.scrollName)), ("viewport", json(enclosing.viewport)),
                ("axis", .string(enclosing.axis.rawValue)),
            ])))
        }
        if let scroll = node.scroll {
            members.append(("scroll", .object(ordered: [
                ("axis", .string(scroll.axis.rawValue)), ("viewport", json(scroll.viewport)),
                ("content", json(scroll.contentRect)),
            ])))
        }
        if let text = node.text {
            let font = text.font.descriptor
            members.append(("text", .object(ordered: [
                ("frame", json(text.frame)),
                ("font", .object(ordered: [
                    ("family", .string(font.family)), ("weight", .string(font.weight.name)),
                    ("size", .number(font.size)), ("tracking", .number(font.tracking)),
                    ("style", text.font.textStyle.map { .string($0.rawValue) } ?? .null),
                    ("scales", .bool(text.font.scalesWithDynamicType)),
                ])),
                ("fontSize", .number(text.layout.fontSize)),
                ("lineLimit", .number(Double(text.lineLimit))),
                ("effectiveLineLimit", .number(Double(text.effectiveLineLimit))),
                ("lines", .array(text.layout.lines.map { line in
                    .object(ordered: [("text", .string(line.text)), ("width", .number(line.width)),
                                      ("baseline", .number(line.baseline))])
                })),
                ("lineCount", .number(Double(text.layout.lineCount))),
                ("neededLineCount", .number(Double(text.layout.neededLineCount))),
                ("truncated", .bool(text.isTruncated)),
                ("truncationIntended", .bool(text.truncationIntended)),
                ("placeholder", .bool(text.isPlaceholder)),
                ("neededWidth", .number(text.neededWidth)),
                ("neededHeight", .number(text.neededHeight)),
                ("given", json(text.givenSize)),
                ("missingCharacters", .array(text.layout.missingCharacters.map { .string(String($0)) })),
            ])))
        }
        members.append(("children", .array(node.children.map(json))))
        return .object(ordered: members)
    }
}
