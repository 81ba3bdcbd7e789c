import Foundation
import Graphics
import Testing

@testable import Pipeline

/// The one removal function and the strict reading of a `.specsheet-files` list (issue 35,
/// rows 1 and 10, below the commands).
@Suite struct OwnedRemovalTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "owned-removal-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path + "/root/sub", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path + "/victim", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path + "/victim/notes.txt", contents: Data("keep".utf8))
    return path
  }

  /// Issue 35, row 1: every spelling of a way out is refused as text, before any file is touched.
  @Test(arguments: [
    "../victim/notes.txt", "sub/../../victim/notes.txt", "sub/./../../victim/notes.txt", "/victim/notes.txt", "",
    "sub//x", "sub/", ".", "..", "a\u{1B}b", "a\nb", "a\u{85}b", "a\u{7F}",
  ])
  func namesLeadingOutAreRefused(name: String) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(OwnedRemoval.problem(name) != nil)
    guard
      case .refused = OwnedRemoval.remove(
        name.replacingOccurrences(of: "/victim", with: dir + "/victim"), in: dir + "/root")
    else {
      Issue.record("\(name) was not refused")
      return
    }
    #expect(FileManager.default.fileExists(atPath: dir + "/victim/notes.txt"))
  }

  /// A linked folder on the way is never gone through; a link itself (the last part) is
  /// removed, never its target.
  @Test func linkedFoldersAreNotFollowed() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/root/sub/link", withDestinationPath: dir + "/victim")
    #expect(OwnedRemoval.remove("sub/link/notes.txt", in: dir + "/root") != .removed)
    #expect(FileManager.default.fileExists(atPath: dir + "/victim/notes.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/root/file-link", withDestinationPath: dir + "/victim/notes.txt")
    #expect(OwnedRemoval.remove("file-link", in: dir + "/root") == .removed)
    #expect(FileManager.default.fileExists(atPath: dir + "/victim/notes.txt"))
    _ = FileManager.default.createFile(atPath: dir + "/root/sub/mine.png", contents: Data())
    #expect(OwnedRemoval.remove("sub/mine.png", in: dir + "/root") == .removed)
    #expect(OwnedRemoval.remove("sub/mine.png", in: dir + "/root") == .absent)
    #expect(OwnedRemoval.remove("sub", in: dir + "/root", folder: true) == .refused("Directory not empty"))
    try FileManager.default.createDirectory(atPath: dir + "/root/sub/empty", withIntermediateDirectories: false)
    #expect(OwnedRemoval.remove("sub/empty", in: dir + "/root", folder: true) == .removed)
  }

  /// Issue 35, rows 1 and 10: a list's bad line is named by number, never echoed; a list that is
  /// a link, a FIFO (never opened to block) or a folder is refused; an oversize list too.
  @Test func aListIsReadStrictly() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let root = dir + "/root"
    let list = root + "/.specsheet-files"
    func refusal(_ text: String?) -> OwnershipListError? {
      if let text { try? Data(text.utf8).write(to: URL(fileURLWithPath: list)) }
      do {
        _ = try OutputFolder(root)
        return nil
      } catch {
        return error as? OwnershipListError
      }
    }
    #expect(refusal("a.png\nsub/b.png\ncut short") == nil, "a line without its line break names nothing")
    let bad = try #require(refusal("a.png\n../victim/notes.txt\n"))
    #expect(bad.line == 2 && bad.status == .badInput)
    #expect(!bad.description.contains("victim"), "\(bad)")
    #expect(refusal("a.png\n\u{1B}[2Jx\n")?.description.contains("\u{1B}") == false)
    #expect(refusal(".specsheet-files\n")?.line == 1)
    #expect(refusal(String(repeating: "a", count: InputLimits.ownedNameBytes + 1) + "\n")?.line == 1)

    try FileManager.default.removeItem(atPath: list)
    #expect(mkfifo(list, 0o644) == 0)
    #expect(refusal(nil)?.status == .cannotWrite)
    try FileManager.default.removeItem(atPath: list)
    try FileManager.default.createDirectory(atPath: list, withIntermediateDirectories: false)
    #expect(refusal(nil)?.status == .cannotWrite)
    try FileManager.default.removeItem(atPath: list)
    try FileManager.default.createSymbolicLink(atPath: list, withDestinationPath: dir + "/victim/notes.txt")
    #expect(refusal(nil)?.status == .cannotWrite)
    try FileManager.default.removeItem(atPath: list)
    // A sparse file over the cap is refused from its size, without reading it.
    _ = FileManager.default.createFile(atPath: list, contents: nil)
    #expect(truncate(list, off_t(InputLimits.ownershipListBytes + 1)) == 0)
    let large = try #require(refusal(nil))
    #expect(large.status == .badInput && large.description.contains("16 MiB cap"))
  }

  /// Issue 35, row 11: a run that fails takes back only the names it added, never another run's.
  @Test func aRollbackTakesBackOnlyItsOwnNames() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let root = dir + "/root"
    let loser = try OutputFolder(root)
    let winner = try OutputFolder(root)
    try loser.note(["mine.png", "both.png"])
    try winner.note(["theirs.png", "both.png"])
    for name in ["theirs.png", "both.png"] {
      _ = FileManager.default.createFile(atPath: root + "/" + name, contents: nil)
    }
    loser.rollback()
    let listed = try String(contentsOfFile: root + "/.specsheet-files", encoding: .utf8)
    #expect(listed == "both.png\ntheirs.png\n" || listed == "theirs.png\nboth.png\n", "\(listed)")
    #expect(try OutputFolder(root).owns("theirs.png"))
    // A file another run placed since the list was read is found in the list, not refused.
    try loser.checkWritable("theirs.png")
  }

  /// A name this run relied on but another run listed first, then took back in its rollback,
  /// is listed again by this run's `confirm` (its file would otherwise appear unlisted). Both
  /// ways a run relies on a name count: found listed when opened, and found listed on noting.
  @Test func confirmListsAgainWhatAnotherRunsRollbackTookBack() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let root = dir + "/root"
    let winner = try OutputFolder(root)
    let loser = try OutputFolder(root)
    try loser.note(["shared.png"])
    try winner.note(["shared.png", "own.png"])
    loser.rollback()
    var listed = try String(contentsOfFile: root + "/.specsheet-files", encoding: .utf8)
    #expect(!listed.contains("shared.png"), "the rollback took it back: \(listed)")
    try winner.confirm()
    listed = try String(contentsOfFile: root + "/.specsheet-files", encoding: .utf8)
    #expect(Set(listed.split(separator: "\n")) == ["shared.png", "own.png"], "\(listed)")
  }
}
