import Panel

/// The panel file on disk, read and validated as `check` does, with its bytes: what
/// `panel/<node>/panel/state` names it by (`PanelFileIdentity`).
struct LocalPanelFile {
    var file: PanelFile
    var contents: [UInt8]

    init(path: String) throws(PanelFileError) {
        do { contents = try FileReader.read(path, limit: FileSizeLimit.panelFile) } catch {
            throw PanelFileError(path: path, problems: [PanelFileProblem(position: SourcePosition(line: 1, column: 1), field: "",
                                                                         message: "the file \(error.reason)")])
        }
        file = try PanelFileDecoder.decode(String(decoding: contents, as: UTF8.self), path: path)
    }
}
