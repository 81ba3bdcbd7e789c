import Graphics

/// Problems with fonts: the hermetic configuration, or a request Pango cannot honour exactly.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A configured font folder (or its expected file) is missing: the package is not installed.
  case missingFontDirectory(path: String, debianPackage: String)
  /// fontconfig rejected the project's configuration or could not scan the folders.
  case configurationFailed(String)
  /// The font request itself is unusable (empty family, non-finite or non-positive size...).
  case invalidRequest(Font, reason: String)
  /// Pango picked another face than the one asked for (no silent fallback).
  case resolvedToOtherFont(requested: Font, family: String, weight: Int, text: String)
  /// Some characters have no glyph in the requested font.
  case missingGlyphs(text: String, font: Font, count: Int, characters: [UInt32])
  /// A Pango call gave back nothing usable.
  case pangoFailure(String)
  /// Cairo cannot draw this face (FreeType failed to open it or to load a glyph); Pango would
  /// draw its text as empty boxes without a word.
  case faceNotDrawable(family: String, weight: Int, reason: String)

  public var description: String {
    switch self {
    case .missingFontDirectory(let path, let package):
      "font folder \(path) is missing; install the Debian package \(package) (apt-get install \(package))"
    case .configurationFailed(let message):
      "fontconfig: \(message)"
    case .invalidRequest(let font, let reason):
      "font \(quoted(font.family)) \(font.weight) \(safeNumber(font.size))pt: \(reason)"
    case .resolvedToOtherFont(let font, let family, let weight, let text):
      "font \(quoted(font.family)) \(font.weight) resolved to \(quoted(family)) \(weight)"
        + (text.isEmpty ? "" : " for text \(quoted(abbreviated(text)))")
        + "; only the fonts in FontConfiguration are available and none is substituted"
    case .missingGlyphs(let text, let font, let count, let characters):
      "text \(quoted(abbreviated(text))) has \(count) glyph\(count == 1 ? "" : "s") missing from "
        + "\(quoted(font.family)) \(font.weight)"
        + (characters.isEmpty
          ? "" : " (" + characters.map { "U+" + $0.codePointHex }.joined(separator: ", ") + ")")
    case .pangoFailure(let message):
      "pango: \(message)"
    case .faceNotDrawable(let family, let weight, let reason):
      "font \(quoted(family)) \(weight) cannot be drawn (cairo: \(reason)); "
        + "its text would show as empty boxes"
    }
  }
}

/// Problems with a display list or the canvas it asks for.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidScale(Int)
  /// The canvas size is not finite, or is zero or negative on a side.
  case invalidCanvas(Size)
  /// The pixel size exceeds `BitmapRenderer.maxSide` per side or `maxPixels` in total.
  case canvasTooLarge(width: Int, height: Int)
  /// A PDF or SVG page larger than `VectorRenderer.maxSide` points.
  case pageTooLarge(Size)
  /// A command carries unusable geometry (non-finite numbers, negative sizes...).
  case invalidCommand(index: Int, command: String, reason: String)
  /// `popClip` without a matching `pushClip`, or clips left open at the end.
  case unbalancedClip(index: Int, reason: String)
  /// Cairo reported an error status.
  case cairo(String)

  public var description: String {
    switch self {
    case .invalidScale(let scale):
      "scale \(scale) is not supported (use 1...\(BitmapRenderer.maxScale))"
    case .invalidCanvas(let size):
      "canvas \(size.width)x\(size.height)pt is empty or not finite"
    case .canvasTooLarge(let width, let height):
      "canvas \(width)x\(height)px is too large (at most \(BitmapRenderer.maxSide)px per side and "
        + "\(BitmapRenderer.maxPixels) pixels)"
    case .pageTooLarge(let size):
      "page \(size.width)x\(size.height)pt is too large (at most \(Int(VectorRenderer.maxSide))pt per side)"
    case .invalidCommand(let index, let command, let reason):
      "command #\(index) (\(command)): \(reason)"
    case .unbalancedClip(let index, let reason):
      "command #\(index): \(reason)"
    case .cairo(let message):
      "cairo: \(message)"
    }
  }
}

/// `Double.dumped` traps on NaN and infinity (Graphics); errors must print them.
func safeNumber(_ v: Double) -> String { v.isFinite && abs(v) < 1e15 ? v.dumped : "\(v)" }

func quoted(_ s: String) -> String { "\"" + s + "\"" }

func abbreviated(_ s: String, limit: Int = 60) -> String {
  let flat = s.replacingNewlines()
  return flat.count <= limit ? flat : String(flat.prefix(limit)) + "…"
}

extension String {
  /// Newlines as `\n`; control and private-use characters (icon codepoints) as `\u{XXXX}`.
  fileprivate func replacingNewlines() -> String {
    var out = ""
    for scalar in unicodeScalars {
      let v = scalar.value
      if scalar == "\n" {
        out += "\\n"
      } else if v < 0x20 || v == 0x7F || (0xE000...0xF8FF).contains(v) || v >= 0xF0000 {
        out += "\\u{" + v.codePointHex + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
