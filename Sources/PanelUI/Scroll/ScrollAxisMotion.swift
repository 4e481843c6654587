import PanelBase

/// Where a scroll view's content stands on one axis, and how it moves: following a finger
/// (with a rubber band past the edges), decelerating after a fling, springing back to an
/// edge, or running to a `scrollTo` target.
///
/// Positions are in Q16 of the layout unit (1/64 px · 2⁻¹⁶), velocities in the same per
/// second, as the display-list animations count them. A fling and a bounce advance in
/// steps of exactly one millisecond from the moment they start, so the position at a time
/// is a pure function of the touches and that time, whatever times the frames came at.
struct ScrollAxisMotion {
    /// One pixel in position units.
    static let pixel = Int64(Fixed.scale) << 16
    /// The fling's speed is multiplied by this (in thousandths) every millisecond: UIKit's
    /// normal deceleration rate, 0.998.
    static let decelerationPerMillisecond: Int64 = 998
    /// A fling slower than this (px/s) stops.
    static let stopSpeed = 10 * pixel
    /// A lift slower than this (px/s) does not fling.
    static let minimumFlingSpeed = 50 * pixel
    /// Flings are capped at this speed (px/s).
    static let maximumFlingSpeed = 8_000 * pixel
    /// The rubber band's stiffness, UIKit's 0.55, as a fraction of 100.
    static let rubberBandCoefficient: Int64 = 55
    /// The spring that brings the content back to an edge: critically damped, SwiftUI's
    /// `spring(response: 0.4, dampingFraction: 1)`.
    static let bounce = Animation.spring(response: 0.4, dampingFraction: 1)
    /// A spring is done once within 1/16 px (and 10/16 px/s), as the animator's are.
    static let tolerance: Int64 = 4 << 16

    enum Phase {
        case resting
        /// Following a finger: the position the drag started from, before the rubber band.
        case dragging(start: Int64)
        /// A fling: its start, and the last millisecond step computed (`steps` after start).
        case decelerating(start: MonotonicTime, steps: Int64, position: Int64, velocity: Int64)
        /// Running to `target` (an edge, a `scrollTo`): the animation's offset from it.
        case animating(target: Int64, value: AnimatedValue)
    }

    private(set) var phase = Phase.resting
    /// The position shown now.
    private(set) var position: Int64 = 0
    /// The farthest position: content length − viewport length, at least 0.
    private(set) var limit: Int64 = 0
    /// The viewport's length (the rubber band's scale).
    private(set) var viewport: Int64 = 0

    init() {}

    /// A motion at rest at `position`.
    private init(position: Int64) { self.position = position }

    var isDragging: Bool { if case .dragging = phase { true } else { false } }
    var isMoving: Bool {
        switch phase {
        case .resting, .dragging: false
        case .decelerating, .animating: true
        }
    }

    /// The offset the content is drawn at: the position in whole pixels (so the content
    /// stays on the pixel grid and a scroll moves pixels by whole rows).
    var shownOffset: Fixed {
        let pixels = position >= 0 ? (position + ScrollAxisMotion.pixel / 2) / ScrollAxisMotion.pixel
            : -((-position + ScrollAxisMotion.pixel / 2) / ScrollAxisMotion.pixel)
        return Fixed(Int(pixels))
    }

    /// The position as a layout length (not rounded).
    var offset: Fixed { Fixed(raw: Int(position >> 16)) }

    /// Takes the lengths of a new layout. A content at rest beyond its new end is moved
    /// back within it. With a default scroll anchor (`unit`: 0 the start, 1 the end), the
    /// first layout shows the content at the anchor, and a content at rest at the anchor
    /// stays there when the lengths change (a log at its bottom shows the lines added).
    mutating func setLengths(content: Fixed, viewport: Fixed, anchor unit: CGFloat? = nil) {
        let first = self.viewport == 0
        var resting = false
        if case .resting = phase { resting = true }
        let wasAtAnchor = unit.map { resting && position == ScrollAxisMotion.anchored(limit, $0) } ?? false
        self.viewport = Int64(Swift.max(viewport.raw, 1)) << 16
        limit = Int64(Swift.max(0, content.raw - viewport.raw)) << 16
        if let unit, first || wasAtAnchor {
            position = ScrollAxisMotion.anchored(limit, unit)
            phase = .resting
        } else if resting {
            position = Swift.min(Swift.max(position, -leadingHold), limit)
        }
    }

    /// The position that puts the content's `unit` point at the viewport's.
    private static func anchored(_ limit: Int64, _ unit: CGFloat) -> Int64 {
        Swift.min(Swift.max(Int64((Double(limit) * Double(unit)).rounded()), 0), limit)
    }

    // MARK: Following a finger

    /// A finger takes the content where it is (stopping a fling or a bounce).
    mutating func beginDrag() {
        dragStart = unbanded(position)
        phase = .dragging(start: dragStart)
    }

    /// Where the last drag started (before the rubber band): the page a pager leaves.
    private(set) var dragStart: Int64 = 0

    /// The finger moved `translation` (position units; positive towards the end, which
    /// brings the start of the content into view).
    mutating func drag(by translation: Int64) {
        guard case .dragging(let start) = phase else { return }
        position = banded(start - translation)
    }

    /// The finger lifted moving at `velocity` (position units per second, in the direction
    /// the content moves, i.e. against the position): a fling, or a bounce back to an edge.
    /// With `snap` (a `scrollTargetBehavior`), the content springs from where the finger
    /// left it to the position `snap` picks from the drag's start, the position and the
    /// velocity, instead of flinging.
    mutating func endDrag(velocity fingerVelocity: Int64, at time: MonotonicTime,
                          snap: ((_ start: Int64, _ position: Int64, _ velocity: Int64) -> Int64)? = nil) {
        let velocity = Swift.min(Swift.max(-fingerVelocity, -ScrollAxisMotion.maximumFlingSpeed), ScrollAxisMotion.maximumFlingSpeed)
        if let snap {
            let target = Swift.min(Swift.max(snap(dragStart, position, velocity), 0), limit)
            if target == position && velocity == 0 { phase = .resting } else { bounce(to: target, velocity: velocity, at: time) }
        } else if position < -leadingHold || position > limit {
            bounce(to: position < -leadingHold ? -leadingHold : limit, velocity: velocity, at: time)
        } else if abs(velocity) >= ScrollAxisMotion.minimumFlingSpeed {
            phase = .decelerating(start: time, steps: 0, position: position, velocity: velocity)
        } else {
            phase = .resting
        }
    }

    /// How far before its start the content is held open (a refresh's spinner).
    private(set) var leadingHold: Int64 = 0

    /// Holds the content open by `length` before its start (springing there from where
    /// the finger left it), or, with 0, springs it back to its start.
    mutating func hold(open length: Int64, velocity fingerVelocity: Int64, at time: MonotonicTime) {
        leadingHold = length
        let velocity = Swift.min(Swift.max(-fingerVelocity, -ScrollAxisMotion.maximumFlingSpeed), ScrollAxisMotion.maximumFlingSpeed)
        if position < -length || (length == 0 && position < 0) { bounce(to: -length, velocity: velocity, at: time) }
    }

    /// Stops where it is (scrolling turned off).
    mutating func stop() {
        phase = .resting
        position = Swift.min(Swift.max(position, 0), limit)
    }

    // MARK: Moving by itself

    /// Moves to `time`; returns whether it still moves after it.
    mutating func advance(to time: MonotonicTime) -> Bool {
        switch phase {
        case .resting, .dragging:
            return false
        case .decelerating(let start, var steps, var position, var velocity):
            let due = Swift.max(0, (time - start) / SpringStepper.stepNanoseconds)
            while steps < due {
                position += velocity / 1000
                velocity = velocity * ScrollAxisMotion.decelerationPerMillisecond / 1000
                steps += 1
                if position < 0 || position > limit {
                    // Past an edge: the spring takes the content back, from this step on.
                    self.position = position
                    bounce(to: position < 0 ? 0 : limit, velocity: velocity, at: start + steps * SpringStepper.stepNanoseconds)
                    return advance(to: time)
                }
                if abs(velocity) < ScrollAxisMotion.stopSpeed {
                    self.position = position
                    phase = .resting
                    return false
                }
            }
            self.position = position
            phase = .decelerating(start: start, steps: steps, position: position, velocity: velocity)
            return true
        case .animating(let target, var value):
            let sample = value.sample(at: time)
            position = target + sample.offset
            if value.isRunning(after: time) {
                phase = .animating(target: target, value: value)
                return true
            }
            position = target
            phase = .resting
            return false
        }
    }

    /// Moves to `target` (clamped to the content), at once or with `animation`. Returns
    /// the offset it ends at (whole pixels).
    @discardableResult
    mutating func scroll(to target: Int64, animation: Animation?, at time: MonotonicTime) -> Fixed {
        let target = Swift.min(Swift.max(target, 0), limit)
        let end = ScrollAxisMotion(position: target).shownOffset
        guard let animation else {
            position = target
            phase = .resting
            return end
        }
        var value = AnimatedValue()
        var springs = SpringCache()
        // From what is shown, keeping a running animation's velocity for a spring.
        if case .animating(let oldTarget, let running) = phase {
            value = running
            value.retarget(by: target - oldTarget, animation: animation, tolerance: ScrollAxisMotion.tolerance, springs: &springs, at: time)
        } else {
            value.retarget(by: target - position, animation: animation, tolerance: ScrollAxisMotion.tolerance, springs: &springs, at: time)
        }
        if value.isEmpty {
            position = target
            phase = .resting
            return end
        }
        phase = .animating(target: target, value: value)
        return end
    }

    private mutating func bounce(to edge: Int64, velocity: Int64, at time: MonotonicTime) {
        guard case .spring(let response, let damping, _) = ScrollAxisMotion.bounce.curve else { return }
        var value = AnimatedValue()
        value.components = [AnimationComponent(spring: SpringStepper(response: response, dampingFraction: damping),
                                               offset: position - edge, velocity: velocity,
                                               tolerance: ScrollAxisMotion.tolerance, animation: ScrollAxisMotion.bounce, at: time)]
        phase = .animating(target: edge, value: value)
    }

    /// How far a fling would carry the content from `position` before it stops (UIKit's
    /// projection: v·d/(1−d) with d the deceleration per millisecond).
    static func projected(_ position: Int64, velocity: Int64) -> Int64 {
        position + velocity / 1000 * decelerationPerMillisecond / (1000 - decelerationPerMillisecond)
    }

    // MARK: Rubber band

    /// Where an unbounded position is shown: past an edge, the overshoot x shows as
    /// c·x·d / (c·x + d) (d the viewport), which never reaches d.
    func banded(_ unbounded: Int64) -> Int64 {
        if unbounded < 0 { return -band(-unbounded) }
        if unbounded > limit { return limit + band(unbounded - limit) }
        return unbounded
    }

    /// The unbounded position shown at `shown` (the inverse of `banded`).
    func unbanded(_ shown: Int64) -> Int64 {
        if shown < 0 { return -unband(-shown) }
        if shown > limit { return limit + unband(shown - limit) }
        return shown
    }

    private func band(_ x: Int64) -> Int64 {
        let c = ScrollAxisMotion.rubberBandCoefficient
        return mulDiv(c * x, viewport, c * x + 100 * viewport)
    }

    private func unband(_ f: Int64) -> Int64 {
        let f = Swift.min(f, viewport - 1)
        return mulDiv(100 * f, viewport, ScrollAxisMotion.rubberBandCoefficient * (viewport - f))
    }
}
