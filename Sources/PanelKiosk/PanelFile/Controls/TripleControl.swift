import Panel

/// `"type": "triple"`: one of three named states. Fields: `states` (three different
/// names, default `Off`, `Auto`, `On`), `default` (a state's name). Its value, the
/// state's name, is saved and is what its action receives.
struct TripleControl: PanelControlKind, Equatable {
    static let typeName = "triple"

    var states: [String]
    /// The index in `states` of the state it starts in.
    var initial: Int

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> TripleControl? {
        var states = ["Off", "Auto", "On"]
        if let value = reader.value("states") {
            var names: [String] = []
            if case let .array(items, _) = value {
                for item in items { if case let .string(s, _) = item, !s.isEmpty { names.append(s) } }
                if names.count == 3, items.count == 3, Set(names).count == 3 { states = names } else {
                    problems.append(PanelFileProblem(position: value.position, field: reader.fieldPath("states"), message: "expected three different non-empty names"))
                }
            } else {
                problems.append(reader.wrongType("states", value, expected: "an array of three names"))
            }
        }
        var initial = 0
        if let name = reader.string("default", problems: &problems) {
            if let index = states.firstIndex(of: name) { initial = index } else {
                problems.append(PanelFileProblem(position: reader.value("default")!.position, field: reader.fieldPath("default"), message: "\"\(name)\" is not one of the states (\(states.joined(separator: ", ")))"))
            }
        }
        return TripleControl(states: states, initial: initial)
    }

    var initialValue: ControlValue? { .triple(states[initial]) }

    /// Names survive reordering in the file; a state the file no longer has does not.
    func restored(_ saved: ControlValue) -> ControlValue? {
        if case let .triple(name) = saved, states.contains(name) { return saved }
        return nil
    }

    func actionText(for value: ControlValue?) -> String {
        guard case let .triple(name)? = value else { return Self.firedText }
        return name
    }

    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        states.contains(payload) ? .success(.set(.triple(payload)))
            : .failure(CommandRejection(description: "expected one of \(states.joined(separator: ", "))"))
    }

    func statePayload(for value: ControlValue) -> String? {
        guard case let .triple(name) = value else { return nil }
        return name
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        PanelTripleView(label: label, states: states, accent: accent, selection: Binding(
            get: { if case let .triple(name)? = value.wrappedValue { return name } else { return states[0] } },
            set: { value.wrappedValue = .triple($0) }))
    }
}
