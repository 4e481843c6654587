/// The formats Panel decodes, told apart by their first bytes (never by the file's name).
public enum ImageFormat: Sendable, Equatable {
    case png
    case jpeg

    /// The format `bytes` start with, or nil.
    public init?(sniffing bytes: UnsafeRawBufferPointer) {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= png.count, png.indices.allSatisfy({ bytes[$0] == png[$0] }) {
            self = .png
        } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }
}
