import PanelBase

/// What the event loop drives: it takes touch, keeps time-based state (gesture timers,
/// animations) and draws frames into the shadow surface. The view graph implements it;
/// tests use small fakes.
public protocol FrameProducer: AnyObject {
    /// Input events read since the last call, oldest first.
    func handle(_ events: [InputEvent])

    /// Called each time the loop wakes, before frames are considered: fires whatever was
    /// due by `time` (long-press timers, scripted steps).
    func update(at time: MonotonicTime)

    /// Whether something changed that the screen does not show yet. While true (an
    /// animation runs), the loop draws a frame at every vblank; while false it sleeps.
    var needsFrame: Bool { get }

    /// The next moment `update(at:)` must run even if nothing else happens, or nil.
    var nextDeadline: MonotonicTime? { get }

    /// Draws the frame that will be shown at `time` (the predicted vblank) into `shadow`
    /// (logical size) and returns the logical pixels that changed.
    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region

    /// Draws the frame shown at `time` into the surface `target` gives once the frame is
    /// known (the event loop's: the shadow, or the display's back buffer). Told what the
    /// frame draws, `target` returns a surface that shows the frame before. Returns the logical pixels that
    /// changed. By default, `renderFrame(at:into:)` into the surface given for no shift.
    func renderFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> Region

    /// A presented frame reached the screen (for frame timing and latency measurement).
    func didShow(_ flip: FlipCompletion)

    /// The loop that will drive this producer gives it its wake-up, for changes made on
    /// other threads (a view host's observed models); called once, when the loop is made.
    func attach(_ wake: LoopWake)
}

extension FrameProducer {
    public func update(at time: MonotonicTime) {}
    public var nextDeadline: MonotonicTime? { nil }
    public func didShow(_ flip: FlipCompletion) {}
    public func renderFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> Region {
        renderFrame(at: time, into: target(.unknown))
    }
    public func attach(_ wake: LoopWake) {}
}
