import PanelBase

/// A value with data an animation moves, as SwiftUI's `Animatable`: a custom `Shape`
/// exposes the numbers its path is made from (a wave's phase, a needle's angle) as
/// `animatableData`, and Panel draws the path in between on every frame of an animation.
/// Isolated to the main actor as the views that conform to it are.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
