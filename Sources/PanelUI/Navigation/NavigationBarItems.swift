import Observation
import PanelBase

/// What a page's views put in its navigation bar besides the title: toolbar items and
/// whether the back button is hidden. Views write it while their bodies run (they come
/// before the bar in the page); the bar reads it, so observation redraws just the bar when
/// they write again (a toolbar button whose label follows the page's state).
final class NavigationBarItems: Observable {
    private let registrar = ObservationRegistrar()
    /// Each `.toolbar` on the page, by the modifier that wrote it, in the order written.
    private var toolbars: [(key: ObjectIdentifier, entries: [ToolbarEntry])] = []
    private var hidingBack: [ObjectIdentifier: Bool] = [:]
    private var hidingBar: [ObjectIdentifier: Bool] = [:]

    /// The page's toolbar items, in the order their modifiers wrote them.
    var entries: [ToolbarEntry] {
        registrar.access(self, keyPath: \.entries)
        return toolbars.flatMap(\.entries)
    }

    /// Whether a view on the page hides the back button.
    var backButtonHidden: Bool {
        registrar.access(self, keyPath: \.backButtonHidden)
        return hidingBack.values.contains(true)
    }

    /// Whether a view on the page hides the whole bar.
    var barHidden: Bool {
        registrar.access(self, keyPath: \.barHidden)
        return hidingBar.values.contains(true)
    }

    func setBarHidden(_ hidden: Bool?, for key: ObjectIdentifier) {
        guard hidingBar[key] != hidden else { return }
        registrar.withMutation(of: self, keyPath: \.barHidden) { hidingBar[key] = hidden }
    }

    func setEntries(_ entries: [ToolbarEntry], for key: ObjectIdentifier) {
        registrar.withMutation(of: self, keyPath: \.entries) {
            if let index = toolbars.firstIndex(where: { $0.key == key }) {
                toolbars[index].entries = entries
            } else {
                toolbars.append((key, entries))
            }
        }
    }

    func removeEntries(for key: ObjectIdentifier) {
        guard toolbars.contains(where: { $0.key == key }) else { return }
        registrar.withMutation(of: self, keyPath: \.entries) { toolbars.removeAll { $0.key == key } }
    }

    func setBackButtonHidden(_ hidden: Bool?, for key: ObjectIdentifier) {
        guard hidingBack[key] != hidden else { return }
        registrar.withMutation(of: self, keyPath: \.backButtonHidden) { hidingBack[key] = hidden }
    }
}

/// Names one modifier instance in the tree (kept in its `@State`), so what it wrote can
/// be replaced and removed.
final class NavigationModifierKey {}
