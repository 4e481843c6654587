import PanelBase

/// The persistent tree behind a root view: builds nodes, re-evaluates dirty bodies,
/// and lays the tree out in a given size.
@MainActor
final class ViewGraph {
    private(set) var root: RootNode
    /// Proposal for the root: the screen.
    var size: FixedSize
    let textMeasurer: any TextMeasuring
    /// Set when some state changed and the tree needs re-evaluation and layout.
    var needsUpdate = true
    /// Counts layout passes: nodes note the pass after their latest change and the pass
    /// that last placed them, to keep the sizes and frames of unchanged subtrees.
    private(set) var layoutGeneration = 0
    /// How many times each view type's body ran (tests use it to check that only
    /// changed views re-evaluate).
    private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
    private let rootView: any View
    private var built = false
    /// Told before any state of the tree changes, with the change's transaction (the host
    /// applies changes of different transactions separately, so each animates its own way).
    var stateWillChange: ((Transaction?) -> Void)?
    /// Told when an `@Observable` property a body read has changed, with the change's
    /// transaction. The new value is stored already: the host cannot apply earlier
    /// changes of another transaction without it.
    var observedStateChanged: ((Transaction?) -> Void)?
    /// The `@AppStorage` values of this tree's views, when not the program's
    /// (`AppStorageCenter.shared`): tests give each host its own.
    var appStorage: AppStorageCenter?
    /// Changes to observable properties made on other threads, waiting for the loop.
    let observations = ObservationInbox()

    /// Marks the bodies whose observed properties other threads changed.
    func takeObservedChanges() {
        for observed in observations.take() { observed.node?.observedPropertyChanged() }
    }
    /// The modal layers presented in the tree, made by the first presenter.
    private(set) var modalPresentations: ModalPresentations?
    var modals: ModalPresentations {
        if let modalPresentations { return modalPresentations }
        let made = ModalPresentations()
        modalPresentations = made
        return made
    }
    /// Views animating in and out through their transitions.
    let transitions = TransitionCoordinator()
    /// The views of each `matchedGeometryEffect` id, made when one is first shown.
    private(set) lazy var matchedGeometry = MatchedGeometryRegistry()
    /// Which view has focus (`FocusSystem`), made when keys, a dial or a focus state first
    /// need it.
    private(set) var focusIfMade: FocusSystem?
    var focus: FocusSystem {
        if let focusIfMade { return focusIfMade }
        let made = FocusSystem(graph: self)
        focusIfMade = made
        return made
    }
    /// The on-screen keyboard, made when a text field first takes focus.
    private(set) var keyboardIfMade: OnScreenKeyboard?
    var keyboard: OnScreenKeyboard {
        if let keyboardIfMade { return keyboardIfMade }
        let made = OnScreenKeyboard(graph: self)
        keyboardIfMade = made
        return made
    }
    /// When the on-screen keyboard shows, and whether a hardware keyboard is known.
    var keyboardMode = OnScreenKeyboardMode.automatic
    var hasHardwareKeyboard = false
    /// The layout whose letters the on-screen keyboard shows (the panel's, from `InputFocus`).
    var makeKeyboardLayout: () -> KeyboardLayout? = { nil }
    /// What the safe area leaves out at the bottom of the screen (the on-screen keyboard's
    /// height while it is up), as the last layout used it.
    private(set) var safeAreaBottomInset = Fixed.zero
    /// The `.ignoresSafeArea` nodes in the tree: laid out again when the safe area changes.
    var safeAreaIgnoringNodes: [ObjectIdentifier: ViewNode] = [:]
    /// Where focus can go: the topmost modal layer while one is up, else the whole tree.
    var focusRoot: ViewNode { root.modalLayer?.topPresented ?? root }
    /// The host's time: when changes made now happen (a touch's, a timer's). Actions that
    /// start motions of their own (`ScrollViewProxy.scrollTo`) start them then.
    var time = MonotonicTime.zero
    /// Nodes that move by themselves until they come to rest (`FrameDriven`).
    var frameDriven: [any FrameDriven] = []
    /// The `TimelineView`s in the tree and the clock they read.
    let timelines = TimelineRegistry()
    /// Whether a preference writer changed, came or went, or a view with an anchor moved,
    /// since the readers last read (`ViewGraphPreferences.swift`).
    var preferencesChanged = false
    /// The nodes reading preferences (`.onPreferenceChange`, `.overlayPreferenceValue`).
    var preferenceReaders: [ObjectIdentifier: any PreferenceReading] = [:]
    /// Appear, disappear and change actions waiting for the end of the update.
    private var pendingActions: [() -> Void] = []
    /// What runs after those: cancelling the tasks of views that went away, which SwiftUI
    /// does after their disappear actions.
    private var pendingLastActions: [() -> Void] = []

    func enqueue(_ action: @escaping () -> Void) { pendingActions.append(action) }

    /// Actions that need the new layout and whose changes belong on the same frame (a
    /// `FocusState` moving focus): run after each layout pass, inside the update.
    private var layoutActions: [() -> Void] = []

    func enqueueAfterLayout(_ action: @escaping () -> Void) { layoutActions.append(action) }

    /// Runs what `enqueueAfterLayout` queued.
    private func runLayoutActions() {
        guard !layoutActions.isEmpty else { return }
        let actions = layoutActions
        layoutActions = []
        for action in actions { action() }
    }

    /// Runs `action` at the end of the update, after every action `enqueue(_:)` queued.
    func enqueueLast(_ action: @escaping () -> Void) { pendingLastActions.append(action) }

    /// The colour schemes views prefer (`preferredColorScheme(_:)`), by the node asking,
    /// with the order each was first set in; and the scheme set at the root for them.
    private var colorSchemePreferences: [ObjectIdentifier: (node: ViewNode, scheme: ColorScheme?, order: Int)] = [:]
    private var preferenceOrder = 0
    private var rootColorScheme: ColorScheme?

    func prefer(_ scheme: ColorScheme?, by node: ViewNode) {
        let id = ObjectIdentifier(node)
        if let kept = colorSchemePreferences[id] {
            colorSchemePreferences[id] = (node, scheme, kept.order)
        } else {
            preferenceOrder += 1
            colorSchemePreferences[id] = (node, scheme, preferenceOrder)
        }
    }

    /// Sets the preferred colour scheme (the outermost, first set, of the views still in
    /// the tree) at the root, as SwiftUI sets a window's; the whole tree then takes the
    /// new environment. Free when no view states a preference.
    private func applyPreferredColorScheme() {
        guard !colorSchemePreferences.isEmpty || rootColorScheme != nil else { return }
        colorSchemePreferences = colorSchemePreferences.filter { $0.value.node.isInGraph }
        let preferred = colorSchemePreferences.values.filter { $0.scheme != nil }.min { $0.order < $1.order }?.scheme
        guard preferred != rootColorScheme else { return }
        rootColorScheme = preferred
        var environment = EnvironmentValues()
        if let preferred { environment.colorScheme = preferred }
        environment.version = nextEnvironmentVersion()
        root.update(from: rootView, environment: environment)
    }

    private var environmentVersions = 0
    /// A fresh environment version (see `EnvironmentValues.version`).
    func nextEnvironmentVersion() -> Int {
        environmentVersions += 1
        return environmentVersions
    }

    init(rootView: any View, size: FixedSize, textMeasurer: any TextMeasuring) {
        self.rootView = rootView
        self.size = size
        self.textMeasurer = textMeasurer
        let saved = ViewNode.creatingCensus
        ViewNode.creatingCensus = census
        self.root = RootNode()
        ViewNode.creatingCensus = saved
        root.graph = self
    }

    /// The nodes this graph made that are alive, in the tree or not: one graph's count,
    /// whatever other graphs (other tests) do meanwhile.
    let census = NodeCensus()

    /// Bodies whose state changed since the last update (the tree is not walked to find
    /// them).
    var dirtyBodies: [CompositeNode] = []
    /// The marked bodies with their depths, outermost first, while they run: kept, with
    /// room made at the start, so that no update (the first touch's included) allocates
    /// it or makes its type's storage.
    private var dirtyBodiesByDepth: [(node: CompositeNode, depth: Int)] = {
        var buffer: [(node: CompositeNode, depth: Int)] = []
        buffer.reserveCapacity(4)
        return buffer
    }()

    /// Nodes changed since the last layout pass (see `LayoutInvalidation.swift`).
    var nodesToCheck: [ViewNode] = []
    /// `checkChangedLayouts`' buffers of nodes by depth, kept between passes.
    var nodesToCheckByDepth: [[ViewNode]] = []
    /// Whether unchanged subtrees keep their layout between updates. Tests turn it off to
    /// compare with the layout a fresh tree gets.
    var keepsLayoutBetweenUpdates = true

    /// How many sizes were computed rather than taken from a cache (tests use it to check
    /// that unchanged subtrees are not laid out again).
    private(set) var sizeComputations = 0
    func recordSizeComputation() { sizeComputations += 1 }
    /// How many times a node took a new value of its view (a skipped subtree takes none).
    private(set) var nodeUpdates = 0
    func recordNodeUpdate() { nodeUpdates += 1 }

    func recordBodyEvaluation(of type: Any.Type) {
        bodyEvaluations[ObjectIdentifier(type), default: 0] += 1
    }

    func bodyEvaluationCount<V>(of type: V.Type) -> Int { bodyEvaluations[ObjectIdentifier(type)] ?? 0 }

    /// Re-runs the marked bodies, outermost first (a body re-run by an ancestor's re-run is
    /// done already); bodies marked meanwhile run in the next rounds, a few at most.
    private func evaluateDirtyBodies() {
        var rounds = 0
        while !dirtyBodies.isEmpty, rounds < 4 {
            rounds += 1
            // Into a kept buffer: an update allocates nothing for it.
            var dirty = dirtyBodiesByDepth
            dirtyBodiesByDepth = []
            dirty.removeAll(keepingCapacity: true)
            for node in dirtyBodies { dirty.append((node: node, depth: node.depth)) }
            dirty.sort { $0.depth < $1.depth }
            dirtyBodies.removeAll(keepingCapacity: true)
            for entry in dirty where entry.node.isInGraph { entry.node.evaluateIfDirty() }
            dirty.removeAll(keepingCapacity: true)
            dirtyBodiesByDepth = dirty
        }
    }

    /// Re-evaluates what changed and lays the tree out again.
    func update() {
        let saved = ViewNode.creatingCensus
        ViewNode.creatingCensus = census
        defer { ViewNode.creatingCensus = saved }
        if !built {
            built = true
            root.update(from: rootView, environment: EnvironmentValues())
        }
        // A body marked while others run or while the tree is laid out (it reads an
        // observable that one of them, or a `GeometryReader`'s content, wrote: a page's
        // toolbar read by its navigation bar) runs in this update too, and the tree is laid
        // out again, in a few passes at most, so what it shows never lags a frame behind.
        var passes = 0
        var moreToLayOut = false
        repeat {
            passes += 1
            evaluateDirtyBodies()
            applyPreferredColorScheme()
            root.updateModalLayer()
            root.updateKeyboardLayer()
            needsUpdate = false
            applySafeAreaInset()
            var unchanged: [ViewNode] = []
            if keepsLayoutBetweenUpdates {
                unchanged = checkChangedLayouts()
            } else {
                nodesToCheck.removeAll()
                root.forgetLayout(beforePass: layoutGeneration + 1)
            }
            layoutGeneration += 1
            root.layout(in: size)
            placeInTheirFrames(unchanged)
            if let keyboard = keyboardIfMade, keyboard.needsScrollIntoView {
                enqueue { [unowned keyboard] in keyboard.scrollTargetIntoView() }
            }
            // Focus moves and preference readers act on the new layout (anchors are where
            // views now are); what they change is laid out in this update too (focus moves
            // mark bodies, which the next pass runs).
            runLayoutActions()
            moreToLayOut = readPreferences()
        } while (!dirtyBodies.isEmpty || moreToLayOut) && passes < 3
        // Past the last pass, they run with the update's other actions.
        pendingActions += layoutActions
        layoutActions = []
        // Actions may change state: that marks nodes for the next update.
        let actions = pendingActions + pendingLastActions
        pendingActions = []
        pendingLastActions = []
        for action in actions { action() }
        keyboardIfMade?.updateFinished()
    }

    /// Takes the keyboard's height out of the safe area (or gives it back): the views that
    /// ignore the safe area are laid out again, and the focused field is scrolled into sight.
    private func applySafeAreaInset() {
        let inset = keyboardIfMade?.inset ?? .zero
        guard inset != safeAreaBottomInset else { return }
        safeAreaBottomInset = inset
        for node in safeAreaIgnoringNodes.values { node.invalidateLayout() }
        root.invalidateLayout()
        keyboardIfMade?.needsScrollIntoView = true
    }
}

/// The top of the tree: proposes the screen size and centres the root view, as SwiftUI
/// centres a window's content.
final class RootNode: ViewNode {
    override var ownValueAffectsDrawing: Bool { false }
    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        // The root view is the first child; the modal layer, once made, stays second.
        let child = makeChild(view, reusing: children.first, environment: environment)
        if children.isEmpty { children = [child] } else if children[0] !== child { children[0] = child }
    }

    /// Builds the modal layers again when a presenter changed them.
    func updateModalLayer() {
        guard let modals = graph?.modalPresentations, modals.changed else { return }
        modals.changed = false
        if modalLayer == nil {
            let layer = ModalLayerNode()
            layer.viewType = ObjectIdentifier(ModalLayerNode.self)
            layer.parent = self
            layer.graph = graph
            modalLayer = layer
            // Below the on-screen keyboard, if it is up.
            children.insert(layer, at: keyboardLayer == nil ? children.count : children.count - 1)
            invalidateLayout()
        }
        modalLayer?.reconcile(with: modals)
    }
    private(set) var modalLayer: ModalLayerNode?

    func layout(in size: FixedSize) {
        // Nodes made while laying out (a GeometryReader's, a lazy stack's rows) are the
        // graph's too.
        let saved = ViewNode.creatingCensus
        ViewNode.creatingCensus = graph?.census
        defer { ViewNode.creatingCensus = saved }
        frame = FixedRect(origin: .zero, size: size)
        // The root view and the modal layers are laid out in the safe area: above the
        // on-screen keyboard while it is up.
        let inset = graph?.safeAreaBottomInset ?? .zero
        let safe = FixedSize(width: size.width, height: Swift.max(.zero, size.height - inset))
        guard let child = children.first else { return }
        let chosen = child.size(for: ProposedSize(safe))
        let origin = FixedPoint(x: (safe.width - chosen.width) / 2, y: (safe.height - chosen.height) / 2)
        child.place(in: FixedRect(origin: origin, size: chosen))
        modalLayer?.place(in: FixedRect(origin: .zero, size: safe))
        if let keyboardLayer, let graph {
            let height = Fixed(graph.keyboard.height(screen: size))
            keyboardLayer.place(in: FixedRect(x: .zero, y: size.height - height, width: size.width, height: height))
        }
    }

    /// The on-screen keyboard's node, last of all (drawn over the modal layers): made,
    /// updated or dropped when the keyboard changed.
    private(set) var keyboardLayer: ViewNode?

    /// The screen size the keyboard's node was last built for (a new size lays out its keys again).
    private var keyboardBuiltFor: FixedSize?

    func updateKeyboardLayer() {
        guard let graph, let keyboard = graph.keyboardIfMade,
              keyboard.changed || (keyboardLayer != nil && keyboardBuiltFor != graph.size) else { return }
        keyboard.changed = false
        keyboardBuiltFor = graph.size
        guard keyboard.isInTree else {
            if let layer = keyboardLayer {
                keyboardLayer = nil
                children.removeAll { $0 === layer }
                ViewNode.discard(layer)
                invalidateLayout()
            }
            return
        }
        let view = OnScreenKeyboardView(appearance: keyboard.appearance(screen: graph.size), keyboard: keyboard)
        let node = makeChild(view, reusing: keyboardLayer, environment: environment, key: RootNode.keyboardKey)
        if node !== keyboardLayer {
            if let old = keyboardLayer { children.removeAll { $0 === old } }
            keyboardLayer = node
            children.append(node)
            invalidateLayout()
        }
    }

    private static let keyboardKey: [AnyHashable] = [AnyHashable("keyboard")]
}
