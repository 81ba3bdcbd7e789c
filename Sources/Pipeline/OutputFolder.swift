import Foundation
import Graphics

/// A folder specsheet writes into (`render --out`, `sheet --out`, `site --out`, `check
/// --artifacts`, `--report`, `compare --report`) that may also hold files of the user's:
/// specsheet replaces or removes only the files it wrote there itself, and writes beside
/// anything else.
///
/// What it wrote is listed in `<folder>/.specsheet-files`, one path (relative to the folder) a
/// line. A name is appended before its file is written, so a run killed part-way still owns
/// what it left (and its temporary files, which the next run removes); names whose files are
/// gone are dropped when the folder is next opened. A file that exists and is not listed is
/// foreign: writing over it or removing it throws instead.
///
/// The list may have been written by someone else (a pull request), so it is read strictly
/// (`OwnershipList.read`: never through a link, every line a plain relative name) and every
/// removal goes through `OwnedRemoval`. Runs into one folder at once take turns on it (`flock`
/// on the folder), re-read the list when another run changed it, and a failed run takes back
/// only the names it added: two renders at once once left a folder whose list the loser had
/// restored from before the winner's, so every later run refused the winner's files.
public final class OutputFolder: @unchecked Sendable {
  public static let listName = ".specsheet-files"

  public let root: String
  private let lock = NSLock()
  private var owned: Set<String> = []
  /// The names this instance appended: all that `rollback` takes back.
  private var added: [String] = []
  /// The names this instance noted that were listed already: with `added`, every name it relies
  /// on (`confirm` re-lists them); a fresh folder's names are in `owned` and `added` alone.
  private var listedBefore: [String] = []
  /// The list as last read or written (device, inode, size, change time): when it differs,
  /// another run has changed it.
  private var seen: [Int] = []
  private var hadList = false

  /// Opens `root`, which need not exist yet (it is created by the first write): reads its list,
  /// removes temporary files a killed run left beside listed names, and drops names whose files
  /// are gone. Throws `OwnershipListError` for a list that cannot be trusted.
  public init(_ root: String) throws {
    self.root = root
    try withFolder(create: false) { fd in
      guard let (names, _) = try OwnershipList.read(listPath, in: fd) else { return }
      hadList = true
      owned = Set(names)
      seen = Self.stamp(fd)
      // Before compacting: a killed run's temporaries are only removed while their target is listed.
      LeftoverTemporaries.remove(in: root, listed: owned)
      let present = owned.filter { exists($0) || LeftoverTemporaries.hasLive(besides: $0, in: root) }
      if present.count != names.count {
        owned = present
        try? rewrite(present.sorted(), in: fd)
      }
    }
  }

  /// One instance per folder for writers in one process that each name only the path (tests
  /// asserting goldens in parallel), so their lists never race each other.
  public static func shared(_ root: String) throws -> OutputFolder {
    try sharedFolders.withLock { sharedFolders in
      if let known = sharedFolders[root] { return known }
      let folder = try OutputFolder(root)
      sharedFolders[root] = folder
      return folder
    }
  }

  private static let sharedFolders = Locked([String: OutputFolder]())

  public var listPath: String { path(Self.listName) }

  /// The full path of `relative`.
  public func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  public func owns(_ relative: String) -> Bool { lock.withLock { owned.contains(relative) } }

  /// Throws when `relative` exists and specsheet did not write it (or it is the list itself, or
  /// not a plain relative name). A file that appeared since the list was read is looked up in
  /// the list again: another run into the folder may have just written it.
  public func checkWritable(_ relative: String) throws {
    if relative == Self.listName { throw PipelineError.write(path: path(relative), reason: Self.foreignReason(root)) }
    if let problem = OwnedRemoval.problem(relative) {
      throw PipelineError.write(path: path(relative), reason: "a file name with \(problem) cannot be written")
    }
    if owns(relative) || !exists(relative) { return }
    try lock.withLock { try withFolder(create: false) { try refresh($0) } }
    if !owns(relative) { throw PipelineError.write(path: path(relative), reason: Self.foreignReason(root)) }
  }

  /// Lists `names` as ours (one append to the list, under the folder's lock), creating the
  /// folder when needed. Returns each name as the list holds it: a caller that keeps the names
  /// (staging) then shares their storage with the list instead of holding a second copy.
  @discardableResult
  public func note(_ names: [String]) throws -> [String] {
    for name in names where name == Self.listName || OwnedRemoval.problem(name) != nil {
      try checkWritable(name)
    }
    return try lock.withLock {
      guard names.contains(where: { !owned.contains($0) }) else {
        let listed = names.map(listedName)
        listedBefore += listed
        return listed
      }
      if let problem = AtomicFile.createFolder(root) { throw PipelineError.write(path: root, reason: problem) }
      try withFolder(create: true) { fd in
        try refresh(fd)
        var new: [String] = []
        for name in names where !owned.contains(name) && !new.contains(name) { new.append(name) }
        listedBefore += names.filter { !new.contains($0) }.map(listedName)
        guard !new.isEmpty else { return }
        try append(new, in: fd)
        owned.formUnion(new)
        added += new
      }
      return names.map(listedName)
    }
  }

  /// `name` as `owned` holds it (called under the lock).
  private func listedName(_ name: String) -> String {
    owned.firstIndex(of: name).map { owned[$0] } ?? name
  }

  /// Writes `bytes` to `relative` atomically, after checking and listing it.
  public func write(_ bytes: [UInt8], to relative: String, durable: Bool = false) throws {
    try checkWritable(relative)
    try note([relative])
    try AtomicFile.write(bytes, to: path(relative), durable: durable)
  }

  public func write(_ text: String, to relative: String, durable: Bool = false) throws {
    try write(Array(text.utf8), to: relative, durable: durable)
  }

  /// Removes `relative` when specsheet wrote it (never through a linked folder); anything else stays.
  public func removeIfOwned(_ relative: String) {
    guard owns(relative) else { return }
    OwnedRemoval.remove(relative, in: root)
  }

  /// The listed files under `folder` (relative; "" for all).
  public func owned(under folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    return lock.withLock { owned.filter { $0.hasPrefix(prefix) }.sorted() }
  }

  /// Lists again, just before this run's staged files are renamed into place, any of its names a
  /// concurrent run's rollback took back meanwhile: a name listed by the other run was not added
  /// by this one, and the other run, failing before this one had staged its file, dropped it, so
  /// this run's file appeared unlisted and every later run refused it. From here until the
  /// rename, this run's temporary files stand beside the names, which rollbacks leave listed.
  public func confirm() throws {
    try lock.withLock {
      guard !added.isEmpty || !listedBefore.isEmpty else { return }
      try withFolder(create: false) { fd in
        let current = Set(try OwnershipList.read(listPath, in: fd)?.0 ?? [])
        let missing = Set(added + listedBefore).subtracting(current).sorted()
        guard !missing.isEmpty else { return }
        try append(missing, in: fd)
        owned.formUnion(missing)
        added += missing
      }
    }
  }

  /// Takes back the names this run added whose files it never placed (a run that failed): the
  /// names other runs added since stay listed, and so does a name another run is writing now.
  public func rollback() {
    lock.withLock {
      guard !added.isEmpty else { return }
      let mine = Set(added)
      added = []
      try? withFolder(create: false) { fd in
        guard let (current, _) = try OwnershipList.read(listPath, in: fd) else { return }
        let dropped = Set(
          current.filter {
            mine.contains($0) && !exists($0) && !LeftoverTemporaries.hasLive(besides: $0, in: root)
          })
        // What other runs listed is known from here on (the list is marked as seen below).
        owned.formUnion(current)
        owned.subtract(dropped)
        guard !dropped.isEmpty else { return }
        let kept = current.filter { !dropped.contains($0) }
        if kept.isEmpty && !hadList {
          OwnedRemoval.remove(Self.listName, in: root)
        } else {
          try rewrite(kept, in: fd)
        }
      }
    }
  }

  /// Sorts the list after a run (workers list names in the order they finish): the same
  /// outputs give the same bytes whatever the job count.
  public func tidy() {
    lock.withLock {
      guard !added.isEmpty else { return }
      try? withFolder(create: false) { fd in
        guard let (current, _) = try OwnershipList.read(listPath, in: fd) else { return }
        owned.formUnion(current)
        let sorted = Array(Set(current)).sorted()
        if sorted != current { try rewrite(sorted, in: fd) }
      }
    }
  }

  static func foreignReason(_ root: String) -> String {
    let list = (root as NSString).appendingPathComponent(listName)
    return "it exists and specsheet did not write it (it is not listed in \(list)); "
      + "move it away or choose another folder"
  }

  /// Whether anything (a link too) is at `relative`.
  private func exists(_ relative: String) -> Bool {
    var info = stat()
    return lstat(path(relative), &info) == 0
  }

  /// Runs `body` with the folder open and locked (`flock`, exclusive) against other runs; does
  /// nothing when the folder does not exist (unless `create`: the caller made it).
  private func withFolder(create: Bool, _ body: (Int32) throws -> Void) throws {
    let fd = open(root.isEmpty ? "." : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      // No folder yet (or a file on its way, which writing it reports): no list either.
      if (errno == ENOENT || errno == ENOTDIR) && !create { return }
      throw PipelineError.write(path: root, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(fd, LOCK_UN) }
    try body(fd)
  }

  /// Merges the names another run added since the list was last seen.
  private func refresh(_ fd: Int32) throws {
    let now = Self.stamp(fd)
    guard now != seen else { return }
    if let (names, _) = try OwnershipList.read(listPath, in: fd) { owned.formUnion(names) }
    seen = now
  }

  private func append(_ names: [String], in folder: Int32) throws {
    let fd = openat(folder, Self.listName, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link; remove it" : String(cString: strerror(errno))
      throw PipelineError.write(path: listPath, reason: reason)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw PipelineError.write(path: listPath, reason: "not a regular file; remove it")
    }
    try AtomicFile.writeAll(OwnershipList.text(names), to: fd, path: listPath)
    seen = Self.stamp(folder)
  }

  /// Replaces the list with `names`, whole (a temporary file renamed over it).
  private func rewrite(_ names: [String], in folder: Int32) throws {
    let temporary = ".\(Self.listName).\(TemporaryToken.next()).tmp"
    let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw PipelineError.write(path: listPath, reason: String(cString: strerror(errno))) }
    do {
      try AtomicFile.writeAll(OwnershipList.text(names), to: fd, path: listPath)
      close(fd)
    } catch {
      close(fd)
      unlinkat(folder, temporary, 0)
      throw error
    }
    guard renameat(folder, temporary, folder, Self.listName) == 0 else {
      let reason = String(cString: strerror(errno))
      unlinkat(folder, temporary, 0)
      throw PipelineError.write(path: listPath, reason: reason)
    }
    seen = Self.stamp(folder)
  }

  /// Device, inode, size and change time of the list in `folder` (empty when there is none).
  private static func stamp(_ folder: Int32) -> [Int] {
    var info = stat()
    guard fstatat(folder, listName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return [] }
    return [
      Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
    ]
  }

  /// One name a line (see `OwnershipList.text`).
  static func text(_ names: [String]) -> [UInt8] { OwnershipList.text(names) }
  static func parse(_ text: String) -> [String] { OwnershipList.parse(text) }
}
