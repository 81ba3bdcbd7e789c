import Foundation

/// New files written as they become ready, from any thread, and made visible all at once.
///
/// `stage` writes a hidden temporary file beside its target (`.<name>.<pid>.<id>.tmp`) without
/// syncing it; `commit` syncs each file system once (`syncfs`; for a few files, each file), renames
/// every temporary file over its target (each rename is atomic: a target is either its old or its
/// new content), and syncs again (the file systems, or the folders) so the renames are durable.
/// `discard` removes the temporary files and the folders staging created. A run of several hundred
/// files thus costs two syncs instead of one fsync per file, and writing overlaps rendering
/// instead of following it.
public final class StagedFiles: @unchecked Sendable {
  /// Ends a staging failure's message ("no golden was changed", "no file was written").
  public let unchanged: String
  private let token = "\(getpid()).\(UUID().uuidString.prefix(8))"
  private let lock = NSLock()
  /// The files staged, in staging order: a folder shared by its files ("" for a full path) and
  /// the name under it, as the caller gave them (a name also on an ownership list is one string
  /// for both). Targets and temporary names are made from them when needed.
  private var staged: [(root: String, name: String)] = []
  /// Folders staging created, in creation order (removed again by `discard`).
  private var created: [String] = []
  /// Folders known to exist (found or created): a render stages several files per folder, and
  /// looking each folder up again under the lock made workers wait for each other's stat calls.
  private var ready: Set<String> = []

  /// Whether `commit` syncs: goldens must survive a crash; a render's output folder, remade by
  /// every run, only needs each file whole (the rename), as check's artifacts and reports do.
  public let durable: Bool

  public init(unchanged: String = "no golden was changed", durable: Bool = true) {
    self.unchanged = unchanged
    self.durable = durable
  }

  public var count: Int { lock.withLock { staged.count } }

  /// Writes `bytes` to a temporary file beside `path`. Throws `PipelineError.write` naming
  /// `path`; what was staged before stays staged (the caller discards).
  public func stage(_ bytes: [UInt8], at path: String) throws { try stage(bytes, in: "", at: path) }

  /// Stages `name` under the folder `root` (as `stage(_:at:)` the joined path), keeping the two
  /// strings it was given.
  public func stage(_ bytes: [UInt8], in root: String, at name: String) throws {
    let path = Self.join(root, name)
    do {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw PipelineError.write(path: path, reason: "a folder is in the way")
      }
      let folder = FilePath.parent(path)
      try prepare(folder, for: path)
      try Self.writeFile(bytes, to: temporary(for: path), target: path)
      lock.withLock { staged.append((root, name)) }
    } catch {
      let reason = (error as? PipelineError)?.description ?? "\(error)"
      throw PipelineError.write(
        path: path, reason: "\(reason.replacingOccurrences(of: "cannot write \(path): ", with: "")); \(unchanged)")
    }
  }

  static func join(_ root: String, _ name: String) -> String {
    root.isEmpty ? name : (root as NSString).appendingPathComponent(name)
  }

  /// The hidden file `target` is staged in: `.<name>.<pid>.<id>.tmp` beside it.
  private func temporary(for target: String) -> String {
    (FilePath.parent(target) as NSString).appendingPathComponent(
      ".\((target as NSString).lastPathComponent).\(token).tmp")
  }

  /// Makes `folder` (and the folders above it) unless known to exist. Serialised, so each
  /// created folder is recorded exactly once.
  private func prepare(_ folder: String, for path: String) throws {
    try lock.withLock {
      if ready.contains(folder) { return }
      let missing = AtomicFile.missingFolders(folder).reversed()
      if let problem = AtomicFile.createFolder(folder) {
        throw PipelineError.write(path: path, reason: problem)
      }
      created += missing
      ready.insert(folder)
    }
  }

  /// Opens a staged file to be written piece by piece (`StagedStream.append`, then `close`
  /// before `commit`); it is staged from the start, so `discard` removes it too.
  public func stream(at path: String) throws -> StagedStream {
    let folder = FilePath.parent(path)
    try prepare(folder, for: path)
    let fd = open(temporary(for: path), O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      throw PipelineError.write(path: path, reason: "\(String(cString: strerror(errno))); \(unchanged)")
    }
    lock.withLock { staged.append(("", path)) }
    return StagedStream(fd: fd, target: path, unchanged: unchanged)
  }

  /// Syncs the staged data, renames every file over its target in staging order, and syncs the
  /// renames (the syncs only when `durable`). A failed rename removes the temporary files not
  /// yet renamed and says how many targets were already replaced.
  public func commit() throws {
    let files = lock.withLock { staged }.lazy.map(Self.join)
    // A few files: each is fsynced, which waits for our own data only (syncfs also waits for
    // whatever else the file system has to write: 15-35 ms seen for a one-image render while
    // another build ran). Many files: one syncfs is cheaper than a call per file.
    let individually = files.count <= Self.individualSyncLimit
    if durable && individually {
      Self.syncPaths(files.map(temporary(for:)))
    } else if durable {
      Self.syncFileSystems(of: files.map(temporary(for:)))
    }
    for (i, file) in files.enumerated() where rename(temporary(for: file), file) != 0 {
      let message = String(cString: strerror(errno))
      for rest in files.dropFirst(i) { OwnedRemoval.remove(path: temporary(for: rest)) }
      lock.withLock { staged = [] }
      throw PipelineError.write(
        path: file,
        reason: "\(message); \(i) of \(files.count) files were replaced before this one, the rest are unchanged")
    }
    if durable && individually {
      Self.syncPaths(Set(files.map { FilePath.parent($0) }).sorted().map { $0.isEmpty ? "." : $0 })
    } else if durable {
      Self.syncFileSystems(of: files)
    }
    lock.withLock { staged = [] }
  }

  /// Up to this many files, `commit` fsyncs each file and folder instead of syncing the file system.
  static let individualSyncLimit = 16

  /// fsync of each path, all at once (each on a thread of its own, this one among them); returns
  /// when every one has returned, so each file is exactly as durable as after one call after
  /// another. Concurrent calls wait for one journal commit together instead of one commit each:
  /// with another build writing, a one-image render's four fsyncs (its PNG and manifest, then
  /// their two folders) took about half as long; on an idle disk they are short either way.
  static func syncPaths(_ paths: [String]) {
    guard paths.count > 1 else { return paths.forEach(syncPath) }
    // Plain threads: starting Dispatch's pool cost a one-image render 0.2-0.7 ms of CPU.
    var threads: [pthread_t] = []
    for path in paths.dropFirst() {
      let context = Unmanaged.passRetained(SyncedPath(path)).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { context in
          StagedFiles.syncPath(Unmanaged<SyncedPath>.fromOpaque(context!).takeRetainedValue().path)
          return nil
        }, context)
      if started == 0 {
        threads.append(thread)
      } else {
        Unmanaged<SyncedPath>.fromOpaque(context).release()
        syncPath(path)
      }
    }
    syncPath(paths[0])
    for thread in threads { pthread_join(thread, nil) }
  }

  /// fsync of a file or folder (a folder's makes the renames in it durable).
  static func syncPath(_ path: String) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Removes every staged temporary file and the folders staging created (when empty).
  public func discard() {
    let (files, folders) = lock.withLock { (staged, created) }
    for file in files { OwnedRemoval.remove(path: temporary(for: Self.join(file.root, file.name))) }
    for folder in folders.reversed() { OwnedRemoval.remove(path: folder, folder: true) }
    lock.withLock {
      staged = []
      created = []
      ready = []
    }
  }

  /// One `syncfs` per file system holding any of `paths` (usually one).
  static func syncFileSystems(of paths: some Sequence<String>) {
    var devices = Set<UInt64>()
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0, devices.insert(UInt64(info.st_dev)).inserted else { continue }
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { continue }
      syncFileSystem(fd)
      close(fd)
    }
  }

  /// Linux's `syncfs(2)`, which Glibc's Swift module does not export (it is a GNU extension):
  /// found once through the dynamic linker; `sync()` (every file system) where it is missing.
  static let syncFileSystem: @Sendable (Int32) -> Void = {
    typealias SyncFS = @convention(c) (Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return { _ in sync() } }
    let syncfs = unsafeBitCast(symbol, to: SyncFS.self)
    return { _ = syncfs($0) }
  }()

  /// Creates `path` exclusively and writes all of `bytes`; synced only with `sync` (`commit`
  /// syncs staged files its own way).
  static func writeFile(_ bytes: [UInt8], to path: String, target: String, sync: Bool = false) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw PipelineError.write(path: target, reason: String(cString: strerror(errno))) }
    defer {
      if sync { fsync(fd) }
      close(fd)
    }
    do { try AtomicFile.writeAll(bytes, to: fd, path: target) } catch {
      OwnedRemoval.remove(path: path)
      throw error
    }
  }
}

/// A path handed to a syncing thread (`StagedFiles.syncPaths`).
private final class SyncedPath {
  let path: String
  init(_ path: String) { self.path = path }
}

/// A staged file written in pieces (see `StagedFiles.stream`).
/// Used from one thread at a time: `InOrder` delivers under its lock.
public final class StagedStream: @unchecked Sendable {
  private var fd: Int32
  let target: String
  let unchanged: String

  init(fd: Int32, target: String, unchanged: String) {
    self.fd = fd
    self.target = target
    self.unchanged = unchanged
  }

  deinit { close() }

  /// Appends all of `bytes`.
  public func append(_ bytes: [UInt8]) throws {
    do { try AtomicFile.writeAll(bytes, to: fd, path: target) } catch {
      guard case .write(let path, let reason) = error else { throw error }
      throw PipelineError.write(path: path, reason: "\(reason); \(unchanged)")
    }
  }

  /// Closes the file (before `commit`; again is harmless).
  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }
}
