import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// Swipe actions on list rows and `onDelete`: a swipe to the left reveals the buttons,
/// tapping one runs it, a touch elsewhere closes the row, and vertical drags still scroll.
@MainActor
@Suite struct SwipeActionsTests {
    @MainActor final class Log {
        var deleted: [Int] = []
        var pinned: [String] = []
        var archived: [String] = []
        var tapped: [String] = []
    }

    struct Rooms: View {
        let log: Log
        @State var names = (0..<12).map { "Room \($0)" }

        var body: some View {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { offsets in
                    log.deleted.append(contentsOf: offsets)
                    names.remove(atOffsets: offsets)
                }
                Button("Reset") { log.tapped.append("Reset") }
            }
        }
    }

    struct Pins: View {
        let log: Log
        var body: some View {
            List {
                ForEach(["Kitchen", "Hall"], id: \.self) { name in
                    Text(name)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) { log.archived.append(name) } label: {
                                Label("Archive", systemImage: "trash")
                            }
                            Button("Pin") { log.pinned.append(name) }
                                .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.pinned.append("leading " + name) }
                        }
                }
            }
        }
    }

    private func runX(_ host: ViewHost, _ string: String) -> Fixed? {
        host.drawnRuns.first { $0.string == string }?.baselineOrigin.x
    }

    /// Swipes the row showing `string` by `dx`, slowly (no flick), and lets it settle.
    private func swipe(_ host: ViewHost, _ string: String, dx: Double, at time: Double) throws {
        let frame = try #require(host.frames(ofText: string).first)
        let start = FixedPoint(x: dx < 0 ? Fixed(300) : Fixed(60), y: frame.minY + frame.height / 2)
        host.drag(from: start, dx: dx, dy: 0, steps: 20, interval: 0.05, at: time, hold: 0.3)
        host.wait(until: time + 3)
    }

    @Test func aSwipeToTheLeftRevealsARedDeleteButtonThatDeletesTheRow() throws {
        let log = Log()
        let host = ViewHost(rootView: Rooms(log: log), width: 360, height: 400)
        host.update()
        let before = try #require(runX(host, "Room 1"))
        #expect(!host.drawnStrings.contains("Delete"))
        try swipe(host, "Room 1", dx: -120, at: 1)
        // The row stands 74 points to the left, a red Delete button in the space it left.
        let after = try #require(runX(host, "Room 1"))
        #expect(after == before - Fixed(74))
        #expect(host.drawnStrings.contains("Delete"))
        let red = try #require(host.fills(of: .red).first)
        #expect(red.width == Fixed(74) && red.maxX == Fixed(340))
        #expect(host.colour(ofText: "Delete") == Color.white.pixelColor)
        #expect(log.deleted.isEmpty)
        // Tapping it deletes the row at offset 1.
        host.tap(label: "Delete", at: 5)
        host.wait(until: 8)
        #expect(log.deleted == [1])
        #expect(!host.drawnStrings.contains("Room 1"))
        #expect(!host.drawnStrings.contains("Delete"))
        #expect(runX(host, "Room 2") == before)
    }

    @Test func aTouchElsewhereClosesTheRowAndDoesNothingElse() throws {
        let log = Log()
        let host = ViewHost(rootView: Rooms(log: log), width: 360, height: 800)
        host.update()
        let before = try #require(runX(host, "Room 0"))
        try swipe(host, "Room 0", dx: -120, at: 1)
        #expect(host.drawnStrings.contains("Delete"))
        // A tap on the Reset button only closes the open row.
        host.tap(label: "Reset", at: 5)
        host.wait(until: 8)
        #expect(!host.drawnStrings.contains("Delete"))
        #expect(runX(host, "Room 0") == before)
        #expect(log.tapped.isEmpty && log.deleted.isEmpty)
        // The next tap reaches the button.
        host.tap(label: "Reset", at: 9)
        #expect(log.tapped == ["Reset"])
    }

    @Test func aShortSwipeSpringsBackAndOneRowIsOpenAtATime() throws {
        let log = Log()
        let host = ViewHost(rootView: Rooms(log: log), width: 360, height: 400)
        host.update()
        let before = try #require(runX(host, "Room 2"))
        try swipe(host, "Room 2", dx: -30, at: 1)
        #expect(runX(host, "Room 2") == before)
        #expect(!host.drawnStrings.contains("Delete"))
    }

    @Test func aVerticalDragOnASwipeableRowScrollsTheList() throws {
        let log = Log()
        let host = ViewHost(rootView: Rooms(log: log), width: 360, height: 300)
        host.update()
        let top = try #require(host.frames(ofText: "Room 3").first).minY
        let x = try #require(runX(host, "Room 3"))
        // Up by 150 points, drifting 8 to the left: a scroll, not a swipe.
        host.drag(from: FixedPoint(x: Fixed(250), y: top + Fixed(20)), dx: -8, dy: -150, steps: 15, interval: 0.03, at: 1, hold: 0.2)
        host.wait(until: 5)
        let moved = try #require(host.frames(ofText: "Room 3").first).minY
        #expect(moved < top - Fixed(100))
        #expect(runX(host, "Room 3") == x)
        #expect(!host.drawnStrings.contains("Delete"))
    }

    @Test func aHorizontalSwipeDoesNotScrollTheList() throws {
        let log = Log()
        let host = ViewHost(rootView: Rooms(log: log), width: 360, height: 300)
        host.update()
        let top = try #require(host.frames(ofText: "Room 2").first).minY
        let start = FixedPoint(x: Fixed(300), y: top + Fixed(20))
        // Left by 120, drifting 14 down on the way.
        host.drag(from: start, dx: -120, dy: 14, steps: 20, interval: 0.05, at: 1, hold: 0.3)
        host.wait(until: 5)
        #expect(host.frames(ofText: "Room 2").first?.minY == top)
        #expect(host.drawnStrings.contains("Delete"))
    }

    @Test func swipeActionsShowTheirButtonsAndRunThem() throws {
        let fonts = try FontSet.loadDefault()
        let log = Log()
        let host = ViewHost(rootView: Pins(log: log), width: 360, height: 300, textMeasurer: fonts)
        host.update()
        try swipe(host, "Kitchen", dx: -160, at: 1)
        // Two buttons: the first (Archive, red) at the trailing edge, Pin (orange) inside it.
        let red = try #require(host.fills(of: .red).first)
        let orange = try #require(host.fills(of: .orange).first)
        #expect(red.maxX == Fixed(340) && red.width == Fixed(74))
        #expect(orange.maxX == red.minX && orange.width == Fixed(74))
        host.tap(label: "Pin", at: 5)
        host.wait(until: 8)
        #expect(log.pinned == ["Kitchen"])
        // Tapping a button closes the row.
        #expect(host.fills(of: .orange).isEmpty)
        // A swipe to the right reveals the leading Pin.
        try swipe(host, "Hall", dx: 120, at: 10)
        let grey = try #require(host.fills(of: .gray).first)
        #expect(grey.minX == Fixed(20) && grey.width == Fixed(74))
        host.tap(label: "Pin", at: 15)
        #expect(log.pinned == ["Kitchen", "leading Hall"])
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let log = Log()
        let host = ViewHost(rootView: Pins(log: log), width: 360, height: 300)
        host.update()
        try swipe(host, "Hall", dx: -260, at: 1)
        #expect(log.archived == ["Hall"])
        #expect(log.pinned.isEmpty)
        // The row closes again.
        #expect(host.fills(of: .red).isEmpty)
    }

    struct Alarms: View {
        @State var alarms = ["Front door left open for 10 minutes", "Smoke sensor battery low", "Freezer warm"]
        var body: some View {
            List {
                Section("Alarms") {
                    ForEach(alarms, id: \.self) { Text($0).badge(2) }
                        .onDelete { alarms.remove(atOffsets: $0) }
                }
                Section {
                    Text("Kitchen lights and blinds")
                        .swipeActions {
                            Button(role: .destructive) {} label: { Label("Archive", systemImage: "trash") }
                            Button("Pin") {}.tint(.orange)
                        }
                }
            }
        }
    }

    @Test func aListWithRowsSwipedOpen() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Alarms(), width: 360, height: 320, textMeasurer: fonts)
        host.update()
        try swipe(host, "Kitchen lights and blinds", dx: -160, at: 1)
        expectGolden(host.drawn(fonts: fonts), named: "list-swipe-open")
    }
}
