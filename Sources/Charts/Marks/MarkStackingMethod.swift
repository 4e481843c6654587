/// How bars and areas of several series at one place combine: on top of each other
/// (`.standard`), as shares of their sum from 0 to 1 (`.normalized`), stacked and centred on
/// zero (`.center`), or each from zero (`.unstacked`).
public struct MarkStackingMethod: Sendable, Hashable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}
