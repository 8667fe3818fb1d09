import Testing
@testable import TypeFitText

/// The versions of the linked HarfBuzz, ICU and FreeType, as `typefit --version` prints them.
@Suite struct TextEngineVersionsTests {
    @Test func linkedEnginesReportTheirVersions() {
        #expect(EngineVersions.harfBuzz.split(separator: ".").count == 3)
        #expect(EngineVersions.icu.first?.isNumber == true)
        #expect(EngineVersions.freeType.split(separator: ".").count == 3)
    }
}
