#if canImport(UIKit)
import UIKit
import ToastCore

/// Measures text the way `UILabel` lays it out, for the engine's layout.
struct UIKitTextMeasurer: ToastTextMeasuring {
    func measure(_ text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?) -> ToastSize {
        let uiFont = font.uiFont
        let bounds = (text as NSString).boundingRect(
            with: CGSize(width: max(maxWidth, 1), height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: uiFont], context: nil)
        var height = bounds.height
        if let lineLimit {
            height = min(height, uiFont.lineHeight * CGFloat(lineLimit))
        }
        return ToastSize(width: min(bounds.width, maxWidth), height: height)
    }
}
#endif
