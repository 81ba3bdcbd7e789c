import Foundation
import TestSupport
import Testing

/// Issue 39, "Matrix control ... include/exclude per fixture": a fixture file's `modes:` narrows
/// the project's axes for that file alone (`exclude:` leaves combinations out, `only:` keeps just
/// those listed, the default always drawn); every other image keeps its path and bytes; a value
/// the axes do not render, or `modes:` without `axes:`, is exit 65 in one line naming the fixture.
@Suite struct FixtureModesCommandTests {
  let project: String

  init() throws { project = try temporaryFolder("specsheet-fixture-modes") }

  static func chip(_ variant: String, modes: String = "") -> String {
    "system: fiori\ncomponent: chip\n\(modes)variants:\n  - name: \(variant)\n    variation: single-selection\n"
      + "    label: Received\n    states: [selected]\n"
  }

  static let axes = "axes:\n  direction: [ltr, rtl]\n  locale: [source, en-XA]\n"

  /// Renders `a.yaml` as written and `b.yaml` with `modes` (a line of the fixture, or nothing).
  /// `second`: another variant appended to `b.yaml`.
  func render(
    modes: String, axes: String = Self.axes, second: String = ""
  ) throws -> (status: Int32, stderr: String, files: [String: Data]) {
    try Self.chip("plain").write(toFile: project + "/a.yaml", atomically: true, encoding: .utf8)
    try (Self.chip("narrowed", modes: modes) + second)
      .write(toFile: project + "/b.yaml", atomically: true, encoding: .utf8)
    try ("fixtures: [a.yaml, b.yaml]\nscales: [1]\n" + axes)
      .write(toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
    let out = "out-\(abs((modes + axes + second).hashValue))"
    let run = try CLI.run(["render", "--out", out], in: project)
    let images = files(under: project + "/" + out).filter { $0.key.hasSuffix(".png") }
    return (run.status, run.stderr, images)
  }

  static func names(_ files: [String: Data], variant: String) -> [String] {
    files.keys.filter { $0.hasPrefix("fiori/chip/\(variant)/") }.sorted()
  }

  @Test func excludeLeavesOutItsCombinationsForThatFileOnly() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let full = try render(modes: "")
    let narrowed = try render(modes: "modes: {exclude: [{direction: rtl}]}\n")
    #expect(full.status == 0 && narrowed.status == 0, "\(full.stderr)\(narrowed.stderr)")
    #expect(Self.names(full.files, variant: "narrowed").count == 4)
    #expect(
      Self.names(narrowed.files, variant: "narrowed") == [
        "fiori/chip/narrowed/selected@1x.png", "fiori/chip/narrowed/selected~locale=en-XA@1x.png",
      ])
    #expect(Self.names(narrowed.files, variant: "plain").contains("fiori/chip/plain/selected~direction=rtl@1x.png"))
    // Every other image is the one the run without `modes:` drew, at the same path.
    let kept = full.files.filter { !$0.key.contains("narrowed/selected~direction=rtl") }
    #expect(narrowed.files.keys.sorted() == kept.keys.sorted())
    for (path, data) in kept { #expect(narrowed.files[path] == data, "\(path)") }
  }

  @Test func onlyKeepsTheListedCombinationsAndTheDefault() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let run = try render(modes: "modes:\n  only:\n    - {direction: rtl, locale: en-XA}\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      Self.names(run.files, variant: "narrowed") == [
        "fiori/chip/narrowed/selected@1x.png", "fiori/chip/narrowed/selected~direction=rtl,locale=en-XA@1x.png",
      ])
    #expect(Self.names(run.files, variant: "plain").count == 4)
  }

  /// A variant's own `modes:` narrows that variant alone, within its file.
  @Test func aVariantsModesNarrowThatVariantOnly() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let variant = "  - name: second\n    variation: single-selection\n    label: Sent\n    states: [selected]\n"
    let run = try render(modes: "", second: variant + "    modes: {only: [{locale: en-XA}]}\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      Self.names(run.files, variant: "second") == [
        "fiori/chip/second/selected@1x.png", "fiori/chip/second/selected~locale=en-XA@1x.png",
      ])
    #expect(Self.names(run.files, variant: "narrowed").count == 4)
    let bad = try render(modes: "", second: variant + "    modes: {only: [{direction: up}]}\n")
    #expect(bad.status == 65)
    #expect(
      bad.stderr.hasSuffix("variants[1].modes.only[0]: direction renders no up; it renders ltr, rtl\n"), "\(bad.stderr)"
    )
  }

  @Test(arguments: [
    (
      "modes: {exclude: [{theme: dark}]}\n", Self.axes, "b.yaml:3:",
      "no axis theme in axes: (they are direction, locale)"
    ),
    ("modes: {only: [{locale: ar-XB}]}\n", Self.axes, "b.yaml:3:", "locale renders no ar-XB; it renders source, en-XA"),
    (
      "modes:\n  exclude:\n    - {direction: ltr}\n", Self.axes, "b.yaml:5:",
      "this names the default combination, which is always rendered"
    ),
    (
      "modes: {exclude: [{direction: rtl}]}\n", "", "b.yaml:3:",
      "narrows the project's axes, and specsheet.yaml declares no axes: (docs/modes.md)"
    ),
  ])
  func aModesEntryTheAxesCannotRenderIsOneLine(modes: String, axes: String, place: String, message: String) throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let run = try render(modes: modes, axes: axes)
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(place) && lines[0].hasSuffix(message), "\(run.stderr)")
    #expect(lines.allSatisfy { $0.count <= 300 })
  }
}
