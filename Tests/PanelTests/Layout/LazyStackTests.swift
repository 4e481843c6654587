import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// LazyVStack and LazyHStack: laid out as VStack and HStack, and in a scroll view only
/// the rows in sight are drawn.
@MainActor
@Suite struct LazyStackTests {
    private func host(_ view: some View, width: Int = 300, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    private func frames(_ host: ViewHost, _ labels: [String]) -> [FixedRect] {
        labels.compactMap { host.frames(ofText: $0).first }
    }

    private func drawnTexts(_ host: ViewHost) -> [String] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
    }

    @Test func aLazyVStackIsLaidOutAsAVStack() {
        let labels = ["One", "Two words", "Three"]
        let lazy = host(LazyVStack(alignment: .leading, spacing: 12) {
            ForEach(labels, id: \.self) { Text($0) }
            Color.red.frame(width: 40, height: 10)
        })
        let plain = host(VStack(alignment: .leading, spacing: 12) {
            ForEach(labels, id: \.self) { Text($0) }
            Color.red.frame(width: 40, height: 10)
        })
        #expect(frames(lazy, labels).count == 3)
        #expect(frames(lazy, labels) == frames(plain, labels))
        #expect(lazy.fill(of: .red) == plain.fill(of: .red))
        // Leading: the three texts start at one x; 12 points between them.
        let f = frames(lazy, labels)
        #expect(Set(f.map(\.minX)).count == 1)
        #expect(abs((f[1].minY - f[0].maxY).doubleValue - 12) < 1)
    }

    @Test func aLazyHStackIsLaidOutAsAnHStack() {
        let lazy = host(LazyHStack(alignment: .top, spacing: 5) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 40)
        })
        let plain = host(HStack(alignment: .top, spacing: 5) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 40)
        })
        let red = lazy.fill(of: .red), blue = lazy.fill(of: .blue)
        #expect(red != nil && red == plain.fill(of: .red))
        #expect(blue != nil && blue == plain.fill(of: .blue))
        #expect(blue!.minX - red!.maxX == Fixed(5))
        #expect(blue!.minY == red!.minY)
    }

    @Test func rowsOutOfSightAreNotDrawnAndScrollIntoSight() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
        }
        let host = host(view)
        let drawn = drawnTexts(host)
        #expect(drawn.contains("Row 0"))
        #expect(!drawn.contains("Row 20"))
        #expect(!drawn.contains("Row 199"))
        #expect(drawn.count < 12, "\(drawn.count) rows drawn for a 300-point window")
        // A drag up by 400 points brings rows 10… into sight.
        host.drag(from: FixedPoint(x: Fixed(150), y: Fixed(280)), dy: -400, steps: 20, interval: 0.02, at: 1, hold: 0.2)
        host.wait(until: 4)
        #expect(drawnTexts(host).contains("Row 12"))
        #expect(!drawnTexts(host).contains("Row 0"))
    }

    @Test func aLazyHStackInAHorizontalScrollViewDrawsOnlyWhatIsInSight() {
        let host = host(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { Text("C\($0)").frame(width: 50) }
            }
        })
        let drawn = drawnTexts(host)
        #expect(drawn.contains("C0") && drawn.contains("C5"))
        #expect(!drawn.contains("C20"))
    }

    @Test func sectionsWithHeadersStandInALazyVStack() {
        let host = host(ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Kitchen")) {
                    Text("Light").frame(height: 30)
                    Text("Fan").frame(height: 30)
                }
                Section(header: Text("Hall")) {
                    Text("Door").frame(height: 30)
                }
            }
        })
        let kitchen = host.frames(ofText: "Kitchen").first, light = host.frames(ofText: "Light").first
        let fan = host.frames(ofText: "Fan").first, hall = host.frames(ofText: "Hall").first
        let door = host.frames(ofText: "Door").first
        #expect(kitchen != nil && light != nil && fan != nil && hall != nil && door != nil)
        #expect(kitchen!.maxY <= light!.minY)
        #expect(light!.minY < fan!.minY)
        #expect(fan!.maxY <= hall!.minY && hall!.maxY <= door!.minY)
        // Leading alignment: headers and rows start at one x.
        #expect(kitchen!.minX == light!.minX && hall!.minX == door!.minX)
    }

    @Test func aLazyHGridFillsColumnByColumn() {
        let host = host(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 20)
            Color.green.frame(width: 10, height: 20)
        })
        let red = host.fill(of: .red)!, blue = host.fill(of: .blue)!, green = host.fill(of: .green)!
        #expect(blue.minX == red.minX && blue.minY > red.minY)
        #expect(green.minY == red.minY && green.minX == red.maxX + Fixed(4))
    }
}
