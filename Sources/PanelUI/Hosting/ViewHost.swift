import PanelBase

/// Runs a view tree without a display: updates it, lays it out in a given size, turns it
/// into frames (a display list with its damage), and feeds it touches and time. The display
/// loop drives the same type; tests drive it directly with scripted touches.
@MainActor
public final class ViewHost {
    let graph: ViewGraph
    /// Internal, not private: `resourceCounts` counts its gestures.
    let router = TouchRouter()
    /// Where keys and wheel turns go.
    public let inputFocus = InputFocus()
    private var hasUpdated = false
    private var drawnSize: FixedSize?

    /// What the last update drew (with animations, their values at the update's time).
    public private(set) var displayList = DisplayList()
    /// Whether updates look for pixel shifts (tests compare with frames drawn without).
    public var findsPixelShifts = true
    /// The offset each scroll view's group was drawn at in the model, and in the list last
    /// presented, by its entry key.
    private var builtScrollOffsets: [EntryKey: FixedPoint] = [:]
    private var presentedScrollOffsets: [EntryKey: FixedPoint] = [:]

    /// The list as the view tree says it should end up, with entry identities.
    private(set) var model = AnnotatedDisplayList()
    private(set) var animator = DisplayListAnimator()
    /// The keys of `displayList`'s entries.
    private var presentedKeys: [EntryKey] = []
    /// The time of the latest touch, timer or `advance`: when changes made now happen.
    public private(set) var now = MonotonicTime.zero {
        didSet { graph.time = now }
    }
    /// The time the last update showed.
    private var lastPresentedTime = MonotonicTime.zero
    /// The transaction of the changes not yet applied to the display list.
    private var pendingTransaction: Transaction?
    /// Animation completions scheduled on this host's frame clock, by when they are due.
    private var completions: [(due: MonotonicTime, action: () -> Void)] = []
    private var isCommitting = false
    /// Whether changes were applied to `model` since it was last presented.
    private var modelChanged = false
    /// Whether the list last presented was the model as built (no animation ran).
    private var previousPresentedModel = false
    /// Builds since the list was last presented.
    private var commitsSincePresented = 0
    /// Whether a build copies the entries of nodes that draw as before from the last list
    /// (tests turn it off to compare with lists drawn afresh).
    var reusesUnchangedEntries = true
    /// Whether an animation frame makes again only what its animations move (tests turn it
    /// off to compare with lists replayed whole).
    var patchesAnimationFrames: Bool {
        get { animator.patchesPresentedList }
        set { animator.patchesPresentedList = newValue }
    }

    /// Hosts `rootView` on a screen of `size` logical pixels.
    public init<Root: View>(rootView: Root, size: CGSize, textMeasurer: any TextMeasuring = ApproximateTextMeasurer()) {
        FirstUseReadiness.prepare()
        graph = ViewGraph(rootView: rootView, size: FixedSize(size), textMeasurer: textMeasurer)
        inputFocus.graph = graph
        graph.makeKeyboardLayout = { [unowned inputFocus] in inputFocus.resolvedLayout }
        graph.stateWillChange = { [unowned self] transaction in self.stateWillChange(transaction) }
        graph.observedStateChanged = { [unowned self] transaction in self.observedStateChanged(transaction) }
    }

    /// Hosts `rootView` on a screen of `width` × `height` pixels.
    public convenience init<Root: View>(rootView: Root, width: Int, height: Int, textMeasurer: any TextMeasuring = ApproximateTextMeasurer()) {
        self.init(rootView: rootView, size: CGSize(width: Double(width), height: Double(height)), textMeasurer: textMeasurer)
    }

    /// The screen size (a change lays the tree out again at the next update).
    public var size: FixedSize {
        get { graph.size }
        set { graph.size = newValue; graph.needsUpdate = true }
    }

    /// Whether the screen is out of date: state changed since the last update, or an
    /// animation still moves (a frame is needed).
    public var needsUpdate: Bool {
        !hasUpdated || graph.needsUpdate || graph.observations.hasPendingChanges || modelChanged
            || animator.isAnimating(after: lastPresentedTime)
            || graph.modalPresentations?.nextRetirement != nil || graph.hasFrameDrivenNodes
            || graph.transitions.nextRetirement != nil || graph.keyboardIfMade?.retiresAt != nil
            || completions.contains { $0.due <= now } || AnimationCompletions.shared.hasUnclaimed
    }

    /// Whether an animation still moves after the last update's time.
    public var isAnimating: Bool { animator.isAnimating(after: lastPresentedTime) }

    /// When the running animations end (nil when none runs, or one repeats forever).
    public var animationEndTime: MonotonicTime? { animator.endTime }

    /// Whether something moves at every frame until it comes to rest (a scroll view
    /// flinging or springing back): a clock that skips quiet time must step through it, or
    /// a touch meanwhile would find the content where it last stood.
    public var movesFrameByFrame: Bool { graph.hasFrameDrivenNodes }

    /// The frame as the screen should look at the host's current time (`now`): see
    /// `update(at:)`.
    @discardableResult
    public func update() -> Frame { update(at: now) }

    /// Re-evaluates changed views, lays out, and makes the frame as the screen should look
    /// at `time` (a frame's presentation time), sampling every running animation then. Its
    /// damage is empty when nothing changed.
    @discardableResult
    public func update(at time: MonotonicTime) -> Frame {
        takeObservedChanges()
        guard needsUpdate || completions.contains(where: { $0.due <= time }) else { return Frame(displayList: displayList) }
        // A dismissed modal layer whose animation is over leaves the tree.
        if let modals = graph.modalPresentations, let due = modals.nextRetirement, due <= Swift.max(time, now) {
            modals.retire(at: Swift.max(time, now))
            graph.needsUpdate = true
        }
        // The on-screen keyboard, slid away, leaves the tree.
        graph.keyboardIfMade?.retire(at: Swift.max(time, now))
        // Views that animated away through their transitions leave the tree.
        if let due = graph.transitions.nextRetirement, due <= Swift.max(time, now) {
            graph.transitions.retire(at: Swift.max(time, now))
            graph.needsUpdate = true
        }
        // Scroll views flinging or bouncing move to the frame's time.
        graph.advanceFrameDriven(to: time)
        // A first frame, or a new screen size, redraws everything.
        let resized = drawnSize != graph.size
        drawnSize = graph.size
        if !hasUpdated {
            hasUpdated = true
            commit()
            modelChanged = false
            displayList = model.list
            presentedKeys = model.annotations.map(\.key)
            presentedScrollOffsets = builtScrollOffsets
            lastPresentedTime = time
            cancelTouchesBeneathNewModals()
            return Frame(displayList: displayList, damage: Region(graph.size.enclosingScreen))
        }
        if graph.needsUpdate { commit() }
        // Animation completions due by the frame run at their own times.
        runCompletions(upTo: Swift.max(time, now))
        modelChanged = false
        // An animation frame of the same model patches the list shown last in place: this
        // host lets go of it first, so that it is not copied whole.
        let patching = animator.patchesInPlace
        let kept: DisplayList? = patching ? nil : displayList
        if patching { displayList = DisplayList() }
        let previousKeys = presentedKeys
        displayList = animator.present(model, at: time, pruneTime: Swift.min(time, now))
        let previous = kept ?? animator.droppedList ?? displayList
        let presentsModel = animator.isEmpty
        // The keys change with the model only.
        if commitsSincePresented > 0 { presentedKeys = model.annotations.map(\.key) }
        lastPresentedTime = time
        // Runs copied from the list shown last are the same entries there and now when
        // both lists are their models as built, one build apart: no need to compare them.
        let unchanged = previousPresentedModel && presentsModel && commitsSincePresented == 1 ? model.reused : []
        let scroll = !resized && findsPixelShifts && previousPresentedModel && presentsModel && commitsSincePresented == 1
            ? findPixelShift(from: previous, oldKeys: previousKeys) : nil
        let frame: Frame
        if let scroll {
            // The screen changed where the content was and is, not in the background between.
            frame = Frame(displayList: displayList, damage: scroll.screenDamage, shift: scroll.shift)
        } else if resized {
            frame = Frame(displayList: displayList, damage: Region(graph.size.enclosingScreen))
        } else if let damage = animator.damageOfLastPresent {
            // An animation frame of the same model: the animator knows what it moved.
            frame = Frame(displayList: displayList, damage: damage)
        } else {
            frame = Frame(displayList: displayList,
                          damage: DisplayListAnimator.damage(from: previous, oldKeys: previousKeys, to: displayList,
                                                             newKeys: presentedKeys, unchanged: unchanged))
        }
        presentedScrollOffsets = builtScrollOffsets
        previousPresentedModel = presentsModel
        commitsSincePresented = 0
        cancelTouchesBeneathNewModals()
        return frame
    }

    /// The next update draws the whole screen, laid out again, as after a new screen size
    /// (the benchmark's scenes of a panel without damage tracking).
    public func invalidateScreen() {
        drawnSize = nil
        graph.needsUpdate = true
    }

    /// Looks for the one scroll view whose content moved since the list last shown.
    private func findPixelShift(from previous: DisplayList, oldKeys: [EntryKey]) -> ScrollShiftDamage.Result? {
        let moved = builtScrollOffsets.filter { key, offset in presentedScrollOffsets[key].map { $0 != offset } ?? false }
        guard moved.count == 1, let mark = moved.first.map({ ScrollGroupMark(key: $0.key, offset: $0.value) }),
              let old = presentedScrollOffsets[mark.key]
        else { return nil }
        return ScrollShiftDamage.compute(from: previous, oldKeys: oldKeys, to: displayList, newKeys: presentedKeys,
                                         group: mark.key, dx: (old.x - mark.offset.x).roundedPixels,
                                         dy: (old.y - mark.offset.y).roundedPixels, moved: model.moved)
    }

    /// Applies the pending state changes to the display list at `now`, starting the
    /// animations their transaction asks for.
    private func commit() {
        animator.clearStartedAnimations()
        isCommitting = true
        defer { isCommitting = false }
        let transaction = pendingTransaction
        pendingTransaction = nil
        graph.modalPresentations?.time = now
        graph.transitions.transaction = transaction
        graph.update()
        graph.transitions.transaction = nil
        build(transaction: transaction)
        // Views inserted with a transition were drawn as they appear: a second build at
        // the same time moves them to identity, under their animation.
        if graph.transitions.hasAppearing {
            graph.transitions.startAppearing()
            // Custom transitions make their content again for the new phase.
            if graph.needsUpdate { graph.update() }
            build(transaction: nil)
        }
        if let transaction, !transaction.completionIDs.isEmpty { scheduleCompletions(of: transaction) }
        let animator = self.animator, model = self.model
        graph.transitions.scheduleDepartures(endTime: { range in
            animator.endTime(of: model.annotations[range].map(\.key))
        }, now: now)
    }

    /// Builds the display list of the tree as it stands and starts the animations of what
    /// changed since the last build.
    private func build(transaction: Transaction?) {
        var builder = DisplayListBuilder.forViewTree(reusing: reusesUnchangedEntries ? model : nil)
        builder.transaction = transaction
        graph.root.buildDisplayList(into: &builder)
        if let ring = graph.focusIfMade?.ring { builder.add(ring.item, bounds: ring.bounds) }
        let next = builder.annotatedList
        for mark in next.scrollGroups { builtScrollOffsets[mark.key] = mark.offset }
        // Scroll views that left the tree (a popped page's list) leave no offset behind.
        if builtScrollOffsets.count > next.scrollGroups.count {
            let current = Set(next.scrollGroups.map(\.key))
            builtScrollOffsets = builtScrollOffsets.filter { current.contains($0.key) }
        }
        animator.commit(from: model, to: next, transaction: transaction, at: now)
        model = next
        modelChanged = true
        commitsSincePresented += 1
    }

    /// A state is about to change inside `transaction`: changes made in another transaction
    /// before it are applied first, so each set animates (or not) its own way.
    private func stateWillChange(_ transaction: Transaction?) {
        if let ids = transaction?.completionIDs, !ids.isEmpty { AnimationCompletions.shared.claim(ids) }
        // Changes made while applying others (appear and change actions) wait for the
        // next update, in their own transaction.
        guard !isCommitting else {
            pendingTransaction = ViewHost.merged(transaction, keepingCompletionsOf: pendingTransaction)
            return
        }
        if hasUpdated, graph.needsUpdate, !Transaction.animateAlike(transaction, pendingTransaction) {
            commit()
        }
        pendingTransaction = ViewHost.merged(transaction, keepingCompletionsOf: pendingTransaction)
    }

    /// `transaction`, also carrying the completions of the one it replaces as the
    /// transaction of the pending changes (applied together, they end together).
    private static func merged(_ transaction: Transaction?, keepingCompletionsOf earlier: Transaction?) -> Transaction? {
        guard let earlier, !earlier.completionIDs.isEmpty else { return transaction }
        var merged = transaction ?? Transaction()
        merged.completionIDs = earlier.completionIDs + merged.completionIDs.filter { !earlier.completionIDs.contains($0) }
        return merged
    }

    /// Puts the completions of `transaction`, just applied at `now`, on the frame clock:
    /// logically complete when its animation's own time is over, removed when what it
    /// moved also came to rest. Completions of an animation that never ends never run.
    private func scheduleCompletions(of transaction: Transaction) {
        let logical = transaction.animation.map(\.logicalDuration) ?? 0
        // When what the commit moved comes to rest: worked out once, and only if asked.
        var restTime: MonotonicTime?
        var restTimeKnown = false
        for entry in AnimationCompletions.shared.take(transaction.completionIDs) {
            guard let logical else { continue }
            var due = now + logical
            if entry.criteria == .removed {
                if !restTimeKnown {
                    restTime = animator.startedAnimationsEnd
                    restTimeKnown = true
                }
                if let restTime { due = Swift.max(due, restTime) }
            }
            completions.append((due, entry.action))
        }
    }

    /// Calls the completions due by `time`, earliest first, each at its own time: the
    /// changes one makes (the next phase of a phase animator) start then, whatever the
    /// frame times are.
    private func runCompletions(upTo time: MonotonicTime) {
        var ran = 0
        // A completion that schedules another at once cannot stall the frame.
        while ran < 64, let index = completions.indices.filter({ completions[$0].due <= time })
                .min(by: { completions[$0].due < completions[$1].due }) {
            let entry = completions.remove(at: index)
            now = Swift.max(now, entry.due)
            Transaction.$current.withValue(nil) { entry.action() }
            ran += 1
            if graph.needsUpdate { commit() }
        }
        for action in AnimationCompletions.shared.takeUnclaimed() { action() }
    }

    /// An observed property changed inside `transaction`. Its new value is stored already,
    /// so earlier changes of another transaction that wait for the next update cannot be
    /// applied without it: they are applied with it, in its transaction.
    private func observedStateChanged(_ transaction: Transaction?) {
        guard let transaction else { return }
        if !transaction.completionIDs.isEmpty { AnimationCompletions.shared.claim(transaction.completionIDs) }
        pendingTransaction = ViewHost.merged(transaction, keepingCompletionsOf: pendingTransaction)
    }

    /// Marks the views whose observed properties changed on other threads.
    private func takeObservedChanges() {
        guard graph.observations.hasPendingChanges else { return }
        graph.takeObservedChanges()
    }

    /// The store of this host's `@AppStorage` values, when not the program's
    /// (`AppStorageCenter.shared`). Set before the first update.
    package var appStorage: AppStorageCenter? {
        get { graph.appStorage }
        set { graph.appStorage = newValue }
    }

    /// Asks for a frame from any thread: the runtime wakes its loop (an eventfd the loop
    /// watches), which then updates the host. Called when an `@Observable` property a view
    /// read changes on another thread. The event loop's frame producer installs it.
    public func setFrameRequest(_ request: (@Sendable () -> Void)?) {
        graph.observations.setFrameRequest(request)
    }

    /// Applies changes made by a touch or timer now, so their animations start at its
    /// time. Changes that animate nothing may wait for the next frame.
    private func commitIfTimed() {
        guard hasUpdated, graph.needsUpdate else { return }
        if pendingTransaction?.animation != nil || model.hasImplicitAnimations || !animator.isEmpty { commit() }
    }

    /// Delivers one touch event: hit-tested against the last layout, it drives the
    /// gestures of the views it began on. Gesture timers due before it fire first.
    public func send(_ event: PointerEvent) {
        if event.phase == .began { graph.focusIfMade?.touchBegan() }
        graph.keyboardIfMade?.screenTouched(event)
        applyInput(at: event.timestamp) { router.handle(event, root: graph.root) }
    }

    /// When the on-screen keyboard shows for a focused text field: `.automatic` (the
    /// default) while no hardware keyboard is known, `.always`, or `.never`.
    public var onScreenKeyboard: OnScreenKeyboardMode {
        get { graph.keyboardMode }
        set {
            graph.keyboardMode = newValue
            if let keyboard = graph.keyboardIfMade, !keyboard.isWanted { keyboard.hide() }
        }
    }

    /// Whether a hardware keyboard is attached (the kiosk says so from its input devices;
    /// a key typed on one says so too). The on-screen keyboard's `.automatic` mode then
    /// stays away.
    public var hasHardwareKeyboard: Bool {
        get { graph.hasHardwareKeyboard }
        set {
            graph.hasHardwareKeyboard = newValue
            if newValue, graph.keyboardMode == .automatic { graph.keyboardIfMade?.hide() }
        }
    }

    /// Whether the on-screen keyboard is up (or coming up).
    public var showsOnScreenKeyboard: Bool { graph.keyboardIfMade?.isShown ?? false }

    /// Runs `deliver` (a touch's or a key's effect) at `timestamp`: gesture timers due
    /// before it fire first, and changes that animate start at its time.
    func applyInput(at timestamp: MonotonicTime, _ deliver: () -> Void) {
        if !hasUpdated { update() }
        advance(to: timestamp)
        now = Swift.max(now, timestamp)
        deliver()
        commitIfTimed()
        cancelTouchesBeneathNewModals()
    }

    /// A modal layer just presented takes every touch: the touches already down on the
    /// views beneath it are cancelled, so lifting them presses nothing. (Not while routing
    /// a touch: its gestures are being told of it.)
    private func cancelTouchesBeneathNewModals() {
        guard let modals = graph.modalPresentations, modals.presentedSinceChecked else { return }
        modals.presentedSinceChecked = false
        router.cancelAll()
    }

    /// Fires the gesture timers due at or before `time` (a long press's deadline), each at
    /// its own time, and moves the host's clock to `time`.
    public func advance(to time: MonotonicTime) {
        var fired = 0
        // Each timer once; a recognizer that keeps an expired deadline cannot stall us.
        while let due = router.nextDeadline, due <= time, fired < 64 {
            fired += 1
            now = Swift.max(now, due)
            router.advance(to: due)
            commitIfTimed()
            cancelTouchesBeneathNewModals()
        }
        commitIfTimed()
        cancelTouchesBeneathNewModals()
        now = Swift.max(now, time)
        graph.timelines.fire(at: now)
    }

    /// When the next gesture timer or timeline entry is due, if any: the event loop
    /// sleeps until then.
    public var nextDeadline: MonotonicTime? {
        [router.nextDeadline, graph.timelines.nextDeadline, completions.map(\.due).min()].compactMap { $0 }.min()
    }

    /// The wall clock timelines read (`TimelineView`'s dates): the system's, or a fixed
    /// one for tests and snapshots.
    package var wallClock: WallClock {
        get { graph.timelines.wallClock }
        set { graph.timelines.wallClock = newValue }
    }

    /// Every control and gesture view in the last layout, with label, frame and
    /// activation point.
    public func interactiveElements() -> [InteractiveElement] {
        if !hasUpdated { update() }
        return InteractiveElementCollector.collect(from: graph.root)
    }

    /// The first control (or gesture view, or accessibility element) with `label`,
    /// preferring buttons and toggles; failing that, the first with `label` as its
    /// `accessibilityIdentifier`.
    public func element(labeled label: String) -> InteractiveElement? {
        let all = interactiveElements()
        let elements = all.filter { $0.label == label }
        return elements.first { $0.kind != .gesture } ?? elements.first ?? all.first { $0.identifier == label }
    }

    /// Runs the `accessibilityAdjustableAction` of the element labelled (or identified)
    /// `label`, as a VoiceOver swipe would; false when there is none.
    @discardableResult
    public func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection, labeled label: String) -> Bool {
        if !hasUpdated { update() }
        let elements = InteractiveElementCollector.collectWithActions(from: graph.root)
        guard let found = elements.first(where: { $0.element.label == label && $0.adjust != nil })
                ?? elements.first(where: { $0.element.identifier == label && $0.adjust != nil }),
              let adjust = found.adjust else { return false }
        adjust(direction)
        return true
    }

    /// Frames of the texts showing exactly `string`, from the last layout.
    public func frames(ofText string: String) -> [FixedRect] {
        var frames: [FixedRect] = []
        graph.root.forEachDescendant { if let text = $0 as? TextNode, text.content == string { frames.append(text.screenFrame) } }
        return frames
    }

    /// Every text on screen, in drawing order.
    public var visibleTexts: [String] { InteractiveElementCollector.texts(in: graph.root) }
}

extension FixedSize {
    var enclosingScreen: PixelRect { FixedRect(origin: .zero, size: self).enclosingPixels }
}
