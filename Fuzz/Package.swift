// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for Panel's parsers and input path (docs/fuzzing.md). A package of its
// own so that the main build never compiles them; `make fuzz` builds them with
// `--sanitize=fuzzer --sanitize=address`, which instruments the Panel and PanelKiosk code
// they run too. The kiosk's targets call PanelKiosk's `KioskFuzzing` entry points; the
// input targets use Panel's public API.

// A path dependency is known by its directory's name, which depends on the clone.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

// libFuzzer provides `main`; each target defines LLVMFuzzerTestOneInput.
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

func fuzzer(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: products.map { .product(name: $0, package: rootPackage) } + ["FuzzSupport"],
        swiftSettings: fuzzerSettings)
}

let package = Package(
    name: "PanelFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // What the input targets share: the pointer-event checks and the probe panel.
        .target(name: "FuzzSupport", dependencies: [.product(name: "Panel", package: rootPackage)]),
        fuzzer("FuzzJSON", ["PanelKiosk"]),
        fuzzer("FuzzPanelFile", ["PanelKiosk"]),
        fuzzer("FuzzStateFile", ["PanelKiosk"]),
        fuzzer("FuzzMQTTCommand", ["PanelKiosk"]),
        fuzzer("FuzzJSONPath", ["PanelKiosk"]),
        fuzzer("FuzzEvemu", ["Panel"]),
        fuzzer("FuzzTouchScript", ["Panel"]),
        fuzzer("FuzzEvdevStream", ["Panel"]),
        fuzzer("FuzzImage", ["Panel"]),
        fuzzer("FuzzText", ["Panel"]),
        fuzzer("FuzzPath", ["Panel"]),
        fuzzer("FuzzKeys", ["Panel"]),
    ],
    swiftLanguageModes: [.v6]
)
