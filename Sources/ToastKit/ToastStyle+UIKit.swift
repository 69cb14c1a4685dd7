#if canImport(UIKit)
import UIKit
import ToastCore

@MainActor
extension ToastColor {
    /// A dynamic `UIColor` that follows light and dark appearance.
    var uiColor: UIColor {
        let light = self.light
        let dark = self.dark
        return UIColor { traits in
            let rgba = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
    }
}

extension ToastFont {
    /// The system font at this size (already scaled by the layout) and weight. `UIFont` may be
    /// made on any thread, so this is not tied to the main actor (text is measured through it).
    var uiFont: UIFont {
        UIFont.systemFont(ofSize: size, weight: weight.uiWeight)
    }
}

extension ToastFont.Weight {
    var uiWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}

@MainActor
extension ToastCurve {
    /// Timing parameters for `UIViewPropertyAnimator` that follow this curve.
    public var timingParameters: any UITimingCurveProvider {
        switch self {
        case .linear: UICubicTimingParameters(animationCurve: .linear)
        case .easeIn: UICubicTimingParameters(animationCurve: .easeIn)
        case .easeOut: UICubicTimingParameters(animationCurve: .easeOut)
        case .easeInOut: UICubicTimingParameters(animationCurve: .easeInOut)
        case .spring(let dampingRatio):
            UISpringTimingParameters(dampingRatio: min(max(dampingRatio, ToastCurve.minimumDampingRatio), 1))
        }
    }
}

extension ToastTransitionSample {
    /// The transform that moves and scales a view as this sample says, moved further by `pan`
    /// (where a drag in progress has taken the toast). The one place a sample becomes a view's
    /// transform, for ToastKit's own toasts and for custom content alike.
    package func transform(adding pan: CGPoint = .zero) -> CGAffineTransform {
        CGAffineTransform(translationX: offsetX + pan.x, y: offsetY + pan.y).scaledBy(x: scale, y: scale)
    }
}

extension ToastRect {
    init(_ rect: CGRect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The same rectangle as a `CGRect`, for handing a ToastKit frame to UIKit. No conversion of
    /// coordinates: both have y growing downwards.
    package var cgRect: CGRect {
        CGRect(x: minX, y: minY, width: width, height: height)
    }
}

extension ToastEdgeInsets {
    /// Insets from a `UIEdgeInsets`, such as a window's `safeAreaInsets`, side for side.
    ///
    /// ```swift
    /// let safeArea = ToastEdgeInsets(window.safeAreaInsets)
    /// ```
    package init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
