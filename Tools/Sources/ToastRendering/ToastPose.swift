@_spi(Plumbing) import ToastCore

/// How one toast is drawn in one frame: everything the painter needs, decided beforehand on the
/// main actor (where the engine runs), so frames can be drawn on any thread.
///
/// `placement.frame` is where the toast rests at that moment (between two places while it
/// reflows); `look` is its transition sample with any pan added, exactly what `ToastView`'s
/// alpha and transform are set to. A pose holds only what shows, so two equal poses draw the
/// same pixels (a toast's running timer does not make frames differ).
package struct ToastPose: Hashable, Sendable {
    package var id: ToastID
    package var content: ToastContent
    /// The request's style, adjusted for the scene's Reduce Transparency.
    package var style: ToastStyle
    package var placement: ToastPlacement
    package var look: ToastTransitionSample
    /// The full-screen dim's opacity, for styles that have one.
    package var dimOpacity: Double?
    /// What the toast is clipped to (toasts that slide from behind a bar), in points.
    package var clip: ToastRect?
    package var material: ToastMaterial
    /// The spinner's brightest spoke (0 unless the toast spins), so a spinning toast's frames
    /// differ only as often as the spinner moves.
    package var spinnerStep: Int

    package init(
        id: ToastID, content: ToastContent, style: ToastStyle, placement: ToastPlacement, look: ToastTransitionSample,
        dimOpacity: Double?, clip: ToastRect?, material: ToastMaterial, spinnerStep: Int = 0
    ) {
        self.id = id
        self.content = content
        self.style = style
        self.placement = placement
        self.look = look
        self.dimOpacity = dimOpacity
        self.clip = clip
        self.material = material
        self.spinnerStep = spinnerStep
    }

    /// The pose of `toast` at `time` as the UIKit shell sets it: the transition sampled at the
    /// toast's progress, with `pan` (points) added to the offset.
    package static func sampled(
        _ toast: PresentedToast, placement: ToastPlacement, scene: RenderScene, at time: Double, pan: ToastPoint = ToastPoint(x: 0, y: 0)
    ) -> ToastPose {
        let environment = scene.environment
        var anchor: ToastRect?
        if case .anchored(let name) = toast.request.position { anchor = environment.anchors[name] }
        let geometry = ToastTransitionGeometry(
            frame: placement.frame, container: scene.size, anchor: anchor, layoutDirection: placement.layoutDirection)
        let progress = toast.transitionProgress(at: time)
        var look = toast.transition.sample(at: progress, phase: toast.transitionPhase, geometry: geometry)
        look.offsetX += pan.x
        look.offsetY += pan.y
        let style = toast.request.style.adjusted(reduceTransparency: scene.reduceTransparency, increaseContrast: false)
        return ToastPose(
            id: toast.id, content: toast.request.content, style: style, placement: placement, look: look,
            dimOpacity: style.colors.dim == nil ? nil : toast.transition.dimOpacity(at: progress, phase: toast.transitionPhase),
            clip: ToastLayout.clipRect(for: toast.request, in: environment),
            material: ToastMaterial(for: style, appearance: scene.appearance, reduceTransparency: scene.reduceTransparency),
            spinnerStep: toast.request.content.progress == .indeterminate ? ProgressIndicator.step(at: time) : 0)
    }
}

/// One frame to draw: the screen and the toasts on it, bottom first.
package struct FramePlan: Hashable, Sendable {
    package var scene: RenderScene
    package var poses: [ToastPose]

    package init(scene: RenderScene, poses: [ToastPose]) {
        self.scene = scene
        self.poses = poses
    }
}
