import PanelBase

/// A node that lays out, draws and hit-tests exactly as its single child: AnyView,
/// modifier content, implicit wrappers.
final class PassThroughNode: ViewNode {
    override var answersAsItsChild: Bool { true }
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    /// Whether this shows a control's label (a button's or toggle's `configuration.label`).
    let isControlLabel: Bool
    private let reader: any ViewReading<any View>

    /// A node for views of type `V` (the one type its views have).
    init<V: WrappingView>(for type: V.Type) {
        isControlLabel = V.self is any ControlLabel.Type
        reader = ViewReader(for: V.self)
        super.init()
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        // A different wrapped type gets a new node: AnyView drops state when its type changes.
        reconcileOnlyChild(reader.read(view) ?? EmptyView(), environment: environment)
    }
}

/// A view that stands for the one view it wraps (AnyView, a modifier's content, a
/// control's label): its input is that view.
@MainActor
protocol WrappingView: NodeReadableView where NodeInput == any View {}

extension _ViewModifier_Content: WrappingView {
    var nodeInput: any View { content.wrapped }
}
