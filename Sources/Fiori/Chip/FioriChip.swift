import ComponentKit
import Graphics

/// One SAP Fiori chip (seed "Anatomy: Chip"): a container holding a text label and, depending on
/// the variation, a check mark (when selected) or a leading icon.
public struct FioriChip: Hashable, Sendable {
  /// The seed's four chip variations.
  public enum Variation: Hashable, Sendable {
    /// seed Variations 1: mutually exclusive options; a check mark shows when selected.
    case singleSelection
    /// seed Variations 2: independent toggles; a check mark shows when selected.
    case multipleSelection
    /// seed Variations 3: a leading icon; selection changes style only, no check mark.
    case leadingIcon(MaterialIcon)
    /// seed Color Scheme "Status Chips": a leading-icon chip in a status colour.
    case status(FioriStatus, MaterialIcon)

    /// Whether selection shows a check mark (seed: leading-icon chips never show one).
    public var showsCheckMark: Bool {
      switch self {
      case .singleSelection, .multipleSelection: true
      case .leadingIcon, .status: false
      }
    }

    public var leadingIcon: MaterialIcon? {
      switch self {
      case .singleSelection, .multipleSelection: nil
      case .leadingIcon(let icon), .status(_, let icon): icon
      }
    }

    /// The states the seed's colour tables define for this variation.
    public var states: [FioriChipState] {
      switch self {
      case .singleSelection, .multipleSelection: FioriChipState.allCases
      case .leadingIcon: [.unselected, .selected, .pressedUnselected, .pressedSelected]
      case .status: [.unselected, .selected]
      }
    }
  }

  public var label: String
  public var variation: Variation
  public var state: FioriChipState
  /// Right to left: the layout mirrors (leading and trailing swap); text and glyphs keep their shapes.
  public var isRightToLeft = false

  public init(label: String, variation: Variation, state: FioriChipState = .unselected) {
    self.label = label
    self.variation = variation
    self.state = state
  }

  /// Whether the check mark is visible (seed Anatomy C: "Appears when chip is selected").
  public var showsCheckMark: Bool { variation.showsCheckMark && state.isSelected }
}
