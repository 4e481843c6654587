import PanelBase

extension EditableText {
    /// What is drawn for the text: a secure field's dots, one line for a field of one.
    func shown(_ text: String) -> String {
        if isSecure { return String(repeating: "•", count: text.count) }
        if mode == .singleLine, text.contains("\n") { return String(text.map { $0 == "\n" ? " " : $0 }) }
        return text
    }

    /// How many lines the field shows: its text's, within the line limits.
    func visibleLines(_ count: Int) -> Int {
        switch mode {
        case .singleLine: return 1
        case .editor: return count
        case .growing:
            let lowest = lineLimitMinimum ?? (reservesSpace ? lineLimit ?? 1 : 1)
            return Swift.max(lowest, Swift.min(count, lineLimit ?? Int.max))
        }
    }

    /// The text laid out for a viewport `width` wide: an editor's and a vertical field's
    /// lines wrap at it (room kept for the caret), a field of one line's do not; in a
    /// right-to-left layout the lines end at its right edge (leading, as `Text`'s do).
    func textLayout(_ shownText: String, width: Int?, in context: TextEditingContext) -> TextEditingLayout {
        let room = width.map { Swift.max(Fixed.scale, $0 - 2 * Fixed.scale) }
        var layout = TextEditingLayout(shown: shownText, lineHeight: context.lineHeight, wrapWidth: mode == .singleLine ? nil : room,
                                       stops: context.caretStops)
        if context.rightToLeft, let room { layout.alignRight(to: room) }
        return layout
    }

    @ViewBuilder func lines(in context: TextEditingContext) -> some View {
        let state = editing
        let shownText = shown(state.text)
        let reader = GeometryReader { proxy in
            let width = Fixed(proxy.size.width).raw
            viewport(layout: textLayout(shownText, width: width, in: context), state: state, frame: proxy.globalFrame,
                     context: context)
        }
        switch mode {
        case .editor:
            reader
        case .singleLine:
            reader.frame(height: CGFloat(Fixed(raw: context.lineHeight).doubleValue))
        case .growing:
            // As tall as its lines wrapped at the width it is offered, within its limits.
            HeightForWidthLayout(measure: .init { width in
                let layout = textLayout(shownText, width: width, in: context)
                return (width ?? layout.width + 2 * Fixed.scale, visibleLines(layout.lines.count) * context.lineHeight)
            }) { reader }
        }
    }

    /// The lines inside the field's frame, scrolled to keep the caret in sight; the
    /// selection's handles and the edit menu over them, unclipped.
    func viewport(layout: TextEditingLayout, state: TextEditingState, frame: FixedRect, context: TextEditingContext) -> some View {
        let width = frame.width.raw, height = frame.height.raw
        memory.layout = layout
        memory.viewportOrigin = frame.origin
        let caret = layout.caretPosition(at: state.caret)
        let caretWidth = 2 * Fixed.scale
        if isFocused {
            if caret.x + caretWidth - memory.scrollX > width { memory.scrollX = caret.x + caretWidth - width }
            if caret.x < memory.scrollX { memory.scrollX = caret.x }
            if caret.y + layout.lineHeight - memory.scrollY > height { memory.scrollY = caret.y + layout.lineHeight - height }
            if caret.y < memory.scrollY { memory.scrollY = caret.y }
        }
        memory.scrollX = Swift.max(0, Swift.min(memory.scrollX, layout.width + caretWidth - width))
        memory.scrollY = Swift.max(0, Swift.min(memory.scrollY, layout.height - height))
        let dx = -CGFloat(Fixed(raw: memory.scrollX).doubleValue), dy = -CGFloat(Fixed(raw: memory.scrollY).doubleValue)
        func points(_ raw: Int) -> CGFloat { CGFloat(Fixed(raw: raw).doubleValue) }
        let selection = isFocused && state.hasSelection ? layout.selectionRects(state.selection) : []
        let handles = isFocused && showsHandles && state.hasSelection
            ? SelectionHandles(selection: state.selection, layout: layout, scrollX: memory.scrollX, scrollY: memory.scrollY) : nil
        memory.handles = handles
        let menu = isFocused && showsMenu ? editMenu(layout: layout, state: state, origin: frame.origin, context: context) : nil
        memory.menu = menu
        let color = tint ?? .accentColor
        return ZStack(alignment: .topLeading) {
            ForEach(selection.indices, id: \.self) { index in
                let rect = selection[index]
                Rectangle().fill(color.opacity(0.25))
                    .frame(width: points(rect.width), height: points(layout.lineHeight))
                    .offset(x: points(rect.x) + dx, y: points(rect.y) + dy)
            }
            if state.text.isEmpty {
                let shownPrompt = (prompt ?? Text("")).foregroundStyle(.secondary).lineLimit(1)
                if context.rightToLeft {
                    // The prompt stands on the right.
                    shownPrompt.environment(\.layoutDirection, .rightToLeft)
                        .frame(width: points(Swift.max(0, width - caretWidth)), alignment: .trailing)
                } else {
                    shownPrompt
                }
            } else {
                // Its lines line up on the leading side, the right one in right to left.
                Text(verbatim: layout.drawnText).lineLimit(nil).multilineTextAlignment(.leading).fixedSize()
                    .environment(\.layoutDirection, context.rightToLeft ? .rightToLeft : .leftToRight)
                    .offset(x: dx + points(layout.left), y: dy)
            }
            if isFocused, !state.hasSelection {
                BlinkingCaret(height: points(layout.lineHeight), restart: moves)
                    .offset(x: points(caret.x) + dx, y: points(caret.y) + dy)
            }
        }
        .frame(width: points(width), height: points(height), alignment: .topLeading)
        .clipped()
        .overlay(alignment: .topLeading) {
            if let handles { handles.view(color: color) }
            if let menu { menu.view }
        }
        // Everything here is placed from the top left by the layout's own numbers: stacks
        // are not mirrored (the text itself is laid out right to left where it should be).
        .environment(\.layoutDirection, .leftToRight)
    }

    /// The edit menu over the selection (or the caret) with the commands that do something
    /// now; nil when none does.
    private func editMenu(layout: TextEditingLayout, state: TextEditingState, origin: FixedPoint,
                          context: TextEditingContext) -> TextEditMenu? {
        let commands = TextEditCommand.allCases.filter { canPerform($0, on: state) }
        guard !commands.isEmpty else { return nil }
        let rects = state.hasSelection ? layout.selectionRects(state.selection) : []
        let caret = layout.caretPosition(at: state.caret)
        let left = rects.map(\.x).min() ?? caret.x, right = rects.map { $0.x + $0.width }.max() ?? caret.x
        let top = (rects.map(\.y).min() ?? caret.y) - memory.scrollY
        let bottom = (rects.map(\.y).max() ?? caret.y) + layout.lineHeight - memory.scrollY
        let anchor = (x: (left + right) / 2 - memory.scrollX, top: top, bottom: bottom)
        return TextEditMenu(commands: commands, anchor: anchor, origin: origin, screen: context.screenSize, measurer: context.measurer)
    }

    @ViewBuilder var border: some View {
        if framed {
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: isFocused ? 0.45 : 0.75), lineWidth: 1)
        }
    }
}
