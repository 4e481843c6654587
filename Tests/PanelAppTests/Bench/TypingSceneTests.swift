import Testing
import Panel
@testable import PanelKiosk

/// The `typing` scene: keys through the whole input path into a form, each key press
/// measured to the flip that shows it, and the loop's wake-ups in the idle tail.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct TypingSceneTests {
    let scene = TypingScene()
    let interval: Int64 = 16_666_666

    /// Key presses whose latency is measured: all but the modifiers'.
    func measuredPresses(_ input: [InputEvent]) -> Int {
        input.keyEvents.filter { $0.state == .pressed && !BenchFrameProducer.modifierKeyCodes.contains($0.code) }.count
    }

    @Test func theKeysTypeTheFormAndReturnMovesToTheNextField() throws {
        let environment = try BenchEnvironment()
        let host = scene.makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        let start = MonotonicTime(seconds: 10)
        let input = try scene.input(host: host, start: start, interval: interval)
        // Human-fast: one press every 60 to 100 ms, Shift around the capitals.
        let presses = input.keyEvents.filter { $0.state == .pressed && $0.code != KeyboardLayout.leftShiftCode }.map(\.timestamp)
        let gaps = zip(presses, presses.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= 60_000_000 && $0 <= 100_000_000 })
        #expect(input.keyEvents.filter { $0.code == KeyboardLayout.leftShiftCode && $0.state == .pressed }.count == 7)
        // Played as a device's events, through the decoder, into the host.
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
        let source = try BenchInputScript.source(for: input, transform: transform, start: start)
        while let due = source.nextDeadline {
            for event in source.eventsDue(at: due) { host.send(event) }
            host.update(at: due)
        }
        let texts = Set(host.displayList.texts.map(\.string))
        #expect(texts.isSuperset(of: ["Ada Lovelace", "12 St James's Sq", "London", "It weaves algebraical patterns."]))
        #expect(!texts.contains("Ada Lovelacr"))
        // Focus went on with each Return, and stays in the last field: its caret is drawn
        // there (shown again at 6 s, a whole number of blinks after the last key).
        let note = try #require(host.element(labeled: "Note"))
        #expect(host.nextDeadline != nil)
        var caret: FixedRect?
        var time = start + 6_000_000_000
        while caret == nil, time < start + 8_000_000_000 {
            host.advance(to: time)
            host.update(at: time)
            caret = host.displayList.entries.compactMap { entry -> FixedRect? in
                if case .fill(_, let rect, let color) = entry.item, rect.width == Fixed(2), color.argb >> 24 > 0 { return rect }
                return nil
            }.first
            time = time + 250_000_000
        }
        let shown = try #require(caret)
        #expect(shown.minY >= note.frame.minY && shown.maxY <= note.frame.maxY)
    }

    @Test func eachKeyPressIsMeasuredToTheFlipThatShowsIt() throws {
        let environment = try BenchEnvironment()
        let run = try BenchHarness(environment: environment, target: .virtual).run(scene, mode: .small)
        let host = scene.makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        let presses = measuredPresses(try scene.input(host: host, start: .zero, interval: interval))
        #expect(presses == 70)
        // Every key press that typed, deleted or moved on, and nothing else (not Shift,
        // not a release), reached the screen: at the first vblank after it, or the next when
        // it came after that frame began (`FrameBudget` starts it 1 ms before). A Return
        // moves focus through the form's `FocusState`, which shows an update later: one
        // refresh more.
        #expect(run.latency.count == presses)
        #expect(run.latency.p50 > 0 && run.latency.p50 <= run.refreshInterval)
        #expect(run.latency.max <= 2 * run.refreshInterval + 1_000_000)
        // A frame per key press, and per blink of the caret at rest.
        #expect(run.frameCount >= presses)
        #expect(run.missedRefreshes == 0)
    }

    @Test func theIdleTailWakesTheLoopOnlyForTheCaret() throws {
        let environment = try BenchEnvironment()
        let run = try BenchHarness(environment: environment, target: .virtual).run(scene, mode: .small)
        let tail = try #require(run.idleTail)
        #expect(tail.duration == Int64(scene.idleTailVblanks) * run.refreshInterval)
        // Three seconds: the caret shows and hides six times (a frame each), and the loop
        // wakes for each of those deadlines and for each frame's flip.
        #expect(tail.frames == 6)
        #expect(tail.wakeUps == 2 * tail.frames)
        #expect(abs(tail.wakeUpsPerSecond - 4) < 0.1)
        #expect(run.notes.contains { $0.hasPrefix("idle tail") })
    }

    @Test func inputInTheIdleTailIsRefusedByName() throws {
        struct LateKey: BenchScene {
            let name = "late"
            let vblanks = 60
            var idleTailVblanks: Int { 30 }
            func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
                ViewHost(rootView: Color.blue, width: width, height: height, textMeasurer: measurer)
            }
            func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
                var builder = BenchInputBuilder()
                builder.key(30, at: start + 40 * interval, duration: 1_000_000)
                return builder.events
            }
        }
        let environment = try BenchEnvironment()
        #expect(throws: BenchSceneError.self) {
            try BenchHarness(environment: environment, target: .virtual).run(LateKey(), mode: BenchMode(width: 100, height: 60))
        }
    }
}
