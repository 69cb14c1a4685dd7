import Foundation
import ToastCore

/// One toast on one screen, described by name: what `toastkit render` reads from its options
/// or from a JSON object with the same keys.
///
/// ```json
/// {"message": "Saved", "style": "success", "appearance": "dark", "position": "top", "time": 1}
/// ```
public struct RenderDescription: Decodable, Sendable {
    public var message: String
    public var title: String?
    public var action: String?
    public var icon: String?
    public var style: String?
    public var position: String?
    public var duration: Double?
    public var appearance: String?
    public var direction: String?
    public var keyboard: Bool?
    /// Whether to draw the status bar (default true).
    public var statusBar: Bool?
    /// The navigation bar's title, or "" for no navigation bar (default "Inbox").
    public var navigationTitle: String?
    public var textScale: Double?
    public var reduceMotion: Bool?
    /// Opaque fills instead of the material (default false).
    public var reduceTransparency: Bool?
    /// Seconds after the request at which to draw (default: once it has settled).
    public var time: Double?
    public var scale: Double?

    public init(message: String) {
        self.message = message
    }

    /// Why a description cannot be drawn.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    static let styles: [String: ToastStyle] = Dictionary(uniqueKeysWithValues: ([
        ToastStyle.standard, .success, .warning, .error, .info, .toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast,
    ]).map { ($0.name, $0) })

    static let positions: [String: ToastPosition] = [
        "top": .top, "center": .center, "bottom": .bottom, "navigationBar": .anchored(to: .navigationBar),
    ]

    /// The scene, the request and the moment to draw.
    public func resolved() throws(Invalid) -> (scene: RenderScene, request: ToastRequest, time: Double) {
        let styleName = style ?? "standard"
        guard let toastStyle = Self.styles[styleName] else {
            throw Invalid(description: "unknown style \"\(styleName)\"; expected one of \(Self.styles.keys.sorted().joined(separator: ", "))")
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
            content: ToastContent(message: message, title: title, iconName: icon, action: action.map(ToastAction.init(title:))),
            style: toastStyle, duration: duration.map(ToastDuration.seconds), position: toastPosition)
        return (scene, request, moment)
    }
}
