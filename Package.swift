// swift-tools-version:6.0
import PackageDescription

/// grove: a tree-growing focus game for the terminal.
///
/// Layers point down only (see README, "Architecture"):
/// grove → GroveCLI → GroveUI → GroveTerminal; GroveCLI → GroveSystem, GroveStore → GroveCore;
/// GroveCore and GroveTerminal → GroveText (how wide text is, and whether it is safe to show);
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
        .target(name: "GrovePlatform"),
        .target(name: "GroveText"),
        .target(name: "GroveCore", dependencies: ["GroveText"]),
        .target(name: "GroveStore", dependencies: ["GroveCore", "GrovePlatform"]),
        .target(name: "GroveSystem", dependencies: ["GroveCore", "GrovePlatform"]),
        .target(name: "GroveTerminal", dependencies: ["GrovePlatform", "GroveText"]),
        .executableTarget(name: "grove-art-compiler", dependencies: ["GrovePlatform"], path: "Sources/GroveArtCompiler"),
        .plugin(
            name: "GroveArtPlugin",
            capability: .buildTool(),
            dependencies: ["grove-art-compiler"],
            path: "Sources/GroveArtPlugin"
        ),
        .target(name: "GroveArt", plugins: ["GroveArtPlugin"]),
        .target(name: "GroveUI", dependencies: ["GroveCore", "GroveTerminal", "GroveArt", "GroveText"]),
        .target(
            name: "GroveCLI",
            dependencies: ["GroveCore", "GrovePlatform", "GroveStore", "GroveSystem", "GroveTerminal", "GroveUI", "GroveText"]
        ),
        .executableTarget(name: "grove", dependencies: ["GroveCLI", "GrovePlatform"]),
        .executableTarget(
            name: "grove-bench",
            dependencies: [
                "GroveCore", "GrovePlatform", "GroveStore", "GroveSystem", "GroveCLI", "GroveTestSupport", "GroveUI", "GroveTerminal",
            ]
        ),
        .executableTarget(name: "grove-bench-baseline"),
        .target(name: "GroveTestSupport", dependencies: ["GroveCore", "GrovePlatform", "GroveSystem", "GroveTerminal", "GroveText"]),
        .testTarget(name: "GrovePlatformTests", dependencies: ["GrovePlatform"]),
        .testTarget(name: "GroveTextTests", dependencies: ["GroveText"]),
        .testTarget(name: "GroveCoreTests", dependencies: ["GroveCore", "GroveText", "GroveTestSupport"]),
        .testTarget(name: "GroveStoreTests", dependencies: ["GroveStore", "GroveCore", "GrovePlatform", "GroveTestSupport"]),
        .testTarget(name: "GroveTerminalTests", dependencies: ["GroveTerminal", "GrovePlatform", "GroveText", "GroveTestSupport"]),
        .testTarget(
            name: "GroveUITests", dependencies: ["GroveUI", "GroveCore", "GroveArt", "GroveTerminal", "GroveText", "GroveTestSupport"]
        ),
        .testTarget(
            name: "GroveCLITests",
            dependencies: ["GroveCLI", "GroveCore", "GroveStore", "GroveTerminal", "GroveText", "GroveUI", "GroveTestSupport"]
        ),
        .testTarget(name: "GroveEndToEndTests", dependencies: ["grove", "GrovePlatform", "GroveTestSupport"]),
        .testTarget(name: "GroveArtCompilerTests", dependencies: ["grove-art-compiler"]),
    ],
    swiftLanguageModes: [.v6]
)
