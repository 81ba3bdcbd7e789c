import Foundation

/// The per-run secret every write must carry: 128 random bits, hex. The page reads it from its
/// own URL (printed by `specsheet review`), so another local page or user cannot approve.
public struct ReviewToken: Sendable, Equatable {
  public let hex: String

  public init() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    hex = bytes.map { String(format: "%02x", $0) }.joined()
  }

  /// Compares in time independent of where the strings first differ.
  public func matches(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let a = Array(hex.utf8)
    let b = Array(candidate.utf8)
    var difference = UInt8(a.count == b.count ? 0 : 1)
    for i in 0..<a.count { difference |= a[i] ^ (i < b.count ? b[i] : 0) }
    return difference == 0
  }
}

/// Image names sent by the page, judged before anything is written.
public enum ReviewNames {
  /// Why `name` cannot name a golden inside the goldens folder (`../x`, `/etc/x`, `%2e%2e/x`,
  /// a backslash, a control character), or nil when it is a plain relative name.
  public static func escapeProblem(_ name: String) -> String? {
    if name.isEmpty { return "an empty name" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) {
      return "\(quoted(name)) has a control character or backslash"
    }
    if name.hasPrefix("/") || name.hasPrefix("~") { return "\(quoted(name)) is an absolute path" }
    // Percent-encoded names are judged decoded too: `%2e%2e%2f` is `../`.
    if name.contains("%") {
      guard let decoded = name.removingPercentEncoding, decoded != name else {
        return "\(quoted(name)) is percent-encoded"
      }
      return escapeProblem(decoded).map { "\($0) (decoded from \(quoted(name)))" }
        ?? "\(quoted(name)) is percent-encoded"
    }
    if name.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
      $0 == ".." || $0 == "." || $0.isEmpty
    }) {
      return "\(quoted(name)) leaves the goldens folder (a `..`, `.` or empty path part)"
    }
    return nil
  }

  static func quoted(_ name: String) -> String {
    "\"" + String(name.prefix(200)).replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
