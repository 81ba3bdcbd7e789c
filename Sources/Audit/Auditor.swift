import ComponentKit
import Graphics

/// Runs every rule on rendered images. Pure: it reads frames, display lists and pixels and
/// returns findings; `measurer` (the renderer's own) lets it re-measure text that was cut and
/// lay out a right-to-left image's twin.
public struct Auditor: Sendable {
  public var measurer: (any TextMeasurer)?

  public init(measurer: (any TextMeasurer)?) {
    self.measurer = measurer
  }

  /// Findings of one catalog entry: `images` are its scales (any subset of 1, 2, 3).
  public func audit(_ images: [AuditImage]) -> [Finding] {
    var findings: [Finding] = []
    for image in images {
      let (component, rules) = image.component.model.specRules(theme: image.theme)
      findings += SpecAudit.findings(image, rules: rules, component: component)
      findings += GroupAudit.findings(image, rules: rules, component: component)
      findings += DesignRules.findings(image, measurer: measurer)
    }
    findings += CrossVariantAudit.scales(images)
    if let measurer, let first = images.min(by: { $0.scale < $1.scale }) {
      // Frames are the same at every scale, so the twin is compared once, named at each scale.
      let mirrored = CrossVariantAudit.mirror(first, measurer: measurer)
      for image in images {
        findings += mirrored.map {
          var f = $0
          f.image = image.name
          return f
        }
      }
    }
    return findings
  }

  /// Findings between entries: states of one variant, Dynamic Type sizes of one cell.
  public func relations(_ summaries: [AuditSummary]) -> [Finding] {
    CrossVariantAudit.relations(summaries)
  }

  /// The relations between states of one variant, given all of that variant's summaries (and
  /// maybe others'): judged as soon as a variant is complete, its summaries need not be kept.
  public func stateRelations(_ summaries: [AuditSummary]) -> [Finding] {
    CrossVariantAudit.states(summaries)
  }

  /// The Dynamic Type relations, given every summary with a Dynamic Type key (slimmed or not).
  public func dynamicTypeRelations(_ summaries: [AuditSummary]) -> [Finding] {
    CrossVariantAudit.dynamicType(summaries)
  }

  /// A render that stopped on a character no hermetic font has, as a finding.
  public static func missingGlyph(image: String, detail: String) -> Finding {
    Finding(
      image: image, part: "canvas", rule: "missing-glyph", severity: .error, measured: "missing",
      expected: "every glyph",
      unit: "", source: AuditRule.named("missing-glyph").source, detail: detail)
  }
}
