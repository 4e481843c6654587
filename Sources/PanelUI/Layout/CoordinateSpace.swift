import PanelBase

/// Which coordinates a frame or a touch's location is given in: the view's own (`.local`,
/// origin at its top-leading corner), the screen's (`.global`), or those of an enclosing
/// view named with `.coordinateSpace(name:)` (`.named`; the screen's when no view above
/// has the name, as in SwiftUI).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: @unchecked Sendable {}

/// A coordinate space as a value of its own type (SwiftUI's newer spelling:
/// `frame(in: .named("map"))`, `DragGesture(coordinateSpace: .local)`).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The space of the view that `.coordinateSpace(_:)` names.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// `.coordinateSpace(name:)`: names this view's frame, for frames and touch locations
/// measured from it below.
struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { CoordinateSpaceNode() }
}

final class CoordinateSpaceNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var name: AnyHashable?
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        name = (modifier as? _CoordinateSpaceModifier)?.name
    }
}

extension ViewNode {
    /// Where, on screen, the origin of `space` lies as seen from this node.
    func screenOrigin(of space: CoordinateSpace) -> FixedPoint {
        switch space {
        case .global:
            return .zero
        case .local:
            return screenFrame.origin
        case .named(let name):
            var ancestor = parent
            while let node = ancestor {
                if let named = node as? CoordinateSpaceNode, named.name == name { return named.screenFrame.origin }
                ancestor = node.parent
            }
            return .zero
        }
    }

    /// The named spaces above this node, by name, with their origins on screen (the
    /// innermost of a name).
    func namedSpaceOrigins() -> [AnyHashable: FixedPoint] {
        var origins: [AnyHashable: FixedPoint] = [:]
        var ancestor = parent
        while let node = ancestor {
            if let named = node as? CoordinateSpaceNode, let name = named.name, origins[name] == nil {
                origins[name] = named.screenFrame.origin
            }
            ancestor = node.parent
        }
        return origins
    }
}

extension View {
    /// Names this view's coordinate space, so views inside measure frames and touch
    /// locations from its top-leading corner (`.named(name)`).
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("map"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
