import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import SeedToggleExample

/// Renders a hosted view with real fonts, frame after frame redrawing only the damage,
/// and compares each state with a golden image (and with a full redraw).
@MainActor
private final class Snapshotter {
    let host: ViewHost
    let renderer: DisplayListRenderer
    let surface: Surface

    init(_ view: some View, width: Int, height: Int) throws {
        let fonts = try FontSet.loadDefault()
        host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        renderer = DisplayListRenderer(fonts: fonts)
        surface = Surface(width: width, height: height)
        host.render(into: surface, with: renderer)
    }

    func expect(_ name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        host.render(into: surface, with: renderer)
        let full = Surface(width: surface.width, height: surface.height)
        renderer.draw(host.displayList, into: full, region: [full.bounds])
        #expect(ImageComparison(expected: full, actual: surface).isIdentical,
                "\(name): redrawing the damage differs from redrawing everything", sourceLocation: sourceLocation)
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SeedTests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/\(name).png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)", sourceLocation: sourceLocation)
        }
    }

    func touch(_ phase: PointerEvent.Phase, _ point: FixedPoint, at seconds: Double, pointer: Int = 0) {
        host.send(PointerEvent(pointer: pointer, phase: phase, location: point, timestamp: MonotonicTime(seconds: seconds)))
    }

    func point(of label: String, kind: InteractiveElement.Kind? = nil) throws -> FixedPoint {
        let element = try #require(host.interactiveElements().first { $0.label == label && (kind == nil || $0.kind == kind) })
        return element.activationPoint
    }
}

/// Every seed example, in each of its states, as pixels.
@MainActor
@Suite struct SeedGoldenTests {
    @Test func buttonStyleIdleAndPressed() throws {
        let shot = try Snapshotter(MyButtonStyleExample(), width: 240, height: 120)
        shot.expect("button-style-idle")
        shot.touch(.began, try shot.point(of: "Tap Me!"), at: 0)
        shot.expect("button-style-pressed")
        shot.touch(.ended, try shot.point(of: "Tap Me!"), at: 0.1)
        shot.expect("button-style-idle")
    }

    @Test func longPressIdlePressingAndFired() throws {
        let shot = try Snapshotter(ContentView(), width: 240, height: 160)
        shot.expect("long-press-idle")
        let point = try shot.point(of: "Tap Me!", kind: .button)
        shot.touch(.began, point, at: 0)
        shot.host.advance(to: MonotonicTime(seconds: 0.5))
        shot.expect("long-press-pressing")
        shot.host.advance(to: MonotonicTime(seconds: 1))
        shot.expect("long-press-fired")
    }

    @Test func customToggleOnAndOff() throws {
        let shot = try Snapshotter(SeedToggleExample.ContentView(), width: 240, height: 100)
        shot.expect("toggle-style-on")
        let knob = try shot.point(of: "Custom Toggle", kind: .gesture)
        shot.touch(.began, knob, at: 0)
        shot.touch(.ended, knob, at: 0.1)
        shot.host.advance(to: MonotonicTime(seconds: 2))
        shot.expect("toggle-style-off")
    }

    @Test func puttingItAllTogetherOffAndOn() throws {
        struct Holder: View {
            @State var on = false
            var body: some View {
                Toggle(isOn: $on) { Text("Night mode") }.toggleStyle(MyToggleStyle2())
            }
        }
        let shot = try Snapshotter(Holder(), width: 240, height: 100)
        shot.expect("toggle-style2-off")
        let knob = try shot.point(of: "Night mode", kind: .gesture)
        shot.touch(.began, knob, at: 0)
        shot.touch(.ended, knob, at: 0.1)
        shot.host.advance(to: MonotonicTime(seconds: 2))
        shot.expect("toggle-style2-on")
    }

    @Test func tripleToggleStates() throws {
        let shot = try Snapshotter(TripleToggleExample(), width: 360, height: 200)
        shot.expect("triple-toggle-low")
        for (index, name) in ["triple-toggle-med", "triple-toggle-high"].enumerated() {
            let knob = try #require(shot.host.interactiveElements().first { $0.kind == .gesture })
            shot.touch(.began, knob.activationPoint, at: Double(index) * 2)
            shot.touch(.ended, knob.activationPoint, at: Double(index) * 2 + 0.1)
            shot.host.advance(to: MonotonicTime(seconds: Double(index) * 2 + 1.9))
            shot.expect(name)
        }
    }

    @Test func defaultControlsLookFinished() throws {
        struct Controls: View {
            @State var heater = true
            @State var fan = false
            var body: some View {
                VStack(spacing: 16) {
                    Toggle("Heater", isOn: $heater)
                    Toggle("Fan", isOn: $fan)
                    HStack(spacing: 16) {
                        Button("Start") {}
                        Button("Stop") {}.disabled(true)
                    }
                }
                .padding(24)
                .frame(width: 360)
            }
        }
        let shot = try Snapshotter(Controls(), width: 400, height: 280)
        shot.expect("default-controls")
        shot.touch(.began, try shot.point(of: "Start"), at: 0)
        shot.expect("default-controls-pressed")
    }

    @Test func demoScreenWithAllFourExamples() throws {
        struct Demo: View {
            @State var flag = true
            @State var night = false
            var body: some View {
                VStack(spacing: 24) {
                    Text("Panel · custom styles").font(.title)
                    HStack(spacing: 40) {
                        MyButtonStyleExample()
                        ContentView()
                    }
                    HStack(spacing: 40) {
                        Toggle(isOn: $flag) { Text("Custom Toggle") }.toggleStyle(MyToggleStyle())
                        Toggle(isOn: $night) { Text("Night mode") }.toggleStyle(MyToggleStyle2())
                    }
                    TripleToggleExample()
                }
                .padding(24)
            }
        }
        let shot = try Snapshotter(Demo(), width: 800, height: 480)
        shot.expect("demo-screen")
    }
}
