extension StringCatalog {
    /// One key of a catalog with its metadata and its localisations.
    public struct Entry: Sendable, Hashable {
        /// The key, which is also the source text when the source language has no localisation.
        public var key: String
        /// The developer's note to translators (`comment`).
        public var comment: String?
        /// How Xcode found the key: `manual`, `extracted_with_value`, `stale`, `migrated` …
        public var extractionState: String?
        /// False when the key must not be translated; every locale then shows the source text.
        public var shouldTranslate: Bool
        /// The text per language.
        public var localizations: [LocaleIdentifier: Localization]

        public init(key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
                    localizations: [LocaleIdentifier: Localization] = [:]) {
            self.key = key
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }
    }

    /// One language's text for a key: a string unit or variations, and any `%#@name@` substitutions.
    public struct Localization: Sendable, Hashable {
        public var value: Variants
        public var substitutions: [String: Substitution]

        public init(value: Variants, substitutions: [String: Substitution] = [:]) {
            self.value = value
            self.substitutions = substitutions
        }
    }

    /// A text, or texts chosen by plural category or device (device variations may hold plural ones).
    public indirect enum Variants: Sendable, Hashable {
        case unit(StringUnit)
        case plural([PluralCategory: Variants])
        case device([DeviceClass: Variants])

        /// The string unit for a plural category and device, falling back to `other`, then to
        /// the first variant in category or device order.
        public func unit(plural category: PluralCategory, device: DeviceClass) -> StringUnit {
            switch self {
            case .unit(let unit):
                return unit
            case .plural(let variants):
                return Self.pick(variants, category)?.unit(plural: category, device: device) ?? StringUnit(value: "")
            case .device(let variants):
                return Self.pick(variants, device)?.unit(plural: category, device: device) ?? StringUnit(value: "")
            }
        }

        /// The variants for one device: device variations resolved, plural ones kept.
        func forDevice(_ device: DeviceClass) -> Variants {
            if case .device(let variants) = self, let chosen = Self.pick(variants, device) {
                return chosen.forDevice(device)
            }
            return self
        }

        private static func pick<K: CaseIterable & Hashable & Comparable>(_ variants: [K: Variants], _ wanted: K) -> Variants? {
            if let exact = variants[wanted] { return exact }
            if let other = variants.first(where: { "\($0.key)" == "other" })?.value { return other }
            return variants.keys.sorted().first.flatMap { variants[$0] }
        }
    }

    /// A text and its translation state.
    public struct StringUnit: Sendable, Hashable {
        public var state: TranslationState
        public var value: String

        public init(state: TranslationState = .translated, value: String) {
            self.state = state
            self.value = value
        }
    }

    /// The plural variations that replace `%#@name@`, chosen by argument `argumentNumber`.
    public struct Substitution: Sendable, Hashable {
        /// The 1-based argument whose number picks the variant (`argNum`).
        public var argumentNumber: Int
        /// How that argument is written, without the `%` (`formatSpecifier`, such as `lld`).
        public var formatSpecifier: String
        /// The variants; `%arg` in them stands for the argument.
        public var variants: Variants

        public init(argumentNumber: Int, formatSpecifier: String, variants: Variants) {
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
            self.variants = variants
        }
    }
}

/// A string unit's translation state as Xcode records it (`new`, `translated`, `needs_review`,
/// `stale`); states a later Xcode adds are kept as written.
public struct TranslationState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let new = TranslationState(rawValue: "new")
    public static let translated = TranslationState(rawValue: "translated")
    public static let needsReview = TranslationState(rawValue: "needs_review")
    public static let stale = TranslationState(rawValue: "stale")

    public var description: String { rawValue }
}

/// The device classes String Catalog device variations name.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case iphone, ipod, ipad, mac, applewatch, appletv, applevision, other

    public var description: String { rawValue }

    public static func < (lhs: DeviceClass, rhs: DeviceClass) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
