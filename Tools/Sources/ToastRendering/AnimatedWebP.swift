import CImageCodecs
import CPixelKernels
import Foundation

/// Writes an animated WebP with libwebp (Debian's `libwebp-dev`): each frame is encoded by
/// `WebPEncode` and placed on the canvas by libwebp's muxer (`WebPMuxPushFrame`).
///
/// Frames are opaque rectangles of the canvas: the caller knows what changed (a toast moved), so
/// only that is encoded. (Leaving unchanged pixels transparent, for the previous frame to show
/// through, would add an alpha plane, which costs more than the few pixels of a moving toast's
/// rectangle that stay the same.) libwebp's own `WebPAnimEncoder` finds the changed rectangle
/// by itself, but compares whole canvases and tries several encodings of each frame: work the
/// recorder, which knows the rectangle, does not need.
///
/// Each frame stands alone (no blending with the one before), so frames are encoded in the
/// background, several at a time, while the caller draws the next: ``add(_:width:height:stride:x:y:milliseconds:quality:)``
/// copies the pixels out (converted to YUV) and returns; ``finish()`` waits for the encoding.
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
    /// Where each frame goes and how long it shows, in order; the bytes arrive in `encoded`.
    private var frames: [(x: Int, y: Int, milliseconds: Int)] = []
    private let encoded = EncodedFrames()
    /// Encodes frames, up to `encodingThreads` at once (each frame stands alone; `encoded`
    /// puts them back in order).
    private let queue: DispatchQueue
    private let pending = DispatchGroup()
    /// Frames copied out and not yet encoded, at most `encodingThreads`: a caller that draws
    /// faster than frames encode waits rather than piling up copies.
    private let slots: DispatchSemaphore

    /// Lossy quality (0…100) of the first, full frame: the still screen everything moves over.
    package static let keyQuality: Float = 90
    /// Lossy quality of the frames after it: the toasts' text edges show no ringing at 2×.
    package static let frameQuality: Float = 80
    /// Lossy quality of frames that repaint most of the screen (a dim fading), which cost the
    /// most bytes; a dim's smooth gradient of one colour hides the loss.
    package static let wholeScreenQuality: Float = 60
    /// libwebp's effort, 0 (fastest) … 6 (smallest). Above 0 each frame takes longer for
    /// little less size.
    package static let method: Int32 = 0

    /// Why a frame could not be encoded or the file assembled.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// An encoder for a `width` × `height` canvas that encodes up to `encodingThreads` frames at
    /// once (at least one) while the caller draws: as many as the machine has cores when one
    /// movie is recorded alone, one when movies are already recorded side by side.
    package init(width: Int, height: Int, encodingThreads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.width = width
        self.height = height
        mux = toastkit_webp_mux_new()!
        let threads = max(encodingThreads, 1)
        queue = DispatchQueue(label: "toastkit.webp-encoder", attributes: threads > 1 ? .concurrent : [])
        slots = DispatchSemaphore(value: threads)
    }

    deinit {
        // Queued work holds only `encoded` and `slots`, never the muxer.
        pending.wait()
        WebPMuxDelete(mux)
    }

    package var frameCount: Int { frames.count }

    /// Processor seconds (``ThreadTime``) spent converting and encoding the frames after the
    /// first (which is the whole screen): converting on the caller's thread, encoding on the queue.
    package var encodingSeconds: Double { conversionSeconds + encoded.secondsAfterFirst }
    private var conversionSeconds = 0.0

    /// Adds a frame: `pixels` (Cairo's ARGB32 words, opaque, `stride` words a row) placed
    /// at (`x`, `y`), which must be even (WebP stores offsets halved), shown for `milliseconds`.
    /// Returns once the pixels are copied; the frame is encoded in the background. Throws if
    /// an earlier frame could not be encoded.
    package func add(
        _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, x: Int, y: Int, milliseconds: Int, quality: Float
    ) throws {
        precondition(x % 2 == 0 && y % 2 == 0, "WebP frame offsets are even")
        guard width > 0, height > 0 else { throw Failure(description: "a frame of \(width) × \(height) pixels has nothing to encode") }
        if let failure = encoded.failure { throw failure }
        let start = ThreadTime.seconds()
        let planes = YUVPlanes(pixels, width: width, height: height, stride: stride)
        let index = frames.count
        if index > 0 { conversionSeconds += ThreadTime.seconds() - start }
        frames.append((x, y, milliseconds))
        slots.wait()
        queue.async(group: pending) { [encoded, slots] in
            defer { slots.signal() }
            let start = ThreadTime.seconds()
            let result = Result { try Self.encode(planes, quality: quality) }
            encoded.store(result, at: index, seconds: ThreadTime.seconds() - start)
        }
    }

    /// Shows the last frame longer (nothing changed since).
    package func extendLastFrame(by milliseconds: Int) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].milliseconds += milliseconds
    }

    /// Waits until every frame added is encoded; throws the first frame's failure, if any.
    package func finish() throws {
        pending.wait()
        if let failure = encoded.failure { throw failure }
    }

    /// Assembles the animation (looping forever) and writes it, after ``finish()``.
    package func write(to path: String) throws {
        try finish()
        let data = encoded.data
        for (index, frame) in frames.enumerated() {
            let status = data[index].withUnsafeBytes { bytes -> WebPMuxError in
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

    /// One frame as a lossy WebP bitstream.
    private static func encode(_ planes: YUVPlanes, quality: Float) throws -> Data {
        var config = WebPConfig()
        guard toastkit_webp_config_init(&config) != 0 else { throw Failure(description: "libwebp version mismatch") }
        config.lossless = 0
        config.quality = quality
        config.method = method
        var picture = WebPPicture()
        guard toastkit_webp_picture_init(&picture) != 0 else { throw Failure(description: "libwebp version mismatch") }
        picture.use_argb = 0
        picture.colorspace = WEBP_YUV420
        picture.width = Int32(planes.width)
        picture.height = Int32(planes.height)
        // Frees only what libwebp allocated for the picture (nothing here: the planes are ours).
        defer { WebPPictureFree(&picture) }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let status = planes.bytes.withUnsafeBufferPointer { bytes in
            // libwebp only reads the planes: it writes them back only for `show_compressed` or
            // to clean up under an alpha plane, and there is neither (src/enc/iterator_enc.c,
            // picture_tools_enc.c).
            let y = UnsafeMutablePointer(mutating: bytes.baseAddress!)
            picture.y = y
            picture.u = y + planes.chromaOffset
            picture.v = y + planes.chromaOffset + planes.chromaCount
            picture.y_stride = Int32(planes.width)
            picture.uv_stride = Int32(planes.chromaWidth)
            return withUnsafeMutablePointer(to: &writer) { writerPointer in
                picture.writer = WebPMemoryWrite
                picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
                return WebPEncode(&config, &picture)
            }
        }
        guard status != 0 else { throw Failure(description: "WebPEncode failed (error \(picture.error_code.rawValue))") }
        return Data(bytes: writer.mem, count: writer.size)
    }
}

/// A frame's pixels as the Y, U and V planes (4:2:0) a lossy WebP is encoded from, one after
/// another in `bytes`. Converted here, by ``toastkit_opaque_argb_to_yuv420``, because the
/// pixels are known to be opaque (the app is painted first): libwebp's own conversion first scans
/// for transparency and averages chroma through a gamma curve, work an opaque frame does not
/// need.
struct YUVPlanes: Sendable {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    var chromaWidth: Int { (width + 1) / 2 }
    var chromaCount: Int { chromaWidth * ((height + 1) / 2) }
    var chromaOffset: Int { width * height }

    init(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.width = width
        self.height = height
        let lumaCount = width * height, chromaWidth = (width + 1) / 2
        let chromaCount = chromaWidth * ((height + 1) / 2)
        bytes = [UInt8](unsafeUninitializedCapacity: lumaCount + 2 * chromaCount) { buffer, count in
            let y = buffer.baseAddress!, u = y + lumaCount, v = u + chromaCount
            toastkit_opaque_argb_to_yuv420(
                pixels, Int32(stride), Int32(width), Int32(height), y, Int32(width), u, v, Int32(chromaWidth))
            count = lumaCount + 2 * chromaCount
        }
    }
}

/// The encoded frames, filled in by the encoding queue and read by the recording thread.
///
/// `@unchecked Sendable` because every stored property is read and written only while `lock`
/// is held. The lock is `NSLock`, not `Synchronization.Mutex`: ThreadSanitizer on Linux does
/// not see `Mutex`'s locking and reports races it prevents.
private final class EncodedFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [Int: Data] = [:]
    private var firstFailure: AnimatedWebPEncoder.Failure?
    private var seconds = 0.0

    func store(_ result: Result<Data, any Error>, at index: Int, seconds: Double) {
        lock.withLock {
            switch result {
            case .success(let data): frames[index] = data
            case .failure(let error):
                if firstFailure == nil {
                    firstFailure = error as? AnimatedWebPEncoder.Failure ?? AnimatedWebPEncoder.Failure(description: "\(error)")
                }
            }
            if index > 0 { self.seconds += seconds }
        }
    }

    var failure: AnimatedWebPEncoder.Failure? { lock.withLock { firstFailure } }
    var secondsAfterFirst: Double { lock.withLock { seconds } }
    /// The frames in order (call after every frame is stored).
    var data: [Data] { lock.withLock { frames.keys.sorted().map { frames[$0]! } } }
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
