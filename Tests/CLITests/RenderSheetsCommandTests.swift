import Foundation
import TestSupport
import Testing

/// `render --sheets` (what `make render` runs) writes the sheets `sheet` writes, byte for byte,
/// from the entries it laid out and drew for the images.
@Suite struct RenderSheetsCommandTests {
  @Test func renderWritesTheSheetsTheSheetCommandWrites() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let render = try CLI.run([
      "render", "fiori/chip/", "--out", dir + "/images", "--sheets", dir + "/together", "--sheet-format", "png,txt",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    let sheet = try CLI.run(["sheet", "fiori/chip", "--out", dir + "/apart", "--format", "png,txt"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let together = files(under: dir + "/together").filter { !$0.key.hasPrefix(".") }  // not the ownership list
    let apart = files(under: dir + "/apart")
    // Only the component whose every image was rendered gets its sheet.
    #expect(Set(together.keys) == ["fiori/chip.png", "fiori/chip.txt"])
    for (name, bytes) in together { #expect(apart[name] == bytes, "\(name)") }
    #expect(String(decoding: together["fiori/chip.txt"] ?? Data(), as: UTF8.self).contains("audit conforms"))
  }
}
