/// How a toast's opacity reaches its parts while it fades in or out.
///
/// A toast without a material fades as one: its view takes the transition's opacity. A toast
/// over a blurred material cannot: a blur drawn inside a view whose opacity (or any
/// superview's) is below 1 is drawn wrongly or not at all, and under Reduce Motion every
/// transition is a fade. So the toast's view stays opaque, every other part (the fill that
/// tints the material, the text, icon, action, progress and shadow) takes the opacity, and the
/// material itself fades by its effect: on while the toast can be seen at all, off when it is
/// gone, animated between the two in step with the other parts.
///
/// ```swift
/// ToastMaterialFade(opacity: 0.4, backdrop: .thinMaterial)  // view 1, parts 0.4, material on
/// ToastMaterialFade(opacity: 0.4, backdrop: .none)          // view 0.4, parts 1, no material
/// ```
package struct ToastMaterialFade: Equatable, Sendable {
    /// The opacity of the toast's own view, the one that holds the material.
    package var view: Double
    /// The opacity of every part inside it but the material.
    package var parts: Double
    /// Whether the material's effect is on.
    package var showsMaterial: Bool

    /// The fade of a toast drawn over `backdrop` at `opacity` (clamped to 0…1). Every backdrop
    /// but ``ToastBackdrop/none`` is drawn by an effect (a blur, or any effect the system draws
    /// behind a toast), and fades by it.
    package init(opacity: Double, backdrop: ToastBackdrop) {
        let opacity = Self.clamped(opacity)
        if backdrop == .none {
            view = opacity
            parts = 1
            showsMaterial = false
        } else {
            view = 1
            parts = opacity
            showsMaterial = opacity > 0
        }
    }

    /// The fade of custom content at `opacity`. ToastKit cannot know whether the content holds a
    /// material or glass (SwiftUI's `.background(.thinMaterial)`, `.glassEffect()`, a
    /// `UIVisualEffectView`), and any it holds is drawn wrongly inside a view whose opacity is
    /// below 1. So content that takes its opacity itself (hosted SwiftUI content, which applies
    /// it to each of its layers, its materials' included) gets it as ``parts`` inside a view that
    /// stays opaque; other content fades as one view. ``showsMaterial`` is the content's
    /// business either way (false).
    ///
    /// ```swift
    /// ToastMaterialFade(opacity: 0.4, contentTakesOpacity: true)   // view 1, parts 0.4
    /// ToastMaterialFade(opacity: 0.4, contentTakesOpacity: false)  // view 0.4, parts 1
    /// ```
    package init(opacity: Double, contentTakesOpacity: Bool) {
        let opacity = Self.clamped(opacity)
        view = contentTakesOpacity ? 1 : opacity
        parts = contentTakesOpacity ? opacity : 1
        showsMaterial = false
    }

    private static func clamped(_ opacity: Double) -> Double {
        opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    }
}
