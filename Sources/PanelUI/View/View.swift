import PanelBase

/// A piece of user interface, described as a value: Panel re-evaluates `body` when the
/// view's state or inputs change and keeps what persists (state, gestures) in a view graph.
@MainActor @preconcurrency
public protocol View {
    /// The view this one is made of.
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body; Panel builds them directly.
    public var body: Never { fatalError("Never has no body") }
}

/// A view Panel builds directly into a graph node instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    func makeNode() -> ViewNode
}

extension PrimitiveView {
    /// The body of a primitive view, which nothing should ask for.
    func primitiveBody() -> Never {
        fatalError("\(type(of: self)) is a primitive view: it has no body")
    }
}

/// One element of a flattened list of views, with its structural identity.
struct ViewListItem {
    var key: [AnyHashable]
    var view: any View
}

/// A view that stands for several (or no) views when placed in a stack: tuples, optionals,
/// conditionals, groups, ForEach.
@MainActor
protocol ViewListConvertible {
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem])
}

/// Appends `view`'s elements to `items`: list-like views expand, others are one element.
@MainActor
func flattenViews(_ view: any View, prefix: [AnyHashable], into items: inout [ViewListItem]) {
    if ViewKindCache.flatten(view, prefix: prefix, into: &items) { return }
    items.append(ViewListItem(key: prefix, view: view))
}

/// Evaluates the body of an existential view.
@MainActor
func evaluateBody<V: View>(of view: V) -> any View { view.body }
