import Testing
import TypeFitText
@testable import TypeFitDynamicType

@Suite struct DynamicTypeSystemFontTests {
    let ramp: TypeRamp

    init() throws {
        ramp = try TypeRamp.named("ios")
    }

    @Test func interBelowTwentyPointsInterDisplayFromTwentyWithoutTracking() {
        let inter = SystemFontConfiguration.inter
        let body = inter.font(for: .body, at: .large, in: ramp)
        #expect(body.descriptor == FontDescriptor(family: "Inter", weight: .regular, size: 17, tracking: 0))
        #expect(body.leading == 22)
        // title3 is 20 pt at large: the display family starts there.
        #expect(inter.font(for: .title3, at: .large, in: ramp).descriptor.family == "Inter Display")
        // title2 is 19 pt at xSmall.
        #expect(inter.font(for: .title2, at: .xSmall, in: ramp).descriptor.family == "Inter")
        #expect(inter.descriptor(size: 19.99, weight: .regular).family == "Inter")
        #expect(inter.descriptor(size: 20, weight: .regular).family == "Inter Display")
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                let font = inter.font(for: style, at: category, in: ramp)
                #expect(font.descriptor.tracking == 0)
                #expect(font.descriptor.size == ramp.size(style, at: category))
                #expect(font.descriptor.family == (font.descriptor.size < 20 ? "Inter" : "Inter Display"))
            }
        }
    }

    @Test func emphasizedAndBoldTextWeights() {
        let inter = SystemFontConfiguration.inter
        #expect(inter.font(for: .body, at: .large, in: ramp, emphasized: true).descriptor.weight == .semibold)
        #expect(inter.font(for: .body, at: .large, in: ramp, boldText: true).descriptor.weight == .semibold)
        #expect(inter.font(for: .headline, at: .large, in: ramp, boldText: true).descriptor.weight == .bold)
        #expect(inter.font(for: .largeTitle, at: .large, in: ramp, emphasized: true, boldText: true).descriptor.weight == .heavy)
        #expect(FontWeight.regular.boldTextWeight == .semibold)
        #expect(FontWeight.black.boldTextWeight == .black)
        for weight in FontWeight.allCases {
            #expect(weight.boldTextWeight >= weight)
        }
    }

    @Test func sfProTrackingTableAtListedSizes() {
        #expect(SFProTracking.tracking(forSize: 17) == -0.43)
        #expect(SFProTracking.tracking(forSize: 28) == 0.38)
        #expect(SFProTracking.tracking(forSize: 12) == 0)
        #expect(SFProTracking.tracking(forSize: 6) == 0.24)
        #expect(SFProTracking.tracking(forSize: 76) == 0.07)
        #expect(SFProTracking.tracking(forSize: 96) == 0)
        for row in SFProTracking.table {
            #expect(SFProTracking.tracking(forSize: row.size) == row.points)
            // A transcription check: Apple's two columns agree to within 0.04 pt (the em column is
            // rounded to whole thousandths, and at 56 and 64 pt the columns differ by 0.036 pt).
            #expect(abs(row.em * row.size / 1000 - row.points) <= 0.04, "\(row.size)")
        }
        let sizes = SFProTracking.table.map(\.size)
        #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count)
    }

    @Test func sfProTrackingInterpolatesAndClamps() {
        #expect(abs(SFProTracking.tracking(forSize: 16.5) - (-0.37)) < 1e-9)
        #expect(abs(SFProTracking.tracking(forSize: 55) - 0.31) < 1e-9)
        #expect(abs(SFProTracking.tracking(forSize: 74) - 0.105) < 1e-9)
        #expect(SFProTracking.tracking(forSize: 3) == 0.24)
        #expect(SFProTracking.tracking(forSize: 200) == 0)
        #expect(SFProTracking.tracking(forSize: .nan) == 0)
    }

    @Test func sfProConfigurationAppliesTracking() {
        let sf = SystemFontConfiguration.sfPro()
        let body = sf.font(for: .body, at: .large, in: ramp)
        #expect(body.descriptor == FontDescriptor(family: "SF Pro Text", weight: .regular, size: 17, tracking: -0.43))
        let title = sf.font(for: .title1, at: .large, in: ramp)
        #expect(title.descriptor == FontDescriptor(family: "SF Pro Display", weight: .regular, size: 28, tracking: 0.38))
        let scaled = sf.descriptor(size: 16.0 * 53 / 17, weight: .regular)
        #expect(scaled.family == "SF Pro Display")
        #expect(scaled.tracking > 0.33 && scaled.tracking < 0.34)
    }
}
