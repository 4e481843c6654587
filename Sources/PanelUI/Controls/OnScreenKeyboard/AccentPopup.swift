import PanelBase

/// The accents a long press on a letter offers, in a row of cells over the key; the finger
/// slides along them and lifting types the one it is on.
struct AccentPopup: Equatable, Sendable {
    var variants: [String]
    /// Each variant's cell, in keyboard coordinates (above the key, kept on the keyboard's width).
    var cells: [PixelRect]
    var selected: Int?

    init(variants: [String], over face: PixelRect, keyboardWidth: Int) {
        self.variants = variants
        let cellWidth = Swift.max(face.width, face.height * 3 / 4)
        let total = cellWidth * variants.count
        var left = face.x
        left = Swift.min(left, keyboardWidth - 2 - total)
        left = Swift.max(2, left)
        let top = face.y - face.height - 4
        cells = variants.indices.map { PixelRect(x: left + $0 * cellWidth, y: top, width: cellWidth, height: face.height) }
        selected = variants.isEmpty ? nil : 0
    }

    /// The finger moved to `x`: the cell along the row it is level with (the first or last
    /// beyond the ends).
    mutating func select(x: Int) {
        guard let first = cells.first, !variants.isEmpty else { return }
        let index = (x - first.x) / Swift.max(1, first.width)
        selected = Swift.min(Swift.max(0, x < first.x ? 0 : index), variants.count - 1)
    }

    /// What lifting the finger types.
    var choice: String? { selected.map { variants[$0] } }
}
