import Foundation

/// One SAP theming parameter's CSS value (`#0070f2`, `.875rem`, `0 0 0.125rem 0 rgba(34,53,72,0.2)`)
/// as a DTCG 2025.10 token, or nil when the format has no type for it (a gradient, `none`, a URL,
/// a border style): those are kept under `$extensions` by `SAPThemeImport`. Only the shapes the
/// theming base content writes are read; anything else is left out rather than guessed.
enum SAPParameter {
  /// The token for `value`, or nil: a colour object, a dimension in px (rem at 16 px), a
  /// number, a font stack, a weight, or a shadow (a list when it has more than one layer).
  static func token(_ value: String) -> TokenJSON? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let color = color(text) { return typed("color", color) }
    if let length = length(text), text != "0" { return typed("dimension", length) }
    if let number = decimal(text) { return typed("number", .number(number)) }
    if let weight = ["bold": 700.0, "normal": 400.0][text] { return typed("fontWeight", .number(weight)) }
    if let stack = fontStack(text) { return typed("fontFamily", .array(stack.map { .string($0) })) }
    if let layers = shadow(text) { return typed("shadow", layers.count == 1 ? layers[0] : .array(layers)) }
    return nil
  }

  static func typed(_ type: String, _ value: TokenJSON) -> TokenJSON {
    var object = JSONObject()
    object["$type"] = .string(type)
    object["$value"] = value
    return .object(object)
  }

  /// sRGB components 0...255 and alpha 0...1 of `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`,
  /// `rgba()` or `transparent`.
  static func rgba(_ text: String) -> (r: Double, g: Double, b: Double, a: Double)? {
    if text == "transparent" { return (0, 0, 0, 0) }
    if text.hasPrefix("#") {
      var digits = Array(text.dropFirst())
      guard [3, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
      if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
      func byte(_ i: Int) -> Double { Double(Int(String(digits[i...i + 1]), radix: 16)!) }
      return (byte(0), byte(2), byte(4), digits.count == 8 ? byte(6) / 255 : 1)
    }
    for prefix in ["rgba(", "rgb("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
      let parts = text.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { decimal($0.trimmingCharacters(in: .whitespaces)) }
      guard numbers.count == parts.count, [3, 4].contains(numbers.count),
        numbers.prefix(3).allSatisfy({ (0...255).contains($0) }), numbers.count == 3 || (0...1).contains(numbers[3])
      else { return nil }
      return (numbers[0], numbers[1], numbers[2], numbers.count == 4 ? numbers[3] : 1)
    }
    return nil
  }

  /// A plain decimal (`0.4`, `.875`, `-1`): not Swift's wider syntax (`0x10`, `inf`, `1e400`).
  static func decimal(_ text: some StringProtocol) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
    return Double(String(text)).flatMap { $0.isFinite ? $0 : nil }
  }

  /// A DTCG colour object: sRGB components 0...1, alpha, and the 6-digit hex fallback.
  static func color(_ text: String) -> TokenJSON? {
    guard let (r, g, b, a) = rgba(text) else { return nil }
    var object = JSONObject()
    object["colorSpace"] = .string("srgb")
    object["components"] = .array([r, g, b].map { .number(rounded($0 / 255)) })
    object["alpha"] = .number(a)
    object["hex"] = .string("#" + [r, g, b].map { String(format: "%02x", Int($0.rounded())) }.joined())
    return .object(object)
  }

  /// Six decimals: every 8-bit channel comes back exactly (`round(x * 255)`), and the file stays readable.
  static func rounded(_ x: Double) -> Double { (x * 1_000_000).rounded() / 1_000_000 }

  /// `0`, `Npx` or `Nrem` as a DTCG dimension in px (1rem = 16px, the browsers' default).
  static func length(_ text: String) -> TokenJSON? {
    let (number, scale): (Substring, Double) =
      text.hasSuffix("rem") ? (text.dropLast(3), 16) : text.hasSuffix("px") ? (text.dropLast(2), 1) : (text[...], 0)
    guard let n = decimal(number) else { return nil }
    guard scale != 0 || n == 0 else { return nil }
    var object = JSONObject()
    object["value"] = .number(n * scale)
    object["unit"] = .string("px")
    return .object(object)
  }

  /// A CSS font stack (`"72", "72full", Arial, sans-serif`): more than one family, each a quoted
  /// name or words of letters, digits, spaces and hyphens.
  static func fontStack(_ text: String) -> [String]? {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard names.count > 1 else { return nil }
    var stack: [String] = []
    for name in names {
      let bare =
        name.hasPrefix("\"") && name.hasSuffix("\"") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
      guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) else { return nil }
      stack.append(bare)
    }
    return stack
  }

  /// CSS box or text shadow layers: `[inset] x y [blur [spread]] color`, lengths 0, px or rem.
  static func shadow(_ text: String) -> [TokenJSON]? {
    var layers: [TokenJSON] = []
    for layer in splitTopLevel(text) {
      var words = layer.split(separator: " ").map(String.init)
      let inset = words.first == "inset"
      if inset { words.removeFirst() }
      guard let last = words.popLast(), let color = color(last), (2...4).contains(words.count) else { return nil }
      let lengths = words.compactMap(length)
      guard lengths.count == words.count else { return nil }
      let zero = length("0")!
      var object = JSONObject()
      object["color"] = color
      object["offsetX"] = lengths[0]
      object["offsetY"] = lengths[1]
      object["blur"] = lengths.count > 2 ? lengths[2] : zero
      object["spread"] = lengths.count > 3 ? lengths[3] : zero
      if inset { object["inset"] = .bool(true) }
      layers.append(.object(object))
    }
    return layers.isEmpty ? nil : layers
  }

  /// `text` split at the commas outside parentheses.
  static func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for c in text {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
      if c == ",", depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(c)
      }
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }
}
