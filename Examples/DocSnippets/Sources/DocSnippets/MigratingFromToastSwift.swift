#if canImport(UIKit)
import ToastKit
import UIKit

// The ToastKit side of "Migrating from Toast-Swift"
// (Sources/ToastKit/ToastKit.docc/MigratingFromToastSwift.md).

@MainActor
enum FromToastSwift {
    static func calls(view: UIView, image: UIImage) {
        view.showToast("Saved")
        view.showToast("Saved", duration: .seconds(3), position: .top)
        var toast = Toast("Saved", title: "Done", icon: .image(image))
        toast.position = .fraction(0.3)
        view.showToast(toast) { ending in
            if ending.reason == .tap {
                print("dismissed by a tap")
            }
        }
        Toast.show("Saved", position: .center)
    }

    static func hiding() {
        let handle = Toast.show(Toast("Loading…", progress: .indeterminate))
        print(handle.isFinished)
        handle.dismiss()
        handle.update(Toast("Done", style: .success))
        Toast.dismissAll()
    }

    static func customView() {
        var toast = Toast("3 new photos")
        toast.presenter = BadgePresenter()
        Toast.show(toast)
    }

    static func sharedSettings() {
        var style = ToastStyle.standard
        style.behavior.tapToDismiss = false
        Toast.defaults.style = .app
        Toast.defaults.duration = .seconds(2)
        Toast.defaults.position = .top
        Toast.defaults.maxVisible = 3
        _ = style
    }

    static func styleProperties() {
        var style = ToastStyle.standard
        style.colors.background = ToastColor(white: 0, alpha: 0.8)
        style.colors.text = .white
        style.colors.title = .white
        style.typography.message = ToastFont(size: 16)
        style.typography.title = ToastFont(size: 16, weight: .bold)
        style.typography.alignment = .natural
        style.typography.lineLimit = nil
        style.geometry.corner = .radius(10)
        style.geometry.padding = ToastDirectionalInsets(all: 10)
        style.geometry.maxWidth = .fraction(0.8)
        style.geometry.maxTextHeight = .fraction(0.8)
        style.geometry.iconSize = 40
        style.shadow = ToastShadow(
            color: .black, opacity: 0.8, radius: 6,
            offsetX: 4, offsetY: 4)
        style.motion.show = .fade(duration: 0.2, curve: .easeOut)
        style.motion.hide = .fade(duration: 0.2, curve: .easeIn)
        style.behavior.swipeToDismiss = false
    }
}

extension ToastStyle {
    /// The look of every toast in the app (Toast-Swift's shared style).
    static let app: ToastStyle = {
        var style = ToastStyle.standard
        style.colors.background = ToastColor(white: 0, alpha: 0.8)
        style.colors.backdrop = .none
        style.geometry.corner = .radius(10)
        style.shadow = nil
        return style
    }()
}

/// Draws a toast of its own (Toast-Swift's `showToast(_ toast: UIView)`); the engine still
/// decides when it shows and for how long.
final class BadgePresenter: ToastContentPresenting {
    private let badge = UILabel()

    func install(in content: UIView, backdrop: UIView) {
        badge.text = "3 new photos"
        badge.textColor = .white
        badge.backgroundColor = .systemBlue
        badge.textAlignment = .center
        badge.layer.cornerRadius = 16
        badge.layer.masksToBounds = true
        badge.frame = content.bounds
        badge.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(badge)
    }

    func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(160, size.width), height: 32)
    }
}
#endif
