/// What kind of view each view type is, asked of the runtime once per type.
///
/// Building a view graph asks of every view whether it is a primitive view (built straight
/// into a node) and whether it is a list (a tuple, `ForEach`, a conditional, a group): an
/// `as?` cast to a protocol searches the runtime's conformance tables each time, a few
/// thousand instructions a view. A program has a fixed set of view types, so the answer is
/// kept per type, with the type's conformance as a metatype; the value is then read as that
/// type in place (it is known to be of it), without a cast.
@MainActor
enum ViewKindCache {
    private static var primitiveTypes: [TypeKey: (any PrimitiveView.Type)?] = [:]
    private static var listTypes: [TypeKey: (any ViewListConvertible.Type)?] = [:]

    /// `view`'s node when its type is a primitive view's; nil for a view with a body.
    static func makeNode<V: View>(of view: V) -> ViewNode? {
        conformance(of: V.self, in: &primitiveTypes) { $0 as? any PrimitiveView.Type }?.makeNode(of: view)
    }

    /// Flattens `view` into `items` when its type is a list; false otherwise.
    static func flatten<V: View>(_ view: V, prefix: [AnyHashable], into items: inout [ViewListItem]) -> Bool {
        guard let list = conformance(of: V.self, in: &listTypes, { $0 as? any ViewListConvertible.Type }) else { return false }
        list.flatten(view, prefix: prefix, into: &items)
        return true
    }

    /// `type`'s conformance from `table`, found by `cast` the first time it is asked.
    private static func conformance<Conformance>(of type: Any.Type, in table: inout [TypeKey: Conformance?],
                                                 _ cast: (Any.Type) -> Conformance?) -> Conformance? {
        let id = TypeKey(type)
        if let known = table[id] { return known }
        let found = cast(type)
        table[id] = .some(found)
        return found
    }
}

extension PrimitiveView {
    /// The node of `view`, a value of this type (the caller found its type to be this one; a subclass's value is cast).
    static func makeNode<V: View>(of view: V) -> ViewNode {
        guard V.self == Self.self else { return (view as! Self).makeNode() }
        // Reinterpreted, not cast (the types are the same), and not through pointer
        // closures: an isolated closure handed to the standard library checks the running
        // executor at each call.
        return unsafeBitCast(view, to: Self.self).makeNode()
    }
}

extension ViewListConvertible {
    /// `flatten` of `view`, a value of this type (the caller found its type to be this one; a subclass's value is cast).
    static func flatten<V: View>(_ view: V, prefix: [AnyHashable], into items: inout [ViewListItem]) {
        guard V.self == Self.self else { return (view as! Self).flatten(prefix: prefix, into: &items) }
        unsafeBitCast(view, to: Self.self).flatten(prefix: prefix, into: &items)
    }
}

