import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A card whose own state scales, fades and recolours it, with an implicit animation on
/// its scale: the entries inside it are copied while their scale group changes around
/// them only when the transform they were drawn under is the same.
private struct PressCard: View {
    let index: Int
    @State private var pressed = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 4) {
            Button("Card \(index)") {
                pressed.toggle()
                taps += 1
            }
            Text(String(repeating: "I", count: 1 + taps % 3))
                .foregroundColor(taps % 2 == 0 ? .white : .yellow)
            Circle().fill(Color.blue).frame(width: 12, height: 12)
        }
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray))
        .compositingGroup()
        .shadow(color: .black, radius: 3)
        .opacity(pressed ? 0.6 : 1)
        .scaleEffect(pressed ? 0.9 : 1)
        .animation(.easeInOut(duration: 0.2), value: pressed)
    }
}

/// A row whose order, length and contents change with a step counter it does not own.
private struct ShufflingRow: View {
    let step: Int
    var body: some View {
        HStack(spacing: 4) {
            ForEach(order, id: \.self) { value in
                Text("\(value)")
                    .padding(2)
                    .background(Color(red: 0.1 * Double(value), green: 0.3, blue: 0.2))
            }
        }
    }
    private var order: [Int] {
        let values = Array(0..<(3 + step % 3))
        return step % 2 == 0 ? values : values.reversed()
    }
}

/// A view that never changes, with an implicit animation: its entries are copied, and the
/// list must still say it holds `.animation(_:value:)` marks.
private struct Badge: View {
    var body: some View {
        Color.orange.frame(width: 10, height: 10).animation(.easeIn(duration: 0.1), value: 0)
    }
}

/// Cards, a shuffling row, an animated global change and views that come and go.
private struct Board: View {
    @State private var step = 0
    @State private var grown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Button("Step") { step += 1 }
                Button("Grow") { withAnimation(.linear(duration: 0.3)) { grown.toggle() } }
                if step % 3 == 1 { Text("every third step") }
            }
            HStack(spacing: 8) {
                PressCard(index: 0)
                PressCard(index: 1)
            }
            // A scale around cards that do not change: their entries are drawn afresh
            // under the new transform.
            HStack(spacing: 8) {
                PressCard(index: 2)
                Color.green.frame(width: grown ? 40 : 20, height: 10)
            }
            .scaleEffect(step % 4 == 3 ? 0.8 : 1)
            ShufflingRow(step: step)
            HStack {
                Text("step \(step)")
                Badge()
                // What a shape or a text draws from, changed with their views' types the same.
                Text("font").font(step % 2 == 0 ? .body : .headline)
                RoundedRectangle(cornerRadius: 2).fill(step % 2 == 0 ? Color.red : Color.blue).frame(width: 8, height: 8)
                Circle().stroke(Color.white, lineWidth: step % 3 == 0 ? 1 : 2).frame(width: 10, height: 10)
                Rectangle().frame(width: 6, height: 6).foregroundColor(step % 2 == 0 ? .green : .purple)
            }
        }
        .padding(8)
    }
}

/// A build copies the entries of nodes that draw as before; it must give exactly the list
/// (entries, names, implicit animations) drawing everything afresh gives.
@MainActor
@Suite struct DisplayListReuseTests {
    /// The annotations with each node's serial replaced by the order its first entry comes
    /// in (two hosts' nodes have different serials).
    private func canonical(_ annotations: [EntryAnnotation]) -> [EntryAnnotation] {
        var order: [Int: Int] = [:]
        return annotations.map { annotation in
            var copy = annotation
            if copy.key.node >= 0 {
                copy.key.node = order[copy.key.node] ?? {
                    order[copy.key.node] = order.count
                    return order.count - 1
                }()
            }
            return copy
        }
    }

    private func compare(_ reusing: ViewHost, _ fresh: ViewHost, frames: [Frame], _ context: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let entries = reusing.model.list.entries, freshEntries = fresh.model.list.entries
        let firstDifference = zip(entries, freshEntries).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(entries.count == freshEntries.count && firstDifference == nil,
                "entries after \(context): \(entries.count) vs \(freshEntries.count), first difference at \(String(describing: firstDifference))",
                sourceLocation: sourceLocation)
        let names = canonical(reusing.model.annotations), freshNames = canonical(fresh.model.annotations)
        let firstNameDifference = zip(names, freshNames).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(names.count == freshNames.count && firstNameDifference == nil,
                "names after \(context): first difference at \(String(describing: firstNameDifference)): \(firstNameDifference.map { "\(names[$0]) vs \(freshNames[$0])" } ?? "")",
                sourceLocation: sourceLocation)
        #expect(reusing.model.hasImplicitAnimations == fresh.model.hasImplicitAnimations, sourceLocation: sourceLocation)
        #expect(reusing.displayList == fresh.displayList, "presented after \(context)", sourceLocation: sourceLocation)
        #expect(reusing.isAnimating == fresh.isAnimating, sourceLocation: sourceLocation)
        #expect(frames.count == 2 && frames[0].damage == frames[1].damage, "damage after \(context)", sourceLocation: sourceLocation)
    }

    @Test func copiedEntriesMatchEntriesDrawnAfresh() throws {
        let reusing = ViewHost(rootView: Board(), width: 480, height: 400)
        let fresh = ViewHost(rootView: Board(), width: 480, height: 400)
        fresh.reusesUnchangedEntries = false
        var copied = 0
        var time = 1.0
        func tap(_ label: String) throws {
            let element = try #require(fresh.element(labeled: label), "no \(label) in \(fresh.visibleTexts)")
            for host in [reusing, fresh] {
                host.send(PointerEvent(pointer: 0, phase: .began, location: element.activationPoint, timestamp: MonotonicTime(seconds: time)))
            }
            // Mid-press and through the animations each change starts.
            for offset in [0.0, 0.05, 0.1, 0.25, 0.5] {
                let frames = [reusing, fresh].map { host in
                    if offset == 0.1 {
                        host.send(PointerEvent(pointer: 0, phase: .ended, location: element.activationPoint, timestamp: MonotonicTime(seconds: time + offset)))
                    }
                    return host.update(at: MonotonicTime(seconds: time + offset))
                }
                compare(reusing, fresh, frames: frames, "\(label) +\(offset) s")
                copied += reusing.model.reused.count
            }
            time += 1
        }
        compare(reusing, fresh, frames: [reusing, fresh].map { $0.update() }, "the first update")
        for label in ["Card 0", "Step", "Card 1", "Grow", "Step", "Card 0", "Card 2", "Step", "Grow",
                      "Card 2", "Step", "Card 1", "Step", "Card 0", "Grow", "Step"] {
            try tap(label)
        }
        #expect(reusing.visibleTexts.contains("step 6"))
        // The comparison says something only if entries were copied.
        #expect(copied > 0)
        #expect(fresh.model.reused.isEmpty)
    }

    @Test func theEntriesDrawnAfreshAreTheGapsBetweenCopiedRuns() {
        #expect(DisplayListAnimator.gaps(between: [], in: 0..<5) == [0..<5])
        #expect(DisplayListAnimator.gaps(between: [0..<5], in: 0..<5) == [])
        // Runs out of order (a reordered parent), touching, and at the ends.
        #expect(DisplayListAnimator.gaps(between: [7..<9, 2..<4, 4..<5], in: 0..<10) == [0..<2, 5..<7, 9..<10])
    }

    @Test func copiedAnimationMarksStillCount() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Badge()
                    Counter()
                }
            }
        }
        struct Counter: View {
            @State private var count = 0
            // A plain tap target: nothing in it animates.
            var body: some View { Text("Count \(count)").onTapGesture { count += 1 } }
        }
        let host = ViewHost(rootView: Screen(), width: 200, height: 200)
        host.update()
        #expect(host.model.hasImplicitAnimations)
        host.tap(try #require(host.element(labeled: "Count 0")).activationPoint, at: 1)
        host.update()
        #expect(host.visibleTexts.contains("Count 1"))
        // The badge was copied, not drawn: its mark still counts.
        #expect(!host.model.reused.isEmpty)
        #expect(host.model.hasImplicitAnimations)
    }

    @Test func aPressCopiesEverythingButThePressedControl() throws {
        let host = ViewHost(rootView: Board(), width: 480, height: 400)
        host.update()
        let element = try #require(host.element(labeled: "Card 1"))
        host.send(PointerEvent(pointer: 0, phase: .began, location: element.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.update(at: MonotonicTime(seconds: 1))
        var fresh = Set(host.model.list.entries.indices)
        for run in host.model.reused { fresh.subtract(run.start..<(run.start + run.count)) }
        // Only the pressed button (its plate and label) is drawn afresh, with the groups of
        // the views around it (their own entries, which enclose it).
        let drawn = fresh.sorted().map { host.model.list.entries[$0].item }.filter { !$0.isGroupBoundary }
        #expect(drawn.count == 2, "\(drawn)")
        #expect(drawn.contains { if case .fill(.roundedRectangle, _, _) = $0 { true } else { false } })
        #expect(drawn.contains { if case .text(let run) = $0 { run.string == "Card 1" } else { false } })
        #expect(fresh.count < host.model.list.entries.count / 4)
    }
}
