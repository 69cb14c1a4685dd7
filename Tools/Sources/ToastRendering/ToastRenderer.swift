import CPangoCairo
import Foundation
@_spi(Plumbing) import ToastCore

/// Draws what the engine decides: the toasts on screen at a moment, placed by ``ToastLayout``
/// with real text metrics (``PangoTextMeasurer``) and posed by sampling their transitions, over a
/// phone screen with status bar, navigation bar, content and keyboard.
///
/// ```swift
/// let renderer = try ToastRenderer()
/// let timeline = ToastTimeline([(0, ToastRequest(message: "Saved", style: .success))])
/// let image = renderer.render(RenderScene(), toasts: timeline.presented(at: 1), at: 1)
/// try image.writePNG(to: "saved.png")
/// ```
public final class ToastRenderer {
    public let measurer: PangoTextMeasurer
    let fonts: FontLibrary

    public init() throws {
        fonts = try FontLibrary()
        measurer = try PangoTextMeasurer(fonts: fonts)
    }

    /// Where each toast goes on `scene`.
    public func placements(for toasts: [PresentedToast], on scene: RenderScene) -> [ToastPlacement] {
        var stage = ToastStageLayout()
        return stage.update(toasts, in: scene.environment, measurer: measurer)
    }

    /// The screen with `toasts` as they look at `time`.
    public func render(_ scene: RenderScene, toasts: [PresentedToast], at time: Double) -> CairoImage {
        let image = CairoImage(width: Int((scene.size.width * scene.scale).rounded()), height: Int((scene.size.height * scene.scale).rounded()))
        image.draw { cr in
            cairo_scale(cr, scene.scale, scene.scale)
            let context = pango_cairo_create_context(cr)!
            FontLibrary.configure(context)
            let painter = Painter(cr: cr, pango: context, fonts: fonts, appearance: scene.appearance)
            painter.drawApp(scene)
            let placed = placements(for: toasts, on: scene)
            for (toast, placement) in zip(toasts, placed) where toast.id == placement.id {
                painter.drawToast(toast, placement: placement, scene: scene, at: time)
            }
            painter.drawHomeIndicator(scene)
            toastkit_object_unref(UnsafeMutableRawPointer(context))
        }
        return image
    }
}

/// Drawing with one Cairo context and one Pango context.
struct Painter {
    let cr: OpaquePointer
    let pango: OpaquePointer
    let fonts: FontLibrary
    let appearance: ToastAppearance

    func setColor(_ color: ToastColor, alpha: Double = 1) {
        let rgba = color.resolved(for: appearance)
        cairo_set_source_rgba(cr, rgba.red, rgba.green, rgba.blue, rgba.alpha * alpha)
    }

    func roundedRect(_ rect: ToastRect, radius: Double) {
        let r = max(min(radius, rect.width / 2, rect.height / 2), 0)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Draws `text` in `rect`, centred vertically as `UILabel` does, clipped to the rectangle.
    func drawText(_ text: String, in rect: ToastRect, font: ToastFont, color: ToastColor, alignment: ToastTextAlignment, lineLimit: Int?) {
        guard rect.width > 0, rect.height > 0, !text.isEmpty else { return }
        let layout = TextLayout(context: pango, text: text, font: font, maxWidth: rect.width, lineLimit: lineLimit, alignment: alignment)
        let size = layout.size
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        setColor(color)
        cairo_move_to(cr, rect.minX, rect.minY + max((rect.height - size.height) / 2, 0))
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }

    // MARK: - Toasts

    func drawToast(_ toast: PresentedToast, placement: ToastPlacement, scene: RenderScene, at time: Double) {
        let style = toast.request.style
        var anchor: ToastRect?
        if case .anchored(let name) = toast.request.position { anchor = scene.environment.anchors[name] }
        let geometry = ToastTransitionGeometry(frame: placement.frame, container: scene.size, anchor: anchor, layoutDirection: scene.layoutDirection)
        let sample = toast.transition.sample(at: toast.transitionProgress(at: time), phase: toast.transitionPhase, geometry: geometry)
        if let dim = style.colors.dim {
            setColor(dim, alpha: toast.transition.dimOpacity(at: toast.transitionProgress(at: time), phase: toast.transitionPhase))
            cairo_paint(cr)
        }
        guard sample.opacity > 0 else { return }

        cairo_save(cr)
        if let clip = ToastLayout.clipRect(for: toast.request, in: scene.environment) {
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        let frame = placement.frame
        cairo_translate(cr, frame.midX + sample.offsetX, frame.midY + sample.offsetY)
        cairo_scale(cr, sample.scale, sample.scale)
        cairo_translate(cr, -frame.width / 2, -frame.height / 2)
        cairo_push_group(cr)
        drawBox(toast, placement: placement)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, sample.opacity)
        cairo_restore(cr)
    }

    /// The toast in its own coordinates: shadow, fill, icon, text, action.
    private func drawBox(_ toast: PresentedToast, placement: ToastPlacement) {
        let style = toast.request.style
        let content = toast.request.content
        let box = ToastRect(origin: .zero, size: placement.frame.size)
        if let shadow = style.shadow {
            drawShadow(shadow, box: box, radius: placement.cornerRadius)
        }
        roundedRect(box, radius: placement.cornerRadius)
        setColor(style.colors.background)
        cairo_fill(cr)

        if let iconFrame = placement.iconFrame {
            let background = style.colors.background.resolved(for: appearance)
            let cutout = ToastColor(red: background.red, green: background.green, blue: background.blue)
            Icon(name: content.iconName ?? style.defaultIconName ?? "").draw(in: iconFrame, color: style.colors.icon, cutout: cutout, painter: self)
        }
        let alignment = style.typography.alignment
        if let title = content.title, let frame = placement.titleFrame {
            drawText(title, in: frame, font: placement.titleFont, color: style.colors.title, alignment: alignment, lineLimit: ToastLayout.titleLineLimit)
        }
        if let frame = placement.messageFrame {
            drawText(content.message, in: frame, font: placement.messageFont, color: style.colors.text, alignment: alignment, lineLimit: style.typography.lineLimit)
        }
        if let action = content.action, let frame = placement.actionFrame {
            drawText(action.title, in: frame, font: placement.actionFont, color: style.colors.actionText, alignment: .center, lineLimit: 1)
        }
    }

    /// Cairo has no blur: a soft shadow is approximated by rounded rectangles growing outwards,
    /// each adding a little of the shadow's opacity.
    private func drawShadow(_ shadow: ToastShadow, box: ToastRect, radius: Double) {
        let steps = max(Int(shadow.radius.rounded(.up)), 1)
        let alphaPerStep = shadow.opacity / Double(steps) * Self.shadowDensity
        for step in 0..<steps {
            let grow = Double(step) * shadow.radius / Double(steps)
            let rect = ToastRect(x: box.minX - grow + shadow.offsetX, y: box.minY - grow + shadow.offsetY, width: box.width + 2 * grow, height: box.height + 2 * grow)
            roundedRect(rect, radius: radius + grow)
            setColor(shadow.color, alpha: alphaPerStep)
            cairo_fill(cr)
        }
    }

    /// Stacked layers overlap near the box; this keeps the sum close to the shadow's opacity.
    static let shadowDensity = 0.6
}
