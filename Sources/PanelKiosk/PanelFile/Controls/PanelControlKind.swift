import Panel

/// One kind of control a panel file can describe (`"type": "toggle"`), as one type that
/// owns everything the kinds differ in: its fields in the file and their checks, the value
/// it starts with and how a saved one is read back, the text its action receives, and the
/// view that shows it. The fields every control has (`id`, `label`, `color`, `action`)
/// are `ControlSpec`'s.
///
/// `PanelControlKinds.all` lists the kinds; adding one is a file conforming to this
/// protocol and a line there (docs/panel-file.md, "Adding a control kind").
protocol PanelControlKind: Sendable {
    /// The control's `type` in the file.
    static var typeName: String { get }

    /// Reads the kind's own fields from the control's object, once the common fields are
    /// read. Records every problem rather than stopping at the first; nil when the fields
    /// cannot make a control. Fields it does not read are reported as unknown afterwards.
    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> Self?

    /// The value the control starts with when none is saved; nil for a control that has no
    /// value (it is then never saved nor restored).
    var initialValue: ControlValue? { get }

    /// A saved value, if it still fits the control: the panel file may have changed since
    /// it was saved. Nil makes the control start from `initialValue`.
    func restored(_ saved: ControlValue) -> ControlValue?

    /// The text an action receives (`{value}`, PANEL_VALUE) when the control is used:
    /// `value` is its new value, nil for a control without one.
    func actionText(for value: ControlValue?) -> String

    /// Why `action` cannot serve this control (nil: it can): a PIN's must read it from
    /// standard input.
    func problem(with action: ActionSpec) -> String?

    /// What a command's payload asks of this control, checked before anything runs: a
    /// value the control can take, or why not (ControlCommand.swift has the defaults: no
    /// commands, or `PRESS` for a button).
    func command(from payload: String) -> Result<ControlCommand, CommandRejection>

    /// The payload that publishes `value` as the control's state (nil: it has none).
    func statePayload(for value: ControlValue) -> String?

    associatedtype Content: View
    /// The view that shows the control on its card. `value` is the control's current value
    /// (nil for a control without one); setting it reports the change. `fire` runs the
    /// action of a control without a value; `submitSecret` runs it with a secret (a PIN)
    /// on the program's standard input, never kept, logged or saved.
    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> Content
}

extension PanelControlKind {
    /// What a control without a value gives an action: it was used, nothing more.
    static var firedText: String { "1" }

    /// Why `action` cannot serve this control (nil: it can), for the file's messages.
    func problem(with action: ActionSpec) -> String? { nil }
}

/// A control that holds no value and only fires (a button, a hold button): it starts and
/// restores as nothing, and its action receives `firedText`.
protocol FiringControlKind: PanelControlKind {}

extension FiringControlKind {
    var initialValue: ControlValue? { nil }
    func restored(_ saved: ControlValue) -> ControlValue? { nil }
    func actionText(for value: ControlValue?) -> String { Self.firedText }
}
