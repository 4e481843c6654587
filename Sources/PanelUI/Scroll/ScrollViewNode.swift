import PanelBase

/// A scroll view in the view graph: lays its content out at full length along the scrolled
/// axes, in its unscrolled place, draws it moved by the scroll offset and clipped to its
/// frame (only the rows in sight: `ContentShift`), takes the touches that scroll it, and
/// moves by itself while it flings, bounces or runs to a `scrollTo` target.
final class ScrollViewNode: ViewNode, TouchTaking, FrameDriven {
    override var ownValueAffectsLayout: Bool { false }
    override var takesTouches: (any TouchTaking)? { self }
    override var ownValueAffectsDrawing: Bool { false }
    private(set) var axes: Axis.Set = .vertical
    private var showsIndicators = true
    var activeTouches = 0
    private(set) var horizontal = ScrollAxisMotion()
    private(set) var vertical = ScrollAxisMotion()
    /// The content's size in the last layout.
    private(set) var contentSize = FixedSize.zero
    /// The indicators' fade (`ScrollIndicatorFade`).
    private var indicators = ScrollIndicatorFade()

    override func update(from view: any View, environment: EnvironmentValues) {
        let wasEnabled = self.environment.isScrollEnabled
        super.update(from: view, environment: environment)
        guard let scroll = view as? ScrollViewDescribing else { return }
        if scroll.axes != axes {
            axes = scroll.axes
            invalidateLayout()
        }
        if scroll.showsIndicators != showsIndicators {
            showsIndicators = scroll.showsIndicators
            drawingChanged()
        }
        if wasEnabled && !environment.isScrollEnabled && (horizontal.isMoving || vertical.isMoving) {
            horizontal.stop()
            vertical.stop()
            offsetChanged()
        }
        // Content margins pad the content: they scroll with it.
        let margins = environment.scrollContentMargins
        reconcileOnlyChild(margins == EdgeInsets() ? scroll.stackedContent : scroll.stackedContent(margins: margins),
                           environment: environment)
        targetLayout = nil
        followPositionBinding()
    }

    // MARK: Scroll position

    /// The target id last read from or written to the `scrollPosition` binding.
    private var boundPosition: AnyHashable?
    private var readsPosition = false
    /// The content's `scrollTargetLayout()`, found again after each update.
    private weak var targetLayout: ScrollTargetLayoutNode?

    /// A binding set to another id scrolls that target to the anchor, after the layout
    /// that makes it.
    private func followPositionBinding() {
        guard let binding = environment.scrollPositionBinding else {
            readsPosition = false
            return
        }
        let value = binding.get()
        defer { readsPosition = true; boundPosition = value }
        guard let value, !readsPosition || value != boundPosition else { return }
        graph?.enqueue { [weak self] in
            guard let self, self.isInGraph, let node = ScrollTarget.find(value, under: self) else { return }
            let anchor = binding.anchor ?? .topLeading
            self.scroll(toShow: node.frame, anchor: anchor, animation: Transaction.current?.animation, at: self.graph?.time ?? .zero)
        }
    }

    private func findTargetLayout() -> ScrollTargetLayoutNode? {
        if let targetLayout, targetLayout.isInGraph { return targetLayout }
        targetLayout = ScrollTargetLayoutNode.first(in: self)
        return targetLayout
    }

    /// Writes the id of the target at the binding's anchor of the viewport (the first in
    /// view, with no anchor) into the `scrollPosition` binding.
    private func reportPosition() {
        guard let binding = environment.scrollPositionBinding, let layout = findTargetLayout() else { return }
        let anchor = binding.anchor ?? .topLeading
        let offset = contentOffset
        // The viewport's anchor point, in the content's (unscrolled) coordinates.
        let x = frame.minX + offset.x + frame.width * Fixed(anchor.x)
        let y = frame.minY + offset.y + frame.height * Fixed(anchor.y)
        var id: AnyHashable?
        for target in layout.targets {
            let rect = target.frame
            if axes.contains(.vertical) && rect.maxY <= y { continue }
            if axes.contains(.horizontal) && rect.maxX <= x { continue }
            id = ScrollTargetLayoutNode.id(of: target)
            break
        }
        guard let id, id != boundPosition else { return }
        boundPosition = id
        binding.set(id)
    }

    // MARK: Layout

    /// What the content is offered: nothing (its ideal length) along the scrolled axes.
    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                     height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        // What it is offered; where offered nothing (or without bound), the content's size.
        func finite(_ value: Fixed?) -> Fixed? { value.flatMap { $0 < Fixed.infinity ? $0 : nil } }
        if let width = finite(proposal.width), let height = finite(proposal.height) { return FixedSize(width: width, height: height) }
        let content = children.first?.size(for: contentProposal(proposal)) ?? .zero
        return FixedSize(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    override func placeChildren(in rect: FixedRect) {
        guard let content = children.first else { return }
        let size = content.size(for: contentProposal(ProposedSize(rect.size)))
        contentSize = size
        let anchor = environment.defaultScrollAnchor
        let before = contentOffset
        horizontal.setLengths(content: axes.contains(.horizontal) ? size.width : .zero, viewport: rect.width, anchor: anchor?.x)
        vertical.setLengths(content: axes.contains(.vertical) ? size.height : .zero, viewport: rect.height, anchor: anchor?.y)
        // Moved to the anchor by this layout: drawn again at the new offset.
        if contentOffset != before { drawingChanged() }
        // Along a scrolled axis the content starts at the leading edge (or, shorter than the
        // viewport, at the default scroll anchor); across, it is centred.
        // Laid out unscrolled: the offset moves it only where it is drawn and touched.
        func start(_ scrolled: Bool, _ origin: Fixed, _ viewport: Fixed, _ content: Fixed, _ unit: CGFloat?) -> Fixed {
            guard scrolled else { return origin + (viewport - content) / 2 }
            guard let unit, content < viewport else { return origin }
            return origin + (viewport - content) * Fixed(unit)
        }
        let x = start(axes.contains(.horizontal), rect.minX, rect.width, size.width, anchor?.x)
        let y = start(axes.contains(.vertical), rect.minY, rect.height, size.height, anchor?.y)
        content.place(in: FixedRect(x: Fixed(x.roundedPixels), y: Fixed(y.roundedPixels), width: size.width, height: size.height))
    }

    /// The scroll offset shown (whole pixels): how far the content is moved up and left.
    var contentOffset: FixedPoint { FixedPoint(x: horizontal.shownOffset, y: vertical.shownOffset) }

    /// How far the content shows from where it is laid out.
    var contentShift: ContentShift { ContentShift(scrolledBy: contentOffset) }

    /// Where the content's entries were put in the last build that drew them.
    private var drewContentAt: ContentShift?

    /// Geometry readers in the content: where they stand on screen changes with the offset.
    private var readers: [ObjectIdentifier: WeakGeometryReader] = [:]

    /// Notes a geometry reader in the content, to be placed again when the content moves.
    func watchOffset(_ reader: GeometryReaderNode) {
        readers[ObjectIdentifier(reader)] = WeakGeometryReader(node: reader)
    }

    /// The content moved: it is drawn again where it now shows (nothing is laid out again
    /// but the geometry readers in it, whose closures see where they stand).
    private func offsetChanged() {
        // Changes made before in an animated transaction are applied apart from this one.
        graph?.stateWillChange?(nil)
        drawingChanged()
        reportPosition()
        for (id, reader) in readers {
            guard let node = reader.node, node.isInGraph else {
                readers[id] = nil
                continue
            }
            node.invalidateLayout()
        }
        // Anchors in the content are somewhere else on screen now.
        graph?.preferencesChanged = true
        graph?.needsUpdate = true
    }

    // MARK: Drawing

    override func draw(into builder: inout DisplayListBuilder) {
        var clip = GroupEffect()
        clip.clip = frame
        builder.beginGroup(clip, owner: self)
        builder.markScrollGroup(offset: contentOffset)
        let outside = builder.visibleRect
        // Beyond a margin for shadows, what lies outside the viewport is not drawn.
        let visible = builder.screenPixels(of: frame).insetBy(dx: -ScrollViewNode.drawingMargin, dy: -ScrollViewNode.drawingMargin)
        builder.visibleRect = outside.map { $0.intersection(visible) } ?? visible
        let shift = builder.shift, previousShift = builder.previousShift
        builder.shift = shift + contentShift
        // The content's runs in the previous list lie where this drew them last.
        builder.previousShift = drewContentAt ?? builder.shift
        drewContentAt = builder.shift
        for child in children { child.buildDisplayList(into: &builder) }
        builder.shift = shift
        builder.previousShift = previousShift
        builder.drewScrollContent = true
        builder.visibleRect = outside
        drawRefreshSpinner(into: &builder)
        drawIndicators(into: &builder)
        builder.endGroup()
    }

    /// How far beyond the viewport content is still drawn (a row's shadow may reach in).
    static let drawingMargin = 64

    private func drawIndicators(into builder: inout DisplayListBuilder) {
        let opacity = indicators.opacity
        guard opacity > 0 else { return }
        let color = ScrollIndicatorFade.color(opacity: opacity)
        if axes.contains(.vertical), showsIndicators, environment.verticalScrollIndicatorVisibility.showsIndicators,
           let rect = ScrollIndicatorFade.bar(along: .vertical, viewport: frame, content: contentSize.height, motion: vertical,
                                              bothAxes: axes == [.horizontal, .vertical]) {
            builder.add(.fill(.capsule, rect: rect, color: color), bounds: rect, owner: self)
        }
        if axes.contains(.horizontal), showsIndicators, environment.horizontalScrollIndicatorVisibility.showsIndicators,
           let rect = ScrollIndicatorFade.bar(along: .horizontal, viewport: frame, content: contentSize.width, motion: horizontal,
                                              bothAxes: axes == [.horizontal, .vertical]) {
            builder.add(.fill(.capsule, rect: rect, color: color), bounds: rect, owner: self)
        }
    }

    // MARK: Touches

    override var acceptsTouchesInFrame: Bool { true }

    /// The content takes touches only inside the viewport (the rest of it is clipped away).
    override var ownTouchAreaHoldsChildren: Bool { true }

    /// Only touches inside the viewport reach the content, at the point of the content that
    /// shows there.
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard frame.contains(point) else { return false }
        let inContent = contentShift.unapply(point)
        for child in hitTestOrder.reversed() where child.hitTest(inContent, path: &path) { break }
        path.append(self)
        return true
    }

    /// The axes a finger moves the content along: with `.basedOnSize` bounce, not those
    /// along which the content fits.
    var draggableAxes: Axis.Set {
        var result = axes
        if environment.verticalScrollBounceBehavior == .basedOnSize && vertical.limit == 0 { result.remove(.vertical) }
        if environment.horizontalScrollBounceBehavior == .basedOnSize && horizontal.limit == 0 { result.remove(.horizontal) }
        return result
    }

    func makeRecognizer() -> GestureRecognizer? {
        guard environment.isScrollEnabled, !draggableAxes.isEmpty else { return nil }
        return ScrollRecognizer(node: self)
    }

    /// A touch landed at `time`: content moving by itself stops under it. Returns whether
    /// it was moving.
    func catchMotion(at time: MonotonicTime) -> Bool {
        _ = advance(to: time)
        guard horizontal.isMoving || vertical.isMoving else { return false }
        if axes.contains(.horizontal) { horizontal.beginDrag() }
        if axes.contains(.vertical) { vertical.beginDrag() }
        indicators.move()
        offsetChanged()
        return true
    }

    func beginDrag() {
        if axes.contains(.horizontal) { horizontal.beginDrag() }
        if axes.contains(.vertical) { vertical.beginDrag() }
        indicators.move()
        drawingChanged()
    }

    /// The finger is `translation` away from where the drag started.
    func drag(by translation: FixedPoint) {
        let before = contentOffset
        let axes = draggableAxes
        if axes.contains(.horizontal) { horizontal.drag(by: Int64(translation.x.raw) << 16) }
        if axes.contains(.vertical) { vertical.drag(by: Int64(translation.y.raw) << 16) }
        if contentOffset != before { offsetChanged() }
    }

    /// The finger lifted at `time`, moving at `velocity` (position units per second).
    func endDrag(velocity: (x: Int64, y: Int64), at time: MonotonicTime) {
        // An axis the finger could not move (content that fits, `.basedOnSize`) stays put.
        let draggable = draggableAxes
        if axes.contains(.horizontal) {
            if draggable.contains(.horizontal) {
                horizontal.endDrag(velocity: velocity.x, at: time, snap: snap(along: .horizontal))
            } else {
                horizontal.stop()
            }
        }
        if axes.contains(.vertical) {
            if draggable.contains(.vertical), refreshing == nil, let refresh = environment.refresh,
               vertical.position < -(Int64(ScrollViewNode.refreshThreshold.raw) << 16) {
                startRefresh(refresh, velocity: velocity.y, at: time)
            } else if draggable.contains(.vertical) {
                vertical.endDrag(velocity: velocity.y, at: time, snap: snap(along: .vertical))
            } else {
                vertical.stop()
            }
        }
        settleIndicators(at: time)
        graph?.startDriving(self)
        graph?.needsUpdate = true
    }

    /// Where a lifted finger leaves the content along `axis`, under the environment's
    /// `scrollTargetBehavior` (nil: it flings freely).
    private func snap(along axis: Axis) -> ((Int64, Int64, Int64) -> Int64)? {
        let vertical = axis == .vertical
        switch environment.scrollSnapping {
        case .none:
            return nil
        case .paging:
            // Pages are the viewport's length: a fling turns one page from the page the drag
            // started on; a slow drag past half a page turns it too.
            let page = Int64((vertical ? frame.height : frame.width).raw) << 16
            guard page > 0 else { return nil }
            return { start, position, velocity in
                if abs(velocity) >= ScrollAxisMotion.minimumFlingSpeed {
                    let startPage = (Swift.max(start, 0) + page / 2) / page
                    return (startPage + (velocity > 0 ? 1 : -1)) * page
                }
                return (Swift.max(position, 0) + page / 2) / page * page
            }
        case .viewAligned:
            // The target whose start lies nearest to where a fling would stop.
            guard let layout = findTargetLayout() else { return nil }
            let origin = vertical ? Fixed(frame.minY.roundedPixels) : Fixed(frame.minX.roundedPixels)
            let starts = layout.targets.map { Int64(((vertical ? $0.frame.minY : $0.frame.minX) - origin).raw) << 16 }
            guard !starts.isEmpty else { return nil }
            return { _, position, velocity in
                let end = ScrollAxisMotion.projected(position, velocity: velocity)
                return starts.min { abs($0 - end) < abs($1 - end) } ?? end
            }
        }
    }

    // MARK: Refreshing

    /// How far past the top a pull must go to refresh.
    static let refreshThreshold = Fixed(60)
    /// How far the content is held open while the refresh runs.
    static let refreshHeight = Fixed(50)
    /// The refresh running.
    private var refreshing: Task<Void, Never>?

    private func startRefresh(_ refresh: RefreshAction, velocity: Int64, at time: MonotonicTime) {
        vertical.hold(open: Int64(ScrollViewNode.refreshHeight.raw) << 16, velocity: velocity, at: time)
        refreshing = Task { @MainActor [weak self] in
            await refresh()
            self?.endRefresh()
        }
        drawingChanged()
    }

    private func endRefresh() {
        refreshing = nil
        guard isInGraph else { return }
        let time = graph?.time ?? .zero
        vertical.hold(open: 0, velocity: 0, at: time)
        indicators.move()
        graph?.startDriving(self)
        offsetChanged()
    }

    override func didRemove() {
        super.didRemove()
        refreshing?.cancel()
        refreshing = nil
    }

    /// A spinner of eight dots in the gap above the content, while pulled down with a
    /// refresh action or while refreshing.
    private func drawRefreshSpinner(into builder: inout DisplayListBuilder) {
        guard environment.refresh != nil || refreshing != nil else { return }
        let gap = -contentOffset.y
        guard gap > Fixed(4) else { return }
        let center = FixedPoint(x: frame.minX + frame.width / 2, y: frame.minY + gap / 2)
        let spots: [(Int, Int)] = [(0, -10), (7, -7), (10, 0), (7, 7), (0, 10), (-7, 7), (-10, 0), (-7, -7)]
        for (index, spot) in spots.enumerated() {
            let rect = FixedRect(x: center.x + Fixed(spot.0 - 2), y: center.y + Fixed(spot.1 - 2), width: Fixed(4), height: Fixed(4))
            // Gray, fading around the ring (UIKit's spinner, standing still).
            let color = PixelColor(red: 142, green: 142, blue: 147, alpha: UInt8(255 - index * 24))
            builder.add(.fill(.capsule, rect: rect, color: color), bounds: rect, owner: self)
        }
    }

    // MARK: Moving by itself

    func advance(to time: MonotonicTime) -> Bool {
        let before = contentOffset
        let movingH = horizontal.advance(to: time)
        let movingV = vertical.advance(to: time)
        if contentOffset != before { offsetChanged() }
        settleIndicators(at: time)
        let opacity = indicators.opacity
        indicators.advance(to: time)
        if indicators.opacity != opacity { drawingChanged(); graph?.needsUpdate = true }
        return movingH || movingV || horizontal.isDragging || vertical.isDragging || indicators.isFading
    }

    /// Notes when the content came to rest, for the indicators' fade.
    private func settleIndicators(at time: MonotonicTime) {
        if horizontal.isMoving || vertical.isMoving || horizontal.isDragging || vertical.isDragging {
            indicators.move()
        } else {
            indicators.rest(at: time)
        }
    }

    /// Scrolls so that `target` (a rectangle in the content's coordinates, from the last
    /// layout) shows at `anchor`, or, with no anchor, just enough to show it whole. Returns
    /// how far the content will show moved from where it is laid out, once there.
    @discardableResult
    func scroll(toShow target: FixedRect, anchor: UnitPoint?, animation: Animation?, at time: MonotonicTime) -> ContentShift {
        func offset(_ itemStart: Fixed, _ itemLength: Fixed, _ viewportStart: Fixed, _ viewportLength: Fixed,
                    _ current: Fixed, _ unit: CGFloat?) -> Fixed {
            // Where the item starts in the content (laid out from the viewport's start).
            let inContent = itemStart - Fixed(viewportStart.roundedPixels)
            guard let unit else {
                if inContent < current { return inContent }
                if inContent + itemLength > current + viewportLength { return inContent + itemLength - viewportLength }
                return current
            }
            return inContent + itemLength * Fixed(unit) - viewportLength * Fixed(unit)
        }
        let current = contentOffset
        var final = current
        if axes.contains(.horizontal) {
            let x = offset(target.minX, target.width, frame.minX, frame.width, current.x, anchor?.x)
            final.x = horizontal.scroll(to: Int64(x.raw) << 16, animation: animation, at: time)
        }
        if axes.contains(.vertical) {
            let y = offset(target.minY, target.height, frame.minY, frame.height, current.y, anchor?.y)
            final.y = vertical.scroll(to: Int64(y.raw) << 16, animation: animation, at: time)
        }
        if animation != nil {
            indicators.move()
            graph?.startDriving(self)
        }
        offsetChanged()
        return ContentShift(scrolledBy: final)
    }
}
