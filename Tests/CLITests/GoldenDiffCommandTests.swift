import Foundation
import Golden
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `diff`: any two PNGs compared the way `check` compares a render with its golden.
@Suite struct GoldenDiffCommandTests {
  typealias Workspace = GoldenCommandTests.Workspace

  @Test func diffComparesAnyTwoPNGs() throws {
    let w = try Workspace()
    defer { w.remove() }
    let selected = w.golden("selected")
    let unselected = w.golden("unselected")
    let same = try CLI.run(["diff", selected, selected])
    #expect(same.status == 0)
    #expect(same.stdout.hasPrefix("identical"))

    let blue = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    #expect(try CLI.run(["render", blue, "--out", w.dir + "/out", "--scale", "1"]).status == 0)
    let changedPNG = w.dir + "/out/fiori/chip/single-selection/selected@1x.png"
    let changed = try CLI.run(["diff", selected, changedPNG, "--out", w.dir + "/d.png"])
    #expect(changed.status == 1)
    #expect(changed.stdout.hasPrefix("CHANGED "))
    let picture = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: w.dir + "/d.png"))))
    #expect(picture.width == 126 * 3 + 2 * DiffPicture.gap)
    #expect(try CLI.run(["diff", selected, changedPNG, "--pixel-budget", "100000"]).status == 0)

    let size = try CLI.run(["diff", unselected, selected])
    #expect(size.status == 2)
    #expect(size.stdout == "SIZE \(unselected) 98x44, \(selected) 126x44\n")

    try Data("version https://git-lfs.github.com/spec/v1\n".utf8).write(to: URL(fileURLWithPath: w.dir + "/lfs.png"))
    let lfs = try CLI.run(["diff", w.dir + "/lfs.png", selected])
    #expect(lfs.status == 65)
    #expect(lfs.stderr.contains("lfs.png: file is a Git LFS pointer"))
    #expect(try CLI.run(["diff", w.dir + "/nope.png", selected]).status == 65)
    #expect(try CLI.run(["diff", selected]).status == 64)
    #expect(try CLI.run(["diff", selected, changedPNG, "--out", w.dir + "/lfs.png/x.png"]).status == 73)

    // --out over an input would destroy it.
    let before = FileManager.default.contents(atPath: selected)
    let overInput = try CLI.run(["diff", selected, changedPNG, "--out", selected])
    #expect(overInput.status == 64)
    #expect(overInput.stderr.contains("is one of the images compared"))
    #expect(FileManager.default.contents(atPath: selected) == before)

    // Images too wide for a three-panel picture still get their verdict.
    // 6000px wide: fine alone, but golden | diff | actual is over the 16384px limit.
    let wide = Bitmap(width: 6000, height: 4)
    var wider = wide
    wider[10, 1] = Color(red: 0, green: 0, blue: 0, alpha: 255)
    try Data(try PNGEncoder.encode(wide)).write(to: URL(fileURLWithPath: w.dir + "/wide-a.png"))
    try Data(try PNGEncoder.encode(wider)).write(to: URL(fileURLWithPath: w.dir + "/wide-b.png"))
    let big = try CLI.run(["diff", w.dir + "/wide-a.png", w.dir + "/wide-b.png", "--out", w.dir + "/wide-diff.png"])
    #expect(big.status == 1, "\(big.stderr)")
    #expect(big.stdout.hasPrefix("CHANGED "))
    #expect(big.stderr.contains("wide-diff.png not written: the three panels would be"))
  }

  /// `--out` replaces only a picture `diff` wrote (marked Software "specsheet diff"), never a
  /// file of someone else's: that is exit 73 before any work, the file untouched.
  @Test func outReplacesOnlyItsOwnPicture() throws {
    let w = try Workspace()
    defer { w.remove() }
    let selected = w.golden("selected")
    let blue = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    #expect(try CLI.run(["render", blue, "--out", w.dir + "/out", "--scale", "1"]).status == 0)
    let changedPNG = w.dir + "/out/fiori/chip/single-selection/selected@1x.png"

    let notes = w.dir + "/notes.txt"
    try Data("precious notes\n".utf8).write(to: URL(fileURLWithPath: notes))
    let someonesPNG = w.dir + "/screenshot.png"
    try FileManager.default.copyItem(atPath: changedPNG, toPath: someonesPNG)
    for foreign in [notes, someonesPNG] {
      let before = FileManager.default.contents(atPath: foreign)
      let refused = try CLI.run(["diff", selected, changedPNG, "--out", foreign])
      #expect(refused.status == 73, "\(refused.stderr)")
      #expect(refused.stdout.isEmpty, "refused before any work")
      #expect(refused.stderr.contains("is not a specsheet diff picture"), "\(refused.stderr)")
      #expect(FileManager.default.contents(atPath: foreign) == before)
    }

    let picture = w.dir + "/d.png"
    #expect(try CLI.run(["diff", selected, changedPNG, "--out", picture]).status == 1)
    let first = [UInt8](try #require(FileManager.default.contents(atPath: picture)))
    #expect(PNGSoftwareMark.software(of: first) == "specsheet diff")
    // Its own picture is replaced (here by the picture of another pair).
    #expect(try CLI.run(["diff", changedPNG, selected, "--out", picture]).status == 1)
    let second = [UInt8](try #require(FileManager.default.contents(atPath: picture)))
    #expect(second != first)
    #expect(PNGSoftwareMark.software(of: second) == "specsheet diff")
  }
}
