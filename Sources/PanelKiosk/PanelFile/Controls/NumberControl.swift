import Panel

/// `"type": "number"`: a number typed on a number pad (a set point, a count). Fields:
/// `min`, `max` (default 0 and 100), `decimals` (0–6, default 0: whole numbers only),
/// `default` (default `min`). Taken when Return is pressed, if it is a number in range
/// with no more decimals than allowed; saved, and its action receives it.
struct NumberControl: PanelControlKind {
    static let typeName = "number"
    static let maximumDecimals = 6

    var minimum: Double
    var maximum: Double
    var decimals: Int
    var initial: Double

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> NumberControl? {
        func bound(_ key: String, default defaultValue: Double) -> Double? {
            guard let (n, p) = reader.number(key, problems: &problems) else { return defaultValue }
            guard abs(n) <= SliderControl.magnitude else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath(key), message: "expected a number from -1e15 to 1e15, found \(PanelFileDecoder.numberText(n))"))
                return nil
            }
            return n
        }
        let minimumValue = bound("min", default: 0)
        let maximumValue = bound("max", default: 100)
        let decimals = PanelFileDecoder.wholeNumber(&reader, "decimals", default: 0, range: 0...maximumDecimals, problems: &problems) ?? 0
        let defaultValue = reader.number("default", problems: &problems)
        guard let minimum = minimumValue, let maximum = maximumValue else { return nil }
        guard maximum >= minimum else {
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("max"), message: "must not be less than min (\(JSONWriter.number(minimum)))"))
            return nil
        }
        var control = NumberControl(minimum: minimum, maximum: maximum, decimals: decimals, initial: minimum)
        if let (value, p) = defaultValue {
            if control.problem(accepting: value) == nil { control.initial = value } else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("default"), message: "must be between min and max (\(JSONWriter.number(minimum))…\(JSONWriter.number(maximum))) with at most \(decimals) decimals"))
            }
        }
        return control
    }

    /// The number typed, or why it cannot be taken.
    func parse(_ text: String) -> Result<Double, FieldProblem> {
        // A decimal comma is a decimal point; spaces around are nothing.
        let trimmed = String(text.filter { $0 != " " }.map { $0 == "," ? "." : $0 })
        guard let number = Double(trimmed), number.isFinite, trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }) else {
            return .failure(FieldProblem(description: "enter a number"))
        }
        if let problem = problem(accepting: number) { return .failure(FieldProblem(description: problem)) }
        return .success(number)
    }

    func problem(accepting number: Double) -> String? {
        if number < minimum || number > maximum {
            return "from \(JSONWriter.number(minimum)) to \(JSONWriter.number(maximum))"
        }
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        let scaled = number * scale
        if abs(scaled - scaled.rounded()) > 1e-6 * Swift.max(1, abs(scaled)) {
            return decimals == 0 ? "a whole number" : "at most \(decimals) decimals"
        }
        return nil
    }

    var initialValue: ControlValue? { .slider(initial) }

    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        guard let number = CommandNumber.parse(payload) else { return .failure(CommandRejection(description: "expected a number")) }
        if let problem = problem(accepting: number) { return .failure(CommandRejection(description: "expected \(problem)")) }
        return .success(.set(.slider(number)))
    }

    func statePayload(for value: ControlValue) -> String? {
        guard case let .slider(number) = value else { return nil }
        return JSONWriter.number(number)
    }

    func restored(_ saved: ControlValue) -> ControlValue? {
        if case let .slider(number) = saved, problem(accepting: number) == nil { return saved }
        return nil
    }

    func actionText(for value: ControlValue?) -> String {
        guard case let .slider(number)? = value else { return JSONWriter.number(initial) }
        return JSONWriter.number(number)
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        let current: Double
        if case let .slider(number)? = value.wrappedValue { current = number } else { current = initial }
        return PanelFieldView(label: label, placeholder: "\(JSONWriter.number(minimum))–\(JSONWriter.number(maximum))",
                              keyboard: decimals == 0 && minimum >= 0 ? .numberPad : .decimalPad, committed: JSONWriter.number(current),
                              check: { text in
                                  if case let .failure(problem) = parse(text) { return problem.description }
                                  return nil
                              },
                              commit: { text in
                                  if case let .success(number) = parse(text) { value.wrappedValue = .slider(number) }
                              })
    }
}

/// Why a typed value is not taken, shown under its field.
struct FieldProblem: Error {
    var description: String
}
