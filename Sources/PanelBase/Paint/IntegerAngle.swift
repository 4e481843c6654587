/// Angles and distances in integers only, so a gradient gives the same pixels on every
/// machine (no libm, whose last bits may differ between builds).
package enum IntegerAngle {
    /// A whole turn.
    package static let turn = 65536

    /// atan(i/256) for i in 0...256, in Q16 turns (rounded), written out once so that no
    /// machine computes it.
    static let arctangents: [Int32] = [
        0, 41, 81, 122, 163, 204, 244, 285, 326, 367, 407, 448, 489, 529, 570, 610,
        651, 692, 732, 773, 813, 854, 894, 935, 975, 1015, 1056, 1096, 1136, 1177, 1217, 1257,
        1297, 1337, 1377, 1417, 1457, 1497, 1537, 1577, 1617, 1656, 1696, 1736, 1775, 1815, 1854, 1894,
        1933, 1973, 2012, 2051, 2090, 2129, 2168, 2207, 2246, 2285, 2324, 2363, 2401, 2440, 2478, 2517,
        2555, 2594, 2632, 2670, 2708, 2746, 2784, 2822, 2860, 2897, 2935, 2973, 3010, 3047, 3085, 3122,
        3159, 3196, 3233, 3270, 3307, 3344, 3380, 3417, 3453, 3490, 3526, 3562, 3599, 3635, 3670, 3706,
        3742, 3778, 3813, 3849, 3884, 3920, 3955, 3990, 4025, 4060, 4095, 4129, 4164, 4199, 4233, 4267,
        4302, 4336, 4370, 4404, 4438, 4471, 4505, 4539, 4572, 4605, 4639, 4672, 4705, 4738, 4771, 4803,
        4836, 4869, 4901, 4933, 4966, 4998, 5030, 5062, 5094, 5125, 5157, 5188, 5220, 5251, 5282, 5313,
        5344, 5375, 5406, 5437, 5467, 5498, 5528, 5559, 5589, 5619, 5649, 5679, 5708, 5738, 5768, 5797,
        5826, 5856, 5885, 5914, 5943, 5972, 6000, 6029, 6058, 6086, 6114, 6142, 6171, 6199, 6227, 6254,
        6282, 6310, 6337, 6365, 6392, 6419, 6446, 6473, 6500, 6527, 6554, 6580, 6607, 6633, 6660, 6686,
        6712, 6738, 6764, 6790, 6815, 6841, 6867, 6892, 6917, 6943, 6968, 6993, 7018, 7043, 7068, 7092,
        7117, 7141, 7166, 7190, 7214, 7238, 7262, 7286, 7310, 7334, 7358, 7381, 7405, 7428, 7451, 7475,
        7498, 7521, 7544, 7566, 7589, 7612, 7635, 7657, 7679, 7702, 7724, 7746, 7768, 7790, 7812, 7834,
        7856, 7877, 7899, 7920, 7942, 7963, 7984, 8005, 8026, 8047, 8068, 8089, 8110, 8131, 8151, 8172,
        8192,
    ]

    /// The direction of (dx, dy) in Q16 turns, 0..<65536: 0 along +x, a quarter along +y
    /// (down on screen, so clockwise). (0, 0) is 0. Within 1/65536 of a turn of the true angle.
    package static func atan2(dy: Int, dx: Int) -> Int {
        let ax = dx.magnitude, ay = dy.magnitude
        if ax == 0 && ay == 0 { return 0 }
        // The octant's angle from the tangent of the smaller over the larger (0...1 in Q16).
        let small = Swift.min(ax, ay), large = Swift.max(ax, ay)
        let ratio = Int((small << 16) / large)
        let index = ratio >> 8, fraction = ratio & 255
        let a0 = Int(arctangents[index])
        let a1 = index < 256 ? Int(arctangents[index + 1]) : a0
        var angle = a0 + ((a1 - a0) * fraction + 128) >> 8
        if ay > ax { angle = turn / 4 - angle }
        if dx < 0 { angle = turn / 2 - angle }
        if dy < 0 { angle = turn - angle }
        return angle & (turn - 1)
    }

    /// ⌊√n⌋ exactly, for n ≥ 0 (a floating-point estimate corrected in integers).
    package static func squareRoot(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        var r = Int(Double(n).squareRoot())
        while r > 0 && r.multipliedReportingOverflow(by: r).partialValue > n { r -= 1 }
        while (r + 1) * (r + 1) <= n { r += 1 }
        return r
    }
}
