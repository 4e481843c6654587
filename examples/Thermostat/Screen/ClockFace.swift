import Glibc
import SwiftUI

/// The time of day, redrawn once a second by a `TimelineView` and at no other moment.
struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .distantPast, by: 1)) { context in
            Text(ClockFace.timeOfDay(context.date.timeIntervalSince1970))
                .font(.title.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }

    /// "14:05:09" in the system's time zone (TZ; UTC when unset).
    static func timeOfDay(_ secondsSince1970: Double) -> String {
        var seconds = time_t(secondsSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
