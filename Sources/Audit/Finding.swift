import Graphics

/// How much a finding matters. `error` fails `audit` and `check` by default (`--fail-on`).
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
  case info, warning, error

  public static func < (a: Severity, b: Severity) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// One thing the audit found wrong (or, for `info`, worth knowing) about one image.
public struct Finding: Hashable, Sendable, Codable {
  /// `system/component/variant/state@Nx`.
  public var image: String
  /// The anatomy part's dotted path (`chip-2.container`), or `canvas` for the whole image.
  public var part: String
  /// `spec:<component>.<rule>` for spec rules, else the design rule's id (`text-contrast`).
  public var rule: String
  public var severity: Severity
  public var measured: String
  public var expected: String
  /// `pt`, `:1` (a contrast ratio), `colour`, `px`, `lines`.
  public var unit: String
  public var source: String
  /// Where it was measured, in points (image coordinates).
  public var frame: Rect?
  /// Extra context: the colour pair of a contrast, the text that was cut.
  public var detail: String?

  public init(
    image: String, part: String, rule: String, severity: Severity, measured: String,
    expected: String, unit: String, source: String, frame: Rect? = nil, detail: String? = nil
  ) {
    self.image = image
    self.part = part
    self.rule = rule
    self.severity = severity
    self.measured = measured
    self.expected = expected
    self.unit = unit
    self.source = source
    self.frame = frame
    self.detail = detail
  }

  /// The image without its `@Nx` suffix: findings of one state at several scales group on it.
  public var state: String { ImageName.scaleSuffix(of: image)?.stem ?? image }

  /// The scale from the `@Nx` suffix, or nil.
  public var scale: Int? { ImageName.scaleSuffix(of: image)?.scale }

  /// `part: rule: measured vs expected (source)` — the line without the image.
  public var summary: String {
    let value = unit == ":1" ? "\(measured):1 vs \(expected):1" : "\(measured)\(unitSuffix) vs \(expected)\(unitSuffix)"
    return "\(part): \(rule): \(value)\(detail.map { ", \($0)" } ?? "") (\(source))"
  }

  private var unitSuffix: String { unit == "colour" || unit == ":1" ? "" : unit }
}
