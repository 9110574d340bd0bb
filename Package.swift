// swift-tools-version:6.0
import PackageDescription

/// grove: a tree-growing focus game for the terminal.
///
/// Layers point down only (see README, "Architecture"):
/// grove → GroveCLI → GroveUI → GroveTerminal; GroveCLI → GroveSystem, GroveStore → GroveCore;
/// GroveCore and GroveTerminal → GroveText (how wide text is, and whether it is safe to show).
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
        .target(name: "GroveText"),
        .target(name: "GroveCore", dependencies: ["GroveText"]),
        .target(name: "GroveStore", dependencies: ["GroveCore"]),
        .target(name: "GroveSystem", dependencies: ["GroveCore"]),
        .target(name: "GroveTerminal", dependencies: ["GroveText"]),
        .executableTarget(name: "grove-art-compiler", path: "Sources/GroveArtCompiler"),
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
            dependencies: ["GroveCore", "GroveStore", "GroveSystem", "GroveTerminal", "GroveUI", "GroveText"]
        ),
        .executableTarget(name: "grove", dependencies: ["GroveCLI"]),
        .executableTarget(
            name: "grove-bench",
            dependencies: ["GroveCore", "GroveStore", "GroveCLI", "GroveTestSupport"]
        ),
        .executableTarget(name: "grove-bench-baseline"),
        .target(name: "GroveTestSupport", dependencies: ["GroveCore", "GroveSystem", "GroveText"]),
        .testTarget(name: "GroveTextTests", dependencies: ["GroveText"]),
        .testTarget(name: "GroveCoreTests", dependencies: ["GroveCore", "GroveText", "GroveTestSupport"]),
        .testTarget(name: "GroveStoreTests", dependencies: ["GroveStore", "GroveCore", "GroveTestSupport"]),
        .testTarget(name: "GroveTerminalTests", dependencies: ["GroveTerminal", "GroveText", "GroveTestSupport"]),
        .testTarget(
            name: "GroveUITests", dependencies: ["GroveUI", "GroveCore", "GroveArt", "GroveTerminal", "GroveTestSupport"]
        ),
        .testTarget(
            name: "GroveCLITests",
            dependencies: ["GroveCLI", "GroveCore", "GroveStore", "GroveText", "GroveTestSupport"]
        ),
        .testTarget(name: "GroveEndToEndTests", dependencies: ["grove", "GroveTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
