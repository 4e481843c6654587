import PanelBase

/// A transition written as a view's look in each phase, as SwiftUI's `Transition`
/// protocol: `body(content:phase:)` returns the content as it looks about to appear
/// (`.willAppear`), shown (`.identity`) and gone (`.didDisappear`). The view is made in
/// the same shape in every phase, so the change between phases animates as any other
/// change of its modifiers (opacity, scale, rotation, offset, colours...).
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (motion: whether reduced motion would leave it out).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The content as this transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: content), phase: phase)
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether it moves the view (rather than only fading or recolouring it).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition's view-making part, kept in an `AnyTransition`: the view in a phase.
/// Made and called on the main actor only; the box lets `AnyTransition` stay `Sendable`.
final class CustomTransitionBody: @unchecked Sendable {
    enum Side: Sendable { case both, insertion, removal }
    let side: Side
    let make: @MainActor (AnyView, TransitionPhase) -> AnyView

    init(side: Side = .both, make: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView) {
        self.side = side
        self.make = make
    }

    func on(_ side: Side) -> CustomTransitionBody { CustomTransitionBody(side: side, make: make) }

    /// The content in `phase`, as this side sees it (an insertion's body stays at identity
    /// while the view leaves, a removal's while it comes).
    @MainActor func apply(_ content: AnyView, phase: TransitionPhase) -> AnyView {
        switch (side, phase) {
        case (.insertion, .didDisappear), (.removal, .willAppear): make(content, .identity)
        default: make(content, phase)
        }
    }
}

extension AnyTransition {
    /// The transition `transition` describes.
    public init<T: Transition>(_ transition: T) {
        // Only ever used on the main actor, where the box calls it.
        nonisolated(unsafe) let transition = transition
        self.init(insertion: [], removal: [], bodies: [CustomTransitionBody { content, phase in
            AnyView(transition.body(content: PlaceholderContentView(content: content), phase: phase))
        }])
    }

    /// The view with `active` applied while it comes and goes, `identity` while shown.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        nonisolated(unsafe) let active = active, identity = identity
        return AnyTransition(insertion: [], removal: [], bodies: [CustomTransitionBody { content, phase in
            AnyView(content.modifier(phase.isIdentity ? identity : active))
        }])
    }

    /// Whether inserting, or removing, the view animates.
    var animatesInsertion: Bool { !insertion.isEmpty || bodies.contains { $0.side != .removal } }
    var animatesRemoval: Bool { !removal.isEmpty || bodies.contains { $0.side != .insertion } }
}

/// The content of a view with a custom transition, as its transition shows it in the
/// phase its `TransitionNode` is in now.
struct CustomTransitionContent: View {
    let content: any View
    let bodies: [CustomTransitionBody]
    /// Read when the body is made: a phase change makes it again.
    unowned let node: TransitionNode

    var body: some View {
        var view = AnyView(content)
        for part in bodies { view = part.apply(view, phase: node.phase) }
        return view
    }
}

extension View {
    /// How this view enters and leaves, written as a `Transition`.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}
