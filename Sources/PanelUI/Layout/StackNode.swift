import PanelBase

/// The node of HStack, VStack and ZStack, and of lists of views standing where one view
/// is expected (laid out as a VStack, as SwiftUI does for a window's content).
final class StackNode: ViewNode {
    /// Marks itself when its style or its list of children changes.
    override var ownValueAffectsLayout: Bool { false }
    /// Draws its children, in order: a new list marks it.
    override var ownValueAffectsDrawing: Bool { false }
    enum Kind { case horizontal, vertical, overlay }
    private var ownStyle = StackLayoutStyle(kind: .vertical, alignment: .center, spacing: nil)
    private var implicit = false

    /// An explicit stack's own layout; a list standing in for one view takes its
    /// enclosing stack's (a VStack's where there is none).
    var style: StackLayoutStyle { implicit ? (enclosingStack ?? ownStyle) : ownStyle }
    private var kind: Kind { style.kind }
    private var alignment: Alignment { style.alignment }
    private var spacing: Fixed? { style.spacing }

    override var enclosingStackForChildren: StackLayoutStyle? { style }
    override var readsEnclosingStack: Bool { implicit }

    /// SwiftUI's default distance between adjacent views in a stack.
    nonisolated static let defaultSpacing = Fixed(8)

    /// How the explicit stack's views are read (nil for an implicit one).
    private var reader: (any ViewReading<StackInput>)?

    /// The node of an HStack, VStack or ZStack of type `V`.
    init<V: StackView>(for type: V.Type) {
        reader = ViewReader(for: V.self)
        super.init()
    }

    init(implicitFor view: any View) {
        super.init()
        implicit = true
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        var items: [ViewListItem] = []
        if let stack = reader?.read(view) {
            if stack.style != ownStyle {
                invalidateLayout()
                ownStyle = stack.style
            }
            // A `ForEach`'s content closure runs here: what it reads is observed.
            trackingReads { flattenViews(stack.content, prefix: [], into: &items) }
        } else {
            trackingReads { flattenViews(view, prefix: [], into: &items) }
        }
        reconcileList(items, environment: environment)
    }

    private var axis: Axis? { style.axis }

    /// A row or an overlay offers each view the height it is offered: it ignores the
    /// height when all its views do.
    override var sizeThatFitsIgnoresOfferedHeight: Bool {
        axis != .vertical && children.allSatisfy(\.sizeIgnoresOfferedHeight)
    }

    /// Where the children reach along the axis, for drawing only those in sight
    /// (`StackChildCulling`).
    var childReach: StackChildReach?

    override func draw(into builder: inout DisplayListBuilder) {
        guard let axis, drawChildrenInSight(along: axis, into: &builder) else {
            super.draw(into: &builder)
            return
        }
    }

    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard let axis, let reaching = childrenReaching(point, along: axis) else { return super.hitTest(point, path: &path) }
        guard touchBounds.contains(point) else { return false }
        let children = self.children
        for index in reaching.reversed() where children[index].hitTest(point, path: &path) {
            path.append(self)
            return true
        }
        if containsContent(at: point) || (acceptsTouchesInFrame && touchFrame.contains(point)) {
            path.append(self)
            return true
        }
        return false
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize { layOut(proposal) }

    override func placeChildren(in rect: FixedRect) {
        let children = self.children
        // Right to left, a stack is mirrored, as in SwiftUI: an HStack's first child is at
        // the right edge, and a leading alignment lines children up on the right.
        let mirrored = environment.layoutDirection == .rightToLeft
        _ = layOut(ProposedSize(rect.size)) { index, frame in
            let x = mirrored ? rect.width - frame.maxX : frame.minX
            children[index].place(in: FixedRect(x: rect.minX + x, y: rect.minY + frame.minY, width: frame.width, height: frame.height))
        }
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    /// Measures the children for `proposal` and returns the stack's size; with `place`, also
    /// hands each child, in order, its frame relative to the stack's origin
    /// (`StackArrangement`).
    private func layOut(_ proposal: ProposedSize, place: ((Int, FixedRect) -> Void)? = nil) -> FixedSize {
        guard !children.isEmpty else { return .zero }
        var scratch = takeScratch()
        defer { self.scratch = scratch }
        return StackArrangement.layOut(children, style: style, proposal: proposal, scratch: &scratch, place: place)
    }

    /// Buffers for measuring, kept between measurements so that measuring allocates
    /// nothing. Taken out of the node while in use (so the work is on a local value, not
    /// on the node's storage), and put back after.
    private var scratch: StackArrangement.Scratch?

    private func takeScratch() -> StackArrangement.Scratch {
        // Moved out, leaving nil: not copied (a copy would retain every buffer) and no
        // empty buffers made to stand in for them while they are out.
        var taken = scratch.take() ?? StackArrangement.Scratch()
        taken.clear()
        return taken
    }
}

/// How a stack lays out its views.
struct StackLayoutStyle: Equatable {
    var kind: StackNode.Kind
    var alignment: Alignment
    var spacing: Fixed?

    var axis: Axis? {
        switch kind {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .overlay: nil
        }
    }
}

/// What StackNode takes from a stack view, whatever its content type.
struct StackInput {
    var style: StackLayoutStyle
    var content: any View
}

/// HStack, VStack and ZStack, as their node reads them.
@MainActor
protocol StackView: NodeReadableView where NodeInput == StackInput {}
