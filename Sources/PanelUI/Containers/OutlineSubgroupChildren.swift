import PanelBase

/// The rows under one group of an `OutlineGroup`: its children, type-erased, as the content
/// of the `DisclosureGroup` the outline makes for it.
public struct OutlineSubgroupChildren: View {
    let rows: AnyView

    init(_ rows: AnyView) { self.rows = rows }

    public var body: some View { rows }
}
