import TypeFitDynamicType
import TypeFitJSON
import TypeFitLocalization
import TypeFitText

/// A decoded spec file: one screen, the devices to check it on, and its element tree
/// resolved for each of the 12 content size categories.
///
/// Per-category variations (`when` rules), scaled metrics (`@ScaledMetric`), custom-font
/// scaling and Dynamic Type range limits are all applied by the decoder, so the layout
/// engine sees plain numbers and resolved fonts only.
public struct ScreenSpec: Sendable, Hashable {
    /// The spec format version (`"typefit": 1`).
    public var version: Int
    /// The screen's name (defaults to the file name without extension).
    public var name: String
    /// The spec file's path as given, for reports; nil for specs built in memory.
    public var sourcePath: String?
    /// Devices to lay the screen out on, at least one.
    public var devices: [Device]
    /// Categories this screen is checked at when the command line does not say (default: all).
    public var categories: CategorySet
    /// The screen's layout direction: leading is left in left-to-right, right in right-to-left.
    public var direction: LayoutDirection
    /// The root element at each category, indexed by `ContentSizeCategory.rawValue`.
    public var rootByCategory: [ElementSpec]
    /// The strings and language the texts were resolved in; nil when no element names a
    /// localisation key (the screen shows the text written in the spec).
    public var localization: SpecLocalization?
    /// The language the spec's own texts are written in (`"language"`: `ja`, `zh-Hant` …), when
    /// it says; texts resolved through ``localization`` are in its language instead.
    public var language: String?
    /// The software keyboard on every device checked (`"keyboard"`; hidden by default).
    public var keyboard: KeyboardState = .hidden
    /// How the screen is presented (`"presentation"`; full screen by default).
    public var presentation: Presentation = .fullScreen

    public init(version: Int = 1, name: String, sourcePath: String? = nil, devices: [Device],
                categories: CategorySet = .all, direction: LayoutDirection = .leftToRight,
                rootByCategory: [ElementSpec]) {
        precondition(rootByCategory.count == ContentSizeCategory.allCases.count,
                     "a spec needs a root for each of the 12 categories")
        self.version = version
        self.name = name
        self.sourcePath = sourcePath
        self.devices = devices
        self.categories = categories
        self.direction = direction
        self.rootByCategory = rootByCategory
    }

    /// The target the texts were resolved in, as reports name it (`de`, `pseudo-accented`); nil
    /// for a spec without localisation keys or decoded in the development language.
    public var locale: String? { localization?.target?.identifier }

    /// The language texts are broken into lines, shaped and given fallback fonts in: the
    /// localisation's, else the spec's ``language``, else none (the fonts' default).
    public var textLanguage: String? { localization?.language ?? language }

    /// The element tree as it stands at `category`.
    public func root(at category: ContentSizeCategory) -> ElementSpec {
        rootByCategory[category.rawValue]
    }
}

/// The direction leading and trailing follow (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// A device screen in points, portrait unless rotated.
///
/// `width`, `height` and `safeArea` are those of the orientation the screen is checked in:
/// a landscape device has them already rotated.
public struct Device: Sendable, Hashable {
    /// Which way the device is held.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait, landscape
    }

    public var name: String
    public var width: Double
    public var height: Double
    /// Safe-area insets (status bar / Dynamic Island at the top, home indicator at the bottom).
    public var safeArea: EdgeInsets
    /// Pixels per point (2 or 3); frames snap to 1/scale.
    public var scale: Double
    public var orientation: Orientation

    public init(name: String, width: Double, height: Double, safeArea: EdgeInsets, scale: Double,
                orientation: Orientation = .portrait) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.scale = scale
        self.orientation = orientation
    }
}

/// Insets on the four edges; leading and trailing follow the layout direction.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Where an element stands in its spec file, for findings and errors.
public struct SourceReference: Sendable, Hashable {
    /// The JSON path of the element, e.g. `$.root.children[2]`.
    public var path: JSONPath
    /// The line and column of the element's opening brace.
    public var location: SourceLocation

    public init(path: JSONPath, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
