/// A filter applied to a group's layer before it is composited (`GraphicsContext.addFilter`):
/// a colour matrix, a blur, or an alpha threshold. A filter's shadow, opacity and
/// projection are the group's own shadow, opacity and transform.
public indirect enum LayerFilter: Hashable, Sendable {
    /// Each unpremultiplied pixel (r, g, b, a in 0...255) times a 4 × 5 matrix: rows for
    /// red, green, blue and alpha, each four factors in Q16 and an offset in 1/255 · Q16.
    case colorMatrix(LayerColorMatrix)
    /// A Gaussian-like blur of every channel, as soft as a shadow of this radius.
    case blur(radius: Fixed)
    /// Pixels whose alpha lies within `minimum...maximum` become `color`, others clear.
    case alphaThreshold(minimum: UInt8, maximum: UInt8, color: PixelColor)
}

/// A 4 × 5 colour matrix in fixed point (see `LayerFilter.colorMatrix`).
public struct LayerColorMatrix: Hashable, Sendable {
    public static let one = 1 << 16
    /// Twenty entries, row by row: r1 r2 r3 r4 r5, g1 …, b1 …, a1 … a5.
    public var entries: [Int]

    public init(entries: [Int]) {
        precondition(entries.count == 20, "a colour matrix has 20 entries")
        self.entries = entries
    }

    /// From real factors (offsets in 0...1 of a channel), rounded to Q16.
    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 entries")
        entries = values.map { value in
            guard value.isFinite else { return 0 }
            return Int((Swift.min(Swift.max(value, -32768), 32768) * Double(LayerColorMatrix.one)).rounded())
        }
    }

    /// This matrix applied after `first` (one matrix for two filters in a row).
    public func after(_ first: LayerColorMatrix) -> LayerColorMatrix {
        var result = [Int](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = 0
                for k in 0..<4 { sum += entries[row * 5 + k] * first.entries[k * 5 + column] }
                sum = (sum + (1 << 15)) >> 16
                if column == 4 { sum += entries[row * 5 + 4] }
                result[row * 5 + column] = sum
            }
        }
        return LayerColorMatrix(entries: result)
    }
}
