import PanelBase

/// What a host holds on to that comes and goes with use: the gestures following touches
/// (each may wait on a timer), the nodes moving frame by frame, the timelines and the modal
/// layers, which together make up `nextDeadline` and the frames asked for; and the view
/// nodes in the tree. A screen brought back to where it was holds as many as it did then:
/// `panel-app soak` compares them cycle after cycle, so one that keeps growing is found.
package struct ViewHostResourceCounts: Hashable, Sendable {
    package var gestures: Int
    package var frameDriven: Int
    package var timelines: Int
    package var modalLayers: Int
    package var viewNodes: Int
    /// Nodes this host's graph made that are alive, in its tree or not: more than the tree
    /// holds, and growing, is a node kept after it left (a leak). Counted per graph, so
    /// other graphs (tests running beside) do not change it.
    package var liveNodes: Int
    /// What the tree's view bodies watch of `@Observable` models: one tracking per body
    /// and per closure of its views run after it that read a model.
    package var observationTrackings: Int
    /// Trackings of earlier runs of those, stale and not cancelled yet: each is cancelled
    /// by the next run (`ObservationScope.retire`), so this stays none however long the
    /// panel runs.
    package var staleObservationTrackings: Int

    package init(gestures: Int = 0, frameDriven: Int = 0, timelines: Int = 0, modalLayers: Int = 0, viewNodes: Int = 0,
                 liveNodes: Int = 0, observationTrackings: Int = 0, staleObservationTrackings: Int = 0) {
        self.gestures = gestures
        self.frameDriven = frameDriven
        self.timelines = timelines
        self.modalLayers = modalLayers
        self.viewNodes = viewNodes
        self.liveNodes = liveNodes
        self.observationTrackings = observationTrackings
        self.staleObservationTrackings = staleObservationTrackings
    }

    /// Equal when everything held steady is: stale trackings rise and fall, and are left out.
    package static func == (a: ViewHostResourceCounts, b: ViewHostResourceCounts) -> Bool {
        a.gestures == b.gestures && a.frameDriven == b.frameDriven && a.timelines == b.timelines
            && a.modalLayers == b.modalLayers && a.viewNodes == b.viewNodes && a.liveNodes == b.liveNodes
            && a.observationTrackings == b.observationTrackings
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(gestures)
        hasher.combine(frameDriven)
        hasher.combine(timelines)
        hasher.combine(modalLayers)
        hasher.combine(viewNodes)
        hasher.combine(liveNodes)
        hasher.combine(observationTrackings)
    }

    /// What can wake the loop or ask for frames: gesture timers, moving nodes, timelines.
    package var timers: Int { gestures + frameDriven + timelines }
}

extension ViewHost {
    /// The host's resources now (walks the whole tree: for measuring, not for every frame).
    package var resourceCounts: ViewHostResourceCounts {
        var nodes = 0, trackings = 0, stale = 0
        graph.root.forEachDescendant { node in
            nodes += 1
            if let body = node as? CompositeNode {
                let counted = body.observationTrackings
                trackings += counted.watching
                stale += counted.stale
            }
        }
        return ViewHostResourceCounts(gestures: router.trackedGestureCount, frameDriven: graph.frameDriven.count,
                                      timelines: graph.timelines.count,
                                      modalLayers: graph.modalPresentations?.layers.count ?? 0, viewNodes: nodes,
                                      liveNodes: graph.census.count, observationTrackings: trackings,
                                      staleObservationTrackings: stale)
    }
}
