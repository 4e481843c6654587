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
    /// A finger lifted from a button or hold button it was on (after a press, a long
    /// press, or neither).
    var onRelease: (ControlSpec) -> Void = { _ in }
    /// A secret typed (a PIN): for the action's standard input only.
    var onSecret: (ControlSpec, String) -> Void = { _, _ in }

    /// The failed-controls state of the panel view, which the view hands over each time it
    /// is evaluated: it stands in for an observable object, so results arriving from the
    /// event loop redraw the controls they concern.
    var failedControls: Binding<Set<String>>?
    /// The values the panel view shows, handed over the same way, so a value set from
    /// outside (a command over MQTT) redraws its control.
    var shownValues: Binding<[String: ControlValue]>?
    /// The messages shown on controls ("no answer from device"), handed over the same way.
    var controlMessages: Binding<[String: String]>?
    /// A device's state changed what a control shows (a report, or a touch put back for
    /// want of confirmation): published and saved, without running the action.
    var onDeviceState: (ControlSpec, ControlValue) -> Void = { _, _ in }
    /// Touched values waiting for their device's state (`attachFeedback`).
    private(set) var confirmations: StateConfirmations?
    private var dragPublishing = DragPublishing()
    /// The time a dragged slider's rate is measured with.
    var clock: () -> MonotonicTime = { .now() }

    /// Each readout's reading, set by its source (`ReadoutMonitor`); absent: waiting.
    private(set) var readings: [String: ReadoutReading] = [:]
    /// The readings the panel view shows, handed over like `shownValues`.
    var shownReadings: Binding<[String: ReadoutReading]>?
    /// A readout's reading changed (published over MQTT when fresh).
    var onReading: (ControlSpec, ReadoutReading) -> Void = { _, _ in }
    /// What reads the readouts' sources while the panel is shown in a kiosk.
    var readoutMonitor: ReadoutMonitor?

    /// Every control's current value (controls without one are absent).
    private(set) var values: [String: ControlValue]
    private let controlsByID: [String: ControlSpec]

    /// The page shown, by id (a file without pages has one).
    var page: String

    /// `page`, when given and still a page of the file, is shown first (the page shown
    /// before the file was loaded again); otherwise the first page.
    init(panel: PanelFile, saved: [String: ControlValue], page: String? = nil) {
        self.panel = panel
        self.page = page.flatMap { panel.page(id: $0)?.id } ?? panel.pages.first?.id ?? PanelPage.singlePageID
        var values: [String: ControlValue] = [:]
        for control in panel.controls {
            // A control without a value (a button) is neither saved nor restored.
            guard let fallback = control.kind.initialValue else { continue }
            values[control.id] = saved[control.id].flatMap { control.kind.restored($0) } ?? fallback
        }
        initialValues = values
        self.values = values
        controlsByID = Dictionary(panel.controls.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func control(id: String) -> ControlSpec? { controlsByID[id] }

    /// A control was used on the screen and now has `value`.
    func changed(_ control: ControlSpec, to value: ControlValue) {
        values[control.id] = value
        confirmations?.dismissMessage(of: control.id)
        // A dragged slider's values wait for its release, or go out at its rate.
        let rate = (control.kind as? SliderControl)?.updatesPerSecond
        guard dragPublishing.admits(value, for: control.id, rate: rate, now: clock()) else { return }
        confirmations?.sent(value, for: control)
        onChange(control, value)
    }

    /// A touch started (true) or stopped (false) dragging `control`'s value: on release,
    /// the value it was left at goes out if it has not yet.
    func editing(_ control: ControlSpec, _ active: Bool) {
        if active { return dragPublishing.began(control.id, at: values[control.id]) }
        guard dragPublishing.ended(control.id, at: values[control.id]), let value = values[control.id] else { return }
        confirmations?.sent(value, for: control)
        onChange(control, value)
    }

    /// Sets a control from outside, as if it had been used on the screen (its action runs,
    /// the value is saved); nothing happens when it already has that value. Returns whether
    /// it changed.
    @discardableResult
    func set(_ control: ControlSpec, to value: ControlValue) -> Bool {
        guard values[control.id] != value else { return false }
        show(value, on: control)
        confirmations?.sent(value, for: control)
        onChange(control, value)
        return true
    }

    /// Shows `value` on a control without running its action: the device's own report of
    /// its state.
    func show(_ value: ControlValue, on control: ControlSpec) {
        values[control.id] = value
        if let shownValues, shownValues.wrappedValue[control.id] != value { shownValues.wrappedValue[control.id] = value }
    }

    func setConfirmations(_ confirmations: StateConfirmations?) { self.confirmations = confirmations }

    /// Shows a readout's new reading; nothing happens when it is the one shown.
    func show(_ reading: ReadoutReading, onReadout control: ControlSpec) {
        guard readings[control.id] != reading else { return }
        readings[control.id] = reading
        if let shownReadings, shownReadings.wrappedValue[control.id] != reading { shownReadings.wrappedValue[control.id] = reading }
        onReading(control, reading)
    }

    /// Records an action's outcome on its control.
    func actionFinished(controlID: String, succeeded: Bool) {
        guard let failedControls else { return }
        var failed = failedControls.wrappedValue
        let changed = succeeded ? failed.remove(controlID) != nil : failed.insert(controlID).inserted
        if changed { failedControls.wrappedValue = failed }
    }
}
