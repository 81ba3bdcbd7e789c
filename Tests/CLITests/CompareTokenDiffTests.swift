import Foundation
import TestSupport
import Testing

/// Issue 36, "compare for token pull requests": the token diff first (added, removed, changed
/// tokens, and the mapped fields whose alias chain changed), then the pictures; the Markdown
/// links and shows the report's pictures under --artifacts-url; several contexts in one run,
/// each in its own section.
@Suite struct CompareTokenDiffTests {
  static let trailhead = packageRoot + "/Fixtures/tokens/trailhead"

  /// Trailhead as published (`old/`) and a pull request's version of it (`new/`): the light
  /// theme's accent points at another shade (the alias chain of material.color.primary changes),
  /// ember.600 is redder, a shade is added and one removed.
  static func package(in folder: String) throws {
    for side in ["old", "new"] {
      try FileManager.default.copyItem(atPath: trailhead, toPath: folder + "/" + side)
    }
    func edit(_ file: String, _ old: String, _ new: String) throws {
      let path = folder + "/new/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.components(separatedBy: old).count == 2, "\(file): \(old)")
      try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }
    try edit(
      "theme-light.tokens.json", ##""emphasis": {\##n        "$value": "{color.pine.700}""##,
      ##""emphasis": {\##n        "$value": "{color.pine.800}""##)
    let palette = try String(contentsOfFile: folder + "/new/palette.tokens.json", encoding: .utf8)
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(palette.utf8)) as? [String: Any])
    var color = try #require(data["color"] as? [String: Any])
    var pine = try #require(color["pine"] as? [String: Any])
    pine["950"] = ["$value": "#0A1F17"]
    var sand = try #require(color["sand"] as? [String: Any])
    sand["100"] = nil
    var ember = try #require(color["ember"] as? [String: Any])
    ember["600"] = ["$value": "#CC402A"]
    (color["pine"], color["sand"], color["ember"]) = (pine, sand, ember)
    var edited = data
    edited["color"] = color
    try JSONSerialization.data(withJSONObject: edited, options: [.prettyPrinted, .sortedKeys])
      .write(to: URL(fileURLWithPath: folder + "/new/palette.tokens.json"))
  }

  @Test func theTokenDiffComesFirstThenThePicturesLinkedForEachContext() throws {
    let out = try temporaryFolder("specsheet-compare-tokens")
    defer { try? FileManager.default.removeItem(atPath: out) }
    try Self.package(in: out)
    let url = "https://ci.example/artifacts/42"
    let result = try CLI.run([
      "compare", "material/button/contained/normal@1x", "--from", out + "/old/trailhead.resolver.json",
      "--to", out + "/new/trailhead.resolver.json", "--context", "theme=light", "--context", "theme=dark",
      "--report", out + "/report", "--markdown", out + "/compare.md", "--json", out + "/compare.json",
      "--artifacts-url", url,
    ])
    #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
    let stdout = result.stdout
    // Token changes of every kind, the changed alias chain of the mapped field, then the pictures.
    for line in [
      "context theme=light:",
      "  FIELD material.color.primary: ← bgColor.accent.emphasis → color.pine.700 = #1F5F4A ⇒ "
        + "← bgColor.accent.emphasis → color.pine.800 = #174636",
      "  CHANGED bgColor.accent.emphasis: {color.pine.700} = #1F5F4A → {color.pine.800} = #174636",
      "  CHANGED color.ember.600: #B3402A → #CC402A", "  ADDED color.pine.950: added, #0A1F17",
      "  REMOVED color.sand.100: removed (was #F6EFE3)", "context theme=dark:",
    ] {
      #expect(stdout.contains(line + "\n"), "\(line)\n\(stdout)")
    }
    let light = try #require(stdout.range(of: "context theme=light:"))
    let dark = try #require(stdout.range(of: "context theme=dark:"))
    let tokens = try #require(stdout.range(of: "  FIELD material.color.primary"))
    let picture = try #require(stdout.range(of: "CHANGED material/button/contained/normal@1x"))
    #expect(light.lowerBound < tokens.lowerBound && tokens.lowerBound < picture.lowerBound)
    #expect(picture.lowerBound < dark.lowerBound)
    // The dark theme's accent did not move: only the palette's own changes there.
    let darkPart = String(stdout[dark.lowerBound...])
    #expect(!darkPart.contains("FIELD material.color.primary") && darkPart.contains("CHANGED color.ember.600"))

    let markdown = try String(contentsOfFile: out + "/compare.md", encoding: .utf8)
    let sections = markdown.components(separatedBy: "\n## Context ")
    #expect(sections.count == 3, "\(markdown)")
    let lightSection = sections[1]
    #expect(lightSection.hasPrefix("`theme=light`"))
    let tokenHeading = try #require(lightSection.range(of: "### Token changes"))
    let imageHeading = try #require(lightSection.range(of: "### Changed images"))
    #expect(tokenHeading.lowerBound < imageHeading.lowerBound)
    #expect(lightSection.contains("- `color.ember.600`: \\#B3402A → \\#CC402A"), "\(lightSection)")
    let after = "theme-light/images/material/button/contained/normal@1x.after.png"
    #expect(lightSection.contains("[after](\(url)/\(after))"), "\(lightSection)")
    #expect(lightSection.contains("![after @1x](\(url)/\(after))"))
    #expect(lightSection.contains("[diff](\(url)/theme-light/images/material/button/contained/normal@1x.diff.png)"))
    // What the links name is in the report folder, each context in its own.
    #expect(FileManager.default.fileExists(atPath: out + "/report/" + after))
    #expect(FileManager.default.fileExists(atPath: out + "/report/theme-dark/index.html"))
    #expect(sections[2].hasPrefix("`theme=dark`") && sections[2].contains("### Token changes"))
    // The HTML report too: its token section before the first changed state.
    let page = try String(contentsOfFile: out + "/report/theme-light/index.html", encoding: .utf8)
    let tokenSection = try #require(page.range(of: #"<section class="tokens"><h2>Token changes</h2>"#))
    let state = try #require(page.range(of: #"<section class="state""#))
    #expect(tokenSection.lowerBound < state.lowerBound)
    #expect(page.contains("<code>color.pine.950</code>: added, #0A1F17"))

    let (status, output) = try SchemaValidator.validate(
      schema: packageRoot + "/docs/compare.schema.json", [out + "/compare.json"])
    #expect(status == 0, "\(output)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/compare.json")))
        as? [String: Any])
    let contexts = try #require(json["contexts"] as? [[String: Any]])
    #expect(contexts.compactMap { $0["name"] as? String } == ["theme=light", "theme=dark"])
    let diff = try #require(contexts[0]["tokens"] as? [String: Any])
    let fields = try #require(diff["fields"] as? [[String: Any]])
    let primary = try #require(fields.first { $0["path"] as? String == "material.color.primary" })
    #expect(primary["after"] as? [String] == ["material.color.primary", "bgColor.accent.emphasis", "color.pine.800"])
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.count == 1 && images[0]["context"] as? String == "theme=light")
  }

  @Test func artifactsURLNeedsAReportAndAPlainAddress() throws {
    let base = ["compare", "--from", "Fixtures/tokens/acme.tokens.json", "--to", "Fixtures/tokens/acme.tokens.json"]
    let noReport = try CLI.run(base + ["--artifacts-url", "https://ci.example/a"])
    #expect(noReport.status == 64 && noReport.stderr.contains("give both"), "\(noReport.stderr)")
    let quoted = try CLI.run(base + ["--report", "/tmp/x", "--artifacts-url", "https://ci.example/a) ![x](y"])
    #expect(quoted.status == 64 && quoted.stderr.contains("--artifacts-url takes"), "\(quoted.stderr)")
  }
}
