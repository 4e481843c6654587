import PanelBase

/// How a view enters and leaves the screen when it is inserted or removed inside an
/// animated transaction (`withAnimation`, or an `.animation(_:value:)` whose value
/// changed): it appears from the transition's state and leaves towards it. Without an
/// animation it appears and goes at once.
///
/// The built-in transitions are made of opacity, scale and offset; custom ones
/// (`modifier(active:identity:)`, a `Transition` type) make the view in each phase.
public struct AnyTransition: Sendable {
    /// The state a view is inserted from, and the one it is removed towards.
    let insertion: [TransitionPiece]
    let removal: [TransitionPiece]
    /// Custom transitions: the view made in each phase.
    let bodies: [CustomTransitionBody]

    init(insertion: [TransitionPiece], removal: [TransitionPiece], bodies: [CustomTransitionBody] = []) {
        self.insertion = insertion
        self.removal = removal
        self.bodies = bodies
    }

    init(_ piece: TransitionPiece) { self.init(insertion: [piece], removal: [piece]) }

    /// No change: the view appears and goes at once, even inside an animation.
    public static let identity = AnyTransition(insertion: [], removal: [])
    /// Fades from and to transparent.
    public static let opacity = AnyTransition(.opacity)
    /// Scales from and to nothing, about the centre.
    public static let scale = AnyTransition(.scale(0, .center))
    /// Inserted from the leading edge, removed towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

    /// Scales from and to `scale`, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor))
    }

    /// Moves in from, and out to, beyond `edge` of the view's own frame.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// Moves in from, and out to, an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }

    /// Moves in from, and out to, an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Inserted by moving in from `edge` while fading in; removed by moving out towards
    /// the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal,
                      bodies: insertion.bodies.map { $0.on(.insertion) } + removal.bodies.map { $0.on(.removal) })
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, bodies: bodies + other.bodies)
    }
}

/// One part of a transition's state away from the identity.
enum TransitionPiece: Sendable {
    case opacity
    case scale(CGFloat, UnitPoint)
    case move(Edge)
    case offset(CGSize)
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
