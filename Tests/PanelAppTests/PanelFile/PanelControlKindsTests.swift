import Testing
@testable import PanelKiosk

/// What every kind in `PanelControlKinds` must do, so a kind added there is checked too.
@Suite struct PanelControlKindsTests {
    @Test func kindNamesAreUniqueAndListedInMessages() {
        let names = PanelControlKinds.all.map { $0.typeName }
        #expect(Set(names).count == names.count)
        #expect(PanelControlKinds.namesText == "button, hold, toggle, triple, slider, text, number, pin or readout")
        for name in names { #expect(PanelControlKinds.named(name)?.typeName == name) }
        #expect(PanelControlKinds.named("knob") == nil)
    }

    /// The fields a kind cannot do without: a readout's source.
    static let requiredFields = ["readout": #", "topic": "a/b""#]

    /// A control of each kind with only `type` and `label` (and what it requires) is valid,
    /// and the value it starts with reads back from a state file as itself.
    @Test(arguments: PanelControlKinds.all.map { $0.typeName })
    func eachKindDecodesWithItsDefaultsAndRestoresItsOwnValue(typeName: String) throws {
        let required = Self.requiredFields[typeName] ?? ""
        let text = #"{"controls": [{"type": "\#(typeName)", "label": "X"\#(required)}]}"#
        let kind = try PanelFileDecoder.decode(text, path: "p.json").controls[0].kind
        #expect(type(of: kind).typeName == typeName)
        if let initial = kind.initialValue {
            let saved = try StateStore.parse(#"{"values": {"x": \#(initial.json)}}"#)
            #expect(saved["x"].flatMap { kind.restored($0) } == initial)
        } else if kind is ReadoutControl {
            // A readout takes no touch: nothing for an action.
            #expect(kind.actionText(for: nil) == "")
        } else if !(kind is PinControl) {
            #expect(kind.actionText(for: nil) == "1")
        } else {
            // A PIN reaches its action on standard input only.
            #expect(kind.actionText(for: nil) == "")
        }
    }
}
