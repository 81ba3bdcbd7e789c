/// Markup, as opposed to text. A string literal written as `HTML` is markup from our own code;
/// interpolating a `String` into it escapes it (`PageHTML.escape`), interpolating `HTML` inserts it
/// as it is and a number (an integer or a `Double`) is written as its digits. Nothing else
/// interpolates, so text from a pull request (a fixture's name, a finding, a token) cannot reach a
/// page unescaped by a forgotten call: a new kind of value has to be decided on (text or markup)
/// where it is first shown.
public struct HTML: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The markup as written to the page.
  public private(set) var description: String

  /// Markup by construction, inserted without escaping: the stylesheet, JSON already made safe for
  /// a script element, pieces of markup joined. Never text from input. Only this file and
  /// `PageHTML.swift` call it, each call with a comment saying why (`scripts/check_html.py`).
  public init(trusted markup: String) { description = markup }

  /// No markup.
  public init() { description = "" }

  public init(stringLiteral value: String) { description = value }

  public init(stringInterpolation: StringInterpolation) { description = stringInterpolation.markup }

  /// Whether there is no markup at all.
  public var isEmpty: Bool { description.isEmpty }

  /// Builds an `HTML` literal: literal segments are markup, interpolated text is escaped.
  public struct StringInterpolation: StringInterpolationProtocol {
    var markup = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      markup.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) { markup += literal }

    /// Text: escaped for an element's content or an attribute's value.
    public mutating func appendInterpolation(_ text: String) { markup += PageHTML.escape(text) }

    /// Text: escaped for an element's content or an attribute's value.
    public mutating func appendInterpolation(_ text: Substring) { markup += PageHTML.escape(String(text)) }

    /// Markup: inserted as it is.
    public mutating func appendInterpolation(_ html: HTML) { markup += html.description }

    /// A number: its decimal digits (nothing in them needs escaping).
    public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) { markup += String(number) }

    /// A number: as Swift writes it (`12.5`, `-3.0`, `1e-05`, `inf`, `nan`: no character to escape).
    public mutating func appendInterpolation(_ number: Double) { markup += String(number) }
  }

  // Both sides are markup already: joining them decides nothing.
  public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.description + rhs.description) }

  public static func += (lhs: inout HTML, rhs: HTML) { lhs.description += rhs.description }
}

extension Sequence where Element == HTML {
  /// The pieces one after another, `separator` (markup) between them.
  public func joined(separator: HTML = HTML()) -> HTML {
    // Every piece and the separator are markup already: joining them decides nothing.
    HTML(trusted: map(\.description).joined(separator: separator.description))
  }
}
