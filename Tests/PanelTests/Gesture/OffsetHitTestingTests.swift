import Testing
@testable import PanelBase
@testable import PanelUI

/// A gesture attached after `.offset` takes touches where the view is drawn, not where
/// layout put it (SwiftUI's offset moves hit testing with the drawing).
@MainActor
@Suite struct OffsetHitTestingTests {
    @Test func aTapAttachedAfterAnOffsetLandsWhereTheViewIsDrawn() {
        var taps: [String] = []
        let view = ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 50, height: 50).offset(x: 100, y: 0).onTapGesture { taps.append("moved") }
            Color.clear.frame(width: 200, height: 100)
        }
        let host = ViewHost(rootView: view, width: 200, height: 100)
        host.update()
        host.tap(FixedPoint(x: Fixed(25), y: Fixed(25)), at: 1)
        #expect(taps.isEmpty, "a tap where the view was laid out but is not drawn reached it")
        host.tap(FixedPoint(x: Fixed(125), y: Fixed(25)), at: 2)
        #expect(taps == ["moved"])
    }
}
