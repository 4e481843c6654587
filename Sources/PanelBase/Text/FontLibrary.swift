import CFreeType

/// One FreeType library instance. FreeType libraries are not thread-safe, so Panel never
/// shares one globally: each `TextRenderer` (or each `FontFace` loaded on its own) owns
/// one, and everything loaded through it stays on one thread at a time.
public final class FontLibrary {
    package let handle: FT_Library

    /// Starts a FreeType library.
    public init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontError.freeTypeUnavailable(reason: freeTypeErrorName(error))
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
