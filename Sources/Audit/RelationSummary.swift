import ComponentKit
import Graphics

/// What the across-entry rules (`CrossVariantAudit.relations`) need of an image, kept after its
/// pixels are gone: its name, variant and state, its parts' frames (a relation reads the same
/// part in a sibling state, whose own rules do not name it), and its relations' rules and floors.
/// A check keeps one per image until the run's relations are judged, so it holds no component
/// and a content hash of the Dynamic Type key: a list cell's summary was kilobytes.
public struct AuditSummary: Sendable {
  /// `id@Nx`, as findings name images.
  public internal(set) var name: String
  var variantID: String
  var state: String
  var scale: Int
  var componentName: String
  var parts: [(path: String, frame: Rect)]
  var relations: [SpecRule]
  /// The `minWidth` floors of the relations' parts.
  var minimumWidths: [String: [Double]]
  /// The model's Dynamic Type key (as a content hash: equal keys, equal hashes) and title size,
  /// read once where the summary is made (on the image's worker).
  var dynamicType: (key: String, textSize: Double)?

  /// The parts whose heights the Dynamic Type rule compares.
  static let dynamicTypeParts = ["title", "cell", "container"]

  func part(_ path: String) -> Rect? { parts.first { $0.path == path }?.frame }
  func minWidths(_ path: String) -> [Double] { minimumWidths[path] ?? [] }

  var titleSize: Double { dynamicType?.textSize ?? 0 }

  /// The image's variant (`system/component/variant`): state relations stay within it.
  public var variant: String { variantID }

  /// What the Dynamic Type rule alone reads, once the variant's own relations are judged: nil
  /// for an image without a Dynamic Type key.
  public var forDynamicType: AuditSummary? {
    guard dynamicType != nil else { return nil }
    var slim = self
    slim.parts = parts.filter { Self.dynamicTypeParts.contains($0.path) }
    slim.relations = []
    slim.minimumWidths = [:]
    return slim
  }
}

extension Auditor {
  /// What `relations` needs of an image, kept after its pixels are gone.
  public func summary(of image: AuditImage) -> AuditSummary {
    let (component, rules) = image.component.model.specRules(theme: image.theme)
    let relations = rules.filter { if case .widerThan = $0.check { return true } else { return false } }
    let dynamicType = image.component.model.dynamicType.map { (ContentHash.of(Array($0.key.utf8)), $0.textSize) }
    let named = Set(relations.map(\.part))
    var minimums: [String: [Double]] = [:]
    for rule in rules where named.contains(rule.part) {
      if case .minWidth(let w) = rule.check { minimums[rule.part, default: []].append(w) }
    }
    return AuditSummary(
      name: image.name, variantID: image.imageName.variantKey, state: image.state,
      scale: image.scale, componentName: component, parts: image.parts,
      relations: relations, minimumWidths: minimums, dynamicType: dynamicType)
  }
}
