import CPangoCairo
import Foundation
import ToastCore

/// Every look ToastKit has, drawn to PNG files and animated WebP files with an `index.html`
/// that shows them all.
///
/// Presets × light and dark × English, Chinese and Arabic; every position; the keyboard; stacks;
/// the largest text size; the material and Reduce Transparency; Liquid Glass (every modern preset
/// in glass and in the material, light and dark, over photos and over a plain screen); a
/// filmstrip of each classic system's show → hold → hide timeline; and every movie of
/// ``ToastMovie/catalogue``.
///
/// Everything is planned on the main actor (where the engine runs), then drawn and encoded on
/// every core (``RenderJob``).
@MainActor
package struct Gallery {
    /// One picture: a file name, a caption, a section.
    package struct Entry: Sendable {
        package var file: String
        package var caption: String
        package var section: String
    }

    /// Texts of the same toast in three languages.
    static let languages: [(code: String, message: String, title: String, action: String)] = [
        ("en", "Saved to your photo library", "Done", "Undo"),
        ("zh", "刷新了20条新数据", "完成", "撤销"),
        ("ar", "تم حفظ الصورة في المكتبة", "تم", "تراجع"),
    ]

    /// Every preset, from the one list in ToastCore.
    static var presets: [ToastStyle] { ToastStyle.presets }

    /// Seconds after the request at which a steady toast is drawn: every preset's show
    /// transition has ended by then and none has started to hide.
    static let steadyTime = 1.0

    /// Images the README shows, copied to `docs/images` by `--docs`.
    package static let documentationImages = [
        "preset-standard-light-en.png", "preset-success-dark-en.png", "preset-messageBanner-light-zh.png",
        "preset-error-light-ar.png", "filmstrip-messageBanner.png", "keyboard.png",
        "movie-toastUtil.webp", "movie-windowTip.webp", "movie-messageBanner.webp", "movie-gkrToast.webp",
        "movie-modern-success.webp", "movie-stack.webp", "movie-deck.webp", "movie-swipe.webp",
        "movie-loading-success.webp", "filmstrip-loading-success.png", "live-ring-dark.png", "glass-presets.png",
    ]

    /// The modern presets, each with a message of its kind, as the Liquid Glass pictures stack
    /// them (the first highest).
    static let modernShowcase: [ToastRequest] = [
        ToastRequest(content: ToastContent(message: "Message archived", action: ToastAction(title: "Undo")), style: .standard),
        ToastRequest(content: ToastContent(message: "Saved to your photo library", title: "Done"), style: .success),
        ToastRequest(content: ToastContent(message: "Storage is almost full"), style: .warning),
        ToastRequest(content: ToastContent(message: "Upload failed. Check your connection."), style: .error),
        ToastRequest(content: ToastContent(message: "Sync resumes on Wi-Fi"), style: .info),
    ]

    /// The movies' scale: 1 pixel a point. A README shows five phones side by side at about
    /// 170 points wide each, so 2× pixels would only make the files four times heavier
    /// (`toastkit movie` makes 2× ones).
    nonisolated package static let movieScale = 1.0

    /// What making the gallery took.
    package struct Report: Sendable {
        package var entries: [Entry]
        package var outcomes: [RenderJob.Outcome]
        package var planSeconds: Double
    }

    let renderer: ToastRenderer

    package init(renderer: ToastRenderer) {
        self.renderer = renderer
    }

    /// Draws every picture into `folder` and writes `index.html`; returns the pictures in order.
    package func write(to folder: String, lanes: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Report {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let planStart = ContinuousClock.now
        let (entries, jobs) = plan(folder: folder)
        let planSeconds = (ContinuousClock.now - planStart).seconds
        let outcomes = try RenderJob.runAll(jobs, lanes: lanes)
        try Self.indexHTML(entries).write(
            toFile: (folder as NSString).appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return Report(entries: entries, outcomes: outcomes, planSeconds: planSeconds)
    }

    /// Every picture the gallery has, in order, and the work that draws each into `folder`.
    func plan(folder: String) -> (entries: [Entry], jobs: [RenderJob]) {
        var entries: [Entry] = []
        var jobs: [RenderJob] = []
        func add(_ work: RenderJob.Work, _ file: String, _ caption: String, _ section: String) {
            jobs.append(RenderJob(path: (folder as NSString).appendingPathComponent(file), work: work))
            entries.append(Entry(file: file, caption: caption, section: section))
        }
        func save(_ plan: FramePlan, _ file: String, _ caption: String, _ section: String) {
            add(.still(plan), file, caption, section)
        }

        for movie in ToastMovie.catalogue {
            var scaled = movie
            scaled.scene.scale = Self.movieScale
            let frames = ToastMoviePlayer(movie: scaled, measurer: renderer.measurer).frames()
            add(
                .movie(frames: frames.map(\.plan), times: frames.map(\.time), duration: movie.duration), "movie-\(movie.name).webp",
                movie.caption, "Animations (60 frames a second)")
        }

        for style in Self.presets {
            for appearance in ToastAppearance.allCases {
                for language in Self.languages {
                    var scene = RenderScene()
                    scene.appearance = appearance
                    scene.layoutDirection = language.code == "ar" ? .rightToLeft : .leftToRight
                    let content = ToastContent(
                        message: language.message,
                        title: style.defaultIconName == nil ? nil : language.title,
                        action: style == .standard ? ToastAction(title: language.action) : nil)
                    save(
                        steady([ToastRequest(content: content, style: style)], on: scene),
                        "preset-\(style.name)-\(appearance)-\(language.code).png", "\(style.name), \(appearance), \(language.code)",
                        "Presets")
                }
            }
        }

        for appearance in ToastAppearance.allCases {
            for reduce in [false, true] {
                var scene = RenderScene()
                scene.appearance = appearance
                scene.reduceTransparency = reduce
                let name = reduce ? "reduce-transparency" : "material"
                save(
                    steady(
                        [ToastRequest(content: ToastContent(message: "Saved to your photo library", title: "Done"), style: .success)],
                        on: scene),
                    "\(name)-\(appearance).png",
                    reduce
                        ? "Reduce Transparency: an opaque fill (\(appearance))" : "thin material: the list blurred behind (\(appearance))",
                    "Material")
            }
        }

        // Liquid Glass: iOS 26 and later against iOS 16–25's material, over the busiest and the
        // plainest screens, and what the reader's settings make of the glass.
        let five = ToastStateMachine.Limits(maxVisible: Self.modernShowcase.count)
        for content in [RenderScene.AppContent.photos, .plain] {
            for appearance in ToastAppearance.allCases {
                for glass in [true, false] {
                    var scene = RenderScene()
                    scene.appearance = appearance
                    scene.content = content
                    scene.liquidGlass = glass
                    save(
                        steady(Self.modernShowcase, on: scene, limits: five),
                        "glass-stack-\(glass ? "glass" : "material")-\(appearance)-\(content).png",
                        "\(glass ? "Liquid Glass (iOS 26)" : "thin material (iOS 16–25)"), \(appearance), over \(content)", "Liquid Glass")
                }
            }
        }
        for (setting, appearance) in [("reduce-transparency", ToastAppearance.light), ("increase-contrast", .dark)] {
            var scene = RenderScene()
            scene.appearance = appearance
            scene.content = .photos
            scene.liquidGlass = true
            scene.reduceTransparency = setting == "reduce-transparency"
            scene.increaseContrast = setting == "increase-contrast"
            save(
                steady(Self.modernShowcase, on: scene, limits: five), "glass-\(setting)-\(appearance).png",
                "iOS 26 with \(setting == "reduce-transparency" ? "Reduce Transparency" : "Increase Contrast"): opaque fills in the glass's colours (\(appearance))",
                "Liquid Glass")
        }
        add(
            .filmstrip(glassSheet()), "glass-presets.png", "the modern presets on Liquid Glass, light and dark, over photos and a list",
            "Liquid Glass")
        add(
            .filmstrip(Filmstrip.loadingToSuccessOnGlass.plan(with: renderer)), "filmstrip-loading-success-glass.png",
            Filmstrip.loadingToSuccessOnGlass.caption, "Liquid Glass")

        let positions: [(String, ToastPosition)] = [
            ("top", .top), ("center", .center), ("bottom", .bottom),
            ("fraction-1-6", .fraction(ClassicSystem.ToastUtil.topFraction)), ("navigationBar", .anchored(to: .navigationBar)),
        ]
        for (name, position) in positions {
            save(
                steady([ToastRequest(message: "Position: \(name)", position: position)], on: RenderScene()), "position-\(name).png",
                "position \(name)", "Positions")
        }

        var typing = RenderScene()
        typing.keyboard = true
        save(
            steady([ToastRequest(message: "Draft saved", style: .success)], on: typing), "keyboard.png", "bottom toast above the keyboard",
            "Keyboard")
        var ignoring = ToastStyle.standard
        ignoring.geometry.avoidsKeyboard = false
        save(
            steady([ToastRequest(message: "This style stays put", style: ignoring)], on: typing), "keyboard-ignored.png",
            "a style that does not avoid the keyboard", "Keyboard")

        let stack = ToastStateMachine.Limits(maxVisible: 3)
        save(
            steady((1...3).map { ToastRequest(message: "Stacked toast \($0)", style: .info) }, on: RenderScene(), limits: stack),
            "stack-bottom.png", "three stacked at the bottom, newest lowest", "Stacks")
        save(
            steady((1...3).map { ToastRequest(message: "Top toast \($0)", position: .top) }, on: RenderScene(), limits: stack),
            "stack-top.png", "three stacked at the top, newest highest", "Stacks")

        for appearance in ToastAppearance.allCases {
            var large = RenderScene()
            large.textScale = 3.1  // Dynamic Type's largest accessibility size; the style caps it at 2
            large.appearance = appearance
            let content = ToastContent(
                message: "Your message could not be sent. Check your connection.", title: "Not sent", action: ToastAction(title: "Retry"))
            save(
                steady([ToastRequest(content: content, style: .error)], on: large), "dynamic-type-largest-\(appearance).png",
                "largest text size (\(appearance))", "Dynamic Type")
        }

        for seed in Filmstrip.classic + [Filmstrip.reduceMotion] {
            add(.filmstrip(seed.plan(with: renderer)), "filmstrip-\(seed.name).png", seed.caption, "Seed filmstrips")
        }

        // Live toasts: a spinner, a ring and a bar, light and dark, and the seed GKRToast look.
        var barStyle = ToastStyle.standard
        barStyle.progressIndicator = .bar
        let live: [(name: String, caption: String, request: ToastRequest)] = [
            (
                "spinner", "spinner: work of unknown length",
                ToastRequest(content: ToastContent(message: "Uploading 3 photos", progress: .indeterminate))
            ),
            ("ring", "ring: 40 % done", ToastRequest(content: ToastContent(message: "Uploading 3 photos", progress: .fraction(0.4)))),
            (
                "bar", "bar: 65 % done (a style with progressIndicator .bar)",
                ToastRequest(content: ToastContent(message: "Downloading the update", progress: .fraction(0.65)), style: barStyle)
            ),
            (
                "gkrToast", "the seed GKRToast look, loading",
                ToastRequest(content: ToastContent(message: "Loading…", progress: .indeterminate), style: .gkrToast)
            ),
        ]
        for appearance in ToastAppearance.allCases {
            for item in live {
                var scene = RenderScene()
                scene.appearance = appearance
                save(
                    steady([item.request], on: scene), "live-\(item.name)-\(appearance).png", "\(item.caption) (\(appearance))",
                    "Live toasts")
            }
        }
        add(
            .filmstrip(Filmstrip.loadingToSuccess.plan(with: renderer)), "filmstrip-loading-success.png",
            Filmstrip.loadingToSuccess.caption, "Live toasts")

        return (entries, jobs)
    }

    /// The README's picture of the glass presets: four screens side by side (photos and a list,
    /// light and dark), cut to the band the stack covers.
    func glassSheet() -> FilmstripPlan {
        let five = ToastStateMachine.Limits(maxVisible: Self.modernShowcase.count)
        var frames: [FramePlan] = []
        var labels: [String] = []
        for content in [RenderScene.AppContent.photos, .list] {
            for appearance in ToastAppearance.allCases {
                var scene = RenderScene()
                scene.scale = Filmstrip.frameScale
                scene.appearance = appearance
                scene.content = content
                scene.liquidGlass = true
                frames.append(steady(Self.modernShowcase, on: scene, limits: five))
                labels.append("\(appearance), \(content)")
            }
        }
        let toasts = frames.flatMap(\.poses).map(\.placement.frame)
        let top = toasts.map(\.minY).min() ?? 0, bottom = toasts.map(\.maxY).max() ?? 0
        return FilmstripPlan(
            frames: frames, times: frames.map { _ in Self.steadyTime }, bandTop: max(top - 24, 0),
            bandBottom: min(bottom + 24, RenderScene().size.height), labels: labels)
    }

    /// The toasts of `requests` (all made at time 0) once they have settled.
    func steady(_ requests: [ToastRequest], on scene: RenderScene, limits: ToastStateMachine.Limits = .init()) -> FramePlan {
        renderer.plan(scene, showing: requests, limits: limits, at: Self.steadyTime)
    }

    static func indexHTML(_ entries: [Entry]) -> String {
        var sections: [String] = []
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>ToastKit gallery</title>
            <style>
            body { font: 14px -apple-system, "Noto Sans", sans-serif; margin: 24px; background: #fafafa; color: #222; }
            h2 { margin-top: 32px; }
            .grid { display: flex; flex-wrap: wrap; gap: 16px; }
            figure { margin: 0; width: 200px; }
            figure.wide { width: 100%; }
            img { width: 100%; border: 1px solid #ddd; border-radius: 8px; background: white; }
            figcaption { margin-top: 4px; color: #555; }
            </style></head><body>
            <h1>ToastKit gallery</h1>
            <p>Drawn on Linux by <code>toastkit gallery</code> from what the engine decides: ToastCore's layout with Pango's text metrics, and its transitions sampled over time.</p>

            """
        for entry in entries where !sections.contains(entry.section) {
            sections.append(entry.section)
        }
        for section in sections {
            html += "<h2>\(escape(section))</h2>\n<div class=\"grid\">\n"
            for entry in entries where entry.section == section {
                // Animated WebP plays in an <img> like any picture; it loops.
                let wide = entry.file.hasPrefix("filmstrip") ? " class=\"wide\"" : ""
                html +=
                    "<figure\(wide)><a href=\"\(escape(entry.file))\"><img src=\"\(escape(entry.file))\" alt=\"\(escape(entry.caption))\" loading=\"lazy\"></a><figcaption>\(escape(entry.caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html + "</body></html>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// One image of frames across a toast's life, side by side, each labelled with its time.
@MainActor
package struct Filmstrip {
    package var name: String
    package var caption: String
    package var request: ToastRequest
    /// Moments after the request, in order.
    package var times: [Double]
    package var reduceMotion = false
    /// Whether the system draws Liquid Glass (``RenderScene/liquidGlass``).
    package var liquidGlass = false
    /// Updates to the toast at given times (a live toast's progress and result).
    package var updates: [(at: Double, update: ToastUpdate)] = []

    /// Each frame's scale.
    nonisolated static let frameScale = 1.0
    /// Each frame shows the screen from this far above the toast's resting frame to this far
    /// below it: enough to see where it comes from (the bar, an edge) without shrinking it.
    static let bandMargin = 110.0
    nonisolated static let labelHeight = 28.0
    nonisolated static let gap = 8.0
    /// Space between a frame and its time label.
    nonisolated static let labelGap = 4.0
    nonisolated static let labelFont = ToastFont(size: 15, weight: .semibold)

    /// The four classic systems, each at the moments of its original timeline.
    static let classic: [Filmstrip] =
        zip(
            ClassicShowcase.all,
            [
                [0, 0.1, 0.2, 1.5, 2.7, 2.8, 2.9],  // toastUtil: the fade in, the middle, the fade out
                [0, 1, 2, 2.125, 2.25, 2.375, 2.5],  // windowTip: shown at once, then the fade in quarters
                [0, 0.2, 0.4, 0.6, 0.8, 1.3, 1.45, 1.6],  // messageBanner: the slide in quarters
                [0, 0.25, 0.5, 3, 5.5, 5.75, 6],  // gkrToast: the fades and the middle
            ]
        ).map { seed, times in
            Filmstrip(name: seed.name, caption: seed.caption, request: seed.request, times: times)
        } + [
            Filmstrip(
                name: "gkrFancyToast", caption: "AIMFancyToast-style entrance: slides in from the leading side over 1 s",
                request: ToastRequest(message: "Fancy", style: .gkrFancyToast), times: [0, 0.15, 0.3, 0.5, 1, 6, 6.5])
        ]

    /// A live toast: a spinner, a ring filling, then the success toast it becomes.
    static let loadingToSuccess = Filmstrip(
        name: "loading-success", caption: "live toast: spinner, progress in place, then success (the same toast, updated)",
        request: ToastRequest(content: ToastContent(message: "Uploading 3 photos", progress: .indeterminate)),
        times: [0.1, 0.5, 1.0, 1.5, 2.0, 2.2, 3.0, 3.6],
        updates: [
            (0.8, .progress(0.3)), (1.2, .progress(0.65)), (1.6, .progress(1)),
            (2.0, .replacing(with: ToastRequest(message: "Uploaded 3 photos", style: .success, duration: .seconds(1.5)))),
        ])

    /// The same live toast on iOS 26: the glass it starts on takes the success's tint when it
    /// becomes one (on a device the tint and the shape change together, as glass morphs).
    static let loadingToSuccessOnGlass: Filmstrip = {
        var strip = loadingToSuccess
        strip.name = "loading-success-glass"
        strip.caption = "the live toast on Liquid Glass: the glass takes the success's tint when the toast becomes one"
        strip.liquidGlass = true
        return strip
    }()

    static let reduceMotion = Filmstrip(
        name: "reduce-motion", caption: "ShowMessageView with Reduce Motion: the same 0.8 s, a fade in place",
        request: ToastRequest(message: "刷新了20条新数据", style: .messageBanner), times: [0, 0.2, 0.4, 0.6, 0.8], reduceMotion: true)

    func render(with renderer: ToastRenderer) -> CairoImage {
        plan(with: renderer).draw(with: renderer)
    }

    /// The frames (moments of the toast's movie, in order) and the band to cut from them.
    func plan(with renderer: ToastRenderer) -> FilmstripPlan {
        var scene = RenderScene()
        scene.scale = Self.frameScale
        scene.reduceMotion = reduceMotion
        scene.liquidGlass = liquidGlass
        let steps = [(at: 0.0, step: ToastMovie.Step.show(request))] + updates.map { ($0.at, .update(toast: 0, $0.update)) }
        let movie = ToastMovie(name: name, caption: caption, scene: scene, steps: steps, duration: times.last ?? 0)
        let player = ToastMoviePlayer(movie: movie, measurer: renderer.measurer)
        let frames = times.map { player.plan(at: $0) }
        // Where the toast rests when it is first on screen.
        let rest = frames.lazy.compactMap { $0.poses.first?.placement.frame }.first ?? .zero
        return FilmstripPlan(
            frames: frames, times: times, bandTop: max(rest.minY - Self.bandMargin, 0),
            bandBottom: min(rest.maxY + Self.bandMargin, scene.size.height))
    }
}

/// A filmstrip's frames, planned, and the band of the screen each shows.
package struct FilmstripPlan: Sendable {
    package var frames: [FramePlan]
    package var times: [Double]
    /// The band of the screen shown, in points.
    package var bandTop: Double
    package var bandBottom: Double
    /// What each frame is labelled with; `nil`: its time.
    package var labels: [String]?

    package init(frames: [FramePlan], times: [Double], bandTop: Double, bandBottom: Double, labels: [String]? = nil) {
        self.frames = frames
        self.times = times
        self.bandTop = bandTop
        self.bandBottom = bandBottom
        self.labels = labels
    }

    /// The frames side by side, each labelled with its time.
    func draw(with renderer: ToastRenderer) -> CairoImage {
        let images = frames.map { renderer.draw($0) }
        let scale = frames.first?.scene.scale ?? Filmstrip.frameScale
        let frameWidth = Double(images.first?.width ?? 0)
        let frameHeight = ((bandBottom - bandTop) * scale).rounded()
        let gap = Filmstrip.gap
        let strip = CairoImage(
            width: Int(Double(images.count) * (frameWidth + gap) + gap),
            height: Int(frameHeight + Filmstrip.labelHeight + 2 * gap))
        let pango = renderer.fonts.context
        strip.draw { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            for (index, frame) in images.enumerated() {
                let x = gap + Double(index) * (frameWidth + gap)
                cairo_save(cr)
                cairo_rectangle(cr, x, gap, frameWidth, frameHeight)
                cairo_clip(cr)
                cairo_set_source_surface(cr, frame.surface, x, gap - bandTop * scale)
                cairo_paint(cr)
                cairo_restore(cr)
                let label = TextLayout(
                    context: pango, text: labels?[index] ?? String(format: "%.3f s", times[index]), font: Filmstrip.labelFont,
                    maxWidth: frameWidth,
                    lineLimit: 1, alignment: .center)
                cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
                cairo_move_to(cr, x, gap + frameHeight + Filmstrip.labelGap)
                pango_cairo_show_layout(cr, label.layout)
            }
        }
        return strip
    }
}
