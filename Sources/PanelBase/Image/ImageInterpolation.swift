/// How an image's pixels are sampled when it is drawn at another size (SwiftUI's
/// `Image.Interpolation`): `.none` takes the nearest pixel (sharp pixel art); `.low`
/// filters bilinearly; `.medium` and `.high` also average whole blocks of pixels first
/// when shrinking by two or more, so a photo shown small does not shimmer.
public enum ImageInterpolation: UInt8, Hashable, Sendable {
    case none
    case low
    case medium
    case high
}
