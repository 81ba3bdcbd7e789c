import Foundation
import Graphics

/// Where the files of a token load may lie (README, "Security model"). A path written in data
/// may name only files inside the project; a path typed on the command line may name any file,
/// but the files a resolver references are data, whoever named the resolver.
public enum TokenBoundary: Sendable, Equatable {
  /// A path written in data (a fixture's `tokens:`, specsheet.yaml's `tokens:`): the file and
  /// every file it references resolve (symbolic links followed) inside `root`, the project root.
  case data(root: String)
  /// A path typed on the command line (`--tokens`, `compare --from`): the file may be anywhere;
  /// the files it references resolve inside `referencesInside`, the project root of the file's
  /// own folder (nil: the file's own folder).
  case typed(referencesInside: String?)
}

extension TokenBoundary {
  /// The project around `file` as `ProjectRoot` finds it from the file's folder: the nearest
  /// folder above with `specsheet.yaml` or `.git`, else that folder (resolved). The boundary of
  /// a fixture's `tokens:` and of a resolver's references: for every file inside a project it
  /// is that project's root; a marker a pull request adds below the root only narrows it.
  public static func projectRoot(of file: String) -> String {
    let parent = (file as NSString).deletingLastPathComponent
    let start = DataFile.realPath(parent.isEmpty ? "." : parent) ?? "."
    var folder = start
    while true {
      for marker in ["specsheet.yaml", ".git"]
      where FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(marker)) {
        return folder
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { return start }
      folder = parent
    }
  }

  /// The folder the loaded file itself must lie in (nil: anywhere).
  var root: String? {
    if case .data(let root) = self { return root }
    return nil
  }

  /// The folder the files `file` references must lie in.
  func references(of file: String, _ source: TokenFileSource) -> String {
    switch self {
    case .data(let root): return root
    case .typed(let inside?): return inside
    case .typed(nil):
      let named = source.key(file) ?? file
      return source.isDisk ? Self.projectRoot(of: named) : (named as NSString).deletingLastPathComponent
    }
  }
}

/// How a load reads its files: from disk, each through `DataFile.read` (regular files only,
/// never blocking, at most `InputLimits.tokenFileBytes`), or from memory (the fuzz target).
public struct TokenFileSource: Sendable {
  /// The name a file is known by (its real path on disk), nil when there is none: `./a`,
  /// `././a`, `b/../a` and a symbolic link to `a` are one file, read once.
  let key: @Sendable (String) -> String?
  /// The file's bytes, refused unless it lies inside the boundary (nil: anywhere).
  let bytes: @Sendable (_ path: String, _ boundary: String?) throws(DataFile.Refusal) -> [UInt8]
  var isDisk = false

  public static let disk = TokenFileSource(
    key: { DataFile.realPath($0) },
    bytes: { (path, boundary) throws(DataFile.Refusal) in
      try DataFile.read(path, limit: InputLimits.tokenFileBytes, boundary: boundary)
    }, isDisk: true)

  /// Files held in memory by absolute path (`/fuzz/a.json`); a path's `.` and `..` are applied
  /// as text, and the boundary compared as text.
  public static func memory(_ files: [String: [UInt8]]) -> TokenFileSource {
    TokenFileSource(
      key: { standardized($0) },
      bytes: { (path, boundary) throws(DataFile.Refusal) in
        let name = standardized(path)
        if let boundary, !DataFile.isInside(name, standardized(boundary)) {
          throw DataFile.Refusal(path: path, reason: "outside the project (\(boundary))")
        }
        guard let bytes = files[name] else { throw DataFile.Refusal(path: path, reason: "no such file") }
        guard bytes.count <= InputLimits.tokenFileBytes else {
          throw DataFile.Refusal(
            path: path, reason: "the file is over \(InputLimits.bytesText(InputLimits.tokenFileBytes))")
        }
        return bytes
      })
  }

  /// An absolute path with `.`, `..` and repeated slashes applied as text.
  static func standardized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }
}

/// The files one load reads: each once, by real path; at most `InputLimits.tokenFiles` of them,
/// and at most `InputLimits.tokenLoadBytes` in all, a file counted each time it is used.
final class TokenFileReader {
  let source: TokenFileSource
  /// The folder referenced files must lie in.
  let referenceBoundary: String
  private var cache: [String: (document: JSONObject, bytes: Int)] = [:]
  /// Every file read, as first named, in the order read.
  private(set) var order: [String] = []
  private var used = 0

  init(source: TokenFileSource, referenceBoundary: String) {
    self.source = source
    self.referenceBoundary = referenceBoundary
  }

  /// The file a load starts from, inside `boundary` (nil: anywhere).
  func top(_ path: String, boundary: String?) throws(TokenError) -> JSONObject {
    do { return try read(path, boundary: boundary) } catch let refusal as DataFile.Refusal {
      throw TokenError(file: path, path: "", message: refusal.reason)
    } catch let error as TokenError { throw error } catch { fatalError("unreachable") }
  }

  /// A file a resolver references (`path` already relative to its folder) and the name it is
  /// known by. The message of a refusal never quotes `path`, which the resolver's data wrote.
  func reference(_ path: String) throws(TokenProblem) -> (document: JSONObject, file: String) {
    do {
      let document = try read(path, boundary: referenceBoundary)
      return (document, path)
    } catch let refusal as DataFile.Refusal {
      throw TokenProblem("names a file that cannot be used: \(refusal.reason)")
    } catch let error as TokenError {
      // The file exists inside the boundary (or the error is a cap): its name may be shown.
      throw TokenProblem("in \(TokenError.escaped(error.file, limit: TokenError.pathLimit)): \(error.message)")
    } catch {
      fatalError("unreachable")
    }
  }

  /// A document already in memory, counted as a file the load read.
  func counted(_ data: [UInt8], file: String) throws(TokenError) -> JSONObject {
    try charge(data.count, file: file)
    order.append(file)
    return try TokenSet.parseDocument(data, file: file)
  }

  private func read(_ path: String, boundary: String?) throws -> JSONObject {
    let key = source.key(path)
    if let boundary, key.map({ !DataFile.isInside($0, source.key(boundary) ?? boundary) }) ?? true {
      // Missing or outside: the source's own refusal says which, before any cap names the path.
      _ = try source.bytes(path, boundary)
      throw DataFile.Refusal(path: path, reason: "outside the project (\(boundary))")
    }
    if let key, let known = cache[key] {
      try charge(known.bytes, file: path)
      return known.document
    }
    guard cache.count < InputLimits.tokenFiles else {
      throw TokenError(
        file: path, path: "",
        message: "a load may read at most \(InputLimits.tokenFiles) token files (the cap on files per resolver)")
    }
    let bytes = try source.bytes(path, boundary)
    try charge(bytes.count, file: path)
    let document = try TokenSet.parseDocument(bytes, file: path)
    cache[key ?? path] = (document, bytes.count)
    order.append(path)
    return document
  }

  private func charge(_ bytes: Int, file: String) throws(TokenError) {
    used += bytes
    guard used <= InputLimits.tokenLoadBytes else {
      throw TokenError(
        file: file, path: "",
        message:
          "the token files of this load are over \(InputLimits.bytesText(InputLimits.tokenLoadBytes)) in all "
          + "(the cap; a file counts each time a resolver uses it)")
    }
  }
}
