import PanelBase

/// A value that animations can interpolate: added, subtracted and scaled, as SwiftUI's
/// `VectorArithmetic`. Panel moves the values it knows (`Double`, `Float`, `CGFloat`,
/// `AnimatablePair`, `EmptyAnimatableData`) in fixed point, as every other animated number.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
