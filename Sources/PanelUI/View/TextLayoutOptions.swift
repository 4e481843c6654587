/// What the environment says about laying text out in lines: read once per update of a
/// text, compared to tell whether its lines must be broken again.
struct TextLayoutOptions: Equatable {
    var lineLimit: Int?
    var reservesSpace = false
    var truncationMode = Text.TruncationMode.tail
    var alignment = TextAlignment.leading
    var minimumScaleFactor: CGFloat = 1

    init() {}

    init(_ text: TextEnvironment) {
        lineLimit = text.lineLimit
        reservesSpace = lineLimit != nil && text.lineLimitReservesSpace
        truncationMode = text.truncationMode
        alignment = text.multilineTextAlignment
        minimumScaleFactor = text.minimumScaleFactor
    }
}
