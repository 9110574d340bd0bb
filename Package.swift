// swift-tools-version:6.0
import PackageDescription

/// Release builds place the functions a live-screen wake and `grove status` run side by side, in the order
/// `.ci/link-order` recorded in `.ci/link.order`: status 1.1 MB less resident, a wake about 10 % less CPU.
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]
let hotCodeFirst: [LinkerSetting] = [
    .unsafeFlags(
        ["-Xlinker", "--no-export-dynamic", "-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/.ci/link.order"],
        .when(configuration: .release)),
]

/// grove: a tree-growing focus game for the terminal.
///
/// Layers point down only:
/// grove → GroveCLI → GroveUI → GroveTerminal; grove → GroveSystem, GroveStore → GroveCore (grove builds the real
/// services and hands them to GroveCLI as the roles of its `CommandContext`);
/// GroveCore and GroveTerminal → GroveText (how wide text is, and whether it is safe to show);
/// GroveCore, GroveStore, GroveSystem, GroveTerminal, GroveUI and GroveCLI → GroveWords (every word a person reads, a catalog a language);
/// GroveStore, GroveTerminal and GroveSystem → GrovePlatform, the one place for system calls.
/// Every library imports `FoundationEssentials`, never full `Foundation`, so the
/// statically linked binary starts in a few milliseconds.
let package = Package(
    name: "grove",
    products: [
        .executable(name: "grove", targets: ["grove"]),
        .executable(name: "grove-bench", targets: ["grove-bench"]),
        .executable(name: "grove-bench-baseline", targets: ["grove-bench-baseline"]),
    ],
    targets: [
        .target(name: "GrovePlatform", swiftSettings: functionSections),
        .target(name: "GroveText", swiftSettings: functionSections),
        .target(name: "GroveCore", dependencies: ["GroveText", "GroveWords"], swiftSettings: functionSections),
        .target(name: "GroveStore", dependencies: ["GroveCore", "GrovePlatform", "GroveWords"], swiftSettings: functionSections),
        .target(name: "GroveSystem", dependencies: ["GroveCore", "GrovePlatform", "GroveWords"], swiftSettings: functionSections),
        .target(name: "GroveTerminal", dependencies: ["GrovePlatform", "GroveText", "GroveWords"], swiftSettings: functionSections),
        .target(name: "GroveGenerator", dependencies: ["GrovePlatform"]),
        .executableTarget(name: "grove-art-compiler", dependencies: ["GroveGenerator", "GrovePlatform"], path: "Sources/GroveArtCompiler"),
        .plugin(
            name: "GroveArtPlugin",
            capability: .buildTool(),
            dependencies: ["grove-art-compiler"],
            path: "Sources/GroveArtPlugin"
        ),
        .target(name: "GroveArt", swiftSettings: functionSections, plugins: ["GroveArtPlugin"]),
        .executableTarget(name: "grove-words-compiler", dependencies: ["GroveGenerator"], path: "Sources/GroveWordsCompiler"),
        .plugin(
            name: "GroveWordsPlugin",
            capability: .buildTool(),
            dependencies: ["grove-words-compiler"],
            path: "Sources/GroveWordsPlugin"
        ),
        .target(name: "GroveWords", exclude: ["Catalogs"], swiftSettings: functionSections, plugins: ["GroveWordsPlugin"]),
        .plugin(name: "GroveCommitPlugin", capability: .buildTool(), path: "Sources/GroveCommitPlugin", exclude: ["commit.sh"]),
        .target(name: "GroveUI", dependencies: ["GroveCore", "GroveTerminal", "GroveArt", "GroveText", "GroveWords"], swiftSettings: functionSections),
        .target(
            name: "GroveCLI",
            dependencies: ["GroveCore", "GroveTerminal", "GroveUI", "GroveText", "GroveWords"],
            swiftSettings: functionSections, plugins: ["GroveCommitPlugin"]
        ),
        .executableTarget(
            name: "grove",
            dependencies: ["GroveCLI", "GroveCore", "GrovePlatform", "GroveStore", "GroveSystem", "GroveTerminal", "GroveUI", "GroveWords"],
            swiftSettings: functionSections, linkerSettings: hotCodeFirst
        ),
        .executableTarget(
            name: "grove-bench",
            dependencies: [
                "GroveCore", "GrovePlatform", "GroveStore", "GroveSystem", "GroveCLI", "GroveTestSupport", "GroveUI", "GroveTerminal",
            ]
        ),
        .executableTarget(name: "grove-bench-baseline"),
        .target(name: "GroveTestSupport", dependencies: ["GroveCore", "GrovePlatform", "GroveSystem", "GroveTerminal", "GroveText"]),
        .testTarget(name: "GrovePlatformTests", dependencies: ["GrovePlatform", "GroveTestSupport"]),
        .testTarget(name: "GroveTextTests", dependencies: ["GroveText", "GroveTestSupport"]),
        .testTarget(name: "GroveCoreTests", dependencies: ["GroveCore", "GroveText", "GroveTestSupport", "GroveWords"]),
        .testTarget(name: "GroveSystemTests", dependencies: ["GroveSystem", "GroveTestSupport", "GroveWords"]),
        .testTarget(name: "GroveStoreTests", dependencies: ["GroveStore", "GroveCore", "GrovePlatform", "GroveTestSupport", "GroveWords"]),
        .testTarget(name: "GroveTerminalTests", dependencies: ["GroveTerminal", "GrovePlatform", "GroveText", "GroveTestSupport"]),
        .testTarget(
            name: "GroveUITests",
            dependencies: ["GroveUI", "GroveCore", "GroveArt", "GroveTerminal", "GroveText", "GroveTestSupport", "GroveWords"]
        ),
        .testTarget(
            name: "GroveCLITests",
            dependencies: ["GroveCLI", "GroveCore", "GroveStore", "GroveTerminal", "GroveText", "GroveUI", "GroveTestSupport", "GroveWords"]
        ),
        .testTarget(name: "GroveEndToEndTests", dependencies: ["grove", "GrovePlatform", "GroveTestSupport"]),
        .testTarget(name: "GroveArtCompilerTests", dependencies: ["grove-art-compiler", "GroveGenerator", "GroveTestSupport"]),
        .testTarget(name: "GroveWordsTests", dependencies: ["GroveWords", "grove-words-compiler", "GroveGenerator", "GroveTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
