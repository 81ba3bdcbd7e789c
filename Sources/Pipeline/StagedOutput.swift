import Foundation

/// A set of files written into an `OutputFolder` all or nothing: a report, a site's pages,
/// sheets. Each file is checked (never over a file specsheet did not write), listed, then
/// staged beside its target; `commit` renames them all into place once every one was written.
/// A failure part-way (a full disk, a render error) `discard`s: the staged files go and the
/// names this run added are taken back, so no partial report (pictures without their page) is
/// left. A run killed part-way leaves only temporary files beside listed names, which the next
/// run into the folder removes.
public final class StagedOutput: @unchecked Sendable {
  public let folder: OutputFolder
  private let staging: StagedFiles
  private let lock = NSLock()
  private var names: [String] = []

  public init(_ folder: OutputFolder, unchanged: String = "no file was written", durable: Bool = false) {
    self.folder = folder
    staging = StagedFiles(unchanged: unchanged, durable: durable)
  }

  /// The files staged so far (relative), in staging order.
  public var written: [String] { lock.withLock { names } }

  /// Stages `bytes` for `relative`.
  public func write(_ bytes: [UInt8], to relative: String) throws {
    try folder.checkWritable(relative)
    try folder.note([relative])
    try staging.stage(bytes, at: folder.path(relative))
    lock.withLock { names.append(relative) }
  }

  public func write(_ text: String, to relative: String) throws {
    try write(Array(text.utf8), to: relative)
  }

  /// Renames every staged file into place; a failure discards what was not renamed.
  public func commit() throws {
    do {
      try folder.confirm()
      try staging.commit()
    } catch {
      folder.rollback()
      throw error
    }
    folder.tidy()
  }

  /// Removes the staged files and takes back the names this run added.
  public func discard() {
    staging.discard()
    folder.rollback()
  }

  /// Writes with `body`, then commits; discards when `body` or the commit throws.
  public func run<T>(_ body: (StagedOutput) throws -> T) throws -> T {
    do {
      let result = try body(self)
      try commit()
      return result
    } catch {
      discard()
      throw error
    }
  }
}
