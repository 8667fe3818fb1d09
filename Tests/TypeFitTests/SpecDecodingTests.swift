import Testing
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// Decoding valid specs: defaults, variations, scaled metrics, components, range limits, fonts.
@Suite struct SpecDecodingTests {
    let decoder: SpecDecoder

    init() throws {
        decoder = SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard()))
    }

    private func decode(_ json: String, path: String = "Tests/inline.json") throws -> ScreenSpec {
        try decoder.decode(bytes: Array(json.utf8), path: path)
    }

    @Test func signInExampleDecodes() throws {
        let spec = try decoder.decode(fileAt: specFixture("valid/signin.json"))
        #expect(spec.name == "Sign in")
        #expect(spec.devices.map(\.name) == ["iPhone SE", "iPhone 15"])
        let large = spec.root(at: .large)
        guard case .stack(let stack) = large.kind else { Issue.record("root is not a stack"); return }
        #expect(stack.spacing == 8)
        #expect(stack.children.count == 4)
        guard case .stack(let ax) = spec.root(at: .accessibility1).kind else { return }
        #expect(ax.spacing == 16)
    }
}

/// The path of a fixture under Fixtures/spec.
func specFixture(_ name: String) -> String {
    TestSupport.fixture("spec/" + name).path
}
