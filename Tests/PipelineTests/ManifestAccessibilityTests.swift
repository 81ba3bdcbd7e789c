import Foundation
import Graphics
import Testing

@testable import Golden
@testable import Pipeline

/// `render`'s manifest lists each image's accessibility elements; goldens' manifests do not, so
/// their recorded entries stay as they are.
@Suite struct ManifestAccessibilityTests {
  @Test func renderWritesEachImagesElementsBesideItsUnchangedFields() throws {
    let root = NSTemporaryDirectory() + "specsheet-a11y-manifest-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let ids = [
      "fiori/chip/single-selection/selected", "fiori/chip/multiple-selection/unselected",
      "material/button/icon-toggle/selected",
    ]
    let entries = try ids.map { try entry($0) }
    let pipeline = try RenderPipeline()
    _ = try renderToFolder(entries, scales: [1, 2], jobs: 1, pipeline: pipeline, to: root)
    let data = try #require(FileManager.default.contents(atPath: root + "/manifest.json"))
    let manifest = try Manifest.decode(data)

    let radio = try #require(manifest.image(at: "fiori/chip/single-selection/selected@2x.png"))
    let element = try #require(radio.accessibility?.first)
    #expect(radio.accessibility?.count == 1)
    #expect(element.order == 1 && element.role == "radio")
    #expect(element.label == "Received" && element.states == ["checked"])
    // In points, on the chip's container, like the frames.
    let container = try #require(radio.frames.first { $0.part == "container" })
    let frame = [element.x, element.y, element.width, element.height]
    #expect(frame == [container.x, container.y, container.width, container.height])
    let checkbox = try #require(manifest.image(at: "fiori/chip/multiple-selection/unselected@1x.png")?.accessibility)
    #expect(checkbox.map(\.role) == ["checkbox"] && checkbox.map(\.states) == [["unchecked"]])
    let toggle = try #require(manifest.image(at: "material/button/icon-toggle/selected@1x.png")?.accessibility)
    #expect(toggle.map(\.role) == ["button"] && toggle.map(\.label) == ["Favorite"])
    #expect(toggle.map(\.states) == [["selected"]])

    // Every other field is what a manifest without accessibility says, to the byte: the
    // golden's entry (which has none) plus one key.
    for image in try pipeline.render(entries[0], scales: [1]) {
      let golden = Manifest.Image(image: image)
      #expect(golden.accessibility == nil)
      var written = try #require(manifest.image(at: image.path))
      #expect(written.accessibility != nil)
      written.accessibility = nil
      #expect(try Manifest(entries: [written]).json() == Manifest(entries: [golden]).json())
    }
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"accessibility\" : ["))
    #expect(text.contains("\"role\" : \"radio\""))
  }

  @Test func anElementWithAnImpossibleFrameIsRejected() throws {
    var image = #"{"path": "a@1x.png", "system": "s", "component": "c", "variant": "v", "state": "n", "scale": 1, "#
    image += #""pixelWidth": 10, "pixelHeight": 20, "width": 10, "height": 20, "frames": [], "#
    image += #""accessibility": [{"order": 1, "role": "radio", "states": [], "part": "container", "#
    image += #""x": 1e300, "y": 0, "width": 10, "height": 10}]}"#
    let json = #"{"version": 1, "images": ["# + image + "]}"
    #expect(throws: ManifestError.self) { try Manifest.decode(Data(json.utf8)) }
    let fine = json.replacingOccurrences(of: "1e300", with: "0")
    #expect(try Manifest.decode(Data(fine.utf8)).images.first?.accessibility?.first?.label == nil)
  }
}
