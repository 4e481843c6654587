import PanelBase

/// Paces a driver whose flip events do not wait for a vblank (virtio-gpu and bochs have
/// no vblank interrupt: the event comes as soon as the frame is handed over). Each flip is
/// counted as shown one refresh after the previous one, and the next frame waits until
/// then, so animations run at the mode's rate instead of as fast as the CPU allows.
public struct FlipPacer: Sendable {
    public let interval: Int64
    public private(set) var lastShown: MonotonicTime?

    public init(interval: Int64) { self.interval = Swift.max(1, interval) }

    /// When a flip whose event arrived at `eventTime` counts as shown: the event time after
    /// an idle moment, else one interval after the previous flip.
    public mutating func shownTime(forEventAt eventTime: MonotonicTime) -> MonotonicTime {
        var shown = eventTime
        if let last = lastShown, eventTime - last < interval { shown = last + interval }
        lastShown = shown
        return shown
    }
}
