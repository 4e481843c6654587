import Panel

/// Connects a panel file's controls to the kiosk: the values they start with (saved state
/// or the file's defaults), and what happens when one is used (an action runs, the new
/// value is saved). Actions report back here; a failed one marks its control.
@MainActor
final class PanelController {
    let panel: PanelFile
    let initialValues: [String: ControlValue]
    /// A control whose value changed (toggle, triple, slider).
    var onChange: (ControlSpec, ControlValue) -> Void = { _, _ in }
    /// A button tapped or a hold completed.
    var onFire: (ControlSpec) -> Void = { _ in }

    /// The failed-controls state of the panel view, which the view hands over each time it
    /// is evaluated: it stands in for an observable object, so results arriving from the
    /// event loop redraw the controls they concern.
    var failedControls: Binding<Set<String>>?

    init(panel: PanelFile, saved: [String: ControlValue]) {
        self.panel = panel
        var values: [String: ControlValue] = [:]
        for control in panel.controls {
            let fallback: ControlValue
            switch control.kind {
            case let .toggle(_, initial, _, _): fallback = .toggle(initial)
            case let .triple(states, initial): fallback = .triple(states[initial])
            case let .slider(_, _, _, initial): fallback = .slider(initial)
            case .button, .hold: continue
            }
            values[control.id] = PanelController.restored(saved[control.id], for: control.kind) ?? fallback
        }
        initialValues = values
    }

    /// A saved value, if it still fits the control (the panel file may have changed since).
    static func restored(_ value: ControlValue?, for kind: ControlKind) -> ControlValue? {
        switch (value, kind) {
        case (.toggle?, .toggle): return value
        case let (.triple(name)?, .triple(states, _)) where states.contains(name): return value
        case let (.slider(v)?, .slider(minimum, maximum, _, _)) where v >= minimum && v <= maximum: return value
        default: return nil
        }
    }

    /// The text an action receives for a value.
    static func valueText(_ value: ControlValue?, for kind: ControlKind) -> String {
        switch (value, kind) {
        case let (.toggle(on)?, .toggle(_, _, onValue, offValue)): return on ? onValue : offValue
        case let (.triple(name)?, _): return name
        case let (.slider(v)?, _): return JSONWriter.number(v)
        default: return "1"
        }
    }

    /// Records an action's outcome on its control.
    func actionFinished(controlID: String, succeeded: Bool) {
        guard let failedControls else { return }
        var failed = failedControls.wrappedValue
        let changed = succeeded ? failed.remove(controlID) != nil : failed.insert(controlID).inserted
        if changed { failedControls.wrappedValue = failed }
    }
}
