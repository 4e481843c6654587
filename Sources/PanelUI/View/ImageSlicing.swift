import PanelBase

/// A resizable image cut by its cap insets into up to nine pieces: the corners keep
/// their size, the edges stretch (or tile) along their length, the middle both ways.
enum ImageSlicing {
    struct Piece: Equatable {
        /// The image's pixels the piece shows (nil: all of them).
        var source: PixelRect?
        var rect: FixedRect
        var isTiled: Bool
    }

    /// The pieces of `image` (`width`×`height` pixels) drawn in `frame`.
    static func pieces(of image: Image, width: Int, height: Int, in frame: FixedRect) -> [Piece] {
        guard image.isResizable else { return [Piece(source: nil, rect: frame, isTiled: false)] }
        let tiled = image.resizingMode == .tile
        let insets = image.capInsets
        // Insets in whole image pixels, no more than the image holds.
        func pixels(_ value: CGFloat) -> Int { value.isFinite ? Swift.max(0, Int(value.rounded())) : 0 }
        var left = pixels(insets.leading), right = pixels(insets.trailing)
        var top = pixels(insets.top), bottom = pixels(insets.bottom)
        if left + right > width { (left, right) = (Swift.min(left, width), Swift.max(0, width - Swift.min(left, width))) }
        if top + bottom > height { (top, bottom) = (Swift.min(top, height), Swift.max(0, height - Swift.min(top, height))) }
        if left == 0 && right == 0 && top == 0 && bottom == 0 {
            return [Piece(source: nil, rect: frame, isTiled: tiled)]
        }
        let columns = spans(image: [0, left, width - right, width], frame: frame.minX, length: frame.width, caps: (left, right))
        let rows = spans(image: [0, top, height - bottom, height], frame: frame.minY, length: frame.height, caps: (top, bottom))
        var pieces: [Piece] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                guard row.source.count > 0, column.source.count > 0, row.length > .zero, column.length > .zero else { continue }
                let isCorner = rowIndex != 1 && columnIndex != 1
                pieces.append(Piece(
                    source: PixelRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                      width: column.source.count, height: row.source.count),
                    rect: FixedRect(x: column.start, y: row.start, width: column.length, height: row.length),
                    isTiled: tiled && !isCorner))
            }
        }
        return pieces
    }

    /// Along one axis: the image's three spans (cap, middle, cap) and where each goes. The
    /// caps keep their length; when the frame is shorter than both, they share it in
    /// proportion.
    private static func spans(image edges: [Int], frame start: Fixed, length: Fixed,
                              caps: (Int, Int)) -> [(source: Range<Int>, start: Fixed, length: Fixed)] {
        var first = Fixed(caps.0), last = Fixed(caps.1)
        let both = caps.0 + caps.1
        if first + last > length, both > 0 {
            first = Fixed(raw: roundedDivision(length.raw * caps.0, both))
            last = length - first
        }
        let middle = Fixed.max(.zero, length - first - last)
        return [(edges[0]..<edges[1], start, first),
                (edges[1]..<edges[2], start + first, middle),
                (edges[2]..<edges[3], start + first + middle, last)]
    }
}
