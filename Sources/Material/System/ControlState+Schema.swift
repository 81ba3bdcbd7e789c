import ComponentKit

extension FixtureSchema {
  /// State names of `ControlState` tables (Material).
  public static let controlStates = ControlState.named.map(\.name)
}

extension FixtureType {
  /// Per control state: `{normal: value, selected: value, ...}`.
  package static func stateTable(_ value: FixtureType) -> FixtureType {
    .perState(states: FixtureSchema.controlStates, value)
  }
}
