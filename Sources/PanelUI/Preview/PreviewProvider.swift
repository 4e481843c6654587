/// A type that gives Xcode's canvas views to preview. Panel has no canvas: the type
/// compiles, so SwiftUI files keep their previews, and its views are never made unless an
/// app shows `previews` itself. `#Preview` is a macro and needs the compiler's macro
/// plug-ins (swift-syntax), which Panel does not build: write a `PreviewProvider` instead,
/// or leave `#Preview` blocks out of files built for the panel.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on: none on Panel.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms Xcode previews on; Panel ignores it.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
