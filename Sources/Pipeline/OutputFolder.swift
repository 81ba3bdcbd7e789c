import Foundation
import Graphics

/// A folder specsheet writes into (`render --out`, `sheet --out`, `check --artifacts`,
/// `--report`) that may also hold files of the user's: specsheet replaces or removes only the
/// files it wrote there itself, and writes beside anything else.
///
/// What it wrote is listed in `<folder>/.specsheet-files`, one path (relative to the folder) a
/// line. A name is appended before its file is written, so a run killed part-way still owns
/// what it left; names whose files are gone are dropped when the folder is next opened. A file
/// that exists and is not listed is foreign: writing over it or removing it throws instead
/// (`check --report DIR` once deleted `DIR/images/` and replaced `DIR/index.html`).
public final class OutputFolder: @unchecked Sendable {
  public static let listName = ".specsheet-files"

  public let root: String
  private let lock = NSLock()
  private var owned: Set<String>
  /// The list as it was opened (for `rollback`), nil when there was none.
  private let original: [UInt8]?

  /// Opens `root`, which need not exist yet (it is created by the first write).
  public init(_ root: String) {
    self.root = root
    let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(Self.listName))
    original = data.map { [UInt8]($0) }
    let names = data.map { Self.parse(String(decoding: $0, as: UTF8.self)) } ?? []
    owned = Set(names)
    // Compacted: a name whose file is gone is no longer claimed (nor repeated).
    let present = owned.filter { FileManager.default.fileExists(atPath: self.path($0)) }
    if present.count != names.count {
      owned = present
      try? AtomicFile.write(Self.text(present.sorted()), to: listPath, durable: false)
    }
  }

  /// One instance per folder for writers in one process that each name only the path (tests
  /// asserting goldens in parallel), so their lists never race each other.
  public static func shared(_ root: String) -> OutputFolder {
    sharedFolders.withLock { sharedFolders in
      if let known = sharedFolders[root] { return known }
      let folder = OutputFolder(root)
      sharedFolders[root] = folder
      return folder
    }
  }

  private static let sharedFolders = Locked([String: OutputFolder]())

  public var listPath: String { (root as NSString).appendingPathComponent(Self.listName) }

  /// The full path of `relative`.
  public func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  public func owns(_ relative: String) -> Bool { lock.withLock { owned.contains(relative) } }

  /// Throws when `relative` exists and specsheet did not write it (or it is the list itself).
  public func checkWritable(_ relative: String) throws {
    if relative == Self.listName || (!owns(relative) && FileManager.default.fileExists(atPath: path(relative))) {
      throw PipelineError.write(path: path(relative), reason: Self.foreignReason(root))
    }
  }

  /// Lists `names` as ours (one append to the list), creating the folder when needed.
  public func note(_ names: [String]) throws {
    try lock.withLock {
      let new = names.filter { !owned.contains($0) }
      guard !new.isEmpty else { return }
      if let problem = AtomicFile.createFolder(root) { throw PipelineError.write(path: root, reason: problem) }
      let fd = open(listPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
      guard fd >= 0 else { throw PipelineError.write(path: listPath, reason: String(cString: strerror(errno))) }
      defer { close(fd) }
      let bytes = Self.text(new)
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
      guard written == bytes.count else {
        throw PipelineError.write(path: listPath, reason: String(cString: strerror(errno)))
      }
      owned.formUnion(new)
    }
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

  /// Removes `relative` when specsheet wrote it; anything else stays.
  public func removeIfOwned(_ relative: String) {
    guard owns(relative) else { return }
    unlink(path(relative))
  }

  /// The listed files under `folder` (relative; "" for all).
  public func owned(under folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    return lock.withLock { owned.filter { $0.hasPrefix(prefix) }.sorted() }
  }

  /// Puts the list back as it was opened (a run that wrote nothing after all).
  public func rollback() {
    lock.withLock {
      if let original {
        try? AtomicFile.write(original, to: listPath, durable: false)
      } else {
        unlink(listPath)
      }
    }
  }

  static func foreignReason(_ root: String) -> String {
    let list = (root as NSString).appendingPathComponent(listName)
    return "it exists and specsheet did not write it (it is not listed in \(list)); "
      + "move it away or choose another folder"
  }

  /// One name a line; `%` and line breaks escaped so any file name fits. A name without them
  /// (every name a render writes) is copied as it is: Foundation's replacingOccurrences goes
  /// through NSString (0.65M instructions for a one-image render's first call).
  static func text(_ names: [String]) -> [UInt8] {
    var text: [UInt8] = []
    for name in names {
      let special = name.utf8.contains { $0 == UInt8(ascii: "%") || $0 == 0x0A || $0 == 0x0D }
      let line =
        special
        ? name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
          .replacingOccurrences(of: "\r", with: "%0D") : name
      text += line.utf8
      text.append(0x0A)
    }
    return text
  }

  static func parse(_ text: String) -> [String] {
    // A line cut by a kill has no line break: it names nothing.
    var lines = text.components(separatedBy: "\n")
    lines.removeLast()
    return lines.filter { !$0.isEmpty }.map {
      $0.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
        .replacingOccurrences(of: "%25", with: "%")
    }
  }
}
