import ComponentKit
import Foundation
import Graphics

/// Which sheets a catalog makes.
public enum SheetPlan {
  /// One sheet per (system, component) of the catalog, in first-appearance order: the default
  /// catalog's sheets (`fiori/chip`, `material/chip`, ...).
  public static func perComponent(_ entries: [CatalogEntry]) -> [(name: String, entries: [CatalogEntry])] {
    group(entries) { "\($0.system)/\($0.component)" }
  }

  /// One sheet per fixture file: what a user's own fixtures make. Named by the file name without
  /// its extension.
  public static func perFixture(_ entries: [CatalogEntry]) -> [(name: String, entries: [CatalogEntry])] {
    group(entries) { (($0.source as NSString).lastPathComponent as NSString).deletingPathExtension }
  }

  static func group(_ entries: [CatalogEntry], key: (CatalogEntry) -> String) -> [(
    name: String, entries: [CatalogEntry]
  )] {
    var order: [String] = []
    var groups: [String: [CatalogEntry]] = [:]
    // A sheet shows the default mode (issue 39): the other modes' images are goldens of their own,
    // and a project's sheets stay as they were when it adds `axes:`, until sheets gain a Modes section.
    for e in entries where e.modes.isEmpty {
      let k = key(e)
      if groups[k] == nil { order.append(k) }
      groups[k, default: []].append(e)
    }
    return order.map { ($0, groups[$0]!) }
  }
}
