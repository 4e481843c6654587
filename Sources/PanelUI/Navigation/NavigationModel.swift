import PanelBase

/// The bookkeeping of one `NavigationStack`, kept across its updates: the pages shown
/// (each with a serial, its identity, so a page pushed again starts with fresh state),
/// the page sliding out after a pop, the destinations registered by type, and the titles.
///
/// The stack's body brings it in line with the path each time it runs (`reconcile`); it
/// holds no state that should redraw anything by itself changing.
@MainActor
final class NavigationModel {
    /// A pushed page: a path value, or a view pushed by `NavigationLink(destination:)`.
    struct Page {
        let serial: Int
        let value: AnyHashable?
        let view: AnyView?
    }

    /// A page a bound `navigationDestination` shows: it sits above the path's pages and
    /// the views pushed by links, in the order presented; popping it writes its binding.
    struct Presented {
        let order: Int
        var identity: AnyHashable
        var serial: Int
        var view: AnyView
        var dismiss: @MainActor () -> Void
    }

    /// What a link pushes.
    enum Push {
        case value(AnyHashable)
        case view(AnyView)
    }

    /// The pages above the root, bottom first.
    private(set) var pages: [Page] = []
    /// The page popped last, drawn while it slides out, with the depth it had.
    private(set) var leaving: (page: Page, depth: Int)?
    /// Counts changes of the pages; a slide runs for each.
    private(set) var generation = 0
    /// The depth of the top page before the latest change (where the slide starts).
    private(set) var depthBefore = 0
    private var nextSerial = 1
    private var reconciled = false
    var titles: [Int: String] = [:]
    /// The toolbar items and back-button choice of each page, by serial.
    private var bars: [Int: NavigationBarItems] = [:]
    /// Pages pushed by `navigationDestination(isPresented:)` and `(item:)`, by modifier.
    private var presented: [ObjectIdentifier: Presented] = [:]
    private var nextPresentedOrder = 0
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    /// The root page's serial.
    static let root = 0

    /// Registers how values of `type` are shown.
    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
    }

    /// The view for a pushed value (nil when no destination takes its type).
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }

    /// Brings the pages in line with `path` (then `views` on top): pages whose value is
    /// unchanged below the first difference keep their serial; the rest are new.
    func reconcile(path: [AnyHashable], views: [(serial: Int, view: AnyView)]) {
        var next: [Page] = []
        var same = true
        for (index, value) in path.enumerated() {
            if same, index < pages.count, pages[index].value == value {
                next.append(pages[index])
            } else {
                same = false
                next.append(Page(serial: nextSerial, value: value, view: nil))
                nextSerial += 1
            }
        }
        for pushed in views { next.append(Page(serial: pushed.serial, value: nil, view: pushed.view)) }
        let changed = next.map(\.serial) != pages.map(\.serial)
        defer { reconciled = true }
        guard changed else { return }
        if reconciled {
            generation += 1
            depthBefore = pages.count
            // The old top slides out when it is gone; a push keeps it (it slides under).
            if let top = pages.last, !next.contains(where: { $0.serial == top.serial }) {
                leaving = (top, pages.count)
            } else {
                leaving = nil
            }
        }
        let kept = Set(next.map(\.serial))
        titles = titles.filter { $0.key == NavigationModel.root || kept.contains($0.key) || $0.key == leaving?.page.serial }
        bars = bars.filter { $0.key == NavigationModel.root || kept.contains($0.key) || $0.key == leaving?.page.serial }
        pages = next
    }

    /// The bar items of page `serial`.
    func barItems(for serial: Int) -> NavigationBarItems {
        if let items = bars[serial] { return items }
        let made = NavigationBarItems()
        bars[serial] = made
        return made
    }

    /// Records that the modifier `key` shows `view` (its presentation `identity`): a new
    /// identity is a new page.
    func present(_ key: ObjectIdentifier, identity: AnyHashable, view: AnyView, dismiss: @escaping @MainActor () -> Void) {
        if var page = presented[key] {
            if page.identity != identity {
                page.identity = identity
                page.serial = makeSerial()
            }
            page.view = view
            page.dismiss = dismiss
            presented[key] = page
        } else {
            nextPresentedOrder += 1
            presented[key] = Presented(order: nextPresentedOrder, identity: identity, serial: makeSerial(), view: view,
                                       dismiss: dismiss)
        }
    }

    /// The modifier `key` no longer presents. Returns whether it did.
    @discardableResult
    func withdraw(_ key: ObjectIdentifier) -> Bool {
        presented.removeValue(forKey: key) != nil
    }

    /// The presented pages in the order they were presented.
    var presentedPages: [(key: ObjectIdentifier, page: Presented)] {
        presented.map { ($0.key, $0.value) }.sorted { $0.page.order < $1.page.order }
    }

    /// A serial for a view pushed by a link.
    func makeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }
}
