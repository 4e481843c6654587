import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The recordings converted from real controllers' published dumps
/// (Tests/PanelTests/Input/Recordings/Real, sources in its README.md), replayed through the
/// real decoder onto a grid of buttons covering the screen. The cell each touch should
/// press is worked out here from the recording's raw device coordinates and axis ranges,
/// not from the decoder's mapping.
///
/// Recordings that end with the finger down (most published excerpts do) check that the
/// aimed cell is pressed while the finger is down, and that the end of the stream, which
/// cancels the touch, fires nothing and leaves nothing pressed.
@MainActor
@Suite struct RealControllerRecordingsTests {
    typealias C = LinuxInputCode

    // MARK: The panel

    /// Counts each cell's button actions.
    @MainActor final class Taps {
        var counts: [String: Int] = [:]
        var total: Int { counts.values.reduce(0, +) }
    }

    /// One grid cell: `columns` × `rows` of them fill the screen edge to edge.
    struct Cell: Hashable, CustomStringConvertible {
        var column: Int
        var row: Int
        var label: String { "\(column),\(row)" }
        var description: String { "cell \(label)" }
    }

    /// A button that fills its whole cell and is red while pressed.
    struct CellStyle: ButtonStyle {
        var width: CGFloat
        var height: CGFloat
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: width, height: height)
                .background(configuration.isPressed ? Color.red : Color.blue)
        }
    }

    struct ButtonGrid: View {
        let columns: Int
        let rows: Int
        let cellWidth: CGFloat
        let cellHeight: CGFloat
        let taps: Taps
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<rows) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<columns) { column in
                            Button(Cell(column: column, row: row).label) {
                                taps.counts[Cell(column: column, row: row).label, default: 0] += 1
                            }
                        }
                    }
                }
            }
            .buttonStyle(CellStyle(width: cellWidth, height: cellHeight))
        }
    }

    /// A screen of `width` × `height` pixels covered by a grid of buttons.
    @MainActor struct Panel {
        let host: ViewHost
        let taps: Taps
        let columns: Int
        let rows: Int
        let transform: ScreenTransform

        init(width: Int, height: Int, columns: Int, rows: Int) {
            let taps = Taps()
            self.taps = taps
            self.columns = columns
            self.rows = rows
            transform = ScreenTransform(physicalWidth: width, physicalHeight: height, rotation: .none)
            host = ViewHost(rootView: ButtonGrid(columns: columns, rows: rows,
                                                 cellWidth: CGFloat(width / columns), cellHeight: CGFloat(height / rows), taps: taps),
                            width: width, height: height)
            host.update()
        }

        /// The cells drawn pressed right now.
        var pressed: Set<Cell> {
            let red = Set(host.fills(of: .red))
            var cells = Set<Cell>()
            for column in 0..<columns {
                for row in 0..<rows {
                    let cell = Cell(column: column, row: row)
                    if let element = host.element(labeled: cell.label), red.contains(element.frame.snappedToPixels) {
                        cells.insert(cell)
                    }
                }
            }
            return cells
        }
    }

    /// What a replay did to the panel.
    struct Replay {
        /// Every cell seen pressed after some frame of the recording.
        var everPressed: Set<Cell> = []
        /// The cells still pressed when the recording ended, before its touches were cancelled.
        var pressedAtEnd: Set<Cell> = []
        /// The pointer events the decoder produced.
        var events: [PointerEvent] = []
    }

    // MARK: Replaying

    func load(_ name: String, file: String = #filePath) throws -> EvemuRecording {
        try EvemuRecording.load(path: testsDirectory(of: file, target: "PanelTests") + "/Input/Recordings/Real/\(name).evemu")
    }

    /// Plays `recording` into `panel` at its recorded pace (gesture timers fire in between),
    /// then ends the stream as the device going away would: touches still down are cancelled.
    func replay(_ recording: EvemuRecording, on panel: Panel) throws -> Replay {
        let start = MonotonicTime(seconds: 100)
        let source = try ScriptedInputSource(recording: recording, transform: panel.transform, startTime: start, deviceNumber: 1)
        var result = Replay()
        var last = start
        while let deadline = source.nextDeadline {
            panel.host.advance(to: deadline)
            for event in source.eventsDue(at: deadline) {
                panel.host.send(event)
                if let pointer = event.pointerEvent { result.events.append(pointer) }
            }
            panel.host.update()
            result.everPressed.formUnion(panel.pressed)
            last = deadline
        }
        result.pressedAtEnd = panel.pressed
        let end = last + 100_000_000
        for event in source.cancelAll(at: end) {
            panel.host.send(event)
            if let pointer = event.pointerEvent { result.events.append(pointer) }
        }
        panel.host.advance(to: end + 2_000_000_000)
        panel.host.update()
        return result
    }

    /// The grid cell a raw device position falls in: the axis's span split into equal
    /// parts, the way the kernel documents absolute axes (`maximum - minimum + 1` units).
    func expectedCell(x: Int32, y: Int32, xAxis: AbsoluteAxisInfo, yAxis: AbsoluteAxisInfo, columns: Int, rows: Int) -> Cell {
        func part(_ value: Int32, _ axis: AbsoluteAxisInfo, _ parts: Int) -> Int {
            let span = Int(axis.maximum) - Int(axis.minimum) + 1
            return min(max((Int(value) - Int(axis.minimum)) * parts / span, 0), parts - 1)
        }
        return Cell(column: part(x, xAxis, columns), row: part(y, yAxis, rows))
    }

    func axis(_ recording: EvemuRecording, _ code: UInt16) throws -> AbsoluteAxisInfo {
        try #require(recording.capabilities.absoluteAxes[code], "axis \(code) in \(recording.file)")
    }

    /// Every raw position (x, y) the recording reports for its first contact, as the dump
    /// has them (carried over between frames that change one axis only).
    func rawPositions(_ recording: EvemuRecording, x xCode: UInt16, y yCode: UInt16) -> [(Int32, Int32)] {
        var x: Int32?, y: Int32?
        var positions: [(Int32, Int32)] = []
        for event in recording.events {
            if event.type == C.absolute && event.code == xCode { x = event.value }
            if event.type == C.absolute && event.code == yCode { y = event.value }
            if event.type == C.synchronization && event.code == C.synReport, let x, let y { positions.append((x, y)) }
        }
        return positions
    }

    /// Checks a recording whose one finger lands, stays within one cell and is still down
    /// where the published excerpt ends: exactly that cell is pressed while it is down, no
    /// action fires (the touch never lifted, it was cancelled), and nothing stays pressed.
    func expectHeldOnOneCell(_ name: String, screen: (Int, Int), grid: (Int, Int), x xCode: UInt16, y yCode: UInt16,
                             adjust: (inout EvemuRecording) -> Void = { _ in }) throws {
        var recording = try load(name)
        adjust(&recording)
        let panel = Panel(width: screen.0, height: screen.1, columns: grid.0, rows: grid.1)
        let xAxis = try axis(recording, xCode), yAxis = try axis(recording, yCode)
        let cells = Set(rawPositions(recording, x: xCode, y: yCode).map {
            expectedCell(x: $0.0, y: $0.1, xAxis: xAxis, yAxis: yAxis, columns: grid.0, rows: grid.1)
        })
        #expect(cells.count == 1, "\(name): the recorded finger should stay within one cell: \(cells)")
        let result = try replay(recording, on: panel)
        #expect(result.everPressed == cells, "\(name)")
        #expect(result.pressedAtEnd == cells, "\(name): the finger is still down where the excerpt ends")
        #expect(panel.taps.total == 0, "\(name): a cancelled touch fires nothing: \(panel.taps.counts)")
        #expect(panel.pressed.isEmpty, "\(name): nothing stays pressed")
        #expect(wellFormedPointerSequences(result.events), "\(name)")
    }

    // MARK: Every recording

    nonisolated static let all = [
        "sitronix-st1232-protocol-a", "raspberrypi-7inch-ft5x06-ghost-touches", "egalax-usb-resistive-wander",
        "egalax-usb-resistive-still", "ads7846-resistive-pressure", "ssd253x-first-events", "himax-852x-portrait",
        "goodix-gt80x-tracking-without-slots", "3m-usb-ex-ii", "imx6ul-tsc-resistive-noise",
        "weida-cooltouch-hid-timestamp-frames", "weida-cooltouch-lift-without-its-start",
    ]

    @Test(arguments: all) func everyRecordingParsesAndNamesItsSource(_ name: String) throws {
        let recording = try load(name)
        #expect(!recording.events.isEmpty)
        let text = try readTextFile(recording.file)
        #expect(text.hasPrefix("# EVEMU 1.3\n"))
        #expect(text.contains("# Source: https://"), "\(name) names where its dump was published")
    }

    @Test func theDecoderClassifiesTheControllersItSupportsToday() throws {
        #expect(InputDeviceKind(classifying: try load("raspberrypi-7inch-ft5x06-ghost-touches").capabilities) == .multitouchScreen)
        #expect(InputDeviceKind(classifying: try load("ssd253x-first-events").capabilities) == .multitouchScreen)
        #expect(InputDeviceKind(classifying: try load("weida-cooltouch-hid-timestamp-frames").capabilities) == .multitouchScreen)
        for name in ["egalax-usb-resistive-wander", "egalax-usb-resistive-still", "ads7846-resistive-pressure", "3m-usb-ex-ii", "imx6ul-tsc-resistive-noise"] {
            #expect(InputDeviceKind(classifying: try load(name).capabilities) == .singleTouchScreen, "\(name)")
        }
    }

    // MARK: Controllers the decoder handles today

    @Test func eGalaxWanderingByOneUnitPressesTheCellUnderTheFinger() throws {
        try expectHeldOnOneCell("egalax-usb-resistive-wander", screen: (800, 480), grid: (4, 3), x: C.absX, y: C.absY)
    }

    @Test func anOlderEGalaxRepeatingItsPositionPressesTheCellUnderTheFinger() throws {
        try expectHeldOnOneCell("egalax-usb-resistive-still", screen: (800, 480), grid: (4, 3), x: C.absX, y: C.absY)
    }

    @Test func ads7846WithPressurePressesTheCellUnderTheStylus() throws {
        try expectHeldOnOneCell("ads7846-resistive-pressure", screen: (320, 240), grid: (4, 3), x: C.absX, y: C.absY)
    }

    @Test func threeMUSBWith16385UnitsPressesTheCellUnderTheFinger() throws {
        try expectHeldOnOneCell("3m-usb-ex-ii", screen: (1280, 800), grid: (4, 3), x: C.absX, y: C.absY)
    }

    @Test func himaxPortraitPanelPressesTheCellUnderTheFinger() throws {
        // The published capability list is cut before ABS_MT_SLOT's range; the events
        // select slot 1, so grant the smallest range that holds it (an assumption of this
        // test, not part of the recording).
        try expectHeldOnOneCell("himax-852x-portrait", screen: (720, 1280), grid: (3, 4), x: C.absMTPositionX, y: C.absMTPositionY) {
            $0.capabilities.absoluteAxes[C.absMTSlot] = AbsoluteAxisInfo(minimum: 0, maximum: 1)
        }
    }

    @Test func weidaCoolTouchHeldStillWithTimestampOnlyFramesPressesTheCellUnderTheFinger() throws {
        // 32768 units at 69 and 122 units/mm: a 475 × 269 mm (21.5", 16:9) panel.
        try expectHeldOnOneCell("weida-cooltouch-hid-timestamp-frames", screen: (1920, 1080), grid: (4, 3),
                                x: C.absMTPositionX, y: C.absMTPositionY)
    }

    @Test func weidaCoolTouchAimsAtTheBottomRightCell() throws {
        // The raw position worked out by hand: 28772 × 4 / 32768 = 3.51 (column 3),
        // 28784 × 3 / 32768 = 2.64 (row 2).
        let recording = try load("weida-cooltouch-hid-timestamp-frames")
        let positions = rawPositions(recording, x: C.absMTPositionX, y: C.absMTPositionY)
        #expect(positions.map { $0.0 } == [28772, 28772, 28772, 28772])
        #expect(positions.map { $0.1 } == [28784, 28784, 28784, 28784])
        let panel = Panel(width: 1920, height: 1080, columns: 4, rows: 3)
        let result = try replay(recording, on: panel)
        #expect(result.pressedAtEnd == [Cell(column: 3, row: 2)])
        #expect(!result.events.contains { $0.phase == .moved }, "frames with only MSC_TIMESTAMP move nothing")
    }

    @Test func anSSD253xFrameCutBeforeItsReportPressesNothing() throws {
        let panel = Panel(width: 800, height: 480, columns: 4, rows: 3)
        let result = try replay(try load("ssd253x-first-events"), on: panel)
        #expect(result.events.isEmpty)
        #expect(result.everPressed.isEmpty)
        #expect(panel.taps.total == 0)
    }

    @Test func aWeidaLiftWhoseTouchBeganBeforeTheExcerptFiresNothing() throws {
        // The excerpt holds a position (in cell 3,2: 32522 × 4 / 32768 = 3.97,
        // 32591 × 3 / 32768 = 2.98) and then the lift, but not the tracking id that began
        // the touch: the lift of a touch that never started must not fire the cell.
        let recording = try load("weida-cooltouch-lift-without-its-start")
        let xAxis = try axis(recording, C.absMTPositionX), yAxis = try axis(recording, C.absMTPositionY)
        let positions = rawPositions(recording, x: C.absMTPositionX, y: C.absMTPositionY)
        #expect(Set(positions.map { expectedCell(x: $0.0, y: $0.1, xAxis: xAxis, yAxis: yAxis, columns: 4, rows: 3) })
                == [Cell(column: 3, row: 2)])
        let panel = Panel(width: 1920, height: 1080, columns: 4, rows: 3)
        let result = try replay(recording, on: panel)
        #expect(result.everPressed.isEmpty, "pressed \(result.everPressed)")
        #expect(panel.taps.total == 0, "fired \(panel.taps.counts)")
        #expect(panel.pressed.isEmpty)
        #expect(wellFormedPointerSequences(result.events))
    }

    @Test func aTouchWhoseBeginningWasNotRecordedPressesNothing() throws {
        // The i.MX6UL excerpt starts with the finger already down (no BTN_TOUCH 1 in it):
        // its wandering positions alone must not start a touch.
        let panel = Panel(width: 800, height: 480, columns: 4, rows: 3)
        let result = try replay(try load("imx6ul-tsc-resistive-noise"), on: panel)
        #expect(result.everPressed.isEmpty)
        #expect(panel.taps.total == 0)
    }

    // MARK: What the decoder does not do yet

    @Test
    func raspberryPiPositionlessGhostTouchesPressNothing() throws {
        let panel = Panel(width: 800, height: 480, columns: 4, rows: 3)
        let recording = try load("raspberrypi-7inch-ft5x06-ghost-touches")
        #expect(rawPositions(recording, x: C.absMTPositionX, y: C.absMTPositionY).isEmpty, "the dump reports no position at all")
        let result = try replay(recording, on: panel)
        #expect(result.everPressed.isEmpty, "ghost touches pressed \(result.everPressed)")
        #expect(panel.taps.total == 0, "ghost touches fired \(panel.taps.counts)")
        #expect(panel.pressed.isEmpty)
    }

    @Test
    func sitronixST1232ProtocolAPressesTheCellUnderTheFinger() throws {
        try expectHeldOnOneCell("sitronix-st1232-protocol-a", screen: (800, 480), grid: (4, 3), x: C.absMTPositionX, y: C.absMTPositionY)
    }

    @Test
    func goodixGT80xWithoutSlotsPressesTheCellUnderTheFinger() throws {
        try expectHeldOnOneCell("goodix-gt80x-tracking-without-slots", screen: (800, 480), grid: (4, 3), x: C.absMTPositionX, y: C.absMTPositionY)
    }

    /// The seed's long-press style has `maximumDistance: 0`. The eGalax finger is held
    /// still but wanders by one device unit 52 ms after it lands; a hold of 60 ms (what the
    /// published excerpt covers) must still complete.
    @Test
    func eGalaxHeldStillCompletesALongPressWithMaximumDistanceZero() throws {
        final class Held { var count = 0 }
        let held = Held()
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
        let host = ViewHost(rootView: Color.blue.frame(width: 800, height: 480)
            .onLongPressGesture(minimumDuration: 0.06, maximumDistance: 0) { held.count += 1 }, width: 800, height: 480)
        host.update()
        let source = try ScriptedInputSource(recording: try load("egalax-usb-resistive-wander"), transform: transform,
                                             startTime: MonotonicTime(seconds: 100))
        var moves = 0
        while let deadline = source.nextDeadline {
            host.advance(to: deadline)
            for event in source.eventsDue(at: deadline) {
                if event.pointerEvent?.phase == .moved { moves += 1 }
                host.send(event)
            }
            host.update()
        }
        #expect(moves == 0, "a finger held still reported \(moves) moves")
        #expect(held.count == 1)
    }
}
