import Glibc

/// A path inside the repository, found from this file's own location.
func repositoryPath(_ relative: String, file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while let last = parts.last, last != "Tests" { parts.removeLast() }
    parts.removeLast()
    return parts.joined(separator: "/") + "/" + relative
}

