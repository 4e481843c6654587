/// Which points a filled path covers: where the outline winds round them at all
/// (non-zero), or an odd number of times (even-odd: a star's centre left open).
public enum PathFillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}
