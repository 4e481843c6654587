import Panel

/// `"type": "toggle"`: on or off. Fields: `style` (`switch` or `square`), `default`
/// (bool), `on`/`off` (the texts its action receives, default `1`/`0`), `payloadOn` and
/// `payloadOff` (its state and commands over MQTT, default `ON`/`OFF`). Its value is saved.
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
    var payloadOn = "ON"
    var payloadOff = "OFF"

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ToggleControl? {
        let styleName = reader.string("style", problems: &problems) ?? "switch"
        let style = Look(rawValue: styleName)
        if style == nil {
            problems.append(PanelFileProblem(position: reader.value("style")!.position, field: reader.fieldPath("style"), message: "unknown toggle style \"\(styleName)\" (expected switch or square)"))
        }
        var toggle = ToggleControl(style: style ?? .switch, initial: reader.bool("default", problems: &problems) ?? false,
                                   onValue: reader.string("on", problems: &problems) ?? "1",
                                   offValue: reader.string("off", problems: &problems) ?? "0")
        toggle.payloadOn = reader.string("payloadOn", problems: &problems) ?? "ON"
        toggle.payloadOff = reader.string("payloadOff", problems: &problems) ?? "OFF"
        if toggle.payloadOn == toggle.payloadOff || toggle.payloadOn.isEmpty || toggle.payloadOff.isEmpty {
            let position = reader.value("payloadOff")?.position ?? reader.value("payloadOn")?.position ?? reader.position
            problems.append(PanelFileProblem(position: position, field: reader.fieldPath("payloadOff"), message: "payloadOn and payloadOff must be two different non-empty texts"))
        }
        return toggle
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

    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        if payload == payloadOn { return .success(.set(.toggle(true))) }
        if payload == payloadOff { return .success(.set(.toggle(false))) }
        return .failure(CommandRejection(description: "expected \(payloadOn) or \(payloadOff)"))
    }

    func statePayload(for value: ControlValue) -> String? {
        guard case let .toggle(on) = value else { return nil }
        return on ? payloadOn : payloadOff
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
