import Foundation

/// A timer text's interval and options.
public struct _TimerText: Hashable, Sendable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool
    public init(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) {
        self.interval = interval
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }
}
