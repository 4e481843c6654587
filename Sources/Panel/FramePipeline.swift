import PanelBase
import PanelUI
import PanelRender

/// How every frame is made, in the kiosk, in `snapshot` and in the benchmark: the host's
/// update at the frame's presentation time gives a `Frame` (display list, damage, a
/// scroll's shift), and the renderer brings the shadow surface, which shows the frame
/// before, up to it. An observer may measure the steps; none changes them.
@MainActor
public final class FramePipeline {
    public let host: ViewHost
    public let renderer: DisplayListRenderer
    /// Told of each step as it happens (the benchmark times them); nil in the kiosk.
    public var observer: (any FramePipelineObserver)?

    public init(host: ViewHost, renderer: DisplayListRenderer) {
        self.host = host
        self.renderer = renderer
    }

    /// Makes the frame shown at `time` (animations are sampled then) and draws it into
    /// `surface`. Returns the frame: its damage is what the display must copy.
    @discardableResult
    public func drawFrame(at time: MonotonicTime, into surface: Surface) -> Frame {
        drawFrame(at: time) { _ in surface }.frame
    }

    /// Makes the frame shown at `time` and draws it into the surface `target` gives for
    /// what the frame draws (`FrameProducer.renderFrame(at:target:)`). Returns the
    /// frame and the surface it was drawn into.
    public func drawFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> (frame: Frame, surface: Surface) {
        observer?.pipelineWillUpdate(at: time)
        let frame = host.update(at: time)
        observer?.pipelineDidUpdate(frame)
        let surface = target(DrawingPlan(shift: frame.shift?.pixels, redrawn: frame.shift?.damage ?? frame.damage))
        observer?.pipelineWillDraw(frame)
        renderer.draw(frame, into: surface)
        observer?.pipelineDidDraw(frame)
        return (frame, surface)
    }
}

extension ViewHost {
    /// Makes the frame as the screen looks at the host's current time and draws it into
    /// `surface`, which shows the frame before (nothing, the first time): the pipeline's
    /// frame, for tests and one-off pictures.
    @discardableResult
    public func render(into surface: Surface, with renderer: DisplayListRenderer) -> Frame {
        render(into: surface, with: renderer, at: now)
    }

    /// The same, for the frame shown at `time` (animations are sampled then).
    @discardableResult
    public func render(into surface: Surface, with renderer: DisplayListRenderer, at time: MonotonicTime) -> Frame {
        FramePipeline(host: self, renderer: renderer).drawFrame(at: time, into: surface)
    }
}
