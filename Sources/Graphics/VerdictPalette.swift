/// The audit verdicts' colours, one pair (fill, ink) per word: the sheets draw their badges with
/// them and the pages' stylesheet (PageKit's `PageStyle`) writes them as CSS variables, so open
/// is red, accepted amber, exempt grey and conforms green in both (issue 40). Here because
/// Graphics is the one module both renderers import. Every ink passes 4.5:1 on its fill.
public enum VerdictPalette {
  public struct Look: Hashable, Sendable {
    public var fill: String
    public var ink: String

    public var fillColor: Color { Color(hex: fill)! }
    public var inkColor: Color { Color(hex: ink)! }
  }

  public static let open = Look(fill: "#FDE2E2", ink: "#A3161C")
  public static let accepted = Look(fill: "#FFF1D6", ink: "#6E4400")
  public static let exempt = Look(fill: "#ECEEF0", ink: "#46505A")
  public static let conforms = Look(fill: "#E3F4E1", ink: "#1E6B2A")

  /// By the verdict's word (`FindingVerdict.rawValue`, a CSS class), in that order.
  public static let looks: [(word: String, look: Look)] = [
    ("open", open), ("accepted", accepted), ("exempt", exempt), ("conforms", conforms),
  ]

  /// `--verdict-open-fill:#FDE2E2;--verdict-open-ink:#A3161C;…`, for a stylesheet's `:root`.
  public static var cssVariables: String {
    looks.map { "--verdict-\($0.word)-fill:\($0.look.fill);--verdict-\($0.word)-ink:\($0.look.ink)" }
      .joined(separator: ";")
  }
}
