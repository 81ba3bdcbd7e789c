import ComponentKit

/// Several chips laid out together (seed Variations 4, "Wrapped Chips").
public struct FioriChipGroup: Hashable, Sendable {
  public enum Arrangement: Hashable, Sendable {
    /// Rows wrap at `width` points; 8pt gaps both ways.
    case wrapped(width: Double)
    /// One row inside a viewport `width` points wide, 16pt content padding, clipped at its edge.
    case horizontalScroll(width: Double)

    public var width: Double {
      switch self {
      case .wrapped(let w), .horizontalScroll(let w): w
      }
    }
  }

  public enum Selection: String, Hashable, Sendable {
    case single, multiple
  }

  public var chips: [FioriChip]
  public var arrangement: Arrangement
  public var selection: Selection
  /// Right to left: rows fill from the right (a scrolling row starts at its right edge) and every chip mirrors.
  public var isRightToLeft = false

  public init(chips: [FioriChip], arrangement: Arrangement, selection: Selection) {
    self.chips = chips
    self.arrangement = arrangement
    self.selection = selection
  }

  /// Problems that make the group contradict the seed ("Only one chip can be selected").
  public var problems: [String] {
    var result: [String] = []
    if chips.isEmpty { result.append("a chip group needs at least one chip") }
    if selection == .single, chips.filter(\.state.isSelected).count > 1 {
      result.append("single selection allows at most one selected chip")
    }
    return result
  }
}
