/// Sine and cosine for building paths (arcs, rotations) computed in integers (`Q30`), so
/// a path's points are the same on every machine; exact at multiples of a quarter turn.
package enum PathTrigonometry {
    package static func sinCos(radians: Double) -> (sin: Double, cos: Double) {
        guard radians.isFinite else { return (0, 1) }
        let (s, c) = Q30.sinCos(Q30.from(radians))
        return (Q30.toDouble(s), Q30.toDouble(c))
    }
}
