import PanelBase

extension ViewNode {
    /// Runs `make`, which calls closures of the app's views outside a body (a `ForEach`'s
    /// content while a container lists its children, a `GeometryReader`'s content at
    /// layout), tracking the observable properties they read for the nearest body above:
    /// a change re-runs that body, which gives the container its views anew.
    ///
    /// (Children's bodies never run inside `make`: their reads would count as the
    /// ancestor's too, since Observation merges nested trackings.)
    final func trackingReads<Result>(_ site: TrackedClosure = .viewList, _ make: () -> Result) -> Result {
        var node: ViewNode? = self
        while let current = node {
            if let body = current as? CompositeNode { return body.trackAsPartOfBody(make, runBy: self, site: site) }
            node = current.parent
        }
        return make()
    }
}

/// Which closure of a body's views a node runs after the body (a node may run two: a
/// `GeometryReader` its content, then the list of views it returned), each tracked in
/// place of its own last run.
enum TrackedClosure: Int {
    /// Flattening a list of views (a `ForEach`'s content runs here).
    case viewList
    /// A `GeometryReader`'s content.
    case geometryContent
    /// A `Canvas`'s renderer, run when the canvas is drawn.
    case canvasRenderer
}
