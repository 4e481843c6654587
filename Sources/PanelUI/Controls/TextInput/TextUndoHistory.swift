import PanelBase

/// The edits of a text field that Ctrl+Z takes back and Ctrl+Shift+Z makes again. Typing
/// goes in bursts: characters typed one after another, with no pause of a second and no
/// caret moved between them, are one step; so are deletions in a row.
struct TextUndoHistory: Equatable {
    enum EditKind: Equatable { case typing, deleting, other }

    private var undoStates: [TextEditingState] = []
    private var redoStates: [TextEditingState] = []
    /// The last edit: its kind, when, and what it left (a burst goes on from there only).
    private var last: (kind: EditKind, time: MonotonicTime, after: TextEditingState)?
    /// The longest history kept.
    static let limit = 100
    /// A pause this long ends a burst.
    static let burstPause: Int64 = 1_000_000_000

    static func == (a: TextUndoHistory, b: TextUndoHistory) -> Bool {
        a.undoStates == b.undoStates && a.redoStates == b.redoStates && a.last?.after == b.last?.after
    }

    var canUndo: Bool { !undoStates.isEmpty }
    var canRedo: Bool { !redoStates.isEmpty }

    /// Notes an edit that turned `before` into `after` at `time`.
    mutating func record(_ kind: EditKind, before: TextEditingState, after: TextEditingState, at time: MonotonicTime) {
        guard before.text != after.text else { return }
        let continues = kind != .other && last.map { $0.kind == kind && $0.after == before && time - $0.time < TextUndoHistory.burstPause }
            ?? false
        if !continues {
            undoStates.append(before)
            if undoStates.count > TextUndoHistory.limit { undoStates.removeFirst() }
        }
        redoStates.removeAll()
        last = (kind, time, after)
    }

    /// The state before the last step, `current` kept for redo; nil with nothing to undo.
    mutating func undo(from current: TextEditingState) -> TextEditingState? {
        guard let previous = undoStates.popLast() else { return nil }
        redoStates.append(current)
        last = nil
        return previous
    }

    /// The state the last undo left, `current` kept for undo again.
    mutating func redo(from current: TextEditingState) -> TextEditingState? {
        guard let next = redoStates.popLast() else { return nil }
        undoStates.append(current)
        last = nil
        return next
    }
}
