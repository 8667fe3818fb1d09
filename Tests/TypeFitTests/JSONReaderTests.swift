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
        ("{\"a\": NaN}", "NaN and Infinity"),
        ("1e999", "too large"),
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
}
