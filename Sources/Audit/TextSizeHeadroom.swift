import ComponentKit
import Graphics

/// One state's text-size headroom (issue 39): the largest Dynamic Type category at which none of
/// its text clips, truncates, overlaps or leaves its container, and the first failure past it.
public struct TextSizeHeadroom: Hashable, Sendable, CustomStringConvertible {
  /// The state's image id without modes: `material/chip/filter/selected`.
  public var id: String
  /// Each category the state was laid out at, smallest first, with its first failure (nil: fits).
  public var checks: [Check]

  public struct Check: Hashable, Sendable {
    public var category: TextSizeCategory
    public var failure: TextFitFailure?

    public init(_ category: TextSizeCategory, _ failure: TextFitFailure?) {
      self.category = category
      self.failure = failure
    }
  }

  public init(id: String, checks: [Check]) {
    self.id = id
    self.checks = checks.sorted { $0.category.index < $1.category.index }
  }

  /// The first category that fails, with what failed; nil when every one checked fits.
  public var firstFailure: Check? { checks.first { $0.failure != nil } }

  /// The largest category checked before the first failure; nil when the smallest already fails.
  public var headroom: TextSizeCategory? {
    guard let failing = firstFailure else { return checks.last?.category }
    return checks.last { $0.category.index < failing.category.index }?.category
  }

  /// Whether every category checked fits.
  public var fitsAll: Bool { firstFailure == nil }

  /// Categories that fit after a smaller one failed: headroom must never grow with the text size
  /// (the cross-variant rule), so each is a finding.
  public var fitsAfterFailing: [TextSizeCategory] {
    guard let failing = firstFailure else { return [] }
    return checks.filter { $0.category.index > failing.category.index && $0.failure == nil }.map(\.category)
  }

  /// Whether headroom is at least `minimum` (`min-text-size:`).
  public func reaches(_ minimum: TextSizeCategory) -> Bool {
    guard let headroom else { return false }
    return headroom.index >= minimum.index
  }

  /// `fits all`, `fits to AX1`, `fits none`.
  public var verdict: String {
    if fitsAll { return "fits all" }
    guard let headroom else { return "fits none" }
    return "fits to \(headroom.headroomName)"
  }

  /// `material/chip/filter/selected: fits to AX1; at AX2 label leaves its container (container):
  /// needs 32.9 pt of height, has 32 pt`.
  public var description: String {
    var line = "\(id): \(verdict)"
    if let failing = firstFailure, let failure = failing.failure {
      line += "; at \(failing.category.headroomName) \(failure)"
    }
    let regrown = fitsAfterFailing
    if !regrown.isEmpty {
      line += "; fits again at \(regrown.map(\.headroomName).joined(separator: ", ")) (not monotone)"
    }
    return line
  }
}

extension TextSizeCategory {
  /// How headroom names it: `xs` … `xxxl`, `AX1` … `AX5` (as Apple writes the accessibility sizes).
  public var headroomName: String { isAccessibility ? shortName.uppercased() : shortName }
}

extension TextSizeHeadroom {
  /// The headroom of `id` from its renderings at each category (any order), each read by
  /// `TextFit` with `measurer`; a category missing from `renderings` is not checked.
  public static func measure(
    id: String, renderings: [(TextSizeCategory, Rendering)], measurer: any TextMeasurer
  ) throws -> TextSizeHeadroom {
    let checks = try renderings.map { category, rendering in
      Check(category, try TextFit.failures(in: rendering, measurer: measurer).first)
    }
    return TextSizeHeadroom(id: id, checks: checks)
  }
}
