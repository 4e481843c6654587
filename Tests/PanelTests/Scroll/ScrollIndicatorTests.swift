import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
@Suite struct ScrollIndicatorTests {
    private func host<V: View>(_ view: V) -> ViewHost {
        let host = ViewHost(rootView: view, width: 200, height: 400)
        host.update()
        return host
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
        let host = host(ScrollRows(log: ScrollLog()))
        // At rest: none.
        #expect(host.scrollIndicatorFills.isEmpty)
        host.drag(from: point(100, 300), dy: -110, steps: 5, interval: 0.02, at: 0, lift: false)
        let bar = try #require(host.scrollIndicatorFills.first)
        // On the trailing edge; 400 of 2000 shows a fifth of the track; moved by 100 of 1600.
        #expect(bar.maxX == Fixed(197))
        #expect(bar.width == Fixed(3))
        #expect(bar.height == Fixed(raw: Int(mulDiv(Int64(Fixed(394).raw), 400, 2000))))
        #expect(bar.minY > Fixed(3))
        // Held, then lifted without a fling: still shown for half a second...
        host.touch(.ended, point(100, 190), at: 0.5)
        host.frames(from: 0.5, to: 0.95)
        let shown = try #require(host.displayList.entries.first { if case .fill(.capsule, _, let c) = $0.item { c.alpha == 89 } else { false } })
        _ = shown
        // ...then fading...
        host.frames(from: 0.95, to: 1.125)
        let fading = host.displayList.entries.compactMap { entry -> UInt8? in
            if case .fill(.capsule, _, let c) = entry.item, c.red == 0, c.alpha > 0 { return c.alpha } else { return nil }
        }
        #expect(fading.count == 1)
        #expect(fading.first.map { $0 > 0 && $0 < 89 } == true)
        // ...and gone, with no more frames asked for.
        host.frames(from: 1.125, to: 1.5)
        #expect(host.scrollIndicatorFills.isEmpty)
        #expect(!host.needsUpdate)
    }

    @Test func theFadeIsTheSameWhateverTheFrameTimes() throws {
        func alpha(at time: Double, frameInterval: Double) -> [DisplayList.Entry] {
            let host = host(ScrollRows(log: ScrollLog()))
            host.drag(from: point(100, 300), dy: -110, steps: 5, interval: 0.02, at: 0, hold: 0.3)
            var t = 0.4
            while t < time {
                host.update(at: MonotonicTime(seconds: t))
                t += frameInterval
            }
            host.update(at: MonotonicTime(seconds: time))
            return host.displayList.entries
        }
        #expect(alpha(at: 1.1, frameInterval: 1.0 / 60) == alpha(at: 1.1, frameInterval: 0.05))
    }

    @Test func showsIndicatorsFalseHidesThem() throws {
        let host = host(ScrollRows(log: ScrollLog(), showsIndicators: false))
        host.drag(from: point(100, 300), dy: -110, steps: 5, interval: 0.02, at: 0, lift: false)
        #expect(host.top(ofRow: 0) == Fixed(-100))
        #expect(host.scrollIndicatorFills.isEmpty)
    }

    @Test func scrollIndicatorsHiddenHidesThem() throws {
        let host = host(ScrollRows(log: ScrollLog()).scrollIndicators(.hidden))
        host.drag(from: point(100, 300), dy: -110, steps: 5, interval: 0.02, at: 0, lift: false)
        #expect(host.top(ofRow: 0) == Fixed(-100))
        #expect(host.scrollIndicatorFills.isEmpty)
        // Hidden for the other axis only: the vertical one shows.
        let other = self.host(ScrollRows(log: ScrollLog()).scrollIndicators(.hidden, axes: .horizontal))
        other.drag(from: point(100, 300), dy: -110, steps: 5, interval: 0.02, at: 0, lift: false)
        #expect(other.scrollIndicatorFills.count == 1)
    }
}
