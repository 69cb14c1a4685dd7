/// Lays out the toasts on screen over time, keeping each leaving toast where it was.
///
/// A toast that starts leaving keeps its last frame until it is gone, so a replaced toast fades
/// out in place while its successor fades in at the same spot, and nothing jumps mid-animation.
/// Toasts that are entering or shown are laid out together with ``ToastLayout/place(_:in:measurer:)``.
///
/// ```swift
/// var stage = ToastStageLayout()
/// let placements = stage.update(runtime.presentedToasts, in: environment, measurer: measurer)
/// ```
@_spi(Plumbing) public struct ToastStageLayout: Sendable {
    private var lastPlacements: [ToastID: ToastPlacement] = [:]

    public init() {}

    /// Placements for `toasts`, in the same order.
    public mutating func update(_ toasts: [PresentedToast], in environment: ToastLayoutEnvironment, measurer: some ToastTextMeasuring)
        -> [ToastPlacement]
    {
        let settled = toasts.filter { $0.transitionPhase == .entering }
        var placed: [ToastID: ToastPlacement] = [:]
        for placement in ToastLayout.place(settled.map(Self.item), in: environment, measurer: measurer) {
            placed[placement.id] = placement
        }
        for toast in toasts where toast.transitionPhase == .leaving {
            placed[toast.id] =
                lastPlacements[toast.id]
                ?? ToastLayout.place([Self.item(toast)], in: environment, measurer: measurer).first
        }
        lastPlacements = placed
        return toasts.compactMap { placed[$0.id] }
    }

    static func item(_ toast: PresentedToast) -> ToastLayout.Item {
        ToastLayout.Item(id: toast.id, content: toast.request.content, style: toast.request.style, position: toast.request.position)
    }
}
