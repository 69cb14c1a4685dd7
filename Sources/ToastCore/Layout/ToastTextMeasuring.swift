/// Measures text for the layout. UIKit measures with `NSString.boundingRect`, the Linux renderer
/// with Pango, and ToastCore's tests with fixed advances (so that they can state exact frames).
///
/// An implementation wraps at word boundaries where it can, breaks inside a word only when the
/// word alone is wider than `maxWidth`, never inserts hyphens, and honours `\n`.
package protocol ToastTextMeasuring {
    /// The size of `text` set in `font`, wrapped at `maxWidth`, on at most `lineLimit` lines
    /// (`nil`: no limit).
    func measure(_ text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?) -> ToastSize
}
