/// Whether a schedule may run slower (SwiftUI's always-on display); a panel is always
/// `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}
