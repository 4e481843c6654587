import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelLinux

@MainActor
private struct NoteField: View {
    @State private var note = ""
    @State private var level = 5.0
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Text("note \(note)")
            Button("Reset") { level = 0 }
            Slider(value: $level, in: 0...10, step: 1) { Text("Level") }
            Text("level \(Int(level))")
        }
    }
}

@MainActor
@Suite struct TouchScriptKeyTests {
    @Test func keysChordsTextAndTurnsAreParsedWithClearMistakes() throws {
        let script = try TouchScript(parsing: "key ENTER\nkey CTRL+s\ntype \"Grüße\"\nrotate -3\nkey 28\n", file: "keys.touch")
        #expect(script.steps.map(\.command) == [.key(codes: [28]), .key(codes: [29, 31]), .type("Grüße"), .rotate(detents: -3), .key(codes: [28])])
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "key NOSUCHKEY", file: "k") }
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "type hello", file: "k") }
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "rotate 0", file: "k") }
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "rotate 1.5", file: "k") }
        do {
            _ = try TouchScript(parsing: "tap 1 1\nkey CTRL+NOPE", file: "k.touch")
        } catch {
            #expect(error.line == 2 && error.message.contains("NOPE"))
        }
        // As command-line arguments too.
        let arguments = try TouchScript(arguments: ["key", "TAB", "type", "ab", "rotate", "2"])
        #expect(arguments.steps.map(\.command) == [.key(codes: [15]), .type("ab"), .rotate(detents: 2)])
        // A scanner's pace: each character in 3 ms.
        let fast = try TouchScript(parsing: "type \"4006381333931\" 0.003\nkey ENTER", file: "scan.touch")
        #expect(fast.steps.first?.command == .type("4006381333931", perCharacter: 3_000_000))
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "type \"1\" 0.0001", file: "k") }
        #expect(try TouchScript(arguments: ["type", "ab", "0.005", "key", "ENTER"]).steps.first?.command == .type("ab", perCharacter: 5_000_000))
    }

    @Test func keydownAndKeyupHoldAKeyWhileOtherCommandsPlay() throws {
        let script = try TouchScript(parsing: "keydown LEFTSHIFT\nwait 0.02\nkey A\nkeyup LEFTSHIFT\nkeydown 02\n", file: "held.touch")
        #expect(script.steps.map(\.command) == [.keyDown(codes: [42]), .wait(nanoseconds: 20_000_000), .key(codes: [30]),
                                                 .keyUp(codes: [42]), .keyDown(codes: [2])])
        var player = TouchScriptPlayer(script: script)
        let keys = player.allActions().compactMap { action -> String? in
            guard case .key(let code, let pressed) = action.kind else { return nil }
            return "\(code)\(pressed ? "v" : "^")@\(action.offset / 1_000_000)"
        }
        // Shift held around A; the key still held at the end is released there.
        #expect(keys == ["42v@0", "30v@20", "30^@50", "42^@50", "2v@50", "2^@50"])
        #expect(player.problems.isEmpty)
        // Releasing a key that is not held is said, with its line.
        var lone = TouchScriptPlayer(script: try TouchScript(parsing: "keyup ENTER", file: "lone.touch"))
        _ = lone.allActions()
        #expect(lone.problems.first?.line == 1)
        #expect(SimulatedInput.Needs(of: script) == SimulatedInput.Needs(keyboard: true))
        #expect(throws: InputFileError.self) { try TouchScript(parsing: "keydown", file: "k") }
    }

    @Test(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
    func aScriptTypesIntoAFieldAndTurnsADial() throws {
        let host = ViewHost(rootView: NoteField(), width: 400, height: 300)
        host.update()
        let transform = ScreenTransform(physicalWidth: 400, physicalHeight: 300, rotation: .none)
        let script = try TouchScript(parsing: """
            key TAB
            type "Hi, 2 Öl?"
            key BACKSPACE
            key TAB
            key TAB
            key ENTER
            rotate 3
            """, file: "note.touch")
        let start = MonotonicTime(seconds: 5)
        let source = ScriptedInputSource(script: script, transform: transform, startTime: start)
        var problems: [InputFileError] = []
        source.onProblem = { problems.append($0) }
        var time = start
        while let next = source.nextDeadline {
            time = next
            for event in source.eventsDue(at: time) { host.send(event) }
            host.update(at: time)
        }
        let texts = host.displayList.texts.map(\.string)
        // "Ö" has no key of its own on a US keyboard: left out, and said so.
        #expect(texts.contains("note Hi, 2 l"))
        #expect(problems.count == 1 && problems.first?.message.contains("Ö") == true)
        // Tab twice more: past the button to the slider; the dial's press starts editing.
        #expect(texts.contains("level 8"))
    }
}
