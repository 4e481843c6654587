import Synchronization

/// How many of one graph's nodes are alive: those in its tree and any kept alive after
/// they left it (a leak). Nodes count themselves in and out (`ViewNode.init`, `deinit`).
final class NodeCensus: Sendable {
    let alive = Atomic<Int>(0)

    var count: Int { alive.load(ordering: .relaxed) }
}
