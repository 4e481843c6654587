/// Decoded images by path and file identity, at most `byteLimit` bytes of pixels, least
/// recently used first out. Looking an image up again costs one `stat`: the same file
/// gives the same `DecodedImage` (so display items compare equal and nothing redraws);
/// a file changed on disk is decoded again. A file that failed to decode keeps its error
/// until it changes. Used from one thread (the UI's).
public final class DecodedImageCache {
    /// 64 MB: a screen's worth of photos and every icon.
    public static let defaultByteLimit = 64 << 20

    public let byteLimit: Int
    private var entries: [String: Entry] = [:]
    private var clock = 0
    /// The bytes of pixels held now.
    public private(set) var byteCount = 0
    /// How many files were decoded (cache misses), for tests and statistics.
    public private(set) var decodeCount = 0

    private struct Entry {
        var identity: ImageFileIdentity
        var result: Result<DecodedImage, ImageDecodeError>
        var lastUse: Int
        var bytes: Int
    }

    public init(byteLimit: Int = DecodedImageCache.defaultByteLimit) {
        self.byteLimit = byteLimit
    }

    /// The image in the file at `path`, decoded once per version of the file.
    public func image(atPath path: String) throws(ImageDecodeError) -> DecodedImage {
        clock += 1
        guard let identity = ImageFileIdentity(path: path) else {
            entries[path].map { byteCount -= $0.bytes }
            entries[path] = nil
            // The reader says why (missing, no permission) in its own words.
            return try ImageDecoder.decodeFile(path).asImage(named: path)
        }
        if var entry = entries[path], entry.identity == identity {
            entry.lastUse = clock
            entries[path] = entry
            return try entry.result.get()
        }
        decodeCount += 1
        let result: Result<DecodedImage, ImageDecodeError>
        do { result = .success(try ImageDecoder.decodeFile(path).asImage(named: path)) } catch { result = .failure(error) }
        let bytes = (try? result.get().byteCount) ?? 0
        entries[path].map { byteCount -= $0.bytes }
        entries[path] = Entry(identity: identity, result: result, lastUse: clock, bytes: bytes)
        byteCount += bytes
        evict(keeping: path)
        return try result.get()
    }

    /// Whether the file at `path` is held decoded (or held as failed).
    public func contains(path: String) -> Bool { entries[path] != nil }

    /// Drops every image.
    public func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    /// Drops the least recently used images until the rest fit the limit; the one just
    /// used stays even when it alone is larger.
    private func evict(keeping kept: String) {
        while byteCount > byteLimit {
            var oldest: (path: String, use: Int)?
            for (path, entry) in entries where path != kept && entry.bytes > 0 {
                if oldest == nil || entry.lastUse < oldest!.use { oldest = (path, entry.lastUse) }
            }
            guard let oldest, let entry = entries.removeValue(forKey: oldest.path) else { return }
            byteCount -= entry.bytes
        }
    }
}

extension Surface {
    fileprivate func asImage(named name: String) -> DecodedImage { DecodedImage(surface: self, name: name) }
}
