/// One declared axis: its name, the values a run renders (in the order written) and the value
/// that is never written in a name.
public struct ModeAxis: Hashable, Sendable {
  public var name: String
  /// The values rendered; the default is always among the values a name may carry.
  public var values: [String]
  /// The value every existing golden was drawn in (`ltr` for `direction`, a modifier's `default`).
  public var defaultValue: String
  /// Every value the axis has (a modifier's contexts), which a name may carry even when `axes:`
  /// lists fewer.
  public var allowed: [String]

  public init(name: String, values: [String], defaultValue: String, allowed: [String]? = nil) {
    self.name = name
    self.values = values
    self.defaultValue = defaultValue
    self.allowed = allowed ?? values
  }

  /// The built-in reading-direction axis.
  public static let directionName = "direction"
  public static let directionValues = ["ltr", "rtl"]
  /// The built-in pseudo-locale axis: the fixture's own text, or it rewritten as Android's en-XA
  /// or ar-XB or grown by IBM's expansion table (`PseudoLocale`, ComponentKit).
  public static let localeName = "locale"
  public static let localeValues = ["source", "en-XA", "ar-XB", "x-expand"]

  /// The built-in text-size axis: iOS's content size categories by their short names
  /// (`TextSizeCategory`, ComponentKit, holds the table), Large the default.
  public static let textSizeName = "text-size"
  public static let textSizeValues = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

  /// The built-in axes, by name: their values and default.
  public static let builtIn: [String: (values: [String], defaultValue: String)] = [
    directionName: (directionValues, "ltr"), localeName: (localeValues, "source"),
    textSizeName: (textSizeValues, "l"),
  ]
}

/// The axes of a project in declared order (`axes:` in specsheet.yaml): they put an image's modes
/// in one canonical order, omit defaults, and list the combinations a run renders.
public struct ModeAxes: Hashable, Sendable {
  public var axes: [ModeAxis]
  /// `combinations:`: only these are rendered (each a partial tuple, unnamed axes at their
  /// default), besides the default combination; nil: every combination of the listed values.
  public var listed: [[ImageMode]]?
  /// `invalid:`: combinations never rendered, each a partial tuple that a combination matches
  /// when it has every value named (a theme with no high-contrast variant, say).
  public var invalid: [[ImageMode]]

  public init(_ axes: [ModeAxis] = [], listed: [[ImageMode]]? = nil, invalid: [[ImageMode]] = []) {
    self.axes = axes
    self.listed = listed
    self.invalid = invalid
  }

  public var isEmpty: Bool { axes.isEmpty }

  /// `modes` in declared order with default values dropped; an unknown axis or value is refused,
  /// naming the allowed ones (a name's text is only quoted clipped: it may come from a file).
  public func canonical(_ modes: [ImageMode]) throws(ImageModeProblem) -> [ImageMode] {
    var byAxis: [String: String] = [:]
    for mode in modes {
      guard let axis = axes.first(where: { $0.name == mode.axis }) else {
        throw ImageModeProblem(
          "no axis \(Suggestions.quoted(String(mode.axis.prefix(40)))); the axes are "
            + (axes.isEmpty ? "none (no axes: in specsheet.yaml)" : axes.map(\.name).joined(separator: ", ")))
      }
      guard axis.allowed.contains(mode.value) else {
        throw ImageModeProblem(
          "\(axis.name) has no value \(Suggestions.quoted(String(mode.value.prefix(40)))); its values are "
            + axis.allowed.joined(separator: ", "))
      }
      guard byAxis.updateValue(mode.value, forKey: mode.axis) == nil else {
        throw ImageModeProblem("the axis \(axis.name) is named twice")
      }
    }
    return axes.compactMap { axis in
      byAxis[axis.name].flatMap { $0 == axis.defaultValue ? nil : ImageMode(axis: axis.name, value: $0) }
    }
  }

  /// The whole tuple of a canonical mode list: every axis with its value, defaults included.
  public func tuple(_ modes: [ImageMode]) -> [ImageMode] {
    axes.map { axis in
      ImageMode(axis: axis.name, value: modes.first { $0.axis == axis.name }?.value ?? axis.defaultValue)
    }
  }

  /// How many combinations `combinations()` lists (1 with no axes), without listing them.
  public var combinationCount: Int {
    axes.reduce(1) { count, axis in
      let (product, overflow) = count.multipliedReportingOverflow(by: Set(axis.values + [axis.defaultValue]).count)
      return overflow ? Int.max : product
    }
  }

  /// Every combination of the listed values, each as its canonical (non-default) modes, the first
  /// axis varying slowest. Each axis's default comes first whether listed or not: the default
  /// combination (no modes, today's image) is always the first and always rendered.
  public func combinations() -> [[ImageMode]] {
    var result: [[ImageMode]] = [[]]
    for axis in axes {
      let others = axis.values.filter { $0 != axis.defaultValue }
      result = result.flatMap { combination in
        [combination] + others.map { combination + [ImageMode(axis: axis.name, value: $0)] }
      }
    }
    return result.filter { $0.isEmpty || takes($0) }
  }

  /// Whether a combination (canonical modes) is rendered: listed when `combinations:` lists
  /// some, and matching no `invalid:` one.
  public func takes(_ modes: [ImageMode]) -> Bool {
    let whole = tuple(modes)
    func matches(_ partial: [ImageMode]) -> Bool { partial.allSatisfy(whole.contains) }
    if let listed, !listed.contains(where: { tuple($0) == whole }) { return false }
    return !invalid.contains(where: matches)
  }
}
