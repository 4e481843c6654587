import PanelBase
import PanelUI
import PanelRender
import PanelLinux

/// Shows a view tree through the event loop: input goes to the host, timers fire at their
/// deadlines, and each frame redraws only the damage into the loop's shadow surface.
/// The loop runs on the main thread, where the views live (checked at run time).
@MainActor
public final class ViewFrameProducer: @preconcurrency FrameProducer {
    public let host: ViewHost
    public let renderer: DisplayListRenderer

    public init(host: ViewHost, renderer: DisplayListRenderer) {
        self.host = host
        self.renderer = renderer
    }

    public func handle(_ events: [InputEvent]) {
        for event in events { host.send(event) }
    }

    public func update(at time: MonotonicTime) { host.advance(to: time) }

    public var needsFrame: Bool { host.needsUpdate }

    public var nextDeadline: MonotonicTime? { host.nextDeadline }

    public func renderFrame(at time: MonotonicTime, into shadow: Surface) -> [PixelRect] {
        host.render(into: shadow, with: renderer, at: time)
    }

    public func didShow(_ flip: FlipCompletion) {}

    /// Changes to observed models made on other threads wake the loop.
    public func attach(_ wake: LoopWake) {
        host.setFrameRequest { wake.wake() }
    }
}

extension ViewHost {
    /// Updates, then redraws what changed into `surface` (all of it the first time), as it
    /// looks at the host's current time. Returns the rectangles redrawn.
    @discardableResult
    public func render(into surface: Surface, with renderer: DisplayListRenderer) -> [PixelRect] {
        render(into: surface, with: renderer, at: now)
    }

    /// Updates, then redraws what changed into `surface` as it looks at `time` (the frame's
    /// presentation time: animations are sampled then). Returns the rectangles redrawn.
    @discardableResult
    public func render(into surface: Surface, with renderer: DisplayListRenderer, at time: MonotonicTime) -> [PixelRect] {
        let damage = update(at: time)
        if let shift = pixelShift {
            // A scroll: the viewport's pixels move, and only what the shift cannot supply is
            // drawn (the whole viewport still goes to the display).
            renderer.draw(displayList, into: surface, rects: shiftedDamage, shift: shift)
        } else {
            renderer.draw(displayList, into: surface, rects: damage)
        }
        return damage
    }
}
