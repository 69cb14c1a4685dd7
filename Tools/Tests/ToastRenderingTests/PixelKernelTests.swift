import CPixelKernels
import Foundation
import Testing
import ToolsTestSupport

@testable import ToastRendering

/// The C loops the movie recorder and the renderer run on every frame, checked against plain
/// Swift written straight from their definitions, on repeatable random images of awkward sizes.
@Suite("Pixel kernels")
struct PixelKernelTests {
    /// libwebp's VP8RGBToY/U/V (src/dsp/yuv.h), written out once more.
    static func referenceYUV(_ pixels: [UInt32], width: Int, height: Int) -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        func channels(_ p: UInt32) -> (Int, Int, Int) { (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)) }
        let y = pixels.map { p -> UInt8 in
            let (r, g, b) = channels(p)
            return UInt8((16839 * r + 33059 * g + 6420 * b + (16 << 16) + (1 << 15)) >> 16)
        }
        var u: [UInt8] = [], v: [UInt8] = []
        for row in stride(from: 0, to: height, by: 2) {
            for column in stride(from: 0, to: width, by: 2) {
                var r = 0, g = 0, b = 0
                for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let (pr, pg, pb) = channels(pixels[min(row + dy, height - 1) * width + min(column + dx, width - 1)])
                    r += pr; g += pg; b += pb
                }
                func clip(_ value: Int) -> UInt8 { UInt8(min(max(((value + (1 << 17)) >> 18) + 128, 0), 255)) }
                u.append(clip(-9719 * r - 19081 * g + 28800 * b))
                v.append(clip(28800 * r - 24116 * g - 4684 * b))
            }
        }
        return (y, u, v)
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 5), (17, 4), (64, 33), (611, 7)])
    func yuvConversionMatchesLibwebpsFormulas(width: Int, height: Int) {
        var random = RepeatableRandomNumberGenerator(trial: UInt64(width * 1000 + height))
        // Opaque pixels; the stride is wider than the image, as in a frame cut from a canvas.
        let stride = width + 3
        let canvas = (0..<(stride * height)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let pixels = (0..<height).flatMap { row in canvas[(row * stride)..<(row * stride + width)] }
        let planes = canvas.withUnsafeBufferPointer { YUVPlanes($0.baseAddress!, width: width, height: height, stride: stride) }
        let expected = Self.referenceYUV(Array(pixels), width: width, height: height)
        #expect(Array(planes.bytes[0..<(width * height)]) == expected.y)
        #expect(Array(planes.bytes[planes.chromaOffset..<(planes.chromaOffset + planes.chromaCount)]) == expected.u)
        #expect(Array(planes.bytes[(planes.chromaOffset + planes.chromaCount)...]) == expected.v)
    }

    /// One box pass along a line, pixels beyond the ends repeating the ends, rounded to nearest.
    static func referenceBox(_ line: [Int], radius: Int) -> [Int] {
        let width = 2 * radius + 1
        return line.indices.map { index in
            let sum = (-radius...radius).reduce(0) { $0 + line[min(max(index + $1, 0), line.count - 1)] }
            return (sum + width / 2) / width
        }
    }

    @Test(arguments: [(1, 1, [1]), (5, 1, [2]), (1, 9, [3, 3]), (40, 23, [4, 5, 5]), (300, 2, [140]), (31, 31, [0, 2, 200])])
    func blurMatchesBoxPassesAlongRowsThenColumnsInEachChannel(width: Int, height: Int, radii: [Int]) {
        // One byte a pixel (Cairo's A8) and four (ARGB32): every channel is blurred on its own.
        for channels in [1, 4] {
            var random = RepeatableRandomNumberGenerator(trial: UInt64(width * 31 + height + channels))
            let stride = (width * channels + 3) & ~3  // Cairo's rows are padded to 4 bytes
            var image = (0..<(stride * height)).map { _ in UInt8.random(in: 0...255, using: &random) }
            func plane(_ channel: Int) -> [[Int]] {
                (0..<height).map { row in (0..<width).map { Int(image[row * stride + $0 * channels + channel]) } }
            }
            var expected = (0..<channels).map(plane)
            for radius in radii where radius > 0 {
                expected = expected.map { rows in
                    let across = rows.map { Self.referenceBox($0, radius: radius) }
                    let columns = (0..<width).map { column in Self.referenceBox(across.map { $0[column] }, radius: radius) }
                    return (0..<height).map { row in columns.map { $0[row] } }
                }
            }
            let line = [UInt8](repeating: 0, count: width * channels)
            let copy = [UInt8](repeating: 0, count: width * channels * height)
            let sums = [UInt32](repeating: 0, count: width * channels)
            var scratch = (line, copy, sums)
            image.withUnsafeMutableBufferPointer { pixels in
                toastkit_box_blur(
                    pixels.baseAddress, Int32(width), Int32(height), Int32(stride), Int32(channels), radii.map(Int32.init),
                    Int32(radii.count), &scratch.0, &scratch.1, &scratch.2)
            }
            #expect((0..<channels).map(plane) == expected, "\(channels) channel(s)")
        }
    }

    @Test func changedBoundsFindsEveryDifferingPixel() {
        // 500 repeatable random cases: a rectangle of a canvas, its old pixels, and 0 to 6 pixels changed
        // anywhere in it; the bounds must be the even-aligned box around exactly those.
        var random = RepeatableRandomNumberGenerator(trial: 12)
        for _ in 0..<500 {
            let stride = Int.random(in: 8...40, using: &random), rows = Int.random(in: 1...30, using: &random)
            let rect = PixelRect(
                x: Int.random(in: 0...3, using: &random) * 2, y: Int.random(in: 0...3, using: &random) * 2,
                width: Int.random(in: 1...(stride - 6), using: &random), height: Int.random(in: 1...rows, using: &random))
            var canvas = (0..<(stride * (rect.maxY + 1))).map { _ in UInt32.random(in: 0...3, using: &random) }
            let previous = (0..<rect.height).flatMap { row in canvas[((rect.y + row) * stride + rect.x)...].prefix(rect.width) }
            var changed: [(Int, Int)] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let column = Int.random(in: 0..<rect.width, using: &random), row = Int.random(in: 0..<rect.height, using: &random)
                canvas[(rect.y + row) * stride + rect.x + column] &+= 1
                changed.append((column, row))
            }
            let found = canvas.withUnsafeBufferPointer { pixels in
                previous.withUnsafeBufferPointer { rect.changedBounds(in: pixels.baseAddress!, stride: stride, previous: $0.baseAddress!) }
            }
            guard let minX = changed.map(\.0).min(), let maxX = changed.map(\.0).max(), let minY = changed.map(\.1).min(),
                let maxY = changed.map(\.1).max()
            else {
                #expect(found == nil)
                continue
            }
            let expected = PixelRect(x: rect.x + minX, y: rect.y + minY, width: maxX - minX + 1, height: maxY - minY + 1).evenAligned
            #expect(found == expected)
        }
    }

    @Test(arguments: [(1, 0, 0, 5, 4), (2, 1, 3, 9, 7), (8, 0, 0, 20, 17), (8, 16, 8, 5, 3), (3, 30, 20, 4, 4)])
    func downsampleAveragesEachBlockWithPixelsBeyondTheSurfaceTransparent(factor: Int, x: Int, y: Int, width: Int, height: Int) {
        // A 37 × 29 surface of random premultiplied pixels; blocks that reach past it average
        // in transparent pixels, as Cairo's filter does with a surface's outside.
        var random = RepeatableRandomNumberGenerator(trial: UInt64(factor * 100 + x + y))
        let surface = CairoImage(width: 37, height: 29)
        surface.withPixels { pixels, stride in
            for row in 0..<29 {
                for column in 0..<37 {
                    let alpha = UInt32.random(in: 0...255, using: &random)
                    let channel = { UInt32.random(in: 0...alpha, using: &random) }
                    pixels[row * stride + column] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
            }
        }
        let small = BoxBlur.downsample(surface.surface, x: x, y: y, factor: factor, width: width, height: height)
        let count = factor * factor
        for row in 0..<height {
            for column in 0..<width {
                var sums = [0, 0, 0, 0]
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let sx = x + column * factor + dx, sy = y + row * factor + dy
                        guard sx < 37, sy < 29 else { continue }
                        let p = surface.pixel(x: sx, y: sy)
                        sums[0] += Int(p.alpha); sums[1] += Int(p.red); sums[2] += Int(p.green); sums[3] += Int(p.blue)
                    }
                }
                let expected = sums.map { UInt8(($0 + count / 2) / count) }
                let p = small.pixel(x: column, y: row)
                #expect([p.alpha, p.red, p.green, p.blue] == expected, "pixel (\(column), \(row))")
            }
        }
    }
}
