import PanelBase

/// A picture: a PNG or JPEG file from the program's resources or a path, or a symbol
/// drawn from the symbol font (docs/images.md).
///
/// Laid out as SwiftUI's: an image that is not resizable is its natural size (one image
/// pixel per point); `resizable()` makes it take the size it is offered, stretched, and
/// `aspectRatio`/`scaledToFit`/`scaledToFill` keep its proportions. A file that is missing
/// or cannot be decoded, and an unknown symbol name, are logged once to stderr and shown
/// as a placeholder box.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Hashable {
        /// A name looked up in the resources folder (`ImageResources`).
        case resource(String)
        /// A file's path.
        case file(String)
        /// An SF Symbol name, drawn with the symbol font.
        case system(String)
    }

    /// How an image is sampled when drawn at another size than its own.
    public enum Interpolation: Hashable, Sendable {
        case none
        case low
        case medium
        case high
    }

    /// Whether an image draws its own colours or its shape in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    let source: Source
    /// Made with `init(decorative:)`. Panel has no screen reader, so this changes nothing
    /// drawn; it is kept so that two images compare as SwiftUI's do.
    let isDecorative: Bool
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var sampling = Interpolation.high
    var isAntialiased = true

    /// The image named `name` in the program's resources folder (`<folder of the
    /// executable>/Resources/`, or `$PANEL_RESOURCES`): `name`, `name.png`, `name.jpg` or
    /// `name.jpeg`.
    public init(_ name: String) {
        source = .resource(name)
        isDecorative = false
    }

    /// The same image, marked as decoration (SwiftUI hides it from accessibility; Panel
    /// has no screen reader, so it is drawn and laid out as `init(_:)`'s).
    public init(decorative name: String) {
        source = .resource(name)
        isDecorative = true
    }

    /// The image in the PNG or JPEG file at `path` (absolute, or relative to the working
    /// directory). Panel's own addition: SwiftUI loads files through `UIImage(contentsOfFile:)`.
    public init(contentsOfFile path: String) {
        source = .file(path)
        isDecorative = false
    }

    /// The symbol that SF Symbols calls `systemName`, drawn from Panel's symbol font
    /// (Material Icons) at the size of the current font, in the foreground colour.
    public init(systemName: String) {
        source = .system(systemName)
        isDecorative = false
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ImageNode() }

    public nonisolated static func == (a: Image, b: Image) -> Bool {
        a.source == b.source && a.isDecorative == b.isDecorative && a.isResizable == b.isResizable
            && a.capInsets == b.capInsets && a.resizingMode == b.resizingMode && a.renderingMode == b.renderingMode
            && a.sampling == b.sampling && a.isAntialiased == b.isAntialiased
    }

    /// The image drawn at the size it is offered: stretched, or with `.tile` repeated at
    /// its own size. `capInsets` (image pixels) keep the corners at their size while the
    /// edges and the middle stretch or tile: a button's plate drawn from a small image.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// `.template` draws the image's coverage (alpha) in the foreground colour;
    /// `.original` its own colours. Symbols are always drawn in the foreground colour.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How the image is sampled when drawn larger or smaller: `.none` takes the nearest
    /// pixel; the others filter (the default is `.high`).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.sampling = interpolation
        return image
    }

    /// Accepted for SwiftUI's sake; an image is drawn on whole pixels, so there is no
    /// edge to smooth and this changes nothing.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}

extension Image.Interpolation {
    /// The renderer's sampling for this interpolation.
    var imageInterpolation: ImageInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }
}
