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
        // `import SwiftUI` for view files shared with Apple's platforms: re-exports Panel.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import Charts`: Swift Charts' marks, scales and axes, drawn with Panel's views.
        .library(name: "Charts", targets: ["Charts"]),
        .executable(name: "panel-app", targets: ["panel-app"]),
        .executable(name: "greenhouse-dashboard", targets: ["greenhouse-dashboard"]),
        .executable(name: "device-list", targets: ["device-list"]),
        .executable(name: "thermostat", targets: ["thermostat"]),
        .executable(name: "settings", targets: ["settings"]),
        .executable(name: "floor-plan", targets: ["floor-plan"]),
    ],
    targets: [
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CMtdev", pkgConfig: "mtdev", providers: [.apt(["libmtdev-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Text in every script: shaping (HarfBuzz), bidi (FriBidi), line breaking (libunibreak).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CXkbcommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // fontconfig through dlopen: optional at run time, so no library is linked.
        .systemLibrary(name: "CFontconfig"),
        // libgooglepinyin through dlopen, for the on-screen keyboard's Chinese: nothing linked.
        .systemLibrary(name: "CGooglePinyin"),
        // MQTT: the client the kiosk drives on its epoll loop (docs/mqtt.md).
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),
        // SHA-256 (libcrypto): the digest that names the panel file a panel shows on MQTT.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CLinux"),
        // glibc's getaddrinfo_a (a GNU extension Glibc's module leaves out): host names looked
        // up on glibc's helper threads while the loop runs. glibc before 2.34 keeps it in libanl.
        .target(name: "CHostLookup", linkerSettings: [.linkedLibrary("anl")]),
        // snprintf with one double argument, for correctly rounded printf-style numbers.
        .systemLibrary(name: "CPrintf"),
        // wmemset for runs of pixels: glibc picks the widest stores at run time.
        .systemLibrary(name: "CPixels"),
        // The layers of docs/architecture.md, each seeing only those below it.
        // Base: fixed point, geometry, time, pointer events, pixels, images, text, display-list data.
        .target(name: "PanelBase", dependencies: ["CFreeType", "CZlib", "CPrintf", "CPixels", "CPNG", "CJPEG",
                                                  "CHarfBuzz", "CFriBidi", "CUnibreak", "CFontconfig", "CXkbcommon",
                                                  "CGooglePinyin"]),
        // UI core: views, layout, state, gestures, animation, controls, and the host that
        // turns touches into a display list and its damage.
        // Observation's access list of the run going on (where the runtime is linked in):
        // a body that read no model needs no tracking (Sources/PanelUI/Observation).
        .systemLibrary(name: "CObservationAccess"),
        .target(name: "PanelUI", dependencies: ["PanelBase", "CObservationAccess"]),
        // The renderer: a display list to pixels, through kept layers.
        .target(name: "PanelRender", dependencies: ["PanelBase"]),
        // Linux drivers: KMS, fbdev, headless, evdev, mtdev, uinput, the epoll loop and an MQTT
        // connection driven on it.
        .target(name: "PanelLinux", dependencies: ["PanelBase", "CLinux", "CDRM", "CEvdev", "CMtdev", "CMosquitto", "CCrypto",
                                                   "CHostLookup"]),
        // The one import for apps: re-exports the layers and runs a view on a display.
        .target(name: "Panel", dependencies: ["PanelBase", "PanelUI", "PanelRender", "PanelLinux"]),
        // `import SwiftUI`: Panel re-exported, and SwiftUI's app model (App, Scene,
        // WindowGroup) and TimelineView, so SwiftUI app files compile unchanged. Above the
        // kiosk: an App's main() is a kiosk program (docs/app.md).
        .target(name: "SwiftUI", dependencies: ["Panel", "PanelKiosk"]),
        // `import Charts`: Swift Charts beside SwiftUI, built from its views, paths and text
        // (docs/charts.md); Foundation's dates and formats come through SwiftUI.
        .target(name: "Charts", dependencies: ["SwiftUI"]),
        // The older name of SwiftUI's formatted text (`Text(_:format:)`, `Text(_:style:)`,
        // the locale), for programs written with `import Panel`: it re-exports SwiftUI.
        // The kiosk program's panel files, actions, state, commands and benchmark, as a
        // library so that tests and fuzz targets link the same code; panel-app is its main.
        .target(name: "PanelKiosk", dependencies: ["Panel"]),
        .executableTarget(name: "panel-app", dependencies: ["PanelKiosk"]),
        // The examples (examples/README.md): SwiftUI screens written as for Apple's SwiftUI,
        // each a kiosk program with panel-app's commands.
        .target(name: "GreenhouseDashboard", dependencies: ["SwiftUI", "Charts"], path: "examples/GreenhouseDashboard/Screen"),
        .executableTarget(name: "greenhouse-dashboard", dependencies: ["GreenhouseDashboard", "PanelKiosk"],
                          path: "examples/GreenhouseDashboard/Program"),
        .target(name: "DeviceList", dependencies: ["SwiftUI"], path: "examples/DeviceList/Screen"),
        .executableTarget(name: "device-list", dependencies: ["DeviceList", "PanelKiosk"], path: "examples/DeviceList/Program"),
        .target(name: "Thermostat", dependencies: ["SwiftUI"], path: "examples/Thermostat/Screen"),
        .executableTarget(name: "thermostat", dependencies: ["Thermostat", "SwiftUI"], path: "examples/Thermostat/Program"),
        .target(name: "Settings", dependencies: ["SwiftUI"], path: "examples/Settings/Screen"),
        .executableTarget(name: "settings", dependencies: ["Settings", "SwiftUI"], path: "examples/Settings/Program"),
        .target(name: "FloorPlan", dependencies: ["SwiftUI"], path: "examples/FloorPlan/Screen"),
        .executableTarget(name: "floor-plan", dependencies: ["FloorPlan", "SwiftUI"], path: "examples/FloorPlan/Program"),
        // A small App that the app-model tests run as a child process: main-actor tasks on
        // the event loop can only be seen from a program's own main thread.
        .executableTarget(name: "app-model-probe", dependencies: ["SwiftUI"], path: "Tests/AppModelProbe"),
        .executableTarget(name: "raster-bench", dependencies: ["Panel"], path: "Benchmarks/raster-bench"),
        // A Swift Charts chart of 10,000 points: first frame and appending, in release builds.
        .executableTarget(name: "chart-bench", dependencies: ["Charts", "SwiftUI"], path: "Benchmarks/chart-bench"),
        // A fleet of panels on one broker: latency from a touch to another panel's screen.
        .executableTarget(name: "fleet-bench", dependencies: ["Panel"], path: "Benchmarks/fleet-bench"),
        .testTarget(name: "PanelTests", dependencies: ["PanelBase", "PanelUI", "PanelRender", "PanelLinux", "Panel", "CLinux", "CDRM"], exclude: ["Golden", "Input/Recordings", "Image/Files"]),
        // The seed's second ContentView needs a module of its own: every seed code block
        // compiles unchanged, with only `import Panel` added.
        .target(name: "SeedToggleExample", dependencies: ["Panel"], path: "Tests/SeedTests/ToggleExample"),
        .testTarget(name: "SeedTests", dependencies: ["Panel", "SeedToggleExample"], exclude: ["ToggleExample", "Golden"]),
        .testTarget(name: "ExampleTests", dependencies: ["GreenhouseDashboard", "Thermostat", "DeviceList", "Settings", "FloorPlan", "Panel", "PanelUI", "SwiftUI"], exclude: ["Golden"]),
        .testTarget(name: "PanelAppTests", dependencies: ["PanelKiosk", "panel-app"]),
        .testTarget(name: "AppModelTests", dependencies: ["SwiftUI", "Panel", "PanelKiosk", "app-model-probe", "thermostat"]),
        .testTarget(name: "SwiftUITests", dependencies: ["Panel", "SwiftUI", "Charts"], exclude: ["Golden"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "Panel"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
