import PanelBase

/// Animates its content with keyframes, as SwiftUI's `KeyframeAnimator`: `content` is made
/// for the keyframes' value at every frame while they play. Repeating, they loop for as
/// long as the view is shown (not repeating, the content shows the initial value); with
/// a trigger, each change plays them once from the value shown then, and the content
/// keeps the value they end at.
///
/// The node is frame-driven: the host asks for frames only while keyframes play, and each
/// frame's value is the timeline's at the frame's time, so frames agree wherever their
/// times agree.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: (any Equatable)?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops the keyframes (when `repeating`) for as long as the view is shown.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        self.trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once whenever `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = false
        self.trigger = trigger
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { KeyframeAnimatorNode() }
}

/// What a keyframe animator keeps between frames: the timeline playing and when it began.
final class KeyframeAnimatorRun<Value> {
    var value: Value
    var timeline: KeyframeTimeline<Value>?
    var start = MonotonicTime.zero
    var trigger: PhaseAnimatorTrigger?
    init(value: Value) { self.value = value }
}

/// A keyframe animator as its node sees it, whatever its types.
@MainActor
protocol KeyframeAnimatorDriving {
    /// The content at `time`, and whether keyframes still play after it.
    func content(at time: MonotonicTime, run: inout AnyObject?) -> (view: any View, playing: Bool)
}

extension KeyframeAnimator: KeyframeAnimatorDriving {
    func content(at time: MonotonicTime, run stored: inout AnyObject?) -> (view: any View, playing: Bool) {
        let run = (stored as? KeyframeAnimatorRun<Value>) ?? KeyframeAnimatorRun(value: initialValue)
        stored = run
        if let trigger {
            let current = PhaseAnimatorTrigger(value: trigger)
            if let last = run.trigger, last != current {
                run.timeline = KeyframeTimeline(initialValue: run.value, keyframes: keyframes(run.value))
                run.start = time
            }
            run.trigger = current
            guard let timeline = run.timeline else { return (content(run.value), false) }
            let elapsed = time - run.start
            run.value = timeline.value(atNanoseconds: elapsed)
            if elapsed >= timeline.nanoseconds { run.timeline = nil }
            return (content(run.value), run.timeline != nil)
        }
        guard repeating else { return (content(initialValue), false) }
        if run.timeline == nil {
            run.timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
            run.start = time
        }
        let timeline = run.timeline!
        guard timeline.nanoseconds > 0 else { return (content(timeline.value(atNanoseconds: 0)), false) }
        return (content(timeline.value(atNanoseconds: (time - run.start) % timeline.nanoseconds)), true)
    }
}

/// The node of a keyframe animator: its body is the content for the value at the latest
/// frame's time, made again at every frame while keyframes play.
final class KeyframeAnimatorNode: CompositeNode, FrameDriven {
    private var run: AnyObject?
    private var frameTime = MonotonicTime.zero
    private var playing = false

    override func makeBody() -> any View {
        guard let animator = view as? KeyframeAnimatorDriving, let graph else { return EmptyView() }
        let made = animator.content(at: Swift.max(frameTime, graph.time), run: &run)
        playing = made.playing
        if playing { graph.startDriving(self) }
        return made.view
    }

    func advance(to time: MonotonicTime) -> Bool {
        guard isInGraph else { return false }
        frameTime = time
        markDirty()
        // The frame at `time` is made; a run that ends by then needs no more.
        return playing
    }
}

extension View {
    /// Loops keyframes on this view; `content` applies their value to it.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { value in content(PlaceholderContentView(content: self), value) }, keyframes: keyframes)
    }

    /// Plays keyframes on this view whenever `trigger` changes.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { value in content(PlaceholderContentView(content: self), value) }, keyframes: keyframes)
    }
}
