/// The kernel's two multitouch protocols (Documentation/input/multi-touch-protocol.rst).
public enum MultitouchProtocol: Hashable, Sendable, CustomStringConvertible {
    /// Anonymous contacts: every frame lists all of them, each ended by SYN_MT_REPORT.
    /// Panel turns them into slots with mtdev, as libinput and X do.
    case a
    /// Slots (ABS_MT_SLOT) whose contacts carry tracking ids.
    case b

    public var description: String {
        switch self {
        case .a: return "protocol A (through mtdev)"
        case .b: return "protocol B"
        }
    }
}
