import PanelBase

/// A container that takes all the space it is offered and builds its content from its
/// own size and place (`GeometryProxy`). The content is placed at its top-leading corner,
/// offered the whole size. The closure runs again whenever the reader's frame changes.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { GeometryReaderNode() }
}

extension GeometryReader: GeometryReading {
    func makeContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}

/// A geometry reader, whatever its content type.
@MainActor
protocol GeometryReading {
    func makeContent(_ proxy: GeometryProxy) -> any View
}

final class GeometryReaderNode: ViewNode {
    /// Its size is what it is offered, whatever its content.
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private var reader: (any GeometryReading)?
    /// Where on screen the content was last made for (nil before the first placement).
    private var contentFrame: FixedRect?

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        reader = view as? GeometryReading
        // A new closure (the parent's body ran again) makes the content again for the
        // frame it had; the first content waits for the first placement.
        if let contentFrame { makeContent(for: contentFrame) }
    }

    private func makeContent(for frame: FixedRect) {
        contentFrame = frame
        guard let reader else { return }
        let content = trackingReads(.geometryContent) { reader.makeContent(GeometryProxy(globalFrame: frame, namedOrigins: namedSpaceOrigins())) }
        reconcileChildren(of: content, environment: environment)
    }

    // Its content stands in it as in a ZStack aligned top-leading.
    override var enclosingStackForChildren: StackLayoutStyle? {
        StackLayoutStyle(kind: .overlay, alignment: .topLeading, spacing: nil)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        // Like a shape: what it is offered, 10 px where offered nothing.
        FixedSize(width: proposal.width ?? Fixed(10), height: proposal.height ?? Fixed(10))
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    override func placeChildren(in rect: FixedRect) {
        // In a scroll view's content, where it shows moves with the scroll offset: the
        // scroll views place it again when they move.
        var onScreen = rect
        forEachEnclosingScrollView { scroll in
            scroll.watchOffset(self)
            onScreen = scroll.contentShift.apply(onScreen)
        }
        if contentFrame != onScreen { makeContent(for: onScreen) }
        for child in children {
            let size = child.size(for: ProposedSize(rect.size))
            child.place(in: FixedRect(origin: rect.origin, size: size))
        }
    }
}
