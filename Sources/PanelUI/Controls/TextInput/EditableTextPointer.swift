import PanelBase

extension EditableText {
    /// A touch at `point` (screen) in the text viewport's coordinates.
    private func local(_ point: FixedPoint) -> FixedPoint {
        FixedPoint(x: point.x - memory.viewportOrigin.x, y: point.y - memory.viewportOrigin.y)
    }

    /// The index a touch at `point` (viewport coordinates) places the caret at.
    private func index(at point: FixedPoint, in layout: TextEditingLayout) -> Int {
        layout.index(atX: point.x.raw + memory.scrollX, y: point.y.raw + memory.scrollY)
    }

    /// Whether a touch beginning at `point` grabs a selection handle: it then drags it.
    func grabHandle(at point: FixedPoint) -> Bool {
        guard isEnabled, let handles = memory.handles, let handle = handles.handle(at: local(point)) else { return false }
        memory.dragged = (handle.end, local(point).y.raw - (handle.top + handle.bottom) / 2)
        return true
    }

    /// A tap focuses the field and places the caret where it lands (a second tap there
    /// soon after selects the word; a tap on the selection or the caret shows or hides the
    /// edit menu, a tap on the menu does its command); a long press selects the word and
    /// shows the menu; a drag moves the caret, or the end of the selection whose handle it
    /// holds.
    func pointer(_ action: TextPointerAction) {
        guard isEnabled, let layout = memory.layout else { return }
        var state = editing
        switch action {
        case .tap(let screenPoint, let time):
            let point = local(screenPoint)
            if let menu = memory.menu, let command = menu.command(at: point) {
                perform(command)
                return
            }
            let tapped = index(at: point, in: layout)
            if let last = memory.lastTap, time - last.time < 400_000_000, abs(last.index - tapped) <= 1 {
                selectWord(at: tapped, in: &state)
                memory.lastTap = nil
                showsHandles = true
                showsMenu = true
            } else if isFocused, tapped == state.caret || (state.hasSelection && state.selection.contains(tapped)) {
                // On the caret or the selection: the menu, not a move.
                showsMenu.toggle()
                memory.lastTap = (time, tapped)
            } else {
                state.moveCaret(to: tapped)
                memory.lastTap = (time, tapped)
                showsMenu = false
                showsHandles = false
            }
        case .longPress(let screenPoint):
            let pressed = index(at: local(screenPoint), in: layout)
            if state.text.isEmpty { state.moveCaret(to: pressed) } else { selectWord(at: pressed, in: &state) }
            showsHandles = state.hasSelection
            showsMenu = true
            memory.lastTap = nil
        case .drag(let screenPoint):
            let point = local(screenPoint)
            if let dragged = memory.dragged {
                state = moved(state, end: dragged.end, to: FixedPoint(x: point.x, y: point.y - Fixed(raw: dragged.dy)), in: layout)
                showsMenu = false
            } else {
                state.moveCaret(to: index(at: point, in: layout))
                showsMenu = false
                showsHandles = false
            }
        case .dragEnded:
            // A handle let go: the menu comes back for what is now selected.
            guard memory.dragged != nil else { return }
            memory.dragged = nil
            showsMenu = true
            return
        }
        isFocused = true
        place(state)
    }

    /// Selects the word at `index`; in a secure field, everything (its words are hidden).
    private func selectWord(at index: Int, in state: inout TextEditingState) {
        if isSecure { state.selectAll() } else { state.selectWord(at: index) }
    }

    /// `state` with the selection's `end` moved to the character boundary nearest `point`
    /// (the other end stays, and at least one character stays selected). The moving end
    /// is the caret, so the text scrolls to keep it in sight: a handle dragged past the
    /// field's edge scrolls the text under it.
    private func moved(_ state: TextEditingState, end: SelectionHandles.End, to point: FixedPoint,
                       in layout: TextEditingLayout) -> TextEditingState {
        let selection = state.selection
        let target = index(at: point, in: layout)
        var next = state
        switch end {
        case .lower:
            next.anchor = selection.upperBound
            next.caret = Swift.min(target, selection.upperBound - 1)
        case .upper:
            next.anchor = selection.lowerBound
            next.caret = Swift.max(target, selection.lowerBound + 1)
        }
        return next
    }
}
