import Panel

/// `"type": "slider"`: a number in a range, dragged. Fields: `min`, `max` (default 0 and
/// 100), `step` (default 1), `default` (default `min`), `updatesPerSecond` (values sent
/// while dragged; by default only the released one). Its value is saved; its action
/// receives the number as JSON writes it.
struct SliderControl: PanelControlKind, Equatable {
    static let typeName = "slider"

    var minimum: Double
    var maximum: Double
    var step: Double
    var initial: Double
    /// Values sent a second at most while dragged (nil: only the released one).
    var updatesPerSecond: Double? = nil

    /// The largest magnitude of a slider's min, max and step: every whole number up to it
    /// is exact in a Double, and the span max − min stays finite (no NaN when dragged).
    static let magnitude = 1e15
    /// The most steps a slider's range may hold: finer than any finger can tell apart.
    static let maximumSteps = 1e9

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> SliderControl? {
        func bound(_ key: String, default defaultValue: Double) -> Double? {
            guard let (n, p) = reader.number(key, problems: &problems) else { return defaultValue }
            guard abs(n) <= magnitude else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath(key), message: "expected a number from -1e15 to 1e15, found \(PanelFileDecoder.numberText(n))"))
                return nil
            }
            return n
        }
        let minimumValue = bound("min", default: 0)
        let maximumValue = bound("max", default: 100)
        let step = PanelFileDecoder.positiveNumber(&reader, "step", default: 1, maximum: magnitude, problems: &problems)
        // Read before any early return, so a bad min or max does not also call it unknown.
        let defaultValue = reader.number("default", problems: &problems)
        guard let minimum = minimumValue, let maximum = maximumValue else { return nil }
        guard maximum > minimum else {
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("max"), message: "must be greater than min (\(JSONWriter.number(minimum)))"))
            return nil
        }
        if (maximum - minimum) / step > maximumSteps {
            let position = reader.value("step")?.position ?? reader.position
            problems.append(PanelFileProblem(position: position, field: reader.fieldPath("step"), message: "divides min…max (\(PanelFileDecoder.numberText(minimum))…\(PanelFileDecoder.numberText(maximum))) into more than 1e9 steps of \(JSONWriter.number(step)): give a larger step"))
        }
        var initial = minimum
        if let (value, p) = defaultValue {
            if value >= minimum && value <= maximum { initial = value } else {
                problems.append(PanelFileProblem(position: p, field: reader.fieldPath("default"), message: "must be between min and max (\(JSONWriter.number(minimum))…\(JSONWriter.number(maximum)))"))
            }
        }
        var slider = SliderControl(minimum: minimum, maximum: maximum, step: step, initial: initial)
        slider.updatesPerSecond = DragPublishing.decodeRate(&reader, problems: &problems)
        return slider
    }

    var initialValue: ControlValue? { .slider(initial) }

    /// A saved number outside the range the file now gives is not used.
    func restored(_ saved: ControlValue) -> ControlValue? {
        if case let .slider(v) = saved, v >= minimum && v <= maximum { return saved }
        return nil
    }

    func actionText(for value: ControlValue?) -> String {
        guard case let .slider(v)? = value else { return Self.firedText }
        return JSONWriter.number(v)
    }

    /// A finite number from min to max on the grid of steps from min.
    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        let range = "a number from \(JSONWriter.number(minimum)) to \(JSONWriter.number(maximum)) in steps of \(JSONWriter.number(step))"
        guard let number = CommandNumber.parse(payload), number >= minimum, number <= maximum else {
            return .failure(CommandRejection(description: "expected \(range)"))
        }
        let steps = (number - minimum) / step
        guard abs(steps - steps.rounded()) <= 1e-9 * Swift.max(1, abs(steps)) || number == maximum else {
            return .failure(CommandRejection(description: "expected \(range)"))
        }
        return .success(.set(.slider(number)))
    }

    func statePayload(for value: ControlValue) -> String? {
        guard case let .slider(number) = value else { return nil }
        return JSONWriter.number(number)
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        let number = Binding<Double>(
            get: { if case let .slider(v)? = value.wrappedValue { return v } else { return minimum } },
            set: { value.wrappedValue = .slider($0) })
        return PanelSliderView(label: label, number: number, range: minimum...maximum, step: step)
    }
}
