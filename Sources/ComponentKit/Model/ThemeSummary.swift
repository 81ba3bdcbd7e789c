import Graphics
import Tokens

/// What a theme page shows of a system's theme: its colours (and which are ink, which surfaces,
/// for the contrast matrix), type styles and shapes or metrics, each with the token path a token
/// set would set it through. Each design system writes its own (`SystemTheme.summary`), so the
/// site names no system.
public struct ThemeSummary: Sendable {
  public var colors: [Value]
  /// Of `colors`, the names drawn as text or icons, and those drawn as backgrounds.
  public var textRoles: [String]
  public var surfaceRoles: [String]
  public var typeStyles: [Value]
  public var shapes: [Value]

  public init(colors: [Value], textRoles: [String], surfaceRoles: [String], typeStyles: [Value], shapes: [Value]) {
    self.colors = colors
    self.textRoles = textRoles
    self.surfaceRoles = surfaceRoles
    self.typeStyles = typeStyles
    self.shapes = shapes
  }

  /// One named value as text (`#6200EE`, `Roboto 500 14pt`, `corner radius 4pt`), the token path
  /// that sets it (`material.color.primary`) and whether a token's value is the one drawn.
  public struct Value: Sendable {
    public var name: String
    public var text: String
    public var color: Color?
    public var tokenPath: String
    public var isDrawn: @Sendable (TokenValue) -> Bool

    public init(
      name: String, text: String, color: Color? = nil, tokenPath: String,
      isDrawn: @escaping @Sendable (TokenValue) -> Bool
    ) {
      self.name = name
      self.text = text
      self.color = color
      self.tokenPath = tokenPath
      self.isDrawn = isDrawn
    }

    /// A colour, set by a colour token.
    public static func color(_ name: String, _ color: Color, tokenPath: String) -> Value {
      Value(name: name, text: color.description, color: color, tokenPath: tokenPath) { $0 == .color(color) }
    }

    /// A font, set by a typography token whose first family, weight and size are the font's.
    public static func font(_ name: String, _ font: Font, tokenPath: String) -> Value {
      Value(name: name, text: font.description, tokenPath: tokenPath) {
        guard case .typography(let t) = $0 else { return false }
        return t.family.first == font.family && t.weight == font.weight && t.size == font.size
      }
    }

    /// A length in points, set by a dimension or number token.
    public static func length(_ name: String, _ points: Double, text: String, tokenPath: String) -> Value {
      Value(name: name, text: text, tokenPath: tokenPath) { TokenMapping.number($0) == points }
    }
  }
}
