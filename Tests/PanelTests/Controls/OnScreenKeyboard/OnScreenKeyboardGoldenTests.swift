import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

@MainActor
private struct MessageScreen: View {
    let type: UIKeyboardType
    @State private var text = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Message").font(.headline)
            TextField("Type here", text: $text)
                .textFieldStyle(.roundedBorder)
                .keyboardType(type)
                .textInputAutocapitalization(.never)
                .submitLabel(.send)
                .focused($focused)
            Spacer()
        }
        .padding(16)
        .onAppear { focused = true }
    }
}

/// The keyboard drawn, compared byte for byte with Golden/keyboard-*.png: the letters of
/// three layouts, the number pad and pinyin's candidates, on an 800x480 and a 480x272
/// panel. `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct OnScreenKeyboardGoldenTests {
    private func render(layout: String, type: UIKeyboardType = .default, width: Int, height: Int,
                        typing: String = "", scheme: ColorScheme = .light) throws -> Surface {
        let fonts = try FontSet.loadDefault()
        let screen = MessageScreen(type: type).background(scheme == .dark ? Color.black : Color.clear).preferredColorScheme(scheme)
        let host = ViewHost(rootView: screen, width: width, height: height, textMeasurer: fonts)
        host.inputFocus.layout = try KeyboardLayout(layout: layout)
        var finger = KeyboardFinger(host)
        finger.settle()
        #expect(host.showsOnScreenKeyboard)
        for character in typing { finger.press(.character(String(character))) }
        finger.settle()
        #expect(!host.needsUpdate)
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    @Test(arguments: [(800, 480), (480, 272)])
    func layouts(width: Int, height: Int) throws {
        for layout in ["us", "de", "fr"] {
            expectGolden(try render(layout: layout, width: width, height: height), named: "keyboard-\(layout)-\(width)x\(height)")
        }
    }

    @Test(arguments: [(800, 480), (480, 272)])
    func numberPad(width: Int, height: Int) throws {
        expectGolden(try render(layout: "us", type: .numberPad, width: width, height: height),
                     named: "keyboard-number-pad-\(width)x\(height)")
    }

    @Test func darkScheme() throws {
        expectGolden(try render(layout: "us", width: 800, height: 480, scheme: .dark), named: "keyboard-us-dark-800x480")
    }

    @Test(.enabled(if: PinyinEngine.shared != nil), arguments: [(800, 480), (480, 272)])
    func pinyinCandidates(width: Int, height: Int) throws {
        expectGolden(try render(layout: "cn", width: width, height: height, typing: "nihao"),
                     named: "keyboard-pinyin-\(width)x\(height)")
    }
}
