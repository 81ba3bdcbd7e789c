import Foundation
import Graphics

/// The scales of one state together (`…/selected@1x`, `@2x`, `@3x`): one row in the report and
/// in `specsheet review`, one line on the console, one approve for all of them.
public struct StateGroup: Sendable {
  /// `fiori/chip/single-selection/selected` (a sheet or an unscaled name: the name itself).
  public var state: String
  /// In the order given (golden-path order: @1x, @2x, @3x).
  public var results: [GoldenResult]

  /// `fiori/chip/single-selection/selected@1x,2x,3x`, or the one result's name.
  public var label: String {
    guard results.count > 1 else { return results.first?.name ?? state }
    let scales = results.compactMap { StateGrouping.split($0.name).scale }
    guard scales.count == results.count else { return results.map(\.name).joined(separator: ", ") }
    return state + "@" + scales.map { "\($0)x" }.joined(separator: ",")
  }
}

public enum StateGrouping {
  /// `fiori/chip/x/selected@2x` -> (`fiori/chip/x/selected`, 2); a name without an `@Nx` suffix
  /// (a sheet golden) -> (the name, nil).
  public static func split(_ name: String) -> (state: String, scale: Int?) {
    guard let (stem, scale) = ImageName.scaleSuffix(of: name) else { return (name, nil) }
    return (stem, scale)
  }

  /// Results grouped by state in the order their states first appear; with `sameStatus`, a state
  /// whose scales failed differently (@1x changed, @2x size) gives one group per status.
  public static func groups(_ results: [GoldenResult], sameStatus: Bool = false) -> [StateGroup] {
    var groups: [StateGroup] = []
    var index: [String: Int] = [:]
    for result in results {
      let state = split(result.name).state
      let key = sameStatus ? state + "\u{0}" + result.status.rawValue : state
      if let i = index[key] {
        groups[i].results.append(result)
      } else {
        index[key] = groups.count
        groups.append(StateGroup(state: state, results: [result]))
      }
    }
    return groups
  }
}
