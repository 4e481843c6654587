import PanelBase

/// A control for choosing one of a set of options: each option is a view in `content`
/// with a `.tag` (or the id `ForEach` gives it), and the picker writes the chosen option's
/// tag into `selection`. Its look comes from the nearest `.pickerStyle` (a menu by default).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    package let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = PickerConfiguration(label: AnyView(label), options: PickerOption.options(in: content),
                                                selection: selection)
        switch style {
        case .menu: AnyView(MenuPickerBody(configuration: configuration))
        case .segmented: AnyView(SegmentedPickerBody(configuration: configuration))
        case .wheel: AnyView(WheelPickerBody(configuration: configuration))
        case .inline: AnyView(InlinePickerBody(configuration: configuration))
        }
    }
}

extension Picker where Label == Text {
    /// A picker labelled with `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// What a picker's look is drawn from: its label, its options and the selection.
struct PickerConfiguration<SelectionValue: Hashable> {
    let label: AnyView
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    /// The option that matches the selection, if any.
    var selectedIndex: Int? { options.firstIndex { $0.matches(selection.wrappedValue) } }

    /// Selects option `index`; an option without a tag of the selection's type is inert.
    @MainActor
    func select(_ index: Int) {
        guard options.indices.contains(index), let value = options[index].value(as: SelectionValue.self) else { return }
        if value != selection.wrappedValue { selection.wrappedValue = value }
    }
}
