import ComponentKit

/// UIControl states as a bit set, the keys of MDC's per-state properties.
public struct ControlState: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let normal: ControlState = []
  public static let highlighted = ControlState(rawValue: 1)
  public static let disabled = ControlState(rawValue: 2)
  public static let selected = ControlState(rawValue: 4)

  /// The states specsheet renders, with their kebab-case names (issue: normal, highlighted,
  /// selected, disabled, highlighted+selected, selected+disabled).
  public static let named: [(name: String, state: ControlState)] = [
    ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected),
    ("disabled", .disabled), ("highlighted-selected", [.highlighted, .selected]),
    ("selected-disabled", [.selected, .disabled]),
  ]

  /// UIControlState's order: normal, highlighted, selected, disabled, then the combinations.
  public static let order = named.map(\.name)

  public var name: String {
    Self.named.first { $0.state == self }?.name ?? "state-\(rawValue)"
  }

  public var isSelected: Bool { contains(.selected) }
  public var isHighlighted: Bool { contains(.highlighted) }
  public var isDisabled: Bool { contains(.disabled) }
}

/// Per-state values with MDC's fallback: the exact state if set, otherwise normal
/// (mdc-facts §5a: there is no fallback from a combined state to "selected").
public struct StateTable<Value: Hashable & Sendable>: Hashable, Sendable {
  public private(set) var values: [ControlState: Value]

  public init(_ values: [ControlState: Value] = [:]) {
    self.values = values
  }

  public subscript(state: ControlState) -> Value? {
    get { values[state] ?? values[.normal] }
  }

  /// Sets the value for exactly `state`.
  public mutating func set(_ value: Value?, for state: ControlState) {
    values[state] = value
  }
}
