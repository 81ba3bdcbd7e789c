import Foundation
import TestSupport
import Testing

/// `specsheet compare`: the catalog under two token sets. The sample change is
/// Fixtures/tokens/acme-pale.resolver.json: acme.tokens.json with its primary teal lightened
/// from #005F73 to #248C9F, which takes white labels on it from 7.28:1 to 3.94:1.
@Suite struct CompareCommandTests {
  static let acme = "Fixtures/tokens/acme.tokens.json"
  static let pale = "Fixtures/tokens/acme-pale.resolver.json"
  static let schema = packageRoot + "/docs/compare.schema.json"

  /// acme.tokens.json with the primary teal darkened to #00505F: every white label on it gains
  /// contrast, so images change and no audit error appears.
  static func darkerAcme(in folder: String) throws -> String {
    let text = try String(contentsOfFile: packageRoot + "/" + acme, encoding: .utf8)
    let old = ##""components": [0, 0.372549, 0.45098], "alpha": 1, "hex": "#005F73""##
    #expect(text.contains(old))
    let path = folder + "/acme-darker.tokens.json"
    try text.replacingOccurrences(
      of: old, with: ##""components": [0, 0.313725, 0.372549], "alpha": 1, "hex": "#00505F""##
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aChangeThatBreaksAContrastExitsFourWithMarkdownReportAndJSON() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run([
      "compare", "--from", Self.acme, "--to", Self.pale, "--report", out + "/report", "--json", out + "/compare.json",
      "--markdown", out + "/compare.md",
    ])
    #expect(result.status == 4, "\(result.stdout)\n\(result.stderr)")
    // The console: the state, its colour change with ΔE00, and the contrast before and after.
    #expect(result.stdout.contains("CHANGED material/button/contained/normal@1x,2x,3x: "))
    #expect(result.stdout.contains("  colours: container fill #005F73 → #248C9F (ΔE00 16.4)"))
    #expect(
      result.stdout.contains(
        "NEW ERROR material/button/contained/normal@1x,2x,3x: text-label: 7.28:1 → 3.94:1: new text-contrast error vs "
          + "≥ 4.50 (text #FFFFFF on #248C9F)"
      ), "\(result.stdout)")
    #expect(result.stderr.contains("new audit errors under \(Self.pale)"))
    // Unthemed Material components (lists, cards in their own colours) do not change.
    #expect(!result.stdout.contains("CHANGED material/list-item/"))

    let markdown = try String(contentsOfFile: out + "/compare.md", encoding: .utf8)
    #expect(markdown.hasPrefix("## ❌ specsheet compare: "))
    #expect(markdown.contains("### New audit errors"))
    #expect(
      markdown.contains(
        "- `material/button/contained/normal` @1x @2x @3x: text-label: 7.28:1 → 3.94:1: new text-contrast error"))
    #expect(markdown.contains("container fill `#005F73` → `#248C9F` (ΔE00 16.4)"))
    #expect(markdown.count < 65_000)

    let (status, output) = try validate(out + "/compare.json")
    #expect(status == 0, "\(output)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: out + "/compare.json")))
        as? [String: Any])
    #expect(json["exitCode"] as? Int == 4)
    let images = try #require(json["images"] as? [[String: Any]])
    let button = try #require(images.first { $0["name"] as? String == "material/button/contained/normal@2x" })
    let colors = try #require(button["colors"] as? [[String: Any]])
    #expect(colors.first?["before"] as? String == "#005F73" && colors.first?["after"] as? String == "#248C9F")
    let files = try #require(button["files"] as? [String: String])
    for key in ["before", "after", "diff"] {
      #expect(FileManager.default.fileExists(atPath: out + "/report/" + files[key]!), "\(key): \(files[key]!)")
    }

    // The report as a browser shows it: its scripts ran, the new errors come first.
    let dom = try Chromium.dumpDOM(out + "/report/index.html")
    #expect(dom.contains(#"data-ready="true""#))
    #expect(dom.contains("New audit errors"))
    #expect(dom.contains("text-label: 7.28:1 → 3.94:1: new text-contrast error"))
    // The after colour's swatch, in the shared look's chip (PageViews.swatch).
    #expect(dom.contains(##"<span class="chip" title="#248C9F" style="background:#248C9F"></span>"##))
  }

  @Test func identicalTokenSetsExitZero() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run([
      "compare", "--from", Self.acme, "--to", Self.acme, "--json", out + "/compare.json", "--markdown",
      out + "/compare.md",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(": 0 changed (0 states), "))
    #expect(!result.stdout.contains("CHANGED"))
    #expect(
      try String(contentsOfFile: out + "/compare.md", encoding: .utf8).hasPrefix(
        "## ✅ specsheet compare: no image changes"))
    #expect(try validate(out + "/compare.json").status == 0)
    // Its own files are replaced by the next run; a file it did not write never is.
    let args = ["compare", "--from", Self.acme, "--to", Self.acme, "--json", out + "/compare.json"]
    #expect(try CLI.run(args + ["--markdown", out + "/compare.md"]).status == 0)
    try "# notes\n".write(toFile: out + "/notes.md", atomically: true, encoding: .utf8)
    try "{\"format\": \"mine\"}".write(toFile: out + "/mine.json", atomically: true, encoding: .utf8)
    #expect(try CLI.run(args + ["--markdown", out + "/notes.md"]).status == 73)
    #expect(
      try CLI.run(["compare", "--from", Self.acme, "--to", Self.acme, "--json", out + "/mine.json"]).status == 73)
    #expect(try String(contentsOfFile: out + "/notes.md", encoding: .utf8) == "# notes\n")
    #expect(try String(contentsOfFile: out + "/mine.json", encoding: .utf8) == "{\"format\": \"mine\"}")
  }

  @Test func aChangeWithoutNewErrorsExitsOne() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let darker = try Self.darkerAcme(in: out)
    let result = try CLI.run(["compare", "material/button/contained", "--from", Self.acme, "--to", darker])
    #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("CHANGED material/button/contained/normal@1x,2x,3x: "))
    #expect(!result.stdout.contains("NEW ERROR"))
    // An error under both sets that the change improves is said, and is not new.
    #expect(
      result.stdout.contains(
        "CHANGED FINDING material/button/contained/highlighted@1x,2x,3x: text-label: 3.51:1 → 3.96:1: still a "
          + "text-contrast error, better"
      ), "\(result.stdout)")
    // Back again, the new ratios are the old ones: nothing new either way.
    let back = try CLI.run(["compare", "material/button/contained", "--from", darker, "--to", Self.acme])
    #expect(back.status == 1)
    #expect(back.stdout.contains("3.96:1 → 3.51:1: still a text-contrast error, worse"))
  }

  @Test func aTokenSetWithProblemsIsBadInputNamingTheSide() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    try ##"{"material": {"color": {"primery": {"$type": "color", "$value": "#000000"}}}}"##
      .write(toFile: out + "/typo.tokens.json", atomically: true, encoding: .utf8)
    let result = try CLI.run([
      "compare", "--from", Self.acme, "--to", out + "/typo.tokens.json", "--json", out + "/c.json",
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("error: --to \(out)/typo.tokens.json: "), "\(result.stderr)")
    #expect(result.stderr.contains("material.color.primery"))
    #expect(!FileManager.default.fileExists(atPath: out + "/c.json"))
    let missing = try CLI.run(["compare", "--from", out + "/none.json", "--to", Self.acme])
    #expect(missing.status == 65)
    #expect(missing.stderr.contains("--from \(out)/none.json"))
    let filter = try CLI.run(["compare", "no-such-image", "--from", Self.acme, "--to", Self.acme])
    #expect(filter.status == 64)
  }

  @Test func aReportFolderHoldingOtherFilesIsLeftAlone() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    try FileManager.default.createDirectory(atPath: out + "/images", withIntermediateDirectories: true)
    try "mine".write(toFile: out + "/images/photo.png", atomically: true, encoding: .utf8)
    let result = try CLI.run([
      "compare", "material/button/contained/normal", "--from", Self.acme, "--to", Self.pale, "--report", out,
    ])
    // Written beside it (the folder's list says what is specsheet's, as for check --report).
    #expect(result.status == 4, "\(result.stderr)")
    #expect(try String(contentsOfFile: out + "/images/photo.png", encoding: .utf8) == "mine")
    let page = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: page) }
    try "<p>mine</p>".write(toFile: page + "/index.html", atomically: true, encoding: .utf8)
    let refused = try CLI.run(["compare", "--from", Self.acme, "--to", Self.pale, "--report", page])
    #expect(refused.status == 73)
    #expect(refused.stderr.contains("index.html: it exists and specsheet did not write it"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: page + "/index.html", encoding: .utf8) == "<p>mine</p>")
    // A report of its own is replaced.
    let own = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: own) }
    for _ in 0..<2 {
      let again = try CLI.run([
        "compare", "material/button/contained/normal", "--from", Self.acme, "--to", Self.pale, "--report", own,
      ])
      #expect(again.status == 4, "\(again.stderr)")
    }
  }

  func validate(_ file: String) throws -> (status: Int32, output: String) {
    try SchemaValidator.validate(schema: Self.schema, [file])
  }
}
