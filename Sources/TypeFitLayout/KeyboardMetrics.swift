import Foundation
import TypeFitJSON
import TypeFitSupport
import TypeFitText

/// The software keyboard's height per device and orientation, and the sizes of presented
/// sheets and alerts: `Metrics/keyboard.json`, read once and cached.
///
/// The file is a table by device rather than by component, read here; it is found where the
/// components' metrics are (``ComponentMetrics/directories()``).
public struct KeyboardMetrics: Sendable, Hashable {
    /// The keyboard in one orientation: its frame's height from the screen's bottom edge, and what
    /// the QuickType bar adds above it.
    public struct Height: Sendable, Hashable {
        public var height: Double
        public var quickType: Double
    }

    /// What kind of screen a device has, for devices the file does not list by name.
    public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
        case homeButton, homeIndicator, tablet

        /// The class of `device`'s screen, from its shape: a tablet's shorter side is at least
        /// 600 pt; a phone with a home indicator has a bottom inset in either orientation.
        public init(of device: Device) {
            if Swift.min(device.width, device.height) >= 600 {
                self = .tablet
            } else {
                self = device.safeArea.bottom > 0 ? .homeIndicator : .homeButton
            }
        }
    }

    public struct Entry: Sendable, Hashable {
        /// Canonical preset names (``Device/Preset/names``' first) this entry is for.
        public var devices: [String]
        /// The class of screen it stands for when a device is not listed by name.
        public var deviceClass: DeviceClass?
        public var portrait: Height
        public var landscape: Height
        public var source: String
    }

    public var entries: [Entry]
    /// How far below the status bar a page sheet's card starts on an iPhone in portrait.
    public var sheetTopGap: Double
    /// A page sheet's width in regular width (an iPad).
    public var sheetRegularWidth: Double
    /// The distance an alert-style presentation keeps from every edge of the safe area.
    public var alertMargin: Double

    /// The entry for `device`: by its preset's canonical name, else by its class of screen.
    /// Every class has an entry (the decoder checks), so this never fails for a decoded file.
    public func entry(for device: Device) -> Entry {
        let key = device.name.lowercased()
        if let preset = Device.presets.first(where: { $0.names.contains { $0.lowercased() == key } }),
           let entry = entries.first(where: { $0.devices.contains(preset.names[0]) }) {
            return entry
        }
        let deviceClass = DeviceClass(of: device)
        return entries.first { $0.deviceClass == deviceClass } ?? entries[0]
    }

    /// The keyboard's height on `device` in its orientation, the QuickType bar included when
    /// `quickType` is true.
    public func keyboardHeight(on device: Device, quickType: Bool) -> Double {
        let entry = entry(for: device)
        let height = device.orientation == .landscape ? entry.landscape : entry.portrait
        return height.height + (quickType ? height.quickType : 0)
    }

    /// The metrics from `Metrics/keyboard.json`, read the first time and then cached.
    public static func standard() throws(KeyboardMetricsError) -> KeyboardMetrics {
        if let cached = cache.withLock({ $0 }) { return cached }
        let directories = metricsDirectories()
        for directory in directories {
            let path = directory + "/keyboard.json"
            if FileManager.default.fileExists(atPath: path) {
                let metrics = try load(contentsOf: path)
                cache.withLock { $0 = metrics }
                return metrics
            }
        }
        throw .notFound(searched: directories)
    }

    private static let cache = LockedValue<KeyboardMetrics?>(nil)

    /// Reads a file in the format of `Metrics/keyboard.json`.
    public static func load(contentsOf path: String) throws(KeyboardMetricsError) -> KeyboardMetrics {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalid(path: path, problem: "cannot read the file")
        }
        let root: JSONNode
        do {
            root = try JSONReader().parse(bytes: [UInt8](data))
        } catch {
            throw .invalid(path: path + ":" + error.location.description, problem: error.problem)
        }
        func fail(_ node: JSONNode, _ problem: String) -> KeyboardMetricsError {
            .invalid(path: path + ":" + node.location.description, problem: problem)
        }
        func member(_ node: JSONNode, _ key: String) throws(KeyboardMetricsError) -> JSONNode {
            guard let value = node[key] else { throw fail(node, "missing \"\(key)\"") }
            return value
        }
        func number(_ node: JSONNode, _ key: String) throws(KeyboardMetricsError) -> Double {
            let value = try member(node, key)
            guard let number = value.numberValue, number.isFinite, number >= 0 else {
                throw fail(value, "\"\(key)\": expected a number ≥ 0")
            }
            return number
        }
        func height(_ node: JSONNode) throws(KeyboardMetricsError) -> Height {
            Height(height: try number(node, "height"), quickType: try number(node, "quickType"))
        }
        var entries: [Entry] = []
        guard let items = try member(root, "keyboard").arrayValue, !items.isEmpty else {
            throw fail(root, "\"keyboard\": expected a non-empty list of entries")
        }
        for item in items {
            guard let source = try member(item, "source").stringValue else { throw fail(item, "\"source\": expected a string") }
            let names = try member(item, "devices").arrayValue?.compactMap(\.stringValue) ?? []
            var deviceClass: DeviceClass?
            if let classNode = item["class"], classNode.value != .null {
                guard let name = classNode.stringValue, let value = DeviceClass(rawValue: name) else {
                    throw fail(classNode, "\"class\": expected one of \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                deviceClass = value
            }
            entries.append(Entry(devices: names, deviceClass: deviceClass, portrait: try height(member(item, "portrait")),
                                 landscape: try height(member(item, "landscape")), source: source))
        }
        for deviceClass in DeviceClass.allCases where !entries.contains(where: { $0.deviceClass == deviceClass }) {
            throw fail(root, "no keyboard entry has \"class\": \"\(deviceClass.rawValue)\"")
        }
        let sheet = try member(root, "sheet")
        return KeyboardMetrics(entries: entries, sheetTopGap: try number(sheet, "topGap"),
                               sheetRegularWidth: try number(sheet, "regularWidth"),
                               alertMargin: try number(member(root, "alert"), "margin"))
    }

    /// The existing directories that may hold `keyboard.json`, in search order: those of every
    /// metrics file.
    static func metricsDirectories() -> [String] {
        ComponentMetrics.directories()
    }
}

/// Why `Metrics/keyboard.json` could not be read.
public enum KeyboardMetricsError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFound(searched: [String])
    case invalid(path: String, problem: String)

    public var description: String {
        switch self {
        case .notFound(let searched):
            return "cannot find Metrics/keyboard.json (looked in \(searched.isEmpty ? "no existing directory" : searched.joined(separator: ", ")); set TYPEFIT_RESOURCES)"
        case .invalid(let path, let problem):
            return "\(path): \(problem)"
        }
    }
}
