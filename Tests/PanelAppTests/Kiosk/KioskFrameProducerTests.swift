import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The idle path through the real event loop: the display goes off when idle, nothing is
/// presented while it is off, and the touch that wakes it turns it on, is swallowed, and
/// brings the whole screen back.
@MainActor
@Suite struct KioskFrameProducerTests {
    /// A square that turns yellow on each tap.
    struct Lamp: View {
        @State var on = false
        var body: some View {
            (on ? Color.yellow : Color.gray).onTapGesture { on.toggle() }
        }
    }

    /// Records every present: whether the output was on, what was copied, and the colour
    /// of the frame's middle.
    final class RecordingDisplay: Display {
        struct Present { var powered: Bool; var copied: Region; var middle: PixelColor }
        let inner: HeadlessDisplay
        var presents: [Present] = []
        /// How many frames had been presented at each change of power.
        var presentsAtPowerChange: [Int] = []
        init(_ inner: HeadlessDisplay) { self.inner = inner }
        var transform: ScreenTransform { inner.transform }
        var refreshInterval: Int64 { inner.refreshInterval }
        var fileDescriptor: Int32? { inner.fileDescriptor }
        var nextFlipDeadline: MonotonicTime? { inner.nextFlipDeadline }
        var isFlipPending: Bool { inner.isFlipPending }
        var isPowered: Bool { inner.isPowered }
        func setPowered(_ on: Bool) throws {
            try inner.setPowered(on)
            presentsAtPowerChange.append(presents.count)
        }
        func present(from shadow: Surface, damage: Region) throws {
            try inner.present(from: shadow, damage: damage)
            presents.append(Present(powered: inner.isPowered, copied: inner.lastCopiedRegion,
                                    middle: shadow[shadow.width / 2, shadow.height / 2]))
        }
        func handleReadable() throws -> [FlipCompletion] { try inner.handleReadable() }
        func restore() { inner.restore() }
    }

    /// Taps the middle of the screen at set times, then stops the loop.
    final class Taps: TimedInputSource {
        var events: [PointerEvent]
        let stopAt: MonotonicTime
        weak var loop: EventLoop?
        init(at times: [MonotonicTime], stopAt: MonotonicTime, middle: FixedPoint) {
            events = times.enumerated().flatMap { index, time in
                [PointerEvent(pointer: index, phase: .began, location: middle, timestamp: time),
                 PointerEvent(pointer: index, phase: .ended, location: middle, timestamp: time + 50_000_000)]
            }
            self.stopAt = stopAt
        }
        var nextDeadline: MonotonicTime? { events.first?.timestamp ?? stopAt }
        func eventsDue(at time: MonotonicTime) -> [InputEvent] {
            let due = events.prefix { $0.timestamp <= time }
            events.removeFirst(due.count)
            if events.isEmpty && time >= stopAt { loop?.stop() }
            return due.map(InputEvent.pointer)
        }
    }

    @Test func theDisplayGoesOffWhenIdleAndTheWakingTouchBringsTheWholeScreenBack() throws {
        let display = RecordingDisplay(HeadlessDisplay(width: 60, height: 40, clock: .realTime))
        let host = ViewHost(rootView: Lamp(), width: 60, height: 40)
        let inner = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        var lines: [(Log.Priority, String)] = []
        let start = MonotonicTime.now()
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: nil, offAfterSeconds: 0.5, dimBrightnessPercent: 20),
                                  now: start, backlight: nil,
                                  setDisplayPower: KioskSession.powerSwitch(for: display, log: { lines.append(($0, $1)) }),
                                  log: { _, _ in })
        let producer = KioskFrameProducer(inner: inner, idle: idle, notifier: SystemdNotifier(environment: { _ in nil }),
                                          isDisplayPowered: { display.isPowered })
        // The first tap wakes the display (off since 0.5 s); the second toggles the lamp.
        let taps = Taps(at: [start + 1_000_000_000, start + 1_200_000_000], stopAt: start + 1_500_000_000,
                        middle: FixedPoint(x: Fixed(30), y: Fixed(20)))
        let loop = EventLoop(display: display, inputs: [taps], producer: producer)
        taps.loop = loop
        #expect(try loop.run() == .stopped)

        #expect(Array(display.inner.powerChanges.prefix(2)) == [false, true])
        #expect(lines.prefix(2).map(\.1) == ["display off", "display on"])
        #expect(lines.prefix(2).allSatisfy { $0.0 == .notice })
        // Nothing is presented while the display is off.
        #expect(!display.presents.isEmpty)
        #expect(display.presents.allSatisfy { $0.powered })
        // The first frame drawn before it went off shows the lamp off; the first after waking
        // copies the whole screen; the waking tap was swallowed, so the lamp ends up on.
        let bounds = PixelRect(x: 0, y: 0, width: 60, height: 40)
        #expect(display.presents.first?.middle == Color.gray.pixelColor)
        let wokeAfter = try #require(display.presentsAtPowerChange.dropFirst().first)
        let wakingFrame = try #require(display.presents.dropFirst(wokeAfter).first)
        #expect(wakingFrame.copied == [bounds])
        #expect(display.presents.last?.middle == Color.yellow.pixelColor)
    }

    @Test func noFrameIsDrawnWhileTheDisplayIsOffAndOneIsDrawnOnWaking() throws {
        let host = ViewHost(rootView: Lamp(), width: 10, height: 10)
        let inner = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        var powered = true
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: nil, offAfterSeconds: 1, dimBrightnessPercent: 20),
                                  now: .now(), backlight: nil, setDisplayPower: { powered = $0 }, log: { _, _ in })
        let producer = KioskFrameProducer(inner: inner, idle: idle, notifier: SystemdNotifier(environment: { _ in nil }),
                                          isDisplayPowered: { powered })
        let shadow = Surface(width: 10, height: 10)
        #expect(producer.needsFrame)
        _ = producer.renderFrame(at: .now(), into: shadow)
        #expect(!producer.needsFrame)

        producer.update(at: .now() + 2_000_000_000)
        #expect(!powered)
        // A change the dark screen does not show (an action's result, say).
        let middle = FixedPoint(x: Fixed(5), y: Fixed(5))
        inner.handle([.pointer(PointerEvent(pointer: 1, phase: .began, location: middle, timestamp: .now())),
                      .pointer(PointerEvent(pointer: 1, phase: .ended, location: middle, timestamp: .now()))])
        #expect(inner.needsFrame)
        #expect(!producer.needsFrame)

        producer.handle([.pointer(PointerEvent(pointer: 0, phase: .began, location: middle, timestamp: .now()))])
        #expect(powered)
        #expect(producer.needsFrame)
        _ = producer.renderFrame(at: .now(), into: shadow)
        #expect(!producer.needsFrame)
        #expect(shadow[5, 5] == Color.yellow.pixelColor)
    }
}
