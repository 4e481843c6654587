import Testing
import Panel
import SwiftUI

// Preference keys written as for Apple's SwiftUI.
private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value.append(contentsOf: nextValue()) }
}

/// Rows hand their numbers up; the screen shows their sum, read in the same update.
private struct SumScreen: View {
    @State var total = -1
    @State var showsThird = true
    @State var second = 2
    var body: some View {
        VStack {
            VStack {
                Text("one").preference(key: SumKey.self, value: 1)
                Text("two").preference(key: SumKey.self, value: second)
                if showsThird { Text("three").preference(key: SumKey.self, value: 3) }
                Text("none")
            }
            .onPreferenceChange(SumKey.self) { total = $0 }
            Text("total \(total)")
            Button("grow") { second = 20 }
            Button("drop") { showsThird = false }
        }
    }
}

/// Names in tree order, with a writer that replaces its content's and one that changes it.
private struct NamesScreen: View {
    @State var names: [String] = []
    var body: some View {
        VStack {
            HStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                VStack {
                    Text("hidden").preference(key: NamesKey.self, value: ["hidden"])
                }
                .preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
                    .transformPreference(NamesKey.self) { $0.append("c2") }
                Text("d").transformPreference(NamesKey.self) { $0.append("d") }
            }
            .onPreferenceChange(NamesKey.self) { names = $0 }
            Text(names.joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct PreferenceKeyTests {

    @Test func aReaderSeesTheSumOfWhatItsContentSetsInTheSameUpdate() {
        let host = ViewHost(rootView: SumScreen(), width: 320, height: 480)
        host.update()
        #expect(host.visibleTexts.contains("total 6"))
        host.tap("grow", at: 1)
        #expect(host.visibleTexts.contains("total 24"))
        host.tap("drop", at: 2)
        #expect(host.visibleTexts.contains("total 21"))
    }

    @Test func valuesCombineInTreeOrderAndAWriterReplacesItsContents() {
        let host = ViewHost(rootView: NamesScreen(), width: 320, height: 480)
        host.update()
        #expect(host.visibleTexts.contains("a,b,c,c2,d"))
    }
}
