import ToastCore

/// How one toast is drawn in one frame: everything the painter needs, decided beforehand on the
/// main actor (where the engine runs), so frames can be drawn on any thread.
///
/// Everything but the material and the spinner's step comes from ``ToastStage/poses(at:)``:
/// `placement.frame` is where the toast is at that moment (between two places while it moves),
/// and `look` is its transition's look with any drag's offset added and, behind a folded deck's
/// front, the pile's scale and opacity: exactly what a host sets its view's alpha and transform
/// to. A pose holds only what shows, so two equal poses draw the
/// same pixels (a toast's running timer does not make frames differ).
package struct ToastPose: Equatable, Sendable {
    package var id: ToastID
    package var content: ToastContent
    /// The request's style as the scene's settings adjust it.
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
    /// Whether its icon, text and action are drawn: not behind a folded deck's front, where only
    /// its surface shows.
    package var showsContent: Bool

    package init(
        id: ToastID, content: ToastContent, style: ToastStyle, placement: ToastPlacement, look: ToastTransitionSample,
        dimOpacity: Double?, clip: ToastRect?, material: ToastMaterial, spinnerStep: Int = 0, showsContent: Bool = true
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
        self.showsContent = showsContent
    }

    /// How `pose`, what the stage told the host to show at `time`, is drawn on `scene`.
    init(_ pose: ToastStage.Pose, scene: RenderScene, at time: Double) {
        let content = pose.toast.request.content
        var look = pose.look
        look.scale *= pose.placed.scale
        look.opacity *= pose.placed.opacity
        let showsContent = pose.placed.depth == 0
        self.init(
            id: pose.toast.id, content: content, style: pose.style, placement: pose.placed.placement, look: look,
            dimOpacity: pose.dimOpacity, clip: pose.placed.clip,
            material: ToastMaterial(for: pose.style, appearance: scene.appearance, reduceTransparency: scene.reduceTransparency),
            spinnerStep: showsContent && content.progress == .indeterminate ? ProgressIndicator.step(at: time) : 0,
            showsContent: showsContent)
    }
}

/// One frame to draw: the screen and the toasts on it, bottom first.
package struct FramePlan: Equatable, Sendable {
    package var scene: RenderScene
    package var poses: [ToastPose]

    package init(scene: RenderScene, poses: [ToastPose]) {
        self.scene = scene
        self.poses = poses
    }
}
