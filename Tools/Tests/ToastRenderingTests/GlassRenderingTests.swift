import Testing
import ToastCore

@testable import ToastRendering

/// Liquid Glass as the renderer draws it: where it is drawn, that text on it stays legible over
/// any content, that it shows what is behind (blurred, bent at the edge), and the snapshots.
@MainActor
@Suite("Liquid Glass rendering")
struct GlassRenderingTests {
    let renderer: ToastRenderer

    init() throws {
        renderer = try ToastRenderer()
    }

    static let modern: [ToastStyle] = [.standard, .success, .warning, .error, .info]

    func scene(_ appearance: ToastAppearance = .light, _ content: RenderScene.AppContent = .list, glass: Bool = true) -> RenderScene {
        var scene = RenderScene()
        scene.scale = 1
        scene.appearance = appearance
        scene.content = content
        scene.liquidGlass = glass
        return scene
    }

    @Test func glassIsDrawnOnlyOnASystemWithItAndNeverForTheClassicLooks() {
        for glass in [false, true] {
            for style in Self.modern + [.toastUtil, .gkrToast] {
                let plan = renderer.plan(scene(glass: glass), showing: [ToastRequest(message: "Saved", style: style)], at: 1)
                let material = plan.poses.first?.material
                let isGlass = if case .glass = material { true } else { false }
                let isModern = Self.modern.contains(style)
                #expect(isGlass == (glass && isModern), "\(style.name) on \(glass ? "iOS 26" : "iOS 16–25")")
                if !glass, isModern {
                    let isThin = if case .thin = material { true } else { false }
                    #expect(isThin, "\(style.name) keeps its material before iOS 26")
                }
            }
        }
        var settings = scene()
        settings.reduceTransparency = true
        #expect(renderer.plan(settings, showing: [ToastRequest(message: "Saved")], at: 1).poses.first?.material == .flat)
        settings.reduceTransparency = false
        settings.increaseContrast = true
        #expect(renderer.plan(settings, showing: [ToastRequest(message: "Saved")], at: 1).poses.first?.material == .flat)
    }

    /// The glass under the text, drawn with the text made invisible, keeps 4.5 : 1 with the text's
    /// colour everywhere the text would be: over photos (light, dark, vivid), the list and a plain
    /// screen, in both appearances, for every modern preset.
    @Test(arguments: RenderScene.AppContent.allCases)
    func textOnGlassIsLegibleOverAnyContent(_ content: RenderScene.AppContent) {
        for appearance in ToastAppearance.allCases {
            for style in Self.modern {
                guard case .glass(var glass) = style.colors.backdrop else {
                    Issue.record("\(style.name) has no glass")
                    continue
                }
                let label = glass.text.resolved(for: appearance)
                glass.text = .clear
                glass.title = .clear
                var invisible = style
                invisible.colors.backdrop = .glass(glass)
                // A long message in the middle of the screen (over the busiest rows of photos)
                // and one at the bottom.
                for position in [ToastPosition.center, .bottom] {
                    let request = ToastRequest(
                        content: ToastContent(message: "Saved to your photo library, with every edit you made", title: "Done"),
                        style: invisible, position: position)
                    let plan = renderer.plan(scene(appearance, content), showing: [request], at: 1)
                    let placement = plan.poses[0].placement
                    let image = renderer.draw(plan)
                    var worst = 21.0
                    for frame in [placement.messageFrame, placement.titleFrame].compactMap({ $0 }) {
                        for y in Int(frame.minY)..<Int(frame.maxY) {
                            for x in Int(frame.minX)..<Int(frame.maxX) {
                                let pixel = image.pixel(x: x + Int(placement.frame.minX), y: y + Int(placement.frame.minY))
                                let glassColor = ToastColor.RGBA(
                                    red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
                                worst = min(worst, glassColor.contrastRatio(with: label))
                            }
                        }
                    }
                    #expect(worst >= 4.5, "\(style.name), \(appearance), over \(content), \(position): \(worst)")
                }
            }
        }
    }

    /// What is behind shows through glass: the photos' colours reach it, blurred (the sharp
    /// edges between photos are softened), and the glass differs from the material.
    @Test func glassShowsWhatIsBehindBlurredAndDiffersFromTheMaterial() {
        var style = ToastStyle.standard
        guard case .glass(var glass) = style.colors.backdrop else { return }
        glass.text = .clear
        style.colors.backdrop = .glass(glass)
        let request = ToastRequest(message: "Saved to your photo library", style: style, position: .center)
        let onGlass = renderer.plan(scene(.light, .photos), showing: [request], at: 1)
        let frame = onGlass.poses[0].placement.frame
        let glassImage = renderer.draw(onGlass)
        let materialImage = renderer.render(scene(.light, .photos, glass: false), showing: [request], at: 1)
        var steepest = 0, spread = Set<Int>(), differing = 0
        let y = Int(frame.midY)
        var last: Int?
        for x in Int(frame.minX + 20)..<Int(frame.maxX - 20) {
            let pixel = glassImage.pixel(x: x, y: y)
            let hue = Int(pixel.red) / 32 * 64 + Int(pixel.green) / 32 * 8 + Int(pixel.blue) / 32
            spread.insert(hue)
            if let last { steepest = max(steepest, abs(Int(pixel.green) - last)) }
            last = Int(pixel.green)
            let other = materialImage.pixel(x: x, y: y)
            if abs(Int(other.green) - Int(pixel.green)) > 8 { differing += 1 }
        }
        #expect(spread.count >= 3, "the photos' colours come through the glass")
        #expect(steepest < 24, "blurred: no hard edge between photos survives")
        #expect(differing > 100, "glass is not the material")
    }

    @Test func theGlassCastsItsOwnShadowAndTheStyleNone() {
        let plan = renderer.plan(scene(), showing: [ToastRequest(message: "Saved")], at: 1)
        #expect(plan.poses[0].style.shadow == nil)
        guard case .glass(let optics) = plan.poses[0].material else {
            Issue.record("no glass")
            return
        }
        #expect(optics.shadow.opacity > 0 && optics.shadow.opacity < ToastStyle.standard.shadow!.opacity)
    }

    @Test func theVeilThickensOnlyWhereTheContentNeedsIt() {
        let light = GlassOptics(appearance: .light, tint: nil)
        #expect(light.veilOpacity(over: (1, 1, 1)) == light.veilOpacity, "white needs no more veil under black text")
        #expect(light.veilOpacity(over: (0, 0, 0)) > light.veilOpacity, "black does")
        let dark = GlassOptics(appearance: .dark, tint: nil)
        #expect(dark.veilOpacity(over: (0, 0, 0)) == dark.veilOpacity)
        #expect(dark.veilOpacity(over: (1, 1, 1)) > dark.veilOpacity)
    }

    /// A live toast that becomes a success keeps its glass, and the glass takes the success's
    /// tint over the reflow that resizes it, as UIKit morphs glass set in an animation.
    @Test func aLiveToastsGlassTakesItsNewTintOverTheReflow() {
        let loading = ToastRequest(content: ToastContent(message: "Uploading 3 photos", progress: .indeterminate))
        let movie = ToastMovie(
            name: "morph", caption: "", scene: scene(),
            steps: [(0, .show(loading)), (1, .update(toast: 0, .replacing(with: ToastRequest(message: "Uploaded", style: .success))))],
            duration: 2)
        let player = ToastMoviePlayer(movie: movie, measurer: renderer.measurer)
        func tintAlpha(at time: Double) -> Double? {
            guard case .glass(let optics)? = player.plan(at: time).poses.first?.material else { return nil }
            return optics.tint?.alpha ?? 0
        }
        let final = ToastStyle.ModernMetrics.glassTintOpacity
        #expect(tintAlpha(at: 0.9) == 0, "untinted while loading")
        let midway = tintAlpha(at: 1 + ToastStage.reflow.duration / 2) ?? -1
        #expect(midway > 0 && midway < final, "on its way: \(midway)")
        #expect(abs((tintAlpha(at: 1 + ToastStage.reflow.duration + 0.05) ?? -1) - final) < 1e-9, "there once the reflow is over")
    }

    // MARK: - Snapshots (1×)

    func snapshot(_ name: String, _ requests: [ToastRequest], configure: (inout RenderScene) -> Void) throws {
        var scene = scene()
        configure(&scene)
        let limits = ToastStateMachine.Limits(maxVisible: max(requests.count, 1))
        let image = renderer.draw(renderer.plan(scene, showing: requests, limits: limits, at: 1))
        try assertSnapshot(image, named: name)
    }

    static let five = Gallery.modernShowcase

    @Test func glassSnapshots() throws {
        let success = ToastRequest(content: ToastContent(message: "Saved to your photo library", title: "Done"), style: .success)
        try snapshot("glass-light", [success]) { _ in }
        try snapshot("glass-dark", [success]) { $0.appearance = .dark }
        try snapshot("glass-stack-photos-light", Self.five) { $0.content = .photos }
        try snapshot("glass-stack-plain-dark", Self.five) {
            $0.content = .plain
            $0.appearance = .dark
        }
        try snapshot("glass-reduce-transparency-light", Self.five) {
            $0.content = .photos
            $0.reduceTransparency = true
        }
    }
}
