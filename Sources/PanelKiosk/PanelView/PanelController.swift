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
    /// A secret typed (a PIN): for the action's standard input only.
    var onSecret: (ControlSpec, String) -> Void = { _, _ in }

    /// The failed-controls state of the panel view, which the view hands over each time it
    /// is evaluated: it stands in for an observable object, so results arriving from the
    /// event loop redraw the controls they concern.
    var failedControls: Binding<Set<String>>?

    init(panel: PanelFile, saved: [String: ControlValue]) {
        self.panel = panel
        var values: [String: ControlValue] = [:]
        for control in panel.controls {
            // A control without a value (a button) is neither saved nor restored.
            guard let fallback = control.kind.initialValue else { continue }
            values[control.id] = saved[control.id].flatMap { control.kind.restored($0) } ?? fallback
        }
        initialValues = values
    }

    /// Records an action's outcome on its control.
    func actionFinished(controlID: String, succeeded: Bool) {
        guard let failedControls else { return }
        var failed = failedControls.wrappedValue
        let changed = succeeded ? failed.remove(controlID) != nil : failed.insert(controlID).inserted
        if changed { failedControls.wrappedValue = failed }
    }
}
