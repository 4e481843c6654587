import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private struct ChineseField: View {
    let entries: PinyinEntries
    @FocusState private var focused: Bool
    var body: some View {
        TextField("名字", text: Binding(get: { entries.text }, set: { entries.text = $0 }))
            .focused($focused)
            .onAppear { focused = true }
    }
}

@MainActor
private final class PinyinEntries { var text = "" }

/// Chinese through libgooglepinyin: letters typed on a "cn" layout gather as pinyin, the
/// bar offers characters, and a tap on one (or space, for the first) types it.
@MainActor
@Suite(.enabled(if: PinyinEngine.shared != nil && (try? KeyboardLayout(layout: "cn")) != nil))
struct PinyinTests {
    @Test func theEngineOffersCharactersForPinyin() throws {
        let engine = try #require(PinyinEngine.shared)
        #expect(engine.candidates(for: "nihao").first == "你好")
        #expect(engine.candidates(for: "zhongguo").contains("中国"))
        #expect(engine.candidates(for: "").isEmpty)
        #expect(engine.search("nihao").syllableStarts == [0, 2, 5])
        #expect(engine.search("xi'an").syllableStarts == [0, 3, 5])
    }

    @Test func aShorterCandidateLeavesItsSyllablesToCompose() throws {
        let composition = PinyinComposition(letters: "zhongguoren")
        #expect(composition.remainder(after: 2) == "ren")
        #expect(composition.remainder(after: 3) == nil)
        #expect(PinyinComposition(letters: "xi'an").remainder(after: 1) == "an")
    }

    @Test func lettersComposeAndACandidateIsTyped() throws {
        let entries = PinyinEntries()
        let host = ViewHost(rootView: ChineseField(entries: entries), width: 800, height: 480)
        host.inputFocus.layout = try KeyboardLayout(layout: "cn")
        var finger = KeyboardFinger(host)
        finger.settle()
        for letter in "zhongguo" { finger.press(.character(String(letter))) }
        #expect(entries.text.isEmpty)
        let keyboard = try #require(finger.keyboard)
        #expect(keyboard.pinyin?.letters == "zhongguo")
        let bar = try #require(keyboard.appearance(screen: host.size).candidateBar)
        let index = try #require(bar.candidates.firstIndex { $0.text == "中国" })
        let layer = try #require(host.graph.root.keyboardLayer)
        let cell = bar.candidates[index].frame
        finger.tap(FixedPoint(x: layer.frame.minX + Fixed(cell.x + cell.width / 2), y: layer.frame.minY + Fixed(cell.height / 2)))
        #expect(entries.text == "中国")
        #expect(keyboard.pinyin == nil)
        // Space takes the first candidate; Backspace takes back a letter first.
        for letter in "nihaoo" { finger.press(.character(String(letter))) }
        finger.press(.backspace)
        #expect(keyboard.pinyin?.letters == "nihao")
        finger.press(.space)
        #expect(entries.text == "中国你好")
        // 你 alone leaves "hao" composing.
        for letter in "nihao" { finger.press(.character(String(letter))) }
        let bar2 = try #require(keyboard.appearance(screen: host.size).candidateBar)
        let ni = try #require(bar2.candidates.first { $0.text == "你" }).frame
        finger.tap(FixedPoint(x: layer.frame.minX + Fixed(ni.x + ni.width / 2), y: layer.frame.minY + Fixed(ni.height / 2)))
        #expect(entries.text == "中国你好你")
        #expect(keyboard.pinyin?.letters == "hao")
    }
}
