import Testing
@testable import PanelBase

@Suite struct LineBreakOpportunitiesTests {
    @Test func chineseBreaksBetweenEveryCharacter() {
        #expect(LineBreakOpportunities.pieces(of: "温室控制面板") == ["温", "室", "控", "制", "面", "板"])
    }

    @Test func noPieceStartsWithClosingPunctuation() {
        let pieces = LineBreakOpportunities.pieces(of: "温室のコントロール、開始。「注意」です")
        #expect(pieces.joined() == "温室のコントロール、開始。「注意」です")
        for piece in pieces.dropFirst() {
            #expect(!piece.hasPrefix("、") && !piece.hasPrefix("。") && !piece.hasPrefix("」"), "\(pieces)")
        }
        // An opening bracket stays with what follows it.
        #expect(!pieces.contains { $0.hasSuffix("「") })
        #expect(pieces.contains("始。"))
    }

    @Test func aNoncharacterInsideAWordIsAnOrdinaryLetter() {
        // libunibreak reads U+FFFF as the end of its text; the word must still come back whole.
        let word = "温\u{FFFF}室。控"
        let pieces = LineBreakOpportunities.pieces(of: Substring(word))
        #expect(pieces.joined() == word)
        #expect(pieces.count >= 2)
    }

    @Test func latinWordsStayWhole() {
        #expect(LineBreakOpportunities.pieces(of: "well-known") == ["well-known"])
        #expect(LineBreakOpportunities.pieces(of: "温度-21") == ["温", "度-21"] || LineBreakOpportunities.pieces(of: "温度-21").count >= 2)
    }

    @Test func combiningMarksAndClustersAreNeverCut() {
        // Devanagari with a virama and matras: no break opportunity inside the word.
        #expect(LineBreakOpportunities.pieces(of: "ग्रीनहाउस") == ["ग्रीनहाउस"])
    }

    @Test func thaiWithoutSpacesIsKeptWhole() {
        // libunibreak has no Thai dictionary: a run of Thai breaks only at spaces.
        #expect(LineBreakOpportunities.pieces(of: "แผงควบคุมเรือนกระจก") == ["แผงควบคุมเรือนกระจก"])
    }

    @Test func splittingGivesPiecesAndWhatJoinsThem() {
        let paragraph = TextSplitting("日本 語です").paragraphs[0]
        #expect(paragraph.words == ["日本", "語です"])
        #expect(paragraph.pieces == ["日", "本", "語", "で", "す"])
        #expect(paragraph.joiners == ["", "", " ", "", ""])
        // Latin (cut by bytes): the pieces are the words, joined by spaces.
        let latin = TextSplitting("well-known panel").paragraphs[0]
        #expect(latin.pieces == ["well-known", "panel"])
        #expect(latin.joiners == ["", " "])
    }
}
