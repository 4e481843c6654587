import PanelBase

/// The node of a `Layout` applied to views: its children are the layout's subviews; it
/// measures and places them by calling the layout (through its `LayoutEngine`), converting
/// between fixed point and the public API's `CGFloat` at that boundary.
final class LayoutNode: ViewNode {
    private var engine: (any LayoutEngine)?
    private let placements = LayoutPlacements()
    /// The change (`layoutState.changedBeforePass`) the cache was last brought up to date
    /// for: a later change (of the layout, its subviews, or their answers) updates it
    /// before the next call.
    private var cacheChange = -1
    private var stackStyle: StackLayoutStyle?
    /// Whether the layout places its `GridRow`s' cells (`GridLayout`).
    private(set) var arrangesGridRows = false

    override var ownValueAffectsDrawing: Bool { false }
    /// Compares its layout's values and marks itself when they differ.
    override var ownValueAffectsLayout: Bool { false }
    override var enclosingStackForChildren: StackLayoutStyle? { stackStyle }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let root = view as? LayoutRootReading else { return }
        let (engine, changed) = root.engine(reusing: self.engine)
        if changed { invalidateLayout() }
        self.engine = engine
        stackStyle = engine.enclosingStackStyle
        arrangesGridRows = engine.arrangesGridRows
        reconcileChildren(of: root.layoutContent, environment: environment)
    }

    private var subviews: LayoutSubviews {
        LayoutSubviews(nodes: children, placements: placements, layoutDirection: environment.layoutDirection)
    }

    /// The engine, its cache brought up to date with the latest change.
    private func readyEngine(_ subviews: LayoutSubviews) -> (any LayoutEngine)? {
        guard let engine else { return nil }
        if cacheChange != layoutState.changedBeforePass {
            cacheChange = layoutState.changedBeforePass
            engine.refreshCache(subviews)
        }
        return engine
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        let subviews = self.subviews
        guard let engine = readyEngine(subviews) else { return .zero }
        return FixedSize(chosen: engine.sizeThatFits(ProposedViewSize(proposal), subviews))
    }

    override func placeChildren(in rect: FixedRect) {
        let subviews = self.subviews
        guard let engine = readyEngine(subviews) else { return }
        let proposal = ProposedViewSize(ProposedSize(rect.size))
        let placed = placements.placing { engine.placeSubviews(in: rect.cgRect, proposal, subviews) }
        // A view the layout did not place sits at the centre, offered the container's size.
        for child in children where !placed.contains(ObjectIdentifier(child)) {
            let size = child.size(for: ProposedSize(rect.size))
            child.place(in: FixedRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                                      width: size.width, height: size.height))
        }
    }

    /// The guides the layout sets: asked for the standard guides and those its subviews set.
    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        let subviews = self.subviews
        guard let engine = readyEngine(subviews), engine.mayHaveExplicitGuides else { return .none }
        var horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        var vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        for child in children {
            let guides = child.guides(size: child.size(for: ProposedSize(size)))
            for guide in guides.horizontal.keys where !horizontal.contains(guide) { horizontal.append(guide) }
            for guide in guides.vertical.keys where !vertical.contains(guide) { vertical.append(guide) }
        }
        let bounds = CGRect(origin: .zero, size: size.chosenSize)
        let proposal = ProposedViewSize(ProposedSize(size))
        var result = ExplicitGuides()
        for guide in horizontal {
            if let value = engine.explicitAlignment(of: guide, in: bounds, proposal, subviews) { result.horizontal[guide] = Fixed(value) }
        }
        for guide in vertical {
            if let value = engine.explicitAlignment(of: guide, in: bounds, proposal, subviews) { result.vertical[guide] = Fixed(value) }
        }
        return result
    }

    /// The spacing the layout prefers around it (`Layout.spacing(subviews:cache:)`).
    var preferredSpacing: ViewSpacing {
        let subviews = self.subviews
        guard let engine = readyEngine(subviews) else { return .standard }
        return engine.spacing(subviews)
    }
}
