/// A decoded image: its premultiplied pixels, which nothing writes after decoding, and
/// the name it was loaded by. Display items hold it by reference, so comparing two of
/// them (at every frame) compares identities, never pixels.
public final class DecodedImage: Hashable, @unchecked Sendable {
    // Unchecked: the surface is written only while decoding, before the image is shared.
    public let surface: Surface
    /// The file (or resource name) it came from, for messages.
    public let name: String

    public init(surface: Surface, name: String) {
        self.surface = surface
        self.name = name
    }

    public var width: Int { surface.width }
    public var height: Int { surface.height }
    /// The memory its pixels take.
    public var byteCount: Int { surface.stride * surface.height * 4 }

    @inlinable public static func == (a: DecodedImage, b: DecodedImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
