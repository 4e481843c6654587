import Panel

/// The benchmark's hooks on the frame pipeline: when each frame's update began and ended
/// and when its drawing began and ended, on CLOCK_MONOTONIC, and how many frames were
/// made. Making the surface ready in between (a back buffer brought up to date) is the
/// display's work, timed with the present (`TimedDisplay`).
@MainActor
final class FramePhaseTimer: FramePipelineObserver {
    private var updateStart: Int64 = 0
    private var updateEnd: Int64 = 0
    private var drawStart: Int64 = 0
    private var drawEnd: Int64 = 0
    /// Frames the pipeline made.
    private(set) var frames = 0

    /// The last frame's update: state changes, bodies, layout, display list and damage.
    var update: Int64 { updateEnd - updateStart }
    /// The last frame's drawing.
    var render: Int64 { drawEnd - drawStart }

    func pipelineWillUpdate(at time: MonotonicTime) { updateStart = BenchClock.now() }
    func pipelineDidUpdate(_ frame: Frame) { updateEnd = BenchClock.now() }
    func pipelineWillDraw(_ frame: Frame) { drawStart = BenchClock.now() }
    func pipelineDidDraw(_ frame: Frame) {
        drawEnd = BenchClock.now()
        frames += 1
    }
}
