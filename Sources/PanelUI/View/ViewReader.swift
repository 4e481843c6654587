import PanelBase

/// A view that a node made for its type reads as that type: `nodeInput` is what the node
/// takes from each new value (a stack's style and content, a wrapper's content, a shape's
/// outline and colour).
@MainActor
protocol NodeReadableView: View {
    associatedtype NodeInput
    var nodeInput: NodeInput { get }
}

/// Reads a node's input out of its view, whatever type the node was made for.
@MainActor
protocol ViewReading<Input> {
    associatedtype Input
    /// `view`'s input, or nil when `view` is not of the type the reader was made for.
    func read(_ view: any View) -> Input?
}

/// Reads views of one known type, `V`: a node's view always has the type it was made
/// for, so the value is read as that type after comparing types, with no dynamic cast
/// (a conformance lookup at every update). Holds nothing: a node keeps it inline.
struct ViewReader<V: NodeReadableView>: ViewReading {
    init(for _: V.Type = V.self) {}

    func read(_ view: any View) -> V.NodeInput? {
        storedValue(view, as: V.self)?.nodeInput
    }
}
