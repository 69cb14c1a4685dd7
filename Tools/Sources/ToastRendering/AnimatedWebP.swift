import CImageCodecs
import Foundation

/// Writes an animated WebP with libwebp (Debian's `libwebp-dev`): each frame is encoded by
/// `WebPEncode` and placed on the canvas by libwebp's muxer (`WebPMuxPushFrame`).
///
/// Frames are opaque rectangles of the canvas: the caller knows what changed (a toast moved), so
/// only that is encoded. (Leaving unchanged pixels transparent, for the previous frame to show
/// through, made files 15–20 % larger and frames slower: an alpha plane costs more than the few
/// pixels of a moving toast's rectangle that stay the same.) libwebp's own
/// `WebPAnimEncoder` finds the changed rectangle by itself, but compares whole canvases and
/// tries several encodings of each frame: 15 ms a frame at 780 × 1688 px against about 1 ms
/// this way (Tools/README.md).
///
/// ```swift
/// let encoder = AnimatedWebPEncoder(width: 780, height: 1688)
/// try encoder.add(pixels, width: 780, height: 1688, stride: 780, x: 0, y: 0, milliseconds: 17, quality: AnimatedWebPEncoder.keyQuality)
/// try encoder.write(to: "toast.webp")
/// ```
package final class AnimatedWebPEncoder {
    package let width: Int
    package let height: Int
    private let mux: OpaquePointer
    /// The frames' lengths so far, for ``extendLastFrame(by:)``.
    private var frames: [(x: Int, y: Int, milliseconds: Int, data: Data)] = []

    /// Lossy quality (0…100) of the first, full frame: the still screen everything moves over.
    package static let keyQuality: Float = 90
    /// Lossy quality of the frames after it. Measured on the gallery's movies (Tools/README.md):
    /// at 80 the toasts' text edges show no ringing at 2×, and files stay at a few hundred KB.
    package static let frameQuality: Float = 80
    /// Lossy quality of frames that repaint most of the screen (a dim fading), which cost the
    /// most bytes; a dim's smooth gradient of one colour hides the loss.
    package static let wholeScreenQuality: Float = 60
    /// libwebp's effort, 0 (fastest) … 6 (smallest). Above 0 each frame takes longer for a
    /// few per cent less size.
    package static let method: Int32 = 0

    /// Why a frame could not be encoded or the file assembled.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        mux = toastkit_webp_mux_new()!
    }

    deinit {
        WebPMuxDelete(mux)
    }

    package var frameCount: Int { frames.count }

    /// Adds a frame: `pixels` (Cairo's premultiplied ARGB32 words, `stride` words a row) placed
    /// at (`x`, `y`), which must be even (WebP stores offsets halved), shown for `milliseconds`.
    package func add(
        _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, x: Int, y: Int, milliseconds: Int, quality: Float
    ) throws {
        precondition(x % 2 == 0 && y % 2 == 0, "WebP frame offsets are even")
        var config = WebPConfig()
        guard toastkit_webp_config_init(&config) != 0 else { throw Failure(description: "libwebp version mismatch") }
        config.lossless = 0
        config.quality = quality
        config.method = Self.method
        var picture = WebPPicture()
        guard toastkit_webp_picture_init(&picture) != 0 else { throw Failure(description: "libwebp version mismatch") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.argb = UnsafeMutablePointer(mutating: pixels)
        picture.argb_stride = Int32(stride)
        // Lossy encoding converts the ARGB pixels to YUV in buffers the picture owns; freeing it
        // releases those (not `argb`, which is ours). LeakSanitizer found them leaking.
        defer { WebPPictureFree(&picture) }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0 else { throw Failure(description: "WebPEncode failed (error \(picture.error_code.rawValue))") }
        frames.append((x, y, milliseconds, Data(bytes: writer.mem, count: writer.size)))
    }

    /// Shows the last frame longer (nothing changed since).
    package func extendLastFrame(by milliseconds: Int) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].milliseconds += milliseconds
    }

    /// Assembles the animation (looping forever) and writes it.
    package func write(to path: String) throws {
        for frame in frames {
            let status = frame.data.withUnsafeBytes { bytes -> WebPMuxError in
                var info = WebPMuxFrameInfo()
                info.bitstream = WebPData(bytes: bytes.bindMemory(to: UInt8.self).baseAddress, size: bytes.count)
                info.x_offset = Int32(frame.x)
                info.y_offset = Int32(frame.y)
                info.duration = Int32(frame.milliseconds)
                info.id = WEBP_CHUNK_ANMF
                info.dispose_method = WEBP_MUX_DISPOSE_NONE
                info.blend_method = WEBP_MUX_NO_BLEND
                return WebPMuxPushFrame(mux, &info, 1)
            }
            guard status == WEBP_MUX_OK else { throw Failure(description: "WebPMuxPushFrame failed (\(status.rawValue))") }
        }
        // Loop forever over an opaque white background (never seen: the first frame covers it).
        var parameters = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: 0)
        guard WebPMuxSetAnimationParams(mux, &parameters) == WEBP_MUX_OK,
            WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)) == WEBP_MUX_OK
        else { throw Failure(description: "libwebp rejected the canvas") }
        var assembled = WebPData()
        guard WebPMuxAssemble(mux, &assembled) == WEBP_MUX_OK else { throw Failure(description: "WebPMuxAssemble failed") }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: assembled.bytes)) }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Data(bytes: assembled.bytes, count: assembled.size).write(to: URL(fileURLWithPath: path))
    }
}

/// What an animated WebP file holds, read back with libwebp's demuxer and decoder: the canvas,
/// the frames and their lengths, and any frame's pixels as the browser shows them.
package struct AnimatedWebPFile {
    package let width: Int
    package let height: Int
    package let frameCount: Int
    /// Each frame's length in milliseconds.
    package let frameMilliseconds: [Int]
    package let loopCount: Int
    private let data: Data

    package var totalMilliseconds: Int { frameMilliseconds.reduce(0, +) }

    package init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.data = data
        let parsed = data.withUnsafeBytes { bytes -> (Int, Int, Int, [Int])? in
            guard let demuxer = toastkit_webp_demux(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count) else { return nil }
            defer { WebPDemuxDelete(demuxer) }
            let width = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH))
            let height = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT))
            let loops = Int(WebPDemuxGetI(demuxer, WEBP_FF_LOOP_COUNT))
            var lengths: [Int] = []
            var iterator = WebPIterator()
            if WebPDemuxGetFrame(demuxer, 1, &iterator) != 0 {
                repeat { lengths.append(Int(iterator.duration)) } while WebPDemuxNextFrame(&iterator) != 0
                WebPDemuxReleaseIterator(&iterator)
            }
            return (width, height, loops, lengths)
        }
        guard let (width, height, loops, lengths) = parsed else { return nil }
        self.width = width
        self.height = height
        loopCount = loops
        frameMilliseconds = lengths
        frameCount = lengths.count
    }

    /// The canvas as shown at `milliseconds` from the start (the frame showing then, composed
    /// over the ones before it), decoded by libwebp's animation decoder.
    package func image(at milliseconds: Int) -> CairoImage? {
        data.withUnsafeBytes { bytes -> CairoImage? in
            var options = WebPAnimDecoderOptions()
            guard toastkit_webp_anim_decoder_options_init(&options) != 0 else { return nil }
            options.color_mode = MODE_bgrA  // premultiplied, byte order of Cairo's ARGB32 on little-endian machines
            guard let decoder = toastkit_webp_anim_decoder_new(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &options) else {
                return nil
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var buffer: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            var shown: UnsafeMutablePointer<UInt8>?
            // A frame's timestamp is when it ends; the frame showing at `milliseconds` is the first
            // that ends after it.
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0 else { return nil }
                shown = buffer
                if Int(timestamp) > milliseconds { break }
            }
            guard let shown else { return nil }
            let image = CairoImage(width: width, height: height)
            image.withPixels { pixels, stride in
                for row in 0..<height {
                    (pixels + row * stride).withMemoryRebound(to: UInt8.self, capacity: width * 4) { target in
                        target.update(from: shown + row * width * 4, count: width * 4)
                    }
                }
            }
            return image
        }
    }
}
