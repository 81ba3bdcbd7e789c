import Foundation
import TestSupport
import Testing

/// `specsheet --version` says which specsheet drew the pictures, from which commit, in which
/// render environment (the fingerprint `record` writes, with its hash).
@Suite struct VersionTests {
  @Test func versionNamesTheCommitAndTheRenderEnvironment() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("specsheet 0."), "\(first)")
    // The binary lives in this checkout's .build: its commit is git's HEAD.
    // In a linked worktree `.git` is a file: `gitdir: <the worktree's git folder>`.
    var git = packageRoot + "/.git"
    if let link = try? String(contentsOfFile: git, encoding: .utf8), link.hasPrefix("gitdir: ") {
      git = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let head = try String(contentsOfFile: git + "/HEAD", encoding: .utf8)
    if !head.hasPrefix("ref: ") {
      #expect(first.contains("commit \(head.prefix(12))"))
    } else {
      #expect(first.range(of: #"\(commit [0-9a-f]{12}\)"#, options: .regularExpression) != nil, "\(first)")
    }
    #expect(lines.contains { $0.hasPrefix("render environment h1:") })
    // Every library and font line of the goldens' fingerprint format.
    for library in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"] {
      #expect(lines.contains { $0.hasPrefix("  library \(library) ") }, "\(library)")
    }
    #expect(lines.contains { $0.hasPrefix("  font /usr/share/fonts/") })
  }
}
