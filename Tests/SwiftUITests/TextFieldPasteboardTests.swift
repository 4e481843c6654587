import Testing
import SwiftUI

// Written as for Apple's SwiftUI: a code copied with UIPasteboard, pasted into a field.
private struct PairingCode: View {
    @State private var entry = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Button("Copy the code") { UIPasteboard.general.string = "4711 2024" }
            TextField("Code", text: $entry, axis: .vertical)
                .lineLimit(1...5)
                .focused($focused)
            Text("Entered \(entry)")
            Text(UIPasteboard.general.hasStrings ? "Something to paste" : "Nothing to paste")
        }
        .onAppear { focused = true }
    }
}

@MainActor
@Suite struct TextFieldPasteboardTests {
    @Test func aCodeCopiedByTheAppPastesIntoAFieldWithCtrlV() throws {
        let host = ViewHost(rootView: PairingCode(), width: 480, height: 272)
        host.hasHardwareKeyboard = true
        var time = MonotonicTime(seconds: 5)
        host.update(at: time)
        let button = try #require(host.interactiveElements().first { $0.label == "Copy the code" })
        let centre = FixedPoint(x: button.frame.midX, y: button.frame.midY)
        for phase in [PointerEvent.Phase.began, .ended] {
            time = time + 20_000_000
            host.send(PointerEvent(pointer: 1, phase: phase, location: centre, timestamp: time))
        }
        host.update(at: time)
        #expect(UIPasteboard.general.string == "4711 2024")
        // Ctrl+V (left Control is 29, V is 47) into the focused field.
        for (code, state) in [(29, KeyEvent.State.pressed), (47, .pressed), (47, .released), (29, .released)] {
            time = time + 10_000_000
            host.send(.key(KeyEvent(code: UInt16(code), state: state, timestamp: time)))
        }
        for _ in 0..<3 where host.needsUpdate { host.update(at: time) }
        #expect(host.displayList.texts.contains { $0.string == "Entered 4711 2024" })
    }
}
