import CGooglePinyin
import Glibc

/// Pinyin typed in Latin letters turned into Chinese candidates, by libgooglepinyin (the
/// decoder of Android's pinyin input method) and its system dictionary, both from Debian's
/// `libgooglepinyin0`. The library keeps one decoder per process, so there is one engine:
/// `shared`, nil when the library or its dictionary is missing.
public final class PinyinEngine: @unchecked Sendable {
    /// Where Debian puts the dictionary.
    public static let dictionaryPaths = [
        "/usr/lib/x86_64-linux-gnu/googlepinyin/data/dict_pinyin.dat",
        "/usr/lib/aarch64-linux-gnu/googlepinyin/data/dict_pinyin.dat",
        "/usr/lib/arm-linux-gnueabihf/googlepinyin/data/dict_pinyin.dat",
        "/usr/lib/googlepinyin/data/dict_pinyin.dat",
    ]

    private let library: UnsafeMutablePointer<PanelGooglePinyin>

    /// The engine, opened on first use.
    public static let shared: PinyinEngine? = PinyinEngine()

    private init?() {
        guard let library = panel_googlepinyin() else { return nil }
        // The decoder insists on a user dictionary; /dev/null keeps it empty and unsaved: a
        // kiosk learns nothing from what is typed on it.
        guard let path = PinyinEngine.dictionaryPaths.first(where: { access($0, R_OK) == 0 }),
              library.pointee.openDecoder(path, "/dev/null") else { return nil }
        self.library = library
    }

    /// What the decoder makes of some pinyin: its candidates, best first, and where each
    /// syllable starts in the letters (with the letters' end last: "nihao" is 0, 2, 5).
    public struct Search: Equatable, Sendable {
        public var candidates: [String]
        public var syllableStarts: [Int]
    }

    /// The candidates for `letters` (lower-case pinyin, "nihao"; an apostrophe splits
    /// syllables), at most `limit`: whole phrases first, then shorter words for the first
    /// syllables.
    public func search(_ letters: String, limit: Int = 24) -> Search {
        let spelling = Array(letters.utf8.filter { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x27 }.prefix(64))
        guard !spelling.isEmpty else { return Search(candidates: [], syllableStarts: []) }
        library.pointee.resetSearch()
        let count = spelling.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { library.pointee.search($0.baseAddress, $0.count) }
        }
        var result: [String] = []
        var buffer = [UInt16](repeating: 0, count: 64)
        for index in 0..<Swift.min(count, limit) {
            guard library.pointee.candidate(index, &buffer, buffer.count) != nil else { break }
            let length = buffer.firstIndex(of: 0) ?? buffer.count
            let text = String(decoding: buffer[0..<length], as: UTF16.self)
            if !text.isEmpty { result.append(text) }
        }
        var starts: UnsafePointer<UInt16>?
        let syllables = Swift.min(library.pointee.syllableStarts(&starts), 64)
        let syllableStarts = starts.map { pointer in (0...syllables).map { Swift.min(Int(pointer[$0]), spelling.count) } } ?? []
        return Search(candidates: result, syllableStarts: syllableStarts)
    }

    /// The candidates for `letters`, best first.
    public func candidates(for letters: String, limit: Int = 24) -> [String] { search(letters, limit: limit).candidates }
}
