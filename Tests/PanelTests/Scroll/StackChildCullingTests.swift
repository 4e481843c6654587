import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A long stack in a scroll view draws only the children in sight without visiting the
/// others, and rows drawn before are moved to their new place rather than drawn again; the
/// display lists built so are the ones a visit and a drawing of every child build, through
/// scrolls, changes out of sight and layout changes that bring rows into view.
@MainActor
@Suite(.serialized) struct StackChildCullingTests {
    /// 300 rows of uneven heights, some reaching out of their frames; above the scroll
    /// view, buttons that rename a row and collapse the first 40.
    struct Scene: View {
        @State var collapsed = false
        @State var label = "first"
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("rename") { label = "renamed" }
                    Button("collapse") { collapsed.toggle() }
                }
                .frame(height: 40)
                ScrollView {
                    VStack(spacing: 2) {
                        ForEach(0..<300) { index in
                            Text(index == 150 ? label : "Row \(index)")
                                .frame(maxWidth: .infinity, minHeight: collapsed && index < 40 ? 0 : CGFloat(20 + index % 7 * 6))
                                .background(index % 3 == 0 ? Color.blue : Color.white)
                                .overlay(Color.red.frame(width: 10, height: index % 25 == 0 ? 10 : 0).offset(y: 90))
                        }
                    }
                }
            }
        }
    }

    /// The display lists a host builds as it is scrolled and changed, step by step.
    private func lists(looking: Bool, moving: Bool) -> [DisplayList] {
        StackNode.looksForChildrenInSight = looking
        ViewNode.movesDrawnRuns = moving
        defer {
            StackNode.looksForChildrenInSight = true
            ViewNode.movesDrawnRuns = true
        }
        let host = ViewHost(rootView: Scene(), width: 240, height: 360)
        host.update()
        var lists = [host.displayList]
        var time = 0.0
        func scroll(_ dy: Double) {
            let lift = host.drag(from: FixedPoint(x: Fixed(120), y: Fixed(dy < 0 ? 340 : 60)), dy: dy, steps: 6, interval: 0.01, at: time)
            lists.append(host.displayList)
            host.frames(from: lift, to: lift + 2)
            lists.append(host.displayList)
            time = lift + 3
        }
        func tap(_ label: String) {
            host.tap(label: label, at: time)
            time += 1
            host.frames(from: time - 0.5, to: time)
            lists.append(host.displayList)
        }
        for dy in [-150.0, -400, -900, 300, -2000, 120] { scroll(dy) }
        // Row 150 changes out of sight, then comes into view by scrolling.
        tap("rename")
        for dy in [2000.0, 2000, -1500, -300] { scroll(dy) }
        // Rows come into view as the rows above them collapse, and go again.
        scroll(3000)
        scroll(-300)
        tap("collapse")
        tap("collapse")
        return lists
    }

    @Test func drawsWhatVisitingEveryChildDraws() {
        let looked = lists(looking: true, moving: true)
        for (looking, moving) in [(false, false), (true, false), (false, true)] {
            let other = lists(looking: looking, moving: moving)
            #expect(looked.count == other.count)
            for (step, (a, b)) in zip(looked, other).enumerated() {
                let firstDifference = a.entries.indices.first { $0 >= b.entries.count || a.entries[$0] != b.entries[$0] }
                #expect(a == b, "looking \(looking), moving \(moving), step \(step): \(a.entries.count) entries against \(b.entries.count), first difference at \(firstDifference.map { "\($0): \(a.entries[$0]) against \(b.entries[$0])" } ?? "the end")")
            }
        }
        // The lists are not empty and the scrolls showed other rows.
        #expect(Set(looked.map { $0.texts.dropFirst(2).first?.string }).count > 5, "\(looked.map { $0.texts.dropFirst(2).first?.string })")
        #expect(looked.contains { $0.texts.contains { $0.string == "renamed" } }, "\(looked.map { $0.texts.dropFirst(2).first?.string })")
    }

    /// A touch on a long stack tests only the children that reach the finger: the path it
    /// finds is the one testing every child finds, wherever the list is scrolled to.
    @Test func aTouchFindsWhatTestingEveryChildFinds() {
        let host = ViewHost(rootView: Scene(), width: 240, height: 360)
        host.update()
        var time = 0.0
        var deepPaths = 0
        for dy in [0.0, -700, -1500, 400] {
            if dy != 0 {
                let lift = host.drag(from: FixedPoint(x: Fixed(120), y: Fixed(dy < 0 ? 340 : 60)), dy: dy, steps: 6, interval: 0.01, at: time)
                host.frames(from: lift, to: lift + 2)
                time = lift + 3
            }
            // Every pixel row down the middle (row edges included), every seventh at the sides.
            for y in 0...360 {
                for x in y % 7 == 0 ? [5, 120, 235] : [120] {
                    let point = FixedPoint(x: Fixed(x), y: Fixed(y))
                    var culled: [ViewNode] = []
                    _ = host.graph.root.hitTest(point, path: &culled)
                    StackNode.looksForChildrenInSight = false
                    var every: [ViewNode] = []
                    _ = host.graph.root.hitTest(point, path: &every)
                    StackNode.looksForChildrenInSight = true
                    #expect(culled.map(ObjectIdentifier.init) == every.map(ObjectIdentifier.init), "at \(x),\(y) after \(dy)")
                    if culled.contains(where: { $0 is TextNode }) { deepPaths += 1 }
                }
            }
        }
        // Most touches land on a row's text.
        #expect(deepPaths > 50, "\(deepPaths)")
    }
}
