import Testing
import TypeFitText
@testable import TypeFitDynamicType

@Suite struct DynamicTypeScalingTests {
    let ramp: TypeRamp

    init() throws {
        ramp = try TypeRamp.named("ios")
    }

    @Test func customFontRelativeToBodyScalesByTheRampRatio() {
        let font = ScaledFont(family: "Montserrat", size: 16, scaling: .relative(to: .body))
        #expect(!font.isFixed)
        #expect(abs(font.size(at: .accessibility5, in: ramp) - 16.0 * 53 / 17) < 1e-9)
        #expect(abs(font.size(at: .accessibility5, in: ramp) - 49.88) < 0.01)
        #expect(font.size(at: .large, in: ramp) == 16)
        #expect(abs(font.size(at: .xSmall, in: ramp) - 16.0 * 14 / 17) < 1e-9)
        for category in ContentSizeCategory.allCases {
            #expect(abs(font.size(at: category, in: ramp) - 16 * ramp.size(.body, at: category) / 17) < 1e-9)
        }
    }

    @Test func maximumPointSizeCaps() {
        let font = ScaledFont(family: "Montserrat", size: 16, scaling: .relative(to: .body, maximumPointSize: 28))
        #expect(font.size(at: .accessibility5, in: ramp) == 28)
        #expect(font.size(at: .accessibility2, in: ramp) == 28)
        #expect(abs(font.size(at: .accessibility1, in: ramp) - 16.0 * 28 / 17) < 1e-9)
        #expect(abs(font.size(at: .xxxLarge, in: ramp) - 16.0 * 23 / 17) < 1e-9)
        #expect(font.size(at: .large, in: ramp) == 16)
        let uncapped = ScaledFont(family: "Montserrat", size: 16, scaling: .relative(to: .body, maximumPointSize: 0))
        #expect(uncapped.size(at: .accessibility5, in: ramp) > 49)
    }

    @Test func fixedFontsStayFixedAndAreMarked() {
        let font = ScaledFont(family: "Inter", weight: .bold, size: 17, scaling: .fixed)
        #expect(font.isFixed)
        #expect(font.scaling.style == nil)
        for category in ContentSizeCategory.allCases {
            #expect(font.size(at: category, in: ramp) == 17)
            #expect(font.descriptor(at: category, in: ramp) == FontDescriptor(family: "Inter", weight: .bold, size: 17))
            #expect(FontScaling.fixed.scaledValue(8, at: category, in: ramp) == 8)
        }
    }

    @Test func scaledValueFollowsTheStyleWithoutTheCap() {
        let scaling = FontScaling.relative(to: .title1, maximumPointSize: 30)
        #expect(scaling.scaledValue(8, at: .large, in: ramp) == 8)
        #expect(abs(scaling.scaledValue(8, at: .accessibility5, in: ramp) - 8.0 * 58 / 28) < 1e-9)
        #expect(scaling.scaledSize(28, at: .accessibility5, in: ramp) == 30)
        #expect(abs(FontScaling.relative(to: .body).scaledValue(44, at: .xSmall, in: ramp) - 44.0 * 14 / 17) < 1e-9)
    }

    @Test func rangeLimitsClampTheCategoryUsed() throws {
        let font = ScaledFont(family: "Montserrat", size: 17, scaling: .relative(to: .body))
        let limit = try CategoryRange.parse("...xxxLarge")
        #expect(font.size(at: .accessibility5, in: ramp, limitedTo: limit) == 23)
        #expect(font.size(at: .accessibility1, in: ramp, limitedTo: limit) == 23)
        #expect(font.size(at: .xSmall, in: ramp, limitedTo: limit) == 14)
        let band = try CategoryRange.parse("large...accessibility2")
        #expect(font.size(at: .xSmall, in: ramp, limitedTo: band) == 17)
        #expect(font.size(at: .accessibility4, in: ramp, limitedTo: band) == 33)
    }

    @Test func trackingScalesWithTheFont() {
        let font = ScaledFont(family: "Montserrat", size: 10, scaling: .relative(to: .body), tracking: 0.5)
        let descriptor = font.descriptor(at: .accessibility5, in: ramp)
        #expect(abs(descriptor.size - 10.0 * 53 / 17) < 1e-9)
        #expect(abs(descriptor.tracking - 0.5 * 53 / 17) < 1e-9)
    }
}
