import Testing
@testable import PanelBase

/// Caret stops from real shaping: each character's edges, the caret's x for an index, the
/// index a tap lands on, and visual movement through right-to-left and mixed text.
@Suite(.enabled(if: InternationalFonts.missing.isEmpty, "needs the fonts scripts/install-deps.sh installs"))
struct TextCaretStopsTests {
    let size = Fixed(20)

    @Test func latinStopsRunLeftToRightAndMatchTheMeasuredWidth() throws {
        let renderer = try InternationalFonts.renderer()
        let text = "Panel AVATAR"
        let stops = renderer.caretStops(of: text, size: size)
        #expect(stops.count == text.count)
        #expect(stops.width == renderer.metrics(of: text, size: size).width.raw)
        #expect(stops.caretX(at: 0) == 0 && stops.caretX(at: text.count) == stops.width)
        // Each prefix's caret stands where the prefix alone ends (kerning aside: "Pan" has none).
        #expect(stops.caretX(at: 3) == renderer.metrics(of: "Pan", size: size).width.raw)
        for index in 1...text.count { #expect(stops.caretX(at: index) > stops.caretX(at: index - 1)) }
        // A tap just right of a caret's place lands on that index.
        for index in 0...text.count { #expect(stops.index(nearestTo: stops.caretX(at: index) + 32) == index) }
    }

    @Test func clustersOfEveryScriptAreOneStopEach() throws {
        let renderer = try InternationalFonts.renderer()
        // An emoji with its skin tone, e with a combining acute, a Thai cluster with its
        // vowel, a Devanagari conjunct with its sign.
        for text in ["a👍🏽b", "ae\u{301}b", "กำไร", "क्षित्र", "नमस्ते"] {
            let stops = renderer.caretStops(of: text, size: size)
            #expect(stops.count == text.count, "\(text)")
            let places = (0...text.count).map { stops.caretX(at: $0) }
            #expect(places == places.sorted() && Set(places).count == places.count, "\(text): \(places)")
            #expect(places.last == stops.width, "\(text)")
        }
    }

    @Test func hebrewRunsRightToLeftAndArrowsMoveOnScreen() throws {
        let renderer = try InternationalFonts.renderer()
        let text = "שלום"
        let stops = renderer.caretStops(of: text, size: size)
        #expect(stops.paragraphRightToLeft)
        // Logical start at the right edge, end at the left.
        #expect(stops.caretX(at: 0) == stops.width)
        #expect(stops.caretX(at: text.count) == 0)
        for index in 1...text.count { #expect(stops.caretX(at: index) < stops.caretX(at: index - 1)) }
        // Left moves one character on in the text, Right one back.
        #expect(stops.index(visuallyFrom: 0, right: false) == 1)
        #expect(stops.index(visuallyFrom: 2, right: true) == 1)
        #expect(stops.index(visuallyFrom: 0, right: true) == 0)
        // A tap near the left edge puts the caret after the last letter.
        #expect(stops.index(nearestTo: 10) == text.count)
    }

    @Test func mixedDirectionsWalkTheLineAsItIsDrawn() throws {
        let renderer = try InternationalFonts.renderer()
        // "abc " then three Hebrew letters: drawn "abc " and the Hebrew reversed after it.
        let text = "abc אבג"
        let stops = renderer.caretStops(of: text, size: size)
        #expect(!stops.paragraphRightToLeft)
        #expect(stops.rightToLeft == [false, false, false, false, true, true, true])
        // The first Hebrew letter is the rightmost character.
        #expect(stops.rights[4] == stops.width)
        // Right from the start visits every boundary once, left to right on screen.
        var index = 0, xs = [stops.caretX(at: 0)], visited = [0]
        while true {
            let next = stops.index(visuallyFrom: index, right: true)
            if next == index { break }
            index = next
            visited.append(index)
            xs.append(stops.caretX(at: index))
        }
        #expect(xs == xs.sorted())
        #expect(Set(visited) == Set(0...text.count))
        // The selection of the last two Hebrew letters is one span on screen; across the
        // change of direction, two.
        #expect(stops.spans(covering: 5..<7).count == 1)
        #expect(stops.spans(covering: 2..<6).count == 2)
    }

    @Test func arabicLigatureSharesItsWidthBetweenItsLetters() throws {
        let renderer = try InternationalFonts.renderer()
        // Lam and alef shape into one glyph: two characters, one cluster.
        let text = "لا"
        let stops = renderer.caretStops(of: text, size: size)
        #expect(stops.count == 2)
        #expect(stops.caretX(at: 0) == stops.width && stops.caretX(at: 2) == 0)
        #expect(stops.caretX(at: 1) > 0 && stops.caretX(at: 1) < stops.width)
    }
}
