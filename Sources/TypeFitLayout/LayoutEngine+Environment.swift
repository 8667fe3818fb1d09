import TypeFitText

/// The screen's environment: where the keyboard is and what it does to the safe area, and the
/// card a sheet or an alert-style presentation lays the root out in.
///
/// - The keyboard covers the bottom of the screen, as tall as `Metrics/keyboard.json` says for
///   the device and orientation (plus the QuickType bar when shown). The safe area's bottom
///   edge rises to the keyboard's top, as `UIKeyboardLayoutGuide` and SwiftUI's keyboard safe
///   area region do: a bottom pin that respects the safe area sits on the keyboard, and the flow
///   (a scroll view filling it) ends there.
/// - `sheet`: on a screen of regular height, a card that starts `topGap` below the status bar,
///   the full width of a phone (on a tablet centred and `regularWidth` wide, ending `topGap` above
///   the screen's bottom); the card's safe area is the part of it inside the screen's. In compact
///   height (a phone in landscape) a page sheet is full screen, as UIKit presents it.
/// - `alert`: the root at its own size, at most the safe area less `margin` on every side, centred
///   in the safe area (above the keyboard when it is shown). Its card is its safe area.
extension LayoutEngine {
    /// The rectangles a screen's root is laid out against.
    struct Environment {
        /// The card the screen is presented in (the screen when full screen).
        var presented: Rect
        /// The part of the card inside the device's safe area and above the keyboard.
        var safeArea: Rect
        var keyboard: Rect?
    }

    /// The environment of `spec` on `device`; an alert's card is sized by measuring the root in `pass`.
    func environment(_ spec: ScreenSpec, device: Device, root: LayoutTree.Node,
                     pass: LayoutPass) throws(LayoutError) -> Environment {
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        let insets = device.safeArea
        var deviceSafe = Rect(x: insets.leading, y: insets.top, width: max(0, device.width - insets.horizontal),
                              height: max(0, device.height - insets.vertical))
        guard spec.keyboard.shown || spec.presentation != .fullScreen else {
            return Environment(presented: screen, safeArea: deviceSafe, keyboard: nil)
        }
        let metrics: KeyboardMetrics
        do {
            metrics = try KeyboardMetrics.standard()
        } catch {
            throw .metrics(error)
        }
        var keyboard: Rect?
        if spec.keyboard.shown {
            let height = min(device.height, metrics.keyboardHeight(on: device, quickType: spec.keyboard.quickType))
            let frame = Rect(x: 0, y: device.height - height, width: device.width, height: height)
            deviceSafe.height = max(0, min(deviceSafe.maxY, frame.minY) - deviceSafe.minY)
            keyboard = frame
        }
        var presented = screen
        switch spec.presentation {
        case .fullScreen:
            break
        case .sheet:
            let compactHeight = device.height < device.width && device.height < 600
            guard !compactHeight else { break }
            let top = insets.top + metrics.sheetTopGap
            if KeyboardMetrics.DeviceClass(of: device) == .tablet {
                let width = min(device.width, metrics.sheetRegularWidth)
                presented = Rect(x: (device.width - width) / 2, y: top, width: width,
                                 height: max(0, device.height - top - metrics.sheetTopGap))
            } else {
                presented = Rect(x: 0, y: top, width: device.width, height: max(0, device.height - top))
            }
        case .alert:
            let margin = metrics.alertMargin
            let room = Rect(x: deviceSafe.minX + margin, y: deviceSafe.minY + margin,
                            width: max(0, deviceSafe.width - 2 * margin), height: max(0, deviceSafe.height - 2 * margin))
            let ideal = try pass.measure(root, ProposedSize(width: .ideal, height: .ideal))
            let width = min(ideal.width, room.width)
            let measured = try pass.measure(root, ProposedSize(width: .definite(width), height: .ideal))
            let height = min(measured.height, room.height)
            let card = Rect(x: room.midX - width / 2, y: room.midY - height / 2, width: width, height: height)
            return Environment(presented: card, safeArea: card, keyboard: keyboard)
        }
        return Environment(presented: presented, safeArea: Self.clamp(presented, to: deviceSafe), keyboard: keyboard)
    }

    /// The part of `rect` inside `bounds`; an empty rectangle at the nearest edge when none is.
    static func clamp(_ rect: Rect, to bounds: Rect) -> Rect {
        let minX = max(rect.minX, bounds.minX), maxX = max(minX, min(rect.maxX, bounds.maxX))
        let minY = max(rect.minY, bounds.minY), maxY = max(minY, min(rect.maxY, bounds.maxY))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
