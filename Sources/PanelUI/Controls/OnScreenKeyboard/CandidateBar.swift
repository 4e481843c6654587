import PanelBase

/// The bar over the keys while pinyin is typed: the letters so far, then as many Chinese
/// candidates as fit, each in a cell as wide as its characters (a Chinese character is as
/// wide as the font is high), left to right.
struct CandidateBar: Equatable, Sendable {
    struct Cell: Equatable, Sendable {
        var text: String
        var frame: PixelRect
    }

    var letters: Cell
    var candidates: [Cell]
    var fontSize: Int

    init(composition: PinyinComposition, width: Int, height: Int) {
        fontSize = Swift.max(10, height * 11 / 20)
        let padding = fontSize / 2
        let lettersWidth = composition.letters.count * fontSize * 3 / 5 + 2 * padding
        letters = Cell(text: composition.letters, frame: PixelRect(x: 0, y: 0, width: lettersWidth, height: height))
        var x = lettersWidth
        var cells: [Cell] = []
        for candidate in composition.candidates {
            let cellWidth = candidate.count * fontSize + 2 * padding
            guard x + cellWidth <= width else { break }
            cells.append(Cell(text: candidate, frame: PixelRect(x: x, y: 0, width: cellWidth, height: height)))
            x += cellWidth
        }
        candidates = cells
    }

    /// The candidate at `x`, if any.
    func candidate(at x: Int) -> Int? {
        candidates.firstIndex { x >= $0.frame.x && x < $0.frame.x + $0.frame.width }
    }
}
