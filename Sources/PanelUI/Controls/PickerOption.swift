import PanelBase

/// One of a picker's options: its view and its tag (explicit `.tag`, or the id a
/// `ForEach` gave it).
struct PickerOption {
    let tag: AnyHashable?
    let view: AnyView

    /// Whether this option stands for `selection`: only a tag of the selection's own type
    /// matches (an `Int` tag never selects a `UInt8` selection), as in SwiftUI.
    func matches<SelectionValue: Hashable>(_ selection: SelectionValue) -> Bool {
        guard let value = tag?.base as? SelectionValue else { return false }
        return value == selection
    }

    /// The tag as a selection value, when it has the selection's type.
    func value<SelectionValue: Hashable>(as _: SelectionValue.Type) -> SelectionValue? {
        tag?.base as? SelectionValue
    }

    /// The options written in a picker's content, in order.
    @MainActor
    static func options(in content: some View) -> [PickerOption] {
        var options: [PickerOption] = []
        collect(content, implicitTag: nil, into: &options)
        return options
    }

    @MainActor
    static func collect(_ view: any View, implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        if let list = view as? PickerOptionListing {
            list.appendOptions(implicitTag: implicitTag, into: &options)
        } else if let list = view as? ViewListConvertible {
            var items: [ViewListItem] = []
            list.flatten(prefix: [], into: &items)
            for item in items { append(item.view, implicitTag: implicitTag, into: &options) }
        } else {
            append(view, implicitTag: implicitTag, into: &options)
        }
    }

    @MainActor
    private static func append(_ view: any View, implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        if view is EmptyView { return }
        let tag = (view as? TagReading)?.readTag ?? implicitTag
        options.append(PickerOption(tag: tag, view: AnyView(view)))
    }
}

/// A list view that hands out its options one level at a time, so a `ForEach` can give
/// each of its views its id as the implicit tag.
@MainActor
protocol PickerOptionListing {
    func appendOptions(implicitTag: AnyHashable?, into options: inout [PickerOption])
}

extension ForEach: PickerOptionListing where Content: View {
    func appendOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        for element in data {
            PickerOption.collect(content(element), implicitTag: AnyHashable(id(element)), into: &options)
        }
    }
}

extension TupleView: PickerOptionListing {
    func appendOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        for element in elements { PickerOption.collect(element, implicitTag: implicitTag, into: &options) }
    }
}
