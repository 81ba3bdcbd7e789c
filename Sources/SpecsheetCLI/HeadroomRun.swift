import Audit
import Catalog
import ComponentKit
import Dispatch
import Graphics
import Pipeline
import Tokens

/// Text-size headroom of catalog states (issue 39): each state laid out at every Dynamic Type
/// category, xs … ax5, as the `text-size` axis draws it, and read by `TextFit`. Only the default
/// mode of the project's other axes; a variant that writes its own `content-size:` is drawn at that
/// size alone and has no headroom to measure.
enum HeadroomRun {
  static let axes = ModeAxes([
    ModeAxis(
      name: ModeAxis.textSizeName, values: ModeAxis.textSizeValues, defaultValue: TextSizeCategory.standard.shortName)
  ])

  /// Each state of the fixtures at `paths` that `selects` picks (by its default entry), in catalog order.
  static func measure(
    paths: [String], tokens: DesignTokens?, pipeline: RenderPipeline, selects: (CatalogEntry) -> Bool
  ) throws -> [TextSizeHeadroom] {
    let catalog = try RunningRegistry.loadCatalog(paths: paths) { registry in
      try Catalog.load(paths: paths, registry: registry, axes: axes, narrowing: false) { _ in tokens }
    }
    var groups: [[CatalogEntry]] = []
    for entry in catalog.entries {
      if entry.modes.isEmpty {
        groups.append(selects(entry) ? [entry] : [])
      } else if !(groups.last?.isEmpty ?? true) {
        groups[groups.count - 1].append(entry)
      }
    }
    let sized = groups.filter { $0.count > 1 }
    let results = Locked([Result<TextSizeHeadroom, any Error>?](repeating: nil, count: sized.count))
    DispatchQueue.concurrentPerform(iterations: sized.count) { index in
      let result = Result { try headroom(of: sized[index], pipeline: pipeline) }
      results.withLock { $0[index] = result }
    }
    return try results.withLock { $0 }.map { try $0!.get() }
  }

  /// One state's headroom from its default entry and its copies at the other categories.
  static func headroom(of group: [CatalogEntry], pipeline: RenderPipeline) throws -> TextSizeHeadroom {
    let renderings = try group.map { entry -> (TextSizeCategory, Rendering) in
      let value = entry.modes.first { $0.axis == ModeAxis.textSizeName }?.value
      let category = value.flatMap(TextSizeCategory.init(named:)) ?? .standard
      return (category, try pipeline.resolve(entry).rendering)
    }
    return try TextSizeHeadroom.measure(id: group[0].id, renderings: renderings, measurer: pipeline.renderer.measurer)
  }

  /// The gate's findings (`min-text-size:`): one per state whose headroom is below `minimum`, and
  /// one per state that fits again at a larger size after failing (headroom never grows).
  static func findings(_ results: [TextSizeHeadroom], minimum: TextSizeCategory, scale: Int) -> [Finding] {
    var findings: [Finding] = []
    for result in results {
      let image = "\(result.id)@\(scale)x"
      let failing = result.firstFailure
      let part = failing?.failure?.part ?? "canvas"
      let detail = failing.flatMap { check in check.failure.map { "at \(check.category.headroomName) \($0)" } }
      if !result.reaches(minimum) {
        findings.append(
          Finding(
            image: image, part: part, rule: "text-size-headroom", severity: .error,
            measured: result.headroom?.shortName ?? "none", expected: minimum.shortName, unit: "",
            source: "min-text-size, specsheet.yaml", detail: detail))
      }
      let regrown = result.fitsAfterFailing
      if !regrown.isEmpty {
        findings.append(
          Finding(
            image: image, part: part, rule: "text-size-monotone", severity: .error,
            measured: "fits at " + regrown.map(\.shortName).joined(separator: ","),
            expected: "fails from \(failing?.category.shortName ?? "")", unit: "",
            source: "headroom never grows with the text size", detail: detail))
      }
    }
    return findings
  }
}

extension CatalogOptions {
  /// The `min-text-size:` gate's findings (`check`, `audit`) for the default-mode states among
  /// `entries` that the run's filters select; none without the key, so a project without it runs as before.
  func textSizeFindings(_ entries: [CatalogEntry], pipeline: RenderPipeline) throws -> [Finding] {
    guard let minimum = ProjectDefaults.config?.minTextSize else { return [] }
    let filter = imageFilter
    let ids = Set(
      entries.filter { e in e.modes.isEmpty && scale.contains { filter.matches(e.imageName(scale: $0)) } }.map(\.id))
    do {
      let results = try HeadroomRun.measure(
        paths: try Self.catalogPaths(fixturePaths), tokens: try tokenOptions.load(adding: [:]),
        pipeline: pipeline, selects: { ids.contains($0.id) })
      return HeadroomRun.findings(results, minimum: minimum, scale: scale.min() ?? 1)
    } catch {
      throw fail(error, Exit.badInput)
    }
  }

  /// `run` with the gate's findings for `entries` added (`check`); nil stays nil (`--no-audit`).
  /// `entries` is read only when the gate is set: a check of a hundred times the catalog made a
  /// copy of every entry per image for nothing (14 MB of its peak).
  func addingTextSizeFindings(
    to run: AuditRun?, _ entries: @autoclosure () -> [CatalogEntry], _ pipeline: RenderPipeline
  ) throws -> AuditRun? {
    guard var run, ProjectDefaults.config?.minTextSize != nil else { return run }
    run.findings += try textSizeFindings(entries(), pipeline: pipeline)
    return run
  }
}
