import Foundation
import Testing

@testable import Golden
@testable import Pipeline

@Suite struct ManifestTests {
  /// The Fiori chips are enough to read a manifest's fields back (the whole catalog took 37 s
  /// of CI's ThreadSanitizer run for the same assertions).
  @Test func listsEveryImageWithSizesAndFrames() throws {
    let entries = try defaultCatalog().entries.filter { $0.system == "fiori" && $0.component == "chip" }
    let images = try RenderPipeline().render(entries, scales: [1, 2])
    let manifest = Manifest(images: images)
    #expect(manifest.images.count == entries.count * 2)
    let selected = try #require(manifest.images.first { $0.path == "fiori/chip/single-selection/selected@2x.png" })
    #expect(selected.system == "fiori")
    #expect(selected.component == "chip")
    #expect(selected.variant == "single-selection")
    #expect(selected.state == "selected")
    #expect(selected.scale == 2)
    #expect(Double(selected.pixelWidth) == selected.width * 2)
    #expect(Double(selected.pixelHeight) == selected.height * 2)
    #expect(selected.frames.map(\.part) == ["container", "content-box", "check-mark", "label", "touch-target"])
    let container = try #require(selected.frames.first)
    #expect(container.x == 6 && container.y == 6 && container.height == 32)
    // Round trip through JSON.
    let decoded = try Manifest.decode(Data(try manifest.json().utf8))
    #expect(decoded == manifest)
  }

  /// A manifest is read from disk: numbers no render can produce are rejected with the entry's
  /// path, never converted to pixel coordinates (which would trap).
  @Test(arguments: [
    (#""x": 1e300"#, "frame label (1e+300, 0.0, 10.0, 10.0) is out of range"),
    (#""scale": 0"#, "scale 0 is outside 1...16"),
    (#""width": -1e9"#, "size -1000000000.0x20.0 is out of range"),
  ])
  func impossibleNumbersAreRejected(field: String, problem: String) throws {
    var image = #"{"path": "a@1x.png", "system": "s", "component": "c", "variant": "v", "state": "n", "scale": 1, "#
    image += #""pixelWidth": 10, "pixelHeight": 20, "width": 10, "height": 20, "#
    image += #""frames": [{"part": "label", "x": 0, "y": 0, "width": 10, "height": 10}]}"#
    let key = String(field.prefix { $0 != ":" })
    let original = try #require(image.range(of: key + #": "#))
    // Replace the first occurrence of the key's value (frames come last, so "x" is the frame's).
    let end = try #require(image[original.upperBound...].firstIndex { $0 == "," || $0 == "}" })
    image.replaceSubrange(original.lowerBound..<end, with: field)
    let json = #"{"version": 1, "images": ["# + image + "]}"
    #expect(throws: ManifestError(path: "a@1x.png", problem: problem)) { try Manifest.decode(Data(json.utf8)) }
  }
}

@Suite struct FilePathTests {
  @Test(arguments: [
    ("x", ""), ("x/", ""), ("k/y", "k"), ("a/b/c.png", "a/b"), ("/x", "/"), ("/", "/"), ("a//b", "a"), ("", ""),
  ])
  func parentNeverTraps(path: String, parent: String) {
    #expect(FilePath.parent(path) == parent)
  }

  @Test func resolvedFollowsLinksAndDotDotAlsoWherePartsDoNotExistYet() throws {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("specsheet-path-\(UUID().uuidString)").path
    defer { try? fm.removeItem(atPath: dir) }
    try fm.createDirectory(atPath: dir + "/real/inner", withIntermediateDirectories: true)
    try fm.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "real/inner")
    try fm.createSymbolicLink(atPath: dir + "/absolute", withDestinationPath: dir + "/real")
    try fm.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: "real/later/on")
    try fm.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: "loop")
    let real = FilePath.resolved(dir)  // the temporary folder may itself be behind a link
    #expect(FilePath.resolved(dir + "/link") == real + "/real/inner")
    #expect(FilePath.resolved(dir + "/link/..") == real + "/real", ".. of a link is its target's parent")
    #expect(FilePath.resolved(dir + "/link/new/../x") == real + "/real/inner/x")
    #expect(FilePath.resolved(dir + "/absolute/./inner/") == real + "/real/inner")
    #expect(FilePath.resolved(dir + "/dangling/x") == real + "/real/later/on/x")
    #expect(FilePath.resolved(dir + "/missing/../real") == real + "/real")
    #expect(FilePath.resolved("/..") == "/")
    _ = FilePath.resolved(dir + "/loop/x")  // ends
    #expect(FilePath.isSameOrInside(dir + "/link/a", real + "/real"))
    #expect(FilePath.isSameOrInside(dir + "/real", dir + "/absolute"))
    #expect(!FilePath.isSameOrInside(dir + "/real-copy", dir + "/real"), "a common prefix is not inside")
    #expect(!FilePath.isSameOrInside(dir + "/real", dir + "/link"), "a parent is not inside its child")
  }
}
