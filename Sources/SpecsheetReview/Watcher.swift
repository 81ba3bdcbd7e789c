import Foundation
import Review
import SpecsheetCLI

/// Polls the watched files' modification times (10 times a second: no inotify dependency) and
/// rebuilds for the ones that changed, one rebuild at a time. A symlinked fixture is watched
/// through its link: the file it names now.
final class Watcher: @unchecked Sendable {
  let builder: SiteBuilder
  let server: SiteServer

  init(builder: SiteBuilder, server: SiteServer) {
    self.builder = builder
    self.server = server
  }

  func start() {
    Thread.detachNewThread { self.loop() }
  }

  /// What tells that a watched file changed: the real file its name leads to now (a symlink
  /// pointed elsewhere is an edit) and that file's modification time, size and inode (a save by
  /// rename is a new inode). Read through the symlink: the link's own time never changes when
  /// its target is edited.
  struct Stamp: Equatable {
    var real: String
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64
  }

  static func stamp(_ path: String) -> Stamp? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    var info = stat()
    guard stat(real, &info) == 0 else { return nil }
    return Stamp(
      real: String(cString: real), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
      size: Int(info.st_size), inode: UInt64(info.st_ino))
  }

  func stamps() -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    for file in builder.watchedFiles { stamps[file] = Self.stamp(file) }
    return stamps
  }

  func loop() {
    var last = stamps()
    while true {
      Thread.sleep(forTimeInterval: 0.1)
      let now = stamps()
      let changed = Set(now.keys.filter { now[$0] != last[$0] })
      guard !changed.isEmpty else { continue }
      let start = ContinuousClock.now
      do {
        let pages = try builder.build(changed: changed)
        print(
          "rebuilt for \(changed.sorted().joined(separator: ", ")): \(pages) pages in \(ContinuousClock.now - start)")
        server.published(error: nil)
      } catch {
        printError("error: \(error.message)")
        server.published(error: error.message)
      }
      fflush(nil)
      // A save during the rebuild is seen next time round: the files read before it keep their
      // old times; files the rebuilt catalog added start from now.
      var next = stamps()
      for (file, stamp) in now { next[file] = stamp }
      last = next
    }
  }
}
