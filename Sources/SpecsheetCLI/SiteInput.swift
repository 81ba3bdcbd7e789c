import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Pipeline
import Project
import Site
import SpecSheets

/// The site's values from what a render kept: each component's sheet (its grid, redlines and
/// swatches: the same plan the sheets draw), the resolved entries' accessibility, the spec rules
/// `audit --list-rules` lists, and the audit of the drawn images judged against the baseline.
enum SiteInput {
  /// One component per sheet whose entries were all rendered; `scales` by entry id. With
  /// `axes:`, each component also has its grid in every other mode its entries were drawn in.
  static func components(
    _ sources: SheetSources, catalog: Catalog, scales: [String: [Int]], baseline: AuditBaseline,
    pipeline: RenderPipeline, themes: inout SiteThemes
  ) throws -> [SiteComponent] {
    var components: [SiteComponent] = []
    let inModes = Dictionary(grouping: catalog.entries.filter { !$0.modes.isEmpty }) {
      "\($0.system)/\($0.component)"
    }
    for plan in SheetPlan.perComponent(catalog.entries) {
      guard
        let sections = try sections(
          plan.name, entries: plan.entries, sources: sources, scales: scales, baseline: baseline, pipeline: pipeline,
          themes: &themes)
      else { continue }
      let first = plan.entries[0]
      var component = SiteComponent(system: first.system, component: first.component, sections: sections)
      // Each other mode in the catalog's order: the default entry is followed by its modes.
      var order: [String] = []
      var byMode: [String: [CatalogEntry]] = [:]
      for entry in inModes[plan.name] ?? [] {
        let mode = entry.modes.map(\.description).joined(separator: ",")
        if byMode[mode] == nil { order.append(mode) }
        byMode[mode, default: []].append(entry)
      }
      for mode in order {
        guard
          let sections = try self.sections(
            plan.name, entries: byMode[mode]!, sources: sources, scales: scales, baseline: baseline,
            pipeline: pipeline, themes: &themes)
        else { continue }
        component.modes.append(SiteMode(name: mode, sections: sections))
      }
      components.append(component)
    }
    return components
  }

  /// One sheet's grid as the site's sections, its cells audited and themed; nil when some entry
  /// was not rendered.
  static func sections(
    _ name: String, entries: [CatalogEntry], sources: SheetSources, scales: [String: [Int]],
    baseline: AuditBaseline, pipeline: RenderPipeline, themes: inout SiteThemes
  ) throws -> [SiteSection]? {
    guard let resolved = sources.values(of: entries) else { return nil }
    let sheet = try pipeline.sheet(named: name, entries: entries, resolved: resolved)
    let run = sources.audit?.run(of: entries, scales: SheetGoldens.auditScales)
    let byID = Dictionary(resolved.map { ($0.entry.id, $0) }, uniquingKeysWith: { a, _ in a })
    let report = run.map { AuditReport(run: $0, baseline: baseline, wholeCatalog: false) }
    let findings =
      report.map {
        findingsByState($0) { state, part in byID[state].flatMap { drawnText(part, in: $0.displayList) } }
      } ?? [:]
    let tallies = report?.countsByState ?? [:]
    var slugs: [String: String] = [:]
    for entry in entries { slugs[entry.id] = themes.slug(for: entry) }
    return sheet.sections.map { section in
      SiteSection(
        source: section.source, theme: section.theme, canvas: section.canvas, states: section.states,
        rows: section.rows.map { row in
          SiteRow(
            variant: row.variant,
            cells: row.cells.map { cell in
              cell.map {
                var site = siteCell(
                  $0, resolved: byID[$0.entry.id], scales: scales[$0.entry.id] ?? [], findings: findings)
                site.themeSlug = slugs[$0.entry.id]
                site.tallied = tallies[$0.entry.id]
                return site
              }
            })
        })
    }
  }

  static func siteCell(
    _ cell: SpecSheet.Cell, resolved: ResolvedEntry?, scales: [Int], findings: [String: [SiteFinding]]
  ) -> SiteCell {
    let entry = cell.entry
    var site = SiteCell(
      system: entry.system, component: entry.component, variant: entry.variant, state: entry.state,
      size: cell.rendering.displayList.size, scales: scales.sorted(), redlines: cell.redlines.map(redline),
      swatches: cell.swatches.map(swatch),
      accessibility: (resolved?.accessibility?.elements ?? []).map {
        SiteElement(order: $0.order, text: $0.callout, frame: $0.frame)
      },
      rules: RuleListing.specRules(for: entry.content, theme: entry.theme, rendering: cell.rendering),
      findings: findings[entry.id] ?? [])
    site.debugOverlay = entry.content.model.withoutOverlays != nil
    site.mode = entry.modes.map(\.description).joined(separator: ",")
    // A rule is a part's when its subject (`spec:set.id <subject>: ...`) is the part's path or ends it.
    let subjects = site.rules.map { rule in
      rule.split(separator: " ").dropFirst().first.map { $0.hasSuffix(":") ? String($0.dropLast()) : String($0) } ?? ""
    }
    site.parts = cell.rendering.layout.parts.filter { $0.frame.width > 0 || $0.frame.height > 0 }.map { part in
      SitePart(
        path: part.path, frame: part.frame, swatches: cell.swatches.filter { $0.part == part.path }.map(\.text),
        rules: zip(site.rules, subjects).filter { part.path == $1 || part.path.hasSuffix("." + $1) }.map(\.0))
    }
    return site
  }

  /// A redline as the sheet draws it: dimension line and end ticks (a radius: its leader), and
  /// the extension lines.
  static func redline(_ r: Redline) -> SiteRedline {
    var lines = [SiteRedline.Segment(r.start, r.end)]
    if r.kind != .radius {
      let t = SheetStyle().tickLength / 2
      for q in [r.start, r.end] {
        lines.append(
          r.axis == .horizontal
            ? SiteRedline.Segment(Point(x: q.x, y: q.y - t), Point(x: q.x, y: q.y + t))
            : SiteRedline.Segment(Point(x: q.x - t, y: q.y), Point(x: q.x + t, y: q.y)))
      }
    }
    return SiteRedline(
      name: r.name, kind: r.kind.rawValue, label: r.label, lines: lines,
      extensions: r.extensions.map { SiteRedline.Segment($0.0, $0.1) }, labelFrame: r.labelFrame,
      textFrame: r.textFrame, rule: r.rule)
  }

  static func swatch(_ s: Swatch) -> SiteSwatch {
    // The audit's own thresholds: 1.4.3 for text (3:1 when large), 1.4.11 for icons.
    let minimum: Double? =
      s.kind == .text ? s.font.map(ContrastThreshold.text) ?? 4.5 : s.kind == .icon ? ContrastThreshold.icon : nil
    return SiteSwatch(
      text: s.text, color: s.color, background: s.contrastBackground, ratio: s.contrastRatio, minimum: minimum)
  }

  /// Findings not accepted (their scales folded into one line, as `audit` prints them; each
  /// `SiteFinding` takes its verdict, open or exempt, from `FindingVerdict.of`) and accepted ones
  /// with the baseline's reason, by entry id.
  static func findingsByState(_ report: AuditReport, text: (String, String) -> String?) -> [String: [SiteFinding]] {
    var out: [String: [SiteFinding]] = [:]
    for group in AuditReport.grouped(report.open, note: report.changeNote) {
      out[group.state, default: []].append(
        SiteFinding(
          line: group.line, severity: group.severity.rawValue, frame: group.first.frame,
          drawnText: text(group.state, group.first.part)))
    }
    let entries = Dictionary(report.accepted.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    for group in AuditReport.grouped(report.accepted.map(\.0)) {
      let entry = entries[group.first]
      out[group.state, default: []].append(
        SiteFinding(
          line: group.line, severity: group.severity.rawValue, frame: group.first.frame, acceptedReason: entry?.reason,
          location: entry?.location(in: report.baseline.file), drawnText: text(group.state, group.first.part)))
    }
    return out
  }

  /// The text drawn in `part` (or the parts inside it) when it is exactly one text run.
  static func drawnText(_ part: String, in list: DisplayList) -> String? {
    var runs: [String] = []
    for case (.text(let run), let path?) in zip(list.commands, list.partPaths)
    where path == part || path.hasPrefix(part + ".") {
      runs.append(run.text)
    }
    return runs.count == 1 ? runs[0] : nil
  }
}
