import Foundation
import Golden
import Graphics

/// `specsheet --version`: the version, the commit when the binary sits in a git checkout, and
/// the render environment (the fingerprint `record` writes), so a report says what drew it.
package enum Version {
  static let number = "0.6.0"

  package static func text() -> String {
    var lines = ["specsheet \(number) (\(commit().map { "commit \($0)" } ?? "commit unknown"))"]
    do {
      let fingerprint = try RenderFingerprint.current().text
      let id = ContentHash.of(Array(fingerprint.utf8))
      lines.append("render environment \(id):")
      lines += fingerprint.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { "  \($0)" }
    } catch {
      lines.append("render environment unknown: \(error)")
    }
    return lines.joined(separator: "\n")
  }

  /// The commit of the checkout the running binary was built in (`.build/release/specsheet` inside
  /// it), read from `.git` without running git; nil elsewhere.
  static func commit() -> String? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return commit(above: executable.deletingLastPathComponent())
  }

  /// The commit checked out in the nearest git checkout holding `start` (the project's, for a
  /// shard's results); nil when there is none.
  static func commit(above start: URL) -> String? {
    var folder = start
    while folder.path != "/" {
      var git = folder.appendingPathComponent(".git")
      // A linked worktree's `.git` is a file naming its own git folder, whose `commondir`
      // names the folder that holds the refs.
      var refs = git
      if let link = try? String(contentsOf: git, encoding: .utf8), link.hasPrefix("gitdir: ") {
        let path = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        git = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        refs = git
        if let common = try? String(contentsOf: git.appendingPathComponent("commondir"), encoding: .utf8) {
          let path = common.trimmingCharacters(in: .whitespacesAndNewlines)
          refs = URL(fileURLWithPath: path, relativeTo: git.appendingPathComponent("/")).standardizedFileURL
        }
      }
      if let head = try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8) {
        let text = head.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("ref: ") else { return String(text.prefix(12)) }
        let ref = String(text.dropFirst(5))
        if let hash = try? String(contentsOf: refs.appendingPathComponent(ref), encoding: .utf8) {
          return String(hash.trimmingCharacters(in: .whitespacesAndNewlines).prefix(12))
        }
        // A packed ref: "<hash> <ref>" lines.
        let packed = (try? String(contentsOf: refs.appendingPathComponent("packed-refs"), encoding: .utf8)) ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
          return String(line.prefix(12))
        }
        return nil
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
