import Panel

/// `"type": "toggle"`: on or off. Fields: `style` (`switch` or `square`), `default`
/// (bool), `on`/`off` (the texts its action receives, default `1`/`0`). Its value is
/// saved.
struct ToggleControl: PanelControlKind, Equatable {
    static let typeName = "toggle"

    enum Look: String, Sendable, CaseIterable {
        /// A rounded switch with a sliding knob (the default).
        case `switch`
        /// The square red/green style with a white knob.
        case square
    }

    var style: Look
    var initial: Bool
    var onValue: String
    var offValue: String

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ToggleControl? {
        let styleName = reader.string("style", problems: &problems) ?? "switch"
        let style = Look(rawValue: styleName)
        if style == nil {
            problems.append(PanelFileProblem(position: reader.value("style")!.position, field: reader.fieldPath("style"), message: "unknown toggle style \"\(styleName)\" (expected switch or square)"))
        }
        return ToggleControl(style: style ?? .switch, initial: reader.bool("default", problems: &problems) ?? false,
                             onValue: reader.string("on", problems: &problems) ?? "1",
                             offValue: reader.string("off", problems: &problems) ?? "0")
    }

    var initialValue: ControlValue? { .toggle(initial) }

    func restored(_ saved: ControlValue) -> ControlValue? {
        if case .toggle = saved { return saved }
        return nil
    }

    func actionText(for value: ControlValue?) -> String {
        guard case let .toggle(on)? = value else { return Self.firedText }
        return on ? onValue : offValue
    }

    @MainActor @ViewBuilder
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        let isOn = Binding<Bool>(
            get: { if case let .toggle(on)? = value.wrappedValue { return on } else { return false } },
            set: { value.wrappedValue = .toggle($0) })
        switch style {
        case .switch:
            Toggle(label, isOn: isOn)
        case .square:
            Toggle(isOn: isOn) { Text(label).font(.system(size: 20)) }
                .toggleStyle(DemoSquareToggleStyle())
        }
    }
}
