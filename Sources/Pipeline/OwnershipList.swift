import Foundation
import Graphics

/// A `.specsheet-files` list that cannot be trusted: a line that names nothing specsheet could
/// have written, or a list that is not a regular file of its own. One line, naming the list and
/// the line number, never the line's text (a pull request may have written it).
public struct OwnershipListError: Error, CustomStringConvertible, Sendable {
  public var path: String
  public var line: Int?
  public var reason: String
  /// 65 for a bad line or an oversize list; 73 for a link or a non-regular file in its place.
  public var status: ExitStatus

  public var description: String {
    let place = line.map { "\(path):\($0)" } ?? path
    return "\(place.escapingControlCharacters): \(reason)"
  }
}

/// Reading and writing the list's text: one name a line, `%` and line breaks escaped.
enum OwnershipList {
  /// Reads the list at `path` without following a symbolic link; nil when there is none. Throws
  /// when it is a link, not a regular file, over `InputLimits.ownershipListBytes`, or holds a
  /// bad line. `fd` is the folder the list is in, when open (then `path` is only for messages).
  static func read(_ path: String, in folder: Int32) throws -> (names: [String], size: Int)? {
    let fd = openat(folder, OutputFolder.listName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      throw OwnershipListError(
        path: path, reason: "\(reason), not specsheet's list of the files it wrote; remove it", status: .cannotWrite)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw OwnershipListError(
        path: path, reason: "not a regular file, so not specsheet's list of the files it wrote; remove it",
        status: .cannotWrite)
    }
    let cap = InputLimits.ownershipListBytes
    guard Int(info.st_size) <= cap else {
      throw OwnershipListError(
        path: path, reason: "larger than the \(InputLimits.bytesText(cap)) cap on a list of owned files",
        status: .badInput)
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      count += n
    }
    guard count <= cap else {
      throw OwnershipListError(
        path: path, reason: "larger than the \(InputLimits.bytesText(cap)) cap on a list of owned files",
        status: .badInput)
    }
    return (try names(bytes[..<count], path: path), count)
  }

  /// The names of a list's text, each checked: a line a kill cut short (no line break) names
  /// nothing; any other line must decode to a name `OwnedRemoval.problem` accepts.
  static func names(_ bytes: ArraySlice<UInt8>, path: String) throws -> [String] {
    var names: [String] = []
    var number = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      number += 1
      func bad(_ reason: String) -> OwnershipListError {
        OwnershipListError(path: path, line: number, reason: "\(reason); fix or remove the list", status: .badInput)
      }
      guard line.count <= InputLimits.ownedNameBytes else {
        throw bad("a line longer than \(InputLimits.ownedNameBytes) bytes")
      }
      guard let text = String(validating: line, as: UTF8.self) else { throw bad("not UTF-8") }
      guard let name = decode(text) else { throw bad("a % not followed by 25, 0A or 0D") }
      if let problem = OwnedRemoval.problem(name) { throw bad("\(problem) cannot be a file specsheet wrote here") }
      if name == OutputFolder.listName { throw bad("the list cannot list itself") }
      names.append(name)
    }
    return names
  }

  /// One name a line; `%` and line breaks escaped, byte by byte, so any file name fits (a `%`
  /// before a combining mark too, which escaping by characters once left as it was).
  static func text(_ names: [String]) -> [UInt8] {
    var text: [UInt8] = []
    for name in names {
      for byte in name.utf8 {
        switch byte {
        case UInt8(ascii: "%"): text += Array("%25".utf8)
        case 0x0A: text += Array("%0A".utf8)
        case 0x0D: text += Array("%0D".utf8)
        default: text.append(byte)
        }
      }
      text.append(0x0A)
    }
    return text
  }

  /// A line's name: `%25`, `%0A` and `%0D` undone; nil for any other `%`.
  static func decode(_ line: String) -> String? {
    guard line.utf8.contains(UInt8(ascii: "%")) else { return line }
    var out: [UInt8] = []
    var bytes = line.utf8[...]
    while let byte = bytes.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        out.append(byte)
        continue
      }
      let code = String(decoding: bytes.prefix(2), as: UTF8.self)
      bytes = bytes.dropFirst(2)
      switch code {
      case "25": out.append(UInt8(ascii: "%"))
      case "0A": out.append(0x0A)
      case "0D": out.append(0x0D)
      default: return nil
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The names of a list's text, lax (what `text` wrote, for tests of the escaping).
  static func parse(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    lines.removeLast()
    return lines.filter { !$0.isEmpty }.compactMap(decode)
  }
}
