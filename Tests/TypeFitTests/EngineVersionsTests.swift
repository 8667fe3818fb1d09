import Testing
@testable import TypeFitText

@Test func linkedEnginesReportTheirVersions() {
    #expect(EngineVersions.harfBuzz.split(separator: ".").count == 3)
    #expect(EngineVersions.icu.first?.isNumber == true)
    #expect(EngineVersions.freeType.split(separator: ".").count == 3)
}
