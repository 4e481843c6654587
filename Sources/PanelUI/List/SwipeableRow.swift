import PanelBase

/// A list row with swipe actions: a swipe to the left moves the row aside and reveals its
/// trailing buttons, a swipe to the right its leading ones. Let go past half the buttons'
/// width (or with a quick flick) and the row stays open; with a full swipe, across more
/// than 60 % of the row, the first button's action runs. One row of a list is open at a
/// time; a touch anywhere else in the list closes it (`SwipeCloseGesture`).
struct SwipeableRow: View {
    /// How an open or closing row settles.
    static let settle = Animation.easeOut(duration: 0.25)
    /// The width of each button.
    static let buttonWidth: CGFloat = 74
    /// A flick this fast (points a second) opens or closes the row whatever the distance.
    static let flickSpeed: CGFloat = 400

    let row: AnyView
    let key: AnyHashable
    let traits: ListRowTraits
    @Environment(\.swipeCoordinator) private var coordinator
    /// Where the row stands when no finger moves it: negative shows the trailing buttons.
    @State private var settled: CGFloat = 0
    /// Where the row stands while a finger moves it.
    @State private var live: CGFloat?
    /// Where it stood when the swipe began.
    @State private var base: CGFloat = 0

    /// A button and what a full swipe runs for it.
    private struct Action {
        let view: AnyView
        let perform: (@MainActor () -> Void)?
    }

    var body: some View {
        let settledBinding = $settled, coordinator = self.coordinator, key = self.key
        let close: @MainActor () -> Void = {
            withAnimation(SwipeableRow.settle) { settledBinding.wrappedValue = 0 }
            coordinator?.closed(key)
        }
        let trailing = actions(traits.trailingActions, delete: traits.delete, close: close)
        let leading = actions(traits.leadingActions, delete: nil, close: close)
        let offset = live ?? settled
        return row
            .offset(x: offset)
            .overlay(alignment: .trailing) {
                if offset < 0 { buttons(trailing, width: -offset) }
            }
            .overlay(alignment: .leading) {
                if offset > 0 { buttons(leading.reversed(), width: offset) }
            }
            .clipped()
            .gesture(swipe(trailing: trailing, leading: leading))
            // A row taken away while open (its data removed) is no longer the open one.
            .onDisappear { coordinator?.closed(key) }
    }

    private func buttons(_ actions: [Action], width: CGFloat) -> some View {
        HStack(spacing: 0) {
            ForEach(actions.indices, id: \.self) { index in actions[index].view }
        }
        .buttonStyle(SwipeActionButtonStyle())
        .frame(width: width)
        .clipped()
    }

    /// The buttons of `set` (or a Delete button for `delete`), first at the row's edge.
    private func actions(_ set: SwipeActionSet?, delete: (@MainActor () -> Void)?, close: @escaping @MainActor () -> Void) -> [Action] {
        if let set {
            var items: [ViewListItem] = []
            flattenViews(set.content, prefix: [], into: &items)
            // The first button stands at the edge: last in a row read from the leading side.
            return items.reversed().map { item in
                if let button = item.view as? SwipeActionButton {
                    return Action(view: button.swipeButton(after: close), perform: { button.performSwipeAction() })
                }
                return Action(view: AnyView(erasing: item.view), perform: nil)
            }
        }
        guard let delete else { return [] }
        let run: @MainActor () -> Void = { close(); delete() }
        return [Action(view: AnyView(Button(role: .destructive, action: run) { Text("Delete") }), perform: run)]
    }

    private func swipe(trailing: [Action], leading: [Action]) -> RowSwipeGesture {
        let liveBinding = $live, settledBinding = $settled, baseBinding = $base
        let coordinator = self.coordinator, key = self.key
        let trailingWidth = CGFloat(trailing.count) * SwipeableRow.buttonWidth
        let leadingWidth = CGFloat(leading.count) * SwipeableRow.buttonWidth
        let trailingFull = (traits.trailingActions?.allowsFullSwipe ?? true) ? trailing.last?.perform : nil
        let leadingFull = (traits.leadingActions?.allowsFullSwipe ?? true) ? leading.last?.perform : nil
        let track = SwipeTrack()
        func clamp(_ x: CGFloat) -> CGFloat {
            let width = CGFloat(track.rowFrame.width.doubleValue)
            return Swift.min(leading.isEmpty ? 0 : width, Swift.max(trailing.isEmpty ? 0 : -width, x))
        }
        return RowSwipeGesture(
            changed: { dx in liveBinding.wrappedValue = clamp(baseBinding.wrappedValue + dx) },
            ended: { dx, speed in
                let x = clamp(baseBinding.wrappedValue + dx)
                let rowFrame = track.rowFrame
                let width = CGFloat(rowFrame.width.doubleValue)
                var target: CGFloat = 0
                var full: (@MainActor () -> Void)?
                if x < 0 {
                    if let run = trailingFull, -x > width * 0.6 { full = run }
                    else if -x > trailingWidth / 2 && speed < SwipeableRow.flickSpeed || speed < -SwipeableRow.flickSpeed { target = -trailingWidth }
                } else if x > 0 {
                    if let run = leadingFull, x > width * 0.6 { full = run }
                    else if x > leadingWidth / 2 && speed > -SwipeableRow.flickSpeed || speed > SwipeableRow.flickSpeed { target = leadingWidth }
                }
                withAnimation(SwipeableRow.settle) {
                    liveBinding.wrappedValue = nil
                    settledBinding.wrappedValue = target
                }
                if target == 0 {
                    coordinator?.closed(key)
                } else {
                    let open = Fixed(Double(abs(target)))
                    let frame = FixedRect(x: target < 0 ? rowFrame.maxX - open : rowFrame.minX, y: rowFrame.minY,
                                          width: open, height: rowFrame.height)
                    coordinator?.opened(key, actionsFrame: frame, close: {
                        withAnimation(SwipeableRow.settle) { settledBinding.wrappedValue = 0 }
                    })
                }
                full?()
            },
            began: { frame in
                track.rowFrame = frame
                baseBinding.wrappedValue = settledBinding.wrappedValue
            })
    }
}

/// The row's frame as its swipe found it, shared by the swipe's callbacks.
@MainActor
private final class SwipeTrack {
    var rowFrame = FixedRect(origin: .zero, size: .zero)
}
