#if canImport(UIKit)
import UIKit

/// How ToastKit's views and controllers hear that their traits changed: by trait-change
/// registration (`registerForTraitChanges`) from iOS 17 on, and by `traitCollectionDidChange`
/// before, which iOS 17 deprecates. A type that overrides `traitCollectionDidChange` for iOS 16
/// marks the override `@available(iOS, deprecated: 17.0)` (so it compiles clean at an iOS 17+
/// deployment target) and returns from it at once when ``areRegistered``: iOS 17 still calls the
/// override, and the change would be handled twice.
///
/// ```swift
/// registerForToastTraitChanges(.colorAppearance) { view in (view as? ToastView)?.applyStyle() }
///
/// @available(iOS, deprecated: 17.0, message: "iOS 16 only: registerForToastTraitChanges reports the changes from iOS 17 on")
/// override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
///     super.traitCollectionDidChange(previousTraitCollection)
///     guard !ToastTraitChanges.areRegistered else { return }
///     …
/// }
/// ```
@MainActor
enum ToastTraitChanges {
    /// Which traits a registration follows.
    enum Kind {
        /// The traits that change how a dynamic colour resolves (appearance, contrast, level):
        /// colours resolved once, such as a shadow's `CGColor`, must be resolved again.
        case colorAppearance
        /// Those, and the traits that change a toast's size or place: text size, bold text,
        /// layout direction, size classes, display scale.
        case appearanceAndLayout
    }

    /// Whether changes arrive through registration (iOS 17 and later), so that a
    /// `traitCollectionDidChange` override must do nothing.
    static var areRegistered: Bool {
        if #available(iOS 17.0, *) { return true }
        return false
    }

    /// The system traits `kind` follows.
    @available(iOS 17.0, *)
    static func traits(_ kind: Kind) -> [UITrait] {
        let colors = UITraitCollection.systemTraitsAffectingColorAppearance
        switch kind {
        case .colorAppearance:
            return colors
        case .appearanceAndLayout:
            let layout: [UITrait] = [
                UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitLayoutDirection.self,
                UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self,
            ]
            return colors + layout
        }
    }
}

extension UIView {
    /// From iOS 17 on, calls `handler` with this view whenever the traits `kind` names change
    /// (also when the view joins a window whose traits differ). Before iOS 17 it does nothing:
    /// the view's `traitCollectionDidChange` reports them there (see ``ToastTraitChanges``).
    func registerForToastTraitChanges(_ kind: ToastTraitChanges.Kind, handler: @escaping @MainActor (UIView) -> Void) {
        if #available(iOS 17.0, *) {
            registerForTraitChanges(ToastTraitChanges.traits(kind)) { (view: UIView, _: UITraitCollection) in handler(view) }
        }
    }
}

extension UIViewController {
    /// From iOS 17 on, calls `handler` with this controller whenever the traits `kind` names
    /// change. Before iOS 17 it does nothing: `traitCollectionDidChange` reports them there.
    func registerForToastTraitChanges(_ kind: ToastTraitChanges.Kind, handler: @escaping @MainActor (UIViewController) -> Void) {
        if #available(iOS 17.0, *) {
            registerForTraitChanges(ToastTraitChanges.traits(kind)) { (controller: UIViewController, _: UITraitCollection) in
                handler(controller)
            }
        }
    }
}
#endif
