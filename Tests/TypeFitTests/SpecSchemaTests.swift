import Foundation
import Testing
import TypeFitJSON
@testable import TypeFitLayout

/// The JSON Schema (`Schemas/typefit-spec-v1.schema.json`) against the specs and the decoder.
///
/// Validation runs Debian's `/usr/bin/python3` with its `jsonschema` package (python3-jsonschema);
/// without it those tests are skipped with a message.
@Suite struct SpecSchemaTests {
    /// The decoder's test of a field key is its type's field list: for every type, every field of
    /// every type, a few keys no type takes, and keys of the lengths of known ones.
    @Test func aTypeTakesExactlyTheFieldsItLists() {
        var keys = Set(ElementType.allCases.flatMap(\.allFields))
        keys.formUnion(["", "x", "Text", "text ", "wdth", "minimumScaleFactors", "séparé", String(repeating: "k", count: 300)])
        for type in ElementType.allCases {
            for key in keys {
                #expect(type.allFieldNames.contains(key) == type.allFields.contains(key), "\(type) \(key)")
            }
        }
    }

    static let python = "/usr/bin/python3"
    static let schemaPath = TestSupport.path("Schemas/typefit-spec-v1.schema.json")

    /// True when /usr/bin/python3 can import jsonschema.
    static let hasJSONSchema: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? run(["-c", "import jsonschema"]).status) == 0
    }()

    /// Validates each file against the schema; prints `OK path` or `FAIL path: first error` per file.
    static let validator = """
    import json, sys
    import jsonschema
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            errors = sorted(validator.iter_errors(json.load(f)), key=lambda e: e.json_path)
        print(("OK " + path) if not errors else ("FAIL " + path + ": " + errors[0].json_path + " " + errors[0].message[:200]))
    """

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TestSupport.run(python, arguments)
    }

    /// Each file's verdict: path → true when it validates.
    static func validate(_ paths: [String]) throws -> [String: Bool] {
        let result = try run(["-c", validator, schemaPath] + paths)
        #expect(result.status == 0, "\(result.output)")
        var verdicts: [String: Bool] = [:]
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("OK ") {
                verdicts[String(line.dropFirst(3))] = true
            } else if line.hasPrefix("FAIL ") {
                let rest = line.dropFirst(5)
                let path = rest.split(separator: ":", maxSplits: 1).first.map(String.init) ?? String(rest)
                verdicts[path] = false
                if paths.contains(path), !path.contains("/invalid/") {
                    Issue.record("schema rejects \(line)")
                }
            }
        }
        return verdicts
    }

    static func jsonFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }

    @Test(.enabled(if: hasJSONSchema, "skipped: /usr/bin/python3 lacks jsonschema (apt install python3-jsonschema)"))
    func layoutsAndValidExamplesMatchTheSchema() throws {
        let files = Self.jsonFiles(in: TestSupport.path("Layouts")) + Self.jsonFiles(in: specFixture("valid"))
        #expect(files.count >= 6)
        let verdicts = try Self.validate(files)
        for file in files {
            #expect(verdicts[file] == true, "\(file)")
        }
    }

    @Test(.enabled(if: hasJSONSchema, "skipped: /usr/bin/python3 lacks jsonschema (apt install python3-jsonschema)"))
    func schemaRejectsWhatTheDecoderRejectsStructurally() throws {
        let names = ["06-not-an-object", "07-missing-version", "08-wrong-version", "09-missing-root",
                     "10-unknown-top-level-key", "11-misspelt-key", "12-key-of-another-type", "13-unknown-type",
                     "15-lines-wrong-type", "16-lines-fractional", "17-minimum-scale-factor", "18-negative-width",
                     "19-negative-scaled-metric", "23-unknown-style", "24-unknown-weight", "37-id-set-by-rule",
                     "39-stack-without-axis", "40-bad-alignment", "41-infinity-misspelt", "44-device-and-devices",
                     "47-pin-without-edge", "48-priority-out-of-range", "49-when-not-a-list", "50-misspelt-key-in-rule",
                     "51-grid-without-columns", "53-type-with-use", "54-parameter-not-scalar", "57-icon-without-size",
                     "58-component-missing-element", "61-keyboard-unknown-state", "62-keyboard-unknown-key",
                     "63-presentation-unknown", "64-keyboard-shown-not-boolean"]
        let files = names.map { specFixture("invalid/\($0).json") }
        let verdicts = try Self.validate(files)
        for file in files {
            #expect(verdicts[file] == false, "the schema accepts \(file)")
        }
    }

    /// The schema lists the same fields per element type as the decoder.
    @Test func schemaFieldsMatchTheDecoder() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.schemaPath)))
        let schema = try JSONReader().parse(bytes: bytes)
        let definitions = try #require(schema["$defs"])
        func keys(_ definition: String) -> [String] {
            definitions[definition]?["properties"]?.members?.map(\.key).sorted() ?? []
        }
        #expect(keys("commonFields") == ElementType.commonFields.sorted())
        for type in ElementType.allCases {
            #expect(keys(type.rawValue + "Fields") == type.ownFields.sorted(), "\(type.rawValue)")
        }
        let topLevel = schema["properties"]?.members?.map(\.key).sorted() ?? []
        #expect(topLevel == SpecDecoder.topLevelKeys.sorted())
    }
}
