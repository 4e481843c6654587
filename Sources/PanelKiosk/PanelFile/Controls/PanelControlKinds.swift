/// Every kind of control a panel file may name, in one place: the decoder looks a
/// control's `type` up here, and messages list the kinds in this order.
enum PanelControlKinds {
    static var all: [any PanelControlKind.Type] {
        [ButtonControl.self, HoldControl.self, ToggleControl.self, TripleControl.self, SliderControl.self,
         TextControl.self, NumberControl.self, PinControl.self, ReadoutControl.self]
    }

    /// The kind a file names `typeName`; nil for a name no kind has.
    static func named(_ typeName: String) -> (any PanelControlKind.Type)? {
        all.first { $0.typeName == typeName }
    }

    /// "button, hold, toggle, triple, slider, text, number, pin or readout", for messages.
    static var namesText: String {
        let names = all.map { $0.typeName }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
