import PanelBase
import PanelUI
import PanelRender
import PanelLinux

/// Shows a view tree through the event loop: input goes to the host, timers fire at their
/// deadlines, and each frame goes through the frame pipeline into the loop's shadow
/// surface. The loop runs on the main thread, where the views live (checked at run time).
@MainActor
public final class ViewFrameProducer: @preconcurrency FrameProducer {
    public let pipeline: FramePipeline

    public init(host: ViewHost, renderer: DisplayListRenderer) {
        pipeline = FramePipeline(host: host, renderer: renderer)
    }

    public var host: ViewHost { pipeline.host }
    public var renderer: DisplayListRenderer { pipeline.renderer }

    public func handle(_ events: [InputEvent]) {
        for event in events { host.send(event) }
    }

    public func update(at time: MonotonicTime) { host.advance(to: time) }

    public var needsFrame: Bool { host.needsUpdate }

    public var nextDeadline: MonotonicTime? { host.nextDeadline }

    public func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        pipeline.drawFrame(at: time, into: shadow).damage
    }

    public func renderFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> Region {
        pipeline.drawFrame(at: time, target: target).frame.damage
    }

    public func didShow(_ flip: FlipCompletion) {}

    /// Changes to observed models made on other threads wake the loop.
    public func attach(_ wake: LoopWake) {
        host.setFrameRequest { wake.wake() }
    }
}
