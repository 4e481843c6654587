/// A size in 1/64 px.
public struct FixedSize: Hashable, Sendable {
    public var width: Fixed
    public var height: Fixed
    @inlinable public init(width: Fixed, height: Fixed) { self.width = width; self.height = height }
    public static let zero = FixedSize(width: .zero, height: .zero)
}
