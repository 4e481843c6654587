import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A tap and a long press aimed by label travel the whole input path: script → virtual
/// protocol-B events → decoder (calibration, rotation) → pointer events → the views'
/// hit testing and gestures on a headless host.
@MainActor
@Suite struct ScriptedInputToViewsTests {
    struct Controls: View {
        @State var taps = 0
        @State var held = false
        var body: some View {
            VStack(spacing: 40) {
                Button("Tap Me!") { taps += 1 }
                Text("taps \(taps)")
                Text("Hold Me!").onLongPressGesture(minimumDuration: 1) { held = true }
                Text(held ? "held" : "not held")
            }
        }
    }

    /// Plays `script` into `host` at its scripted times, firing gesture timers in between.
    func play(_ script: String, on host: ViewHost, transform: ScreenTransform) throws -> ScriptedInputSource {
        let start = MonotonicTime(seconds: 100)
        let source = ScriptedInputSource(script: try TouchScript(parsing: script, file: "demo.touch"), transform: transform,
                                         startTime: start, resolveLabel: { label in
                                             MainActor.assumeIsolated { host.element(labeled: label)?.activationPoint }
                                         })
        var last = start
        while let deadline = source.nextDeadline {
            host.advance(to: deadline)
            for event in source.eventsDue(at: deadline) { host.send(event) }
            host.update()
            last = deadline
        }
        host.advance(to: last + 2_000_000_000)
        host.update()
        return source
    }

    @Test func aTapAndALongPressByLabelTriggerTheirControlsInEveryRotation() throws {
        for rotation in Rotation.allCases {
            let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: rotation)
            let host = ViewHost(rootView: Controls(), width: transform.logicalWidth, height: transform.logicalHeight)
            host.update()
            #expect(host.visibleTexts.contains("taps 0"))
            let source = try play("tap \"Tap Me!\"\nwait 0.3\ntap \"Tap Me!\"\nwait 0.3\nhold \"Hold Me!\" 1.2", on: host, transform: transform)
            #expect(source.problems.isEmpty, "\(rotation)")
            #expect(host.visibleTexts.contains("taps 2"), "\(rotation): \(host.visibleTexts)")
            #expect(host.visibleTexts.contains("held"), "\(rotation): \(host.visibleTexts)")
        }
    }

    @Test func aShortHoldDoesNotCountAsALongPress() throws {
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
        let host = ViewHost(rootView: Controls(), width: 800, height: 480)
        host.update()
        _ = try play("hold \"Hold Me!\" 0.5", on: host, transform: transform)
        #expect(host.visibleTexts.contains("not held"))
    }
}
