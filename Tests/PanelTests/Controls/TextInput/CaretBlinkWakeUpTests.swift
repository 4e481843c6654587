import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The loop a form with a text field runs in, on virtual time, for seconds with no input:
/// what it woke for. A focused caret in sight wakes it at the caret's deadlines (twice a
/// second) and for the flip of each frame drawn then; nothing else does.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct CaretBlinkWakeUpTests {
    /// The kiosk's producer, with each turn of the loop (its `update`), frame and deadline
    /// written down.
    @MainActor private final class RecordingProducer: @preconcurrency FrameProducer {
        let inner: ViewFrameProducer
        private(set) var wakes: [MonotonicTime] = []
        private(set) var frames: [MonotonicTime] = []
        private(set) var flips: [MonotonicTime] = []
        /// The deadlines the host asked the loop for, each once.
        private(set) var deadlines: [MonotonicTime] = []

        init(host: ViewHost) { inner = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil)) }

        func handle(_ events: [InputEvent]) { inner.handle(events) }
        func update(at time: MonotonicTime) {
            wakes.append(time)
            inner.update(at: time)
        }
        var needsFrame: Bool { inner.needsFrame }
        var nextDeadline: MonotonicTime? {
            let deadline = inner.nextDeadline
            if let deadline, deadlines.last != deadline { deadlines.append(deadline) }
            return deadline
        }
        func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
            frames.append(time)
            return inner.renderFrame(at: time, into: shadow)
        }
        func didShow(_ flip: FlipCompletion) { flips.append(flip.timestamp) }
    }

    /// What happened from `settled` on, until the loop was stopped at `end` (that wake left
    /// out).
    private struct Record {
        var wakes: [MonotonicTime]
        var frames: [MonotonicTime]
        var flips: [MonotonicTime]
        var deadlines: [MonotonicTime]

        /// What happened from `from` until before `to`.
        func window(_ from: MonotonicTime, _ to: MonotonicTime) -> Record {
            func cut(_ times: [MonotonicTime]) -> [MonotonicTime] { times.filter { $0 >= from && $0 < to } }
            return Record(wakes: cut(wakes), frames: cut(frames), flips: cut(flips), deadlines: cut(deadlines))
        }
    }

    let start = MonotonicTime(seconds: 100)

    /// Runs `host` in a loop on virtual time from `start` to `end`, with `input` played at
    /// its times and `actions` run at theirs (from the loop, as a timer would).
    private func run(_ host: ViewHost, until end: MonotonicTime, settled: MonotonicTime, input: [InputEvent] = [],
                     actions: [(MonotonicTime, () -> Void)] = []) throws -> Record {
        let clock = VirtualClock(start: start)
        let producer = RecordingProducer(host: host)
        let display = HeadlessDisplay(width: host.size.width.floorPixels, height: host.size.height.floorPixels,
                                      clock: .virtual(clock))
        let loop = EventLoop(virtualTime: clock, display: display, inputs: [InputScript(input)], producer: producer)
        loop.dispatcher.addDeadlineSource(at: end) { [unowned loop] _ in
            loop.stop()
            return nil
        }
        for (time, action) in actions {
            loop.dispatcher.addDeadlineSource(at: time) { _ in
                action()
                return nil
            }
        }
        #expect(try loop.run() == .stopped)
        return Record(wakes: producer.wakes, frames: producer.frames, flips: producer.flips, deadlines: producer.deadlines)
            .window(settled, end)
    }

    private struct Form: View {
        enum Field: Hashable { case name, city }
        let startsFocused: Bool
        @State private var name = "Ada"
        @State private var city = ""
        @FocusState private var focused: Field?

        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: $name).focused($focused, equals: .name)
                TextField("City", text: $city).focused($focused, equals: .city)
                Spacer()
            }
            .textFieldStyle(.roundedBorder)
            .padding(20)
            .onAppear { if startsFocused { focused = .name } }
        }
    }

    private func formHost(focused: Bool) -> ViewHost {
        let host = ViewHost(rootView: Form(startsFocused: focused), width: 400, height: 240)
        host.hasHardwareKeyboard = true
        return host
    }

    @Test func aFocusedFieldInSightWakesTheLoopOnlyAtItsBlinkDeadlines() throws {
        let host = formHost(focused: true)
        let settled = start + 1_000_000_000, end = start + 11_000_000_000
        let record = try run(host, until: end, settled: settled)
        // Ten seconds: twenty blinks, half a second apart.
        #expect(record.deadlines.count == 20)
        #expect(zip(record.deadlines, record.deadlines.dropFirst()).allSatisfy { $1 - $0 == BlinkingCaret.phase })
        // The loop woke at each deadline and for the flip of the frame drawn there, and for
        // nothing else: four wake-ups a second.
        #expect(record.frames.count == record.deadlines.count)
        #expect(record.flips.count == record.deadlines.count)
        #expect(record.wakes == (record.deadlines + record.flips).sorted())
        // Each frame is drawn at the deadline for the next vblank.
        let interval = Int64(1_000_000_000 / 60)
        for (deadline, frame) in zip(record.deadlines, record.frames) {
            #expect(frame > deadline && frame - deadline <= interval)
        }
    }

    @Test func anUnfocusedFormDoesNotWakeTheLoop() throws {
        let host = formHost(focused: false)
        let record = try run(host, until: start + 10_000_000_000, settled: start + 100_000_000)
        #expect(record.wakes.isEmpty)
        #expect(record.frames.isEmpty)
        #expect(host.nextDeadline == nil)
    }

    @Test func aFieldThatLosesFocusStopsWakingTheLoop() throws {
        let host = formHost(focused: true)
        // Escape at 3 s lets go of focus: the caret goes, and its deadlines with it.
        let escape: UInt16 = 1
        let input: [InputEvent] = [.key(KeyEvent(code: escape, state: .pressed, timestamp: start + 3_000_000_000)),
                                   .key(KeyEvent(code: escape, state: .released, timestamp: start + 3_040_000_000))]
        let record = try run(host, until: start + 10_000_000_000, settled: start + 1_000_000_000, input: input)
        #expect(record.window(start, start + 3_000_000_000).deadlines.count == 4)
        #expect(host.graph.focusIfMade?.focused == nil)
        // After the frame that shows the field without its caret, nothing.
        let after = record.window(start + 3_100_000_000, start + 10_000_000_000)
        #expect(after.wakes.isEmpty)
        #expect(after.frames.isEmpty)
    }

    /// A focused field in a scroll view of 100 px, with 300 px of content above it.
    private struct ScrolledForm: View {
        @MainActor final class Box { var proxy: ScrollViewProxy? }
        let box: Box
        let startsInSight: Bool
        @State private var name = "Ada"
        @FocusState private var focused: Bool

        var body: some View {
            VStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            Color.gray.frame(height: 300).id("top")
                            TextField("Name", text: $name).focused($focused).id("field")
                            Color.gray.frame(height: 300)
                        }
                    }
                    .frame(height: 100)
                    .onAppear {
                        box.proxy = proxy
                        if startsInSight { proxy.scrollTo("field", anchor: .top) }
                        focused = true
                    }
                }
                Spacer()
            }
        }
    }

    @Test func aFocusedFieldScrolledOutOfItsScrollViewDoesNotWakeTheLoop() throws {
        let box = ScrolledForm.Box()
        let host = ViewHost(rootView: ScrolledForm(box: box, startsInSight: false), width: 400, height: 400)
        host.hasHardwareKeyboard = true
        let record = try run(host, until: start + 10_000_000_000, settled: start + 100_000_000)
        #expect(host.graph.focusIfMade?.focused != nil)
        #expect(record.wakes.isEmpty)
        #expect(record.frames.isEmpty)
    }

    @Test func aFieldScrolledAwayWhileBlinkingStopsWakingTheLoop() throws {
        let box = ScrolledForm.Box()
        let host = ViewHost(rootView: ScrolledForm(box: box, startsInSight: true), width: 400, height: 400)
        host.hasHardwareKeyboard = true
        // Between two of the caret's deadlines (half seconds from the start).
        let scrolledAt = start + 3_250_000_000
        let record = try run(host, until: start + 10_000_000_000, settled: start + 1_000_000_000,
                             actions: [(scrolledAt, { box.proxy?.scrollTo("top", anchor: .top) })])
        #expect(host.graph.focusIfMade?.focused != nil)
        // Blinking while in sight...
        #expect(record.window(start + 1_000_000_000, scrolledAt).deadlines.count == 5)
        // ...then the scroll's own frame and its flip, and nothing more.
        let afterScroll = record.wakes.filter { $0 > scrolledAt }
        #expect(afterScroll.count <= 1, "woke at \(afterScroll.map { $0 - scrolledAt }) ns after the scroll")
        #expect(record.frames.filter { $0 > scrolledAt + 100_000_000 }.isEmpty)
    }
}
