import PanelBase

/// A reader in the view graph: its content stands in it as in a plain wrapper, and its
/// proxy finds views below it.
final class ScrollViewReaderNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    override var answersAsItsChild: Bool { true }
    /// One proxy for the node's life, so the content's value stays the same between updates.
    private lazy var proxy = ScrollViewProxy(target: ScrollTarget(reader: self))

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let reader = view as? ScrollViewReading else { return }
        reconcileOnlyChild(reader.makeContent(proxy), environment: environment)
    }
}
