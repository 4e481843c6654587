/// What Panel decodes at most, checked from the file's header before any pixel memory is
/// allocated: a kiosk's images are icons, backgrounds and photos for one screen, and a
/// file that claims 60000×60000 pixels would need 14 GB.
public enum ImageLimits {
    /// The widest and tallest image decoded, in pixels.
    public static let maximumSide = 8192
    /// The most pixels an image may have (width × height): 16 M pixels, 64 MB decoded.
    public static let maximumPixelCount = 16 << 20
    /// The largest image file read, in bytes.
    public static let maximumFileBytes = 64 << 20
}
