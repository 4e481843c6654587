import Glibc

/// The inputs a fuzz target keeps in the repository: what it once found
/// (`Fuzz/Regressions/<target>`) and the corpus it starts from (`Fuzz/Corpus/<target>`),
/// as sorted paths, so every `swift test` runs them through the target's own checks.
func keptFuzzInputs(of target: String) -> [String] {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // .../Tests/PanelAppTests/Support/KeptFuzzInputs.swift -> the repository.
    parts.removeLast(4)
    let root = parts.joined(separator: "/")
    var found: [String] = []
    for folder in ["Fuzz/Regressions/\(target)", "Fuzz/Corpus/\(target)"] {
        guard let directory = opendir(root + "/" + folder) else { continue }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { found.append(root + "/" + folder + "/" + name) }
        }
    }
    return found.sorted()
}
