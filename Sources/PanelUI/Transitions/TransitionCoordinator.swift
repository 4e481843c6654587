import PanelBase

/// A graph's transitions in flight: the views inserted in this update that still have to
/// move from their appearing state, the views removed in it that animate away, and when
/// each of those is done and leaves the tree.
///
/// The host drives it around each build (`ViewHost.commit`): the appearing views are moved
/// to identity in a second build at the same time, so the animator sees the change; the
/// departing views' end is the end of the animations running on their entries.
@MainActor
final class TransitionCoordinator {
    /// The transaction of the update being applied.
    var transaction: Transaction?
    private var appearing: [(node: any PhaseAppearing, animation: Animation)] = []
    /// Views removed in this update, animating away, until their end is known.
    private var departed: [(node: ViewNode, transition: TransitionNode)] = []
    /// Departing views by when they leave the tree.
    private var retirements: [(node: ViewNode, time: MonotonicTime)] = []

    /// The animation a view inserted or removed under `node` now moves with: that of the
    /// innermost `.animation(_:value:)` above it whose value changed in this update (unless
    /// the transaction disables those), otherwise the transaction's.
    func animation(at node: ViewNode) -> Animation? {
        if transaction?.disablesAnimations != true {
            var current: ViewNode? = node
            while let candidate = current {
                if let source = candidate as? ImplicitAnimationSource, let changed = source.changedAnimation { return changed }
                current = candidate.parent
            }
        }
        return transaction?.animation
    }

    func willAppear(_ node: any PhaseAppearing, animation: Animation) {
        appearing.append((node, animation))
    }

    var hasAppearing: Bool { !appearing.isEmpty }

    /// Moves the views inserted in the last build to identity, each under its animation.
    func startAppearing() {
        let started = appearing
        appearing = []
        for entry in started where entry.node.isInGraph { entry.node.move(to: .identity, animation: entry.animation) }
    }

    /// `node` was removed from `parent` and animates away through `transition`.
    func departed(_ node: ViewNode, through transition: TransitionNode) {
        departed.append((node, transition))
    }

    /// A departing view came back before it left: it stays.
    func returned(_ node: ViewNode) {
        retirements.removeAll { $0.node === node }
        departed.removeAll { $0.node === node }
    }

    /// After a build: each view that started leaving in it leaves when the animations on
    /// its entries end (`endTime`, nil when none runs: at once).
    func scheduleDepartures(endTime: (Range<Int>) -> MonotonicTime?, now: MonotonicTime) {
        for entry in departed {
            retirements.append((entry.node, endTime(entry.transition.drawnRange) ?? now))
        }
        departed = []
    }

    /// When the next departing view is due to leave.
    var nextRetirement: MonotonicTime? { retirements.map(\.time).min() }

    /// Takes the departing views due by `time` out of the tree. Returns whether any left.
    @discardableResult
    func retire(at time: MonotonicTime) -> Bool {
        let due = retirements.filter { $0.time <= time }
        guard !due.isEmpty else { return false }
        retirements.removeAll { $0.time <= time }
        for entry in due { entry.node.leaveAfterDeparture() }
        return true
    }
}

/// A node drawn first in a starting state when it appears (a transition's insertion, a
/// text's roll), then moved to its end in a second build at the same time.
@MainActor
protocol PhaseAppearing: AnyObject {
    var isInGraph: Bool { get }
    func move(to phase: TransitionPhase, animation: Animation?)
}

extension TransitionNode: PhaseAppearing {}

/// A node that may give the views below it an animation (`.animation(_:value:)`): nil
/// when its value did not change in this update, `.some(nil)` for a change without one.
@MainActor
protocol ImplicitAnimationSource: AnyObject {
    var changedAnimation: Animation?? { get }
}
