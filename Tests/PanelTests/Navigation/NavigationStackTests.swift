import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A counter whose count is page state: it tells whether a page kept its `@State`.
private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

private struct Rooms: View {
    var body: some View {
        NavigationStack {
            VStack {
                Counter(name: "root")
                NavigationLink("Kitchen", destination: Kitchen())
            }
            .navigationTitle("Rooms")
        }
    }
}

private struct Kitchen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Counter(name: "kitchen")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Kitchen")
    }
}

private struct PathStack: View {
    @State private var path: [Int] = []
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Home") { path = [] }
                Button("Jump") { path = [3, 4] }
                Text("path \(path.map(String.init).joined(separator: ","))")
            }
            .frame(height: 40)
            NavigationStack(path: $path) {
                VStack {
                    Text("Floors")
                    NavigationLink(value: 1) { Text("Floor 1") }
                }
                .navigationTitle("Floors")
                .navigationDestination(for: Int.self) { floor in
                    VStack {
                        Counter(name: "floor\(floor)")
                        NavigationLink("Up", value: floor + 1)
                    }
                    .navigationTitle("Floor \(floor)")
                }
            }
        }
    }
}

/// A stack over a `NavigationPath` holding values of two types.
private struct MixedPathStack: View {
    @State private var path = NavigationPath()
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Deep") { path.append("pump"); path.append(7) }
                Button("Pop") { path.removeLast() }
                Text("count \(path.count)")
            }
            .frame(height: 40)
            NavigationStack(path: $path) {
                Text("Home").navigationTitle("Home")
                    .navigationDestination(for: String.self) { Text("device \($0)").navigationTitle($0) }
                    .navigationDestination(for: Int.self) { Text("zone \($0)").navigationTitle("Zone \($0)") }
            }
        }
    }
}

@MainActor
@Suite struct NavigationStackTests {
    /// The left edge of the text `string` on screen as drawn (nil when not drawn).
    func drawnX(of string: String, in host: ViewHost) -> Fixed? {
        for entry in host.displayList.entries {
            if case .text(let run) = entry.item, run.string == string { return run.baselineOrigin.x }
        }
        return nil
    }

    /// Whether `string` is drawn inside the screen.
    func onScreen(_ string: String, in host: ViewHost) -> Bool {
        host.displayList.entries.contains {
            if case .text(let run) = $0.item, run.string == string {
                return run.baselineOrigin.x >= .zero && run.baselineOrigin.x < host.size.width
            }
            return false
        }
    }

    @Test func tappingALinkPushesItsDestinationWithTitleAndBackPops() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        #expect(onScreen("Rooms", in: host))
        #expect(onScreen("root 0", in: host))
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 3)
        #expect(onScreen("Kitchen", in: host))
        #expect(onScreen("kitchen 0", in: host))
        #expect(!onScreen("root 0", in: host))
        // The back button carries the previous title.
        #expect(host.element(labeled: "Rooms") != nil)
        host.tap(label: "Rooms", at: 4)
        host.wait(until: 6)
        #expect(onScreen("root 0", in: host))
        #expect(!onScreen("kitchen 0", in: host))
    }

    @Test func pushSlidesBothPagesThenShowsOnlyTheNewOne() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        let rootStart = try #require(drawnX(of: "root 0", in: host))
        host.tap(label: "Kitchen", at: 1)
        // The tap's update lays the new page beside the old one; the next starts the slide.
        host.wait(until: 1.06)
        host.wait(until: 1.07)
        host.wait(until: 1.25)
        // Mid-slide: the root has moved left, the kitchen comes in from the right.
        let rootMid = try #require(drawnX(of: "root 0", in: host))
        let kitchenMid = try #require(drawnX(of: "kitchen 0", in: host))
        #expect(rootMid < rootStart && rootMid > rootStart - Fixed(400))
        #expect(kitchenMid > Fixed(0) && kitchenMid < Fixed(400))
        host.wait(until: 2)
        #expect(!onScreen("root 0", in: host))
        #expect(onScreen("kitchen 0", in: host))
        #expect(!host.isAnimating)
    }

    @Test func pageStateSurvivesOnTheStackAndResetsAfterPop() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        host.tap(label: "Add root", at: 0.5)
        host.update()
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 2)
        host.tap(label: "Add kitchen", at: 2.5)
        host.tap(label: "Add kitchen", at: 2.7)
        host.wait(until: 3)
        #expect(onScreen("kitchen 2", in: host))
        // Dismiss from inside the page pops it.
        host.tap(label: "Done", at: 3.5)
        host.wait(until: 5)
        #expect(onScreen("root 1", in: host))
        host.tap(label: "Kitchen", at: 6)
        host.wait(until: 7)
        #expect(onScreen("kitchen 0", in: host))
        host.tap(label: "Rooms", at: 8)
        host.wait(until: 9)
        #expect(onScreen("root 1", in: host))
    }

    @Test func pathBindingPushesAndPopsProgrammatically() throws {
        let host = ViewHost(rootView: PathStack(), width: 400, height: 340)
        host.update()
        #expect(onScreen("path ", in: host))
        host.tap(label: "Floor 1", at: 1)
        host.wait(until: 2)
        #expect(onScreen("path 1", in: host))
        #expect(onScreen("floor1 0", in: host))
        host.tap(label: "Up", at: 3)
        host.wait(until: 4)
        #expect(onScreen("path 1,2", in: host))
        #expect(onScreen("Floor 2", in: host))
        // The back button names the page below.
        #expect(host.element(labeled: "Floor 1") != nil)
        host.tap(label: "Home", at: 5)
        host.wait(until: 6)
        #expect(onScreen("Floors", in: host))
        #expect(!onScreen("floor2 0", in: host))
        host.tap(label: "Jump", at: 7)
        host.wait(until: 8)
        #expect(onScreen("floor4 0", in: host))
        host.tap(label: "Floor 3", at: 9)
        host.wait(until: 10)
        #expect(onScreen("path 3", in: host))
        #expect(onScreen("floor3 0", in: host))
    }

    @Test func touchesDuringAndAfterTheSlideReachOnlyTheTopPage() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        let addRoot = try #require(host.element(labeled: "Add root")).activationPoint
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 1.1)
        host.tap(addRoot, at: 1.15)
        host.wait(until: 2)
        host.tap(addRoot, at: 2.5)
        host.wait(until: 3)
        // The root is covered: its counter never moved.
        host.tap(label: "Rooms", at: 4)
        // Mid-slide the popped page is still drawn, but takes no touches.
        host.wait(until: 4.2)
        func kitchenDrawn() -> Bool {
            host.displayList.entries.contains { entry in
                if case .text(let run) = entry.item { return run.string.hasPrefix("kitchen ") } else { return false }
            }
        }
        #expect(kitchenDrawn())
        #expect(host.element(labeled: "Add kitchen") == nil)
        host.wait(until: 5)
        #expect(onScreen("root 0", in: host))
        // Its slide over, the popped page has left the tree.
        #expect(!kitchenDrawn())
        #expect(!host.visibleTexts.contains { $0.hasPrefix("kitchen ") })
    }

    @Test func navigationPathHoldsValuesOfSeveralTypes() throws {
        let host = ViewHost(rootView: MixedPathStack(), width: 400, height: 340)
        host.update()
        host.tap(label: "Deep", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(onScreen("count 2", in: host))
        #expect(onScreen("zone 7", in: host))
        #expect(host.element(labeled: "pump") != nil)
        host.tap(label: "Pop", at: 4)
        host.wait(until: 5)
        host.wait(until: 6)
        #expect(onScreen("device pump", in: host))
        #expect(!onScreen("zone 7", in: host))
        host.tap(label: "Home", at: 7)
        host.wait(until: 8)
        host.wait(until: 9)
        #expect(onScreen("count 0", in: host))
    }

    @Test func aChangedTitleRedrawsTheBar() throws {
        // The title is the page's own state: only the page is evaluated again.
        struct Renaming: View {
            @State private var name = "Pump"
            var body: some View {
                Button("Rename") { name = "Heater" }.navigationTitle(name)
            }
        }
        let host = ViewHost(rootView: NavigationStack { Renaming() }, width: 400, height: 300)
        host.update()
        #expect(onScreen("Pump", in: host))
        host.tap(label: "Rename", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(onScreen("Heater", in: host))
        #expect(!onScreen("Pump", in: host))
    }

    @Test func aTouchDuringAPopReachesThePageComingBackNotTheOneLeaving() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 2)
        let addKitchen = try #require(host.element(labeled: "Add kitchen")).activationPoint
        host.tap(label: "Rooms", at: 3)
        host.wait(until: 3.1)
        // Just after the pop, the kitchen's button is still drawn under the finger; the touch
        // is hit-tested where the pages are going, where the root's button will be.
        host.tap(addKitchen, at: 3.11)
        host.wait(until: 3.2)
        func texts() -> [String] {
            host.displayList.entries.compactMap { entry -> String? in
                if case .text(let run) = entry.item { return run.string } else { return nil }
            }
        }
        // The kitchen slides out unchanged, and is gone once its slide is over.
        #expect(texts().contains("kitchen 0"))
        host.wait(until: 5)
        #expect(!texts().contains("kitchen 1") && !texts().contains("kitchen 0"))
        #expect(onScreen("root 1", in: host))
    }

    @Test func popSlidesTheTopPageOutToTheTrailingEdge() throws {
        let host = ViewHost(rootView: Rooms(), width: 400, height: 300)
        host.update()
        let rootStart = try #require(drawnX(of: "root 0", in: host))
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 2)
        let kitchenStart = try #require(drawnX(of: "kitchen 0", in: host))
        host.tap(label: "Rooms", at: 3)
        host.wait(until: 3.06)
        host.wait(until: 3.07)
        host.wait(until: 3.25)
        let rootMid = try #require(drawnX(of: "root 0", in: host))
        let kitchenMid = try #require(drawnX(of: "kitchen 0", in: host))
        // The root comes back from the leading edge; the kitchen leaves by the trailing one.
        #expect(rootMid < rootStart && rootMid > rootStart - Fixed(400))
        #expect(kitchenMid > kitchenStart && kitchenMid < kitchenStart + Fixed(400))
        host.wait(until: 4)
        #expect(drawnX(of: "root 0", in: host) == rootStart)
        #expect(!onScreen("kitchen 0", in: host))
    }
}
