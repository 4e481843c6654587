import PanelBase

/// What a node keeps of its drawing between display-list builds: the names of its
/// entries (so animations follow them from one list to the next) and where its run of
/// entries lay in the last list (`DisplayListReuse.swift`). Stored inline in its node.
@MainActor
struct ViewNodeDrawingState {
    /// Names the node's display-list entries from one update to the next; never reused
    /// by another node.
    let entrySerial = ViewNodeDrawingState.takeEntrySerial()
    /// The display-list build the node last added entries to, and how many it added.
    var entryBuild = 0
    var entryCount = 0
    /// Where the node's entries lay in the last display list, for copying them while the
    /// node draws the same.
    var drawnEntries = DrawnEntries()

    private static var lastEntrySerial = 0
    private static func takeEntrySerial() -> Int {
        lastEntrySerial += 1
        return lastEntrySerial
    }

    /// The name of the node's next entry in `build`: its serial and how many entries it
    /// added to that build before.
    mutating func nextEntryKey(inBuild build: Int) -> EntryKey {
        if entryBuild != build {
            entryBuild = build
            entryCount = 0
        }
        defer { entryCount += 1 }
        return EntryKey(node: entrySerial, index: entryCount)
    }
}
