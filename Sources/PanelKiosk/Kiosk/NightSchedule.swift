import Glibc

/// The idle object's `night`: from `from` to `to` (local time, `HH:MM`; the span may cross
/// midnight) the backlight is at most `brightness` per cent while awake (docs/panel-file.md).
struct NightSchedule: Sendable, Equatable {
    /// Minutes after local midnight.
    var from: Int
    var to: Int
    var brightnessPercent: Int

    /// Whether `minute` (after local midnight) falls in the night.
    func contains(minute: Int) -> Bool {
        from <= to ? (minute >= from && minute < to) : (minute >= from || minute < to)
    }

    /// Minutes after local midnight now, from the system's time zone.
    static func localMinute() -> Int {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return Int(parts.tm_hour) * 60 + Int(parts.tm_min)
    }

    /// `HH:MM` as minutes after midnight, or nil.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60 else { return nil }
        return hours * 60 + minutes
    }

    static func decode(_ value: JSONValue, problems: inout [PanelFileProblem]) -> NightSchedule? {
        guard var reader = JSONObjectReader(value, path: "idle.night", problems: &problems) else { return nil }
        defer { reader.reportUnknownFields(problems: &problems) }
        var times: [Int] = []
        for key in ["from", "to"] {
            guard let text = reader.string(key, required: true, problems: &problems) else { continue }
            if let minutes = minutes(text) { times.append(minutes) } else {
                problems.append(PanelFileProblem(position: reader.value(key)!.position, field: reader.fieldPath(key), message: "expected a local time HH:MM (00:00 to 23:59), found \"\(text)\""))
            }
        }
        let brightness = PanelFileDecoder.wholeNumber(&reader, "brightness", default: 10, range: 0...100, problems: &problems)
        guard times.count == 2, let brightness else { return nil }
        if times[0] == times[1] {
            problems.append(PanelFileProblem(position: reader.position, field: reader.fieldPath("to"), message: "must differ from from"))
            return nil
        }
        return NightSchedule(from: times[0], to: times[1], brightnessPercent: brightness)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
