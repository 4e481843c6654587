import Panel

/// A screen hosted headless on simulated time: touches played at their times, and every
/// frame worth drawing drawn into a shadow surface as the display would show it. Time
/// moves frame by frame (60 Hz) only while something moves on screen, and otherwise jumps
/// to the frame of the next touch or timer (`SnapshotClock`), so the work is bounded by the
/// touches and animation frames, never by the length of a wait.
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
    private var clock: SnapshotClock

    /// The simulated time the screen was last drawn at.
    var time: MonotonicTime { clock.time }

    /// Hosts `content` at the logical size of `transform` and draws its first frame at `start`.
    init(_ content: PanelContent, transform: ScreenTransform, fonts: FontSet, start: MonotonicTime = .zero) {
        self.transform = transform
        host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: fonts)
        pipeline = FramePipeline(host: host, renderer: DisplayListRenderer(fonts: fonts, background: content.background))
        shadow = Surface(width: transform.logicalWidth, height: transform.logicalHeight)
        clock = SnapshotClock(start: start)
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
        while let due = source.nextDeadline {
            guard let time = clock.advance(toward: due, host: host) else { return false }
            for event in source.eventsDue(at: time) { host.send(event) }
            host.advance(to: time)
            pipeline.drawFrame(at: host.now, into: shadow)
        }
        return true
    }

    /// Lets time pass until exactly `end`, drawing the frames on the way.
    func pass(until end: MonotonicTime) {
        while clock.time < end, let time = clock.advance(toward: end, host: host, landing: true) {
            host.advance(to: time)
            pipeline.drawFrame(at: host.now, into: shadow)
        }
    }

    /// The labels of the controls on screen, for messages about a label not found.
    var labels: [String] { host.interactiveElements().map(\.label) }
}
