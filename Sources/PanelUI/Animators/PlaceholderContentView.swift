import PanelBase

/// The view a phase or keyframe animator modifier, or a custom `Transition`, was applied
/// to, handed to their closures to apply the animated effects to.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init(content: some View) { self.content = AnyView(content) }
    public var body: some View { content }
}
