import Foundation
import TestSupport
import Testing

/// Issue 39, "Matrix control": `combinations:` renders only the listed combinations (and the
/// default one), `invalid:` never renders the combinations it names; a combination naming an
/// axis or value the axes do not render, or an `invalid:` entry naming the default combination,
/// is exit 65 in one line naming the file and the entry.
@Suite struct ModeMatrixCommandTests {
  let helper: ModeAxesCommandTests

  init() throws { helper = try ModeAxesCommandTests() }

  static let axes = "axes:\n  direction: [ltr, rtl]\n  locale: [source, en-XA]\n"

  func images(_ config: String) throws -> (status: Int32, stderr: String, names: [String]) {
    try helper.write(ModeAxesCommandTests.chip, "chip.yaml")
    let run = try helper.render(config: config, out: "out-\(abs(config.hashValue))")
    let names = run.files.keys.filter { $0.hasPrefix("fiori/chip/single-selection/selected") }.sorted()
    return (run.status, run.stderr, names)
  }

  @Test func invalidLeavesOutEveryCombinationWithItsValues() throws {
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    let full = try images(Self.axes)
    #expect(full.names.count == 4, "\(full.names)")
    let some = try images(Self.axes + "invalid:\n  - {direction: rtl, locale: en-XA}\n")
    #expect(some.status == 0, "\(some.stderr)")
    #expect(
      some.names == [
        "fiori/chip/single-selection/selected@1x.png", "fiori/chip/single-selection/selected~direction=rtl@1x.png",
        "fiori/chip/single-selection/selected~locale=en-XA@1x.png",
      ])
    // A default value named keeps its meaning: light rtl only, not every rtl.
    let ltr = try images(Self.axes + "invalid:\n  - {direction: ltr, locale: en-XA}\n")
    #expect(ltr.names.contains("fiori/chip/single-selection/selected~direction=rtl,locale=en-XA@1x.png"))
    #expect(!ltr.names.contains("fiori/chip/single-selection/selected~locale=en-XA@1x.png"))
  }

  @Test func combinationsRendersOnlyThoseAndTheDefault() throws {
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    let listed = try images(Self.axes + "combinations:\n  - {direction: rtl, locale: en-XA}\n")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(
      listed.names == [
        "fiori/chip/single-selection/selected@1x.png",
        "fiori/chip/single-selection/selected~direction=rtl,locale=en-XA@1x.png",
      ])
  }

  @Test(arguments: [
    ("combinations:\n  - {theme: dark}\n", "combinations[0]: no axis theme in axes: (they are direction, locale)"),
    ("combinations:\n  - {locale: ar-XB}\n", "combinations[0]: locale renders no ar-XB; it renders source, en-XA"),
    ("invalid:\n  - {direction: ltr}\n", "invalid[0]: this names the default combination, which is always rendered"),
  ])
  func aCombinationTheAxesCannotRenderIsOneLine(extra: String, message: String) throws {
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    let run = try images(Self.axes + extra)
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("specsheet.yaml:") && lines[0].hasSuffix(message), "\(run.stderr)")
  }
}
