import Panel

/// `"type": "button"`: runs its action when tapped, or with `opens` (a page's id) shows that
/// page instead. It has no value; its action receives `1`.
struct ButtonControl: FiringControlKind, Equatable {
    static let typeName = "button"

    /// The page it shows when tapped (it then has no action).
    var opens: String? = nil

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ButtonControl? {
        ButtonControl(opens: reader.string("opens", problems: &problems))
    }

    func problem(with action: ActionSpec) -> String? {
        opens.map { "a button that opens a page (\"\($0)\") has no action: give one or the other" }
    }

    /// A button that opens a page only moves the screen: nothing for a command to press.
    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        guard opens == nil else { return .failure(CommandRejection(description: "a button that opens a page takes no commands")) }
        return payload == "PRESS" ? .success(.press) : .failure(CommandRejection(description: "expected PRESS"))
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        Button(label, action: fire)
            .buttonStyle(PanelButtonStyle(color: accent))
            .modifier(ReleaseReporting())
    }
}
