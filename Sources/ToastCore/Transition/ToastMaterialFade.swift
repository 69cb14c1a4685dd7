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
@_spi(Plumbing) public struct ToastMaterialFade: Equatable, Sendable {
    /// The opacity of the toast's own view, the one that holds the material.
    public var view: Double
    /// The opacity of every part inside it but the material.
    public var parts: Double
    /// Whether the material's effect is on.
    public var showsMaterial: Bool

    /// The fade of a toast drawn over `backdrop` at `opacity` (clamped to 0…1). Every backdrop
    /// but ``ToastBackdrop/none`` is drawn by an effect (a blur, or any effect the system draws
    /// behind a toast), and fades by it.
    public init(opacity: Double, backdrop: ToastBackdrop) {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
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
}
