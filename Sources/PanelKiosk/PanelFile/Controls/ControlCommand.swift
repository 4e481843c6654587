/// What a command received for a control (over MQTT, `panel/<node>/<id>/set`) asks, once
/// its payload has been checked against the control: a new value, or a press.
enum ControlCommand: Sendable, Equatable {
    case set(ControlValue)
    /// A button's or hold button's press: its action runs.
    case press
}

/// Why a command's payload is not taken: said in the log, never acted on.
struct CommandRejection: Error, Sendable, Equatable, CustomStringConvertible {
    var description: String
}

extension PanelControlKind {
    /// A kind that takes no commands (a PIN: its secret never travels over the network).
    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        .failure(CommandRejection(description: "a \(Self.typeName) takes no commands"))
    }

    /// A kind without a value publishes no state.
    func statePayload(for value: ControlValue) -> String? { nil }
}

extension FiringControlKind {
    /// `PRESS` (Home Assistant's button payload) presses it; nothing else does.
    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        payload == "PRESS" ? .success(.press) : .failure(CommandRejection(description: "expected PRESS"))
    }
}

enum CommandNumber {
    /// A finite number written as JSON writes one (digits, a point, an exponent): not
    /// `nan`, `inf`, hexadecimal or a number with spaces around it.
    static func parse(_ payload: String) -> Double? {
        guard !payload.isEmpty, payload.utf8.count <= 32,
              payload.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) }),
              let number = Double(payload), number.isFinite else { return nil }
        return number
    }
}
