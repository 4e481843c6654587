extension TextRenderer {
    /// Where a caret can stand in `line` (one line: what follows a line break is left out)
    /// drawn in `face` at `size`: each character's edges as it is drawn, from the clusters
    /// HarfBuzz shaped it into (a cluster holding several characters, a ligature, is shared
    /// between them evenly) or, for text laid out glyph by glyph, from the pen's positions.
    public func caretStops(of line: String, face: FontFace? = nil, size: Fixed, monospacedDigits: Bool = false,
                           rightToLeft: Bool = false) -> TextCaretStops {
        let face = face ?? defaultFace
        var characterStarts: [Int] = []
        var scalarCount = 0
        for character in line {
            if character.unicodeScalars.contains(where: { TextRenderer.isLineBreak($0.value) }) { break }
            characterStarts.append(scalarCount)
            scalarCount += character.unicodeScalars.count
        }
        let count = characterStarts.count
        let pixelSize = clampedSize(size)
        guard count > 0, pixelSize > 0, let vertical = face.sizeMetrics(pixelSize) else {
            return TextCaretStops(uniformAdvance: 0, count: count)
        }
        // Each scalar's extent, where a cluster starts at it.
        var scalarLeft = [Int](repeating: Int.max, count: scalarCount)
        var scalarRight = [Int](repeating: Int.min, count: scalarCount)
        var scalarRightToLeft = [Bool](repeating: false, count: scalarCount)
        var width = 0
        var shapedParagraph: Bool?
        var text = line
        text.withUTF8 { bytes in
            if shaper.needsShaping(bytes, face: face) {
                let shaped = shaper.shaped(bytes, face: face, size: pixelSize, rightToLeft: rightToLeft, cache: cache)
                guard let first = shaped.lines.first else { return }
                width = first.width
                for glyph in shaped.clusters[first.glyphs] {
                    let scalar = Int(glyph.cluster)
                    guard scalar >= 0, scalar < scalarCount else { continue }
                    scalarLeft[scalar] = Swift.min(scalarLeft[scalar], Int(glyph.pen))
                    scalarRight[scalar] = Swift.max(scalarRight[scalar], Int(glyph.pen) + Int(glyph.advance))
                    scalarRightToLeft[scalar] = glyph.rightToLeft
                }
                shapedParagraph = scalarRightToLeft.first
            } else {
                var pens: [Int] = []
                let laidOut = layOut(bytes, face: face, slot: cache.slot(for: face), size: pixelSize, xScale: vertical.xScale,
                                     monospacedDigits: monospacedDigits) { _, penX, line in
                    guard line == 0 else { return false }
                    pens.append(penX)
                    return true
                }
                width = laidOut.widest
                for scalar in 0..<Swift.min(pens.count, scalarCount) {
                    scalarLeft[scalar] = pens[scalar]
                    scalarRight[scalar] = scalar + 1 < pens.count ? pens[scalar + 1] : width
                }
            }
        }
        var lefts = [Int](repeating: 0, count: count), rights = lefts
        var directions = [Bool](repeating: false, count: count)
        var character = 0
        while character < count {
            let scalars = characterStarts[character]..<(character + 1 < count ? characterStarts[character + 1] : scalarCount)
            var left = Int.max, right = Int.min, backwards = false
            for scalar in scalars where scalarLeft[scalar] != Int.max {
                left = Swift.min(left, scalarLeft[scalar])
                right = Swift.max(right, scalarRight[scalar])
                backwards = scalarRightToLeft[scalar]
            }
            if left == Int.max { (left, right) = character > 0 ? (rights[character - 1], rights[character - 1]) : (0, 0) }
            // The characters after it that start no cluster of their own share its extent.
            var end = character + 1
            while end < count, !(characterStarts[end]..<(end + 1 < count ? characterStarts[end + 1] : scalarCount))
                .contains(where: { scalarLeft[$0] != Int.max }) {
                end += 1
            }
            let shares = end - character, piece = (right - left) / shares
            for share in 0..<shares {
                let index = character + share
                let near = share * piece, far = share == shares - 1 ? right - left : (share + 1) * piece
                (lefts[index], rights[index]) = backwards ? (right - far, right - near) : (left + near, left + far)
                directions[index] = backwards
            }
            character = end
        }
        return TextCaretStops(lefts: lefts, rights: rights, rightToLeft: directions, width: width,
                              paragraphRightToLeft: shapedParagraph ?? false)
    }
}
