import Foundation
import Testing
import ToolsTestSupport

@testable import ToastRendering

/// PNG files as `CairoImage.writePNG` writes them (libdeflate inside PNG's chunks), read back by
/// Cairo's reader (libpng, which checks every chunk's CRC and the zlib stream's checksum).
@Suite("PNG files")
struct PNGWriterTests {
    let path = NSTemporaryDirectory() + "toastkit-png-test-\(UUID().uuidString).png"

    /// A random image: opaque, or with any alpha and premultiplied colour at most the alpha.
    static func randomImage(width: Int, height: Int, opaque: Bool, trial: UInt64) -> CairoImage {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        let image = CairoImage(width: width, height: height)
        image.withPixels { pixels, stride in
            for row in 0..<height {
                for column in 0..<width {
                    let alpha = opaque ? 255 : UInt32.random(in: 0...255, using: &random)
                    let channel = { UInt32.random(in: 0...alpha, using: &random) }
                    pixels[row * stride + column] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
            }
        }
        return image
    }

    /// The colour type in the file's header: 2 for RGB, 6 for RGBA.
    func colourType() throws -> UInt8 {
        let data = try #require(FileManager.default.contents(atPath: path))
        return data[25]
    }

    @Test(arguments: [(1, 1), (7, 3), (390, 61)])
    func anOpaqueImageReadsBackPixelForPixelAsRGB(width: Int, height: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = Self.randomImage(width: width, height: height, opaque: true, trial: UInt64(width + height))
        try image.writePNG(to: path)
        let read = try #require(CairoImage(contentsOfPNG: path))
        #expect(read.width == width && read.height == height)
        #expect(try colourType() == 2)
        for y in 0..<height {
            for x in 0..<width where read.pixel(x: x, y: y) != image.pixel(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)) differs")
                return
            }
        }
    }

    @Test func aTranslucentImageKeepsItsAlphaAndItsColourWithinRounding() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = Self.randomImage(width: 64, height: 40, opaque: false, trial: 3)
        try image.writePNG(to: path)
        let read = try #require(CairoImage(contentsOfPNG: path))
        #expect(try colourType() == 6)
        var worst = 0
        for y in 0..<40 {
            for x in 0..<64 {
                let a = image.pixel(x: x, y: y), b = read.pixel(x: x, y: y)
                #expect(a.alpha == b.alpha)
                // Straight colour in the file, premultiplied again when read: off by one at most.
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(worst <= 1)
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorNamingThePath() {
        let image = CairoImage(width: 2, height: 2)
        let blocked = "/proc/toastkit-cannot-write-here.png"
        #expect {
            try image.writePNG(to: blocked)
        } throws: { error in
            (error as NSError).userInfo[NSFilePathErrorKey] as? String == blocked
        }
    }
}
