/// How bars and areas of several series at one place combine. Panel stacks them
/// (`.standard`); the other methods are accepted and drawn as `.standard`.
public struct MarkStackingMethod: Sendable, Hashable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}
