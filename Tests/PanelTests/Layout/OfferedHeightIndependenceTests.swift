import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A column of readings: rows of texts and spacers (which ignore the offered height), next
/// to views that take it (a colour in a row, a frame with height limits, a flexible
/// column). One button gives a frame a height limit, another swaps a row's text for a
/// colour.
private struct MixedColumn: View {
    let startsTall: Bool
    var startsColoured = false
    @State private var tall: Bool?
    @State private var coloured: Bool?

    var body: some View {
        let isTall = tall ?? startsTall
        let isColoured = coloured ?? startsColoured
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Button(isTall ? "Shorter" : "Taller") { tall = !isTall }
                Button(isColoured ? "Text" : "Colour") { coloured = !isColoured }
            }
            ForEach(0..<4) { index in
                HStack(spacing: 6) {
                    Text("Zone \(index + 1)").padding(.horizontal, 2)
                    Text("\(20 + index).\(index) °C").background(Color.gray)
                    Spacer()
                    if isColoured && index == 2 {
                        Color.red.frame(width: 12)
                    } else {
                        Text(index.isMultiple(of: 2) ? "steady" : "rising, then falling again over the day")
                    }
                }
                .frame(maxWidth: .infinity)
            }
            Text("A caption long enough to wrap onto a second line at this width")
                .frame(maxHeight: isTall ? 400 : nil, alignment: .top)
                .background(Color.blue)
            HStack {
                Text("Fixed")
                Color.green
            }
            .frame(height: 30)
            Color.orange
        }
        .padding(8)
    }
}

/// A text, a row of texts, a frame with no height limits around one: their size does not
/// depend on the offered height, so they are laid out once per width.
@MainActor
@Suite struct OfferedHeightIndependenceTests {
    private func host(startsTall: Bool, coloured: Bool = false, width: Int = 320, height: Int = 480, dropping: Bool = true) -> ViewHost {
        let saved = ViewNode.dropsIgnoredOfferedHeights
        ViewNode.dropsIgnoredOfferedHeights = dropping
        defer { ViewNode.dropsIgnoredOfferedHeights = saved }
        let host = ViewHost(rootView: MixedColumn(startsTall: startsTall, startsColoured: coloured), width: width, height: height)
        host.update()
        return host
    }

    private func textNodes(_ host: ViewHost) -> [TextNode] {
        var nodes: [TextNode] = []
        host.graph.root.forEachDescendant { if let text = $0 as? TextNode { nodes.append(text) } }
        return nodes
    }

    @Test func aTextOfferedSeveralHeightsIsLaidOutOncePerWidth() throws {
        let host = host(startsTall: false)
        let texts = textNodes(host)
        #expect(texts.count >= 15)
        for text in texts {
            let keys = text.layoutCache.sizeCache.keys
            #expect(!keys.isEmpty)
            #expect(keys.allSatisfy { $0.height == nil }, "\(text.lines): \(keys)")
            // One question per width: no two kept answers for the same width.
            #expect(Set(keys.map(\.width)).count == keys.count, "\(text.lines): \(keys)")
        }
        // Asked with every offered height, the same texts keep answers per height.
        let asked = self.host(startsTall: false, dropping: false)
        let keysAsked = textNodes(asked).map(\.layoutCache.sizeCache.count).reduce(0, +)
        let keysDropped = texts.map(\.layoutCache.sizeCache.count).reduce(0, +)
        #expect(keysDropped < keysAsked, "\(keysDropped) answers kept, \(keysAsked) with every height")
        #expect(host.graph.sizeComputations < asked.graph.sizeComputations)
    }

    @Test func viewsThatTakeTheOfferedHeightAreStillAskedWithIt() throws {
        let host = host(startsTall: true, coloured: true)
        var colours = 0
        host.graph.root.forEachDescendant { node in
            guard node is ShapeNode else { return }
            colours += 1
            #expect(!node.sizeIgnoresOfferedHeight)
        }
        #expect(colours >= 4)
        // A column shares out its height: it never drops it.
        var columns = 0
        host.graph.root.forEachDescendant { node in
            guard let stack = node as? StackNode, stack.style.axis == .vertical else { return }
            columns += 1
            #expect(!node.sizeIgnoresOfferedHeight)
        }
        #expect(columns >= 1)
    }

    @Test func droppingTheHeightChangesNoLayout() {
        for (width, height) in [(320, 480), (200, 700), (480, 200), (800, 480)] {
            for (tall, coloured) in [(false, false), (true, false), (false, true), (true, true)] {
                let dropped = host(startsTall: tall, coloured: coloured, width: width, height: height)
                let asked = host(startsTall: tall, coloured: coloured, width: width, height: height, dropping: false)
                #expect(dropped.displayList == asked.displayList, "\(width)x\(height), tall \(tall)")
                #expect(dropped.displayList.entries.count > 20)
            }
        }
    }

    /// A frame given a height limit starts to take the offered height, and so does a row
    /// whose text becomes a colour: what was kept without the height must not answer for
    /// them. (The frame answers a proposal with no height as before, so only knowing that
    /// its answers were kept without the height tells the change.)
    @Test func aViewThatStartsToTakeTheHeightIsLaidOutAgain() {
        let kept = host(startsTall: false)
        var time = 1.0
        var state = (tall: false, coloured: false)
        for label in ["Taller", "Shorter", "Colour", "Taller", "Text", "Shorter"] {
            kept.tap(label: label, at: time)
            // The button's press has faded.
            kept.wait(until: time + 2)
            time += 3
            switch label {
            case "Taller", "Shorter": state.tall.toggle()
            default: state.coloured.toggle()
            }
            let fresh = host(startsTall: state.tall, coloured: state.coloured)
            #expect(kept.displayList == fresh.displayList,
                    "after \(label): \(kept.displayList.entries.count) and \(fresh.displayList.entries.count) entries")
        }
    }
}
