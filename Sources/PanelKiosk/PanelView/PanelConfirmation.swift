import Panel

/// A use of a control with a `confirm` question, waiting for the answer: the value the
/// touch asked for, or the press. Nothing runs and the control keeps its value until the
/// question's confirming button is pressed; Cancel drops it.
struct PanelConfirmation {
    let control: ControlSpec
    /// The new value; nil for a press (a button).
    let value: ControlValue?

    /// The question's title: the control's `confirm` text.
    var question: String { control.confirm ?? "" }

    /// The confirming button's title: "Yes" for a press, else the value the touch asked
    /// for in the control's words ("Heater: On"). Never the control's own label, which the
    /// card behind the question still shows (a touch script's `tap "Label"` finds one).
    var confirmingTitle: String {
        guard let value else { return "Yes" }
        switch value {
        case .toggle(let on): return "\(control.label): \(on ? "On" : "Off")"
        case .triple(let state): return "\(control.label): \(state)"
        default: return control.label
        }
    }

    /// The kinds a question may stand before: the uses that happen in one touch.
    static let kindsThatConfirm: Set<String> = ["button", "toggle", "triple"]
}
