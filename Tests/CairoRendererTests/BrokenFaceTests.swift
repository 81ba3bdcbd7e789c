import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// A face that HarfBuzz shapes but Cairo cannot draw (FreeType cannot open it) is an error
/// naming the face, never a picture of empty boxes: Pango draws boxes, without a word, for a
/// font whose Cairo scaled font is in error. The same state arises when Cairo fails to reopen
/// a face it closed (it keeps ten open): a worker drew Arabic labels as boxes under load.
@Suite struct BrokenFaceTests {
  /// Roboto without its glyph locations (the `loca` table's tag renamed `locb`, which keeps the
  /// table directory sorted): HarfBuzz shapes with the character map and advances it still has;
  /// FreeType refuses to open the face. Written after fontconfig has scanned the good file.
  static func breakRoboto(in folder: String) throws {
    let file = folder + "/Roboto-Regular.ttf"
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    let entry = try #require(
      (0..<tables).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("loca".utf8) },
      "Roboto has a loca table")
    bytes[entry + 3] = UInt8(ascii: "b")
    try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
  }

  @Test func aFaceCairoCannotDrawIsAnErrorNotBoxes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-face-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(
      atPath: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
      toPath: folder + "/Roboto-Regular.ttf")
    let directory = FontConfiguration.Directory(
      path: folder, debianPackage: "fonts-roboto-unhinted", sampleFile: "Roboto-Regular.ttf")
    let library = try FontLibrary(directories: [directory], xml: FontConfiguration.xml, cacheBase: nil)
    try Self.breakRoboto(in: folder)
    let font = Font(family: "Roboto", weight: 400, size: 14)
    let run = TextRun(
      text: "Jane Doe", font: font, color: Color("#1d1b20"), frame: Rect(x: 4, y: 4, width: 80, height: 20))
    let list = DisplayList(size: Size(width: 96, height: 28), commands: [.text(run)])
    // Measured (as a catalog run measures before it draws), then drawn, twice: each an error
    // naming the face, never pixels.
    let renderer = BitmapRenderer(library: library)
    let attempts: [() throws -> Void] = [
      { _ = try PangoTextMeasurer(library: library).measure("Jane Doe", font: font, wrapWidth: nil) },
      { _ = try renderer.render(list, scale: 2) }, { _ = try renderer.render(list, scale: 1) },
    ]
    for attempt in attempts {
      do {
        try attempt()
        Issue.record("the broken face was measured or drawn without an error")
      } catch let error as FontError {
        guard case .faceNotDrawable(let family, _, _) = error else {
          Issue.record("another error: \(error)")
          continue
        }
        #expect(family == "Roboto")
        #expect(error.description.contains("empty boxes"))
      }
    }
    #expect(library.sessionCount >= 3, "each broken session is dropped, not reused")
  }
}
