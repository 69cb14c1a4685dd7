#if canImport(UIKit)
import ToastKit

// The code of "Styling and presets" (Sources/ToastKit/ToastKit.docc/StylingAndPresets.md).

@MainActor
enum StylingAndPresets {
    static func presets() {
        Toast.show("Payment sent", style: .success)
        Toast.show("Low storage", style: .warning)
        Toast.show("Could not connect", style: .error)
        Toast.show("3 new messages", title: "Inbox", style: .info)
    }

    static func presetList() {
        for style in ToastStyle.presets {
            print(style.name)  // standard, success, warning, error, info, toastUtil, …
        }
        let style = ToastStyle.preset(named: "success") ?? .standard
        Toast.show("Saved", style: style)
    }

    static func tweak() {
        var style = ToastStyle.success
        style.behavior.position = .top
        style.behavior.duration = .short
        Toast.show("Copied", style: style)
    }

    static func perToast() {
        let synced = Toast("Synced", style: .info, duration: .long, position: .top)
        Toast.show(synced)
    }

    static func useBrand() {
        Toast.show("Welcome back", style: .brand)
    }

    static func motion() {
        var style = ToastStyle.standard
        let spring = ToastCurve.spring(dampingRatio: 0.7)
        let grow = ToastTransition.scale(from: 0.8, duration: 0.3, curve: spring)
        style.motion.show = grow.combined(with: .fade(duration: 0.3))
        style.motion.hide = .slide(from: .bottom, duration: 0.25, curve: .easeIn)
        Toast.show("Zoom", style: style)
    }

    static func shapes() {
        var style = ToastStyle.standard
        style.geometry.corner = .radius(8)
        style.geometry.maxWidth = .fraction(0.9)
        style.geometry.padding = ToastDirectionalInsets(vertical: 14, horizontal: 20)
        style.shadow = nil
        style.typography.alignment = .natural
        style.typography.lineLimit = 2
        Toast.show("Squarer, wider, flat", style: style)
    }

    static func behavior() {
        var style = ToastStyle.standard
        style.behavior = ToastStyle.Behavior(
            duration: .long, position: .center, policy: .replace,
            tapToDismiss: true, swipeToDismiss: false, pausesOnTouch: true)
        Toast.show("Centred", style: style)
    }
}

extension ToastStyle {
    /// The app's own toast: a blue capsule at the top.
    static let brand: ToastStyle = {
        var style = ToastStyle.standard
        style.name = "brand"
        style.colors.background = .dynamic(
            light: ToastColor(hex: 0x0A84FF),
            dark: ToastColor(hex: 0x0060DF))
        style.colors.backdrop = .none
        style.typography.message = ToastFont(size: 16, weight: .semibold)
        style.geometry.corner = .capsule
        style.behavior.position = .top
        style.motion.show = ToastTransition.fade(duration: 0.3)
            .combined(with: .slide(from: .top, duration: 0.3))
        style.defaultIconName = "sparkles"
        return style
    }()
}
#endif
