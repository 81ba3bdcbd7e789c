/// The declared per-script font chain: which face draws the scripts a family has no glyphs for.
///
/// Pango's own fallback stays off (`pango.fallback=false`): a label in Roboto or Inter that holds
/// Arabic or Hebrew gets those runs from the family listed here, and nothing else. Any character
/// outside the requested family and its chain is still a missing-glyph error (emoji included).
/// The chain's fonts are in the backend's `FontConfiguration.directories`, so the environment
/// fingerprint covers them.
public enum FontChain {
  /// Scripts the chain can supply.
  public enum Script: String, Hashable, Sendable, CaseIterable {
    case arabic, hebrew

    /// `Arabic`, `Hebrew`.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The script of a letter or mark; nil for other scripts and for characters every script
    /// shares (spaces, punctuation, digits, symbols), which `segments` resolves from their
    /// neighbours.
    public static func of(_ scalar: Unicode.Scalar) -> Script? {
      switch scalar.value {
      // Arabic, Arabic Supplement, Arabic Extended-A, Presentation Forms-A and -B.
      case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
      // Hebrew and its presentation forms.
      case 0x0590...0x05FF, 0xFB1D...0xFB4F: .hebrew
      default: nil
      }
    }
  }

  /// One link: `family` draws `script`; it exists only in `weights` (Debian's fonts-noto-core
  /// 20201225 ships Regular and Bold of each).
  public struct Link: Hashable, Sendable {
    public var script: Script
    public var family: String
    public var weights: [Int]
  }

  static let notoArabic = Link(script: .arabic, family: "Noto Sans Arabic", weights: [400, 700])
  static let notoHebrew = Link(script: .hebrew, family: "Noto Sans Hebrew", weights: [400, 700])

  /// The chain of each family that lacks the scripts. DejaVu Sans draws Hebrew and Arabic itself
  /// and has no chain; the icon font has none either.
  public static let links: [String: [Link]] = [
    "Roboto": [notoArabic, notoHebrew],
    "Inter": [notoArabic, notoHebrew],
  ]

  /// The face that draws `script` for `font`, with its weight matched; nil when the family draws
  /// it itself (or nobody does: then glyphs are missing and the layout fails).
  public static func face(for script: Script, in font: Font) -> (family: String, weight: Int)? {
    guard let link = links[font.family]?.first(where: { $0.script == script }) else { return nil }
    return (link.family, matchedWeight(font.weight, among: link.weights))
  }

  /// CSS Fonts 4 §5.2 (font-weight matching): a wanted weight from 400 to 500 tries heavier
  /// weights up to 500, then lighter ones, then heavier; below 400, lighter first; above 500,
  /// heavier first. So 500 (Medium) is drawn Regular and 600 (Semibold) Bold here.
  public static func matchedWeight(_ wanted: Int, among weights: [Int]) -> Int {
    if weights.contains(wanted) { return wanted }
    let lighter = weights.filter { $0 < wanted }.sorted(by: >)
    let heavier = weights.filter { $0 > wanted }.sorted()
    let order: [Int]
    if (400...500).contains(wanted) {
      order = heavier.filter { $0 <= 500 } + lighter + heavier.filter { $0 > 500 }
    } else if wanted < 400 {
      order = lighter + heavier
    } else {
      order = heavier + lighter
    }
    return order.first ?? wanted
  }

  /// Weight substitutions the chain makes for `font` (one line each, for manifests and sheets),
  /// e.g. `Inter 500 -> Noto Sans Arabic 400 for Arabic`.
  public static func substitutions(for font: Font) -> [String] {
    (links[font.family] ?? []).compactMap { link in
      let weight = matchedWeight(font.weight, among: link.weights)
      guard weight != font.weight else { return nil }
      return "\(font.family) \(font.weight) -> \(link.family) \(weight) for \(link.script.name)"
    }
  }

  /// A run of `text` (UTF-8 byte offsets) that the chain draws in `family` at `weight`.
  public struct Segment: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var family: String
    public var weight: Int
  }

  /// The runs of `text` that `font`'s chain draws. Shared characters (spaces, punctuation,
  /// digits) between two runs of one script belong to it, so words keep one font's spacing;
  /// at the start or end of the text they follow their only neighbour. A shared character the
  /// chain's face lacks (`covers` says, e.g. Noto Sans Arabic has no ASCII quote) stays in the
  /// asked font.
  public static func segments(
    of text: String, font: Font,
    covers: (Unicode.Scalar, _ face: (family: String, weight: Int)) -> Bool = { _, _ in true }
  ) -> [Segment] {
    guard let chain = links[font.family], !chain.isEmpty else { return [] }
    // Per scalar: its byte range and strong class (script, or "other" as nil-with-flag).
    enum Class: Equatable {
      case script(Script)
      case other
      case shared
    }
    var classes: [(start: Int, end: Int, kind: Class)] = []
    let scalars = Array(text.unicodeScalars)
    var offset = 0
    for scalar in scalars {
      let length = UTF8.width(scalar)
      let kind: Class
      if let script = Script.of(scalar) {
        kind = .script(script)
      } else {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: kind = .other
        case .nonspacingMark, .spacingMark, .enclosingMark: kind = classes.last?.kind ?? .shared
        default: kind = .shared
        }
      }
      classes.append((offset, offset + length, kind))
      offset += length
    }
    guard classes.contains(where: { if case .script = $0.kind { return true } else { return false } }) else {
      return []
    }
    // Resolve shared characters from their strong neighbours.
    var resolved = classes.map(\.kind)
    var i = 0
    while i < resolved.count {
      guard resolved[i] == .shared else {
        i += 1
        continue
      }
      var j = i
      while j < resolved.count, resolved[j] == .shared { j += 1 }
      let before = i > 0 ? resolved[i - 1] : nil
      let after = j < resolved.count ? resolved[j] : nil
      let fill: Class =
        if let before, let after { before == after ? before : .other } else { before ?? after ?? .other }
      for k in i..<j {
        resolved[k] = fill
        if case .script(let script) = fill, let face = face(for: script, in: font), !covers(scalars[k], face) {
          resolved[k] = .other
        }
      }
      i = j
    }
    var result: [Segment] = []
    for (index, kind) in resolved.enumerated() {
      guard case .script(let script) = kind, let face = face(for: script, in: font) else { continue }
      let (start, end) = (classes[index].start, classes[index].end)
      if var last = result.last, last.end == start, last.family == face.family {
        last.end = end
        result[result.count - 1] = last
      } else {
        result.append(Segment(start: start, end: end, family: face.family, weight: face.weight))
      }
    }
    return result
  }
}

extension TextRun {
  /// The chain faces this run's text is drawn in besides its own font, one line each:
  /// `Arabic in Noto Sans Arabic 400` (for the manifest and the sheet's swatches).
  public var chainFaces: [String] {
    var lines: [String] = []
    for segment in FontChain.segments(of: text, font: font) {
      let script = FontChain.links[font.family]?.first { $0.family == segment.family }?.script.name ?? "text"
      let line = "\(script) in \(segment.family) \(segment.weight)"
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }
}
