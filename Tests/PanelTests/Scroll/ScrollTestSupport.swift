import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// What the scroll tests' buttons did.
@MainActor
final class ScrollLog {
    var taps: [Int] = []
}

/// A column of `count` buttons 40 px high, labelled "Row i", in a vertical scroll view.
@MainActor
struct ScrollRows: View {
    let log: ScrollLog
    var count = 50
    var showsIndicators = true

    var body: some View {
        ScrollView(showsIndicators: showsIndicators) {
            VStack(spacing: 0) {
                ForEach(0..<count) { index in
                    Button(action: { log.taps.append(index) }) {
                        Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 40)
                    }
                    .buttonStyle(.plain)
                    .id(index)
                }
            }
        }
    }
}

@MainActor
extension ViewHost {
    /// The top of the view with `.id(index)` on screen (a row).
    func top(ofRow index: Int) -> Fixed? { frame(ofID: index)?.minY }

    func frame(ofID id: Int) -> FixedRect? {
        var found: FixedRect?
        graph.root.forEachDescendant {
            if found == nil, let node = $0 as? IdentityNode, node.id == AnyHashable(id) { found = node.screenFrame }
        }
        return found
    }

    /// Moves a finger from `start` by (dx, dy) in `steps` equal moves `interval` seconds
    /// apart, beginning at `time`; lifts it `hold` seconds after the last move unless
    /// `lift` is false. Returns the time of the last event.
    @discardableResult
    func drag(from start: FixedPoint, dx: Double = 0, dy: Double, steps: Int, interval: Double, at time: Double,
              hold: Double = 0, lift: Bool = true) -> Double {
        touch(.began, start, at: time)
        var t = time
        for step in 1...steps {
            t = time + interval * Double(step)
            touch(.moved, start.offsetBy(dx: dx * Double(step) / Double(steps), dy: dy * Double(step) / Double(steps)), at: t)
        }
        if lift {
            t += hold
            touch(.ended, start.offsetBy(dx: dx, dy: dy), at: t)
        }
        return t
    }

    /// Draws frames every 1/60 s from `from` to `to` (seconds), as the display loop would.
    func frames(from: Double, to: Double) {
        var t = from
        while t <= to {
            update(at: MonotonicTime(seconds: t))
            t += 1.0 / 60
        }
        advance(to: MonotonicTime(seconds: to))
        update(at: MonotonicTime(seconds: to))
    }

    /// The indicator bars drawn now.
    var scrollIndicatorFills: [FixedRect] {
        displayList.entries.compactMap {
            if case .fill(.capsule, let rect, let color) = $0.item, color.red == 0, color.green == 0, color.alpha > 0, color.alpha < 255 {
                return rect
            }
            return nil
        }
    }
}

