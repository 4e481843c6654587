import PanelBase

extension ViewHost {
    /// Delivers one input event: a pointer's to the views under it (`send(_: PointerEvent)`),
    /// a key's or a wheel's to the focused view (`inputFocus`).
    public func send(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer): send(pointer)
        case .key(let key): applyInput(at: key.timestamp) { inputFocus.deliver(key) }
        case .axis(let axis): applyInput(at: axis.timestamp) { inputFocus.deliver(axis) }
        }
    }
}
