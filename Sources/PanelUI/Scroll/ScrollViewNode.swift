import PanelBase

/// A scroll view in the view graph: lays its content out at full length along the scrolled
/// axes, places it moved by the scroll offset, draws it clipped to its frame (only the
/// rows in sight), takes the touches that scroll it, and moves by itself while it flings,
/// bounces or runs to a `scrollTo` target.
final class ScrollViewNode: ViewNode, TouchTaking, FrameDriven {
    override var ownValueAffectsLayout: Bool { false }
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

    package override func update(from view: any View, environment: EnvironmentValues) {
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
        reconcileOnlyChild(scroll.stackedContent, environment: environment)
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
        horizontal.setLengths(content: axes.contains(.horizontal) ? size.width : .zero, viewport: rect.width)
        vertical.setLengths(content: axes.contains(.vertical) ? size.height : .zero, viewport: rect.height)
        // Along a scrolled axis the content starts at the leading edge; across, it is centred.
        let x = axes.contains(.horizontal) ? rect.minX - horizontal.shownOffset : rect.minX + (rect.width - size.width) / 2
        let y = axes.contains(.vertical) ? rect.minY - vertical.shownOffset : rect.minY + (rect.height - size.height) / 2
        let target = FixedRect(x: Fixed(x.roundedPixels), y: Fixed(y.roundedPixels), width: size.width, height: size.height)
        // Only the offset changed: the content's frames move as they are.
        if content.layoutState.placedInPass >= 0, content.layoutState.placedInPass >= content.layoutState.changedBeforePass,
           content.frame.size == target.size, target.origin != content.frame.origin {
            content.translateFrames(dx: target.minX - content.frame.minX, dy: target.minY - content.frame.minY)
            // This node's touch bounds (and its ancestors') hold the content's, which moved.
            touchBoundsChanged()
            return
        }
        content.place(in: target)
    }

    /// The scroll offset shown (whole pixels): how far the content is moved up and left.
    var contentOffset: FixedPoint { FixedPoint(x: horizontal.shownOffset, y: vertical.shownOffset) }

    /// The content moved: it is placed again at the next update (its size is unchanged).
    private func offsetChanged() {
        // Changes made before in an animated transaction are applied apart from this one.
        graph?.stateWillChange?(nil)
        invalidateLayout()
        graph?.needsUpdate = true
    }

    // MARK: Drawing

    package override func draw(into builder: inout DisplayListBuilder) {
        var clip = GroupEffect()
        clip.clip = frame
        builder.beginGroup(clip, owner: self)
        builder.markScrollGroup(offset: contentOffset)
        let outside = builder.visibleRect
        // Beyond a margin for shadows, what lies outside the viewport is not drawn.
        let visible = builder.currentTransform.apply(frame).enclosingPixels.insetBy(dx: -ScrollViewNode.drawingMargin, dy: -ScrollViewNode.drawingMargin)
        builder.visibleRect = outside.map { $0.intersection(visible) } ?? visible
        for child in children { child.render(into: &builder) }
        builder.visibleRect = outside
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

    /// Only touches inside the viewport reach the content (the rest of it is clipped away).
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard frame.contains(point) else { return false }
        return super.hitTest(point, path: &path)
    }

    func makeRecognizer() -> GestureRecognizer? {
        guard environment.isScrollEnabled, !axes.isEmpty else { return nil }
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
        if axes.contains(.horizontal) { horizontal.drag(by: Int64(translation.x.raw) << 16) }
        if axes.contains(.vertical) { vertical.drag(by: Int64(translation.y.raw) << 16) }
        if contentOffset != before { offsetChanged() }
    }

    /// The finger lifted at `time`, moving at `velocity` (position units per second).
    func endDrag(velocity: (x: Int64, y: Int64), at time: MonotonicTime) {
        if axes.contains(.horizontal) { horizontal.endDrag(velocity: velocity.x, at: time) }
        if axes.contains(.vertical) { vertical.endDrag(velocity: velocity.y, at: time) }
        settleIndicators(at: time)
        graph?.startDriving(self)
        graph?.needsUpdate = true
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

    /// Scrolls so that `target` (a rectangle in screen coordinates, from the last layout)
    /// shows at `anchor`, or, with no anchor, just enough to show it whole. Returns how far
    /// the target will have moved on screen once there.
    @discardableResult
    func scroll(toShow target: FixedRect, anchor: UnitPoint?, animation: Animation?, at time: MonotonicTime) -> FixedPoint {
        func offset(_ itemStart: Fixed, _ itemLength: Fixed, _ viewportStart: Fixed, _ viewportLength: Fixed,
                    _ current: Fixed, _ unit: CGFloat?) -> Fixed {
            // Where the item starts in the content.
            let inContent = itemStart - viewportStart + current
            guard let unit else {
                if inContent < current { return inContent }
                if inContent + itemLength > current + viewportLength { return inContent + itemLength - viewportLength }
                return current
            }
            return inContent + itemLength * Fixed(unit) - viewportLength * Fixed(unit)
        }
        let current = contentOffset
        var shift = FixedPoint.zero
        if axes.contains(.horizontal) {
            let x = offset(target.minX, target.width, frame.minX, frame.width, current.x, anchor?.x)
            shift.x = current.x - horizontal.scroll(to: Int64(x.raw) << 16, animation: animation, at: time)
        }
        if axes.contains(.vertical) {
            let y = offset(target.minY, target.height, frame.minY, frame.height, current.y, anchor?.y)
            shift.y = current.y - vertical.scroll(to: Int64(y.raw) << 16, animation: animation, at: time)
        }
        if animation != nil {
            indicators.move()
            graph?.startDriving(self)
        }
        offsetChanged()
        return shift
    }
}
