import PanelBase

/// Collects display items from the view tree, keeping track of the groups' transforms so
/// every entry's bounds are in screen pixels.
struct DisplayListBuilder {
    private(set) var list = DisplayList()
    private var transform = Transform()
    private var open: [(index: Int, effect: GroupEffect, saved: Transform)] = []
    /// Local bounds of what each open group holds so far.
    private var localAccumulators: [PixelRect] = []

    /// Per entry, what animation needs: who made it, its layout bounds, its implicit animation.
    private(set) var annotations: [EntryAnnotation] = []
    /// The innermost `.animation(_:value:)` whose value changed, around what is added now.
    private(set) var implicitAnimations: [Animation?] = []
    private var implicitStack: [Int] = []
    /// Whether the tree has `.animation(_:value:)` modifiers (changes then need committing
    /// when they happen, so that the animations they start are timed right).
    private(set) var hasImplicitAnimations = false
    /// Names this build for the view nodes counting their entries in it; 0 when entries
    /// get no identities.
    private var build = 0
    @MainActor private static var lastBuild = 0

    /// The list the previous build of the same tree made: runs of it are copied for nodes
    /// that draw as they did then (see `DisplayListReuse.swift`).
    private var previous: AnnotatedDisplayList?
    /// Whether view nodes note where their entries lie (the host's builds of its tree).
    private(set) var recordsNodes = false
    /// Where the entries of the node being drawn begin in this list, and where they began
    /// in `previous` (−1: not known, nothing below it can be copied).
    var nodeStart = 0
    var previousNodeStart = -1
    /// Where on screen drawing can be seen, inside scroll views (nil: everywhere): a node
    /// whose subtree lies wholly outside adds no entries (`ViewNode.render`), so a long
    /// scrolled content costs the rows in view, not all of them.
    var visibleRect: PixelRect?
    /// The scroll views drawn afresh in this build, with their offsets (`ScrollShiftDamage`).
    var scrollGroups: [ScrollGroupMark] = []
    /// How far what the nodes drawn now add is moved, in whole pixels: a scroll view's
    /// content is laid out in its own place (as if not scrolled) and drawn moved by the
    /// scroll offsets of the scroll views around it (`ContentShift`).
    var shift = ContentShift.zero
    /// Where the same nodes' entries lie in `previous`: the shift of the previous build (a
    /// run kept from it is moved by the difference, `reuseMoved`).
    var previousShift = ContentShift.zero
    /// Whether a node was passed over as out of sight since this was last cleared (a run
    /// with such holes cannot be moved into view: `DrawnEntries.hasPassedOver`).
    var passedOver = false
    /// Whether a scroll view drew its content since this was last cleared (its offsets
    /// are its own: a run holding one is not moved).
    var drewScrollContent = false
    /// The runs copied from `previous`, in this list's order.
    private(set) var reused: [ReusedEntries] = []
    /// The runs copied from the previous list moved (`reuseMoved`).
    private(set) var moved: [MovedEntries] = []
    /// How many groups with a blend mode were opened so far (a compositing group holding
    /// one is drawn in a layer of its own: `isolateInnermostGroup`).
    private(set) var blendedGroupsOpened = 0

    /// Marks the innermost open group isolated (`GroupEffect.isolated`).
    mutating func isolateInnermostGroup() {
        guard let last = open.indices.last else { return }
        open[last].effect.isolated = true
        list.entries[open[last].index].item = .beginGroup(open[last].effect)
    }

    /// Room kept for groups and animations open at once.
    private static let nestingReserved = 16
    /// How many `.animation(_:value:)` marks were pushed or copied so far.
    private(set) var implicitAnimationMarks = 0

    /// A builder whose entries get no identities (a list replayed with animated values).
    init() {}

    /// A builder replaying a run of a list whose entries lie under `transform` (the groups
    /// around the run).
    init(replayingUnder transform: Transform) {
        self.transform = transform
    }

    /// A builder naming every entry by the view node that made it and its place among that
    /// node's entries, so that lists built later can be matched with this one.
    @MainActor
    static func trackingIdentities() -> DisplayListBuilder {
        var builder = DisplayListBuilder()
        lastBuild += 1
        builder.build = lastBuild
        return builder
    }

    /// A builder for a view tree's list: entries named as `trackingIdentities` names them,
    /// and nodes that draw as they did in `previous` (the tree's last list) copied from it.
    @MainActor
    static func forViewTree(reusing previous: AnnotatedDisplayList?) -> DisplayListBuilder {
        var builder = trackingIdentities()
        builder.recordsNodes = true
        builder.previous = previous
        builder.previousNodeStart = previous == nil ? -1 : 0
        // A tree's lists keep their length from one build to the next: room for as many
        // entries as the last saves growing the arrays (and moving them) several times
        // per build. The stacks of open groups hold a few each.
        if let previous {
            builder.list.entries.reserveCapacity(previous.list.entries.count)
            builder.annotations.reserveCapacity(previous.annotations.count)
            builder.implicitAnimations.reserveCapacity(previous.implicitAnimations.count)
            builder.reused.reserveCapacity(previous.reused.count)
        }
        builder.open.reserveCapacity(DisplayListBuilder.nestingReserved)
        builder.localAccumulators.reserveCapacity(DisplayListBuilder.nestingReserved)
        builder.implicitStack.reserveCapacity(DisplayListBuilder.nestingReserved)
        return builder
    }

    /// The list with what animation needs to know about its entries.
    var annotatedList: AnnotatedDisplayList {
        var annotated = AnnotatedDisplayList(list: list, annotations: annotations, implicitAnimations: implicitAnimations,
                                             hasImplicitAnimations: hasImplicitAnimations, reused: reused)
        annotated.scrollGroups = scrollGroups
        annotated.moved = moved
        return annotated
    }

    /// The scale groups' transform entries are added under now.
    var currentTransform: Transform { transform }

    /// Copies `count` entries of the previous list from `previousStart`, as drawn under the
    /// current transform, with the implicit animation in force here. Returns false (copying
    /// nothing) when the previous list holds no such run.
    mutating func reuse(from previousStart: Int, count: Int, contribution: PixelRect, hasImplicitAnimations: Bool) -> Bool {
        copyRun(from: previousStart, count: count, movedBy: .zero, contribution: contribution, hasImplicitAnimations: hasImplicitAnimations)
    }

    /// Copies a run of the previous list moved by `moved` whole pixels: a scroll view's row
    /// drawn as before, at a new offset (`contribution` is where it now is). The run is not
    /// reported as kept (its entries changed place, so they are compared and animated as
    /// drawn afresh). Returns false (copying nothing) when the previous list holds no such
    /// run.
    mutating func reuseMoved(from previousStart: Int, count: Int, by moved: ContentShift, contribution: PixelRect,
                             hasImplicitAnimations: Bool) -> Bool {
        copyRun(from: previousStart, count: count, movedBy: moved, contribution: contribution, hasImplicitAnimations: hasImplicitAnimations)
    }

    private mutating func copyRun(from previousStart: Int, count: Int, movedBy moved: ContentShift, contribution: PixelRect,
                                  hasImplicitAnimations: Bool) -> Bool {
        guard let previous, previousStart + count <= previous.list.entries.count else { return false }
        if hasImplicitAnimations {
            self.hasImplicitAnimations = true
            implicitAnimationMarks += 1
        }
        // A subtree that draws nothing (spacers, layout-only views) is passed over.
        guard count > 0 else { return true }
        let start = list.entries.count
        let run = previousStart..<(previousStart + count)
        if moved == .zero {
            list.entries.append(contentsOf: previous.list.entries[run])
        } else {
            list.entries.reserveCapacity(start + count)
            for entry in previous.list.entries[run] { list.entries.append(DisplayListBuilder.entry(entry, movedBy: moved)) }
        }
        let implicit = implicitStack.last ?? -1
        // Entries no node owns are named by their place in the list.
        let indexShift = start - previousStart
        annotations.reserveCapacity(annotations.count + count)
        for index in run {
            var annotation = previous.annotations[index]
            annotation.implicitAnimation = implicit
            if annotation.key.node < 0 { annotation.key.index += indexShift }
            // Groups are annotated with no rectangle.
            if moved != .zero, !previous.list.entries[index].item.isGroupBoundary {
                annotation.layoutBounds = moved.apply(annotation.layoutBounds)
            }
            annotations.append(annotation)
        }
        addToOpenLayer(contribution)
        let copied = ReusedEntries(previousStart: previousStart, start: start, count: count)
        if moved == .zero { reused.append(copied) } else { self.moved.append(MovedEntries(run: copied, by: moved)) }
        return true
    }

    /// An entry as `add` and `closeGroup` would make it drawn `moved` away: an item's
    /// rectangles are where it is, even empty ones; a group's are the union of what it
    /// holds, so an empty one is no place at all.
    private static func entry(_ entry: DisplayList.Entry, movedBy moved: ContentShift) -> DisplayList.Entry {
        let item = entry.item.translated(dx: moved.dx, dy: moved.dy)
        if entry.item.isGroupBoundary {
            return DisplayList.Entry(item: item, bounds: moved.apply(entry.bounds), localBounds: moved.apply(entry.localBounds))
        }
        return DisplayList.Entry(item: item, bounds: moved.applyEvenIfEmpty(entry.bounds), localBounds: moved.applyEvenIfEmpty(entry.localBounds))
    }

    /// Adds `rect` (layout pixels) to the layer bounds of the innermost open group.
    private mutating func addToOpenLayer(_ rect: PixelRect) {
        guard !localAccumulators.isEmpty else { return }
        localAccumulators[localAccumulators.count - 1] = localAccumulators[localAccumulators.count - 1].union(rect)
    }

    /// Starts collecting what one node's entries add to the enclosing group's layer bounds;
    /// returns what was collected before it.
    mutating func beginNodeBounds() -> PixelRect {
        guard let outside = localAccumulators.last else { return .zero }
        localAccumulators[localAccumulators.count - 1] = .zero
        return outside
    }

    /// What the node's entries added (see `beginNodeBounds`); adds it to what came before.
    mutating func endNodeBounds(_ outside: PixelRect) -> PixelRect {
        guard let added = localAccumulators.last else { return .zero }
        localAccumulators[localAccumulators.count - 1] = outside.union(added)
        return added
    }

    @MainActor
    private mutating func key(for owner: ViewNode?) -> EntryKey {
        guard let owner, build != 0 else { return EntryKey(node: -1, index: list.entries.count) }
        return owner.drawing.nextEntryKey(inBuild: build)
    }

    @MainActor private mutating func annotate(_ bounds: FixedRect, owner: ViewNode?) {
        annotations.append(EntryAnnotation(key: key(for: owner), layoutBounds: bounds, implicitAnimation: implicitStack.last ?? -1))
    }

    /// The transaction of the changes this build applies (nil: none).
    var transaction: Transaction?
    /// Above zero inside a `.transaction` that disables `.animation(_:value:)` below it.
    var implicitAnimationsDisabled = 0

    /// The transaction as the views drawn now see it: the build's, with the animation of
    /// the innermost changed `.animation(_:value:)` or `.transaction` around them.
    var transactionInForce: Transaction {
        var transaction = self.transaction ?? Transaction()
        if let slot = implicitStack.last, slot >= 0, !transaction.disablesAnimations {
            transaction.animation = implicitAnimations[slot]
        }
        return transaction
    }

    /// Marks what follows, up to `popImplicitAnimation`, as animating with `animation`.
    mutating func pushImplicitAnimation(_ animation: Animation?, changed: Bool) {
        hasImplicitAnimations = true
        implicitAnimationMarks += 1
        if changed {
            implicitAnimations.append(animation)
            implicitStack.append(implicitAnimations.count - 1)
        } else {
            implicitStack.append(implicitStack.last ?? -1)
        }
    }

    mutating func popImplicitAnimation() { _ = implicitStack.popLast() }

    /// Adds an item made by the view node `owner`.
    @MainActor mutating func add(_ item: DisplayItem, bounds: FixedRect, owner: ViewNode?) {
        if shift != .zero {
            let moved = shift.apply(bounds)
            annotate(moved, owner: owner)
            append(item.translated(dx: shift.dx, dy: shift.dy), bounds: moved)
            return
        }
        annotate(bounds, owner: owner)
        append(item, bounds: bounds)
    }

    /// Where a rectangle in the coordinates of the nodes drawn now shows, in screen pixels.
    func screenPixels(of rect: FixedRect) -> PixelRect {
        transform.apply(shift.apply(rect)).enclosingPixels
    }

    @MainActor mutating func add(_ item: DisplayItem, bounds: FixedRect) { add(item, bounds: bounds, owner: nil) }

    /// Adds an item again as it was annotated (to draw a list with animated values).
    mutating func replay(_ item: DisplayItem, layoutBounds: FixedRect, annotation: EntryAnnotation) {
        annotations.append(annotation)
        switch item {
        case .beginGroup(let effect): openGroup(effect)
        case .endGroup: closeGroup()
        default: append(item, bounds: layoutBounds)
        }
    }

    private mutating func append(_ item: DisplayItem, bounds: FixedRect) {
        let local = bounds.enclosingPixels
        list.entries.append(.init(item: item, bounds: transform.apply(bounds).enclosingPixels, localBounds: local))
        addToOpenLayer(local)
    }

    @MainActor mutating func beginGroup(_ effect: GroupEffect, owner: ViewNode? = nil) {
        annotate(.zero, owner: owner)
        guard shift != .zero, case .beginGroup(let moved) = DisplayItem.beginGroup(effect).translated(dx: shift.dx, dy: shift.dy) else {
            openGroup(effect)
            return
        }
        openGroup(moved)
    }

    /// Notes that the group just begun is a scroll view's, drawn at `offset`.
    mutating func markScrollGroup(offset: FixedPoint) {
        guard let key = annotations.last?.key, key.node >= 0 else { return }
        scrollGroups.append(ScrollGroupMark(key: key, offset: offset))
    }

    private mutating func openGroup(_ effect: GroupEffect) {
        if effect.blendMode != .normal { blendedGroupsOpened += 1 }
        open.append((list.entries.count, effect, transform))
        localAccumulators.append(.zero)
        list.entries.append(.init(item: .beginGroup(effect), bounds: .zero, localBounds: .zero))
        transform = transform.applying(effect)
    }

    mutating func endGroup() {
        let begin = open.last.map { annotations[$0.index] }
        annotations.append(EntryAnnotation(key: begin.map { EntryKey(node: $0.key.node, index: -1 - $0.key.index) }
                                               ?? EntryKey(node: -1, index: list.entries.count),
                                           layoutBounds: .zero, implicitAnimation: -1))
        closeGroup()
    }

    private mutating func closeGroup() {
        guard let group = open.popLast(), let accumulated = localAccumulators.popLast() else { return }
        var content = PixelRect.zero
        // Only the bounds are read: no entry (and no text in it) is copied.
        list.entries.withUnsafeBufferPointer { entries in
            for index in (group.index + 1)..<entries.count { content = content.union(entries[index].bounds) }
        }
        let closed = DisplayListBuilder.closedGroup(group.effect, saved: group.saved, holding: accumulated, content: content)
        list.entries[group.index].bounds = closed.bounds
        list.entries[group.index].localBounds = closed.local
        list.entries.append(.init(item: .endGroup, bounds: closed.bounds, localBounds: closed.local))
        transform = group.saved
        // The parent holds this group as its effect leaves it.
        if !localAccumulators.isEmpty { addToOpenLayer(DisplayListBuilder.held(closed.local, by: group.effect)) }
    }

    /// A closed group's bounds on screen and its layer's (`local`): `accumulated` is what
    /// its content adds to its layer, `content` the union of its entries' screen bounds,
    /// `saved` the transform around it. (Animation frames close the groups around what
    /// moved with it too: `PresentedListCache`.)
    static func closedGroup(_ effect: GroupEffect, saved: Transform, holding accumulated: PixelRect,
                            content: PixelRect) -> (bounds: PixelRect, local: PixelRect) {
        var local = accumulated
        if let clip = effect.clip { local = local.intersection(clip.enclosingPixels) }
        if let mask = effect.mask, mask.clipsToRect { local = local.intersection(mask.rect.enclosingPixels) }
        if let shadow = effect.shadow, !local.isEmpty { local = local.union(DisplayListBuilder.shadowExtent(of: local, shadow)) }
        // A blur spreads the layer as a shadow of the same radius spreads.
        let blurSpread = DisplayListBuilder.blurSpread(of: effect)
        if blurSpread > 0, !local.isEmpty { local = local.insetBy(dx: -blurSpread, dy: -blurSpread) }
        var bounds = content
        if let clip = effect.clip {
            bounds = bounds.intersection(saved.apply(clip).enclosingPixels)
        }
        if let mask = effect.mask, mask.clipsToRect {
            bounds = bounds.intersection(saved.apply(mask.rect).enclosingPixels)
        }
        if let shadow = effect.shadow, !bounds.isEmpty {
            bounds = bounds.union(DisplayListBuilder.shadowExtent(of: bounds, shadow))
        }
        if blurSpread > 0, !bounds.isEmpty { bounds = bounds.insetBy(dx: -blurSpread, dy: -blurSpread) }
        // A layer composited through a rotation or shear is filtered: its edges reach a
        // pixel past where its content's corners land.
        if effect.isTransformed, !bounds.isEmpty { bounds = bounds.insetBy(dx: -1, dy: -1) }
        return (bounds, local)
    }

    /// What a group whose layer lies at `local` adds to its parent's layer.
    static func held(_ local: PixelRect, by effect: GroupEffect) -> PixelRect {
        var held = Transform().applying(effect)
            .apply(FixedRect(x: Fixed(local.x), y: Fixed(local.y), width: Fixed(local.width), height: Fixed(local.height)))
            .enclosingPixels
        if effect.isTransformed, !held.isEmpty { held = held.insetBy(dx: -1, dy: -1) }
        return held
    }

    /// Where a shadow of `rect` may reach: a blur spreads about twice its radius (three
    /// standard deviations and a pixel); the offset moves it.
    /// How far a group's blur filter spreads its layer, in whole pixels (0 for none).
    static func blurSpread(of effect: GroupEffect) -> Int {
        guard case .blur(let radius)? = effect.filter else { return 0 }
        return (radius * 2).ceilPixels + 2
    }

    static func shadowExtent(of rect: PixelRect, _ shadow: ShadowEffect) -> PixelRect {
        let spread = (shadow.radius * 2).ceilPixels + 1
        let moved = PixelRect(x: rect.x + shadow.offset.x.floorPixels, y: rect.y + shadow.offset.y.floorPixels,
                              width: rect.width + 1, height: rect.height + 1)
        return moved.insetBy(dx: -spread, dy: -spread)
    }
}
