import CPangoCairo
import Foundation
import ToastCore

/// SF-Symbol-like glyphs for the presets' icons, drawn as paths (SF Symbols are Apple's and not
/// on Linux). Unknown names draw a neutral filled circle, so a missing icon is still visible.
struct Icon {
    let name: String

    /// Draws the symbol in `color`, its inner marks in `cutout`, or (`nil`) cut out of it so that
    /// what is under the symbol shows through, as a symbol's marks do on glass.
    func draw(in frame: ToastRect, color: ToastColor, cutout: ToastColor?, painter: Painter) {
        let cr = painter.cr
        let size = min(frame.width, frame.height)
        let cx = frame.midX
        let cy = frame.midY
        let r = size / 2
        cairo_save(cr)
        if cutout == nil { cairo_push_group(cr) }
        func setCutout() {
            if let cutout {
                painter.setColor(cutout)
            } else {
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
            }
        }
        painter.setColor(color)
        switch name {
        case "exclamationmark.triangle.fill":
            cairo_move_to(cr, cx, cy - r)
            cairo_line_to(cr, cx + r, cy + r * 0.85)
            cairo_line_to(cr, cx - r, cy + r * 0.85)
            cairo_close_path(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_width(cr, size * 0.12)
            cairo_fill_preserve(cr)
            cairo_stroke(cr)
            setCutout()
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(cr, size * 0.12)
            cairo_move_to(cr, cx, cy - r * 0.35)
            cairo_line_to(cr, cx, cy + r * 0.2)
            cairo_stroke(cr)
            cairo_arc(cr, cx, cy + r * 0.55, size * 0.07, 0, 2 * .pi)
            cairo_fill(cr)
        case "xmark.octagon.fill":
            for corner in 0..<8 {
                let angle = Double.pi / 8 + Double(corner) * .pi / 4
                let point = (cx + r * cos(angle), cy + r * sin(angle))
                corner == 0 ? cairo_move_to(cr, point.0, point.1) : cairo_line_to(cr, point.0, point.1)
            }
            cairo_close_path(cr)
            cairo_fill(cr)
            setCutout()
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(cr, size * 0.12)
            let arm = r * 0.38
            cairo_move_to(cr, cx - arm, cy - arm); cairo_line_to(cr, cx + arm, cy + arm)
            cairo_move_to(cr, cx + arm, cy - arm); cairo_line_to(cr, cx - arm, cy + arm)
            cairo_stroke(cr)
        default:
            cairo_arc(cr, cx, cy, r, 0, 2 * .pi)
            cairo_fill(cr)
            setCutout()
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_width(cr, size * 0.11)
            switch name {
            case "checkmark.circle.fill":
                cairo_move_to(cr, cx - r * 0.45, cy + r * 0.02)
                cairo_line_to(cr, cx - r * 0.12, cy + r * 0.35)
                cairo_line_to(cr, cx + r * 0.45, cy - r * 0.35)
                cairo_stroke(cr)
            case "info.circle.fill":
                cairo_move_to(cr, cx, cy - r * 0.05)
                cairo_line_to(cr, cx, cy + r * 0.5)
                cairo_stroke(cr)
                cairo_arc(cr, cx, cy - r * 0.42, size * 0.07, 0, 2 * .pi)
                cairo_fill(cr)
            default:
                cairo_arc(cr, cx, cy, r * 0.28, 0, 2 * .pi)
                cairo_fill(cr)
            }
        }
        if cutout == nil {
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}
