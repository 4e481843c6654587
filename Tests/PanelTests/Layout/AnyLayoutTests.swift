import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A tile counting its taps in its own state.
private struct Tile: View {
    let color: Color
    @State private var taps = 0
    var body: some View {
        ZStack {
            color
            Text("\(taps)")
        }
        .frame(width: 40, height: 40)
        .onTapGesture { taps += 1 }
    }
}

@Observable
private final class Arrangement {
    var isWide = true
    /// Read by the body, to run it again without changing the layout.
    var revision = 0
}

private struct Tiles: View {
    let arrangement: Arrangement
    var body: some View {
        let _ = arrangement.revision
        let layout = arrangement.isWide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Tile(color: .red)
            Tile(color: .blue)
        }
    }
}

/// Switches between a row and a column inside `withAnimation` when tapped.
private struct SwitchingTiles: View {
    @State private var isWide = true
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 20, height: 20).onTapGesture {
                withAnimation(.linear(duration: 1)) { isWide.toggle() }
            }
            let layout = isWide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
        }
    }
}

@MainActor
@Suite struct AnyLayoutTests {
    @Test func switchingTheLayoutMovesTheViewsAndKeepsTheirState() throws {
        let arrangement = Arrangement()
        let host = ViewHost(rootView: Tiles(arrangement: arrangement), width: 200, height: 200)
        host.update()
        // A row of two 40 × 40 tiles, centred.
        #expect(host.fill(of: .blue) == FixedRect(x: 100, y: 80, width: 40, height: 40))
        let blue = try #require(host.fill(of: .blue))
        host.tap(blue.center, at: 1)
        host.tap(blue.center, at: 2)
        #expect(host.displayList.texts.map(\.string) == ["0", "2"])

        arrangement.isWide = false
        host.update(at: MonotonicTime(seconds: 3))
        // A column now: the blue tile under the red one, its taps kept.
        #expect(host.fill(of: .red) == FixedRect(x: 80, y: 60, width: 40, height: 40))
        #expect(host.fill(of: .blue) == FixedRect(x: 80, y: 100, width: 40, height: 40))
        #expect(host.displayList.texts.map(\.string) == ["0", "2"])
    }

    @Test func theSameLayoutAgainLaysNothingOut() {
        let arrangement = Arrangement()
        let host = ViewHost(rootView: Tiles(arrangement: arrangement), width: 200, height: 200)
        host.update()
        let computed = host.graph.sizeComputations
        arrangement.revision += 1
        host.update()
        #expect(host.graph.sizeComputations == computed)
        arrangement.isWide = false
        host.update()
        #expect(host.graph.sizeComputations > computed)
    }

    @Test func aSwitchInsideWithAnimationMovesTheViewsThroughIntermediateFrames() throws {
        let host = ViewHost(rootView: SwitchingTiles(), width: 200, height: 200)
        host.update()
        // The button (20 high) above a row of two 40 × 40 tiles, all centred: 60 high in 200.
        let start = try #require(host.fill(of: .blue))
        #expect(start == FixedRect(x: 100, y: 90, width: 40, height: 40))
        let button = try #require(host.fill(of: .gray))
        host.tap(button.center, at: 1)
        // Linear over one second from the lift (at 1.05): half way at 1.55.
        host.update(at: MonotonicTime(seconds: 1.55))
        let middle = try #require(host.fill(of: .blue))
        host.update(at: MonotonicTime(seconds: 3))
        let end = try #require(host.fill(of: .blue))
        // A column now: the button, red, then blue; 100 high in 200.
        #expect(end == FixedRect(x: 80, y: 110, width: 40, height: 40))
        #expect(middle.minX > end.minX && middle.minX < start.minX)
        #expect(middle.minY > start.minY && middle.minY < end.minY)
        #expect(middle.minX == Fixed(90))
        #expect(middle.minY == Fixed(100))
    }

    @Test func anyLayoutOfAnAnyLayoutHoldsTheInnerLayout() {
        let inner = AnyLayout(HStackLayout())
        let outer = AnyLayout(inner)
        #expect(outer.layout is HStackLayout)
    }
}
