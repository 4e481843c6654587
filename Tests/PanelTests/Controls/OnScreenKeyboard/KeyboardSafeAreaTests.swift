import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private struct FooterScreen: View {
    @State private var text = ""
    var body: some View {
        ZStack {
            Color.green.ignoresSafeArea(.keyboard)
            VStack {
                TextField("Search", text: $text)
                Spacer()
                Text("Footer")
            }
        }
    }
}

@MainActor
private struct LongForm: View {
    @State private var text = ""
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<8, id: \.self) { row in
                    Text("Row \(row)").frame(height: 50)
                }
                TextField("Bottom field", text: $text)
                Text("End").frame(height: 40)
            }
        }
    }
}

/// The keyboard takes its height from the safe area: content in the safe area shrinks,
/// `.ignoresSafeArea(.keyboard)` keeps a view under it, and a scroll view brings the
/// focused field into sight.
@MainActor
@Suite struct KeyboardSafeAreaTests {
    @Test func contentShrinksAboveTheKeyboardAndAnIgnoringViewDoesNot() throws {
        let host = ViewHost(rootView: FooterScreen(), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        let before = try #require(host.frames(ofText: "Footer").first)
        #expect(before.maxY > Fixed(440))
        finger.tap(text: "Search")
        finger.settle()
        let keyboardTop = Fixed(480 - KeyboardGeometry.keyboardHeight(screen: host.size))
        let after = try #require(host.frames(ofText: "Footer").first)
        // (Within the pixel a text's origin is rounded by.)
        #expect(after.maxY <= keyboardTop + Fixed(1))
        #expect(after.maxY > keyboardTop - Fixed(40))
        // The green background still reaches the screen's bottom, under the keyboard.
        let green = host.fills(of: .green)
        #expect(green.contains { $0.maxY == Fixed(480) })
        // The keyboard goes: the footer comes back down.
        finger.press(.dismiss)
        finger.settle()
        #expect(host.frames(ofText: "Footer").first == before)
        #expect(host.graph.root.keyboardLayer == nil)
    }

    @Test func aScrollViewBringsTheFocusedFieldIntoSight() throws {
        let host = ViewHost(rootView: LongForm(), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        let field = try #require(host.frames(ofText: "Bottom field").first)
        let keyboardTop = Fixed(480 - KeyboardGeometry.keyboardHeight(screen: host.size))
        #expect(field.minY > keyboardTop)
        finger.tap(text: "Bottom field")
        finger.settle()
        let shown = try #require(host.frames(ofText: "Bottom field").first)
        #expect(shown.maxY <= keyboardTop)
        #expect(shown.minY >= .zero)
    }

    @Test func aNewScreenSizeLaysTheKeysOutAgain() throws {
        let host = ViewHost(rootView: FooterScreen(), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Search")
        let wide = try #require(finger.centre(of: .space))
        // Turned to portrait.
        host.size = FixedSize(width: Fixed(480), height: Fixed(800))
        finger.settle()
        let layer = try #require(host.graph.root.keyboardLayer)
        #expect(layer.frame == FixedRect(x: 0, y: 500, width: 480, height: 300))
        let narrow = try #require(finger.centre(of: .space))
        #expect(narrow != wide)
        #expect(host.frames(ofText: "Footer").first.map { $0.maxY <= Fixed(501) } == true)
    }

    @Test func noFieldNoKeyboard() throws {
        // A screen whose fields never take focus makes no keyboard at all.
        let host = ViewHost(rootView: FooterScreen(), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Footer")
        #expect(host.graph.keyboardIfMade == nil)
        #expect(host.graph.safeAreaBottomInset == .zero)
    }
}
