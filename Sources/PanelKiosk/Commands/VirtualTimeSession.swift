import Panel

/// A screen hosted headless on simulated time: touches played at their times, and every
/// frame worth drawing drawn into a shadow surface as the display would show it. Time
/// moves frame by frame (60 Hz) only while something moves on screen, and otherwise jumps
/// to the frame of the next touch or timer (`SnapshotClock`), so the work is bounded by the
/// touches and animation frames, never by the length of a wait.
///
/// It runs on the event loop's dispatcher on virtual time: each frame is a deadline source,
/// and the virtual clock jumps from one frame to the next. Frames fall on the snapshot's
/// grid, each drawn at its own time, so a snapshot does not depend on how late a
/// real loop would start its frames.
///
/// `snapshot` plays one script (or recording) in it; `soak` plays a script over and over in
/// the same session, time going on from one cycle to the next.
@MainActor
final class VirtualTimeSession {
    let host: ViewHost
    /// What the display would show, in logical pixels.
    let shadow: Surface
    let transform: ScreenTransform
    private let pipeline: FramePipeline
    /// The frame grid.
    private var frames: SnapshotClock
    private let dispatcher: EventDispatcher

    /// The simulated time the screen was last drawn at.
    var time: MonotonicTime { frames.time }

    /// Hosts `content` at the logical size of `transform` and draws its first frame at `start`.
    init(_ content: PanelContent, transform: ScreenTransform, fonts: FontSet, start: MonotonicTime = .zero) {
        self.transform = transform
        host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: fonts)
        pipeline = FramePipeline(host: host, renderer: DisplayListRenderer(fonts: fonts, background: content.background))
        shadow = Surface(width: transform.logicalWidth, height: transform.logicalHeight)
        frames = SnapshotClock(start: start)
        dispatcher = EventDispatcher(virtualTime: VirtualClock(start: start))
        // Simulated time starts now on the wall clock: a clock on screen shows the time
        // the command ran, not the time the machine booted (monotonic zero).
        host.wallClock = WallClock(showing: WallClock.system().wall(at: .now()), at: start)
        pipeline.drawFrame(at: host.now, into: shadow)
    }

    /// A source playing `script` from now, each label looked up on the screen as it stands
    /// when its command comes up. Its problems (a label no control has) are collected in
    /// `problems`, for the caller to report with the labels there are.
    func source(playing script: TouchScript) -> ScriptedInputSource {
        let host = self.host
        let scripted = ScriptedInputSource(script: script, transform: transform, startTime: time,
                                           resolveLabel: { host.activationPoint(ofControlLabeled: $0) })
        scripted.onProblem = { _ in }
        return scripted
    }

    /// A source replaying `recording` from now.
    func source(replaying recording: EvemuRecording) throws(InputFileError) -> ScriptedInputSource {
        try ScriptedInputSource(recording: recording, transform: transform, startTime: time)
    }

    /// Plays `source` until nothing of it is due any more, drawing the frames on the way.
    /// Returns false when simulated time ran out first (it saturates, hundreds of years on).
    @discardableResult
    func play(_ source: ScriptedInputSource) -> Bool {
        var ranOut = false
        // The next frame on the way to the source's next event.
        func nextFrame() -> MonotonicTime? {
            guard let due = source.nextDeadline else { return nil }
            guard let next = frames.advance(toward: due, host: host) else {
                ranOut = true
                return nil
            }
            return next
        }
        runFrames(next: nextFrame) { time in
            for event in source.eventsDue(at: time) { self.host.send(event) }
        }
        return !ranOut
    }

    /// Lets time pass until exactly `end`, drawing the frames on the way.
    func pass(until end: MonotonicTime) {
        func nextFrame() -> MonotonicTime? {
            frames.time < end ? frames.advance(toward: end, host: host, landing: true) : nil
        }
        runFrames(next: nextFrame) { _ in }
    }

    /// Draws frames at the times `next` gives, each after `deliver` gave it its input, until
    /// `next` gives none (it is asked after each frame, as the screen then stands).
    private func runFrames(next: @escaping () -> MonotonicTime?, deliver: @escaping (MonotonicTime) -> Void) {
        let source = dispatcher.addDeadlineSource(at: next()) { time in
            deliver(time)
            self.host.advance(to: time)
            self.pipeline.drawFrame(at: self.host.now, into: self.shadow)
            return next()
        }
        defer { dispatcher.remove(source) }
        // Only deadlines, and virtual time: nothing here can fail or block.
        try? dispatcher.run()
    }

    /// The labels of the controls on screen, for messages about a label not found.
    var labels: [String] { host.interactiveElements().map(\.label) }
}
