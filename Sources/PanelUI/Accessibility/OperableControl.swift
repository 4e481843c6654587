import PanelBase

/// A button or toggle on screen as something besides a finger may operate it (a message
/// broker, Home Assistant): its element (label, identifier, frame, whether enabled), a
/// toggle's state, and activation as assistive technology activates a control: a
/// button's action runs, a toggle flips, with no touch on the screen.
public struct OperableControl: Sendable {
    public var element: InteractiveElement
    /// A toggle's state; nil for a button.
    public var isOn: Bool?
}

/// A control that says whether it is on (a toggle).
@MainActor
protocol ToggleStateDescribing {
    var toggleIsOn: Bool { get }
}

extension Toggle: ToggleStateDescribing {
    var toggleIsOn: Bool { isOn.wrappedValue }
}

extension ViewHost {
    /// The enabled and disabled buttons and toggles in the last layout, in drawing order.
    public func operableControls() -> [OperableControl] {
        InteractiveElementCollector.operableControls(from: graph.root).map { OperableControl(element: $0.element, isOn: $0.isOn) }
    }

    /// Activates `control` (one of `operableControls()`, found again by its element) as
    /// assistive technology would: a button's action runs, a toggle flips; false when it is
    /// gone or disabled. The change shows at the next frame, as a touch's does.
    @discardableResult
    public func activateControl(_ control: OperableControl) -> Bool {
        let controls = InteractiveElementCollector.operableControls(from: graph.root)
        guard let found = controls.first(where: { $0.element == control.element }), found.element.isEnabled else { return false }
        found.activate()
        return true
    }
}
