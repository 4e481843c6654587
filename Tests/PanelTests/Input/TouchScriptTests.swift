import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct TouchScriptTests {
    func parse(_ text: String) throws(InputFileError) -> TouchScript { try TouchScript(parsing: text, file: "test.touch") }

    func parseError(_ text: String) -> InputFileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryCommand() throws {
        let script = try parse("""
            # a comment line
            tap 100 200
            tap "Tap Me!"   # aimed at a control
            hold 10.5 20 1.5
            hold "Save \\"now\\"" 0.8
            swipe 0 0 100 50 0.25

            down 1 5 6
            move 1 7 8
            up 1
            wait 2
            """)
        #expect(script.steps.map(\.command) == [
            .tap(.point(point(100, 200))),
            .tap(.label("Tap Me!")),
            .hold(.point(FixedPoint(x: Fixed(10.5), y: Fixed(20))), nanoseconds: 1_500_000_000),
            .hold(.label("Save \"now\""), nanoseconds: 800_000_000),
            .swipe(from: point(0, 0), to: point(100, 50), nanoseconds: 250_000_000),
            .down(slot: 1, point(5, 6)),
            .move(slot: 1, point(7, 8)),
            .up(slot: 1),
            .wait(nanoseconds: 2_000_000_000),
        ])
        #expect(script.steps.map(\.line) == [2, 3, 4, 5, 6, 8, 9, 10, 11])
    }

    @Test func parsesCommandLineArguments() throws {
        let script = try TouchScript(arguments: ["tap", "100", "200", "wait", "0.5", "hold", "Tap Me!", "2"])
        #expect(script.steps.map(\.command) == [
            .tap(.point(point(100, 200))), .wait(nanoseconds: 500_000_000), .hold(.label("Tap Me!"), nanoseconds: 2_000_000_000),
        ])
        #expect(throws: InputFileError.self) { try TouchScript(arguments: ["tap", "100"]) }
        #expect(throws: InputFileError.self) { try TouchScript(arguments: ["jump"]) }
    }

    @Test func namesTheLineAndWhatWasExpected() {
        #expect(parseError("tap 1 2\nfly 1 2")?.description
                == "test.touch:2: expected a command (tap, hold, swipe, down, move, up, wait, key, keydown, keyup, type or rotate), found 'fly'")
        #expect(parseError("tap 10")?.description == "test.touch:1: expected a y coordinate (tap X Y or tap \"Label\"), found the end of the line")
        #expect(parseError("tap 10 abc")?.message == "expected a y coordinate as a number (tap X Y or tap \"Label\"), found 'abc'")
        #expect(parseError("hold 1 2")?.message.contains("duration") == true)
        #expect(parseError("wait -1")?.message.contains("from 0 to 3600") == true)
        #expect(parseError("down 10 1 1")?.message.contains("slot from 0 to 9") == true)
        #expect(parseError("down 1.5 1 1")?.message.contains("slot") == true)
        #expect(parseError("up")?.line == 1)
        #expect(parseError("tap 1 2 3")?.message.contains("one command per line") == true)
        #expect(parseError("tap \"unclosed")?.message.contains("closing") == true)
        #expect(parseError("tap \"\"")?.message.contains("empty") == true)
        #expect(parseError("tap nan 1") != nil)
        #expect(parseError("tap 1e300 1") != nil)
        #expect(parseError("\n\n\nswipe 1 2 3 4")?.line == 4)
    }

    @Test func aScriptLongerThanADayIsAnErrorAtTheLineThatMakesItSo() {
        let day = Array(repeating: "wait 3600", count: 24).joined(separator: "\n")
        #expect(parseError(day) == nil)
        let error = parseError(day + "\ntap 1 1")
        #expect(error?.line == 25)
        #expect(error?.message == "the script would last longer than 86400 seconds: split it, or shorten its waits")
        #expect(parseError("wait 3600.000000001")?.message.contains("from 0 to 3600 seconds") == true)
        #expect(parseError("wait 1e300")?.message.contains("from 0 to 3600 seconds") == true)
        #expect(parseError("hold 1 1 -0.5")?.message.contains("from 0 to 3600 seconds") == true)
        #expect(parseError("tap 1000001 0")?.message.contains("far outside any screen") == true)
        #expect(parseError("down 2147483648 1 1")?.message.contains("slot from 0 to 9") == true)
        #expect(throws: InputFileError.self) {
            _ = try TouchScript(arguments: Array(repeating: ["wait", "3600"], count: 25).flatMap { $0 })
        }
    }

    @Test func fuzzedScriptsNeverCrash() {
        var random = SplitMix64(seed: 7)
        let pieces = ["tap", "hold", "swipe", "down", "move", "up", "wait", "1", "-2", "0.5", "\"", "\"A b\"", "#", "x", "\n", " ", "\t", "3600", "9", "\\"]
        var parsed = 0
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: " ")
            if let script = try? parse(text) {
                parsed += 1
                var player = TouchScriptPlayer(script: script, resolveLabel: { _ in point(1, 1) })
                let actions = player.allActions()
                // Every finger put down is lifted by the end, and time never runs backwards.
                var down = Set<Int>()
                for action in actions {
                    if case .down = action.kind { down.insert(action.slot) }
                    if case .up = action.kind { down.remove(action.slot) }
                }
                #expect(down.isEmpty)
                #expect(zip(actions, actions.dropFirst()).allSatisfy { $0.offset <= $1.offset })
            }
        }
        #expect(parsed > 0)
    }
}

@Suite struct TouchScriptPlayerTests {
    func actions(_ text: String, labels: [String: FixedPoint] = [:]) throws -> (TouchScriptPlayer, [TouchAction]) {
        var player = TouchScriptPlayer(script: try TouchScript(parsing: text, file: "t"), resolveLabel: { labels[$0] })
        let all = player.allActions()
        return (player, all)
    }

    @Test func tapHoldAndWaitFollowEachOtherInTime() throws {
        let (_, all) = try actions("tap 1 2\nwait 1\nhold 3 4 2")
        #expect(all == [
            TouchAction(offset: 0, slot: 0, kind: .down(point(1, 2)), line: 1),
            TouchAction(offset: 50_000_000, slot: 0, kind: .up, line: 1),
            TouchAction(offset: 1_050_000_000, slot: 0, kind: .mark, line: 2),
            TouchAction(offset: 1_050_000_000, slot: 0, kind: .down(point(3, 4)), line: 3),
            TouchAction(offset: 3_050_000_000, slot: 0, kind: .up, line: 3),
        ])
    }

    @Test func swipesMoveAtSixtyHertzToTheExactEnd() throws {
        let (_, all) = try actions("swipe 0 0 100 50 0.1")
        #expect(all.count == 1 + 6 + 1)
        #expect(all[1].kind == .move(FixedPoint(x: Fixed(100) / 6, y: Fixed(50) / 6)))
        #expect(all[6].kind == .move(point(100, 50)))
        #expect(all[6].offset == 100_000_000)
        #expect(all.last?.kind == .up)
    }

    @Test func labelsResolveWhenTheirCommandComesUp() throws {
        var lookups: [String] = []
        var player = TouchScriptPlayer(script: try TouchScript(parsing: "tap 5 5\nwait 1\ntap \"OK\"", file: "t")) { label in
            lookups.append(label)
            return label == "OK" ? point(70, 80) : nil
        }
        _ = player.actions(upTo: 500_000_000)
        #expect(lookups.isEmpty)
        let later = player.actions(upTo: 2_000_000_000)
        #expect(lookups == ["OK"])
        #expect(later.contains(TouchAction(offset: 1_050_000_000, slot: 0, kind: .down(point(70, 80)), line: 3)))
    }

    @Test func anUnknownLabelIsReportedAndSkipped() throws {
        let (player, all) = try actions("tap \"Missing\"\ntap 1 1")
        #expect(player.problems.map(\.description) == ["t:1: no control labelled \"Missing\" on the screen"])
        #expect(all.map(\.kind) == [.down(point(1, 1)), .up])
    }

    @Test func multiFingerCommandsShareTheClockAndFingersLeftDownAreLifted() throws {
        let (player, all) = try actions("down 0 1 1\ndown 1 9 9\nwait 0.1\nmove 1 8 8\nup 3\ntap 5 5")
        #expect(player.problems.map(\.message) == ["slot 3 is not down"])
        // The tap takes the lowest free slot; slots 0 and 1 lift when the script ends.
        #expect(all.filter { $0.kind == .down(point(5, 5)) }.map(\.slot) == [2])
        #expect(all.suffix(2).map(\.kind) == [.up, .up])
        #expect(Set(all.suffix(2).map(\.slot)) == [0, 1])
    }

    /// Scripts built in code skip the parser's checks: the player holds them to the same
    /// limits instead of overflowing its clock or making a swipe of billions of steps.
    @Test func scriptsBuiltInCodeWithHostileNumbersPlayWithinLimits() {
        let script = TouchScript(file: "code", steps: [
            .init(command: .wait(nanoseconds: .max), line: 1),
            .init(command: .hold(.point(point(1, 1)), nanoseconds: .max), line: 2),
            .init(command: .swipe(from: point(0, 0), to: point(10, 10), nanoseconds: .max), line: 3),
            .init(command: .wait(nanoseconds: .min), line: 4),
            .init(command: .down(slot: 99, point(1, 1)), line: 5),
            .init(command: .move(slot: -1, point(1, 1)), line: 6),
            .init(command: .up(slot: .max), line: 7),
        ])
        var player = TouchScriptPlayer(script: script)
        let actions = player.allActions()
        #expect(actions.allSatisfy { $0.offset >= 0 && $0.offset <= 4 * TouchScript.maximumNanoseconds })
        #expect(actions.last?.offset == 3 * TouchScript.maximumNanoseconds)
        #expect(actions.count < 1_000_000)
        #expect(player.problems.map(\.line) == [5, 6, 7])
        #expect(player.problems.first?.message == "slot 99 is not one of 0 to 9")
    }
}

@Suite struct ScriptedInputSourceTests {
    let start = MonotonicTime(nanoseconds: 1_000_000_000)

    @Test func aScriptReachesPointerEventsThroughTheVirtualTouchscreen() throws {
        for rotation in Rotation.allCases {
            let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: rotation)
            let script = try TouchScript(parsing: "tap 100 200\nhold 300 150 1\ndown 0 10 10\ndown 1 20 20\nup 0\nup 1", file: "t")
            let source = ScriptedInputSource(script: script, transform: transform, startTime: start, deviceNumber: 2)
            let events = source.playToEnd().pointerEvents
            #expect(events.map(\.phase) == [.began, .ended, .began, .ended, .began, .began, .ended, .ended], "\(rotation)")
            #expect(events[0].location == point(100, 200), "\(rotation)")
            #expect(events[0].timestamp == start)
            #expect(events[1].timestamp == start + 50_000_000)
            #expect(events[2].location == point(300, 150))
            #expect(events[3].timestamp == start + 1_050_000_000)
            #expect(events[5].pointer == 2 * 64 + 1)
            #expect(source.activePointers.isEmpty)
        }
    }

    @Test func playsAtScriptedTimes() throws {
        let source = ScriptedInputSource(script: try TouchScript(parsing: "wait 1\ntap \"Go\"", file: "t"),
                                         transform: ScreenTransform(physicalWidth: 640, physicalHeight: 480, rotation: .none),
                                         startTime: start, resolveLabel: { $0 == "Go" ? point(33, 44) : nil })
        #expect(source.nextDeadline == start + 1_000_000_000)
        #expect(source.eventsDue(at: start + 999_999_999).isEmpty)
        let began = source.eventsDue(at: start + 1_000_000_000).pointerEvents
        #expect(began.map(\.phase) == [.began])
        #expect(began.first?.location == point(33, 44))
        #expect(source.nextDeadline == start + 1_050_000_000)
        #expect(source.eventsDue(at: start + 5_000_000_000).pointerEvents.map(\.phase) == [.ended])
        #expect(source.isFinished)
        #expect(source.problems.isEmpty)
    }

    @Test func aLabelNoControlHasIsReportedWhenReached() throws {
        let source = ScriptedInputSource(script: try TouchScript(parsing: "tap \"Go\"\nwait 1\ntap \"Gone\"", file: "t.touch"),
                                         transform: ScreenTransform(physicalWidth: 640, physicalHeight: 480, rotation: .none),
                                         startTime: start, resolveLabel: { $0 == "Go" ? point(33, 44) : nil })
        var heard: [InputFileError] = []
        source.onProblem = { heard.append($0) }
        _ = source.eventsDue(at: start)
        #expect(heard.isEmpty, "the unknown label comes up only after the wait")
        _ = source.playToEnd().pointerEvents
        #expect(heard.map(\.description) == ["t.touch:3: no control labelled \"Gone\" on the screen"])
        #expect(source.problems == heard)
    }

    @Test func virtualTouchscreenClassifiesAsAMultitouchScreen() {
        let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)
        let device = VirtualTouchEncoder.capabilities(for: transform)
        #expect(InputDeviceKind(classifying: device) == .multitouchScreen)
        #expect(device.absoluteAxes[LinuxInputCode.absMTPositionX]?.maximum == 1279)
        #expect(device.absoluteAxes[LinuxInputCode.absMTPositionY]?.resolution ?? 0 > 0)
    }
}
