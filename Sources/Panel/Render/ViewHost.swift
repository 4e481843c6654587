/// Runs a view tree without a display: updates it, lays it out in a given size, turns it
/// into a display list with damage, and feeds it touches and time. The display loop drives
/// the same type; tests drive it directly with scripted touches.
@MainActor
public final class ViewHost {
    let graph: ViewGraph
    private let router = TouchRouter()
    private var hasUpdated = false
    private var drawnSize: FixedSize?

    /// What the last update drew.
    public private(set) var displayList = DisplayList()
    /// What changed on screen in the last update (all of it after the first).
    public private(set) var damage: [PixelRect] = []

    /// Hosts `rootView` on a screen of `size` logical pixels.
    public init<Root: View>(rootView: Root, size: CGSize, textMeasurer: any TextMeasuring = ApproximateTextMeasurer()) {
        graph = ViewGraph(rootView: rootView, size: FixedSize(size), textMeasurer: textMeasurer)
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

    /// Whether state changed since the last update (a frame is needed).
    public var needsUpdate: Bool { !hasUpdated || graph.needsUpdate }

    /// Re-evaluates changed views, lays out, and redraws the display list. Returns the
    /// damage (empty when nothing changed).
    @discardableResult
    public func update() -> [PixelRect] {
        guard needsUpdate else {
            damage = []
            return damage
        }
        // A first frame, or a new screen size, redraws everything.
        let first = !hasUpdated || drawnSize != graph.size
        hasUpdated = true
        drawnSize = graph.size
        graph.update()
        var builder = DisplayListBuilder()
        graph.root.render(into: &builder)
        let previous = displayList
        displayList = builder.list
        damage = first ? [graph.size.enclosingScreen] : displayList.damage(since: previous)
        return damage
    }

    /// Delivers one touch event: hit-tested against the last layout, it drives the
    /// gestures of the views it began on. Gesture timers due before it fire first.
    public func send(_ event: PointerEvent) {
        if !hasUpdated { update() }
        router.handle(event, root: graph.root)
    }

    /// Fires the gesture timers due at or before `time` (a long press's deadline).
    public func advance(to time: MonotonicTime) {
        router.advance(to: time)
    }

    /// When the next gesture timer is due, if any: the event loop sleeps until then.
    public var nextDeadline: MonotonicTime? { router.nextDeadline }

    /// Every control and gesture view in the last layout, with label, frame and
    /// activation point.
    public func interactiveElements() -> [InteractiveElement] {
        if !hasUpdated { update() }
        return InteractiveElementCollector.collect(from: graph.root)
    }

    /// The first control (or gesture view) with `label`, preferring buttons and toggles.
    public func element(labeled label: String) -> InteractiveElement? {
        let elements = interactiveElements().filter { $0.label == label }
        return elements.first { $0.kind != .gesture } ?? elements.first
    }

    /// Frames of the texts showing exactly `string`, from the last layout.
    public func frames(ofText string: String) -> [FixedRect] {
        var frames: [FixedRect] = []
        graph.root.forEachDescendant { if let text = $0 as? TextNode, text.content == string { frames.append(text.frame) } }
        return frames
    }

    /// Every text on screen, in drawing order.
    public var visibleTexts: [String] { InteractiveElementCollector.texts(in: graph.root) }
}

extension FixedSize {
    var enclosingScreen: PixelRect { FixedRect(origin: .zero, size: self).enclosingPixels }
}
