// The preview modifiers only speak to Xcode's canvas: on Panel each returns its view as
// it is, so views written with them compile and draw unchanged.
extension View {
    /// The name Xcode shows over a preview; no effect on Panel.
    @inlinable public func previewDisplayName(_ value: String?) -> some View { self }
    /// How Xcode sizes a preview; no effect on Panel.
    @inlinable public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// The device Xcode previews on; no effect on Panel.
    @inlinable public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
