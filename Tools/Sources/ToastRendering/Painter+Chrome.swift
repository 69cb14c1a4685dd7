import CPangoCairo
import ToastCore

/// The app behind the toasts: an iOS-like list under a status bar and navigation bar, and the
/// keyboard when it is up. Colours are iOS's system colours for each appearance.
extension Painter {
    enum Chrome {
        static let background = ToastColor.dynamic(light: ToastColor(hex: 0xF2F2F7), dark: ToastColor(hex: 0x000000))
        static let cell = ToastColor.dynamic(light: ToastColor(hex: 0xFFFFFF), dark: ToastColor(hex: 0x1C1C1E))
        static let label = ToastColor.dynamic(light: ToastColor(hex: 0x000000), dark: ToastColor(hex: 0xFFFFFF))
        static let secondaryLabel = ToastColor.dynamic(
            light: ToastColor(hex: 0x3C3C43, alpha: 0.6), dark: ToastColor(hex: 0xEBEBF5, alpha: 0.6))
        static let separator = ToastColor.dynamic(light: ToastColor(hex: 0xC6C6C8), dark: ToastColor(hex: 0x38383A))
        static let bar = ToastColor.dynamic(light: ToastColor(hex: 0xF9F9F9, alpha: 0.97), dark: ToastColor(hex: 0x1D1D1D, alpha: 0.97))
        static let keyboard = ToastColor.dynamic(light: ToastColor(hex: 0xD1D3D9), dark: ToastColor(hex: 0x2B2B2D))
        static let key = ToastColor.dynamic(light: ToastColor(hex: 0xFFFFFF), dark: ToastColor(hex: 0x6B6B6B))
        static let tint = ToastColor.dynamic(light: ToastColor(hex: 0x007AFF), dark: ToastColor(hex: 0x0A84FF))
        static let rowHeight = 64.0
        static let margin = 16.0
        static let rows = [
            "Lena Park", "Build finished", "刷新了数据", "Weekly report", "Dinner plans", "مرحبا", "Flight update", "Photos", "Receipts",
            "Team sync", "Podcasts", "Reminders",
        ]
    }

    /// The app under the toasts: list, bars and (unless `keyboard` is false) the keyboard.
    func drawApp(_ scene: RenderScene, keyboard: Bool = true) {
        setColor(Chrome.background)
        cairo_paint(cr)
        switch scene.content {
        case .list: drawList(scene)
        case .photos: drawPhotos(scene)
        case .plain: break
        }
        if scene.statusBar { drawStatusBar(scene) }
        if let bar = scene.navigationBarFrame { drawNavigationBar(scene, frame: bar) }
        if keyboard, let frame = scene.keyboardFrame { drawKeyboard(frame) }
    }

    /// Conversations, one row each: a coloured avatar, a name and a line of grey text.
    func drawList(_ scene: RenderScene) {
        var y = (scene.navigationBarFrame?.maxY ?? scene.safeArea.top) + 20
        let rtl = scene.layoutDirection == .rightToLeft
        for (index, name) in Chrome.rows.enumerated() where y < scene.size.height {
            let cell = ToastRect(x: Chrome.margin, y: y, width: scene.size.width - 2 * Chrome.margin, height: Chrome.rowHeight)
            let first = index == 0
            roundedRect(cell, radius: first ? 10 : 0)
            setColor(Chrome.cell)
            cairo_fill(cr)
            let avatar = ToastRect(x: rtl ? cell.maxX - 52 : cell.minX + 12, y: cell.minY + 12, width: 40, height: 40)
            cairo_arc(cr, avatar.midX, avatar.midY, 20, 0, 2 * .pi)
            setColor(ToastColor(hex: [0xFF9F0A, 0x30D158, 0x64D2FF, 0xBF5AF2][index % 4]))
            cairo_fill(cr)
            let textX = rtl ? cell.minX + 12 : avatar.maxX + 12
            let textWidth = cell.width - 76
            drawText(
                name, in: ToastRect(x: textX, y: cell.minY + 6, width: textWidth, height: 28), font: ToastFont(size: 17, weight: .semibold),
                color: Chrome.label, alignment: .natural, lineLimit: 1)
            drawText(
                "Tap to open the conversation", in: ToastRect(x: textX, y: cell.minY + 34, width: textWidth, height: 22),
                font: ToastFont(size: 15), color: Chrome.secondaryLabel, alignment: .natural, lineLimit: 1)
            setColor(Chrome.separator)
            cairo_rectangle(cr, textX, cell.maxY - 0.5, textWidth, 0.5)
            cairo_fill(cr)
            y += Chrome.rowHeight
        }
    }

    /// A photo library's grid, three square photos a row from under the bars to the bottom:
    /// skies, sunsets, leaves, night scenes, each a gradient with a sun, a moon or a hill, so the
    /// screen has light and dark, vivid and muted areas and hard edges between them.
    func drawPhotos(_ scene: RenderScene) {
        let gap = 2.0
        let side = (scene.size.width - 2 * gap) / 3
        // Top and bottom colour of each photo, and what is in it.
        let photos: [(top: UInt32, bottom: UInt32, shape: Int)] = [
            (0x2E8BFF, 0xBFE3FF, 0), (0xFF7A45, 0xFFD166, 1), (0x0B1A33, 0x27416B, 2), (0x2F9E44, 0xA9E34B, 3),
            (0xF06595, 0xFFC9E0, 1), (0x141414, 0x4A4A4A, 2), (0xFFE066, 0xFFF9DB, 0), (0x7048E8, 0x15AABF, 3),
            (0xE03131, 0x5F3DC4, 2), (0xF8F9FA, 0xCED4DA, 1), (0x087F5B, 0x0B7285, 0), (0xFD7E14, 0x862E9C, 3),
        ]
        var y = scene.navigationBarFrame?.maxY ?? scene.safeArea.top
        var index = 0
        while y < scene.size.height {
            for column in 0..<3 {
                let photo = photos[index % photos.count]
                let x = Double(column) * (side + gap)
                let frame = ToastRect(x: x, y: y, width: side, height: side)
                let gradient = cairo_pattern_create_linear(0, frame.minY, 0, frame.maxY)!
                for (stop, hex) in [(0.0, photo.top), (1.0, photo.bottom)] {
                    let color = ToastColor(hex: hex).light
                    cairo_pattern_add_color_stop_rgb(gradient, stop, color.red, color.green, color.blue)
                }
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_set_source(cr, gradient)
                cairo_fill(cr)
                cairo_pattern_destroy(gradient)
                cairo_save(cr)
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_clip(cr)
                switch photo.shape {
                case 0:  // a white cloud
                    setColor(ToastColor(white: 1, alpha: 0.85))
                    for (dx, dy, r) in [(0.3, 0.55, 0.16), (0.5, 0.48, 0.2), (0.7, 0.56, 0.14)] {
                        cairo_arc(cr, frame.minX + side * dx, frame.minY + side * dy, side * r, 0, 2 * .pi)
                        cairo_fill(cr)
                    }
                case 1:  // a low sun
                    setColor(ToastColor(hex: 0xFFF3BF))
                    cairo_arc(cr, frame.minX + side * 0.62, frame.minY + side * 0.6, side * 0.18, 0, 2 * .pi)
                    cairo_fill(cr)
                case 2:  // a moon over dark hills
                    setColor(ToastColor(hex: 0xF1F3F5))
                    cairo_arc(cr, frame.minX + side * 0.72, frame.minY + side * 0.28, side * 0.1, 0, 2 * .pi)
                    cairo_fill(cr)
                    setColor(ToastColor(hex: 0x000000, alpha: 0.55))
                    cairo_move_to(cr, frame.minX, frame.maxY)
                    cairo_curve_to(
                        cr, frame.minX + side * 0.3, frame.minY + side * 0.55, frame.minX + side * 0.6, frame.minY + side * 0.9, frame.maxX,
                        frame.minY + side * 0.62)
                    cairo_line_to(cr, frame.maxX, frame.maxY)
                    cairo_close_path(cr)
                    cairo_fill(cr)
                default:  // a green hill
                    setColor(ToastColor(hex: 0x2B8A3E))
                    cairo_arc(cr, frame.minX + side * 0.4, frame.maxY + side * 0.35, side * 0.75, 0, 2 * .pi)
                    cairo_fill(cr)
                }
                cairo_restore(cr)
                index += 1
            }
            y += side + gap
        }
    }

    func drawStatusBar(_ scene: RenderScene) {
        setColor(Chrome.bar)
        cairo_rectangle(cr, 0, 0, scene.size.width, scene.safeArea.top)
        cairo_fill(cr)
        drawText(
            "9:41", in: ToastRect(x: 32, y: 14, width: 60, height: 22), font: ToastFont(size: 17, weight: .semibold), color: Chrome.label,
            alignment: .center, lineLimit: 1)
        // Battery.
        let battery = ToastRect(x: scene.size.width - 58, y: 19, width: 25, height: 12)
        roundedRect(battery, radius: 3.5)
        setColor(Chrome.label, alpha: 0.4)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        roundedRect(ToastRect(x: battery.minX + 2, y: battery.minY + 2, width: battery.width - 4, height: battery.height - 4), radius: 2)
        setColor(Chrome.label)
        cairo_fill(cr)
        // Signal bars.
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.5
            roundedRect(ToastRect(x: scene.size.width - 98 + Double(bar) * 5, y: 31 - height, width: 3, height: height), radius: 1)
            cairo_fill(cr)
        }
    }

    func drawNavigationBar(_ scene: RenderScene, frame: ToastRect) {
        setColor(Chrome.bar)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_fill(cr)
        setColor(Chrome.separator)
        cairo_rectangle(cr, frame.minX, frame.maxY - 0.33, frame.width, 0.33)
        cairo_fill(cr)
        drawText(
            scene.navigationTitle ?? "", in: ToastRect(x: frame.minX + 80, y: frame.minY, width: frame.width - 160, height: frame.height),
            font: ToastFont(size: 17, weight: .semibold), color: Chrome.label, alignment: .center, lineLimit: 1)
        let back =
            scene.layoutDirection == .rightToLeft
            ? ToastRect(x: frame.maxX - 86, y: frame.minY, width: 70, height: frame.height)
            : ToastRect(x: frame.minX + 16, y: frame.minY, width: 70, height: frame.height)
        drawText("Edit", in: back, font: ToastFont(size: 17), color: Chrome.tint, alignment: .natural, lineLimit: 1)
    }

    func drawKeyboard(_ frame: ToastRect) {
        setColor(Chrome.keyboard)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_fill(cr)
        let rows: [(count: Int, inset: Double)] = [(10, 3), (9, 22), (7, 58)]
        let keyWidth = (frame.width - 6) / 10 - 6
        var y = frame.minY + 52
        for row in rows {
            for index in 0..<row.count {
                let x = frame.minX + row.inset + Double(index) * (keyWidth + 6)
                roundedRect(ToastRect(x: x, y: y, width: keyWidth, height: 42), radius: 5)
                setColor(Chrome.key)
                cairo_fill(cr)
            }
            y += 54
        }
        roundedRect(ToastRect(x: frame.minX + 98, y: y, width: frame.width - 196, height: 42), radius: 5)
        setColor(Chrome.key)
        cairo_fill(cr)
    }

    func drawHomeIndicator(_ scene: RenderScene) {
        guard scene.safeArea.bottom > 0 else { return }
        roundedRect(ToastRect(x: (scene.size.width - 134) / 2, y: scene.size.height - 13, width: 134, height: 5), radius: 2.5)
        setColor(Chrome.label)
        cairo_fill(cr)
    }
}
