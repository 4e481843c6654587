import PanelBase

/// Animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`: the
/// content is made for the current phase, and each move to the next phase runs inside
/// `withAnimation(animation(next))`. Without a trigger it cycles for as long as it is
/// shown; with one, each change of the trigger runs one pass, from the first phase through
/// the last and back to the first.
///
/// The next phase starts when the animation into the current one is logically complete
/// (`AnimationCompletionCriteria.logicallyComplete`), at that moment of the frame clock, so
/// the phases follow each other the same way whatever the frame times are.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var run = PhaseAnimatorRun()

    /// Cycles through `phases` for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once whenever `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[Swift.min(index, phases.count - 1)])
                .onAppear {
                    run.isShown = true
                    if trigger == nil { step() }
                }
                .onDisappear { run.isShown = false }
                .onChange(of: PhaseAnimatorTrigger(value: trigger)) { step() }
        }
    }

    /// Moves to the next phase under its animation; when that is logically complete, on
    /// to the one after, unless the pass is over.
    private func step() {
        guard phases.count > 1, run.isShown else { return }
        run.generation += 1
        let generation = run.generation
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: { [run] in
            // A newer step (a trigger during the pass) or leaving the screen ends this one.
            guard run.generation == generation, run.isShown else { return }
            if trigger != nil && next == 0 { return }
            step()
        }
    }
}

/// What a phase animator keeps between its steps (a reference, so completions made by
/// earlier values of the view see the latest).
final class PhaseAnimatorRun {
    var generation = 0
    var isShown = false
}

/// A trigger compared by its own `==`.
struct PhaseAnimatorTrigger: Equatable {
    let value: (any Equatable)?

    static func == (a: PhaseAnimatorTrigger, b: PhaseAnimatorTrigger) -> Bool {
        guard let left = a.value, let right = b.value else { return a.value == nil && b.value == nil }
        func open<E: Equatable>(_ left: E) -> Bool { (right as? E) == left }
        return open(left)
    }
}

extension View {
    /// Cycles this view through `phases` for as long as it is shown; `content` applies a
    /// phase's effects to it.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: self), phase) }, animation: animation)
    }

    /// Runs this view through `phases` once whenever `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(content: self), phase) },
                      animation: animation)
    }
}
