import Graphics

/// One colour pair of one state measured in one mode (issue 39, "audit in every mode"): a text or
/// icon contrast as the `text-contrast`/`icon-contrast` rules measure it, passing or not.
public struct ModeContrast: Hashable, Sendable, Codable {
  /// `system/component/variant/state`, without modes or scale: the same pair in every mode.
  public var state: String
  public var part: String
  /// `text-contrast` or `icon-contrast`.
  public var rule: String
  /// The non-default modes (`theme=dark,direction=rtl`); empty for the default mode.
  public var mode: String
  public var ratio: Double
  /// The ratio the pair is held to (4.5, 3 for large text and icons).
  public var threshold: Double
  /// An inactive (disabled) state's pair: shown, never counted against it.
  public var exempt: Bool

  public init(
    state: String, part: String, rule: String, mode: String, ratio: Double, threshold: Double, exempt: Bool
  ) {
    (self.state, self.part, self.rule, self.mode) = (state, part, rule, mode)
    (self.ratio, self.threshold, self.exempt) = (ratio, threshold, exempt)
  }

  /// How far the ratio is above its threshold (negative: below, a failure unless exempt).
  public var headroom: Double { ratio - threshold }

  /// The pair this measures, the same in every mode.
  var pair: String { "\(state) \(part) \(rule)" }

  /// The contrasts of one image (the rules' own measurements, passes included), read back from
  /// their findings: the shown ratio, truncated to hundredths as every page prints it.
  public static func measured(in image: AuditImage) -> [ModeContrast] {
    let name = image.imageName
    let state = "\(name.system)/\(name.component)/\(name.variant)/\(name.state)"
    let mode = name.modes.map(\.description).joined(separator: ",")
    return DesignRules.contrast(image, everything: true).compactMap { finding in
      guard let ratio = Double(finding.measured),
        let threshold = Double(finding.expected.drop { !$0.isNumber })
      else { return nil }
      return ModeContrast(
        state: state, part: finding.part, rule: finding.rule, mode: mode, ratio: ratio, threshold: threshold,
        exempt: ContrastThreshold.isExempt(state: name.state))
    }
  }
}

/// Each colour pair's worst mode over every mode it was measured in: kept per pair while a run
/// goes (a few numbers, not the images), read at its end.
public struct WorstModes: Sendable {
  /// Per pair: the lowest headroom seen (the earlier mode on a tie) and how many modes measured it.
  private var worst: [String: (contrast: ModeContrast, modes: Set<String>)] = [:]

  public init() {}

  public mutating func add(_ contrast: ModeContrast) {
    let key = contrast.pair
    guard var seen = worst[key] else {
      worst[key] = (contrast, [contrast.mode])
      return
    }
    seen.modes.insert(contrast.mode)
    if contrast.headroom < seen.contrast.headroom
      || (contrast.headroom == seen.contrast.headroom && contrast.mode < seen.contrast.mode)
    {
      seen.contrast = contrast
    }
    worst[key] = seen
  }

  public mutating func add(_ contrasts: [ModeContrast]) { for c in contrasts { add(c) } }

  /// The pairs measured in two modes or more, each with its worst mode, in state, part, rule order.
  public var table: [WorstMode] {
    worst.values.filter { $0.modes.count > 1 }
      .map { WorstMode(worst: $0.contrast, modes: $0.modes.count) }
      .sorted { ($0.worst.state, $0.worst.part, $0.worst.rule) < ($1.worst.state, $1.worst.part, $1.worst.rule) }
  }
}

/// A row of the worst-mode table: the pair in the mode where its contrast has least headroom.
public struct WorstMode: Hashable, Sendable, Codable {
  public var worst: ModeContrast
  /// How many modes measured the pair.
  public var modes: Int

  /// `fiori/chip/filter/disabled label text-contrast: worst in theme=dark (of 4 modes) 3.65:1 vs
  /// 4.50:1, headroom -0.85, exempt`: the row and its verdict (`AuditReport.worstModes`).
  public func line(_ verdict: FindingVerdict) -> String {
    let w = worst
    let mode = w.mode.isEmpty ? "the default mode" : w.mode
    let ratio = "\(Contrast.format(w.ratio)):1 vs \(Contrast.format(w.threshold)):1"
    return "\(w.state) \(w.part) \(w.rule): worst in \(mode) (of \(modes) modes) \(ratio), "
      + "headroom \(headroomText), \(verdict.rawValue)"
  }

  /// `+0.04`, `-0.96`: the headroom in hundredths, signed.
  public var headroomText: String {
    (worst.headroom < 0 ? "-" : "+") + Contrast.format(abs(worst.headroom))
  }
}
