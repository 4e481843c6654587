import Panel

extension PanelController {
    /// Makes touched values wait for their device's state on `dispatcher`'s loop.
    func attachFeedback(dispatcher: EventDispatcher, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        confirmations?.stop()
        let confirmations = StateConfirmations(startingWith: values, dispatcher: dispatcher, log: log)
        confirmations.revert = { [unowned self] control, value in
            guard values[control.id] != value else { return }
            show(value, on: control)
            onDeviceState(control, value)
        }
        confirmations.showMessage = { [unowned self] id, message in
            guard let controlMessages, controlMessages.wrappedValue[id] != message else { return }
            controlMessages.wrappedValue[id] = message
        }
        setConfirmations(confirmations)
    }

    /// The device of `control` reports `value` (its state topic, file or command): shown
    /// unless it is a value the panel sent earlier that the device is still catching up
    /// with. Returns whether what the control shows changed.
    @discardableResult
    func reported(_ value: ControlValue, on control: ControlSpec) -> Bool {
        if let confirmations, !confirmations.reported(value, for: control) { return false }
        guard values[control.id] != value else { return false }
        show(value, on: control)
        onDeviceState(control, value)
        return true
    }
}
