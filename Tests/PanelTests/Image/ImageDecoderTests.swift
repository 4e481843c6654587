import Testing
@testable import PanelBase

/// Decoding real PNG and JPEG files (Files/README.md) and hostile ones made from them.
@Suite struct ImageDecoderTests {
    static func path(_ name: String, file: String = #filePath) -> String {
        testsDirectory(of: file, target: "PanelTests") + "/Image/Files/" + name
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        try FileReader.read(path(name), limit: 1 << 20)
    }

    static func decode(_ name: String) throws -> Surface {
        try ImageDecoder.decodeFile(path(name))
    }

    // MARK: Real files

    @Test func interlacedRGBAWithAlpha() throws {
        let image = try Self.decode("pngtest.png")
        #expect(image.width == 91 && image.height == 69)
        #expect(image[0, 0] == .clear)
        // netpbm reads (45, 34) as (29, 22, 17) of 31 (the file's sBIT is 5): the 8-bit
        // samples' top five bits.
        let opaque = image[45, 34]
        #expect(opaque.alpha == 255)
        #expect(opaque.red >> 3 == 29 && opaque.green >> 3 == 22 && opaque.blue >> 3 == 17)
        // Partly transparent (netpbm: alpha 14 of 31): premultiplied, so no channel exceeds alpha.
        let faint = image[63, 12]
        #expect(faint.alpha >> 3 == 14)
        #expect(faint.red <= faint.alpha && faint.green <= faint.alpha && faint.blue <= faint.alpha)
    }

    @Test func eightBitPalette() throws {
        let image = try Self.decode("git-logo.png")
        #expect(image.width == 72 && image.height == 27)
        #expect(image[0, 0] == PixelColor(red: 232, green: 232, blue: 230))
        #expect(image[7, 9] == PixelColor(red: 192, green: 0, blue: 0))
        #expect(image[49, 9] == PixelColor(red: 0, green: 128, blue: 0))
        #expect(image[70, 3] == PixelColor(red: 96, green: 96, blue: 93))
        #expect(image[71, 26] == PixelColor(red: 206, green: 205, blue: 199))
    }

    @Test func twoBitPalette() throws {
        let image = try Self.decode("git-favicon.png")
        #expect(image.width == 16 && image.height == 16)
        #expect(image[0, 0] == .white)
        #expect(image[3, 12] == PixelColor(red: 0, green: 128, blue: 0))
    }

    @Test func greyscale() throws {
        let image = try Self.decode("plus.png")
        #expect(image.width == 11 && image.height == 11)
        #expect(image[0, 0] == PixelColor(red: 204, green: 204, blue: 204))
        #expect(image[5, 5] == PixelColor(red: 41, green: 41, blue: 41))
        #expect(image[1, 1] == PixelColor(red: 240, green: 240, blue: 240))
    }

    @Test func greyWithAlphaIsPremultiplied() throws {
        let image = try Self.decode("input-dialpad.png")
        #expect(image.width == 24 && image.height == 24)
        #expect(image[0, 0] == .clear)
        #expect(image[12, 12] == PixelColor(red: 173, green: 173, blue: 173))
        // Grey 174 at alpha 252: 174·252/255 = 171.95, stored as 172.
        #expect(image[6, 6] == PixelColor(argb: 0xFCAC_ACAC))
        #expect(image[5, 5] == .clear.with(alpha: 42))
    }

    @Test func sixteenBitSamplesScaleToTheEightBitFile() throws {
        #expect(try Self.decode("git-logo-16bit.png").hasSamePixels(as: Self.decode("git-logo.png")))
        #expect(try Self.decode("input-dialpad-16bit.png").hasSamePixels(as: Self.decode("input-dialpad.png")))
    }

    @Test func progressiveJPEG() throws {
        let image = try Self.decode("thin-white-stripe.jpg")
        #expect(image.width == 493 && image.height == 58)
        #expect(image[0, 0] == PixelColor(red: 68, green: 136, blue: 61))
        #expect(image[246, 29] == .white)
        #expect(image[100, 10] == PixelColor(red: 254, green: 255, blue: 249))
    }

    @Test func greyscaleJPEG() throws {
        let image = try Self.decode("plus-grey.jpg")
        #expect(image.width == 11 && image.height == 11)
        #expect(image[0, 0] == PixelColor(red: 203, green: 203, blue: 203))
        #expect(image[5, 5] == PixelColor(red: 36, green: 36, blue: 36))
        #expect(image[5, 2] == PixelColor(red: 41, green: 41, blue: 41))
    }

    // MARK: Hostile files

    static func problem(_ bytes: [UInt8]) -> ImageDecodeError.Problem? {
        do {
            _ = try ImageDecoder.decode(bytes, path: "test")
            return nil
        } catch {
            #expect(error.path == "test")
            return error.problem
        }
    }

    static func isCorrupt(_ problem: ImageDecodeError.Problem?, mentioning word: String) -> Bool {
        if case let .corrupt(message) = problem { return message.contains(word) }
        return false
    }

    @Test func truncatedFilesAreErrors() throws {
        let png = try Self.bytes("pngtest.png")
        #expect(Self.isCorrupt(Self.problem(Array(png.prefix(png.count / 2))), mentioning: "truncated"))
        #expect(Self.isCorrupt(Self.problem(Array(png.prefix(30))), mentioning: "truncated"))
        let jpeg = try Self.bytes("thin-white-stripe.jpg")
        #expect(Self.isCorrupt(Self.problem(Array(jpeg.prefix(jpeg.count / 2))), mentioning: "truncated"))
    }

    @Test func aBadChecksumIsAnError() throws {
        var png = try Self.bytes("git-logo.png")
        // The IDAT chunk's stored checksum, one bit off; its data intact.
        let idat = try #require(PNGChunks.offset(of: "IDAT", in: png))
        let length = png[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
        png[idat + 8 + length] ^= 0x01
        #expect(Self.isCorrupt(Self.problem(png), mentioning: "CRC"))
    }

    @Test func hugeSizesAreRefusedBeforeDecoding() throws {
        let png = try Self.bytes("plus.png")
        #expect(Self.problem(PNGChunks.withSize(png, width: 9000, height: 10)) == .tooLarge(width: 9000, height: 10))
        #expect(Self.problem(PNGChunks.withSize(png, width: 1 << 30, height: 1 << 30))
            == .tooLarge(width: 1 << 30, height: 1 << 30))
        // Within a side's limit, over the pixel count.
        #expect(Self.problem(PNGChunks.withSize(png, width: 5000, height: 5000)) == .tooLarge(width: 5000, height: 5000))
        var jpeg = try Self.bytes("plus-grey.jpg")
        let frame = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[frame + 5] = 0x27 // height 0x2710 = 10000
        jpeg[frame + 6] = 0x10
        #expect(Self.problem(jpeg) == .tooLarge(width: 11, height: 10000))
    }

    @Test func aJPEGOfTooManyScansIsRefused() throws {
        // Each scan is a pass over the whole image: thousands make a small file slow.
        #expect(Self.isCorrupt(Self.problem(try Self.bytes("plus-many-scans.jpg")), mentioning: "more than 500 scans"))
    }

    @Test func zeroSizesAndNonImagesAreErrors() throws {
        let png = try Self.bytes("plus.png")
        #expect(Self.problem(PNGChunks.withSize(png, width: 0, height: 11)) == .noPixels)
        #expect(Self.problem([]) == .empty)
        #expect(Self.problem(Array("not an image at all\n".utf8)) == .notAnImage)
        #expect(Self.problem(Array(png.prefix(8))) != nil)
        #expect(Self.problem([0xFF, 0xD8, 0xFF]) != nil)
    }

    @Test func unreadableFilesNameThePath() {
        do {
            _ = try ImageDecoder.decodeFile("/nonexistent/picture.png")
            Issue.record("decoded a missing file")
        } catch {
            #expect(error.isMissing)
            #expect(error.description.hasPrefix("/nonexistent/picture.png "))
        }
        do {
            _ = try ImageDecoder.decodeFile(Self.path(""))
            Issue.record("decoded a directory")
        } catch {
            guard case .unreadable = error.problem else { Issue.record("\(error)"); return }
        }
    }
}

extension PixelColor {
    /// Black at `alpha` (premultiplied: every channel 0).
    func with(alpha: UInt8) -> PixelColor { PixelColor(argb: UInt32(alpha) << 24) }
}

/// Edits PNG chunks for hostile inputs, with their checksums made right again.
enum PNGChunks {
    static func offset(of type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }

    /// `png` with its IHDR claiming `width`×`height`, checksum fixed.
    static func withSize(_ png: [UInt8], width: Int, height: Int) -> [UInt8] {
        var bytes = png
        for (index, value) in [width, height].enumerated() {
            for i in 0..<4 { bytes[16 + index * 4 + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
        }
        let crc = crc32(bytes[12..<29])
        for i in 0..<4 { bytes[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        return bytes
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
