import Foundation
import Testing

@testable import Pipeline

@Suite struct ManifestTests {
  @Test func listsEveryImageWithSizesAndFrames() throws {
    let catalog = try defaultCatalog()
    let images = try RenderPipeline().render(catalog.entries, scales: [1, 2])
    let manifest = Manifest(images: images)
    #expect(manifest.images.count == catalog.entries.count * 2)
    let selected = try #require(manifest.images.first { $0.path == "fiori/chip/single-selection/selected@2x.png" })
    #expect(selected.system == "fiori")
    #expect(selected.component == "chip")
    #expect(selected.variant == "single-selection")
    #expect(selected.state == "selected")
    #expect(selected.scale == 2)
    #expect(Double(selected.pixelWidth) == selected.width * 2)
    #expect(Double(selected.pixelHeight) == selected.height * 2)
    #expect(selected.frames.map(\.part) == ["container", "check-mark", "label", "touch-target"])
    let container = try #require(selected.frames.first)
    #expect(container.x == 6 && container.y == 6 && container.height == 32)
    // Round trip through JSON.
    let decoded = try Manifest.decode(Data(try manifest.json().utf8))
    #expect(decoded == manifest)
  }
}
