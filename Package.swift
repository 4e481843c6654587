// swift-tools-version:6.0
import PackageDescription

// Panel: a SwiftUI-style framework and kiosk program that draws straight into KMS
// dumb buffers and reads touch from evdev. The C libraries are Debian's, found with
// pkg-config; `make deps` installs them (see README.md).
let package = Package(
    name: "Panel",
    products: [
        .library(name: "Panel", targets: ["Panel"]),
        .library(name: "PanelKiosk", targets: ["PanelKiosk"]),
        .executable(name: "panel-app", targets: ["panel-app"]),
    ],
    targets: [
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CMtdev", pkgConfig: "mtdev", providers: [.apt(["libmtdev-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "Panel",
            dependencies: ["CDRM", "CEvdev", "CMtdev", "CFreeType", "CZlib"]
        ),
        // The kiosk program's panel files, actions, state, commands and benchmark, as a
        // library so that tests and fuzz targets link the same code; panel-app is its main.
        .target(name: "PanelKiosk", dependencies: ["Panel"]),
        .executableTarget(name: "panel-app", dependencies: ["PanelKiosk"]),
        .executableTarget(name: "raster-bench", dependencies: ["Panel"], path: "Benchmarks/raster-bench"),
        .testTarget(name: "PanelTests", dependencies: ["Panel"], exclude: ["Golden", "Input/Recordings"]),
        // The seed's second ContentView needs a module of its own: every seed code block
        // compiles unchanged, with only `import Panel` added.
        .target(name: "SeedToggleExample", dependencies: ["Panel"], path: "Tests/SeedTests/ToggleExample"),
        .testTarget(name: "SeedTests", dependencies: ["Panel", "SeedToggleExample"], exclude: ["ToggleExample", "Golden"]),
        .testTarget(name: "PanelAppTests", dependencies: ["PanelKiosk", "panel-app"]),
    ],
    swiftLanguageModes: [.v6]
)
