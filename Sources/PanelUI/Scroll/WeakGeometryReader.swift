/// A geometry reader a scroll view places again when its content moves.
struct WeakGeometryReader {
    weak var node: GeometryReaderNode?
}
