import Testing
@testable import PanelBase
@testable import PanelUI

// Written as for Apple's SwiftUI: Return in the first field moves focus to the second.
private struct TwoFields: View {
    enum Field: Hashable { case first, second }
    @State private var first = ""
    @State private var second = ""
    @FocusState private var focused: Field?
    var body: some View {
        VStack {
            TextField("First", text: $first)
                .focused($focused, equals: .first)
                .onSubmit { focused = .second }
            TextField("Second", text: $second)
                .focused($focused, equals: .second)
            Text("first \(first) second \(second)")
        }
        .defaultFocus($focused, .first)
    }
}

/// A `FocusState` written in an update moves focus in that update: the frame it draws
/// already shows the caret in its new field (not one frame later).
@MainActor
@Suite struct FocusStateFrameTests {
    @Test func focusSetOnSubmitMovesInTheSameUpdate() {
        let host = ViewHost(rootView: TwoFields(), width: 320, height: 240)
        host.hasHardwareKeyboard = true
        var time = MonotonicTime(seconds: 1)
        host.update(at: time)
        // Default focus is given once the first frame is up.
        time = time + 1_000
        host.update(at: time)
        func key(_ code: UInt16) {
            for state in [KeyEvent.State.pressed, .released] {
                time = time + 10_000_000
                host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
            }
            host.update(at: time)
        }
        key(30)            // a
        key(28)            // Return: onSubmit sets the focus state
        // The frame after Return draws the caret in the second field.
        let second = host.element(labeled: "Second")?.frame
        #expect(host.caretRect.map { second?.contains($0.origin) == true } == true, "the caret moves a frame late")
        key(48)            // b
        #expect(host.displayList.texts.map(\.string).contains("first a second b"))
    }
}
