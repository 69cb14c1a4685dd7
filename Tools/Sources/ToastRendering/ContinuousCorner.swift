import CPangoCairo
import ToastCore

/// The rounded rectangle iOS draws for `cornerCurve = .continuous` (what `ToastView` sets): a
/// corner whose curvature grows gradually from the straight edge instead of jumping to a
/// circle's, so it starts further along each edge than a circular corner of the same radius.
///
/// The control points are the widely published reverse-engineering of
/// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode, "Code for iOS 7 rounded rectangles"),
/// in units of the radius, measured from the rectangle's corner along the edge the curve enters
/// from (`along`) and into the rectangle (`inward`). When the full curve does not fit (a pill:
/// radius close to half the height) the corner is blended towards a circular one until it does,
/// so a capsule keeps round ends, as UIKit draws it.
///
/// ```swift
/// ContinuousCorner.addPath(cr, ToastRect(x: 0, y: 0, width: 200, height: 48), radius: 18)
/// cairo_fill(cr)
/// ```
enum ContinuousCorner {
    /// How far along each edge a continuous corner reaches, in radii (a circular one reaches 1).
    static let reach = 1.52866483

    /// One step of a corner: a cubic curve (two control points and an end) or a straight line.
    enum Step {
        case curve(Point, Point, Point)
        case line(Point)
    }

    /// A point in corner units: `along` the entering edge from the corner, `inward` from it.
    struct Point {
        var along: Double
        var inward: Double

        func mixed(with other: Point, _ t: Double) -> Point {
            Point(along: along + (other.along - along) * t, inward: inward + (other.inward - inward) * t)
        }
    }

    /// The continuous corner, from the point where it leaves the entering edge to the point where
    /// it joins the next edge (`along` and `inward` swap roles there).
    static let continuous: [Step] = [
        .curve(Point(along: 1.08849323, inward: 0), Point(along: 0.86840689, inward: 0), Point(along: 0.66993427, inward: 0.06549600)),
        .line(Point(along: 0.63149399, inward: 0.07491100)),
        .curve(
            Point(along: 0.37282392, inward: 0.16905899), Point(along: 0.16905899, inward: 0.37282392),
            Point(along: 0.07491100, inward: 0.63149399)),
        .line(Point(along: 0.06549600, inward: 0.66993427)),
        .curve(Point(along: 0, inward: 0.86840689), Point(along: 0, inward: 1.08849323), Point(along: 0, inward: reach)),
    ]

    /// A circular corner written in the same steps, so the two can be blended point by point.
    /// `kappa` is the usual cubic approximation of a quarter circle (4/3 · (√2 − 1)).
    static let circular: [Step] = {
        let kappa = 0.5522847498
        let start = Point(along: 1, inward: 0)
        let end = Point(along: 0, inward: 1)
        return [
            .curve(start, start, start),
            .line(start),
            .curve(Point(along: 1 - kappa, inward: 0), Point(along: 0, inward: 1 - kappa), end),
            .line(end),
            .curve(end, end, end),
        ]
    }()

    /// Adds the rounded rectangle as a closed sub-path of `cr`'s current path.
    static func addPath(_ cr: OpaquePointer, _ rect: ToastRect, radius: Double) {
        let half = min(rect.width, rect.height) / 2
        let r = max(min(radius, half), 0)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        // 1 when the whole continuous corner fits, falling to 0 (circular) as the radius nears half a side.
        let fit = min(max((half / r - 1) / (reach - 1), 0), 1)
        let steps = zip(circular, continuous).map { circle, smooth -> Step in
            switch (circle, smooth) {
            case (.curve(let a1, let a2, let a3), .curve(let b1, let b2, let b3)):
                return .curve(a1.mixed(with: b1, fit), a2.mixed(with: b2, fit), a3.mixed(with: b3, fit))
            case (.line(let a), .line(let b)):
                return .line(a.mixed(with: b, fit))
            default:
                return smooth
            }
        }
        let start = 1 + (reach - 1) * fit
        // Each corner: its position, and unit vectors along the entering edge (away from the
        // corner) and inward along the leaving edge, clockwise from the top-right.
        let corners: [(x: Double, y: Double, ax: Double, ay: Double, ix: Double, iy: Double)] = [
            (rect.maxX, rect.minY, -1, 0, 0, 1),
            (rect.maxX, rect.maxY, 0, -1, -1, 0),
            (rect.minX, rect.maxY, 1, 0, 0, -1),
            (rect.minX, rect.minY, 0, 1, 1, 0),
        ]
        func place(_ point: Point, _ corner: (x: Double, y: Double, ax: Double, ay: Double, ix: Double, iy: Double)) -> (Double, Double) {
            (
                corner.x + (point.along * corner.ax + point.inward * corner.ix) * r,
                corner.y + (point.along * corner.ay + point.inward * corner.iy) * r
            )
        }
        cairo_new_sub_path(cr)
        cairo_move_to(cr, rect.minX + start * r, rect.minY)
        for corner in corners {
            let entry = place(Point(along: start, inward: 0), corner)
            cairo_line_to(cr, entry.0, entry.1)
            for step in steps {
                switch step {
                case .curve(let c1, let c2, let end):
                    let p1 = place(c1, corner), p2 = place(c2, corner), p3 = place(end, corner)
                    cairo_curve_to(cr, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
                case .line(let point):
                    let p = place(point, corner)
                    cairo_line_to(cr, p.0, p.1)
                }
            }
        }
        cairo_close_path(cr)
    }
}
