/// What the loop did in the stretch at the end of a scene where no input comes: how often
/// it woke and how many frames it drew. A panel that shows no change wakes for nothing; a
/// focused text field's blinking caret wakes it at each of its deadlines (twice a second)
/// and once more for each frame's flip.
struct BenchIdleTail: Hashable, Sendable {
    /// How long the stretch lasts, ns.
    var duration: Int64
    /// The loop's wake-ups in it (each turn of the loop after a wait), the scene's own
    /// end left out.
    var wakeUps: Int
    /// Frames drawn in it.
    var frames: Int

    var wakeUpsPerSecond: Double { perSecond(wakeUps) }
    var framesPerSecond: Double { perSecond(frames) }

    private func perSecond(_ count: Int) -> Double {
        duration > 0 ? Double(count) * 1e9 / Double(duration) : 0
    }
}
