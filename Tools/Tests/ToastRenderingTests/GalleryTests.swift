import Foundation
import Testing
import ToastCore

@testable import ToastRendering

@MainActor
@Suite("Gallery")
struct GalleryTests {
    @Test func theIndexListsEveryPictureUnderItsSectionWithEscapedCaptions() {
        let entries = [
            Gallery.Entry(file: "a.png", caption: "plain", section: "One"),
            Gallery.Entry(file: "b.png", caption: "<b> & \"quoted\"", section: "Two"),
            Gallery.Entry(file: "c.png", caption: "again", section: "One"),
        ]
        let html = Gallery.indexHTML(entries)
        #expect(html.components(separatedBy: "<figure").count - 1 == 3)
        #expect(html.components(separatedBy: "<h2>").count - 1 == 2, "one heading per section")
        #expect(html.contains("&lt;b&gt; &amp; &quot;quoted&quot;"))
        #expect(!html.contains("<b> &"))
        let one = html.range(of: "<h2>One</h2>")!.lowerBound
        let two = html.range(of: "<h2>Two</h2>")!.lowerBound
        #expect(html.range(of: "c.png")!.lowerBound > one && html.range(of: "c.png")!.lowerBound < two, "grouped under its section")
    }

    @Test func aFilmstripHasOneFrameForEachMoment() throws {
        let renderer = try ToastRenderer()
        let strip = Filmstrip(name: "test", caption: "", request: ToastRequest(message: "Saved", style: .toastUtil), times: [0, 0.1, 0.2])
        let image = strip.render(with: renderer)
        let frameWidth = RenderScene().size.width * Filmstrip.frameScale
        #expect(image.width == Int(3 * (frameWidth + Filmstrip.gap) + Filmstrip.gap))
        #expect(image.height < Int(RenderScene().size.height), "cropped to a band around the toast")
    }

    @Test func everyPresetAppearsInTheGalleryInBothAppearancesAndThreeLanguages() throws {
        let (entries, _) = Gallery(renderer: try ToastRenderer()).plan(folder: NSTemporaryDirectory())
        let files = Set(entries.map(\.file))
        #expect(!ToastStyle.presets.isEmpty)
        for preset in ToastStyle.presets {
            for appearance in ToastAppearance.allCases {
                for language in ["en", "zh", "ar"] {
                    #expect(
                        files.contains("preset-\(preset.name)-\(appearance)-\(language).png"), "\(preset.name) \(appearance) \(language)")
                }
            }
        }
        for image in Gallery.documentationImages {
            #expect(files.contains(image), "the README's \(image) is drawn by the gallery")
        }
    }
}
