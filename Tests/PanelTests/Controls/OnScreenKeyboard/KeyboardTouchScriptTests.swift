import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelLinux

@MainActor
private final class Note { var text = ""; var sent = 0 }

@MainActor
private struct NoteScreen: View {
    let note: Note
    var body: some View {
        VStack {
            TextField("Note", text: Binding(get: { note.text }, set: { note.text = $0 }))
                .textInputAutocapitalization(.never)
                .submitLabel(.send)
                .onSubmit { note.sent += 1 }
            Spacer()
        }
    }
}

/// The keyboard typed on by a touch script, as `panel-app snapshot --script` plays one: taps
/// at the keys' centres go through the scripted touchscreen's decoder, the screen transform
/// and the host, as a real touchscreen's would.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct KeyboardTouchScriptTests {
    private func play(_ lines: [String], on host: ViewHost, from start: MonotonicTime) throws -> MonotonicTime {
        let transform = ScreenTransform(physicalWidth: 480, physicalHeight: 272, rotation: .none)
        let script = try TouchScript(parsing: lines.joined(separator: "\n") + "\n", file: "keys.touch")
        let source = ScriptedInputSource(script: script, transform: transform, startTime: start)
        var time = start
        while let next = source.nextDeadline {
            time = next
            for event in source.eventsDue(at: time) { host.send(event) }
            host.update(at: time)
        }
        // Frames until the keyboard rests.
        for _ in 0..<40 {
            time = time + 16_000_000
            host.advance(to: time)
            host.update(at: time)
        }
        return time
    }

    @Test func tapsAtKeyCentresTypeAndSubmit() throws {
        let note = Note()
        let host = ViewHost(rootView: NoteScreen(note: note), width: 480, height: 272)
        host.update()
        let field = try #require(host.frames(ofText: "Note").first)
        let time = try play(["tap \(field.minX.roundedPixels + 4) \(field.minY.roundedPixels + 4)"], on: host,
                            from: MonotonicTime(seconds: 2))
        #expect(host.showsOnScreenKeyboard)
        let finger = KeyboardFinger(host)
        func tap(_ action: KeyboardKey.Action) throws -> String {
            let centre = try #require(finger.centre(of: action))
            return "tap \(centre.x.roundedPixels) \(centre.y.roundedPixels)"
        }
        _ = try play(try ["o", "k", "a", "y"].map { try tap(.character($0)) } + [tap(.backspace), tap(.enter)], on: host, from: time + 100_000_000)
        #expect(note.text == "oka")
        #expect(note.sent == 1)
        #expect(!host.showsOnScreenKeyboard)
    }
}
