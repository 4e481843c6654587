import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Scripted touches and screen queries for headless hosts.
@MainActor
extension ViewHost {
    /// Sends the touch, then makes a frame and returns it.
    @discardableResult
    func touch(_ phase: PointerEvent.Phase, _ point: FixedPoint, at seconds: Double, pointer: Int = 0) -> Frame {
        send(PointerEvent(pointer: pointer, phase: phase, location: point, timestamp: MonotonicTime(seconds: seconds)))
        return update()
    }

    /// Presses and lifts 50 ms later; returns the frame made after the lift.
    @discardableResult
    func tap(_ point: FixedPoint, at seconds: Double, pointer: Int = 0) -> Frame {
        touch(.began, point, at: seconds, pointer: pointer)
        return touch(.ended, point, at: seconds + 0.05, pointer: pointer)
    }

    func tap(label: String, at seconds: Double) {
        guard let element = element(labeled: label) else {
            Issue.record("no interactive element labelled \(label): \(interactiveElements())")
            return
        }
        tap(element.activationPoint, at: seconds)
    }

    func wait(until seconds: Double) {
        advance(to: MonotonicTime(seconds: seconds))
        update()
    }

    var groupEffects: [GroupEffect] {
        displayList.entries.compactMap { if case .beginGroup(let effect) = $0.item { return effect } else { return nil } }
    }

    func fills(of color: Color) -> [FixedRect] {
        displayList.entries.compactMap {
            if case .fill(_, let rect, let c) = $0.item, c == color.pixelColor { return rect } else { return nil }
        }
    }

    func fill(of color: Color) -> FixedRect? { fills(of: color).first }
}

extension FixedRect {
    var center: FixedPoint { point(at: .center) }
}

extension FixedPoint {
    func offsetBy(dx: Double, dy: Double) -> FixedPoint { FixedPoint(x: x + Fixed(dx), y: y + Fixed(dy)) }
}

@MainActor
@Suite struct ViewHostTests {
    @Test func centresRootViewOnTheScreen() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 50), width: 400, height: 300)
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func firstFrameDamagesEverythingAndAnIdleFrameNothing() {
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 50), width: 400, height: 300)
        #expect(host.needsUpdate)
        #expect(host.update().damage == [PixelRect(x: 0, y: 0, width: 400, height: 300)])
        #expect(!host.needsUpdate)
        #expect(host.update().isEmpty)
    }

    @Test func listsControlsWithLabelsFramesAndActivationPoints() throws {
        struct Panel: View {
            @State var on = false
            var body: some View {
                VStack {
                    Button("Start") {}
                    Toggle("Heater", isOn: $on)
                    Text("Tap").onTapGesture {}
                    Button("Off") {}.disabled(true)
                }
            }
        }
        let host = ViewHost(rootView: Panel(), width: 480, height: 480)
        let elements = host.interactiveElements()
        #expect(elements.map(\.kind) == [.button, .toggle, .gesture, .button])
        #expect(elements.map(\.label) == ["Start", "Heater", "Tap", "Off"])
        #expect(elements.map(\.isEnabled) == [true, true, true, false])
        let start = try #require(host.element(labeled: "Start"))
        #expect(start.activationPoint == start.frame.center)
        #expect(start.frame.width >= Fixed(120) && start.frame.height >= Fixed(56))
    }
}

