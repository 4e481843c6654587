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
    static let defaultSpacing = Fixed(8)

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
        if containsContent(at: point) || (acceptsTouchesInFrame && frame.contains(point)) {
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
    /// hands each child, in order, its frame relative to the stack's origin. Guides line up
    /// across a row or column (both ways in an overlay); the stack is as large as what
    /// reaches furthest past them.
    private func layOut(_ proposal: ProposedSize, place: ((Int, FixedRect) -> Void)? = nil) -> FixedSize {
        let children = self.children
        guard !children.isEmpty else { return .zero }
        let style = self.style
        var scratch = takeScratch()
        defer { self.scratch = scratch }
        guard let axis = style.axis else {
            var hLine = Fixed.zero, vLine = Fixed.zero
            for (index, child) in children.enumerated() {
                let size = child.size(for: proposal)
                let h = child.guideValue(style.alignment.horizontal, size: size), v = child.guideValue(style.alignment.vertical, size: size)
                if index == 0 || h > hLine { hLine = h }
                if index == 0 || v > vLine { vLine = v }
                scratch.sizes.append(size)
                scratch.guides.append(h)
                scratch.verticalGuides.append(v)
            }
            var width = Fixed.zero, height = Fixed.zero
            for index in children.indices {
                let frame = FixedRect(origin: FixedPoint(x: hLine - scratch.guides[index], y: vLine - scratch.verticalGuides[index]),
                                      size: scratch.sizes[index])
                width = Fixed.max(width, frame.maxX)
                height = Fixed.max(height, frame.maxY)
                place?(index, frame)
            }
            return FixedSize(width: width, height: height)
        }
        StackNode.measure(proposal, along: axis, children, spacing: style.spacing, &scratch)
        var line = Fixed.zero
        for (index, child) in children.enumerated() {
            let size = scratch.sizes[index]
            let guide = axis == .horizontal
                ? child.guideValue(style.alignment.vertical, size: size) : child.guideValue(style.alignment.horizontal, size: size)
            scratch.guides.append(guide)
            if index == 0 || guide > line { line = guide }
        }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        var position = Fixed.zero
        var crossExtent = Fixed.zero
        for index in children.indices {
            position += StackNode.spacing(before: index, children, style.spacing)
            let size = scratch.sizes[index]
            let offset = line - scratch.guides[index]
            if let place {
                place(index, FixedRect(origin: axis == .horizontal ? FixedPoint(x: position, y: offset) : FixedPoint(x: offset, y: position),
                                       size: size))
            }
            position += size.length(axis)
            crossExtent = Fixed.max(crossExtent, offset + size.length(cross))
        }
        return .along(axis, position, cross: crossExtent)
    }

    /// Spacing before child `index` (none before the first, none next to a spacer when the
    /// stack uses its default spacing).
    private static func spacing(before index: Int, _ children: [ViewNode], _ spacing: Fixed?) -> Fixed {
        guard index > 0 else { return .zero }
        if let spacing { return spacing }
        if children[index].isSpacer || children[index - 1].isSpacer { return .zero }
        return StackNode.defaultSpacing
    }

    /// Buffers for measuring, kept between measurements so that measuring allocates
    /// nothing. Taken out of the node while in use (so the work is on a local value, not
    /// on the node's storage), and put back after.
    private struct Scratch {
        var sizes: [FixedSize] = []
        var least: [Fixed] = []
        var flexibility: [Fixed] = []
        var priorities: [Double] = []
        var group: [Int] = []
        /// Each child's guide across a row or column (an overlay's horizontal one).
        var guides: [Fixed] = []
        /// An overlay's vertical guides.
        var verticalGuides: [Fixed] = []

        mutating func clear() {
            sizes.removeAll(keepingCapacity: true)
            least.removeAll(keepingCapacity: true)
            flexibility.removeAll(keepingCapacity: true)
            priorities.removeAll(keepingCapacity: true)
            group.removeAll(keepingCapacity: true)
            guides.removeAll(keepingCapacity: true)
            verticalGuides.removeAll(keepingCapacity: true)
        }
    }
    private var scratch = Scratch()

    private func takeScratch() -> Scratch {
        var taken = scratch
        scratch = Scratch()
        taken.clear()
        return taken
    }

    /// The size of each child along a row or column for `proposal`, into `scratch.sizes`.
    private static func measure(_ proposal: ProposedSize, along axis: Axis, _ children: [ViewNode], spacing: Fixed?,
                                _ scratch: inout Scratch) {
        let count = children.count
        let crossProposal = proposal.length(axis == .horizontal ? .vertical : .horizontal)
        guard let available = proposal.length(axis) else {
            for child in children { scratch.sizes.append(child.size(for: .along(axis, nil, cross: crossProposal))) }
            return
        }
        scratch.sizes.append(contentsOf: repeatElement(.zero, count: count))
        // SwiftUI's rule: higher priorities first; within a priority, offer the least
        // flexible views their share first, so what they leave goes to the more
        // flexible ones. Lower priorities keep at least their minimum sizes.
        var totalSpacing = Fixed.zero
        var reserved = Fixed.zero
        var onePriority = true
        for (index, child) in children.enumerated() {
            let least = child.size(for: .along(axis, .zero, cross: crossProposal)).length(axis)
            let most = child.size(for: .along(axis, .infinity, cross: crossProposal)).length(axis)
            let priority = child.layoutPriority
            scratch.least.append(least)
            scratch.flexibility.append(most - least)
            scratch.priorities.append(priority)
            if priority != scratch.priorities[0] { onePriority = false }
            reserved += least
            totalSpacing += StackNode.spacing(before: index, children, spacing)
        }
        var remaining = available - totalSpacing
        let priorities = onePriority ? [scratch.priorities[0]] : Set(scratch.priorities).sorted(by: >)
        for priority in priorities {
            // The group, least flexible first (ties in order): an insertion sort, as groups are small.
            scratch.group.removeAll(keepingCapacity: true)
            for index in 0..<count where scratch.priorities[index] == priority {
                var at = scratch.group.count
                while at > 0, scratch.flexibility[scratch.group[at - 1]] > scratch.flexibility[index] { at -= 1 }
                scratch.group.insert(index, at: at)
                reserved -= scratch.least[index]
            }
            var groupRemaining = remaining - reserved
            var left = scratch.group.count
            for index in scratch.group {
                // Offered unbounded room, each view is offered unbounded room (as
                // SwiftUI's infinity minus or over anything stays infinity).
                let share = available >= Fixed.infinity ? Fixed.infinity : Fixed.max(.zero, groupRemaining) / left
                let size = children[index].size(for: .along(axis, share, cross: crossProposal))
                scratch.sizes[index] = size
                groupRemaining -= size.length(axis)
                remaining -= size.length(axis)
                left -= 1
            }
        }
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
