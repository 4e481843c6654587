import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct TextTruncationTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    @Test func textThatFitsIsUnchanged() {
        let width = renderer.metrics(of: "Settings", size: Fixed(16)).width
        #expect(renderer.truncated("Settings", size: Fixed(16), toFit: width) == "Settings")
    }

    @Test func longTextEndsInAnEllipsisAndFits() {
        let text = "Temperature of the living room"
        let full = renderer.metrics(of: text, size: Fixed(16)).width
        for fraction in [2, 3, 5] {
            let width = full / fraction
            let result = renderer.truncated(text, size: Fixed(16), toFit: width)
            #expect(result.hasSuffix(TextRenderer.ellipsis))
            #expect(text.hasPrefix(String(result.dropLast())))
            #expect(renderer.metrics(of: result, size: Fixed(16)).width <= width)
            // One more character would not have fitted.
            let longer = String(text.prefix(result.count)) + TextRenderer.ellipsis
            #expect(renderer.metrics(of: longer, size: Fixed(16)).width > width || longer.dropLast().last == " ")
        }
    }

    @Test func trailingSpacesAreDroppedBeforeTheEllipsis() {
        let text = "Living room lights"
        let width = renderer.metrics(of: "Living " + TextRenderer.ellipsis, size: Fixed(16)).width
        #expect(renderer.truncated(text, size: Fixed(16), toFit: width) == "Living" + TextRenderer.ellipsis)
    }

    @Test func tooNarrowGivesEllipsisOrNothing() {
        let ellipsisWidth = renderer.metrics(of: TextRenderer.ellipsis, size: Fixed(16)).width
        #expect(renderer.truncated("Anything", size: Fixed(16), toFit: ellipsisWidth) == TextRenderer.ellipsis)
        #expect(renderer.truncated("Anything", size: Fixed(16), toFit: ellipsisWidth - Fixed(1)) == "")
    }
}
