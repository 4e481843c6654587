import PanelBase

/// SwiftUI's name for `CanvasView`.
public typealias Canvas<Symbols: View> = CanvasView<Symbols>

/// SwiftUI's `Canvas`: a view drawn by a closure with a `GraphicsContext`, immediate-mode
/// style; named `Canvas` as in SwiftUI (`CanvasView` is the same type).
///
/// The renderer runs when the canvas is drawn: again whenever the view is made anew (its
/// body re-ran, a `TimelineView` made its content for a new date) or what the renderer
/// read of an `@Observable` model changed. What it draws becomes display-list entries.
/// The canvas takes the space it is offered.
public struct CanvasView<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer draws by their tags (`resolveSymbol(id:)`).
    let symbols: Symbols
    public let isOpaque: Bool
    public let colorMode: ColorRenderingMode
    public let rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { CanvasNode() }
}

extension CanvasView where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
                  symbols: { EmptyView() })
    }
}

/// A canvas's node: runs the renderer into a recording, and adds what it recorded.
final class CanvasNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    /// The symbol views' nodes, under a node of their own that is not among this node's
    /// children: they are drawn only where the renderer draws them, and neither take
    /// touches nor count among the texts on the screen.
    private let symbolsNode = CanvasSymbolsNode()
    /// The tag of each symbol view, in the order of `symbolsNode`'s children.
    private var symbolTags: [AnyHashable?] = []

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let canvas = view as? any CanvasRendering else { return }
        renderer = canvas.canvasRenderer
        var items: [ViewListItem] = []
        trackingReads { flattenViews(canvas.canvasSymbols, prefix: [], into: &items) }
        symbolTags = items.map { ($0.view as? TagReading)?.readTag }
        symbolsNode.parent = self
        symbolsNode.graph = graph
        symbolsNode.reconcileList(items, environment: environment)
    }

    /// The symbols' nodes by their tags (the first of a tag wins).
    private var symbolNodes: [AnyHashable: ViewNode] {
        var nodes: [AnyHashable: ViewNode] = [:]
        for (tag, child) in zip(symbolTags, symbolsNode.children) {
            if let tag, nodes[tag] == nil { nodes[tag] = child }
        }
        return nodes
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        FixedSize(width: proposal.width ?? Fixed(10), height: proposal.height ?? Fixed(10))
    }

    override func containsContent(at point: FixedPoint) -> Bool { frame.contains(point) }

    override func draw(into builder: inout DisplayListBuilder) {
        guard let renderer else { return }
        let recording = CanvasRecording(frame: frame, environment: environment,
                                        measurer: graph?.textMeasurer ?? ApproximateTextMeasurer())
        recording.symbols = symbolNodes
        let size = frame.size.cgSize
        trackingReads(.canvasRenderer) {
            var context = GraphicsContext(recording: recording, size: size)
            renderer(&context, size)
        }
        recording.finish()
        var isolation = GroupEffect()
        isolation.isolated = true
        if recording.blends { builder.beginGroup(isolation, owner: self) }
        defer { if recording.blends { builder.endGroup() } }
        for operation in recording.operations {
            switch operation {
            case .item(let item, let bounds): builder.add(item, bounds: bounds, owner: self)
            case .beginGroup(let effect): builder.beginGroup(effect, owner: self)
            case .endGroup: builder.endGroup()
            }
        }
    }
}

/// Holds a canvas's symbol views' nodes; each is placed where the renderer draws it.
final class CanvasSymbolsNode: ViewNode {}

/// A canvas of any symbols, for its node.
@MainActor
protocol CanvasRendering {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { get }
    var canvasSymbols: any View { get }
}

extension CanvasView: CanvasRendering {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { renderer }
    var canvasSymbols: any View { symbols }
}
