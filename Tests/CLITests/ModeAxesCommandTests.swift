import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// Issue 39, "Axes" and "Stable names": `axes:` in specsheet.yaml renders each combination under
/// its own name, the default combination exactly as a run without axes.
@Suite struct ModeAxesCommandTests {
  let project: String

  init() throws { project = try temporaryFolder("specsheet-modes") }

  static let chip = """
    system: fiori
    component: chip
    variants:
      - name: single-selection
        variation: single-selection
        label: Received

    """

  /// Two contexts of one colour token mapped onto the selected chip's background.
  static func resolver(contexts: [String: String], default: String) -> String {
    let bodies = contexts.sorted { $0.key < $1.key }.map { name, hex in
      let rgb = stride(from: 1, to: 7, by: 2).map { offset in
        let start = hex.index(hex.startIndex, offsetBy: offset)
        return Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
      }
      let value = #"{"colorSpace": "srgb", "components": \#(rgb), "hex": "\#(hex)"}"#
      return #""\#(name)": [{"fiori": {"color": {"$type": "color", "chip": {"selected": {"background": "#
        + #"{"$value": \#(value)}}}}}}]"#
    }
    return #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"#
      + bodies.joined(separator: ", ") + #"}, "default": "\#(`default`)"}}, "#
      + ##""resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
  }

  func write(_ text: String, _ name: String) throws {
    try text.write(toFile: project + "/" + name, atomically: true, encoding: .utf8)
  }

  func render(config: String, out: String) throws -> (status: Int32, stderr: String, files: [String: Data]) {
    try write("fixtures: chip.yaml\nscales: [1]\n" + config, "specsheet.yaml")
    let run = try CLI.run(["render", "--out", out], in: project)
    return (run.status, run.stderr, files(under: project + "/" + out))
  }

  func pixels(_ data: Data?) throws -> String { try PNGDecoder.decode([UInt8](try #require(data))).pixelHash }

  @Test func directionAxisRendersRightToLeftAsTheFixtureWouldWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    let plain = try render(config: "", out: "plain")
    let axes = try render(config: "axes:\n  direction: [ltr, rtl]\n", out: "axes")
    #expect(axes.status == 0, "\(axes.stderr)")
    let stem = "fiori/chip/single-selection/selected"
    #expect(axes.files[stem + "@1x.png"] != nil && axes.files[stem + "~direction=rtl@1x.png"] != nil)
    #expect(axes.files.keys.filter { $0.hasSuffix(".png") }.count == 10)
    // The default combination is the run without axes, byte for byte.
    for (path, data) in plain.files where path.hasSuffix(".png") { #expect(axes.files[path] == data, "\(path)") }
    // The rtl image is the one `direction: rtl` written by hand draws.
    try write(Self.chip + "    direction: rtl\n", "chip.yaml")
    let byHand = try render(config: "", out: "by-hand")
    #expect(byHand.status == 0, "\(byHand.stderr)")
    #expect(try pixels(axes.files[stem + "~direction=rtl@1x.png"]) == pixels(byHand.files[stem + "@1x.png"]))
    #expect(try pixels(axes.files[stem + "~direction=rtl@1x.png"]) != pixels(axes.files[stem + "@1x.png"]))
  }

  /// A variant that already says which way it reads, and a component without `direction` (the
  /// Material base cell), get no rtl copy: an image the catalog has, or one the component cannot draw.
  @Test func directionAxisSkipsVariantsThatCannotTurnOrAlreadyDid() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip + "    direction: rtl\n", "chip.yaml")
    let pinned = try render(config: "axes:\n  direction: [ltr, rtl]\n", out: "pinned")
    #expect(pinned.status == 0, "\(pinned.stderr)")
    #expect(!pinned.files.keys.contains { $0.contains("~") })
    try FileManager.default.removeItem(atPath: project + "/chip.yaml")
    try FileManager.default.copyItem(
      atPath: packageRoot + "/Fixtures/catalog/material/base-cell.yaml", toPath: project + "/chip.yaml")
    let cell = try render(config: "axes:\n  direction: [ltr, rtl]\n", out: "cell")
    #expect(cell.status == 0, "\(cell.stderr)")
    #expect(cell.files.keys.contains { $0.hasSuffix(".png") } && !cell.files.keys.contains { $0.contains("~") })
  }

  /// Goldens recorded before `axes:` still pass once it is added, the sheet's included (a sheet
  /// shows the default mode): only the new modes' goldens are missing, and `record` adds them
  /// without rewriting any existing one.
  @Test func goldensRecordedWithoutAxesPassWithThem() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    try write("fixtures: chip.yaml\nscales: [1]\ngoldens: goldens\n", "specsheet.yaml")
    let record = try CLI.run(["record"], in: project)
    #expect(record.status == 0, "\(record.stderr)")
    let before = files(under: project + "/goldens")
    try write("fixtures: chip.yaml\nscales: [1]\ngoldens: goldens\naxes: {direction: [ltr, rtl]}\n", "specsheet.yaml")
    let check = try CLI.run(["check", "--no-audit", "--artifacts", project + "/artifacts"], in: project)
    #expect(check.stdout.contains("6 passed, 0 changed, 0 size mismatch, 5 missing"), "\(check.stdout)")
    #expect(try CLI.run(["record"], in: project).status == 0)
    let after = files(under: project + "/goldens")
    for (path, data) in before where path.hasSuffix(".png") { #expect(after[path] == data, "\(path)") }
    #expect(after.keys.filter { $0.contains("~direction=rtl@1x.png") }.count == 5)
  }

  @Test func defaultsOnlyAxesGiveTheSameFilesAndBytesAsNoAxes() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    let plain = try render(config: "", out: "out")
    try FileManager.default.moveItem(atPath: project + "/out", toPath: project + "/plain")
    let defaults = try render(config: "axes:\n  direction: [ltr]\n", out: "out")
    #expect(defaults.status == 0, "\(defaults.stderr)")
    #expect(defaults.files.keys.sorted() == plain.files.keys.sorted())
    for (path, data) in plain.files { #expect(defaults.files[path] == data, "\(path)") }
  }

  @Test func aModifierAxisRendersEachContextUnderItsName() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    try write(Self.resolver(contexts: ["light": "#0070F2", "dark": "#990066"], default: "light"), "t.resolver.json")
    let run = try render(config: "tokens: t.resolver.json\naxes:\n  theme: [light, dark]\n", out: "out")
    #expect(run.status == 0, "\(run.stderr)")
    let stem = "fiori/chip/single-selection/selected"
    let dark = try pixels(run.files[stem + "~theme=dark@1x.png"])
    #expect(try dark != pixels(run.files[stem + "@1x.png"]))
    #expect(run.files[stem + "~theme=light@1x.png"] == nil)
    // The dark image is the one `token-context: {theme: dark}` draws.
    let context = try render(config: "tokens: t.resolver.json\ntoken-context: {theme: dark}\n", out: "ctx")
    #expect(try dark == pixels(context.files[stem + "@1x.png"]))
    // The manifest records each image's whole tuple, the default value included.
    let manifestData = try #require(run.files["manifest.json"])
    let manifest = try #require(JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
    let images = try #require(manifest["images"] as? [[String: Any]])
    let modes = images.first { ($0["path"] as? String) == stem + "~theme=dark@1x.png" }?["modes"] as? [[String: String]]
    #expect(modes == [["axis": "theme", "value": "dark"]])
    let light = images.first { ($0["path"] as? String) == stem + "@1x.png" }?["modes"] as? [[String: String]]
    #expect(light == [["axis": "theme", "value": "light"]])
  }

  /// Issue 39, "filters select by it": `chip~theme=dark` renders the dark images alone.
  @Test func aModeFilterSelectsThoseModes() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    try write(Self.resolver(contexts: ["light": "#0070F2", "dark": "#990066"], default: "light"), "t.resolver.json")
    try write(
      "fixtures: chip.yaml\nscales: [1]\ntokens: t.resolver.json\naxes:\n  theme: []\n  direction: []\n",
      "specsheet.yaml")
    let run = try CLI.run(["render", "chip~theme=dark", "--out", "out"], in: project)
    #expect(run.status == 0, "\(run.stderr)")
    let pngs = files(under: project + "/out").keys.filter { $0.hasSuffix(".png") }
    #expect(pngs.count == 10 && pngs.allSatisfy { $0.contains("~theme=dark") }, "\(pngs.sorted())")
  }

  @Test(arguments: [
    ("axes:\n  scheme: [dark]\n", "axes.scheme: no such axis", "direction, theme"),
    ("axes:\n  theme: [sepia]\n", "axes.theme: theme has no context sepia", "dark, light"),
    ("axes:\n  direction: [up]\n", "direction has no value up", "ltr, rtl"),
    ("axes:\n  theme: [a, b, c, d, e, f, g, h, i]\n  other: [a, b, c, d, e, f, g, h]\n", "more than 64", "axes"),
  ])
  func badAxesExit65WithOneLine(config: String, problem: String, allowed: String) throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    try write(Self.resolver(contexts: ["light": "#0070F2", "dark": "#990066"], default: "light"), "t.resolver.json")
    let run = try render(config: "tokens: t.resolver.json\n" + config, out: "out")
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].count <= 300, "\(run.stderr)")
    #expect(run.stderr.contains("specsheet.yaml") && run.stderr.contains(problem), "\(run.stderr)")
    #expect(run.stderr.contains(allowed), "\(run.stderr)")
  }

  /// The cap is on the product the resolver makes, not only on what is listed: `[]` is every context.
  @Test func tooManyCombinationsFromAllContextsExit65() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    var contexts: [String: String] = [:]
    for index in 0..<33 { contexts["c\(index)"] = "#0070F2" }
    try write(Self.resolver(contexts: contexts, default: "c0"), "t.resolver.json")
    let run = try render(config: "tokens: t.resolver.json\naxes:\n  direction: []\n  theme: []\n", out: "out")
    #expect(run.status == 65)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("66 combinations; the limit is 64"), "\(run.stderr)")
  }

  /// A resolver with many long context names: the refusal names a few and counts the rest, in one
  /// line of at most 300 characters.
  @Test func aLongListOfContextsIsClippedInTheMessage() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try write(Self.chip, "chip.yaml")
    var contexts: [String: String] = [:]
    for index in 0..<30 { contexts[String(repeating: "c", count: 36) + "\(index + 1000)"] = "#0070F2" }
    try write(Self.resolver(contexts: contexts, default: contexts.keys.min()!), "t.resolver.json")
    let run = try render(config: "tokens: t.resolver.json\naxes:\n  theme: [sepia]\n", out: "out")
    #expect(run.status == 65)
    let line = run.stderr.replacingOccurrences(of: project, with: "")
    #expect(line.split(separator: "\n").count == 1 && line.count <= 300, "\(line.count): \(line)")
    #expect(line.contains("(30 in all)"), "\(line)")
  }
}
