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

  /// A modes sheet per component drawn in several modes (issue 39, "Sheets gain a Modes
  /// section"): its first variant's states in every mode, one row per mode, so each mode's
  /// artwork, resolved colours and findings sit side by side. Named `<system>/<component>-modes`;
  /// `rows` names each entry's row (`default`, or its modes: `theme=dark, direction=rtl`), in the
  /// order the modes first appear. None without `axes:`.
  public static func modes(_ entries: [CatalogEntry]) -> [(name: String, entries: [CatalogEntry], rows: [String])] {
    var first: [String: String] = [:]
    var order: [String] = []
    var byComponent: [String: [CatalogEntry]] = [:]
    for e in entries {
      let component = "\(e.system)/\(e.component)"
      if first[component] == nil, e.modes.isEmpty {
        first[component] = e.source + "\u{0}" + e.variant
        order.append(component)
      }
      if first[component] == e.source + "\u{0}" + e.variant { byComponent[component, default: []].append(e) }
    }
    return order.compactMap { component in
      let sheet = byComponent[component] ?? []
      guard sheet.contains(where: { !$0.modes.isEmpty }) else { return nil }
      let label = { (e: CatalogEntry) in
        e.modes.isEmpty ? "default" : e.modes.map(\.description).joined(separator: ", ")
      }
      var seen: [String] = []
      for e in sheet where !seen.contains(label(e)) { seen.append(label(e)) }
      let ranked = sheet.enumerated().sorted {
        (seen.firstIndex(of: label($0.element))!, $0.offset) < (seen.firstIndex(of: label($1.element))!, $1.offset)
      }.map(\.element)
      return (component + "-modes", ranked, ranked.map(label))
    }
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
