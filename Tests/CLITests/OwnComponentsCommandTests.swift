import Foundation
import TestSupport
import Testing

/// Issue 38, "Swift components in the CLI too": the shipped `specsheet` knows only the shipped
/// components. A fixture of a team's own system (Examples/TagComponent, `system: acme`) is one
/// bounded error line naming the file and pointing at building an executable with the team's
/// registry (which Examples/TagComponent's own tests run as `acme-specsheet`).
@Suite struct OwnComponentsCommandTests {
  @Test func aTeamsOwnSystemIsUnknownToTheShippedBinaryAndTheErrorSaysWhatToBuild() throws {
    let out = NSTemporaryDirectory() + "own-components-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try CLI.run(["render", "Examples/TagComponent/Fixtures", "--out", out])
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    let line = String(lines.first ?? "")
    #expect(line.count <= 300)
    #expect(
      line.hasPrefix("error: Examples/TagComponent/Fixtures/tag.yaml:2:9: system: unknown design system \"acme\""))
    #expect(line.contains("an executable built with its registry (docs/adding-a-component.md)"))
    #expect(!FileManager.default.fileExists(atPath: out + "/acme"), "nothing rendered")
  }
}
