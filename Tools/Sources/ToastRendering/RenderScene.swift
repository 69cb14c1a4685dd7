import ToastCore

/// The phone screen a toast is drawn on: its size, safe area, the app's chrome and content, and
/// the reader's settings. Its measurements follow an iPhone 14 (390 × 844 pt).
package struct RenderScene: Equatable, Sendable {
    /// The screen in points.
    package var size = ToastSize(width: 390, height: 844)
    /// Pixels per point.
    package var scale = 2.0
    /// iPhone 14 portrait: 47 above (status bar and notch), 34 below (home indicator).
    package var safeArea = ToastEdgeInsets(top: 47, bottom: 34)
    package var appearance = ToastAppearance.light
    package var layoutDirection = ToastLayoutDirection.leftToRight
    /// The reader's text size relative to the default.
    package var textScale = 1.0
    /// Whether the status bar (time, signal, battery) is drawn.
    package var statusBar = true
    /// A navigation bar under the status bar, with this title; `nil` for none.
    package var navigationTitle: String? = "Inbox"
    /// Whether the keyboard is up.
    package var keyboard = false
    /// How far the keyboard has risen, 0…1: 1 once it is up, between while it animates.
    package var keyboardRise = 1.0
    /// Whether Reduce Motion is on (transitions become fades).
    package var reduceMotion = false
    /// Whether Reduce Transparency is on (opaque fills instead of materials, glass and dims).
    package var reduceTransparency = false
    /// Whether Increase Contrast is on (opaque fills and text).
    package var increaseContrast = false
    /// Which system is drawn: iOS 26 and later, which draws Liquid Glass (a style that asks for
    /// glass gets it), or iOS 16–25 (the thin material instead). Off by default, so every
    /// picture made before glass stays as it was.
    package var liquidGlass = false
    /// How every position's toasts stack.
    package var stacking = ToastStacking.list
    /// What the app behind the toasts shows.
    package var content = AppContent.list

    /// The app's screen under the status and navigation bars.
    package enum AppContent: String, Hashable, Sendable, CaseIterable {
        /// A list of conversations: text, separators and coloured avatars.
        case list
        /// A grid of colourful photos: light and dark, saturated and muted, sharp edges — the
        /// busiest content a toast sits on.
        case photos
        /// The background colour alone.
        case plain
    }

    /// The standard navigation bar's height.
    package static let navigationBarHeight = 44.0
    /// The iPhone 14 portrait keyboard with its suggestion bar.
    package static let keyboardHeight = 336.0
    /// How the iPhone keyboard rises and falls, as its notification says
    /// (`UIKeyboardAnimationDurationUserInfoKey` and `UIKeyboardAnimationCurveUserInfoKey`).
    package static let keyboardAnimation = ToastStageAnimation(duration: 0.25, curve: .system(7))

    package init() {}

    package var navigationBarFrame: ToastRect? {
        navigationTitle == nil ? nil : ToastRect(x: 0, y: safeArea.top, width: size.width, height: Self.navigationBarHeight)
    }

    /// Where the keyboard is drawn, while there is one.
    package var keyboardFrame: ToastRect? {
        let visible = Self.keyboardHeight * min(max(keyboardRise, 0), 1)
        return keyboard ? ToastRect(x: 0, y: size.height - visible, width: size.width, height: Self.keyboardHeight) : nil
    }

    /// Where the keyboard rests once it has risen.
    package var risenKeyboardFrame: ToastRect {
        ToastRect(x: 0, y: size.height - Self.keyboardHeight, width: size.width, height: Self.keyboardHeight)
    }

    /// The keyboard the stage starts with: where it is, if it has risen at all.
    package var stageKeyboard: ToastRect? {
        keyboardRise > 0 ? keyboardFrame : nil
    }

    /// The named rectangles toasts may be anchored to: the navigation bar, when there is one.
    package var anchors: [ToastAnchor: ToastRect] {
        navigationBarFrame.map { [.navigationBar: $0] } ?? [:]
    }

    /// What ToastCore's stage needs to know about this screen.
    package var stageScene: ToastStage.Scene {
        ToastStage.Scene(
            size: size, safeArea: safeArea, layoutDirection: layoutDirection, textScale: textScale, anchors: anchors,
            reduceMotion: reduceMotion, reduceTransparency: reduceTransparency, increaseContrast: increaseContrast,
            liquidGlass: liquidGlass, stacking: stacking)
    }

    /// The image's size in pixels.
    package var pixelWidth: Int { Int((size.width * scale).rounded()) }
    package var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
