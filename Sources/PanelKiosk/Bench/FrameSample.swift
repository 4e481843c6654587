/// Where one frame's time went, in nanoseconds of CLOCK_MONOTONIC.
struct FrameSample: Hashable, Sendable {
    /// ViewHost.update: state changes, body evaluation, layout, the display list and its
    /// diff. The view layer does these in one call, so they are timed together.
    var updateLayout: Int64
    /// Rasterising the damage into the shadow surface.
    var render: Int64
    /// Display.present: copying the damage to the back buffer and submitting the flip.
    var present: Int64
    /// From submitting the flip to its completion event, on the loop's clock. Not part
    /// of the frame's cost: the CPU is free meanwhile.
    var flipWait: Int64 = 0

    /// The frame's cost: update to present.
    var total: Int64 { updateLayout + render + present }
}

/// The phases reported for every run, in table order; `frame` is the sum of the first three.
enum FramePhase: String, CaseIterable, Sendable {
    case updateLayout = "update_layout"
    case render
    case present
    case flipWait = "flip_wait"
    case frame

    func value(of sample: FrameSample) -> Int64 {
        switch self {
        case .updateLayout: return sample.updateLayout
        case .render: return sample.render
        case .present: return sample.present
        case .flipWait: return sample.flipWait
        case .frame: return sample.total
        }
    }
}
