import Panel

/// Which panel file a panel shows, as `panel/<node>/panel/state` says it (retained): its
/// title, its bytes' SHA-256 (what `sha256sum` prints for the same file), its size, and
/// whether it is the file on disk or one sent over MQTT.
struct PanelFileIdentity: Sendable, Equatable {
    enum Source: String, Sendable {
        case local
        case mqtt
    }

    var title: String
    var sha256: String
    var bytes: Int
    var source: Source

    init(title: String, contents: [UInt8], source: Source) {
        self.title = title
        sha256 = SHA256Digest.hex(contents)
        bytes = contents.count
        self.source = source
    }

    var json: String {
        JSONWriter.object([
            ("title", JSONWriter.quoted(title)), ("sha256", JSONWriter.quoted(sha256)),
            ("bytes", String(bytes)), ("source", JSONWriter.quoted(source.rawValue)),
        ])
    }
}
