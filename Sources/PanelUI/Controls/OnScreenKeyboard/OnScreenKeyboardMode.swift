import PanelBase

/// When a panel shows its on-screen keyboard for a focused text field.
public enum OnScreenKeyboardMode: Hashable, Sendable {
    /// While no hardware keyboard is known: none attached (`hasHardwareKeyboard`), and no
    /// key typed on one since.
    case automatic
    /// Whenever a text field has focus, keyboard or not.
    case always
    /// Never: fields are typed into with a hardware keyboard or a scanner only.
    case never
}
