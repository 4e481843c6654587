import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A scroll view's content keeps the frames of its unscrolled place; the offset is applied
/// where the content meets the screen. So a scroll frame lays nothing out, while drawing,
/// touches, geometry readers and `scrollTo` all see the content where it shows.
@MainActor
@Suite struct ScrollContentCoordinatesTests {
    @Test func aScrollFramePlacesNoRow() throws {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log, count: 500), width: 200, height: 400)
        host.update()
        var farRow: ViewNode?
        host.graph.root.forEachDescendant { if farRow == nil, let node = $0 as? IdentityNode, node.id == AnyHashable(400) { farRow = node } }
        let row = try #require(farRow)
        let placed = row.layoutState.placedInPass
        let frame = row.frame
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(350)), dy: -200, steps: 10, interval: 0.01, at: 0)
        host.frames(from: lift, to: lift + 1)
        // The content moved on screen...
        #expect(host.top(ofRow: 0)! < Fixed(-150))
        #expect(host.top(ofRow: 400) == frame.minY + host.top(ofRow: 0)!)
        // ...and the row out of sight was neither placed again nor moved.
        #expect(row.layoutState.placedInPass == placed)
        #expect(row.frame == frame)
    }

    @Test func scrollToFindsForEachElementsByTheirIDs() throws {
        struct Item: Identifiable { let id: String }
        @MainActor final class Box { var proxy: ScrollViewProxy? }
        struct Scene: View {
            let box: Box
            let items = (0..<60).map { Item(id: "item-\($0)") }
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            Text("Header").frame(height: 40)
                            ForEach(items) { item in
                                Text(item.id).frame(maxWidth: .infinity, minHeight: 40)
                            }
                        }
                    }
                    .onAppear { box.proxy = proxy }
                }
            }
        }
        let box = Box()
        let host = ViewHost(rootView: Scene(box: box), width: 200, height: 400)
        host.update()
        let proxy = try #require(box.proxy)
        // Each text is 20 high, centred in its 40 pt row.
        proxy.scrollTo("item-30", anchor: .top)
        host.update()
        #expect(host.frames(ofText: "item-30").first?.minY == Fixed(10))
        proxy.scrollTo("item-1", anchor: .top)
        host.update()
        #expect(host.frames(ofText: "item-1").first?.minY == Fixed(10))
        #expect(host.frames(ofText: "Header").first?.minY == Fixed(-70))
    }

    @Test func aGeometryReaderInTheContentSeesWhereItShows() throws {
        struct Scene: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 300)
                        GeometryReader { proxy in
                            Text("at \(Int(proxy.frame(in: .global).minY))")
                        }
                        .frame(height: 40)
                        Color.gray.frame(height: 600)
                    }
                }
            }
        }
        let host = ViewHost(rootView: Scene(), width: 200, height: 400)
        host.update()
        #expect(host.visibleTexts == ["at 300"])
        var readers: [GeometryReaderNode] = []
        host.graph.root.forEachDescendant { if let reader = $0 as? GeometryReaderNode { readers.append(reader) } }
        let reader = try #require(readers.first)
        // While the content moves and once it rests, the reader's text says where it shows.
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(350)), dy: -150, steps: 10, interval: 0.01, at: 0)
        #expect(reader.screenFrame.minY < Fixed(300))
        #expect(host.visibleTexts == ["at \(reader.screenFrame.minY.roundedPixels)"])
        host.frames(from: lift, to: lift + 3)
        #expect(host.visibleTexts == ["at \(reader.screenFrame.minY.roundedPixels)"])
        #expect(reader.screenFrame.minY < Fixed(160))
    }
}
