import PanelBase

/// A scroll view's touch. It waits until the finger has moved past the touch slop along
/// an axis the view scrolls, then claims the touch (the button or control under the finger
/// is cancelled, so scrolling a list of buttons presses none) and drags the content. On
/// lift, the finger's speed over its last moments starts a fling. A touch that lands on
/// moving content stops it and claims the touch at once: that tap only stops the scroll.
final class ScrollRecognizer: GestureRecognizer {
    /// How far a finger moves before the content follows: `DragGesture`'s default
    /// minimum distance, 10 points.
    static let slop = Fixed(10)
    /// The finger's speed at lift is measured over this much of its path (ns).
    static let velocityWindow: Int64 = 80_000_000

    private unowned let node: ScrollViewNode
    private var start = FixedPoint.zero
    /// Where the content's drag is measured from (the start moved by the slop, so the
    /// content does not jump when the drag is recognised).
    private var anchor = FixedPoint.zero
    private var dragging = false
    private var caughtMotion = false
    /// Recent positions with their times, for the lift's velocity.
    private var samples: [(time: MonotonicTime, location: FixedPoint)] = []

    init(node: ScrollViewNode) { self.node = node }

    override func began(_ touch: TouchSample) {
        start = touch.location
        samples = [(touch.time, touch.location)]
        if node.catchMotion(at: touch.time) {
            caughtMotion = true
            claim()
            change(())
        }
    }

    override func moved(_ touch: TouchSample) {
        record(touch)
        let dx = touch.location.x - start.x, dy = touch.location.y - start.y
        let axes = node.draggableAxes
        if !dragging {
            let along = FixedPoint(x: axes.contains(.horizontal) ? dx : .zero, y: axes.contains(.vertical) ? dy : .zero)
            guard along.isFarther(from: .zero, than: ScrollRecognizer.slop) || caughtMotion else { return }
            dragging = true
            anchor = caughtMotion ? touch.location : FixedPoint(x: start.x + ScrollRecognizer.slopPart(of: along.x, total: along),
                                                                 y: start.y + ScrollRecognizer.slopPart(of: along.y, total: along))
            claim()
            node.beginDrag()
        }
        node.drag(by: FixedPoint(x: touch.location.x - anchor.x, y: touch.location.y - anchor.y))
        change(())
    }

    override func ended(_ touch: TouchSample) {
        guard dragging || caughtMotion else {
            fail()
            return
        }
        record(touch)
        node.endDrag(velocity: dragging ? velocity(at: touch.time) : (0, 0), at: touch.time)
        succeed(())
    }

    override func cancelled() {
        if dragging || caughtMotion { node.endDrag(velocity: (0, 0), at: samples.last?.time ?? .zero) }
        fail()
    }

    private func record(_ touch: TouchSample) {
        samples.append((touch.time, touch.location))
        // Only the last moments count.
        while samples.count > 2, touch.time - samples[1].time > ScrollRecognizer.velocityWindow { samples.removeFirst() }
    }

    /// The finger's velocity over the window before `time`, in position units
    /// (Q16 of 1/64 px) per second; zero when it rested there.
    private func velocity(at time: MonotonicTime) -> (x: Int64, y: Int64) {
        guard let last = samples.last,
              let first = samples.first(where: { time - $0.time <= ScrollRecognizer.velocityWindow }) else { return (0, 0) }
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return (0, 0) }
        func speed(_ distance: Fixed) -> Int64 { mulDiv(Int64(distance.raw) << 16, 1_000_000_000, elapsed) }
        return (speed(last.location.x - first.location.x), speed(last.location.y - first.location.y))
    }

    /// The part of the slop that falls on one axis of the movement `total` (the slop is
    /// taken off the movement's direction).
    private static func slopPart(of component: Fixed, total: FixedPoint) -> Fixed {
        let length = integerSquareRoot(total.x.raw * total.x.raw + total.y.raw * total.y.raw)
        guard length > 0 else { return .zero }
        return Fixed(raw: roundedDivision(component.raw * slop.raw, length))
    }
}

