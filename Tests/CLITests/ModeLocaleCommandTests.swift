import ComponentKit
import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// Issue 39, "Axes": the built-in `locale` axis renders each variant with its text in Android's
/// pseudo-locales and IBM's expansion, exactly as the fixture with that text written by hand
/// would draw; a group's chips and a form cell's texts change too, names and icons never.
@Suite struct ModeLocaleCommandTests {
  let project: String

  init() throws { project = try temporaryFolder("specsheet-locale") }

  static func chip(_ label: String, direction: String? = nil) -> String {
    """
    system: fiori
    component: chip
    variants:
      - name: leading-icon
        variation: leading-icon
        icon: filter_list
        label: "\(label)"\(direction.map { "\n    direction: \($0)" } ?? "")

    """
  }

  func run(_ fixture: String, config: String, out: String) throws -> (
    status: Int32, stderr: String, files: [String: Data]
  ) {
    try fixture.write(toFile: project + "/chip.yaml", atomically: true, encoding: .utf8)
    try ("fixtures: chip.yaml\nscales: [1]\n" + config).write(
      toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "--out", out], in: project)
    return (result.status, result.stderr, files(under: project + "/" + out))
  }

  func pixels(_ data: Data?) throws -> String { try PNGDecoder.decode([UInt8](try #require(data))).pixelHash }

  @Test func eachPseudoLocaleDrawsAsItsTextWrittenByHand() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let axes = try run(Self.chip("Filter"), config: "axes:\n  locale: [source, en-XA, ar-XB, x-expand]\n", out: "axes")
    #expect(axes.status == 0, "\(axes.stderr)")
    let stem = "fiori/chip/leading-icon/selected"
    for locale in PseudoLocale.allCases {
      let written = try run(
        Self.chip(locale.apply("Filter"), direction: locale.isRightToLeft ? "rtl" : nil), config: "",
        out: "hand-\(locale.rawValue)")
      #expect(written.status == 0, "\(written.stderr)")
      let image = axes.files["\(stem)~locale=\(locale.rawValue)@1x.png"]
      #expect(try pixels(image) == pixels(written.files[stem + "@1x.png"]), "\(locale.rawValue)")
    }
    let source = try PNGDecoder.decode([UInt8](try #require(axes.files[stem + "@1x.png"])))
    let grown = try PNGDecoder.decode([UInt8](try #require(axes.files[stem + "~locale=x-expand@1x.png"])))
    #expect(grown.width > source.width, "x-expand makes the chip wider")
  }

  /// A group's chips are text inside a list of objects: they change too.
  @Test func aChipGroupsLabelsArePseudoLocalised() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try FileManager.default.copyItem(
      atPath: packagePath("Fixtures/catalog/fiori/chip-group.yaml"), toPath: project + "/group.yaml")
    try "fixtures: group.yaml\nscales: [1]\naxes:\n  locale: [source, en-XA]\n".write(
      toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["sheet", "--format", "txt", "--out", "sheets", "--no-audit"], in: project)
    #expect(result.status == 0, "\(result.stderr)")
    let render = try CLI.run(["render", "--out", "out"], in: project)
    #expect(render.status == 0, "\(render.stderr)")
    let images = files(under: project + "/out").keys.filter { $0.hasSuffix(".png") }
    let accented = images.filter { $0.contains("~locale=en-XA") }
    #expect(!accented.isEmpty && accented.count * 2 == images.count, "\(images.sorted().prefix(4))")
    for name in accented {
      let plain = name.replacingOccurrences(of: "~locale=en-XA", with: "")
      #expect(
        try pixels(files(under: project + "/out")[name]) != pixels(files(under: project + "/out")[plain]), "\(name)")
    }
  }

  @Test func anUnknownLocaleIsOneLineNamingTheValues() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let bad = try run(Self.chip("Filter"), config: "axes:\n  locale: [fr-FR]\n", out: "bad")
    #expect(bad.status == 65)
    let lines = bad.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("source, en-XA, ar-XB, x-expand"), "\(bad.stderr)")
  }
}
