import Foundation
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

    private func valid(_ name: String) throws -> ScreenSpec {
        try decoder.decode(fileAt: specFixture("valid/" + name))
    }

    @Test func everyValidFixtureDecodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: specFixture("valid")).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 6)
        for name in names.sorted() {
            let spec = try valid(name)
            #expect(spec.rootByCategory.count == 12, "\(name)")
            #expect(!spec.devices.isEmpty, "\(name)")
        }
    }

    @Test func decodingIsDeterministic() throws {
        for name in ["elements.json", "components.json", "variations.json"] {
            #expect(try valid(name) == (try valid(name)))
        }
    }

    // MARK: Defaults

    @Test func topLevelDefaults() throws {
        let spec = try decode(#"{"typefit": 1, "root": {"type": "label", "text": "Hi"}}"#)
        #expect(spec.name == "inline")
        #expect(spec.version == 1)
        #expect(spec.sourcePath == "Tests/inline.json")
        #expect(spec.categories == .all)
        #expect(spec.direction == .leftToRight)
        #expect(spec.devices == [Device(name: "iPhone 15", width: 393, height: 852,
                                        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), scale: 3)])
    }

    @Test func keyboardAndPresentation() throws {
        let spec = try valid("environment.json")
        #expect(spec.keyboard == KeyboardState(shown: true, quickType: false))
        #expect(spec.presentation == .sheet)
        for (json, keyboard) in [(#""shown""#, KeyboardState(shown: true, quickType: true)),
                                 (#""Hidden""#, KeyboardState.hidden),
                                 (#"{}"#, KeyboardState(shown: true, quickType: true)),
                                 (#"{"shown": false, "quickType": true}"#, KeyboardState.hidden)] {
            let decoded = try decode(#"{"typefit": 1, "keyboard": \#(json), "root": {"type": "label", "text": "Hi"}}"#)
            #expect(decoded.keyboard == keyboard, "\(json)")
        }
        let alert = try decode(#"{"typefit": 1, "presentation": "ALERT", "root": {"type": "label", "text": "Hi"}}"#)
        #expect(alert.presentation == .alert)
        let plain = try decode(#"{"typefit": 1, "root": {"type": "label", "text": "Hi"}}"#)
        #expect(plain.keyboard == .hidden && plain.presentation == .fullScreen)
    }

    @Test func theSpecsLanguageIsTheTextsWithoutACatalog() throws {
        let spec = try decode(#"{"typefit": 1, "language": "zh_hant_tw", "root": {"type": "label", "text": "設定"}}"#)
        #expect(spec.language == "zh-Hant-TW")
        #expect(spec.textLanguage == "zh-Hant-TW")
        #expect(spec.locale == nil)
        #expect(try decode(#"{"typefit": 1, "root": {"type": "label", "text": "Hi"}}"#).textLanguage == nil)
        do {
            _ = try decode(#"{"typefit": 1, "language": "Japanese!", "root": {"type": "label", "text": "Hi"}}"#)
            Issue.record("a bad language tag must be an error")
        } catch let error as SpecError {
            #expect(error.description == #"Tests/inline.json:1:28: $.language: "Japanese!" is not a language tag; expected one such as "ja", "zh-Hant" or "ko""#)
        }
    }

    @Test func labelDefaults() throws {
        let root = try decode(#"{"typefit": 1, "root": {"type": "label", "text": "Hi"}}"#).root(at: .large)
        #expect(root.id == nil)
        #expect(root.size == SizeConstraints())
        #expect(root.priorities == LayoutPriorities())
        #expect(!root.isHidden && !root.clipsToBounds && !root.allowsOverlap && root.pin == nil)
        #expect(root.source.path.description == "$.root")
        #expect(root.source.location.line == 1)
        let label = try #require(labelSpec(root))
        #expect(label.lines == 1)
        #expect(label.lineBreak == .truncateTail)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.alignment == .natural)
        #expect(label.lineHeight == nil)
        #expect(!label.truncationIntended)
        #expect(label.font == ResolvedFont(descriptor: FontDescriptor(family: "Inter", weight: .regular, size: 17),
                                           textStyle: .body, scalesWithDynamicType: true, preferredSize: 17))
    }

    @Test func controlAndContainerDefaults() throws {
        let spec = try decode(#"""
        {"typefit": 1, "root": {"type": "stack", "axis": "vertical", "children": [
          {"type": "button", "title": "Go"},
          {"type": "textField", "placeholder": "Name"},
          {"type": "list"},
          {"type": "scroll", "content": {"type": "spacer"}},
          {"type": "fits", "alternatives": [{"type": "box"}]},
          {"type": "grid", "columns": 2},
          {"type": "image", "size": 24}
        ]}}
        """#)
        let children = try #require(stackSpec(spec.root(at: .large))?.children)
        guard case .button(let button) = children[0].kind else { Issue.record("not a button"); return }
        #expect(button.contentInsets == EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(button.title.lineBreak == .truncateMiddle)
        #expect(button.title.alignment == .center)
        #expect(button.title.lines == 1)
        #expect(button.minimumWidth == nil && button.minimumHeight == nil)
        guard case .textField(let field) = children[1].kind else { Issue.record("not a text field"); return }
        #expect(field.text == "Name" && field.isPlaceholder && field.bordered)
        #expect(field.contentInsets == EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8))
        guard case .list(let list) = children[2].kind else { Issue.record("not a list"); return }
        #expect(list.rowHeight == nil && list.minimumRowHeight == 44 && list.rows.isEmpty)
        #expect(list.rowPadding == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        guard case .scroll(let scroll) = children[3].kind else { Issue.record("not a scroll"); return }
        #expect(scroll.axis == .vertical && scroll.padding == .zero)
        guard case .fits(let fits) = children[4].kind else { Issue.record("not a fits"); return }
        #expect(fits.axes == [.horizontal, .vertical])
        guard case .grid(let grid) = children[5].kind else { Issue.record("not a grid"); return }
        #expect(grid.rowSpacing == 0 && grid.columnSpacing == 0 && grid.itemHeight == nil && grid.children.isEmpty)
        guard case .image(let image) = children[6].kind else { Issue.record("not an image"); return }
        #expect(image == ImageSpec(width: 24, height: 24))
        let stack = try #require(stackSpec(spec.root(at: .large)))
        #expect(stack.spacing == 0 && stack.alignment == .fill && stack.distribution == .fill && stack.padding == .zero)
    }

    // MARK: Every field

    @Test func everyFieldReachesTheModel() throws {
        let spec = try valid("elements.json")
        let root = spec.root(at: .large)
        #expect(root.id == "page")
        guard case .scroll(let scroll) = root.kind, case .stack(let column) = scroll.content.kind else {
            Issue.record("expected a scroll holding a stack"); return
        }
        #expect(scroll.padding == EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(column.padding == EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10))
        #expect(column.alignment == .leading)
        let byId = Dictionary(uniqueKeysWithValues: column.children.compactMap { child in child.id.map { ($0, child) } })

        let headline = try #require(byId["headline"].flatMap(labelSpec))
        #expect(headline.lines == 2 && headline.lineBreak == .wordWrap && headline.minimumScaleFactor == 0.5)
        #expect(headline.alignment == .center && headline.lineHeight == 30 && headline.truncationIntended)
        #expect(headline.font.descriptor == FontDescriptor(family: "Inter Display", weight: .bold, size: 22))

        let fixed = try #require(byId["fixed"].flatMap(labelSpec))
        #expect(!fixed.font.scalesWithDynamicType && fixed.font.textStyle == nil)
        #expect(fixed.font.descriptor == FontDescriptor(family: "Inter", weight: .semibold, size: 17))
        let fixedAtAX5 = try #require(element("fixed", in: spec.root(at: .accessibility5)).flatMap(labelSpec))
        #expect(fixedAtAX5.font.descriptor.size == 17 && fixedAtAX5.font.preferredSize == 17)

        guard case .button(let buy) = byId["buy"]?.kind else { Issue.record("no buy button"); return }
        #expect(buy.contentInsets == EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        #expect(buy.minimumWidth == 44 && buy.minimumHeight == 44)
        #expect(byId["buy"]?.size.minWidth == 44)
        #expect(buy.title.lines == 0 && buy.title.lineBreak == .truncateTail && buy.title.minimumScaleFactor == 0.8)

        guard case .textField(let email) = byId["email"]?.kind else { Issue.record("no email field"); return }
        #expect(email.contentInsets == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        #expect(!email.bordered && email.isPlaceholder && email.font.descriptor.weight == .medium)
        #expect(byId["email"]?.size.height == 44)
        guard case .textField(let name) = byId["name"]?.kind else { Issue.record("no name field"); return }
        #expect(name.text == "Ada" && !name.isPlaceholder)

        guard case .image(let hero) = byId["hero"]?.kind else { Issue.record("no hero"); return }
        #expect(hero.width == 320 && hero.height == 180)
        #expect(byId["hero"]?.size.maxWidth == .infinity && byId["hero"]?.size.aspectRatio == 1.7777)
        guard case .image(let close) = byId["close"]?.kind else { Issue.record("no close icon"); return }
        #expect(close == ImageSpec(width: 17, height: 17, scalesWith: .body))
        #expect(byId["close"]?.interactive == true && byId["close"]?.hitArea == nil)

        guard case .box(let badge) = byId["badge"]?.kind else { Issue.record("no badge"); return }
        #expect(badge.isOpaque && badge.padding == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(byId["badge"]?.allowsOverlap == true && byId["badge"]?.clipsToBounds == true)
        guard case .spacer(let gap) = byId["gap"]?.kind else { Issue.record("no gap"); return }
        #expect(gap.minLength == 8)

        let row = try #require(byId["row"])
        #expect(row.priorities == LayoutPriorities(huggingHorizontal: 251, huggingVertical: 250, compressionHorizontal: 760,
                                                   compressionVertical: 760, layoutPriority: 1))
        #expect(row.size == SizeConstraints(minWidth: 100, maxWidth: 400, minHeight: 20, maxHeight: .infinity))
        let rowStack = try #require(stackSpec(row))
        #expect(rowStack.alignment == .firstBaseline && rowStack.distribution == .equalSpacing)
        #expect(rowStack.children[0].priorities.compressionHorizontal == 740)
        #expect(rowStack.children[0].priorities.compressionVertical == 750)
        #expect(rowStack.children[1].priorities.huggingHorizontal == 300)

        guard case .scroll(let carousel) = byId["carousel"]?.kind, case .stack(let wrapped) = carousel.content.kind else {
            Issue.record("no carousel"); return
        }
        #expect(carousel.axis == .horizontal && wrapped.axis == .horizontal && wrapped.spacing == 8 && wrapped.children.count == 2)
        #expect(carousel.content.source.path.description == "$.root.content.children[12].children")

        guard case .grid(let products) = byId["products"]?.kind else { Issue.record("no products"); return }
        #expect(products.columns == 2 && products.rowSpacing == 8 && products.columnSpacing == 12 && products.itemHeight == 80)
        guard case .grid(let tiles) = byId["tiles"]?.kind else { Issue.record("no tiles"); return }
        #expect(tiles.rowSpacing == 4 && tiles.columnSpacing == 4)
        #expect(tiles.children.compactMap(\.id) == ["tile-1", "tile-2", "tile-3", "tile-4", "tile-5"])
        #expect(tiles.children.compactMap(labelSpec).map(\.text) == ["Tile 1", "Tile 2", "Tile 3", "Tile 4", "Tile 5"])
        #expect(tiles.children[2].source.path.description == "$.root.content.children[14].children[2]")

        guard case .list(let settings) = byId["settings"]?.kind else { Issue.record("no settings"); return }
        #expect(settings.rowHeight == 52 && settings.minimumRowHeight == 48)
        #expect(settings.rowPadding == EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))

        guard case .fits(let actions) = byId["actions"]?.kind else { Issue.record("no actions"); return }
        #expect(actions.axes == [.horizontal] && actions.alternatives.count == 2)

        let footer = try #require(byId["footer"])
        #expect(footer.pin == Pin(edge: .bottom, inset: 16, respectsSafeArea: false, reservesSpace: true))
        let footerAX5 = try #require(element("footer", in: spec.root(at: .accessibility5)))
        #expect(footerAX5.pin?.inset == 32)
    }

    // MARK: Variations

    @Test func variationsApplyPerCategory() throws {
        let spec = try valid("variations.json")
        func stack(_ id: String, _ category: ContentSizeCategory) -> StackSpec? {
            element(id, in: spec.root(at: category)).flatMap(stackSpec)
        }
        #expect(stack("root", .large)?.spacing == 8)
        #expect(stack("root", .xLarge)?.spacing == 8.0 * 19 / 17)
        #expect(stack("root", .xxLarge)?.spacing == 12)
        #expect(stack("root", .accessibility1)?.spacing == 16)
        #expect(stack("buttons", .xxxLarge)?.axis == .horizontal)
        #expect(stack("buttons", .xxxLarge)?.distribution == .fillEqually)
        #expect(stack("buttons", .accessibility3)?.axis == .vertical)
        #expect(stack("buttons", .accessibility3)?.distribution == .fill)

        for (category, insets) in [(ContentSizeCategory.large, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)),
                                   (.accessibility1, EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)),
                                   (.accessibility5, EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24))] {
            guard case .button(let cancel) = element("cancel", in: spec.root(at: category))?.kind else {
                Issue.record("no cancel button"); continue
            }
            #expect(cancel.contentInsets == insets, "\(category.name)")
        }
        guard case .grid(let standardGrid) = element("grid", in: spec.root(at: .xxxLarge))?.kind,
              case .grid(let axGrid) = element("grid", in: spec.root(at: .accessibility1))?.kind else {
            Issue.record("no grid"); return
        }
        #expect(standardGrid.columns == 2 && axGrid.columns == 1)

        let bodyLarge = try #require(element("body", in: spec.root(at: .large)).flatMap(labelSpec))
        let bodyAX = try #require(element("body", in: spec.root(at: .accessibility2)).flatMap(labelSpec))
        #expect(bodyLarge.text == "A longer text for standard sizes" && bodyLarge.lines == 1)
        #expect(bodyAX.text == "Short" && bodyAX.lines == 0)

        #expect(element("decor", in: spec.root(at: .xxxLarge))?.isHidden == false)
        #expect(element("decor", in: spec.root(at: .accessibility1))?.isHidden == true)
        #expect(element("wide", in: spec.root(at: .large)) != nil && element("narrow", in: spec.root(at: .large)) == nil)
        #expect(element("wide", in: spec.root(at: .accessibility4)) == nil && element("narrow", in: spec.root(at: .accessibility4)) != nil)
    }

    @Test func rangeLimitClampsRulesFontsAndMetrics() throws {
        let spec = try valid("variations.json")
        // dynamicTypeRange large...xxxLarge: at AX5 the stack sees xxxLarge, so its accessibility rule does not apply.
        #expect(element("limited", in: spec.root(at: .accessibility5)).flatMap(stackSpec)?.spacing == 0)
        let atAX5 = try #require(element("limitedText", in: spec.root(at: .accessibility5)).flatMap(labelSpec))
        #expect(atAX5.font.descriptor.size == 23)
        #expect(atAX5.font.preferredSize == 53)
        let atXSmall = try #require(element("limitedText", in: spec.root(at: .xSmall)).flatMap(labelSpec))
        #expect(atXSmall.font.descriptor.size == 17)
        #expect(atXSmall.font.preferredSize == 14)
    }

    // MARK: Scaled metrics

    @Test func scaledMetricsFollowTheRampAndStopAtTheirMaximum() throws {
        let spec = try decode(#"""
        {"typefit": 1, "root": {"type": "stack", "axis": "vertical", "spacing": {"value": 8, "max": 20},
          "padding": {"horizontal": {"value": 16, "relativeTo": "title1"}, "top": 4},
          "children": [{"type": "icon", "size": {"value": 20, "relativeTo": "title3"}}]}}
        """#)
        let ramp = try TypeRamp.standard()
        for category in ContentSizeCategory.allCases {
            let stack = try #require(stackSpec(spec.root(at: category)))
            #expect(stack.spacing == min(8 * ramp.size(.body, at: category) / 17, 20), "\(category.name)")
            #expect(stack.padding.leading == 16 * ramp.size(.title1, at: category) / 28)
            #expect(stack.padding.trailing == stack.padding.leading && stack.padding.top == 4 && stack.padding.bottom == 0)
            guard case .image(let icon) = stack.children[0].kind else { Issue.record("no icon"); return }
            #expect(icon.width == 20 * ramp.size(.title3, at: category) / 20 && icon.scalesWith == .title3)
        }
        #expect(stackSpec(spec.root(at: .xSmall))?.spacing == 8.0 * 14 / 17)
        #expect(stackSpec(spec.root(at: .accessibility5))?.spacing == 20)
    }

    @Test func iconsScaleWithTheirStyleUpToMaxSize() throws {
        let spec = try valid("elements.json")
        for (category, size) in [(ContentSizeCategory.xSmall, 14.0), (.large, 17), (.xxxLarge, 23), (.accessibility5, 34)] {
            guard case .image(let close) = element("close", in: spec.root(at: category))?.kind else {
                Issue.record("no close icon"); continue
            }
            #expect(close.width == size && close.height == size, "\(category.name)")
        }
    }

    // MARK: Components

    @Test func componentsSubstituteParametersAndTakeOverrides() throws {
        let spec = try valid("components.json")
        let large = spec.root(at: .large)
        guard case .list(let list) = large.kind else { Issue.record("root is not a list"); return }
        let wifi = list.rows[0]
        #expect(wifi.id == "wifi")
        #expect(wifi.source.path.description == "$.root.rows[0]")
        let wifiStack = try #require(stackSpec(wifi))
        #expect(wifiStack.axis == .horizontal && wifiStack.spacing == 12)
        guard case .image(let icon) = wifiStack.children[0].kind else { Issue.record("no icon"); return }
        #expect(icon.width == 28)
        #expect(wifiStack.children[1].source.path.description == "$.root.rows[0].children[1]")
        #expect(wifiStack.children[1].source.location.line == 14)
        #expect(labelSpec(wifiStack.children[1])?.text == "Wi-Fi")
        #expect(labelSpec(wifiStack.children[1])?.truncationIntended == false)
        #expect(labelSpec(wifiStack.children[2])?.text == "Home {literal}")

        #expect(list.rows[1].isHidden)
        #expect(labelSpec(stackSpec(list.rows[1])!.children[2])?.text == " {literal}")
        let general = try #require(stackSpec(list.rows[2]))
        #expect(list.rows[2].id == "general")
        #expect(labelSpec(general.children[1])?.text == "General")
        #expect(labelSpec(general.children[2])?.text == "General value {literal}")
        #expect(labelSpec(list.rows[3])?.text == "Braces {stay} outside components")

        guard case .list(let ax5) = spec.root(at: .accessibility5).kind else { return }
        let wifiAX5 = try #require(stackSpec(ax5.rows[0]))
        #expect(wifiAX5.axis == .vertical && wifiAX5.spacing == 20)
        #expect(stackSpec(ax5.rows[1])?.spacing == 12)
        guard case .image(let iconAX5) = wifiAX5.children[0].kind else { return }
        #expect(iconAX5.width == 28.0 * 53 / 17)
    }

    // MARK: Fonts

    @Test func customFontScalingReachesTheDescriptor() throws {
        let spec = try valid("fonts.json")
        let interMedium = TestSupport.path("Fonts/Inter/Inter-Medium.otf")
        for category in ContentSizeCategory.allCases {
            let root = spec.root(at: category)
            let body = try TypeRamp.standard().size(.body, at: category)
            let file = try #require(element("file", in: root).flatMap(labelSpec)?.font)
            #expect(file.descriptor == FontDescriptor(family: interMedium, weight: .regular, size: min(16 * body / 17, 24)))
            #expect(file.preferredSize == 16 * body / 17 && file.textStyle == .body && file.scalesWithDynamicType)
            let scaled = try #require(element("systemScaled", in: root).flatMap(labelSpec)?.font)
            #expect(scaled.descriptor.size == body)
            #expect(scaled.descriptor.family == (body < 20 ? "Inter" : "Inter Display"))
            let limited = try #require(element("rangeCustom", in: root).flatMap(labelSpec)?.font)
            #expect(limited.descriptor.size == 20 * min(body, 17) / 17)
        }
        let large = spec.root(at: .large)
        let family = try #require(element("family", in: large).flatMap(labelSpec)?.font)
        #expect(family.descriptor == FontDescriptor(family: "Inter Display", weight: .bold, size: 28))
        let styled = try #require(element("styled", in: large).flatMap(labelSpec)?.font)
        #expect(styled.descriptor == FontDescriptor(family: "Inter", weight: .semibold, size: 17) && styled.textStyle == .headline)
        let weighted = try #require(element("weighted", in: large).flatMap(labelSpec)?.font)
        #expect(weighted.descriptor.weight == .semibold)
        let capped = try #require(element("rangeLimited", in: spec.root(at: .accessibility5)).flatMap(labelSpec)?.font)
        #expect(capped.descriptor.size == 23 && capped.preferredSize == 53)
    }

    @Test func boldTextRaisesSystemFontWeights() throws {
        let bold = SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard(), boldText: true))
        let spec = try bold.decode(bytes: Array(#"{"typefit": 1, "root": {"type": "label", "text": "Hi", "style": "headline"}}"#.utf8),
                                   path: nil)
        #expect(labelSpec(spec.root(at: .large))?.font.descriptor.weight == .bold)
        #expect(spec.name == "Untitled")
    }

    // MARK: Devices

    @Test func devicesPresetsRotationAndCustomScreens() throws {
        let spec = try valid("devices.json")
        #expect(spec.devices.count == 5)
        #expect(spec.devices[0] == Device.preset(named: "iPhone SE"))
        #expect(spec.devices[1] == Device(name: "iPhone 15", width: 852, height: 393,
                                          safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                          scale: 3, orientation: .landscape))
        #expect(spec.devices[2] == Device(name: "iPad 11-inch", width: 1180, height: 820,
                                          safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                          scale: 2, orientation: .landscape))
        #expect(spec.devices[3].scale == 2 && spec.devices[3].width == 402)
        #expect(spec.devices[4] == Device(name: "Kiosk", width: 600, height: 900,
                                          safeArea: EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 5), scale: 2))
        #expect(spec.direction == .rightToLeft)
        #expect(spec.categories.categories.count == 10)
        #expect(spec.categories.contains(.accessibility3) && !spec.categories.contains(.accessibility4))
        #expect(Device.preset(named: "iPhone SE")?.rotatedToLandscape().safeArea == .zero)
    }

    @Test func everyDomainDevicePresetExists() {
        let expected: [(String, Double, Double, Double, Double)] = [
            ("iPhone SE", 375, 667, 20, 0), ("iPhone 14", 390, 844, 47, 34), ("iPhone 16e", 390, 844, 47, 34),
            ("iPhone 15", 393, 852, 59, 34), ("iPhone 16", 393, 852, 59, 34), ("iPhone 15 Pro Max", 430, 932, 59, 34),
            ("iPhone 16 Plus", 430, 932, 59, 34), ("iPhone 16 Pro", 402, 874, 62, 34),
            ("iPhone 16 Pro Max", 440, 956, 62, 34), ("iPad 11-inch", 820, 1180, 24, 20),
        ]
        for (name, width, height, top, bottom) in expected {
            let device = Device.preset(named: name.uppercased())
            #expect(device?.name == name)
            #expect(device?.width == width && device?.height == height, "\(name)")
            #expect(device?.safeArea == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), "\(name)")
        }
    }
}

// MARK: Helpers

/// The path of a fixture under Fixtures/spec.
func specFixture(_ name: String) -> String {
    TestSupport.fixture("spec/" + name).path
}

private func labelSpec(_ element: ElementSpec) -> LabelSpec? {
    if case .label(let label) = element.kind { return label }
    return nil
}

private func stackSpec(_ element: ElementSpec) -> StackSpec? {
    if case .stack(let stack) = element.kind { return stack }
    return nil
}

/// The first element with `id` in the tree under `root` (children, content, rows, alternatives).
private func element(_ id: String, in root: ElementSpec) -> ElementSpec? {
    if root.id == id { return root }
    for child in root.kind.children {
        if let found = element(id, in: child) { return found }
    }
    return nil
}
