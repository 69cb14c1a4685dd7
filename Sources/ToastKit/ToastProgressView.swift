#if canImport(UIKit)
import UIKit
import ToastCore

/// A toast's progress as iOS draws it: a spinner (`UIActivityIndicatorView`) for an unknown
/// amount, or a ring or bar that fills to the fraction done, in the view's tint colour over a
/// faint track. The frame comes from the engine's layout (``ToastPlacement/progressFrame``).
@MainActor
final class ToastProgressView: UIView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let track = CAShapeLayer()
    private let fill = CAShapeLayer()
    private var progress: ToastProgress?
    private var indicator: ToastProgressIndicator = .ring

    /// Whether a bar fills from the right.
    var isRightToLeft = false {
        didSet { if isRightToLeft != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false  // the toast is the one element; its value says how far
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        for layer in [track, fill] {
            layer.fillColor = nil
            layer.lineCap = .round
            self.layer.addSublayer(layer)
        }
        track.opacity = Float(ToastProgressIndicator.trackOpacity)
        // Empty until the first fraction arrives (a layer's strokeEnd starts at 1, and it would
        // animate down from full the first time).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fill.strokeEnd = 0
        CATransaction.commit()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ToastProgressView is created in code only")
    }

    /// Shows `progress` (none hides it); a new fraction animates the fill to it.
    func show(_ progress: ToastProgress?, as indicator: ToastProgressIndicator) {
        self.progress = progress
        self.indicator = indicator
        isHidden = progress == nil
        if progress == .indeterminate {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        let fraction = progress?.fractionCompleted
        track.isHidden = fraction == nil
        fill.isHidden = fraction == nil
        // A standalone layer animates strokeEnd implicitly: the ring or bar glides to the new value.
        fill.strokeEnd = CGFloat(fraction ?? 0)
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
        track.strokeColor = tintColor.cgColor
        fill.strokeColor = tintColor.cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path: UIBezierPath
        let width: CGFloat
        switch indicator {
        case .ring:
            width = min(bounds.width, bounds.height) * ToastProgressIndicator.ringWidthFraction
            let radius = max((min(bounds.width, bounds.height) - width) / 2, 0)
            path = UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        case .bar:
            width = bounds.height
            path = UIBezierPath()
            let inset = width / 2
            let (start, end) = isRightToLeft ? (bounds.maxX - inset, bounds.minX + inset) : (bounds.minX + inset, bounds.maxX - inset)
            path.move(to: CGPoint(x: start, y: bounds.midY))
            path.addLine(to: CGPoint(x: end, y: bounds.midY))
        }
        for layer in [track, fill] {
            layer.frame = bounds
            layer.lineWidth = width
            layer.path = path.cgPath
            layer.strokeColor = tintColor.cgColor
        }
        spinner.color = tintColor
    }
}
#endif
