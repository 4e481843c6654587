import Testing
import Panel
import SwiftUI

/// `matchedGeometryEffect` written as for Apple's SwiftUI: a thumbnail that opens into a
/// card, and views that take a source's frame.
@MainActor
@Suite struct MatchedGeometryEffectTests {
    struct Thumbnail: View {
        @Namespace private var namespace
        @State private var expanded = false
        var animated = true
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                if expanded {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue)
                        .frame(width: 160, height: 120)
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .padding(.leading, 40)
                        .padding(.top, 40)
                } else {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.orange)
                        .frame(width: 40, height: 40)
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .padding(10)
                }
            }
            .frame(width: 240, height: 200)
            .contentShape(Rectangle())
            .onTapGesture {
                if animated {
                    withAnimation(.linear(duration: 1)) { expanded.toggle() }
                } else {
                    expanded.toggle()
                }
            }
        }
    }

    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view, width: 240, height: 200)
        host.update()
        return host
    }

    private func tap(_ host: ViewHost, at seconds: Double) {
        let point = FixedPoint(x: Fixed(200), y: Fixed(190))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds)))
    }

    /// Where the matched group draws its content: its frame through its transform.
    private func drawnFrame(_ host: ViewHost) throws -> FixedRect {
        let transform = try #require(host.displayList.entries.compactMap {
            if case .beginGroup(let effect) = $0.item { effect.transform } else { nil }
        }.last)
        return transform.screen.apply(transform.frame)
    }

    private func near(_ a: FixedRect, _ b: FixedRect) -> Bool {
        abs((a.minX - b.minX).raw) <= 2 && abs((a.minY - b.minY).raw) <= 2 && abs((a.width - b.width).raw) <= 2
            && abs((a.height - b.height).raw) <= 2
    }

    @Test func theInsertedViewMovesAndGrowsFromTheRemovedOnesFrame() throws {
        let host = host(Thumbnail())
        #expect(try drawnFrame(host) == FixedRect(x: Fixed(10), y: Fixed(10), width: Fixed(40), height: Fixed(40)))
        tap(host, at: 0)
        host.update(at: MonotonicTime(seconds: 0))
        #expect(near(try drawnFrame(host), FixedRect(x: Fixed(10), y: Fixed(10), width: Fixed(40), height: Fixed(40))))
        // Half way through a linear animation: half way between the frames.
        host.update(at: MonotonicTime(seconds: 0.5))
        #expect(near(try drawnFrame(host), FixedRect(x: Fixed(25), y: Fixed(25), width: Fixed(100), height: Fixed(80))))
        host.update(at: MonotonicTime(seconds: 1))
        #expect(try drawnFrame(host) == FixedRect(x: Fixed(40), y: Fixed(40), width: Fixed(160), height: Fixed(120)))
        #expect(!host.needsUpdate)
    }

    @Test func itShrinksBackTheSameWay() throws {
        let host = host(Thumbnail())
        tap(host, at: 0)
        host.update(at: MonotonicTime(seconds: 2))
        tap(host, at: 3)
        host.update(at: MonotonicTime(seconds: 3.25))
        // A quarter of the way from the card to the thumbnail.
        #expect(near(try drawnFrame(host), FixedRect(x: Fixed(32.5), y: Fixed(32.5), width: Fixed(130), height: Fixed(100))))
    }

    @Test func withoutAnAnimationTheViewAppearsInItsOwnFrame() throws {
        let host = host(Thumbnail(animated: false))
        tap(host, at: 0)
        host.update(at: MonotonicTime(seconds: 0.5))
        #expect(try drawnFrame(host) == FixedRect(x: Fixed(40), y: Fixed(40), width: Fixed(160), height: Fixed(120)))
    }

    struct Follower: View {
        @Namespace private var namespace
        var properties: MatchedGeometryProperties = .frame
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 30).matchedGeometryEffect(id: 1, in: namespace)
                Spacer()
                Color.green
                    .matchedGeometryEffect(id: 1, in: namespace, properties: properties, isSource: false)
                    .frame(width: 10, height: 10)
            }
            .frame(width: 200, height: 100)
        }
    }

    private func fill(_ host: ViewHost, _ color: Color) -> FixedRect? {
        host.displayList.entries.compactMap {
            if case .fill(_, let rect, let fill) = $0.item, fill == color.pixelColor { rect } else { nil }
        }.first
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() throws {
        let host = host(Follower())
        let red = try #require(fill(host, .red)), green = try #require(fill(host, .green))
        #expect(green == red)
        let moved = self.host(Follower(properties: .position))
        let source = try #require(fill(moved, .red)), follower = try #require(fill(moved, .green))
        #expect(follower.width == Fixed(10) && follower.midX == source.midX && follower.midY == source.midY)
    }

    @Test func namespacesAreDistinctAndStable() {
        let a = Namespace(), b = Namespace()
        #expect(a.wrappedValue != b.wrappedValue)
        #expect(a.wrappedValue == a.wrappedValue)
    }

    @Test func midAnimationGolden() throws {
        let host = host(Thumbnail())
        tap(host, at: 0)
        let surface = Surface(width: 240, height: 200)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil, background: PixelColor(red: 255, green: 255, blue: 255)),
                    at: MonotonicTime(seconds: 0.4))
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SwiftUITests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/matched-geometry-mid-animation.png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden matched-geometry-mid-animation: \(failure)")
        }
    }
}
