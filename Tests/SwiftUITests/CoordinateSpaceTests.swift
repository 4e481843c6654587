import Testing
import Panel
import SwiftUI

/// A map with a marker: a tap reports where it landed, in the map's own space, in a named
/// space, and a drag reports its location in the view's own space by default.
private func describe(_ p: CGPoint) -> String { "\(Int(p.x)),\(Int(p.y))" }

private struct MapScreen: View {
    @State var tapped = CGPoint(x: -1, y: -1)
    @State var tappedInBoard = CGPoint(x: -1, y: -1)
    @State var dragged = CGPoint(x: -1, y: -1)
    @State var draggedGlobal = CGPoint(x: -1, y: -1)
    @State var readerInBoard = CGRect.zero
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 40)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30)
                VStack(alignment: .leading, spacing: 0) {
                    Color.gray.frame(width: 100, height: 50)
                        .onTapGesture { tapped = $0 }
                    Color.blue.frame(width: 100, height: 50)
                        .onTapGesture(coordinateSpace: .named("board")) { tappedInBoard = $0 }
                    Color.green.frame(width: 100, height: 50)
                        .gesture(DragGesture(minimumDistance: 0).onChanged { dragged = $0.location })
                        .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { draggedGlobal = $0.location })
                    GeometryReader { proxy in
                        Color.clear.onAppear { readerInBoard = proxy.frame(in: .named("board")) }
                    }
                    .frame(width: 20, height: 20)
                }
                .padding(10)
                .coordinateSpace(name: "board")
            }
            Text("tap \(describe(tapped)) board \(describe(tappedInBoard))")
            Text("drag \(describe(dragged)) global \(describe(draggedGlobal))")
            Text("reader \(describe(readerInBoard.origin)) \(Int(readerInBoard.width))x\(Int(readerInBoard.height))")
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct CoordinateSpaceTests {
    @Test func touchesAndFramesAreMeasuredInTheSpaceAsked() {
        let screen = MapScreen()
        let host = ViewHost(rootView: screen, width: 320, height: 320)
        host.update()
        func touch(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at seconds: Double) {
            host.send(PointerEvent(pointer: 0, phase: phase, location: FixedPoint(x: Fixed(x), y: Fixed(y)),
                                   timestamp: MonotonicTime(seconds: seconds)))
            host.update()
        }
        // The board (padding 10) starts at (30, 40); the grey square at (40, 50).
        touch(.began, 45, 57, at: 1)
        touch(.ended, 45, 57, at: 1.05)
        // The blue square at (40, 100): a tap there in the board's space.
        touch(.began, 50, 110, at: 2)
        touch(.ended, 50, 110, at: 2.05)
        // The green one at (40, 150).
        touch(.began, 60, 160, at: 3)
        touch(.moved, 70, 165, at: 3.1)
        touch(.ended, 70, 165, at: 3.2)
        let texts = host.visibleTexts
        #expect(texts.contains("tap 5,7 board 20,70"), "\(texts)")
        #expect(texts.contains("drag 30,15 global 70,165"), "\(texts)")
        #expect(texts.contains("reader 10,160 20x20"), "\(texts)")
    }
}
