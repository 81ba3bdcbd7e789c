import Foundation
import Graphics
import Pipeline
import Testing

/// Issue 39, "The manifest records the whole tuple": each image of a project with axes lists every
/// axis and its value, defaults included, written as the encoder writes it; manifests without the
/// key read as before, and an image's name still carries only its non-default modes.
@Suite struct ManifestModesTests {
  static func image(path: String, modes: [ImageMode]?) -> Manifest.Image {
    var image = ManifestJSONTests.entry(text: "v", number: 3)
    image.path = path
    (image.frames, image.accessibility) = ([], nil)
    (image.system, image.component, image.variant, image.state) = ("fiori", "chip", "v", "selected")
    image.modes = modes
    return image
  }

  static let tuple = [ImageMode(axis: "direction", value: "rtl"), ImageMode(axis: "theme", value: "light")]
  static let withModes = image(path: "fiori/chip/v/selected~direction=rtl@2x.png", modes: tuple)

  @Test func theTupleIsWrittenAsTheEncoderWritesItAndReadBack() throws {
    let manifest = Manifest(entries: [Self.withModes, Self.image(path: "fiori/chip/v/selected@2x.png", modes: nil)])
    let written = try ManifestText.file(manifest)
    #expect(String(decoding: written, as: UTF8.self) == (try manifest.json()))
    #expect(String(decoding: written, as: UTF8.self).contains("\"modes\""))
    let read = try Manifest.decode(Data(written))
    #expect(read.images[0].modes == Self.tuple && read.images[1].modes == nil)
  }

  @Test func theNameCarriesOnlyTheNonDefaultModes() {
    #expect(Self.withModes.imageName.modes == [ImageMode(axis: "direction", value: "rtl")])
    #expect(Self.withModes.imageName.path == Self.withModes.path)
    let old = Self.image(path: "fiori/chip/v/selected@2x.png", modes: nil)
    #expect(old.imageName.modes.isEmpty && old.imageName.path == old.path)
  }
}
