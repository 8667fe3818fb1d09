import Foundation
import Testing
@testable import TypeFitJSON

@Suite struct JSONReaderTests {
    let reader = JSONReader()

    @Test func parsesValuesWithTheirLocations() throws {
        let doc = try reader.parse("{\n  \"a\": [1, 2.5, -3e2],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        #expect(doc.location == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(doc["a"]?.location.line == 2)
        #expect(doc["a"]?.location.column == 8)
        #expect(doc["a"]?.arrayValue?.map(\.numberValue) == [1, 2.5, -300])
        #expect(doc["b"]?.stringValue == "xé😀")
        #expect(doc.members?.map(\.key) == ["a", "b"])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = #expect(throws: JSONSyntaxError.self) { try reader.parse("{\"é\": tru}") }
        #expect(error?.location.line == 1)
        #expect(error?.location.column == 7)
    }

    @Test(arguments: [
        ("", "empty"),
        ("{\"a\": 1, \"a\": 2}", "duplicate key \"a\""),
        ("[1, 2,]", "trailing comma"),
        ("{\"a\": NaN}", "NaN is not a JSON number (JSON has no NaN or Infinity)"),
        ("{\"a\": Infinity}", "Infinity is not a JSON number"),
        ("{\"a\": None}", "unexpected word \"None\"; JSON writes an empty value as null"),
        ("{\"a\": nil}", "unexpected word \"nil\"; JSON writes an empty value as null"),
        ("{\"a\": True}", "unexpected word \"True\"; JSON writes true in lower case"),
        ("{\"a\": yes}", "unexpected word \"yes\"; expected a JSON value"),
        ("1e999", "the number 1e999 is too large"),
        ("1" + String(repeating: "0", count: 400), "the number 1000000000000000…00000000 (401 characters) is too large"),
        ("{'a': 1}", "expected a key in double quotes"),
        ("\"\\ud800\"", "unpaired surrogate"),
        ("[01]", "leading zeros"),
        ("{\"a\": 1} x", "after the end"),
        ("\"a\nb\"", "line break"),
    ])
    func rejectsMalformedInput(text: String, expected: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try reader.parse(text) }
        #expect(error?.problem.contains(expected) == true, "\(error?.problem ?? "no error")")
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try reader.parse(bytes: [0x22, 0xFF, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try reader.parse(bytes: [0x22, 0xC0, 0xAF, 0x22]) }
    }

    /// Strings read with and without escapes, and the places errors inside them point at.
    @Test func readsStringsWholeAndPointsIntoThem() throws {
        let cases: [(String, String)] = [
            (#""""#, ""),
            (#""Überschrift – 見出し 😀""#, "Überschrift – 見出し 😀"),
            (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{8}\u{C}\n\r\t"),
            (#""é\u00e9 then ü and \ud83d\ude00 again 😀""#, "éé then ü and 😀 again 😀"),
            (#""\u0000x""#, "\u{0}x"),
        ]
        for (text, value) in cases {
            #expect(try reader.parse(text).stringValue == value, "\(text)")
        }
        // Invalid UTF-8 after an escape, and a control character before one, point at the byte.
        let afterEscape = #expect(throws: JSONSyntaxError.self) {
            try reader.parse(bytes: Array(#"["a\n"#.utf8) + [0xFF, 0x22, 0x5D])
        }
        #expect(afterEscape?.problem == "the input is not valid UTF-8")
        #expect(afterEscape?.location.offset == 5)
        let control = #expect(throws: JSONSyntaxError.self) { try reader.parse(bytes: [0x22, 0x61, 0x09, 0x5C, 0x6E, 0x22]) }
        #expect(control?.problem == "a string may not contain control characters; escape them")
        #expect(control?.location.offset == 2)
        let unterminated = #expect(throws: JSONSyntaxError.self) { try reader.parse(#""abc\n"#) }
        #expect(unterminated?.problem == "unterminated string")
    }

    /// Duplicate keys are found in small objects and in large ones (which keep a table of keys),
    /// naming where the first one stood.
    @Test func findsDuplicateKeysInObjectsOfAnySize() throws {
        for count in [2, 8, 9, 40] {
            let members = (0..<count).map { "\"k\($0)\": \($0)" }
            let object = "{" + members.joined(separator: ", ") + "}"
            let parsed = try reader.parse(object)
            #expect(parsed.members?.count == count)
            for repeated in [0, count - 1] {
                let text = "{" + (members + ["\"k\(repeated)\": true"]).joined(separator: ", ") + "}"
                let error = #expect(throws: JSONSyntaxError.self) { try reader.parse(text) }
                let first = try #require(parsed.members?[repeated].keyLocation)
                #expect(error?.problem == "duplicate key \"k\(repeated)\" (first at \(first))",
                        "\(count) members, repeating k\(repeated)")
            }
        }
    }

    @Test func boundsNestingDepth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = #expect(throws: JSONSyntaxError.self) { try reader.parse(deep) }
        #expect(error?.problem.contains("deeper than 128") == true)
    }

    @Test func writerIsDeterministicAndRoundTrips() throws {
        let value = JSONValue.object([
            "kind": .string("truncated"), "needed": .number(214), "ratio": .number(0.43),
            "text": .string("a\"b\\c\n…"), "list": .array([.bool(true), .null]),
        ])
        let compact = JSONWriter(indent: nil).string(value)
        #expect(compact == #"{"kind":"truncated","needed":214,"ratio":0.43,"text":"a\"b\\c\n…","list":[true,null]}"#)
        let reparsed = try reader.parse(JSONWriter().string(value))
        #expect(JSONWriter(indent: nil).string(reparsed.value) == compact)
    }

    /// Numbers in a document are written as ``JSONWriter/number(_:)`` writes them (whole ones
    /// digit by digit, without a string of their own): zero of either sign, both ends of the
    /// whole numbers written as integers, fractions, exponents and values that are not finite.
    @Test func numbersInADocumentAreWrittenAsNumberWritesThem() {
        var values: [Double] = [0, -0.0, 1, -1, 9, 10, -10, 99, 100, 44, 343, 0.5, -0.25, 3.9, 1e-7, 123.456,
                                1e15 - 1, -(1e15 - 1), 1e15, -1e15, 1e300, .infinity, -.infinity, .nan,
                                Double(Int64.max), Double(Int64.min), .leastNonzeroMagnitude]
        // And 500 pseudo-random whole numbers of up to 15 digits (a fixed linear congruential
        // sequence), with fractions of them.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let integer = Double(Int64(bitPattern: state) % 1_000_000_000_000_000)
            values += [integer, integer / 8, integer / 1e9]
        }
        for value in values {
            let expected = JSONWriter.number(value)
            #expect(JSONWriter(indent: nil).string(.array([.number(value)])) == "[\(expected)]", "\(value)")
            let members: [(key: String, member: JSONWriter.StreamedMember)] = [
                ("n", .objects(count: 1) { _, members in members.number("v", value) }),
            ]
            #expect(JSONWriter(indent: nil).string(streamingObject: members) == #"{"n":[{"v":\#(expected)}]}"#, "\(value)")
        }
    }

    /// Strings with nothing to escape are written whole; the rest escape exactly the characters
    /// JSON needs escaped (and U+2028/U+2029, which JavaScript does not allow in strings), and
    /// read back as they were.
    @Test func writerEscapesOnlyWhatNeedsEscaping() throws {
        let cases: [(String, String)] = [
            ("plain ASCII", #""plain ASCII""#),
            ("Überschrift – 見出し 😀 \u{E2}", "\"Überschrift – 見出し 😀 \u{E2}\""),
            ("tab\tquote\"back\\", #""tab\tquote\"back\\""#),
            ("\u{1}\u{1F}\u{8}\u{C}\r\n", #""\u0001\u001f\b\f\r\n""#),
            ("line\u{2028}para\u{2029}end\u{2027}", "\"line\\u2028para\\u2029end\u{2027}\""),
            ("", #""""#),
        ]
        for (text, written) in cases {
            #expect(JSONWriter.quoted(text) == written)
            #expect(try reader.parse(JSONWriter.quoted(text)).stringValue == text)
        }
    }

    /// Strings are quoted as escaping character by character quotes them: every character that
    /// needs an escape, at every place in a string, among characters whose UTF-8 starts with 0xE2
    /// and others.
    @Test func quotingEscapesAsCharacterByCharacter() {
        func byCharacters(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: result += "\\\""
                case 0x5C: result += "\\\\"
                case 0x0A: result += "\\n"
                case 0x0D: result += "\\r"
                case 0x09: result += "\\t"
                case 0x08: result += "\\b"
                case 0x0C: result += "\\f"
                case 0..<0x20, 0x2028, 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let alphabet: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}",
                                  "\u{2027}", "…", "→", "–", "é", "見", "😀", "\u{E2}", "\u{20}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let text = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }.joined()
            #expect(JSONWriter.quoted(text) == byCharacters(text), "\(text.debugDescription)")
        }
        // Each byte value alone among plain letters, at eight places.
        for place in 0..<8 {
            for value in [0x00, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7F] {
                var scalars = Array(repeating: Unicode.Scalar(UInt8(ascii: "x")), count: 16)
                scalars[place + 4] = Unicode.Scalar(UInt8(value))
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                #expect(JSONWriter.quoted(text) == byCharacters(text), "\(value) at \(place)")
            }
        }
    }

    /// A path reads as its components written in order from the root: keys that are identifiers
    /// after a dot, others quoted in brackets, indices in brackets.
    @Test func pathsAreWrittenComponentByComponentFromTheRoot() {
        #expect(JSONPath().description == "$")
        let path = JSONPath([.key("root"), .key("children"), .index(12), .key("a b"), .key("é_1"), .key(""),
                             .index(-3), .key("9lives"), .key("\"q\""), .key("_x9")])
        #expect(path.description == "$.root.children[12][\"a b\"].é_1[\"\"][-3][\"9lives\"][\"\\\"q\\\"\"]._x9")
        #expect(JSONPath.root.appending("root").appending(0).description == "$.root[0]")
    }

    /// A path's description made once for its copies is each copy's own. Paths made one after
    /// another and dropped may come at the address of one described before: the descriptions
    /// keep the paths they describe, so none is taken for another.
    @Test func pathsDescribedOnceDescribeEachCopyAsItsOwnDescriptionDoes() {
        let descriptions = JSONPathDescriptions()
        let shared = JSONPath.root.appending("root").appending("children").appending(3)
        for copy in [shared, shared, shared] {
            #expect(descriptions.description(of: copy) == "$.root.children[3]")
        }
        #expect(descriptions.description(of: JSONPath.root) == "$")
        for index in 0..<2_000 {
            let made = JSONPath.root.appending("item").appending(index)
            #expect(descriptions.description(of: made) == made.description)
        }
        // Equal paths built apart are described alike.
        let apart = JSONPath.root.appending("root").appending("children").appending(3)
        #expect(descriptions.description(of: apart) == descriptions.description(of: shared))
    }
}

/// `parse(bytes:handingMembersOf:to:)`: a large member's members one at a time, not in the tree.
@Suite struct JSONReaderHandingTests {
    let reader = JSONReader()

    @Test func membersOfTheNamedObjectAreHandedOverInOrderAndNotKept() throws {
        let text = "{\"a\": 1, \"strings\": {\"x\": {\"v\": [1]}, \"y\": 2}, \"b\": {\"strings\": {\"z\": 3}}}"
        var handed: [JSONMember] = []
        let root = try reader.parse(bytes: Array(text.utf8), handingMembersOf: "strings") { handed.append($0) }
        #expect(handed.map(\.key) == ["x", "y"])
        #expect(handed.first?.node["v"]?.arrayValue?.first?.numberValue == 1)
        #expect(handed.last?.node.location == SourceLocation(line: 1, column: 44, offset: 43))
        #expect(root["strings"]?.members?.isEmpty == true)
        #expect(root["strings"]?.location == SourceLocation(line: 1, column: 21, offset: 20))
        // Only the root's member is handed over; a nested one of that name stays in the tree.
        #expect(root["b"]?["strings"]?["z"]?.numberValue == 3)
        #expect(root["a"]?.numberValue == 1)
    }

    @Test(arguments: [
        "{\"strings\": {\"x\": 1, \"x\": 2}}",
        "{\"strings\": {\"x\": 1, \"y\": 2, \"z\": tru}}",
        "{\"strings\": {\"x\": 1,}}",
        "{\"strings\": {\"x\": 1}, \"strings\": {}}",
        "{\"strings\": {\"x\": 1}} 2",
    ])
    func errorsAreThoseOfTheWholeTree(text: String) throws {
        let whole = #expect(throws: JSONSyntaxError.self) { try reader.parse(bytes: Array(text.utf8)) }
        let handing = #expect(throws: JSONSyntaxError.self) {
            try reader.parse(bytes: Array(text.utf8), handingMembersOf: "strings") { _ in }
        }
        #expect(whole != nil)
        #expect(handing == whole)
    }

    /// Mutations of a real catalog (bytes deleted, doubled or replaced by JSON's punctuation):
    /// the handing parse fails where the whole-tree parse does, with the same error, and where it
    /// succeeds hands over exactly the members the tree holds.
    @Test func mutatedCatalogsParseAlikeEitherWay() throws {
        let original = try [UInt8](Data(contentsOf: TestSupport.fixture("localization/Localizable.xcstrings")))
        let punctuation = Array("{}[]:,\" \\0-eatn".utf8)
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var failures = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0...next(3) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(bytes[at], at: at)
                default: bytes[at] = punctuation[next(punctuation.count)]
                }
            }
            var handed: [JSONMember] = []
            let whole = Result { () throws(JSONSyntaxError) in try reader.parse(bytes: bytes) }
            let streamed = Result { () throws(JSONSyntaxError) in
                try reader.parse(bytes: bytes, handingMembersOf: "strings") { handed.append($0) }
            }
            switch (whole, streamed) {
            case (.failure(let expected), .failure(let found)):
                #expect(found == expected)
                failures += 1
            case (.success(let tree), .success(let root)):
                if let members = tree["strings"]?.members {
                    #expect(handed == members)
                    #expect(root["strings"]?.members?.isEmpty == true)
                } else {
                    #expect(handed.isEmpty)
                    #expect(root == tree)
                }
            default:
                Issue.record("one parse failed and the other did not: \(whole) / \(streamed)")
            }
        }
        #expect(failures > 100)
    }

    @Test func aValueThatIsNotAnObjectStaysInTheTree() throws {
        var handed = 0
        let root = try reader.parse(bytes: Array("{\"strings\": [1, 2]}".utf8), handingMembersOf: "strings") { _ in handed += 1 }
        #expect(handed == 0)
        #expect(root["strings"]?.arrayValue?.count == 2)
    }
}
