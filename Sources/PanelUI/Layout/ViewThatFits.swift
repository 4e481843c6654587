import PanelBase

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or
/// the last one when none fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ViewThatFitsNode() }
}

extension ViewThatFits: ViewThatFitsReading {
    var fitsInput: (axes: Axis.Set, content: any View) { (axes, content) }
}

@MainActor
protocol ViewThatFitsReading {
    var fitsInput: (axes: Axis.Set, content: any View) { get }
}

final class ViewThatFitsNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The view shown, chosen at the last placement.
    private var chosen = 0

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let input = (view as? ViewThatFitsReading)?.fitsInput else { return }
        if input.axes != axes {
            axes = input.axes
            invalidateLayout()
        }
        reconcileChildren(of: input.content, environment: environment)
    }

    /// Each view is measured at its ideal size along the checked axes (the other axis
    /// offered as it is); the first whose ideal size is within the offer wins.
    private func choice(for proposal: ProposedSize) -> Int {
        guard !children.isEmpty else { return 0 }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, child) in children.enumerated() {
            let size = child.size(for: ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        guard !children.isEmpty else { return .zero }
        return children[choice(for: proposal)].size(for: proposal)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        children.indices.contains(chosen) ? children[chosen].guides(size: size) : .none
    }

    override func placeChildren(in rect: FixedRect) {
        guard !children.isEmpty else { return }
        let choice = choice(for: ProposedSize(rect.size))
        if choice != chosen {
            chosen = choice
            drawingChanged()
            touchBoundsChanged()
        }
        children[choice].place(in: rect)
    }

    /// Only the chosen view is drawn and takes touches.
    override var hitTestOrder: [ViewNode] { children.indices.contains(chosen) ? [children[chosen]] : [] }

    override func draw(into builder: inout DisplayListBuilder) {
        for (index, child) in children.enumerated() {
            if index == chosen {
                child.buildDisplayList(into: &builder)
            } else if child.drawing.drawnEntries.hasBeenDrawn {
                // Not in this list: a later build must draw it afresh, not copy a run
                // that is no longer where it was.
                child.forEachDescendant { $0.drawing.drawnEntries = DrawnEntries() }
            }
        }
    }
}
