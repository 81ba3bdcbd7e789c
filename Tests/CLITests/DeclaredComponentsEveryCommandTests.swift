import Foundation
import TestSupport
import Testing

/// Issue 38, "in every command ... in sharding and merging": the commands
/// DeclaredComponentsCommandTests does not run, on a copy of Examples/DeclaredComponents (the
/// count tag, system `studio`): `check --shard` twice and `merge-reports` come to the unsharded
/// check's counts; `dump` lists the declared anatomy's parts; `schema` takes the component and
/// its system; `tokens` lists the tag's roles; `prune` deletes the goldens of a variant taken out
/// of the fixture and nothing else; `review` serves the images a changed declaration fails and approves one.
@Suite struct DeclaredComponentsEveryCommandTests {
  let tests = DeclaredComponentsCommandTests()

  func recorded() throws -> String {
    let folder = try tests.project()
    let record = try CLI.run(["record"], in: folder)
    #expect(record.status == 0, "\(record.stderr)")
    return folder
  }

  @Test func shardsMergeToTheWholeCheck() throws {
    let folder = try recorded()
    let whole = try CLI.run(["check", "--json", "whole.json"], in: folder)
    #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
    for k in 1...2 {
      let shard = try CLI.run(["check", "--shard", "\(k)/2", "--json", "s\(k).json", "--run-id", "r1"], in: folder)
      #expect(shard.status == 0, "\(shard.stderr)")
    }
    let merged = try CLI.run(["merge-reports", "s1.json", "s2.json", "--json", "merged.json"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    // The merged summary line is the whole check's, plus the shard count.
    let line = { (text: String) in text.split(separator: "\n").first { $0.contains(" images: ") }.map(String.init) }
    let wholeLine = try #require(line(whole.stdout))
    #expect(line(merged.stdout) == wholeLine + " (merged 2 shards)")
    #expect(wholeLine.hasPrefix("19 images: 19 passed"), "\(wholeLine)")
  }

  @Test func dumpSchemaAndTokensKnowTheDeclaredComponent() throws {
    let folder = try tests.project()
    let dump = try CLI.run(["dump", "count-tag/inbox/normal"], in: folder)
    #expect(dump.status == 0, "\(dump.stderr)")
    for part in ["container", "leading-icon", "label", "badge", "count"] {
      #expect(dump.stdout.contains("  \(part) ") || dump.stdout.contains("    \(part) "), "\(part): \(dump.stdout)")
    }
    let schema = try CLI.run(["schema"], in: folder)
    #expect(schema.status == 0)
    #expect(schema.stdout.contains(#""const" : "studio""#) && schema.stdout.contains(#""count-tag""#))
    let tokens = try CLI.run(["tokens", "--tokens", "tokens/brand.tokens.json"], in: folder)
    #expect(tokens.status == 0, "\(tokens.stderr)")
    #expect(tokens.stdout.contains("studio.color.accent ← brand.primary"), "\(tokens.stdout)")
  }

  @Test func pruneDeletesTheGoldensOfAVariantNoLongerDeclared() throws {
    let folder = try recorded()
    let goldens = folder + "/goldens/studio/count-tag"
    // The no-count variant leaves the fixture: its six goldens are stale (recorded, in the manifest).
    let fixture = folder + "/Fixtures/count-tag.yaml"
    let text = try String(contentsOfFile: fixture, encoding: .utf8)
    try String(text[..<text.range(of: "  - name: no-count")!.lowerBound])
      .write(toFile: fixture, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check"], in: folder).status == 2)
    let prune = try CLI.run(["prune"], in: folder)
    #expect(prune.status == 0, "\(prune.stderr)")
    #expect(prune.stdout.contains("6 stale goldens deleted"), "\(prune.stdout)")
    #expect(!FileManager.default.fileExists(atPath: goldens + "/no-count"))
    #expect(FileManager.default.fileExists(atPath: goldens + "/inbox/normal@1x.png"))
    // No stale golden left; the kept variant's images pass (the sheet, one variant shorter, is
    // for `record` to redraw).
    let after = try CLI.run(["check"], in: folder)
    #expect(after.stdout.contains("0 stale goldens"), "\(after.stdout)")
    #expect(try CLI.run(["check", "inbox"], in: folder).status == 0)
  }

  @Test func reviewServesAndApprovesADeclaredComponentsFailure() async throws {
    let folder = try recorded()
    let file = folder + "/components/count-tag.component.yaml"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: ##"accent: "#3730A3""##, with: ##"accent: "#3730A4""##)
      .write(toFile: file, atomically: true, encoding: .utf8)
    let server = try ReviewServer([], in: folder)
    defer { _ = server.interrupt() }
    let page = try await server.get("/")
    #expect(page.status == 200)
    #expect(page.body.contains("studio/count-tag/inbox/selected@2x"), "\(page.body.prefix(400))")
    let approved = try await server.approve(["studio/count-tag/inbox/selected@2x"], token: server.token)
    #expect(approved.status == 200, "\(approved.body)")
    // That golden now holds the new colour: checking it alone passes, its neighbours still fail.
    #expect(try CLI.run(["check", "inbox/selected@2x", "--no-audit"], in: folder).status == 0)
    #expect(try CLI.run(["check", "inbox/selected@1x", "--no-audit"], in: folder).status == 1)
  }
}
