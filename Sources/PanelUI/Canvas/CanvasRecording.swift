import PanelBase

/// What a canvas's renderer drew, as display-list entries in drawing order: path items,
/// text runs, images, and the groups that clip them or hold a layer.
///
/// A graphics context carries the groups it draws inside (`scopes`: its clips and the
/// layers it is drawing in). Before an entry is added, the groups open here are brought
/// to the context's: those it is not in are closed, the ones it adds are opened. Contexts
/// whose clips are the same share their groups, so a run of drawings under one clip is one
/// group.
@MainActor
final class CanvasRecording {
    enum Operation: Equatable {
        case item(DisplayItem, bounds: FixedRect)
        case beginGroup(GroupEffect)
        case endGroup
    }

    /// A group a context draws inside, named so that two contexts in the same one can tell.
    struct Scope: Equatable {
        let id: Int
        let effect: GroupEffect
    }

    /// The canvas's frame (where the context's origin is, and what gradients are laid over).
    let frame: FixedRect
    let environment: EnvironmentValues
    let measurer: any TextMeasuring
    /// The canvas's symbol views by their tags.
    var symbols: [AnyHashable: ViewNode] = [:]
    private(set) var operations: [Operation] = []
    private var open: [Int] = []
    /// Where each open group's `beginGroup` is in `operations`.
    private var openOperations: [Int] = []
    /// Whether a drawing with a blend mode was recorded: the canvas is then drawn in a
    /// layer of its own (its drawings blend with one another, not with what is behind it).
    private(set) var blends = false
    private var lastScopeID = 0

    init(frame: FixedRect, environment: EnvironmentValues, measurer: any TextMeasuring) {
        self.frame = frame
        self.environment = environment
        self.measurer = measurer
    }

    /// A new group's scope (a clip, a layer).
    func makeScope(_ effect: GroupEffect) -> Scope {
        lastScopeID += 1
        return Scope(id: lastScopeID, effect: effect)
    }

    /// Adds an item drawn inside `scopes`.
    func add(_ item: DisplayItem, bounds: FixedRect, inside scopes: [Scope]) {
        enter(scopes)
        operations.append(.item(item, bounds: bounds))
    }

    /// Brings the open groups to `scopes`: closes what they do not share, opens the rest.
    func enter(_ scopes: [Scope]) {
        var shared = 0
        while shared < open.count, shared < scopes.count, open[shared] == scopes[shared].id { shared += 1 }
        while open.count > shared {
            open.removeLast()
            openOperations.removeLast()
            operations.append(.endGroup)
        }
        for scope in scopes[shared...] {
            if scope.effect.blendMode != .normal {
                // The groups around it are its backdrop: each drawn in a layer of its own.
                blends = true
                for index in openOperations {
                    if case .beginGroup(var effect) = operations[index] {
                        effect.isolated = true
                        operations[index] = .beginGroup(effect)
                    }
                }
            }
            open.append(scope.id)
            openOperations.append(operations.count)
            operations.append(.beginGroup(scope.effect))
        }
    }

    /// Adds a symbol's drawing (balanced groups and items) inside `scopes`.
    func add(_ entries: [DisplayList.Entry], inside scopes: [Scope]) {
        enter(scopes)
        for entry in entries {
            switch entry.item {
            case .beginGroup(let effect): operations.append(.beginGroup(effect))
            case .endGroup: operations.append(.endGroup)
            default:
                let bounds = FixedRect(x: Fixed(entry.bounds.x), y: Fixed(entry.bounds.y),
                                       width: Fixed(entry.bounds.width), height: Fixed(entry.bounds.height))
                operations.append(.item(entry.item, bounds: bounds))
            }
        }
    }

    /// Closes every group still open (the renderer has returned).
    func finish() { enter([]) }
}
