import CPangoCairo
import Foundation
import ToastCore

/// Draws what ToastCore decides: the toasts on screen at a moment, placed and posed by
/// ``ToastStage`` with real text metrics (``PangoTextMeasurer``), over a phone screen with status
/// bar, navigation bar, content and keyboard.
///
/// ```swift
/// let renderer = try ToastRenderer()
/// let image = renderer.render(RenderScene(), showing: [ToastRequest(message: "Saved", style: .success)], at: 1)
/// try image.writePNG(to: "saved.png")
/// ```
package final class ToastRenderer {
    package let measurer: PangoTextMeasurer
    let fonts: FontLibrary

    package init() throws {
        fonts = try FontLibrary()
        measurer = try PangoTextMeasurer(fonts: fonts)
    }

    /// What to draw for `requests`, all made at time 0 on `scene`, at `time`: the frame of that
    /// moment of their movie (``ToastMoviePlayer``).
    @MainActor
    package func plan(
        _ scene: RenderScene, showing requests: [ToastRequest], limits: ToastStateMachine.Limits = .init(), at time: Double
    ) -> FramePlan {
        let movie = ToastMovie(
            name: "still", caption: "", scene: scene, limits: limits, steps: requests.map { (0, .show($0)) },
            duration: time)
        return ToastMoviePlayer(movie: movie, measurer: measurer).plan(at: time)
    }

    /// The screen with `requests`, all made at time 0, as they look at `time`.
    @MainActor
    package func render(_ scene: RenderScene, showing requests: [ToastRequest], at time: Double) -> CairoImage {
        draw(plan(scene, showing: requests, at: time))
    }

    /// Draws a planned frame.
    package func draw(_ plan: FramePlan) -> CairoImage {
        let scene = plan.scene
        let image = CairoImage(width: scene.pixelWidth, height: scene.pixelHeight)
        image.draw { cr in
            cairo_scale(cr, scene.scale, scene.scale)
            // Text is laid out in the measuring context, never in one made from the surface:
            // a surface's font options can change a weight's metrics, and a word measured to fit
            // would wrap when drawn.
            var painter = Painter(cr: cr, pango: fonts.context, fonts: fonts, appearance: scene.appearance, cache: cache)
            painter.drawApp(scene)
            // Glass sees the app only, as on iOS (glass does not sample other glass): a copy of
            // the app before the first toast is drawn over it.
            let app = plan.poses.contains { if case .glass = $0.material { true } else { false } } ? image.copy() : nil
            painter.blurSource = app?.surface
            painter.drawOverlays(plan)
            withExtendedLifetime(app) {}
        }
        return image
    }

    /// Shadows and text layouts kept between frames.
    let cache = PainterCache()
}

/// Drawing with one Cairo context and one Pango context, in points.
struct Painter {
    let cr: OpaquePointer
    let pango: OpaquePointer
    let fonts: FontLibrary
    let appearance: ToastAppearance
    let cache: PainterCache
    /// The picture a material blurs: the app behind the toasts. `nil`: what the context has
    /// drawn so far.
    var blurSource: OpaquePointer?
    /// `blurSource` already blurred and saturated once for a whole movie (whose app layer does
    /// not change), so a frame's material is a copy, not a blur.
    var blurredSource: BlurredBackdrop?

    init(
        cr: OpaquePointer, pango: OpaquePointer, fonts: FontLibrary, appearance: ToastAppearance, cache: PainterCache,
        blurSource: OpaquePointer? = nil, blurredSource: BlurredBackdrop? = nil
    ) {
        self.cr = cr
        self.pango = pango
        self.fonts = fonts
        self.appearance = appearance
        self.cache = cache
        self.blurSource = blurSource
        self.blurredSource = blurredSource
    }

    func setColor(_ color: ToastColor, alpha: Double = 1) {
        let rgba = color.resolved(for: appearance)
        cairo_set_source_rgba(cr, rgba.red, rgba.green, rgba.blue, rgba.alpha * alpha)
    }

    /// A rounded rectangle with iOS's continuous corners (``ContinuousCorner``).
    func roundedRect(_ rect: ToastRect, radius: Double) {
        ContinuousCorner.addPath(cr, rect, radius: radius)
    }

    /// Draws `text` in `rect`, centred vertically as `UILabel` does, clipped to the rectangle.
    func drawText(_ text: String, in rect: ToastRect, font: ToastFont, color: ToastColor, alignment: ToastTextAlignment, lineLimit: Int?) {
        guard rect.width > 0, rect.height > 0, !text.isEmpty else { return }
        // The rectangle is as wide as the measured text; Pango, given exactly that width back,
        // can find the last word a hair too wide and wrap it. The slack is far below a glyph.
        let layout = cache.layout(
            context: pango, text: text, font: font, maxWidth: rect.width + Self.wrapSlack, lineLimit: lineLimit, alignment: alignment)
        let size = layout.size
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        setColor(color)
        // Centre alignment centres within the layout's width, which includes the slack.
        let x = alignment == .center ? rect.minX - Self.wrapSlack / 2 : rect.minX
        cairo_move_to(cr, x, rect.minY + max((rect.height - size.height) / 2, 0))
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }

    /// Points added to a text's width when it is laid out again for drawing.
    static let wrapSlack = 0.5

    // MARK: - Toasts

    /// Every toast and dim of `plan`, then the home indicator above them.
    func drawOverlays(_ plan: FramePlan) {
        for pose in plan.poses {
            drawToast(pose, scene: plan.scene)
        }
        drawHomeIndicator(plan.scene)
    }

    func drawToast(_ pose: ToastPose, scene: RenderScene) {
        if let dim = pose.style.colors.dim, let opacity = pose.dimOpacity, opacity > 0 {
            setColor(dim, alpha: opacity)
            cairo_paint(cr)
        }
        let look = pose.look
        guard look.opacity > 0, look.scale > 0 else { return }
        cairo_save(cr)
        if let clip = pose.clip {
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        let frame = pose.placement.frame
        cairo_translate(cr, frame.midX + look.offsetX, frame.midY + look.offsetY)
        cairo_scale(cr, look.scale, look.scale)
        cairo_translate(cr, -frame.width / 2, -frame.height / 2)
        let box = ToastRect(origin: .zero, size: frame.size)
        // The group (toast, shadow and material) is only as large as what it can cover.
        var shadow = pose.style.shadow
        if case .glass(let glass) = pose.material { shadow = glass.shadow }
        let reach = shadow.map(ShadowMask.reach) ?? 0
        clipToWholePixels(around: ToastRect(x: -reach, y: -reach, width: box.width + 2 * reach, height: box.height + 2 * reach))
        // A translucent toast is drawn as a group, then faded as one (as a view's alpha does).
        let grouped = look.opacity < 1
        if grouped { cairo_push_group(cr) }
        if let shadow {
            drawShadow(shadow, box: box, radius: pose.placement.cornerRadius, scale: scene.scale)
        }
        switch pose.material {
        case .thin(let blurRadius, let saturation):
            drawMaterial(box: box, radius: pose.placement.cornerRadius, blurRadius: blurRadius * scene.scale, saturation: saturation)
        case .glass(let glass):
            drawGlass(glass, box: box, radius: pose.placement.cornerRadius)
        case .flat:
            break
        }
        roundedRect(box, radius: pose.placement.cornerRadius)
        setColor(pose.style.colors.background)
        cairo_fill(cr)
        if pose.showsContent { drawContent(pose) }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, look.opacity)
        }
        cairo_restore(cr)
    }

    /// Clips to the device pixels `rect` (in user space) touches. A clip on whole pixels is a
    /// region to Cairo, and what is drawn inside it keeps its fast paths; a clip along a
    /// fraction of a pixel (a toast mid-spring) is a coverage mask Cairo applies on top of each
    /// drawing, and it would fade the edge of a toast without a shadow, where the clip meets the
    /// toast's own antialiased edge.
    func clipToWholePixels(around rect: ToastRect) {
        let bounds = deviceBounds(of: rect)
        let minX = bounds.minX.rounded(.down), maxX = bounds.maxX.rounded(.up)
        let minY = bounds.minY.rounded(.down), maxY = bounds.maxY.rounded(.up)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// The device-space box around `rect` (in user space) as the current transform places it.
    func deviceBounds(of rect: ToastRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { point in
            var (x, y) = point
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        return (corners.map(\.0).min()!, corners.map(\.1).min()!, corners.map(\.0).max()!, corners.map(\.1).max()!)
    }

    /// Icon, title, message and action, in the toast's own coordinates.
    private func drawContent(_ pose: ToastPose) {
        let style = pose.style
        let content = pose.content
        let placement = pose.placement
        if let iconFrame = placement.iconFrame {
            let background = style.colors.background.resolved(for: appearance)
            // On glass the symbol's cut-out shows the glass itself.
            var cutout: ToastColor? = ToastColor(red: background.red, green: background.green, blue: background.blue)
            if case .glass = pose.material { cutout = nil }
            Icon(name: content.icon.map { $0.symbolName ?? "" } ?? style.defaultIconName ?? "").draw(
                in: iconFrame, color: style.colors.icon, cutout: cutout, painter: self)
        }
        if let frame = placement.progressFrame, let progress = content.progress {
            ProgressIndicator(
                progress: progress, indicator: style.progressIndicator, step: pose.spinnerStep, direction: placement.layoutDirection
            )
            .draw(in: frame, color: style.colors.icon, painter: self)
        }
        let alignment = style.typography.alignment
        if let title = content.title, let frame = placement.titleFrame {
            drawText(
                title, in: frame, font: placement.titleFont, color: style.colors.title, alignment: alignment,
                lineLimit: ToastLayout.titleLineLimit)
        }
        if let frame = placement.messageFrame {
            drawText(
                content.message, in: frame, font: placement.messageFont, color: style.colors.text, alignment: alignment,
                lineLimit: style.typography.lineLimit)
        }
        if let action = content.action, let frame = placement.actionFrame {
            drawText(action.title, in: frame, font: placement.actionFont, color: style.colors.actionText, alignment: .center, lineLimit: 1)
        }
    }

    /// A Core Animation shadow: the toast's shape, blurred (``ShadowMask``), offset, in the
    /// shadow's colour and opacity. `scale` is the screen's pixels per point: while a toast
    /// scales, its shadow is scaled with it rather than blurred again.
    private func drawShadow(_ shadow: ToastShadow, box: ToastRect, radius: Double, scale: Double) {
        let mask = cache.shadowMask(size: box.size, cornerRadius: radius, shadowRadius: shadow.radius, scale: scale)
        cairo_save(cr)
        cairo_translate(cr, shadow.offsetX - mask.margin, shadow.offsetY - mask.margin)
        cairo_scale(cr, 1 / mask.scale, 1 / mask.scale)
        var xx = 1.0, yx = 0.0, xy = 0.0, yy = 1.0
        cairo_user_to_device_distance(cr, &xx, &yx)
        cairo_user_to_device_distance(cr, &xy, &yy)
        if abs(xx - 1) < 1e-9, abs(yy - 1) < 1e-9, yx == 0, xy == 0 {
            // Unscaled: put the blurred shape on whole pixels, which Cairo copies without
            // filtering (a blur moved by under a pixel looks the same).
            var x = 0.0, y = 0.0
            cairo_user_to_device(cr, &x, &y)
            cairo_identity_matrix(cr)
            cairo_translate(cr, x.rounded(), y.rounded())
        }
        setColor(shadow.color, alpha: shadow.opacity)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// iOS's thin material: what is already drawn behind the toast, blurred and made more vivid,
    /// inside the toast's shape (the tint goes on top). `blurRadius` is in device pixels.
    private func drawMaterial(box: ToastRect, radius: Double, blurRadius: Double, saturation: Double) {
        if let blurred = blurredSource, blurred.blurRadius == blurRadius, blurred.saturation == saturation {
            // The blurred picture is already at the screen's resolution: filling the shape with
            // it pixel for pixel is a copy through the shape's coverage.
            cairo_save(cr)
            roundedRect(box, radius: radius)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, blurred.image.surface, 0, 0)
            cairo_set_matrix(cr, &matrix)
            cairo_fill(cr)
            cairo_restore(cr)
            return
        }
        // The screen region under the toast, with room for the blur to gather from around it.
        let (x0, y0, x1, y1) = deviceBounds(of: box)
        let target = blurSource ?? cairo_get_target(cr)!
        let targetWidth = Double(cairo_image_surface_get_width(target))
        let targetHeight = Double(cairo_image_surface_get_height(target))
        let gather = 2 * blurRadius
        let left = max((x0 - gather).rounded(.down), 0), top = max((y0 - gather).rounded(.down), 0)
        let right = min((x1 + gather).rounded(.up), targetWidth), bottom = min((y1 + gather).rounded(.up), targetHeight)
        guard right > left, bottom > top else { return }
        let factor = Double(BoxBlur.downsampleFactor(for: blurRadius))
        let small = BoxBlur.downsample(
            target, x: Int(left), y: Int(top), factor: Int(factor), width: Int(((right - left) / factor).rounded(.up)),
            height: Int(((bottom - top) / factor).rounded(.up)))
        BoxBlur.blur(small.surface, standardDeviation: blurRadius / factor)
        BoxBlur.saturate(small.surface, amount: saturation)
        cairo_save(cr)
        roundedRect(box, radius: radius)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, left, top)
        cairo_scale(cr, factor, factor)
        cairo_set_source_surface(cr, small.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// A whole picture blurred and saturated once, for the materials of every frame drawn over it
/// (``MovieRecorder``): blurred at the resolution the blur allows, then enlarged once to the
/// picture's own (bilinear, as ``Painter`` enlarges a single toast's material), so each frame's
/// material is a copy rather than a filtered enlargement.
struct BlurredBackdrop {
    /// The blurred picture, as large as the picture.
    let image: CairoImage
    let blurRadius: Double
    let saturation: Double

    /// `surface` (device pixels) blurred by `blurRadius` device pixels and saturated.
    init(of surface: OpaquePointer, blurRadius: Double, saturation: Double) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let factor = Double(BoxBlur.downsampleFactor(for: blurRadius))
        let small = BoxBlur.downsample(
            surface, x: 0, y: 0, factor: Int(factor), width: Int((Double(width) / factor).rounded(.up)),
            height: Int((Double(height) / factor).rounded(.up)))
        BoxBlur.blur(small.surface, standardDeviation: blurRadius / factor)
        BoxBlur.saturate(small.surface, amount: saturation)
        let image = CairoImage(width: width, height: height)
        image.draw { cr in
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, small.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        self.image = image
        self.blurRadius = blurRadius
        self.saturation = saturation
    }
}
