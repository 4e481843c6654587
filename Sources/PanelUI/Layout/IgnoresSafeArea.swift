import PanelBase

/// The parts of the safe area a view may extend into: a panel's screen has no notch or
/// bars, so its safe area is the screen less the on-screen keyboard while it is up.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The screen's own insets (none on a panel).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.ignoresSafeArea(_:edges:)`: a view laid out down to the safe area's bottom edge
/// extends under the keyboard instead (a background colour, a map that stays put); its
/// parent lays it out as before.
struct _IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { IgnoresSafeAreaNode() }
}

final class IgnoresSafeAreaNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var extendsUnderKeyboard = false

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _IgnoresSafeAreaModifier else { return }
        let extends = m.regions.contains(.keyboard) && m.edges.contains(.bottom)
        if extends != extendsUnderKeyboard {
            extendsUnderKeyboard = extends
            invalidateLayout()
        }
        if extends { graph?.safeAreaIgnoringNodes[ObjectIdentifier(self)] = self }
    }

    override func placeChildren(in rect: FixedRect) {
        guard let content else { return }
        guard extendsUnderKeyboard, let graph, graph.safeAreaBottomInset > .zero,
              rect.maxY >= graph.size.height - graph.safeAreaBottomInset - Fixed(1)
        else {
            content.place(in: rect)
            return
        }
        let extended = FixedRect(x: rect.minX, y: rect.minY, width: rect.width, height: Swift.max(rect.height, graph.size.height - rect.minY))
        _ = content.size(for: ProposedSize(extended.size))
        content.place(in: extended)
    }

    override func didRemove() {
        graph?.safeAreaIgnoringNodes[ObjectIdentifier(self)] = nil
        super.didRemove()
    }
}

extension View {
    /// Lets this view extend into the safe area's `regions` at `edges`: with `.keyboard`
    /// (or `.all`) and the bottom edge, under the on-screen keyboard.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_IgnoresSafeAreaModifier(regions: .all, edges: edges))
    }
}
