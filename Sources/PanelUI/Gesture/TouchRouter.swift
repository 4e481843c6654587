import PanelBase

/// Routes each touch to the gestures of the views it began on (hit-tested against the
/// last layout), so fingers on two controls drive both independently. A touch's gestures
/// are tried innermost first, high-priority ones (`.highPriorityGesture`) before the rest;
/// the first to succeed wins: the others on that touch are cancelled. A gesture that
/// claims its touch while running (a scroll view's drag past its slop) cancels the others
/// at once, so the button under the finger is not pressed any more. Simultaneous gestures
/// (`.simultaneousGesture`) take part in none of that: they see every change of the touch
/// and end on their own.
@MainActor
final class TouchRouter {
    init() {
        // The first touch answers as fast as the ones after it: the storage its arrays
        // and table use is made ready here (making a generic type's metadata at first use
        // cost that touch's frame a tenth of a millisecond).
        touches.reserveCapacity(2)
        var takers: [any TouchTaking] = [], tracked: [Tracked] = []
        takers.reserveCapacity(1)
        tracked.reserveCapacity(1)
    }
    private struct Tracked {
        weak var node: (any TouchTaking)?
        let recognizer: GestureRecognizer
        /// Whether it competes with the touch's other gestures (false: simultaneous).
        let isExclusive: Bool
        /// Whether its view is drawn through a geometry effect (its locations are mapped).
        var isTransformed = false
        /// Whether the recognizer follows other touches too (a two-finger gesture).
        var isShared = false
    }
    private var touches: [Int: [Tracked]] = [:]

    /// The earliest timer any running gesture waits for.
    var nextDeadline: MonotonicTime? {
        touches.values.flatMap { $0 }.compactMap { $0.recognizer.deadline }.min()
    }

    /// How many gestures follow touches now (each may wait on a timer): none once every
    /// finger is up.
    var trackedGestureCount: Int { touches.values.reduce(0) { $0 + $1.count } }

    /// Fires every gesture timer due at or before `time`.
    func advance(to time: MonotonicTime) {
        for pointer in touches.keys.sorted() {
            deliver(pointer) { entry in
                if let deadline = entry.recognizer.deadline, deadline <= time {
                    entry.recognizer.deadlineReached(time)
                }
            }
        }
    }

    func handle(_ event: PointerEvent, root: ViewNode) {
        // Timers due before this event fire first, as they would have in real time.
        advance(to: event.timestamp)
        switch event.phase {
        case .began:
            // A slot that begins again lost its end: cancel what it drove.
            cancel(event.pointer)
            var path: [ViewNode] = []
            _ = root.hitTest(event.location, path: &path)
            // (Debug builds check that every conforming node says so.)
            assert(path.allSatisfy { ($0 is any TouchTaking) == ($0.touchTaker != nil) }, "a TouchTaking node must override takesTouches")
            // The path runs innermost first: a node turning off the gestures inside it
            // drops those found so far.
            var takers: [any TouchTaking] = []
            for case let node? in path.lazy.map(\.touchTaker) {
                if node.disablesGesturesInside { takers.removeAll() }
                takers.append(node)
            }
            var tracked: [Tracked] = [], highPriority: [Tracked] = []
            for node in takers where node.environment.isEnabled {
                if node.activeTouches > 0 {
                    // A second finger on a view joins its two-finger gesture, and starts nothing else.
                    guard var joined = joinableGesture(of: node) else { continue }
                    node.activeTouches += 1
                    joined.isShared = true
                    if node.gesturePriority == .high { highPriority.append(joined) } else { tracked.append(joined) }
                    continue
                }
                guard let recognizer = node.makeRecognizer() else { continue }
                node.activeTouches += 1
                let priority = node.gesturePriority
                let entry = Tracked(node: node, recognizer: recognizer, isExclusive: priority != .simultaneous,
                                    isTransformed: node.isUnderGeometryEffect)
                if priority == .high { highPriority.append(entry) } else { tracked.append(entry) }
            }
            // High-priority gestures go first, the outermost of them first (it holds the
            // others), then the rest innermost first.
            tracked = highPriority.reversed() + tracked
            guard !tracked.isEmpty else { return }
            touches[event.pointer] = tracked
            for entry in tracked where entry.isShared {
                if let first = entry.recognizer.followedPointers.first, var others = touches[first],
                   let index = others.firstIndex(where: { $0.recognizer === entry.recognizer }) {
                    others[index].isShared = true
                    touches[first] = others
                }
            }
            deliver(event.pointer) { $0.recognizer.touchBegan(sample(event, $0)) }
        case .moved:
            deliver(event.pointer) { $0.recognizer.touchMoved(sample(event, $0)) }
        case .ended:
            deliver(event.pointer) { $0.recognizer.touchEnded(sample(event, $0)) }
            release(event.pointer)
        case .cancelled:
            cancel(event.pointer)
        }
    }

    private func sample(_ event: PointerEvent, _ entry: Tracked) -> TouchSample {
        let node = entry.node
        let location = entry.isTransformed ? node?.gestureLocation(of: event.location) ?? event.location : event.location
        return TouchSample(location: location, time: event.timestamp, bounds: node?.screenFrame ?? .zero, node: node,
                           pointer: event.pointer)
    }

    /// The running gesture of `node` that takes another finger (a pinch with one so far).
    private func joinableGesture(of node: any TouchTaking) -> Tracked? {
        for pointer in touches.keys.sorted() {
            for entry in touches[pointer] ?? [] where entry.node === node && entry.recognizer.wantsAnotherTouch {
                return entry
            }
        }
        return nil
    }

    /// Hands a touch's change to its gestures in order, until one of the competing ones
    /// succeeds; simultaneous gestures get every change.
    private func deliver(_ pointer: Int, _ body: (Tracked) -> Void) {
        guard let tracked = touches[pointer] else { return }
        for entry in tracked {
            if entry.isExclusive && TouchRouter.anyExclusiveSucceeded(tracked) { continue }
            body(entry)
        }
        if tracked.contains(where: \.isShared) {
            // A two-finger gesture's change decides the other finger's gestures too.
            for other in touches.keys.sorted() { settle(other) }
        } else {
            settle(pointer)
        }
    }

    private static func anyExclusiveSucceeded(_ tracked: [Tracked]) -> Bool {
        tracked.contains { $0.isExclusive && $0.recognizer.phase == .succeeded }
    }

    /// After a success, the touch's other competing gestures fail; finished ones are dropped.
    private func settle(_ pointer: Int) {
        guard var tracked = touches[pointer] else { return }
        if TouchRouter.anyExclusiveSucceeded(tracked) {
            for entry in tracked where entry.isExclusive { entry.recognizer.fail() }
        } else if let claimer = tracked.first(where: { $0.isExclusive && $0.recognizer.claimsTouch && !$0.recognizer.isFinished }) {
            for entry in tracked where entry.isExclusive && entry.recognizer !== claimer.recognizer { entry.recognizer.cancelIfRunning() }
        }
        tracked.removeAll { entry in
            guard entry.recognizer.isFinished else { return false }
            entry.node?.activeTouches -= 1
            return true
        }
        touches[pointer] = tracked.isEmpty ? nil : tracked
    }

    /// Fails every gesture of every touch down (a modal layer came over them).
    func cancelAll() {
        for pointer in touches.keys.sorted() { cancel(pointer) }
    }

    /// Ends a lifted touch: its gestures that follow no other touch still down are
    /// cancelled; a two-finger gesture that goes on with the other finger is only let go of.
    private func release(_ pointer: Int) {
        guard let tracked = touches.removeValue(forKey: pointer) else { return }
        for entry in tracked {
            let followedElsewhere = entry.isShared && touches.values.contains { $0.contains { $0.recognizer === entry.recognizer } }
            if !followedElsewhere { entry.recognizer.cancelIfRunning() }
            entry.node?.activeTouches -= 1
        }
    }

    /// Fails every gesture the touch drives.
    func cancel(_ pointer: Int) {
        guard let tracked = touches.removeValue(forKey: pointer) else { return }
        for entry in tracked {
            entry.recognizer.cancelIfRunning()
            entry.node?.activeTouches -= 1
        }
    }
}
