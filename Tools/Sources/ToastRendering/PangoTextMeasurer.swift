import CPangoCairo
import ToastCore

/// Measures text with Pango and the pinned fonts: the engine's layout on Linux uses real text
/// metrics. Wraps at words, or inside a word too long for a line, never inserting hyphens; runs
/// right to left where the text does. A repeated measurement comes from a cache.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let size = measurer.measure("刷新了20条新数据", font: ToastFont(size: 16), maxWidth: 390, lineLimit: 1)
/// ```
package final class PangoTextMeasurer: ToastTextMeasuring {
    let fonts: FontLibrary
    private var cache: [Key: ToastSize] = [:]
    private var order: [Key] = []

    /// Measurements kept; the oldest goes first when it is full.
    package static let cacheLimit = 512

    private struct Key: Hashable {
        var text: String
        var font: ToastFont
        var maxWidth: Double
        var lineLimit: Int?
    }

    package init(fonts: FontLibrary? = nil) throws {
        self.fonts = try fonts ?? FontLibrary()
    }

    /// How many measurements the cache holds.
    package var cachedCount: Int { cache.count }

    package func measure(_ text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?) -> ToastSize {
        let key = Key(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if let size = cache[key] { return size }
        let layout = TextLayout(
            context: fonts.context, text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, alignment: .natural)
        let size = layout.size
        if order.count == Self.cacheLimit {
            cache[order.removeFirst()] = nil
        }
        cache[key] = size
        order.append(key)
        return size
    }
}

/// One Pango layout of a text, for measuring or drawing.
final class TextLayout {
    let layout: OpaquePointer

    init(context: OpaquePointer, text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?, alignment: ToastTextAlignment) {
        layout = pango_layout_new(context)
        let scale = Double(toastkit_pango_scale())
        let description = FontLibrary.description(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(max(maxWidth, 1) * scale))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_auto_dir(layout, 1)
        if let lineLimit {
            pango_layout_set_height(layout, Int32(-max(lineLimit, 1)))  // negative: a number of lines
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_alignment(layout, alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))  // UIKit never hyphenates
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    deinit {
        toastkit_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The ink-independent size: the widest line and the lines' total height, in points.
    var size: ToastSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(toastkit_pango_scale())
        return ToastSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// Whether the first line runs right to left (Arabic, Hebrew).
    var isRightToLeft: Bool {
        pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
    }
}
