import Testing
import Panel
import SwiftUI

private struct Badge: View {
    var body: some View { Text("Badge").padding(4) }
}

/// A preview as Xcode's canvas takes it: it compiles on Panel, and its modifiers change
/// nothing drawn.
private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge()
            .previewDisplayName("Badge")
            .previewLayout(.sizeThatFits)
            .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            .previewLayout(.fixed(width: 100, height: 40))
            .previewDevice("iPad")
    }
}

@MainActor
@Suite struct PreviewProviderTests {
    @Test func previewModifiersDrawTheViewUnchanged() {
        let plain = ViewHost(rootView: Badge(), width: 120, height: 60)
        let previewed = ViewHost(rootView: Badge_Previews.previews, width: 120, height: 60)
        plain.update()
        previewed.update()
        #expect(plain.displayList == previewed.displayList)
        #expect(Badge_Previews.platform == nil)
    }
}
