// swift-tools-version:6.0
// TypeFit: a headless Dynamic Type layout simulator.
//
// Module graph (one direction only):
//   CFreeType, CHarfBuzz, CICU (C shims; CICUSystem gives CICU pkg-config's flags for ICU)
//     → TypeFitText (fonts, shaping, line breaking; owns every C handle)
//     → TypeFitDynamicType (categories, text styles, the type ramp, font scaling)
//     → TypeFitLayout (the spec format and the layout engine)
//     → TypeFitChecks (the overflow detector)
//     → TypeFitReports (text, JSON, JUnit, SARIF, GitHub, HTML/SVG, PNG)
//     → TypeFit (the library API) → TypeFitCLI → typefit (the executable)
// TypeFit → TypeFitTesting (assertFits for XCTest and Swift Testing); TypeFitPlugin runs typefit.
// TypeFitJSON (a JSON reader that keeps line and column, and a deterministic writer)
// sits below them all and depends on nothing. TypeFitLocalization (String Catalogs,
// .strings files, pseudo-languages) stands on TypeFitJSON and feeds the spec decoder.
// TypeFitFigma (Figma responses as specs) stands on TypeFitLayout's spec format; TypeFit and the CLI use it.
import PackageDescription

// The executables allocate through jemalloc on Linux (Debian's libjemalloc-dev): a check makes
// and frees millions of small objects from several threads at once, which jemalloc serves faster
// than glibc's malloc, so a large check finishes sooner. The library product leaves the
// allocator to the program that links it.
let allocator: [LinkerSetting] = [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "TypeFit",
    // Synchronization's Atomic (the work pool, the text engine's counters) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "typefit", targets: ["typefit"]),
        .executable(name: "typefit-bench", targets: ["typefit-bench"]),
        .library(name: "TypeFit", targets: ["TypeFit"]),
        .library(name: "TypeFitTesting", targets: ["TypeFitTesting"]),
        .plugin(name: "TypeFitPlugin", targets: ["TypeFitPlugin"]),
    ],
    targets: [
        // C shims. FreeType and HarfBuzz are plain system libraries; ICU renames its
        // functions per version (ubrk_next → ubrk_next_72) with macros Swift cannot
        // import, so CICU is a small C target with real functions.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // ICU's include and library paths come from pkg-config (icu-uc) through CICUSystem;
        // the libraries are also named here, so that ICU links where pkg-config finds no icu-uc.pc.
        .systemLibrary(
            name: "CICUSystem",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(
            name: "CICU",
            dependencies: ["CICUSystem"],
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),

        // What several modules share and no module owns: a lock, decimal text, name suggestions.
        .target(name: "TypeFitSupport"),
        // libm is linked explicitly: no module here imports Foundation or Glibc to pull it in.
        .target(name: "TypeFitJSON", dependencies: ["TypeFitSupport"],
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TypeFitText", dependencies: ["CFreeType", "CHarfBuzz", "CICU", "TypeFitJSON", "TypeFitSupport"]),
        .target(name: "TypeFitDynamicType", dependencies: ["TypeFitText", "TypeFitJSON", "TypeFitSupport"],
                resources: [.copy("Ramps")]),
        .target(name: "TypeFitLocalization", dependencies: ["TypeFitJSON", "TypeFitSupport"]),
        .target(name: "TypeFitLayout", dependencies: ["TypeFitDynamicType", "TypeFitText", "TypeFitJSON", "TypeFitLocalization",
                                            "TypeFitSupport"],
                resources: [.copy("Metrics")]),
        .target(name: "TypeFitChecks", dependencies: ["TypeFitLayout"]),
        .target(name: "TypeFitReports", dependencies: ["TypeFitChecks", "CZlib"]),
        // Figma file and nodes responses as specs; only the library API and the CLI use it.
        .target(name: "TypeFitFigma", dependencies: ["TypeFitLayout", "TypeFitJSON"]),
        .target(name: "TypeFit", dependencies: ["TypeFitReports", "TypeFitFigma"]),
        // assertFits for XCTest and Swift Testing, apart from TypeFit so that the tool and other
        // programs do not link a test framework.
        .target(name: "TypeFitTesting", dependencies: ["TypeFit"]),
        .target(name: "TypeFitCLI", dependencies: ["TypeFit", "TypeFitFigma"]),
        .executableTarget(name: "typefit", dependencies: ["TypeFitCLI"], linkerSettings: allocator),
        .executableTarget(name: "typefit-bench", dependencies: ["TypeFit"], path: "Benchmarks/typefit-bench",
                          linkerSettings: allocator),

        // `swift package typefit [check arguments]` in a package that depends on TypeFit. It only
        // reads the package; a report written with `--output` inside the package needs
        // `--allow-writing-to-package-directory` where plugins run in a sandbox (macOS).
        .plugin(name: "TypeFitPlugin",
                capability: .command(intent: .custom(verb: "typefit",
                                                      description: "Check the package's screen specs (Layouts/ by default) with typefit")),
                dependencies: ["typefit"]),

        // Fixtures are read from disk by path; they are not resources.
        .testTarget(name: "TypeFitTests", dependencies: ["TypeFit", "TypeFitTesting", "TypeFitCLI", "TypeFitFigma", "TypeFitSupport"], exclude: ["Fixtures"]),
    ]
)
