import Foundation
import TestSupport
import Testing

/// Issue 38, "Everywhere the built-ins go": specsheet.yaml's `components:` lists declared
/// component files or folders, and the shipped `specsheet` then takes ordinary fixtures naming
/// them (Examples/DeclaredComponents: a count tag in four states, system `studio`). A bad
/// component file is one line naming its file, line, column and key; a path outside the
/// project is refused.
@Suite struct DeclaredComponentsCommandTests {
  static let example = packagePath("Examples/DeclaredComponents")

  /// A copy of the example project in a temporary folder, with `edit` applied to its component.
  func project(_ edit: (String) -> String = { $0 }) throws -> String {
    let folder = try temporaryFolder("declared")
    for item in ["specsheet.yaml", "Fixtures", "components", "tokens"] {
      try FileManager.default.copyItem(atPath: Self.example + "/" + item, toPath: folder + "/" + item)
    }
    let file = folder + "/components/count-tag.component.yaml"
    try edit(try String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: true, encoding: .utf8)
    return folder
  }

  /// The project's config without its token mapping: tokens named by Studio's own paths.
  func unmapped(_ folder: String) throws -> String {
    try "components: components\nfixtures: Fixtures\n".write(
      toFile: folder + "/specsheet.yaml", atomically: true, encoding: .utf8)
    return folder
  }

  @Test func renderDrawsEveryVariantAndStateOfADeclaredComponent() throws {
    let folder = try project()
    let run = try CLI.run(["render", "--out", "out", "--scale", "1"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let images = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out").filter { $0.hasSuffix(".png") }
    let expected =
      ["normal", "pressed", "selected", "disabled"].map { "studio/count-tag/inbox/\($0)@1x.png" }
      + ["normal", "selected"].map { "studio/count-tag/no-count/\($0)@1x.png" }
    #expect(Set(images) == Set(expected))
    // The selected override draws other pixels than the normal state.
    let normal = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/" + expected[0]))
    let selected = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/" + expected[2]))
    #expect(normal != selected)
  }

  @Test func theAuditHoldsTheDrawingToTheDeclaredRules() throws {
    let conforming = try CLI.run(["audit", "--scale", "1"], in: try project())
    #expect(conforming.status == 0, "\(conforming.stdout)\(conforming.stderr)")
    #expect(conforming.stdout.contains("0 errors"))
    // A rule the drawing breaks (the tag is 32 high) is found, by its id.
    let broken = try project { $0.replacingOccurrences(of: "height: 32, source", with: "height: 30, source") }
    let audit = try CLI.run(["audit", "--scale", "1"], in: broken)
    #expect(audit.status != 0)
    #expect(audit.stdout.contains("count-tag.height"), "\(audit.stdout)")
  }

  /// Issue 38, the format's gaps: a `contrast` rule holds the label to the spec's own minimum on
  /// the container as drawn. The tag's label (about 9:1) passes 4.5 and fails 12, where WCAG's
  /// text-contrast passes: the finding names the rule, the ratio and both colours.
  @Test func aContrastRuleHoldsTheLabelToTheSpecsMinimum() throws {
    func rule(_ minimum: String) -> (String) -> String {
      {
        $0.replacingOccurrences(
          of: "rules:\n",
          with: "rules:\n  - {id: count-tag.label-contrast, part: label, contrast: {background: container, minimum: "
            + "\(minimum)}, source: \"Studio tag spec, Accessibility\", when: {state: normal}}\n")
      }
    }
    let passing = try CLI.run(["audit", "--scale", "1"], in: try project(rule("4.5")))
    #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    #expect(passing.stdout.contains("0 errors"), "\(passing.stdout)")
    let failing = try CLI.run(["audit", "--scale", "1"], in: try project(rule("12")))
    #expect(failing.status != 0, "\(failing.stderr)")
    let lines = failing.stdout.split(separator: "\n").filter { $0.contains("count-tag.label-contrast") }
    #expect(lines.count == 2, "the normal state of each variant: \(failing.stdout)")
    #expect(lines.allSatisfy { $0.contains("≥ 12.00") && $0.contains("#374151") }, "\(failing.stdout)")
    let wcag = failing.stdout.split(separator: "\n").filter { $0.hasPrefix("error") && $0.contains("text-contrast") }
    #expect(wcag.isEmpty, "WCAG's own minimum holds: \(failing.stdout)")
  }

  @Test func aBadComponentFileIsOneLineNamingFileLineAndKey() throws {
    let folder = try project { $0.replacingOccurrences(of: "  gap: 4\n", with: "  gapp: 4\n") }
    let run = try CLI.run(["render", "--out", "out"], in: folder)
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    let line = String(lines.first ?? "")
    #expect(line.count <= 300)
    #expect(line.contains("components/count-tag.component.yaml:30:3: anatomy.gapp: unknown key \"gapp\""), "\(line)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out/studio"), "nothing rendered")
  }

  @Test func componentsOutsideTheProjectAreRefused() throws {
    let folder = try project()
    try "components: ../elsewhere\nfixtures: Fixtures\n".write(
      toFile: folder + "/specsheet.yaml", atomically: true, encoding: .utf8)
    let run = try CLI.run(["render", "--out", "out"], in: folder)
    #expect(run.status == 65)
    #expect(run.stderr.contains("specsheet.yaml:1:13: components: \"../elsewhere\" is outside the project"))
  }

  /// The example's brand token package (its own names), mapped onto Studio's roles by its specsheet.yaml.
  @Test func brandTokensMappedOntoADeclaredRoleRecolourIt() throws {
    let run = try CLI.run(
      ["dump", "--stage", "display-list", "--scale", "1", "--tokens", "tokens/brand.tokens.json", "inbox/normal"],
      in: try project())
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    let fill = lines.first { $0.hasPrefix("fill") && $0.hasSuffix("part=container") }
    #expect(fill?.contains("#FFF7ED") == true, "brand.paper on studio.color.surface: \(run.stdout)")
    #expect(lines.contains { $0.contains("\"Inbox\"") && $0.contains("#1F2937") }, "brand.ink on on-surface")
    let stock = try CLI.run(["dump", "--stage", "display-list", "--scale", "1", "inbox/normal"], in: try project())
    #expect(stock.stdout.contains("#F3F4F6 part=container"), "without tokens, the declared default")
  }

  @Test func recordThenCheckPassesAndAChangedDeclarationFailsTheCheck() throws {
    let folder = try project()
    let record = try CLI.run(["record", "--scale", "1"], in: folder)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/goldens/studio/count-tag/inbox/selected@1x.png"))
    let check = try CLI.run(["check", "--scale", "1"], in: folder)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let file = folder + "/components/count-tag.component.yaml"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "pressed: \"#E5E7EB\"", with: "pressed: \"#E5E7EA\"")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let changed = try CLI.run(["check", "--scale", "1"], in: folder)
    #expect(changed.status != 0, "\(changed.stdout)\(changed.stderr)")
    #expect(changed.stdout.contains("studio/count-tag/inbox/pressed"), "\(changed.stdout)")
    #expect(!changed.stdout.contains("studio/count-tag/inbox/normal@"), "only the pressed state changed")
  }

  @Test func sheetSiteAndCompareTakeTheDeclaredComponent() throws {
    let folder = try unmapped(try project())
    let sheet = try CLI.run(["sheet", "--out", "sheets"], in: folder)
    #expect(sheet.status == 0, "\(sheet.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/sheets/studio/count-tag.png"))
    let site = try CLI.run(["site", "--out", "site", "--scale", "1"], in: folder)
    #expect(site.status == 0, "\(site.stderr)")
    let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
    #expect(index.contains("count-tag"))
    for (name, value) in [("old", "#3730A3"), ("new", "#B91C1C")] {
      try "{\"studio\": {\"color\": {\"accent\": {\"$type\": \"color\", \"$value\": \"\(value)\"}}}}".write(
        toFile: folder + "/\(name).tokens.json", atomically: true, encoding: .utf8)
    }
    let compare = try CLI.run(
      ["compare", "--from", "old.tokens.json", "--to", "new.tokens.json", "--scale", "1"], in: folder)
    // The accent changed: the selected state and every badge draw other pixels.
    #expect(compare.status == 1 || compare.status == 4, "\(compare.stdout)\(compare.stderr)")
    #expect(compare.stdout.contains("count-tag"), "\(compare.stdout)")
  }

  @Test func typeStyleAndShapeTokensReachTheDeclaredRoles() throws {
    let folder = try unmapped(try project())
    let tokens = """
      {"studio": {
        "typography": {"label": {"$type": "typography", "$value": {"fontFamily": "Inter",
          "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"},
          "lineHeight": 1.2}}},
        "shape": {"pill": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}}
      """
    try tokens.write(toFile: folder + "/type.tokens.json", atomically: true, encoding: .utf8)
    let run = try CLI.run(
      ["dump", "--stage", "display-list", "--scale", "1", "--tokens", "type.tokens.json", "inbox/normal"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("fill rrect(") && $0.contains(" r=4)") && $0.hasSuffix("part=container") })
    #expect(lines.contains { $0.contains("\"Inbox\" Inter 700 16pt") }, "\(run.stdout)")
  }

  /// Issue 38, the format's gaps: a DTCG shadow token reaches a declared elevation role
  /// (`<system>.elevation.<role>`), replacing its declared shadows; an inner shadow is refused.
  @Test func shadowTokensReachTheDeclaredElevations() throws {
    let folder = try unmapped(
      try project {
        $0.replacingOccurrences(
          of: "  shapes:\n", with: "  elevations:\n    raised: [{color: \"#00000033\", y: 1, blur: 2}]\n  shapes:\n"
        ).replacingOccurrences(of: "\n  fill: surface\n", with: "\n  fill: surface\n  elevation: raised\n")
      })
    func shadowToken(inset: Bool) -> String {
      """
      {"studio": {"elevation": {"raised": {"$type": "shadow", "$value": [{"color": {"colorSpace": "srgb",
        "components": [1, 0, 0], "alpha": 0.5}, "offsetX": {"value": 0, "unit": "px"},
        "offsetY": {"value": 3, "unit": "px"}, "blur": {"value": 8, "unit": "px"},
        "spread": {"value": 0, "unit": "px"}, "inset": \(inset)}]}}}}
      """
    }
    try shadowToken(inset: false).write(toFile: folder + "/shadow.tokens.json", atomically: true, encoding: .utf8)
    let dump = ["dump", "--stage", "display-list", "--scale", "1", "inbox/normal"]
    let stock = try CLI.run(dump, in: folder)
    let themed = try CLI.run(dump + ["--tokens", "shadow.tokens.json"], in: folder)
    #expect(stock.status == 0 && themed.status == 0, "\(stock.stderr)\(themed.stderr)")
    let shadows = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("shadow") } }
    #expect(shadows(stock.stdout).count == 1 && shadows(stock.stdout)[0].contains("#00000033"), "\(stock.stdout)")
    #expect(shadows(themed.stdout).count == 1 && shadows(themed.stdout)[0].contains("#FF000080"), "\(themed.stdout)")
    try shadowToken(inset: true).write(toFile: folder + "/shadow.tokens.json", atomically: true, encoding: .utf8)
    let inner = try CLI.run(dump + ["--tokens", "shadow.tokens.json"], in: folder)
    #expect(inner.status == 65, "\(inner.stdout)")
    #expect(inner.stderr.contains("inner shadows are not drawn"), "\(inner.stderr)")
  }

  /// `serve --watch` watches the component files too: an edit to one re-reads it and redraws.
  @Test func serveWatchRebuildsWhenAComponentFileChanges() throws {
    let folder = try project()
    let server = try ReviewServer(["--scale", "1", "--out", "site", "--watch"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    Thread.sleep(forTimeInterval: 0.3)  // the watcher's first look
    let image = folder + "/site/images/studio/count-tag/inbox/normal@1x.png"
    let before = try Data(contentsOf: URL(fileURLWithPath: image))
    let file = folder + "/components/count-tag.component.yaml"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "surface: \"#F3F4F6\"", with: "surface: \"#FF0000\"")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let reply = try RawHTTP.exchange(port: server.port, RawHTTP.get("/live?since=0", port: server.port), within: 30)
    #expect(reply.reply.contains(#""version":"1""#), "rebuilt after the edit: \(reply.reply.suffix(200))")
    #expect(server.stdout.contains("rebuilt for"), "\(server.stdout)")
    #expect(server.stdout.contains("count-tag.component.yaml"), "\(server.stdout)")
    // Drawn from the file as edited, not the declaration read at start.
    #expect(try Data(contentsOf: URL(fileURLWithPath: image)) != before)
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Issue 38: `serve --watch` watched only the component files read at start, so a file added to
  /// the `components:` folder went unseen until something else changed; it is read when it appears.
  @Test func serveWatchReadsAComponentFileAddedToTheFolder() throws {
    let folder = try project()
    let server = try ReviewServer(["--scale", "1", "--out", "site", "--watch"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    Thread.sleep(forTimeInterval: 0.3)  // the watcher's first look
    let text = try String(contentsOfFile: folder + "/components/count-tag.component.yaml", encoding: .utf8)
    try text.replacingOccurrences(of: "component: count-tag", with: "component: new-tag")
      .write(toFile: folder + "/components/new-tag.component.yaml", atomically: true, encoding: .utf8)
    let reply = try RawHTTP.exchange(port: server.port, RawHTTP.get("/live?since=0", port: server.port), within: 30)
    #expect(reply.reply.contains(#""version":"1""#), "rebuilt after the new file: \(reply.reply.suffix(200))")
    #expect(server.stdout.contains("new-tag.component.yaml"), "\(server.stdout)")
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// A second file declaring the same component (or a built-in's name) is named in the error.
  @Test func aComponentDeclaredTwiceNamesTheSecondFile() throws {
    let folder = try project()
    let text = try String(contentsOfFile: folder + "/components/count-tag.component.yaml", encoding: .utf8)
    // Read in path order: `count-tag` after `a-copy`.
    try text.write(toFile: folder + "/components/a-copy.component.yaml", atomically: true, encoding: .utf8)
    let run = try CLI.run(["render", "--out", "out"], in: folder)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("components/count-tag.component.yaml: component: studio/count-tag is already registered"),
      "\(run.stderr)")
  }

  /// The tag reads as a button with its label, its count as value while the count shows, and
  /// its selected and disabled states.
  @Test func theTagsAccessibilityIsReadFromItsPropsAndState() throws {
    let run = try CLI.run(["dump", "--stage", "accessibility", "--scale", "1"], in: try project())
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    func element(_ id: String) -> String? { lines.firstIndex(of: "# studio/count-tag/\(id)").map { lines[$0 + 1] } }
    #expect(element("inbox/selected")?.hasPrefix("1 button \"Inbox\" value \"12\" [selected] container") == true)
    #expect(element("inbox/disabled")?.contains("[disabled]") == true)
    #expect(element("no-count/normal")?.hasPrefix("1 button \"Archive\" container") == true, "no count, no value")
  }
}
