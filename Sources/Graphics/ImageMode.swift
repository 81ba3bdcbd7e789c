/// One coordinate of an image's mode: an axis of `axes:` (specsheet.yaml) and its value, written
/// `axis=value` in the image's name (`…/state~direction=rtl@2x.png`, issue 39, "Stable names").
/// In a manifest it is `{"axis": …, "value": …}` (Codable).
public struct ImageMode: Codable, Hashable, Sendable, CustomStringConvertible {
  public var axis: String
  public var value: String

  public init(axis: String, value: String) {
    self.axis = axis
    self.value = value
  }

  /// `axis=value`.
  public var description: String { "\(axis)=\(value)" }

  /// `~a=x,b=y`, the part of an image name between its state and `@Nx`; empty for no modes, so a
  /// default-mode name is written exactly as before axes existed.
  public static func suffix(_ modes: [ImageMode]) -> String {
    modes.isEmpty ? "" : "~" + modes.map(\.description).joined(separator: ",")
  }

  /// The longest axis name or value: names stay short enough for a file system.
  public static let maxTextLength = 40

  /// Whether `text` may be an axis name or value in an image's path: ASCII letters, digits, `-`
  /// and `_`, starting with a letter or digit, so it can never carry `/`, `~`, `,`, `=`, `@`, or
  /// lead to a hidden file.
  public static func isNameText(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, (1...maxTextLength).contains(text.unicodeScalars.count) else {
      return false
    }
    func allowed(_ c: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
    }
    return text.unicodeScalars.allSatisfy(allowed) && first != "-" && first != "_"
  }

  /// Reads `a=x,b=y` (the text after `~`); nil (with the reason) when it is not such a list or
  /// names an axis twice. The list is taken as written: `ModeAxes.canonical` puts it in order.
  public static func parseList(_ text: Substring) -> Result<[ImageMode], ImageModeProblem> {
    var modes: [ImageMode] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = item.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
      guard pair.count == 2, isNameText(pair[0]), isNameText(pair[1]) else {
        return .failure(ImageModeProblem("write each mode axis=value (letters, digits, - and _), joined by commas"))
      }
      if modes.contains(where: { $0.axis == pair[0] }) {
        return .failure(ImageModeProblem("the axis \(pair[0]) is named twice"))
      }
      modes.append(ImageMode(axis: pair[0], value: pair[1]))
    }
    return .success(modes)
  }
}

/// Why a list of modes is not one.
public struct ImageModeProblem: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}
