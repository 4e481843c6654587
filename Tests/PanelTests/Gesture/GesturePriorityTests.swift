import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
private final class Taps {
    var names: [String] = []
}

/// A card with a button-like tap inside it, the card's own tap attached in one of
/// SwiftUI's three ways.
@MainActor
private struct Card: View {
    enum Attachment { case normal, high, simultaneous, onlyOwn, onlySubviews }
    let taps: Taps
    let attachment: Attachment

    var body: some View {
        let inner = Rectangle().fill(Color.blue).frame(width: 40, height: 40)
            .onTapGesture { taps.names.append("inner") }
        let card = ZStack { inner }.frame(width: 100, height: 100).contentShape(Rectangle())
        let tap = TapGesture().onEnded { taps.names.append("card") }
        return Group {
            switch attachment {
            case .normal: card.gesture(tap)
            case .high: card.highPriorityGesture(tap)
            case .simultaneous: card.simultaneousGesture(tap)
            case .onlyOwn: card.gesture(tap, including: .gesture)
            case .onlySubviews: card.gesture(tap, including: .subviews)
            }
        }
    }
}

@MainActor
@Suite struct GesturePriorityTests {
    private func tapped(_ attachment: Card.Attachment, at point: FixedPoint) -> [String] {
        let taps = Taps()
        let host = ViewHost(rootView: Card(taps: taps, attachment: attachment), width: 100, height: 100)
        host.update()
        host.tap(point, at: 1)
        return taps.names
    }

    private let onInner = FixedPoint(x: Fixed(50), y: Fixed(50))
    private let onCardOnly = FixedPoint(x: Fixed(5), y: Fixed(5))

    @Test func theInnerViewsGestureWinsOverTheCardsOwn() {
        #expect(tapped(.normal, at: onInner) == ["inner"])
        #expect(tapped(.normal, at: onCardOnly) == ["card"])
    }

    @Test func aHighPriorityGestureWinsOverTheInnerViews() {
        #expect(tapped(.high, at: onInner) == ["card"])
    }

    @Test func aSimultaneousGestureRunsBesideTheInnerViews() {
        #expect(tapped(.simultaneous, at: onInner).sorted() == ["card", "inner"])
        #expect(tapped(.simultaneous, at: onCardOnly) == ["card"])
    }

    @Test func aMaskTurnsOffTheGestureOrTheViewsInside() {
        #expect(tapped(.onlyOwn, at: onInner) == ["card"])
        #expect(tapped(.onlySubviews, at: onInner) == ["inner"])
        #expect(tapped(.onlySubviews, at: onCardOnly) == [])
    }
}
