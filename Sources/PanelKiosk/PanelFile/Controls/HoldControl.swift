import Panel

/// `"type": "hold"`: runs its action after being held `duration` seconds (default 1, at
/// most 60), with a bar that fills meanwhile. No value; its action receives `1`.
struct HoldControl: FiringControlKind, Equatable {
    static let typeName = "hold"

    /// How long a finger must hold it before the action runs.
    var seconds: Double

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> HoldControl? {
        HoldControl(seconds: PanelFileDecoder.positiveNumber(&reader, "duration", default: 1.0, maximum: 60, problems: &problems))
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        Button(label, action: fire)
            .buttonStyle(PanelHoldButtonStyle(color: accent, seconds: seconds))
            .modifier(ReleaseReporting())
    }
}
