import Panel

/// What `run` shows instead of a panel whose file cannot be used: the file, then each
/// mistake with its line, column and field, and how to recover. The kiosk stays up
/// (no restart loop) and loads the file again once it changes or on SIGHUP.
struct PanelFileErrorView: View {
    let error: PanelFileError
    /// Mistakes listed on screen; the rest are counted (the log has the first
    /// `PanelFileError.listedProblems`).
    static let shownProblems = 5

    static let background = PixelColor(red: 32, green: 12, blue: 14)

    var body: some View {
        let shown = Array(error.problems.prefix(PanelFileErrorView.shownProblems).enumerated())
        let hidden = error.problems.count - shown.count
        return VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Circle().fill(Color.red).frame(width: 18, height: 18)
                Text(error.problems.count == 1 ? "The panel file has a mistake" : "The panel file has \(error.problems.count) mistakes")
                    .font(.system(size: 28, weight: .bold))
            }
            Text(verbatim: error.path)
                .font(.system(size: 17, weight: .medium))
                .foregroundColor(Color(white: 0.75))
            Divider()
            ForEach(shown, id: \.offset) { item in
                VStack(alignment: .leading, spacing: 4) {
                    Text(verbatim: PanelFileErrorView.place(of: item.element))
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundColor(Color(red: 1, green: 0.6, blue: 0.55))
                    Text(verbatim: item.element.message)
                        .font(.system(size: 17))
                }
            }
            if hidden > 0 {
                Text(error.problems.count > PanelFileError.listedProblems
                     ? "and \(hidden) more (the log has the first \(PanelFileError.listedProblems))"
                     : "and \(hidden) more (see the log)")
                    .font(.system(size: 15))
                    .foregroundColor(Color(white: 0.75))
            }
            Spacer()
            Text(error.problems.count > PanelFileError.listedProblems
                 ? "Fix the file: it is loaded as soon as it is valid. panel-app check --panel FILE lists the first \(PanelFileError.listedProblems) mistakes."
                 : "Fix the file: it is loaded as soon as it is valid. panel-app check --panel FILE lists every mistake.")
                .font(.system(size: 15))
                .foregroundColor(Color(white: 0.75))
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(.white)
    }

    /// "line 12, column 57: rows[1][0].duration"
    static func place(of problem: PanelFileProblem) -> String {
        "line \(problem.position.line), column \(problem.position.column)" + (problem.field.isEmpty ? "" : ": \(problem.field)")
    }
}
