import Panel

/// `"type": "button"`: runs its action when tapped. It has no fields of its own and no
/// value; its action receives `1`.
struct ButtonControl: FiringControlKind, Equatable {
    static let typeName = "button"

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ButtonControl? {
        ButtonControl()
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        Button(label, action: fire)
            .buttonStyle(PanelButtonStyle(color: accent))
    }
}
