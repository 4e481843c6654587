import PanelBase

/// Where each key of a page lies on a keyboard of a given size, in whole pixels from the
/// keyboard's top left: the one answer both drawing and touches use, so a touch lands on
/// the key drawn under it. Rows share the height below the candidate bar; a row's keys
/// share the width by their quarters, and a row narrower than the widest is centred.
struct KeyboardGeometry: Equatable, Sendable {
    struct Placed: Equatable, Sendable {
        var key: KeyboardKey
        /// The key's face (drawn).
        var face: PixelRect
        /// Where a touch picks it: the face and half the gaps around it, so no touch on the
        /// keyboard falls between keys.
        var target: PixelRect
    }

    var width: Int
    var height: Int
    /// The candidate bar's height at the top (zero unless pinyin is typed).
    var barHeight: Int
    var placed: [Placed]

    /// The keyboard's height on a screen: half of it, at most 300 px.
    static func keyboardHeight(screen: FixedSize) -> Int {
        Swift.min(screen.height.roundedPixels / 2, 300)
    }

    /// The gap between keys: larger on larger panels.
    static func gap(width: Int, height: Int) -> Int { Swift.max(3, Swift.min(width, height * 2) / 80) }

    init(page: KeyboardPage, width: Int, height: Int, showsBar: Bool) {
        self.width = width
        self.height = height
        let gap = KeyboardGeometry.gap(width: width, height: height)
        let rowsCount = Swift.max(1, page.rows.count)
        barHeight = showsBar ? height / (rowsCount + 1) * 3 / 4 : 0
        let keysTop = barHeight + gap / 2
        let rowHeight = (height - keysTop - gap / 2) / rowsCount
        let total = page.rows.map { $0.reduce(0) { $0 + $1.quarters } }.max() ?? 1
        let inner = width - gap
        var placed: [Placed] = []
        for (rowIndex, row) in page.rows.enumerated() {
            let rowQuarters = row.reduce(0) { $0 + $1.quarters }
            // A narrower row is centred: it starts half the missing quarters in.
            var quarter = (total - rowQuarters) * 2
            let top = keysTop + rowIndex * rowHeight
            for key in row {
                let left = gap / 2 + quarter * inner / (total * 4)
                quarter += key.quarters * 4
                let right = gap / 2 + quarter * inner / (total * 4)
                let target = PixelRect(x: left, y: top, width: right - left, height: rowHeight)
                let face = PixelRect(x: left + gap / 2, y: top + gap / 2, width: right - left - gap, height: rowHeight - gap)
                placed.append(Placed(key: key, face: face, target: target))
            }
        }
        self.placed = placed
    }

    /// The key a touch at `point` (keyboard coordinates, pixels) picks: the one whose
    /// target holds it, else the nearest in the row it is level with; nil above the keys.
    func key(at x: Int, _ y: Int) -> Placed? {
        guard y >= barHeight, !placed.isEmpty else { return nil }
        if let hit = placed.first(where: { $0.target.contains(x: x, y: y) }) { return hit.key.action == .gap ? nil : hit }
        // Beside a centred row: the nearest key of the row level with the touch; below the
        // last row, the nearest key of all.
        let level = placed.filter { y >= $0.target.y && y < $0.target.y + $0.target.height }
        let nearest = (level.isEmpty ? placed : level).min { distance($0.target, x, y) < distance($1.target, x, y) }
        return nearest?.key.action == .gap ? nil : nearest
    }

    private func distance(_ rect: PixelRect, _ x: Int, _ y: Int) -> Int {
        let dx = x < rect.x ? rect.x - x : Swift.max(0, x - (rect.x + rect.width - 1))
        let dy = y < rect.y ? rect.y - y : Swift.max(0, y - (rect.y + rect.height - 1))
        return dx * dx + dy * dy
    }

    /// The face of the first key doing `action`.
    func face(of action: KeyboardKey.Action) -> PixelRect? { placed.first { $0.key.action == action }?.face }
}
