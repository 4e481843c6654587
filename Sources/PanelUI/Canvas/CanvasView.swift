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
    /// Accepted for SwiftUI's code: `resolveSymbol(id:)` finds no symbols.
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

extension GraphicsContext {
    /// A view given to a canvas's `symbols`, ready to draw.
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    /// Panel draws no symbols: always nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
}

/// A canvas's node: runs the renderer into a recording, and adds what it recorded.
final class CanvasNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let canvas = view as? any CanvasRendering else { return }
        renderer = canvas.canvasRenderer
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        FixedSize(width: proposal.width ?? Fixed(10), height: proposal.height ?? Fixed(10))
    }

    override func containsContent(at point: FixedPoint) -> Bool { frame.contains(point) }

    override func draw(into builder: inout DisplayListBuilder) {
        guard let renderer else { return }
        let recording = CanvasRecording(frame: frame, environment: environment,
                                        measurer: graph?.textMeasurer ?? ApproximateTextMeasurer())
        let size = frame.size.cgSize
        trackingReads(.canvasRenderer) {
            var context = GraphicsContext(recording: recording, size: size)
            renderer(&context, size)
        }
        recording.finish()
        for operation in recording.operations {
            switch operation {
            case .item(let item, let bounds): builder.add(item, bounds: bounds, owner: self)
            case .beginGroup(let effect): builder.beginGroup(effect, owner: self)
            case .endGroup: builder.endGroup()
            }
        }
    }
}

/// A canvas of any symbols, for its node.
@MainActor
protocol CanvasRendering {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { get }
}

extension CanvasView: CanvasRendering {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { renderer }
}
