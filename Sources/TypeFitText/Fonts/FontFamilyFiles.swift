import Foundation

/// A font family given by its files, one per weight, to add to a ``FontLibrary`` besides the
/// families of its manifest (for example Apple's SF Pro files a user points TypeFit at).
public struct FontFamilyFiles: Sendable, Hashable {
    /// The name requests use for the family ("SF Pro Text"), compared case-insensitively.
    public var name: String
    /// Absolute font file paths by weight.
    public var faces: [FontWeight: String]

    public init(name: String, faces: [FontWeight: String]) {
        precondition(!name.isEmpty, "FontFamilyFiles: the family name must not be empty")
        precondition(!faces.isEmpty, "FontFamilyFiles: a family needs at least one face")
        self.name = name
        self.faces = faces
    }
}

extension FontLibrary {
    /// A library with the families of this one plus `families`; a family with the name of a
    /// manifest family replaces it. Files are opened and checked when first used, as the
    /// manifest's are. The fallback order is the manifest's.
    public func adding(_ families: [FontFamilyFiles]) -> FontLibrary {
        var manifest = self.manifest
        for family in families {
            manifest.set(FontManifest.Family(name: family.name, faces: family.faces))
        }
        return FontLibrary(manifest: manifest, usesFontConfig: usesFontConfig)
    }
}
