import PanelBase

/// Measuring hooks on a `FramePipeline`: told before the host's update, after it, once the
/// surface to draw into is ready and after the frame is drawn, in that order, once per
/// frame. The benchmark times its phases with
/// them; they see each frame but cannot change it.
@MainActor
public protocol FramePipelineObserver: AnyObject {
    /// The host is about to make the frame shown at `time`.
    func pipelineWillUpdate(at time: MonotonicTime)
    /// The host made `frame`; the surface it is drawn into is made ready next.
    func pipelineDidUpdate(_ frame: Frame)
    /// The surface is ready (a display's back buffer brought up to the frame before); the
    /// renderer draws `frame` next.
    func pipelineWillDraw(_ frame: Frame)
    /// `frame` is drawn.
    func pipelineDidDraw(_ frame: Frame)
}

extension FramePipelineObserver {
    public func pipelineWillDraw(_ frame: Frame) {}
}
