import PanelBase

/// Measuring hooks on a `FramePipeline`: told before the host's update, after it and after
/// the frame is drawn, in that order, once per frame. The benchmark times its phases with
/// them; they see each frame but cannot change it.
@MainActor
public protocol FramePipelineObserver: AnyObject {
    /// The host is about to make the frame shown at `time`.
    func pipelineWillUpdate(at time: MonotonicTime)
    /// The host made `frame`; the renderer draws it next.
    func pipelineDidUpdate(_ frame: Frame)
    /// `frame` is drawn into the shadow surface.
    func pipelineDidDraw(_ frame: Frame)
}
