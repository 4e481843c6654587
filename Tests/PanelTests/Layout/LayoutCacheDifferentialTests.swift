import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A child whose alignment guide, priority and width follow a step counter it does not
/// own: its parent changes only what it passes down.
private struct Cell: View {
    let step: Int
    let index: Int

    var body: some View {
        Text(String(repeating: "w", count: 1 + (step * (index + 1)) % 7))
            .padding(.horizontal, Double((step + index) % 3) * 4)
            .background(Color(red: 0.1 * Double(index), green: 0.2, blue: 0.3))
            .alignmentGuide(.leading) { d in step % 4 == index % 4 ? d.width / 2 : 0 }
            .layoutPriority(step % 5 == index ? 1 : 0)
    }
}

/// A counter whose own state moves only its own label: siblings stay as they were.
private struct Counter: View {
    let index: Int
    @State private var count = 0
    var body: some View {
        Button("Count \(index): \(String(repeating: "8", count: count % 4))") { count += 1 }
    }
}

/// A button whose alignment guide moves when tapped; its size stays the same.
private struct ShiftingGuide: View {
    @State private var shifted = false
    var body: some View {
        Button("Shift") { shifted.toggle() }
            .frame(width: 60, height: 20)
            .alignmentGuide(.leading) { _ in shifted ? 30 : 0 }
    }
}

/// A button whose layout priority flips when tapped; its sizes stay the same.
private struct PriorityFlip: View {
    @State private var high = false
    var body: some View {
        Button("Priority goes to this long label") { high.toggle() }
            .layoutPriority(high ? 1 : 0)
    }
}

/// Rows that each change one layout parameter and nothing else, so each kind of node
/// must notice its own change: a purple marker after each moves when the row resizes.
private struct SingleChanges: View {
    let step: Int
    var body: some View {
        let even = step % 2 == 0
        // Each row sits in a fixed box, so one row's change never moves another.
        VStack(alignment: .leading, spacing: 2) {
            Row {
                Color.red.frame(width: 20, height: 10).padding(even ? 2 : 6)
            }
            Row {
                Color.red.frame(width: even ? 20 : 30, height: 10)
            }
            Row {
                Color.red.frame(width: 20, height: 10).frame(width: 40, alignment: even ? .leading : .trailing)
            }
            Row {
                Text(even ? "short" : "a longer text")
            }
            HStack(spacing: even ? 2 : 12) {
                Color.red.frame(width: 20, height: 10)
                Color.purple.frame(width: 10, height: 10)
            }
            .frame(width: 200, height: 24, alignment: .topTrailing)
            Row {
                Color.red.frame(width: 20, height: 10)
                    .background(Color.blue.frame(width: 4, height: 4), alignment: even ? .topLeading : .bottomTrailing)
            }
            Row {
                if even { Color.red.frame(width: 20, height: 10) }
            }
            Row {
                Swapping(even: even)
            }
            // A body of two views flows into the stack around it, with its alignment
            // (the body keeps its place: only the stack's new alignment moves its views).
            HStack(alignment: even ? .top : .bottom, spacing: 4) {
                Pair()
                Color.purple.frame(width: 10, height: 10)
            }
            .frame(width: 200, height: 24, alignment: .topTrailing)
        }
    }
}

/// Two views where one is expected: they join the enclosing stack.
private struct Pair: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 20)
    }
}

/// A view of another type in the same place when `even` changes: a new node.
private struct Swapping: View {
    let even: Bool
    var body: AnyView {
        even ? AnyView(Color.red.frame(width: 20, height: 10)) : AnyView(Color.red.frame(width: 30, height: 10).padding(1))
    }
}

/// A fixed box holding content and a purple marker after it, at its top trailing corner
/// (so the content's size decides where it is drawn).
private struct Row<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        HStack {
            content
            Color.purple.frame(width: 10, height: 10)
        }
        .frame(width: 200, height: 24, alignment: .topTrailing)
    }
}

/// Stacks, spacers, flexible frames, alignment guides, priorities, texts that grow and
/// views that come and go, all driven by taps.
private struct Playground: View {
    @State private var step = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // First and of a fixed size: it never moves, so only its own changes move
            // what is in it.
            SingleChanges(step: step)
            changingLayout
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    var changingLayout: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Button("Step") { step += 1 }
                Spacer()
                if step % 3 == 1 { Text("appears on every third step") }
                Text("step \(step)").fixedSize()
            }
            HStack(spacing: 4) {
                ForEach(0..<(3 + step % 4), id: \.self) { index in
                    Cell(step: step, index: index)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: .leading) {
                ForEach(0..<3, id: \.self) { index in
                    Cell(step: step + index, index: index)
                }
            }
            HStack {
                Counter(index: 0)
                Counter(index: 1)
                Color.green.frame(width: Double(10 + 5 * (step % 3)), height: 10)
            }
            .padding(step % 2 == 0 ? 4 : 10)
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Color.orange.frame(width: 100, height: 10)
                    ShiftingGuide()
                }
                // Moves when the shifted guide widens the stack beside it.
                Color.purple.frame(width: 10, height: 10)
            }
            HStack {
                PriorityFlip()
                Text("Another long label that competes for the room")
            }
            .frame(width: 260)
            Spacer()
        }
        .padding(8)
        .frame(maxWidth: step % 5 == 4 ? 300 : .infinity)
    }
}

/// Kept layouts give exactly what laying everything out again gives, whatever changed.
@MainActor
@Suite struct LayoutCacheDifferentialTests {
    /// Taps `label` on both hosts (they show the same screen, so it is in the same place)
    /// and expects the same display list after.
    private func tap(_ label: String, on kept: ViewHost, and fresh: ViewHost, at time: inout Double,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let element = try #require(fresh.element(labeled: label), "no \(label) in \(fresh.visibleTexts)", sourceLocation: sourceLocation)
        for host in [kept, fresh] { host.tap(element.activationPoint, at: time) }
        time += 1
        kept.update()
        fresh.update()
        #expect(kept.displayList == fresh.displayList, "after tapping \(label)", sourceLocation: sourceLocation)
    }

    @Test func keptLayoutsMatchFreshLayoutsThroughManyChanges() throws {
        let kept = ViewHost(rootView: Playground(), width: 480, height: 900)
        let fresh = ViewHost(rootView: Playground(), width: 480, height: 900)
        fresh.graph.keepsLayoutBetweenUpdates = false
        kept.update()
        fresh.update()
        #expect(kept.displayList == fresh.displayList)
        let labels = ["Step", "Step", "Count 0: ", "Step", "Count 1: ", "Step", "Count 0: 8",
                      "Step", "Step", "Count 1: 8", "Step", "Step", "Count 0: 88", "Step", "Step", "Shift", "Priority goes to this long label",
                      "Shift", "Step", "Priority goes to this long label"]
        var time = 1.0
        for label in labels {
            try tap(label, on: kept, and: fresh, at: &time)
        }
        #expect(kept.visibleTexts.contains("step 11"))
        // Kept layouts did less work.
        #expect(kept.graph.sizeComputations < fresh.graph.sizeComputations)
    }

    @Test func answersDroppedToBoundTheCachesNeverLeaveAStaleLayout() throws {
        let kept = ViewHost(rootView: Playground(), width: 480, height: 900)
        let fresh = ViewHost(rootView: Playground(), width: 480, height: 900)
        fresh.graph.keepsLayoutBetweenUpdates = false
        var time = 1.0
        for round in 0..<2 {
            // Many screen sizes: more proposals than a node keeps answers for.
            for width in stride(from: 400, through: 560, by: 2) {
                for host in [kept, fresh] {
                    host.size = FixedSize(width: Fixed(width), height: Fixed(640))
                    host.update()
                }
            }
            for host in [kept, fresh] {
                host.size = FixedSize(width: Fixed(480), height: Fixed(640))
                host.update()
            }
            for label in ["Step", "Count 1: " + String(repeating: "8", count: round), "Shift"] {
                try tap(label, on: kept, and: fresh, at: &time)
            }
        }
    }

    @Test func resizingTheScreenMatchesAFreshLayout() {
        let kept = ViewHost(rootView: Playground(), width: 480, height: 900)
        let fresh = ViewHost(rootView: Playground(), width: 480, height: 900)
        fresh.graph.keepsLayoutBetweenUpdates = false
        for size in [(480, 320), (320, 480), (200, 200), (480, 320)] {
            for host in [kept, fresh] {
                host.size = FixedSize(width: Fixed(size.0), height: Fixed(size.1))
                host.update()
            }
            #expect(kept.displayList == fresh.displayList, "at \(size)")
        }
    }
}
