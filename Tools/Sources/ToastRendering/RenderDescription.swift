import Foundation
import ToastCore

/// One toast on one screen, described by name: what `toastkit render` reads from its options
/// or from a JSON object with the same keys.
///
/// ```json
/// {"message": "Saved", "style": "success", "appearance": "dark", "position": "top", "time": 1}
/// ```
package struct RenderDescription: Decodable, Sendable {
    package var message: String
    package var title: String?
    package var action: String?
    package var icon: String?
    package var style: String?
    package var position: String?
    package var duration: Double?
    package var appearance: String?
    package var direction: String?
    package var keyboard: Bool?
    /// Whether to draw the status bar (default true).
    package var statusBar: Bool?
    /// The navigation bar's title, or "" for no navigation bar (default "Inbox").
    package var navigationTitle: String?
    package var textScale: Double?
    package var reduceMotion: Bool?
    /// Opaque fills instead of the material and the glass (default false).
    package var reduceTransparency: Bool?
    /// Opaque fills and text (default false).
    package var increaseContrast: Bool?
    /// Draw iOS 26 and later: Liquid Glass for the styles that ask for it (default false: the
    /// thin material of iOS 16–25).
    package var glass: Bool?
    /// What the app shows behind: `list` (default), `photos` or `plain`.
    package var content: String?
    /// Seconds after the request at which to draw (default: once it has settled).
    package var time: Double?
    package var scale: Double?

    package init(message: String) {
        self.message = message
    }

    /// Why a description cannot be drawn.
    package struct Invalid: Error, CustomStringConvertible {
        package let description: String
    }

    static let styles: [String: ToastStyle] = Dictionary(uniqueKeysWithValues: ToastStyle.presets.map { ($0.name, $0) })

    static let positions: [String: ToastPosition] = [
        "top": .top, "center": .center, "bottom": .bottom, "navigationBar": .anchored(to: .navigationBar),
    ]

    /// The scene, the request and the moment to draw.
    package func resolved() throws(Invalid) -> (scene: RenderScene, request: ToastRequest, time: Double) {
        let styleName = style ?? "standard"
        guard let toastStyle = Self.styles[styleName] else {
            throw Invalid(
                description: "unknown style \"\(styleName)\"; expected one of \(Self.styles.keys.sorted().joined(separator: ", "))")
        }
        var toastPosition: ToastPosition?
        if let position {
            if let named = Self.positions[position] {
                toastPosition = named
            } else if let fraction = Double(position) {
                toastPosition = .fraction(fraction)
            } else {
                throw Invalid(description: "position must be top, center, bottom, navigationBar or a fraction 0…1")
            }
        }
        var scene = RenderScene()
        switch appearance ?? "light" {
        case "light": scene.appearance = .light
        case "dark": scene.appearance = .dark
        default: throw Invalid(description: "appearance must be light or dark")
        }
        switch direction ?? "ltr" {
        case "ltr": scene.layoutDirection = .leftToRight
        case "rtl": scene.layoutDirection = .rightToLeft
        default: throw Invalid(description: "direction must be ltr or rtl")
        }
        scene.keyboard = keyboard ?? false
        scene.statusBar = statusBar ?? true
        if let navigationTitle { scene.navigationTitle = navigationTitle.isEmpty ? nil : navigationTitle }
        scene.reduceMotion = reduceMotion ?? false
        scene.reduceTransparency = reduceTransparency ?? false
        scene.increaseContrast = increaseContrast ?? false
        scene.liquidGlass = glass ?? false
        if let content {
            guard let named = RenderScene.AppContent(rawValue: content) else {
                throw Invalid(description: "content must be list, photos or plain")
            }
            scene.content = named
        }
        if let textScale {
            guard textScale.isFinite, textScale > 0 else { throw Invalid(description: "text scale must be a number above 0") }
            scene.textScale = textScale
        }
        if let scale {
            guard scale.isFinite, scale > 0, scale <= 4 else { throw Invalid(description: "scale must be above 0 and at most 4") }
            scene.scale = scale
        }
        let moment = time ?? 1
        guard moment.isFinite, moment >= 0 else { throw Invalid(description: "time must be a number of seconds ≥ 0") }
        let request = ToastRequest(
            content: ToastContent(
                message: message, title: title, icon: icon.map(ToastIcon.symbol), action: action.map(ToastAction.init(title:))),
            style: toastStyle, duration: duration.map(ToastDuration.seconds), position: toastPosition)
        return (scene, request, moment)
    }
}
