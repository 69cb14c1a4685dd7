import CPangoCairo
import Foundation
import ToastCore

/// Draws a movie's frames one after another and encodes them as an animated WebP, redrawing and
/// encoding only what changed.
///
/// The app behind the toasts is drawn once; each frame repaints only the rectangle its toasts
/// (shadows included), dims and keyboard covered in this frame or the last, and encodes only the
/// rectangle around the pixels that differ from the last frame. A frame identical to the last
/// one lengthens it instead. One recorder
/// draws with one renderer: give each thread its own.
///
/// ```swift
/// let frames = ToastMoviePlayer(movie: movie, measurer: renderer.measurer).frames()
/// let statistics = try MovieRecorder(renderer: renderer).record(frames, duration: movie.duration, to: "movie.webp")
/// ```
package final class MovieRecorder {
    /// What recording took and made.
    package struct Statistics: Sendable {
        /// Frames sampled from the engine (``ToastMovie/framesPerSecond`` a second).
        package var framesSampled = 0
        /// Frames drawn and encoded (the rest repeated the one before, or were merged).
        package var framesEncoded = 0
        /// Processor seconds (``ThreadTime``) drawing and encoding the frames after the first,
        /// which draws the whole screen.
        package var drawSeconds = 0.0
        package var encodeSeconds = 0.0
        /// Seconds from drawing the second frame to the last frame encoded: drawing and
        /// encoding overlap (``AnimatedWebPEncoder`` encodes in the background).
        package var elapsedSeconds = 0.0
        package var bytes = 0

        /// Milliseconds of work to draw and encode one frame after the first, wherever it ran.
        package var millisecondsPerFrame: Double { perFrame(drawSeconds + encodeSeconds) }
        package var drawMillisecondsPerFrame: Double { perFrame(drawSeconds) }
        package var encodeMillisecondsPerFrame: Double { perFrame(encodeSeconds) }
        /// Milliseconds between frames finished: what recording a movie takes per frame.
        package var elapsedMillisecondsPerFrame: Double { perFrame(elapsedSeconds) }

        private func perFrame(_ seconds: Double) -> Double {
            framesEncoded > 1 ? seconds / Double(framesEncoded - 1) * 1000 : 0
        }
    }

    /// A frame that repaints more than this share of the screen (a dim fading) is kept at most
    /// ``wholeScreenFramesPerSecond`` times a second: each costs a whole screen's encoding, and
    /// at 60 a second a dimming toast's movie would weigh megabytes.
    static let wholeScreenShare = 0.5
    static let wholeScreenFramesPerSecond = 15.0
    /// Pixels added around a toast's bounds for antialiasing that spills past them.
    static let antialiasMargin = 2

    let renderer: ToastRenderer
    /// Frames encoded at once in the background (``AnimatedWebPEncoder``).
    let encodingThreads: Int

    /// A recorder drawing with `renderer` and encoding up to `encodingThreads` frames at once:
    /// every core for a movie recorded alone, one when recorders already run side by side.
    package init(renderer: ToastRenderer, encodingThreads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.renderer = renderer
        self.encodingThreads = encodingThreads
    }

    /// Draws and encodes `frames` (times in seconds from 0, all on the same screen) into an
    /// animated WebP at `path`; the last frame lasts until `duration`.
    @discardableResult
    package func record(_ frames: [(time: Double, plan: FramePlan)], duration: Double, to path: String) throws -> Statistics {
        guard let first = frames.first else { throw AnimatedWebPEncoder.Failure(description: "a movie needs at least one frame") }
        var statistics = Statistics()
        statistics.framesSampled = frames.count
        let scene = first.plan.scene
        let width = scene.pixelWidth, height = scene.pixelHeight
        let encoder = AnimatedWebPEncoder(width: width, height: height, encodingThreads: encodingThreads)
        let fonts = renderer.fonts
        let cache = renderer.cache

        // The app without the keyboard, drawn once; the app layer adds the keyboard where it is.
        var backdropScene = scene
        backdropScene.keyboard = false
        let backdrop = CairoImage(width: width, height: height)
        backdrop.draw { cr in
            cairo_scale(cr, scene.scale, scene.scale)
            Painter(cr: cr, pango: fonts.context, fonts: fonts, appearance: scene.appearance, cache: cache).drawApp(backdropScene)
        }
        let appLayer = scene.keyboard ? CairoImage(width: width, height: height) : backdrop
        let appContext = cairo_create(appLayer.surface)!
        defer { cairo_destroy(appContext) }
        cairo_scale(appContext, scene.scale, scene.scale)
        func drawKeyboard(_ scene: RenderScene, in region: PixelRect) {
            guard scene.keyboard, let frame = scene.keyboardFrame else { return }
            cairo_save(appContext)
            region.clip(appContext, scale: scene.scale)
            paintPixels(appContext, backdrop)
            Painter(cr: appContext, pango: fonts.context, fonts: fonts, appearance: scene.appearance, cache: cache).drawKeyboard(frame)
            cairo_restore(appContext)
        }
        let screen = PixelRect(x: 0, y: 0, width: width, height: height)
        drawKeyboard(scene, in: screen)

        // A still app layer (no keyboard moving over it) is blurred once for every frame's material.
        let usesMaterial = frames.contains { frame in
            frame.plan.poses.contains { if case .thin = $0.material { true } else { false } }
        }
        let blurred =
            usesMaterial && !scene.keyboard
            ? BlurredBackdrop(
                of: appLayer.surface, blurRadius: ToastMaterial.thinBlurRadius * scene.scale, saturation: ToastMaterial.thinSaturation)
            : nil

        let canvas = CairoImage(width: width, height: height)
        let cr = cairo_create(canvas.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scene.scale, scene.scale)
        let pango = fonts.context
        func paint(_ plan: FramePlan, in region: PixelRect) {
            cairo_save(cr)
            region.clip(cr, scale: scene.scale)
            paintPixels(cr, appLayer)
            Painter(
                cr: cr, pango: pango, fonts: fonts, appearance: scene.appearance, cache: cache, blurSource: appLayer.surface,
                blurredSource: blurred
            )
            .drawOverlays(plan)
            cairo_restore(cr)
        }

        func milliseconds(_ index: Int) -> Int {
            let end = index + 1 < frames.count ? frames[index + 1].time : duration
            return Int((end * 1000).rounded()) - Int((frames[index].time * 1000).rounded())
        }

        paint(first.plan, in: screen)
        try canvas.withPixels { pixels, stride in
            try encoder.add(
                pixels, width: width, height: height, stride: stride, x: 0, y: 0, milliseconds: milliseconds(0),
                quality: AnimatedWebPEncoder.keyQuality)
        }
        statistics.framesEncoded = 1
        // The whole screen's frame is encoded before the clock starts for the rest.
        try encoder.finish()
        let start = ContinuousClock.now

        var shown = first.plan
        var lastWholeScreen = -Double.infinity
        let previous = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { previous.deallocate() }
        for index in 1..<frames.count {
            let (time, plan) = frames[index]
            let length = milliseconds(index)
            guard plan != shown, let region = Self.changedRegion(from: shown, to: plan)?.intersection(screen)?.evenAligned else {
                encoder.extendLastFrame(by: length)
                continue
            }
            if Double(region.area) > Double(screen.area) * Self.wholeScreenShare {
                guard time - lastWholeScreen >= 1 / Self.wholeScreenFramesPerSecond - 1e-9 else {
                    encoder.extendLastFrame(by: length)
                    continue
                }
                lastWholeScreen = time
            }
            let drawStart = ThreadTime.seconds()
            canvas.withPixels { pixels, stride in
                region.copy(from: pixels, stride: stride, to: previous)
            }
            if plan.scene.keyboardRise != shown.scene.keyboardRise {
                drawKeyboard(plan.scene, in: region)
            }
            paint(plan, in: region)
            let wholeScreen = Double(region.area) > Double(screen.area) * Self.wholeScreenShare
            let encoded = try canvas.withPixels { pixels, stride -> Bool in
                // The frame shrinks to the pixels that changed.
                let changed = region.changedBounds(in: pixels, stride: stride, previous: previous)
                statistics.drawSeconds += ThreadTime.seconds() - drawStart
                guard let changed else { return false }
                try encoder.add(
                    pixels + changed.y * stride + changed.x, width: changed.width, height: changed.height, stride: stride, x: changed.x,
                    y: changed.y,
                    milliseconds: length, quality: wholeScreen ? AnimatedWebPEncoder.wholeScreenQuality : AnimatedWebPEncoder.frameQuality)
                return true
            }
            shown = plan
            guard encoded else {
                encoder.extendLastFrame(by: length)
                continue
            }
            statistics.framesEncoded += 1
        }
        try encoder.finish()
        statistics.elapsedSeconds = (ContinuousClock.now - start).seconds
        statistics.encodeSeconds = encoder.encodingSeconds
        try encoder.write(to: path)
        statistics.bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return statistics
    }

    /// The pixels that may differ between two frames: where each toast that changed was and is
    /// (with its shadow), the whole screen when a dim changed, and the keyboard's band when it moved.
    static func changedRegion(from old: FramePlan, to new: FramePlan) -> PixelRect? {
        let scene = new.scene
        let screen = PixelRect(x: 0, y: 0, width: scene.pixelWidth, height: scene.pixelHeight)
        var region: PixelRect?
        func add(_ rect: PixelRect?) {
            guard let rect else { return }
            region = region.map { $0.union(rect) } ?? rect
        }
        let oldPoses = Dictionary(old.poses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newPoses = Dictionary(new.poses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(oldPoses.keys).union(newPoses.keys) {
            let before = oldPoses[id], after = newPoses[id]
            guard before != after else { continue }
            if (before?.dimOpacity ?? 0) != (after?.dimOpacity ?? 0) { return screen }
            add(before.flatMap { bounds(of: $0, scene: old.scene) })
            add(after.flatMap { bounds(of: $0, scene: scene) })
        }
        if old.poses.map(\.id) != new.poses.map(\.id) {
            // The order changed: everything under either set of toasts.
            for pose in old.poses { add(bounds(of: pose, scene: old.scene)) }
            for pose in new.poses { add(bounds(of: pose, scene: scene)) }
        }
        if old.scene.keyboardRise != scene.keyboardRise, let before = old.scene.keyboardFrame, let after = scene.keyboardFrame {
            let top = Int((min(before.minY, after.minY) * scene.scale).rounded(.down))
            add(PixelRect(x: 0, y: top, width: screen.width, height: screen.height - top))
        }
        return region
    }

    /// The pixels a toast's pose can touch: its transformed frame with its shadow, clipped.
    static func bounds(of pose: ToastPose, scene: RenderScene) -> PixelRect? {
        let look = pose.look
        guard look.opacity > 0, look.scale > 0 else { return nil }
        let frame = pose.placement.frame
        let reach = pose.style.shadow.map(ShadowMask.reach) ?? 0
        let halfWidth = (frame.width / 2 + reach) * look.scale
        let halfHeight = (frame.height / 2 + reach) * look.scale
        let centreX = frame.midX + look.offsetX, centreY = frame.midY + look.offsetY
        var minX = centreX - halfWidth, maxX = centreX + halfWidth
        var minY = centreY - halfHeight, maxY = centreY + halfHeight
        if let clip = pose.clip {
            minX = max(minX, clip.minX); maxX = min(maxX, clip.maxX)
            minY = max(minY, clip.minY); maxY = min(maxY, clip.maxY)
        }
        guard maxX > minX, maxY > minY else { return nil }
        let margin = antialiasMargin
        let x0 = Int((minX * scene.scale).rounded(.down)) - margin, y0 = Int((minY * scene.scale).rounded(.down)) - margin
        let x1 = Int((maxX * scene.scale).rounded(.up)) + margin, y1 = Int((maxY * scene.scale).rounded(.up)) + margin
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Replaces what `cr` has drawn (within its clip) with `image`, pixel for pixel, whatever its
/// user space: a copy, not a blend, which for the opaque app layer is the same picture.
func paintPixels(_ cr: OpaquePointer, _ image: CairoImage) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, image.surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_restore(cr)
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
