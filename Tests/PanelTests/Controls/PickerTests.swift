import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct PickerTests {
    enum Mode: Hashable { case auto, eco, boost }

    struct Segmented: View {
        @State var mode = Mode.auto
        var body: some View {
            VStack {
                Picker("Mode", selection: $mode) {
                    Text("Auto").tag(Mode.auto)
                    Text("Eco").tag(Mode.eco)
                    Text("Boost").tag(Mode.boost)
                }
                .pickerStyle(.segmented)
                .tint(.red)
                .frame(width: 360)
                Text("mode \(mode)")
            }
        }
    }

    @Test func segmentedSelectsTheTappedTagAndSlidesItsThumb() throws {
        let host = ViewHost(rootView: Segmented(), width: 400, height: 300)
        host.update()
        let auto = try #require(host.element(labeled: "Auto"))
        let boost = try #require(host.element(labeled: "Boost"))
        #expect(try #require(host.fill(of: .red)).minX == auto.frame.minX)
        host.tap(label: "Boost", at: 0)
        #expect(host.visibleTexts.last == "mode boost")
        // Part way through the slide the thumb is between the two segments...
        host.wait(until: 0.15)
        let moving = try #require(host.fill(of: .red))
        #expect(moving.minX > auto.frame.minX && moving.minX < boost.frame.minX)
        // ...and it settles on the tapped one.
        host.wait(until: 1)
        let settled = try #require(host.fill(of: .red))
        #expect(settled.minX == boost.frame.minX && settled.width == boost.frame.width)
    }

    @Test func aSelectionChangedElsewhereMovesTheThumbWithItsTransaction() throws {
        struct Owner: View {
            @State var mode = Mode.auto
            var body: some View {
                VStack {
                    Picker("Mode", selection: $mode) {
                        Text("Auto").tag(Mode.auto)
                        Text("Eco").tag(Mode.eco)
                        Text("Boost").tag(Mode.boost)
                    }
                    .pickerStyle(.segmented)
                    .tint(.red)
                    .frame(width: 360)
                    Button("Slow") { withAnimation(.linear(duration: 1)) { mode = .boost } }
                    Button("Now") { mode = .auto }
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 400)
        host.update()
        let auto = try #require(host.element(labeled: "Auto")).frame
        let boost = try #require(host.element(labeled: "Boost")).frame
        host.tap(label: "Slow", at: 0)
        // Half way through the caller's one-second animation, the thumb is half way.
        host.wait(until: 0.55)
        let moving = try #require(host.fill(of: .red))
        #expect(moving.minX > auto.minX + (boost.minX - auto.minX) / 4)
        #expect(moving.minX < boost.minX - (boost.minX - auto.minX) / 4)
        host.wait(until: 2)
        #expect(host.fill(of: .red)?.minX == boost.minX)
        // Without a transaction it moves at once.
        host.tap(label: "Now", at: 3)
        #expect(host.fill(of: .red)?.minX == auto.minX)
    }

    @Test func segmentsShareTheWidthEqually() throws {
        let host = ViewHost(rootView: Segmented(), width: 400, height: 300)
        host.update()
        let widths = try ["Auto", "Eco", "Boost"].map { try #require(host.element(labeled: $0)).frame.width }
        #expect(widths[0] == widths[1] && widths[1] == widths[2])
    }

    @Test func aTagOfAnotherTypeDoesNotSelect() throws {
        struct Owner: View {
            @State var level: Int
            var body: some View {
                VStack {
                    Picker("Level", selection: $level) {
                        Text("Low").tag(0)
                        Text("Mid").tag(Int8(1))
                        Text("High").tag(2)
                    }
                    .pickerStyle(.segmented)
                    .tint(.red)
                    .frame(width: 360)
                    Text("level \(level)")
                }
            }
        }
        // The selection 1 is an Int; the Int8 tag 1 is not it: no segment is selected.
        let host = ViewHost(rootView: Owner(level: 1), width: 400, height: 300)
        host.update()
        #expect(host.fills(of: .red).isEmpty)
        host.tap(label: "Mid", at: 0)
        #expect(host.visibleTexts.last == "level 1")
        host.tap(label: "High", at: 1)
        #expect(host.visibleTexts.last == "level 2")
        host.tap(label: "Mid", at: 2)
        #expect(host.visibleTexts.last == "level 2")
    }

    struct Menu: View {
        @State var unit = "C"
        var body: some View {
            VStack {
                Picker("Units", selection: $unit) {
                    Text("Celsius").tag("C")
                    Text("Fahrenheit").tag("F")
                    Text("Kelvin").tag("K")
                }
                .frame(width: 360)
                Text("unit \(unit)")
            }
        }
    }

    @Test func menuOpensSelectsAndCloses() throws {
        let host = ViewHost(rootView: Menu(), width: 400, height: 400)
        host.update()
        #expect(host.visibleTexts == ["Units", "Celsius", "unit C"])
        let button = try #require(host.interactiveElements().first)
        host.tap(button.activationPoint, at: 0)
        #expect(host.visibleTexts == ["Units", "Celsius", "Celsius", "Fahrenheit", "Kelvin", "unit C"])
        // The open list lies below the button, on the trailing side.
        let list = host.frames(ofText: "Kelvin")
        #expect(list.count == 1 && list[0].minY > button.frame.maxY)
        host.tap(label: "Kelvin", at: 1)
        #expect(host.visibleTexts == ["Units", "Kelvin", "unit K"])
    }

    @Test func listsItsTouchTargetsByTheirText() {
        let host = ViewHost(rootView: Menu(), width: 400, height: 400)
        host.update()
        #expect(host.interactiveElements().map(\.label) == ["Units Celsius"])
        host.tap(label: "Units Celsius", at: 0)
        #expect(host.interactiveElements().map(\.label) == ["Units Celsius", "Celsius", "Fahrenheit", "Kelvin"])
    }

    @Test func automaticIsTheMenu() {
        let host = ViewHost(rootView: Menu().pickerStyle(.automatic).pickerStyle(.segmented), width: 400, height: 400)
        host.update()
        // A menu shows only the current option until opened.
        #expect(host.visibleTexts == ["Units", "Celsius", "unit C"])
    }

    @Test func inlineListsEveryOptionAndSelectsTheTappedOne() {
        let host = ViewHost(rootView: Menu().pickerStyle(.inline), width: 400, height: 400)
        host.update()
        #expect(host.visibleTexts == ["Units", "Celsius", "Fahrenheit", "Kelvin", "unit C"])
        host.tap(label: "Fahrenheit", at: 0)
        #expect(host.visibleTexts.last == "unit F")
    }

    struct Wheel: View {
        struct Program: Identifiable { let id: Int; let name: String }
        static let programs = (0..<10).map { Program(id: $0, name: "P\($0)") }
        @State var program = 3
        var body: some View {
            VStack {
                Picker("Program", selection: $program) {
                    ForEach(Self.programs) { Text($0.name) }
                }
                .pickerStyle(.wheel)
                .frame(width: 200)
                Text("program \(program)")
            }
        }
    }

    @Test func wheelSnapsToTheNearestRowAfterADrag() throws {
        let host = ViewHost(rootView: Wheel(), width: 400, height: 400)
        host.update()
        let start = try #require(host.frames(ofText: "P3").first).center
        // The selected row is the middle one of the five.
        let wheel = try #require(host.interactiveElements().first { $0.kind == .gesture })
        #expect(wheel.frame.height == Fixed(200))
        #expect(start.y > wheel.frame.minY + Fixed(80) && start.y < wheel.frame.minY + Fixed(120))
        host.touch(.began, start, at: 0)
        host.touch(.moved, start.offsetBy(dx: 0, dy: -30), at: 0.05)
        // The column follows the touch.
        #expect(try #require(host.frames(ofText: "P3").first).center.y == start.y - Fixed(30))
        host.touch(.moved, start.offsetBy(dx: 0, dy: -85), at: 0.1)
        host.touch(.ended, start.offsetBy(dx: 0, dy: -85), at: 0.15)
        // 85 px is 2.125 rows: two rows up, P5 is chosen and snaps into the middle.
        #expect(host.visibleTexts.last == "program 5")
        host.wait(until: 1)
        #expect(try #require(host.frames(ofText: "P5").first).center.y == start.y)
    }

    @Test func wheelRoundsDragsToRowsInFixedPoint() {
        #expect(WheelPickerBody<Int>.rows(forTranslation: 19.9) == 0)
        #expect(WheelPickerBody<Int>.rows(forTranslation: 20) == 1)
        #expect(WheelPickerBody<Int>.rows(forTranslation: -60) == -2)
        #expect(WheelPickerBody<Int>.rows(forTranslation: -59.9) == -1)
        #expect(WheelPickerBody<Int>.rows(forTranslation: 1000) == 25)
    }

    @Test func wheelStopsAtTheEnds() throws {
        let host = ViewHost(rootView: Wheel(), width: 400, height: 400)
        host.update()
        let start = try #require(host.frames(ofText: "P3").first).center
        host.touch(.began, start, at: 0)
        host.touch(.moved, start.offsetBy(dx: 0, dy: 150), at: 0.05)
        host.touch(.ended, start.offsetBy(dx: 0, dy: 150), at: 0.1)
        #expect(host.visibleTexts.last == "program 0")
    }
}
