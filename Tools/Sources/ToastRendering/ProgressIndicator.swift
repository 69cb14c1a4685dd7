import CPangoCairo
import Foundation
import ToastCore

/// Progress as iOS draws it: a spinner of twelve spokes (`UIActivityIndicatorView`), a ring that
/// fills clockwise from the top, or a thin bar (`UIProgressView`) that fills from the leading
/// side; each in the style's icon colour, over a faint track.
struct ProgressIndicator {
    let progress: ToastProgress
    let indicator: ToastProgressIndicator
    /// Which spoke of the spinner is brightest (0…``spokes`` − 1).
    let step: Int
    let direction: ToastLayoutDirection

    /// UIActivityIndicatorView's spokes, and its turn: one second for all twelve.
    static let spokes = 12
    static let turnSeconds = 1.0
    /// The dimmest spoke's opacity, trailing behind the brightest.
    static let faintestSpoke = 0.25
    /// A track's opacity under the filled part, and a ring's stroke (ToastCore's, as UIKit's).
    static let trackOpacity = ToastProgressIndicator.trackOpacity
    static let ringWidth = ToastProgressIndicator.ringWidthFraction
    /// A spoke's stroke, as a fraction of the indicator's side.
    static let spokeWidth = 0.09

    /// The brightest spoke at `time` seconds.
    static func step(at time: Double) -> Int {
        guard time.isFinite else { return 0 }
        let steps = (time / turnSeconds * Double(spokes)).rounded(.down)
        return Int(steps.truncatingRemainder(dividingBy: Double(spokes)))
    }

    func draw(in frame: ToastRect, color: ToastColor, painter: Painter) {
        let cr = painter.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        switch progress.fractionCompleted {
        case nil:
            drawSpinner(in: frame, color: color, painter: painter)
        case let fraction? where indicator == .bar:
            drawBar(in: frame, fraction: fraction, color: color, painter: painter)
        case let fraction?:
            drawRing(in: frame, fraction: fraction, color: color, painter: painter)
        }
    }

    private func drawSpinner(in frame: ToastRect, color: ToastColor, painter: Painter) {
        let cr = painter.cr
        let radius = min(frame.width, frame.height) / 2
        cairo_set_line_width(cr, radius * 2 * Self.spokeWidth)
        for spoke in 0..<Self.spokes {
            // Clockwise from the top; the brightest at `step`, the ones before it fading out.
            let behind = (step - spoke + Self.spokes) % Self.spokes
            let opacity = 1 - (1 - Self.faintestSpoke) * Double(behind) / Double(Self.spokes - 1)
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(spoke) / Double(Self.spokes)
            painter.setColor(color, alpha: opacity)
            cairo_move_to(cr, frame.midX + cos(angle) * radius * 0.5, frame.midY + sin(angle) * radius * 0.5)
            cairo_line_to(cr, frame.midX + cos(angle) * radius * 0.95, frame.midY + sin(angle) * radius * 0.95)
            cairo_stroke(cr)
        }
    }

    private func drawRing(in frame: ToastRect, fraction: Double, color: ToastColor, painter: Painter) {
        let cr = painter.cr
        let side = min(frame.width, frame.height)
        let width = side * Self.ringWidth
        let radius = (side - width) / 2
        cairo_set_line_width(cr, width)
        painter.setColor(color, alpha: Self.trackOpacity)
        cairo_new_sub_path(cr)
        cairo_arc(cr, frame.midX, frame.midY, radius, 0, 2 * .pi)
        cairo_stroke(cr)
        guard fraction > 0 else { return }
        painter.setColor(color)
        let start = -Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, frame.midX, frame.midY, radius, start, start + 2 * .pi * fraction)
        cairo_stroke(cr)
    }

    private func drawBar(in frame: ToastRect, fraction: Double, color: ToastColor, painter: Painter) {
        let cr = painter.cr
        let radius = frame.height / 2
        painter.setColor(color, alpha: Self.trackOpacity)
        painter.roundedRect(frame, radius: radius)
        cairo_fill(cr)
        guard fraction > 0 else { return }
        let width = max(frame.width * fraction, frame.height)
        let x = direction == .rightToLeft ? frame.maxX - width : frame.minX
        painter.setColor(color)
        painter.roundedRect(ToastRect(x: x, y: frame.minY, width: width, height: frame.height), radius: radius)
        cairo_fill(cr)
    }
}
