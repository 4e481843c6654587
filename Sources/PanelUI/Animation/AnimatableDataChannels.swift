import PanelBase

/// Animatable data as the integers the animator moves: each number in Q16 of its own
/// unit (kept within ±2³¹ units), so a shape's data is eased or sprung exactly as a
/// position or a colour is. Types Panel does not know here are not animated (they take
/// their new value at once).
protocol AnimatableDataChannels {
    func appendChannels(to channels: inout [Int])
    /// The value from `channels` starting at `index`, which it moves past its numbers.
    init(channels: [Int], index: inout Int)
}

extension AnimatableDataChannels {
    static func q16(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(Swift.max(-Double(1 << 47), Swift.min(Double(1 << 47), (value * 65536).rounded())))
    }
    static func value(_ channels: [Int], _ index: inout Int) -> Double {
        defer { index += 1 }
        return index < channels.count ? Double(channels[index]) / 65536 : 0
    }
}

extension Double: AnimatableDataChannels {
    func appendChannels(to channels: inout [Int]) { channels.append(Double.q16(self)) }
    init(channels: [Int], index: inout Int) { self = Double.value(channels, &index) }
}

extension Float: AnimatableDataChannels {
    func appendChannels(to channels: inout [Int]) { channels.append(Float.q16(Double(self))) }
    init(channels: [Int], index: inout Int) { self = Float(Float.value(channels, &index)) }
}

extension EmptyAnimatableData: AnimatableDataChannels {
    func appendChannels(to channels: inout [Int]) {}
    init(channels: [Int], index: inout Int) { self.init() }
}

extension AnimatablePair: AnimatableDataChannels where First: AnimatableDataChannels, Second: AnimatableDataChannels {
    func appendChannels(to channels: inout [Int]) {
        first.appendChannels(to: &channels)
        second.appendChannels(to: &channels)
    }
    init(channels: [Int], index: inout Int) {
        let first = First(channels: channels, index: &index)
        self.init(first, Second(channels: channels, index: &index))
    }
}

extension Animatable {
    /// The animatable data as channels; nil when its type is not one Panel moves.
    var animatableChannels: [Int]? {
        guard let data = animatableData as? AnimatableDataChannels else { return nil }
        var channels: [Int] = []
        data.appendChannels(to: &channels)
        return channels
    }

    /// A copy with its animatable data read from `channels`.
    func withAnimatableChannels(_ channels: [Int]) -> Self {
        guard let type = AnimatableData.self as? AnimatableDataChannels.Type else { return self }
        var index = 0
        guard let data = type.init(channels: channels, index: &index) as? AnimatableData else { return self }
        var copy = self
        copy.animatableData = data
        return copy
    }
}
