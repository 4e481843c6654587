import PanelBase
import Synchronization

/// A node of the view graph: what persists of a view between updates (its children,
/// its state, its last frame). Subclasses implement one kind of view each.
///
/// Its stored properties are `final` and `@exclusivity(unchecked)`: they are read and
/// written millions of times a second on the main actor, and each access is a plain read
/// or an in-place change that calls nothing touching the same property, so the runtime's
/// check for overlapping accesses (8 % of a tap on a screen of text) finds nothing to
/// catch.
@MainActor
class ViewNode {
    /// The type of view this node was made for: a different type at the same place
    /// makes a new node (and drops the old one's state).
    @exclusivity(unchecked) final var viewType: ObjectIdentifier = ObjectIdentifier(Never.self)
    /// Structural identity among its siblings.
    @exclusivity(unchecked) final var key: [AnyHashable] = []
    /// The node whose child this is, and the graph holding it. Not weak: a weak reference
    /// gives its target a side table, which makes every retain and release of a node with
    /// children take the slow path. A parent outlives its children while they are in the
    /// graph (it holds them), and `discard` clears both references of every node leaving it,
    /// so neither is read after its target is gone.
    unowned(unsafe) var parent: ViewNode?
    unowned(unsafe) var graph: ViewGraph?
    @exclusivity(unchecked) final var environment = EnvironmentValues()
    @exclusivity(unchecked) final var children: [ViewNode] = [] {
        didSet {
            touchBoundsChanged()
            drawingChanged()
            forgetWhetherSizeIgnoresOfferedHeight()
        }
    }
    /// Children removed inside an animation, drawn while they animate away through their
    /// transition (`DepartingChildren.swift`).
    @exclusivity(unchecked) final var departures: [ViewNode] = []
    /// The layout answers this node keeps between passes (`ViewNodeLayoutCache`).
    @exclusivity(unchecked) final var layoutCache = ViewNodeLayoutCache()
    /// Where this node was placed, and what the next pass checks (`ViewNodeLayoutState`).
    @exclusivity(unchecked) final var layoutState = ViewNodeLayoutState()
    /// What this node keeps of its drawing between builds (`ViewNodeDrawingState`).
    @exclusivity(unchecked) final var drawing = ViewNodeDrawingState()
    /// Where the last layout put it, in screen coordinates (1/64 px).
    final var frame: FixedRect {
        get { layoutState.frame }
        set {
            let oldValue = layoutState.frame
            layoutState.frame = newValue
            if newValue != oldValue {
                touchBoundsChanged()
                drawingChanged()
            }
        }
    }
    /// Where this node and its descendants may take touches, once asked (`touchBounds`).
    @exclusivity(unchecked) final var cachedTouchBounds: FixedRect?
    /// Counts the times the touch bounds were forgotten (what is worked out from them is
    /// kept with the count it was worked out at).
    @exclusivity(unchecked) final var touchBoundsVersion = 0
    /// The layout of the nearest stack above: a list of views standing inside it through
    /// other views (a body of several views, a multi-view label) flows the same way, as
    /// SwiftUI flattens such lists into the stack.
    @exclusivity(unchecked) final var enclosingStack: StackLayoutStyle?
    /// What this node's children see as their enclosing stack.
    var enclosingStackForChildren: StackLayoutStyle? { enclosingStack }
    /// Whether this node's own layout depends on `enclosingStack` (a list standing in for
    /// one view, a spacer, a divider); others only hand it down.
    var readsEnclosingStack: Bool { false }

    /// Takes this node's view apart, for the nodes of modified views.
    var modifiedContentSplitter: (any ModifiedContentSplitting)?
    /// Whether every size and guide of this node is its first child's: when the child
    /// answers differently, so does this node, and checking it again would tell nothing.
    /// (Saying so of a node that changes sizes is safe, only slower: its parent is then
    /// checked whenever its child changed.)
    var answersAsItsChild: Bool { false }
    /// Whether `sizeThatFits` answers every proposal as it answers the same width with no
    /// height, given what the children answer (`OfferedHeightIndependence.swift`). Asked
    /// once after each change and kept; a node that cannot tell says no.
    var sizeThatFitsIgnoresOfferedHeight: Bool {
        answersAsItsChild && children.count == 1 && children[0].sizeIgnoresOfferedHeight
    }
    /// Whether the node ignores the offered height whatever changes in it (a text, which has
    /// no children): a change of its layout then leaves its ancestors' answer to that
    /// question as it was, and nothing is forgotten up the tree.
    var alwaysIgnoresOfferedHeight: Bool { false }
    /// Whether the node is still part of the graph (a replaced subtree is not).
    @exclusivity(unchecked) final var isInGraph = true

    /// The count of the graph that made this node (nil for a node made outside a graph's
    /// update).
    private let madeBy: NodeCensus?

    init() {
        ViewNode.live.add(1, ordering: .relaxed)
        madeBy = ViewNode.creatingCensus
        madeBy?.alive.add(1, ordering: .relaxed)
    }

    deinit {
        ViewNode.live.subtract(1, ordering: .relaxed)
        madeBy?.alive.subtract(1, ordering: .relaxed)
    }

    /// The census of the graph making nodes now (set while it updates and lays out).
    static var creatingCensus: NodeCensus?

    /// How many nodes exist, in every graph and outside any (a node kept alive after it
    /// left its graph is a leak: tests repeat an action and compare).
    static var liveCount: Int { live.load(ordering: .relaxed) }
    private nonisolated static let live = Atomic<Int>(0)

    // MARK: Updates

    /// Takes a new value of the view from the parent's re-evaluated body.
    func update(from view: any View, environment: EnvironmentValues) {
        // Colours and fonts come from the environment: another one may draw differently.
        let environmentChanged = environment.version != self.environment.version
        self.environment = environment
        if ownValueAffectsLayout { invalidateLayout() }
        if ownValueAffectsDrawing || environmentChanged { drawingChanged() }
    }

    /// The value this node was last given, kept when its view type has a layout
    /// (`ViewValueComparison`):
    /// given the same value in the same environment again (an unchanged part of a
    /// re-evaluated body), the node and its subtree are left as they are.
    @exclusivity(unchecked) private final var lastValue: KeptViewValue?
    @exclusivity(unchecked) final var valueLayout: ViewValueComparison.Layout?

    final func isSameInput(_ view: any View, environment: EnvironmentValues) -> Bool {
        guard let valueLayout, let lastValue, environment.version == self.environment.version else { return false }
        return lastValue.isSame(as: view, by: valueLayout)
    }

    /// Updates the node from a new value of its view, and keeps the value to compare.
    private final func take(_ view: any View, environment: EnvironmentValues) {
        graph?.recordNodeUpdate()
        update(from: view, environment: environment)
        guard valueLayout != nil else { return }
        if let lastValue { lastValue.keep(view) } else { lastValue = KeptViewValue(view) }
    }

    /// Whether a new value of this node's view may change what the node draws. Nodes that
    /// draw only their children (stacks, bodies, layout and gesture modifiers) say no:
    /// what changes below marks itself, and a new child list, frame or text lines mark
    /// the node (`drawingChanged`). Nodes that draw say no when they compare what they
    /// draw from and mark a change themselves. A node that says no has its entries
    /// copied into the next display list while nothing below it changed.
    var ownValueAffectsDrawing: Bool { true }

    /// Whether a new value of this node's view may change its layout. Nodes whose layout is
    /// their children's (effects, gestures, bodies) say no; nodes that compare their layout
    /// parameters say no and mark themselves when those change.
    var ownValueAffectsLayout: Bool { true }

    /// Builds or updates one child from `view`, reusing `old` when it was made for the
    /// same view type.
    func makeChild(_ view: any View, reusing old: ViewNode?, environment: EnvironmentValues, key: [AnyHashable] = []) -> ViewNode {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let old, old.viewType == type, old.key == key {
            let stack = enclosingStackForChildren
            if old.enclosingStack != stack {
                if old.readsEnclosingStack { old.invalidateLayout() }
                old.enclosingStack = stack
            } else if old.isSameInput(view, environment: environment) {
                // The same value in the same environment: nothing below can differ.
                return old
            }
            old.take(view, environment: environment)
            return old
        }
        if let old { retire(old) }
        // A new child: this node's layout is not what it was.
        invalidateLayout()
        let node = ViewKindCache.makeNode(of: view) ?? CompositeNode()
        node.viewType = type
        node.key = key
        node.parent = self
        node.graph = graph
        node.enclosingStack = enclosingStackForChildren
        // A body's inputs are compared by the node itself (with its state).
        if !(node is CompositeNode) { node.valueLayout = ViewValueComparison.layout(of: Swift.type(of: view))?.heldAsAnyView }
        node.take(view, environment: environment)
        return node
    }

    /// The views `content` stands for (groups, `ForEach` and conditionals flattened) as
    /// this node's children: what every container that lays out a list of views does.
    func reconcileChildren(of content: any View, environment: EnvironmentValues) {
        var items: [ViewListItem] = []
        // A `ForEach`'s content closure runs here: what it reads is observed.
        trackingReads { flattenViews(content, prefix: [], into: &items) }
        reconcileList(items, environment: environment)
    }

    /// Reconciles the children with a flattened list of views: a child keeps its node
    /// (and state) when a view of the same type has the same key.
    func reconcileList(_ items: [ViewListItem], environment: EnvironmentValues) {
        // The common case, the same views in the same order, needs no lookup table (keys
        // are arrays of AnyHashable: hashing them costs more than comparing them).
        if items.count == children.count, sameViewsInOrder(items) {
            for (item, child) in zip(items, children) {
                _ = makeChild(item.view, reusing: child, environment: environment, key: item.key)
            }
            return
        }
        var old: [[AnyHashable]: ViewNode] = [:]
        for child in children where old[child.key] == nil { old[child.key] = child }
        var next: [ViewNode] = []
        next.reserveCapacity(items.count)
        for item in items {
            let reused = old.removeValue(forKey: item.key)
                ?? takeBackDeparture(key: item.key, type: ObjectIdentifier(Swift.type(of: item.view)))
            next.append(makeChild(item.view, reusing: reused, environment: environment, key: item.key))
        }
        // In the order they stood, so views animating away are drawn in that order.
        for leftover in children where old[leftover.key] === leftover { retire(leftover) }
        if !old.isEmpty || next.count != children.count || zip(next, children).contains(where: { $0 !== $1 }) {
            invalidateLayout()
        }
        children = next
    }

    /// Whether each item is a view of its child's type with its key. (A loop, not a closure:
    /// this node's properties read in a closure handed to the standard library cost a
    /// check of the running executor at each call.)
    private func sameViewsInOrder(_ items: [ViewListItem]) -> Bool {
        for index in items.indices {
            let child = children[index]
            guard child.viewType == ObjectIdentifier(Swift.type(of: items[index].view)), child.key == items[index].key else { return false }
        }
        return true
    }

    /// Reconciles a fixed number of child slots (a modifier's content, a background).
    func reconcileSlots(_ views: [any View], environments: [EnvironmentValues]) {
        var next: [ViewNode] = []
        next.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            let old = index < children.count ? children[index] : nil
            let key = index < ViewNode.slotKeys.count ? ViewNode.slotKeys[index] : [AnyHashable(index)]
            next.append(makeChild(view, reusing: old, environment: environments[index], key: key))
        }
        if next.count != children.count {
            for dropped in children.dropFirst(next.count) { retire(dropped) }
            invalidateLayout()
        }
        children = next
    }

    /// `reconcileSlots` for a node with one slot (most modifiers: their content alone),
    /// with no lists to build.
    func reconcileSlot(_ view: any View, environment: EnvironmentValues) {
        reconcileOnlyChild(view, environment: environment, key: ViewNode.slotKeys[0])
    }

    /// Makes or updates the one child of a node that has one (a body, a modifier's
    /// content, a wrapped view). The child list is made anew only when the child is.
    func reconcileOnlyChild(_ view: any View, environment: EnvironmentValues, key: [AnyHashable] = []) {
        let child = makeChild(view, reusing: children.first, environment: environment, key: key)
        if children.count != 1 {
            for dropped in children.dropFirst() { retire(dropped) }
            invalidateLayout()
            children = [child]
        } else if children[0] !== child {
            children[0] = child
        }
    }

    /// The keys of the first slots, made once: a node keeps the very array it was given,
    /// so comparing it with the next update's key is comparing two references.
    static let slotKeys: [[AnyHashable]] = (0..<16).map { [AnyHashable($0)] }

    // MARK: Layout

    /// The size this view chooses for a proposal. Cached while the subtree answers the same.
    /// A view whose size does not depend on the offered height (a text, a row of texts)
    /// is asked once per width: stacks ask each view under several heights.
    final func size(for proposal: ProposedSize) -> FixedSize {
        let key = answerKey(for: proposal)
        if let cached = layoutCache.sizeCache[key] { return cached }
        graph?.recordSizeComputation()
        let result = sizeThatFits(key)
        layoutCache.keep(result, for: key)
        return result
    }

    /// The alignment guides this view sets explicitly, for a size. Cached like sizes.
    final func guides(size: FixedSize) -> ExplicitGuides {
        if let cached = layoutCache.guideCache[size] { return cached }
        let result = explicitGuides(size: size)
        layoutCache.keep(result, for: size)
        return result
    }

    /// Chooses a size for a proposal; pass-through by default.
    func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        children.first?.size(for: proposal) ?? .zero
    }

    /// Records the frame and places the children in it. Origins snap to whole pixels, as
    /// SwiftUI's do, so edges and text land crisply on the pixel grid.
    /// A subtree that has not changed since it was placed in the same rectangle keeps its
    /// frames.
    func place(in rect: FixedRect) {
        var snapped = rect
        snapped.origin = FixedPoint(x: Fixed(rect.minX.roundedPixels), y: Fixed(rect.minY.roundedPixels))
        if layoutState.keepsPlacement(in: snapped) { return }
        frame = snapped
        layoutState.placedInPass = graph?.layoutGeneration ?? 0
        placeChildren(in: snapped)
    }

    func placeChildren(in rect: FixedRect) {
        for child in children { child.place(in: rect) }
    }

    /// The alignment guides this view sets explicitly (through `alignmentGuide`), in its
    /// own coordinates, for a given size. Wrappers that keep their content's geometry pass
    /// their content's on.
    func explicitGuides(size: FixedSize) -> ExplicitGuides {
        children.count == 1 ? children[0].guides(size: size) : .none
    }

    /// The guide's value: explicit if set, otherwise the guide's default.
    final func guideValue(_ guide: HorizontalAlignment, size: FixedSize) -> Fixed {
        let explicit = guides(size: size)
        if let value = explicit.horizontal[guide] { return value }
        return Fixed(guide.defaultValue(dimensions(size: size, guides: explicit)))
    }
    final func guideValue(_ guide: VerticalAlignment, size: FixedSize) -> Fixed {
        let explicit = guides(size: size)
        if let value = explicit.vertical[guide] { return value }
        return Fixed(guide.defaultValue(dimensions(size: size, guides: explicit)))
    }

    /// This view's dimensions for `alignmentGuide` closures.
    final func dimensions(size: FixedSize, guides: ExplicitGuides? = nil) -> ViewDimensions {
        let guides = guides ?? self.guides(size: size)
        // Most views set no guide: their dimensions need no dictionaries.
        if guides.isEmpty { return ViewDimensions(width: size.width.doubleValue, height: size.height.doubleValue) }
        return ViewDimensions(width: size.width.doubleValue, height: size.height.doubleValue,
                              explicitHorizontal: guides.horizontal.mapValues { $0.doubleValue },
                              explicitVertical: guides.vertical.mapValues { $0.doubleValue })
    }

    /// Stacks offer space to higher priorities first; modifiers pass their content's on.
    var layoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }

    /// Called on every node of a subtree leaving the graph.
    func didRemove() {}

    /// Takes a subtree out of the graph: its disappear actions run after the update.
    static func discard(_ node: ViewNode) {
        node.forEachDescendant {
            $0.isInGraph = false
            $0.didRemove()
            // Out of the graph, a node may outlive what it pointed to.
            $0.parent = nil
            $0.graph = nil
            for departing in $0.departures { discard(departing) }
            $0.departures = []
        }
    }

    /// Whether a spacer: stacks give spacers no spacing of their own.
    var isSpacer: Bool { false }

    // MARK: Rendering and hit testing

    /// Appends this view's own drawing, and its children's (each through `buildDisplayList(into:)`,
    /// exactly once, so a later build can find and copy their entries).
    func draw(into builder: inout DisplayListBuilder) {
        for child in children { child.buildDisplayList(into: &builder) }
    }

    /// Whether this node draws something at `point` (so touches there reach it).
    func containsContent(at point: FixedPoint) -> Bool { false }

    /// Appends the nodes under `point` to `path`, innermost first. Children drawn later
    /// (on top) are tried first.
    func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        // A touch outside everything below takes none of it: the rest of the tree is not
        // walked.
        guard !ViewNode.prunesHitTests || touchBounds.contains(point) else { return false }
        var hit = false
        for child in hitTestOrder.reversed() where child.hitTest(point, path: &path) {
            hit = true
            break
        }
        if hit || containsContent(at: point) || (acceptsTouchesInFrame && touchFrame.contains(point)) {
            path.append(self)
            return true
        }
        return false
    }

    /// Children in drawing order, for hit testing.
    var hitTestOrder: [ViewNode] { children }

    /// Where this node itself may take touches (its content or its whole frame): its frame,
    /// unless its content reaches beyond.
    var ownTouchArea: FixedRect { frame }

    /// Whether every touch the descendants take lies in `ownTouchArea` (a scroll view's
    /// content, in coordinates of its own, is touched only through its viewport).
    var ownTouchAreaHoldsChildren: Bool { false }

    /// Gesture nodes take touches anywhere in their frame, not just on drawn content.
    var acceptsTouchesInFrame: Bool { false }

    /// The frame a node that takes touches in its frame takes them in: where its content is
    /// drawn, which an offset inside moves away from its layout frame.
    var touchFrame: FixedRect { frame }

    /// Itself, in the classes that conform to `TouchTaking` (see `touchTaker`).
    var takesTouches: (any TouchTaking)? { nil }

    /// Hands the enclosing stack down again (a skipped body's subtree keeps its nodes, but
    /// the stack around it may have changed).
    func refreshEnclosingStacks() {
        for child in children {
            let stack = enclosingStackForChildren
            if child.enclosingStack != stack {
                if child.readsEnclosingStack { child.invalidateLayout() }
                child.enclosingStack = stack
            }
            child.refreshEnclosingStacks()
        }
    }

    /// Every node below this one, depth first (for tests and element listing).
    func forEachDescendant(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}
