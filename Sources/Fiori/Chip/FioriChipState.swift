import ComponentKit

/// The interaction states the seed's colour tables name.
public enum FioriChipState: String, CaseIterable, Sendable, Hashable {
  case unselected
  case selected
  case pressedUnselected = "pressed-unselected"
  case pressedSelected = "pressed-selected"
  case disabled

  /// Whether the chip is in its selected (on) state.
  public var isSelected: Bool { self == .selected || self == .pressedSelected }
  public var isPressed: Bool { self == .pressedUnselected || self == .pressedSelected }

  /// The kebab-case name used in fixtures and output paths.
  public var name: String { rawValue }
}

/// The status chips' semantic colours (seed Color Scheme, "Status Chips").
public enum FioriStatus: String, CaseIterable, Sendable, Hashable {
  case positive, critical, negative, neutral
}
