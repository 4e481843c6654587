import PanelBase

/// A view a touch can operate, as Panel lists them: what it is, its label, where it is,
/// and where a tap activates it. The simulator and tests aim touches with these.
public struct InteractiveElement: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case button, toggle
        /// A view with a gesture of its own (`.gesture`, `.onTapGesture`).
        case gesture
        /// A view made one element by `accessibilityElement(children:)` with no control
        /// inside it, or one with an adjustable action.
        case element
    }
    public var kind: Kind
    /// The control's label text (its accessibility label if set), or, for a gesture, the
    /// text inside it or the label of the control it belongs to.
    public var label: String
    /// Its frame in the last layout, on screen.
    public var frame: FixedRect
    /// Where a tap activates it: its `.accessibility(activationPoint:)`, or its centre.
    public var activationPoint: FixedPoint
    public var isEnabled: Bool
    /// Its `accessibilityValue`, `accessibilityHint` and `accessibilityIdentifier`.
    public var value: String?
    public var hint: String?
    public var identifier: String?
    /// What it is: a button's `.isButton`, a toggle's `.isToggle`, with the traits its
    /// modifiers add and remove.
    public var traits: AccessibilityTraits
    /// It has an `accessibilityAdjustableAction` (`ViewHost.accessibilityAdjust`).
    public var isAdjustable: Bool

    public init(kind: Kind, label: String, frame: FixedRect, activationPoint: FixedPoint, isEnabled: Bool,
                value: String? = nil, hint: String? = nil, identifier: String? = nil,
                traits: AccessibilityTraits = [], isAdjustable: Bool = false) {
        self.kind = kind; self.label = label; self.frame = frame; self.activationPoint = activationPoint
        self.isEnabled = isEnabled; self.value = value; self.hint = hint; self.identifier = identifier
        self.traits = traits; self.isAdjustable = isAdjustable
    }

    public var description: String {
        "\(kind) \"\(label)\"\(value.map { " value \"\($0)\"" } ?? "") at \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)"
    }
}
