import Glibc

/// Checks a rendered surface against a golden PNG, byte for byte: the test harness's and
/// `panel-app snapshot --compare`'s shared rule. On a mismatch it leaves
/// `<name>.actual.png` and `<name>.diff.png` beside the golden so a person can look.
public enum GoldenImage {
    /// Compares `surface` with the PNG at `path` (or, when `update` is set, writes it
    /// there). Returns nil when they match, else a message saying what differs and where
    /// the actual and difference images were written.
    public static func check(_ surface: Surface, against path: String, update: Bool) -> String? {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        let actualPath = stem + ".actual.png", diffPath = stem + ".diff.png"
        if update {
            do { try PNGEncoder.write(surface, to: path) } catch { return "could not write golden: \(error)" }
            return nil
        }
        let expected: Surface
        do { expected = try PNGDecoder.read(from: path) } catch {
            try? PNGEncoder.write(surface, to: actualPath)
            return "missing golden image (\(error)); the rendered image is in \(actualPath): run `make golden` to accept it"
        }
        let comparison = ImageComparison(expected: expected, actual: surface)
        if comparison.isIdentical {
            unlink(actualPath)
            unlink(diffPath)
            return nil
        }
        try? PNGEncoder.write(surface, to: actualPath)
        try? PNGEncoder.write(ImageComparison.differenceImage(expected: expected, actual: surface), to: diffPath)
        return "\(path): \(comparison.summary) (see \(actualPath) and \(diffPath))"
    }

    /// Whether the environment asks for goldens to be rewritten (`make golden`).
    public static var updateRequested: Bool { getenv("PANEL_UPDATE_GOLDEN") != nil }
}
