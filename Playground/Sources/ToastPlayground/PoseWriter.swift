import ToastCore

/// Writes the stage at one moment as the JSON the playground page draws from: the scene, and
/// each toast back to front with its frame, its look in its transition, its style's colours,
/// shape and fonts, its text and where each part of it goes.
///
/// ```
/// {"time":1.2,"scene":{"width":390,…,"keyboard":null},"toasts":[{"id":"a","phase":"shown",
///  "frame":[137.5,703,115,42],"opacity":1,…,"parts":{"message":[16,11,83,20],…}}]}
/// ```
///
/// Lengths and times have at most three decimals (``EventWriter/appendNumber(_:to:)``); colours
/// are CSS `rgba()` strings resolved for the page's appearance; part frames are relative to the
/// toast's frame, as the layout gives them. Playground/Page/toastcore.js documents every field.
enum PoseWriter {
    /// What the buffer starts with: room for a few toasts.
    static let initialCapacity = 4 << 10

    static func write(
        _ poses: [(name: String, pose: ToastStage.Pose)], stage: ToastStage, at time: Double, appearance: ToastAppearance,
        to buffer: inout ByteBuffer
    ) {
        buffer.append(#"{"time":"#)
        number(time, &buffer)
        let scene = stage.scene
        buffer.append(#","scene":{"width":"#)
        number(scene.size.width, &buffer)
        buffer.append(#","height":"#)
        number(scene.size.height, &buffer)
        buffer.append(#","safeArea":["#)
        numbers([scene.safeArea.top, scene.safeArea.left, scene.safeArea.bottom, scene.safeArea.right], &buffer)
        buffer.append(#"],"keyboard":"#)
        rect(stage.keyboard, &buffer)
        buffer.append(#","rtl":"#)
        flag(scene.layoutDirection == .rightToLeft, &buffer)
        buffer.append(#","reduceMotion":"#)
        flag(scene.reduceMotion, &buffer)
        buffer.append(#"},"toasts":["#)
        for (index, (name, pose)) in poses.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            write(pose, name: name, stage: stage, at: time, appearance: appearance, to: &buffer)
        }
        buffer.append("]}")
    }

    private static func write(
        _ pose: ToastStage.Pose, name: String, stage: ToastStage, at time: Double, appearance: ToastAppearance,
        to buffer: inout ByteBuffer
    ) {
        let placement = pose.placed.placement
        let frame = placement.frame
        let content = pose.toast.request.content
        let style = pose.style
        let colors = style.colors
        buffer.append(#"{"id":"#)
        EventWriter.appendQuoted(name, to: &buffer)
        buffer.append(#","phase":"#)
        EventWriter.appendQuoted(phaseName(pose.toast, at: time), to: &buffer)
        buffer.append(#","position":"#)
        EventWriter.appendQuoted(positionName(pose.toast.request.position), to: &buffer)
        buffer.append(#","frame":"#)
        rect(frame, &buffer)
        buffer.append(#","clip":"#)
        rect(pose.placed.clip, &buffer)
        // A deck's pile draws a toast behind its front smaller and dimmer, on top of its look.
        buffer.append(#","opacity":"#)
        number(pose.look.opacity * pose.placed.opacity, &buffer)
        buffer.append(#","offsetX":"#)
        number(pose.look.offsetX, &buffer)
        buffer.append(#","offsetY":"#)
        number(pose.look.offsetY, &buffer)
        buffer.append(#","scale":"#)
        number(pose.look.scale * pose.placed.scale, &buffer)
        buffer.append(#","depth":"#)
        number(Double(pose.placed.depth), &buffer)
        // Whether its position's deck is fanned out: a touch outside every toast folds it.
        buffer.append(#","expanded":"#)
        flag(stage.isExpanded(pose.toast.request.position), &buffer)
        buffer.append(#","corner":"#)
        number(placement.cornerRadius, &buffer)
        buffer.append(#","dim":"#)
        if let dim = pose.dimOpacity { number(dim, &buffer) } else { buffer.append("null") }
        buffer.append(#","dimColor":"#)
        color(colors.dim, appearance, &buffer)
        buffer.append(#","background":"#)
        color(colors.background, appearance, &buffer)
        buffer.append(#","backdrop":"#)
        EventWriter.appendQuoted(backdropName(colors.backdrop), to: &buffer)
        buffer.append(#","textColor":"#)
        color(colors.text, appearance, &buffer)
        buffer.append(#","titleColor":"#)
        color(colors.title, appearance, &buffer)
        buffer.append(#","iconColor":"#)
        color(colors.icon, appearance, &buffer)
        buffer.append(#","actionColor":"#)
        color(colors.actionText, appearance, &buffer)
        buffer.append(#","shadow":"#)
        if let shadow = style.shadow {
            buffer.append(#"{"color":"#)
            color(shadow.color, appearance, opacity: shadow.opacity, &buffer)
            buffer.append(#","radius":"#)
            number(shadow.radius, &buffer)
            buffer.append(#","offsetX":"#)
            number(shadow.offsetX, &buffer)
            buffer.append(#","offsetY":"#)
            number(shadow.offsetY, &buffer)
            buffer.append("}")
        } else {
            buffer.append("null")
        }
        buffer.append(#","message":"#)
        EventWriter.appendQuoted(content.message, to: &buffer)
        buffer.append(#","title":"#)
        text(content.title, &buffer)
        buffer.append(#","icon":"#)
        // The icon the layout made room for: the request's own, else its style's (as ToastLayout).
        text(content.icon.map { $0.symbolName } ?? style.defaultIconName, &buffer)
        buffer.append(#","action":"#)
        text(content.action?.title, &buffer)
        buffer.append(#","progress":"#)
        if let fraction = content.progress?.fractionCompleted { number(fraction, &buffer) } else { buffer.append("null") }
        buffer.append(#","loading":"#)
        flag(content.progress == .indeterminate, &buffer)
        buffer.append(#","parts":{"icon":"#)
        rect(placement.iconFrame, &buffer)
        buffer.append(#","title":"#)
        rect(placement.titleFrame, &buffer)
        buffer.append(#","message":"#)
        rect(placement.messageFrame, &buffer)
        buffer.append(#","action":"#)
        rect(placement.actionFrame, &buffer)
        buffer.append(#","progress":"#)
        rect(placement.progressFrame, &buffer)
        buffer.append(#"},"fonts":{"message":"#)
        font(placement.messageFont, &buffer)
        buffer.append(#","title":"#)
        font(placement.titleFont, &buffer)
        buffer.append(#","action":"#)
        font(placement.actionFont, &buffer)
        buffer.append(#"},"alignment":"#)
        EventWriter.appendQuoted(style.typography.alignment == .center ? "center" : "leading", to: &buffer)
        buffer.append(#","rtl":"#)
        flag(placement.layoutDirection == .rightToLeft, &buffer)
        buffer.append(#","lineLimit":"#)
        if let limit = style.typography.lineLimit { number(Double(limit), &buffer) } else { buffer.append("null") }
        buffer.append("}")
    }

    // MARK: - Names

    /// Where the toast is in its life at `time`: the stage keeps the snapshot it was last given,
    /// which says `entering` until the engine reports a change, so the show transition's end
    /// tells entering from shown.
    private static func phaseName(_ toast: ToastSnapshot, at time: Double) -> String {
        switch toast.phase {
        case .leaving: "leaving"
        case .entering, .shown: time < toast.transitionEnd ? "entering" : "shown"
        }
    }

    private static func positionName(_ position: ToastPosition) -> String {
        switch position {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .fraction(let fraction): "fraction(\(fraction))"
        case .anchored(let anchor): anchor.rawValue
        }
    }

    private static func backdropName(_ backdrop: ToastBackdrop) -> String {
        switch backdrop {
        case .none: "solid"
        case .thinMaterial: "material"
        case .glass: "glass"
        }
    }

    // MARK: - Values

    private static func number(_ value: Double, _ buffer: inout ByteBuffer) {
        // Beyond what three decimals show (never for a stage's lengths): 0 keeps the JSON valid.
        let start = buffer.count
        if !value.isFinite || !EventWriter.appendNumber(value, to: &buffer) {
            buffer.truncate(to: start)
            buffer.append(UInt8(ascii: "0"))
        }
    }

    private static func numbers(_ values: [Double], _ buffer: inout ByteBuffer) {
        for (index, value) in values.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            number(value, &buffer)
        }
    }

    private static func rect(_ rect: ToastRect?, _ buffer: inout ByteBuffer) {
        guard let rect else {
            buffer.append("null")
            return
        }
        buffer.append(UInt8(ascii: "["))
        numbers([rect.minX, rect.minY, rect.size.width, rect.size.height], &buffer)
        buffer.append(UInt8(ascii: "]"))
    }

    private static func flag(_ value: Bool, _ buffer: inout ByteBuffer) {
        if value { buffer.append("true") } else { buffer.append("false") }
    }

    private static func text(_ value: String?, _ buffer: inout ByteBuffer) {
        if let value { EventWriter.appendQuoted(value, to: &buffer) } else { buffer.append("null") }
    }

    /// The colour as CSS: `"rgba(r,g,b,a)"` with channels 0…255, or `null`.
    private static func color(_ color: ToastColor?, _ appearance: ToastAppearance, opacity: Double = 1, _ buffer: inout ByteBuffer) {
        guard let color else {
            buffer.append("null")
            return
        }
        let value = color.resolved(for: appearance)
        buffer.append(#""rgba("#)
        numbers([channel(value.red), channel(value.green), channel(value.blue)], &buffer)
        buffer.append(UInt8(ascii: ","))
        number(min(max(value.alpha * opacity, 0), 1), &buffer)
        buffer.append(#")""#)
    }

    private static func channel(_ value: Double) -> Double {
        (min(max(value, 0), 1) * 255).rounded()
    }

    private static func font(_ font: ToastFont, _ buffer: inout ByteBuffer) {
        buffer.append(#"{"size":"#)
        number(font.size, &buffer)
        buffer.append(#","weight":"#)
        number(Double(cssWeight(font.weight)), &buffer)
        buffer.append("}")
    }

    /// The CSS font weight of each of ToastKit's weights (the San Francisco faces' numbers).
    private static func cssWeight(_ weight: ToastFont.Weight) -> Int {
        switch weight {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}
