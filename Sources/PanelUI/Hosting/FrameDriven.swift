import PanelBase

/// A node whose drawing moves with time by itself, outside any animation of the display
/// list: a scroll view's fling, its bounce and its fading indicators. While one is
/// registered with the graph, the host asks for frames and advances it to each frame's
/// time before the view tree is updated; it unregisters itself when it comes to rest, so a
/// still screen asks for no frame.
@MainActor
protocol FrameDriven: AnyObject {
    /// Moves to `time` (a frame's presentation time; never earlier than the last one).
    /// Returns whether it still moves after `time`.
    func advance(to time: MonotonicTime) -> Bool
}

extension ViewGraph {
    /// Registers `node` to be advanced at every frame until it says it is at rest.
    func startDriving(_ node: any FrameDriven) {
        guard !frameDriven.contains(where: { $0 === node }) else { return }
        frameDriven.append(node)
    }

    /// Whether some node moves by itself (a frame is needed).
    var hasFrameDrivenNodes: Bool { !frameDriven.isEmpty }

    /// Advances every registered node to `time`, dropping those that came to rest.
    func advanceFrameDriven(to time: MonotonicTime) {
        guard !frameDriven.isEmpty else { return }
        let nodes = frameDriven
        frameDriven.removeAll()
        for node in nodes where node.advance(to: time) {
            if !frameDriven.contains(where: { $0 === node }) { frameDriven.append(node) }
        }
    }
}
