import Foundation
import SwiftUI
import Testing

/// Timeline schedules and `Axis` as SwiftUI documents them.
@Suite struct TimelineScheduleCompatTests {
    private let start = Date(timeIntervalSince1970: 1_000_000)

    @Test func anAnimationScheduleStartsAtTheDateAndStepsByItsInterval() {
        let dates = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3))
        #expect(dates == [start, start.addingTimeInterval(0.5), start.addingTimeInterval(1)])
    }

    @Test func aPausedAnimationScheduleYieldsNoEntries() {
        #expect(Array(AnimationTimelineSchedule.animation(minimumInterval: nil, paused: true).entries(from: start, mode: .normal).prefix(3)).isEmpty)
    }

    @Test func anAnimationScheduleInLowFrequencyModeYieldsNoEntries() {
        #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency).prefix(3)).isEmpty)
    }

    @Test func axisListsItsCases() {
        #expect(Axis.allCases == [.horizontal, .vertical])
    }
}
