import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private final class Probe {
    var field: LoginForm.Field?
    var submitted = 0
    var keys: [String] = []
}

@MainActor
private struct LoginForm: View {
    enum Field: Hashable { case user, password }
    let probe: Probe
    @FocusState private var focusedField: Field?
    @State private var showsPassword = true

    var body: some View {
        VStack(spacing: 12) {
            Text("User").focusable().focused($focusedField, equals: .user)
                .onKeyPress(.return) {
                    focusedField = .password
                    return .handled
                }
            if showsPassword {
                Text("Password").focusable().focused($focusedField, equals: .password)
                    .onKeyPress(characters: { $0.isLetter }) { press in
                        probe.keys.append(press.characters)
                        return .handled
                    }
            }
            Button("Focus user") { focusedField = .user }
            Button("Hide password") { showsPassword = false }
            Button("Submit") { probe.submitted += 1 }.keyboardShortcut(.defaultAction)
        }
        .onKeyPress(.escape) {
            probe.keys.append("escape seen outside")
            return .ignored
        }
        .onChange(of: focusedField) { _, new in probe.field = new }
    }
}

@MainActor
@Suite struct FocusStateTests {
    @Test func writingTheStateMovesFocusAndFocusMovedByKeysWritesItBack() {
        let probe = Probe()
        let host = ViewHost(rootView: LoginForm(probe: probe), width: 300, height: 400)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        host.update(at: keys.time)
        #expect(probe.field == .user)
        // The focused view's own handler takes Return and moves focus by the state.
        keys.tap(KeyTyping.enter)
        host.update(at: keys.time)
        #expect(probe.field == .password)
        #expect(host.graph.focusIfMade?.focused === host.focusableNode(labeled: "Password"))
        // Letters reach the password's handler; the submit shortcut is not pressed.
        keys.tap(KeyTyping.a)
        keys.tap(KeyTyping.s)
        #expect(probe.keys == ["a", "s"])
        #expect(probe.submitted == 0)
        // A button writing the state focuses the view it names.
        host.element(labeled: "Focus user").map { tap(host, at: $0.activationPoint, time: keys.time) }
        host.update(at: keys.time + 50_000_000)
        #expect(host.graph.focusIfMade?.focused === host.focusableNode(labeled: "User"))
    }

    @Test func returnWithNoHandlerPressesTheDefaultButtonAndEscapePassesThroughIgnoringHandlers() {
        let probe = Probe()
        let host = ViewHost(rootView: LoginForm(probe: probe), width: 300, height: 400)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.enter)
        #expect(probe.submitted == 1)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.escape)
        host.update(at: keys.time)
        // The handler around saw it and ignored it; Escape then let go of focus.
        #expect(probe.keys == ["escape seen outside"])
        #expect(host.graph.focusIfMade?.focused == nil)
        #expect(probe.field == nil)
    }

    @Test func aFocusedViewThatLeavesClearsTheState() {
        let probe = Probe()
        let host = ViewHost(rootView: LoginForm(probe: probe), width: 300, height: 400)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.tab)
        host.update(at: keys.time)
        #expect(probe.field == .password)
        host.element(labeled: "Hide password").map { tap(host, at: $0.activationPoint, time: keys.time) }
        host.update(at: keys.time + 50_000_000)
        host.update(at: keys.time + 60_000_000)
        #expect(probe.field == nil)
        #expect(host.graph.focusIfMade?.focused == nil)
    }

    private func tap(_ host: ViewHost, at point: FixedPoint, time: MonotonicTime) {
        host.send(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: time + 10_000_000))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: time + 20_000_000))
    }
}

extension ViewHost {
    /// The `.focusable()` node around the text `label`.
    func focusableNode(labeled label: String) -> ViewNode? {
        func search(_ node: ViewNode, inside focusable: ViewNode?) -> ViewNode? {
            let current = (node as? FocusableNode)?.isFocusable == true ? node : focusable
            if let text = node as? TextNode, text.content == label { return current }
            for child in node.children { if let found = search(child, inside: current) { return found } }
            return nil
        }
        return search(graph.root, inside: nil)
    }
}
