import Foundation
import Testing
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// The screen's environment: the keyboard raising the safe area (heights from
/// `Sources/TypeFitLayout/Metrics/keyboard.json`), and sheet and alert-style presentations.
@Suite struct LayoutKeyboardTests {
    typealias S = LayoutTestSupport

    /// A form whose "Sign In" bar is pinned to the bottom of the safe area, reserving its space.
    static let form = """
        { "type": "stack", "axis": "vertical", "children": [
            { "type": "scroll", "id": "form", "children": [ { "type": "textField", "id": "email", "placeholder": "E-mail" } ] },
            { "type": "button", "id": "bar", "title": "Sign In", "minHeight": 50,
              "pin": { "edge": "bottom", "reservesSpace": true } } ] }
        """

    static func layout(_ root: String = form, device: String = "\"iPhone 15\"", extra: String,
                       category: ContentSizeCategory = .large) throws -> ScreenLayout {
        let json = #"{ "typefit": 1, "device": \#(device)\#(extra), "root": \#(root) }"#
        let spec = try S.decoder.decode(bytes: Array(json.utf8), path: "inline.json")
        let layout = try S.engine.layout(spec, device: spec.devices[0], category: category)
        #expect(layout.invariantViolations() == [])
        return layout
    }

    @Test func theMetricsFileHasAnEntryForEveryPresetAndSaysWhereEachComesFrom() throws {
        let metrics = try KeyboardMetrics.standard()
        for preset in Device.presets {
            #expect(metrics.entries.contains { $0.devices.contains(preset.names[0]) }, "\(preset.names[0])")
        }
        #expect(metrics.entries.allSatisfy { !$0.source.isEmpty })
    }

    /// iPhone 15 portrait: a 291 pt keyboard plus the 44 pt QuickType bar (keyboard.json) is 335 pt
    /// from the bottom, so the safe area ends at 852 − 335 = 517 and the pinned bar sits on it.
    @Test func theKeyboardRaisesTheSafeAreaAndAPinnedBarSitsOnIt() throws {
        let hidden = try Self.layout(extra: "")
        #expect(hidden.keyboard == nil && hidden.safeArea.maxY == 852 - 34)
        #expect(try S.node(hidden, "bar").frame.maxY == 818)

        let shown = try Self.layout(extra: #", "keyboard": "shown""#)
        #expect(shown.keyboard == Rect(x: 0, y: 517, width: 393, height: 335))
        #expect(shown.safeArea == Rect(x: 0, y: 59, width: 393, height: 517 - 59))
        let bar = try S.node(shown, "bar")
        #expect(bar.frame.maxY == 517 && bar.frame.height == 50)
        // The scroll view fills the flow, which ends at the bar's top.
        #expect(try S.node(shown, "form").frame == Rect(x: 0, y: 59, width: 393, height: 517 - 50 - 59))
    }

    @Test func theQuickTypeBarAddsItsHeight() throws {
        let without = try Self.layout(extra: #", "keyboard": {"shown": true, "quickType": false}"#)
        #expect(without.keyboard?.height == 291)
        #expect(try S.node(without, "bar").frame.maxY == 852 - 291)
        let with = try Self.layout(extra: #", "keyboard": {"quickType": true}"#)
        #expect(close(with.keyboard?.height ?? 0, 291 + 44))
        let hidden = try Self.layout(extra: #", "keyboard": {"shown": false}"#)
        #expect(hidden.keyboard == nil)
    }

    /// Landscape iPhone 15 (852 × 393, safe area leading and trailing 59, bottom 21): a 171 pt
    /// keyboard plus a 38 pt bar, 209 pt, leaves 393 − 209 = 184 pt above it.
    @Test func inLandscapeTheKeyboardIsShorterAndTheBarStillSitsOnIt() throws {
        let layout = try Self.layout(device: #"{ "name": "iPhone 15", "orientation": "landscape" }"#,
                                     extra: #", "keyboard": "shown""#)
        #expect(layout.keyboard == Rect(x: 0, y: 184, width: 852, height: 209))
        #expect(layout.safeArea == Rect(x: 59, y: 0, width: 852 - 118, height: 184))
        let bar = try S.node(layout, "bar")
        #expect(bar.frame == Rect(x: 59, y: 184 - 50, width: 852 - 118, height: 50))
    }

    /// iPhone SE: 216 pt keys and a 44 pt bar on a 667 pt screen with no home indicator.
    @Test func aPhoneWithAHomeButtonHasTheClassicKeyboard() throws {
        let layout = try Self.layout(device: "\"iPhone SE\"", extra: #", "keyboard": "shown""#)
        #expect(layout.keyboard == Rect(x: 0, y: 667 - 260, width: 375, height: 260))
        #expect(try S.node(layout, "bar").frame.maxY == 667 - 260)
    }

    /// A custom screen takes the entry of its class: a home indicator (bottom inset 34) gets the
    /// 291 + 44 pt keyboard.
    @Test func aCustomScreenTakesItsClassesKeyboard() throws {
        let layout = try Self.layout(device: #"{ "name": "Kiosk", "width": 400, "height": 900, "safeArea": { "top": 50, "bottom": 34 } }"#,
                                     extra: #", "keyboard": "shown""#)
        #expect(layout.keyboard == Rect(x: 0, y: 900 - 335, width: 400, height: 335))
    }

    /// A page sheet on an iPhone in portrait starts 10 pt below the status bar (keyboard.json's
    /// `sheet.topGap`), spans the width, and keeps the home-indicator inset at the bottom.
    @Test func aSheetIsACardBelowTheStatusBar() throws {
        let layout = try Self.layout(extra: #", "presentation": "sheet""#)
        #expect(layout.presentation == .sheet)
        #expect(layout.presentedFrame == Rect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(layout.safeArea == Rect(x: 0, y: 69, width: 393, height: 852 - 69 - 34))
        #expect(try S.node(layout, "form").frame.minY == 69)
        #expect(try S.node(layout, "bar").frame.maxY == 852 - 34)

        let typing = try Self.layout(extra: #", "presentation": "sheet", "keyboard": "shown""#)
        #expect(typing.safeArea == Rect(x: 0, y: 69, width: 393, height: 517 - 69))
        #expect(try S.node(typing, "bar").frame.maxY == 517)
    }

    /// In compact height a page sheet is presented full screen (UIModalPresentationStyle.pageSheet).
    @Test func aSheetInLandscapeIsFullScreen() throws {
        let layout = try Self.layout(device: #"{ "name": "iPhone 15", "orientation": "landscape" }"#,
                                     extra: #", "presentation": "sheet""#)
        #expect(layout.presentedFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(layout.safeArea == Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    }

    /// On an iPad a sheet is a centred card 704 pt wide, 10 pt below the status bar and above the bottom.
    @Test func aSheetOnATabletIsACentredCard() throws {
        let layout = try Self.layout(device: "\"iPad 11-inch\"", extra: #", "presentation": "sheet""#)
        #expect(layout.presentedFrame == Rect(x: 58, y: 34, width: 704, height: 1180 - 34 - 10))
        #expect(layout.safeArea == Rect(x: 58, y: 34, width: 704, height: 1180 - 34 - 20))
    }

    /// An alert-style presentation lays the root out at its own size, centred in the safe area.
    @Test func anAlertIsCentredAtItsOwnSize() throws {
        let card = #"{ "type": "box", "id": "card", "padding": 20, "children": [ { "type": "label", "id": "title", "text": "Delete?" } ] }"#
        let layout = try Self.layout(card, extra: #", "presentation": "alert""#)
        let title = try S.text("Delete?", size: 17)
        let width = S.snap(title.width + 40), height = S.snap(title.height + 40)
        let node = try S.node(layout, "card")
        #expect(close(node.frame.width, width) && close(node.frame.height, height))
        // Centred in the safe area (59 … 818).
        #expect(close(node.frame.midX, 393 / 2, within: 0.5))
        #expect(close(node.frame.midY, (59 + 818) / 2, within: 0.5))
        #expect(close(layout.safeArea.minY, node.frame.minY) && close(layout.safeArea.maxY, node.frame.maxY))
    }

    /// Text wider than the screen wraps at the safe area's width less 16 pt on each side; with the
    /// keyboard up the card is centred in what is left above it.
    @Test func anAlertIsNoWiderThanTheScreenLessItsMarginsAndMovesAboveTheKeyboard() throws {
        let message = String(repeating: "This playlist will be deleted from all your devices. ", count: 3)
        let card = #"{ "type": "label", "id": "message", "lines": 0, "text": "\#(message)" }"#
        let layout = try Self.layout(card, extra: #", "presentation": "alert", "keyboard": "shown""#)
        let node = try S.node(layout, "message")
        #expect(node.frame.minX == 16 && node.frame.width == 393 - 32)
        #expect(close(node.frame.midY, (59 + 517) / 2, within: 0.5))
    }

    /// A broken metrics file is an error naming the file, the line and what is wrong.
    @Test func aBrokenMetricsFileSaysWhereAndWhat() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("keyboard.json").path
        func problem(_ json: String) -> String? {
            try? json.write(toFile: path, atomically: true, encoding: .utf8)
            do {
                _ = try KeyboardMetrics.load(contentsOf: path)
                return nil
            } catch {
                return error.description
            }
        }
        let entry = #"{"devices": [], "class": "CLASS", "portrait": {"height": 1, "quickType": 1}, "landscape": {"height": 1, "quickType": 1}, "source": "s"}"#
        let whole = #"{"keyboard": [ENTRIES], "sheet": {"topGap": 10, "regularWidth": 704}, "alert": {"margin": 16}}"#
        let entries = ["homeButton", "homeIndicator", "tablet"].map { entry.replacingOccurrences(of: "CLASS", with: $0) }
        #expect(problem(whole.replacingOccurrences(of: "ENTRIES", with: entries.joined(separator: ","))) == nil)
        #expect(problem(whole.replacingOccurrences(of: "ENTRIES", with: entries.dropLast().joined(separator: ",")))
                == path + ":1:1: no keyboard entry has \"class\": \"tablet\"")
        let negative = entries[0].replacingOccurrences(of: #""height": 1,"#, with: #""height": -1,"#)
        #expect(problem(whole.replacingOccurrences(of: "ENTRIES", with: ([negative] + entries.dropFirst()).joined(separator: ",")))?
                    .hasSuffix("\"height\": expected a number ≥ 0") == true)
        #expect(problem("{")?.hasPrefix(path + ":") == true)
    }

    @Test func specsWithoutTheFieldsAreFullScreenWithNoKeyboard() throws {
        let spec = try S.spec(#"{ "type": "label", "text": "Hi" }"#)
        #expect(spec.keyboard == .hidden && spec.presentation == .fullScreen)
        let layout = try S.engine.layout(spec, device: spec.devices[0], category: .large)
        #expect(layout.presentedFrame == layout.screen && layout.keyboard == nil)
        #expect(!layout.textDump.contains("keyboard") && !layout.textDump.contains("presentation"))
    }
}
