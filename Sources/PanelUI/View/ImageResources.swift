import Glibc
import PanelBase

/// Where `Image(_:)` finds its files, the decoded images all views share, and the log of
/// images that could not be shown (each problem written to stderr once).
@MainActor
enum ImageResources {
    /// The environment variable naming the resources folder, when set.
    static let environmentVariable = "PANEL_RESOURCES"
    /// The file name endings tried after the name itself has none.
    static let extensions = ["png", "jpg", "jpeg"]

    /// Decoded images by path and file identity, shared by every image view.
    static let decodedImages = DecodedImageCache()

    /// `$PANEL_RESOURCES`, or `Resources` in the folder holding the executable.
    static var directory: String {
        if let value = getenv(environmentVariable), value.pointee != 0 { return String(cString: value) }
        return executableDirectory + "/Resources"
    }

    private static let executableDirectory: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }()

    /// The candidate files for resource `name` in `folder`, in the order they are tried.
    static func candidates(for name: String, in folder: String) -> [String] {
        let base = folder + "/" + name
        let lower = name.lowercased()
        if extensions.contains(where: { lower.hasSuffix("." + $0) }) { return [base] }
        return extensions.map { base + "." + $0 } + [base]
    }

    /// The decoded image for a resource name or a file, or why there is none.
    static func image(for source: Image.Source) -> Result<DecodedImage, ImageDecodeError> {
        let path: String
        switch source {
        case .resource(let name):
            let folder = directory
            let candidates = candidates(for: name, in: folder)
            path = candidates.first { access($0, F_OK) == 0 } ?? candidates[0]
        case .file(let file):
            path = file
        case .system(let name):
            return .failure(ImageDecodeError(path: name, problem: .notAnImage))
        }
        do { return .success(try decodedImages.image(atPath: path)) } catch { return .failure(error) }
    }

    /// Messages already written: an image missing from a list of many rows is reported once.
    private static var logged: Set<String> = []
    /// Where messages go: the log, as warnings; tests collect them.
    static var write: (String) -> Void = { Log.warning($0) }

    /// Writes `message` once per process.
    static func logOnce(_ message: String) {
        guard logged.insert(message).inserted else { return }
        write(message)
    }
}
