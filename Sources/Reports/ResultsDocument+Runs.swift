import Audit
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline

/// Results documents made from what `check`, `render` and `audit` found.
extension ResultsDocument {
  /// A check: one record per compared image and stale golden, in the run's order; its totals
  /// and exit code are `summary`'s and `verdict`'s, the ones the check's other outputs read.
  public static func check(
    _ run: GoldenCheckRun, audit: AuditReport?, summary: RunSummary, verdict: Verdict, store: GoldenStore,
    tool: Tool, environment: Environment, selection: Selection, shard: Shard?,
    seconds: Double
  ) -> ResultsDocument {
    var document = checkHead(
      run, audit: audit, summary: summary, verdict: verdict, store: store, tool: tool, environment: environment,
      selection: selection, shard: shard, seconds: seconds)
    document.images = Array(checkImages(run, audit: audit, store: store))
    return document
  }

  /// `check`'s document without its images (`checkImages` makes them, for `ResultsText`).
  public static func checkHead(
    _ run: GoldenCheckRun, audit: AuditReport?, summary: RunSummary, verdict: Verdict, store: GoldenStore,
    tool: Tool, environment: Environment, selection: Selection, shard: Shard?, seconds: Double
  ) -> ResultsDocument {
    var document = ResultsDocument(
      command: "check", specsheet: tool, environment: environment, selection: selection, notes: run.notes,
      totals: Totals(
        images: summary.images, seconds: seconds, golden: GoldenTotals(summary), audit: audit.map(AuditTotals.init),
        verdicts: audit?.counts),
      exitCode: verdict.exitCode, images: [],
      staleBaselineEntries: audit.map(staleEntries) ?? [])
    document.environment.changes = run.environmentChanges
    document.shard = shard.map { ShardNumber(index: $0.index, count: $0.count) }
    document.goldens = store.root
    document.tolerance = Tolerance(run.options)
    document.baseline = audit?.baseline.file
    document.worstModes = audit.flatMap { $0.run.worstModes.isEmpty ? nil : $0.run.worstModes }
    return document
  }

  /// `check`'s image records, made one at a time as they are read.
  public static func checkImages(
    _ run: GoldenCheckRun, audit: AuditReport?, store: GoldenStore
  ) -> LazyMapSequence<CheckedResults, Image> {
    let findings = findingRecords(audit)
    let audited = Set(audit?.run.images ?? [])
    return run.results.lazy.map { result -> Image in
      var image = Image(
        name: result.name, path: result.path, status: result.status.rawValue,
        scale: result.status == .stale ? scale(of: result.name) : result.scale)
      image.source = result.source
      image.detail = result.detail.isEmpty ? nil : result.detail
      image.message = result.message
      image.files = Files(
        golden: result.status == .missing ? nil : store.path(result.path),
        actual: result.artifactFiles.first { $0.hasSuffix(".actual.png") },
        diff: result.artifactFiles.first { $0.hasSuffix(".diff.png") })
      image.size = result.actualSize.map { Size(width: $0.width, height: $0.height) }
      image.goldenSize = result.goldenSize.map { Size(width: $0.width, height: $0.height) }
      switch result.diff {
      case .changed(let stats)?: image.diff = Diff(stats, withinTolerance: false)
      case .withinTolerance(let stats)?: image.diff = Diff(stats, withinTolerance: true)
      default: break
      }
      image.changedBox = result.changedRegion.map(Box.init)
      let compared = [.passed, .changed, .sizeMismatch].contains(result.status)
      if compared, !result.framesUnknown, !SheetGoldens.isSheet(result.path) {
        image.moves = result.frameChanges.map(Move.init)
      }
      image.findings = findings[result.name] ?? []
      image.audited = audited.contains(result.name)
      image.seconds = result.seconds
      return image
    }
  }

  /// An audit: one record per audited image with its findings (open and accepted).
  public static func audit(
    _ report: AuditReport, tool: Tool, environment: Environment, selection: Selection, exitCode: Int, seconds: Double
  ) -> ResultsDocument {
    let findings = findingRecords(report)
    let images = report.run.images.map { name -> Image in
      var image = Image(name: name, path: name + ".png", status: "audited", scale: scale(of: name))
      image.findings = findings[name] ?? []
      image.audited = true
      return image
    }
    var document = ResultsDocument(
      command: "audit", specsheet: tool, environment: environment, selection: selection,
      totals: Totals(images: images.count, seconds: seconds, audit: AuditTotals(report), verdicts: report.counts),
      exitCode: exitCode,
      images: images, staleBaselineEntries: staleEntries(report))
    document.baseline = report.baseline.file
    document.worstModes = report.run.worstModes.isEmpty ? nil : report.run.worstModes
    return document
  }

  /// A render: one record per written image. `seconds` holds each image's drawing and encoding
  /// time and `sources` its fixture file, by relative path.
  public static func render(
    _ written: [Manifest.Image], out: String, sources: [String: String], seconds: [String: Double], tool: Tool,
    environment: Environment, selection: Selection, totalSeconds: Double
  ) -> ResultsDocument {
    let images = written.sorted { $0.path < $1.path }.map { entry -> Image in
      var image = Image(
        name: String(entry.path.dropLast(".png".count)), path: entry.path, status: "rendered", scale: entry.scale)
      image.source = sources[entry.path]
      image.files = Files(output: (out as NSString).appendingPathComponent(entry.path))
      image.size = Size(width: entry.pixelWidth, height: entry.pixelHeight)
      image.seconds = seconds[entry.path]
      return image
    }
    var document = ResultsDocument(
      command: "render", specsheet: tool, environment: environment, selection: selection,
      totals: Totals(images: images.count, seconds: totalSeconds), exitCode: 0, images: images)
    document.out = out
    return document
  }

  /// Every finding of the report (open, and accepted with the baseline's reason), by image.
  static func findingRecords(_ report: AuditReport?) -> [String: [FindingRecord]] {
    guard let report else { return [:] }
    let all = (report.open.map { ($0, String?.none) } + report.accepted.map { ($0.0, Optional($0.1.reason)) })
      .sorted { Finding.order($0.0, $1.0) }
    return Dictionary(grouping: all, by: \.0.image).mapValues { $0.map { FindingRecord($0.0, accepted: $0.1) } }
  }

  static func staleEntries(_ report: AuditReport) -> [String] {
    report.stale.map { "\($0.image) \($0.rule)" }
  }

  /// The N of a name ending in `@Nx`, else 1 (sheets are kept at @1x).
  static func scale(of name: String) -> Int { ImageName.scaleSuffix(of: name)?.scale ?? 1 }
}

extension ResultsDocument.Environment {
  /// The running environment (`RenderFingerprint.current()`), with the id `--version` prints.
  public init(_ fingerprint: RenderFingerprint, changes: [String]? = nil) {
    id = ContentHash.of(Array(fingerprint.text.utf8))
    libraries = fingerprint.libraries.map { Library(name: $0.name, version: $0.version) }
    fonts = fingerprint.fonts.map { Font(path: $0.path, bytes: $0.size, fnv1a64: $0.hash) }
    options = fingerprint.options
    self.changes = changes
  }
}

extension ResultsDocument.GoldenTotals {
  init(_ summary: RunSummary) {
    self.init(
      passed: summary.count(.passed), changed: summary.count(.changed), sizeMismatch: summary.count(.sizeMismatch),
      missing: summary.count(.missing), unreadable: summary.count(.unreadable), stale: summary.stale,
      failed: summary.failures)
  }
}

extension ResultsDocument.AuditTotals {
  init(_ report: AuditReport) {
    func open(_ severity: Severity) -> Int { report.open.filter { $0.severity == severity }.count }
    self.init(
      images: report.run.images.count, errors: open(.error), warnings: open(.warning), info: open(.info),
      accepted: report.accepted.count)
  }
}

extension ResultsDocument.Tolerance {
  init(_ options: DiffOptions) {
    self.init(
      threshold: options.threshold, antialiasing: options.detectAntialiasing, pixelBudget: options.pixelBudget,
      blend: options.blend.rawValue)
  }
}

extension ResultsDocument.Diff {
  init(_ stats: DiffStats, withinTolerance: Bool) {
    self.init(
      pixels: stats.changedPixels, antialiasedPixels: stats.antialiasedPixels, totalPixels: stats.totalPixels,
      maxDelta: stats.maxDelta, box: stats.bounds.map(ResultsDocument.Box.init), withinTolerance: withinTolerance)
  }
}

extension ResultsDocument.Box {
  init(_ rect: PixelRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension ResultsDocument.Move {
  init(_ change: FrameChange) {
    switch change.kind {
    case .changed(let property, let delta):
      self.init(part: change.part, kind: "changed", property: property, delta: delta, text: change.description)
    case .added: self.init(part: change.part, kind: "added", property: nil, delta: nil, text: change.description)
    case .removed: self.init(part: change.part, kind: "removed", property: nil, delta: nil, text: change.description)
    }
  }
}

extension ResultsDocument.FindingRecord {
  init(_ f: Finding, accepted: String?) {
    self.init(
      part: f.part, rule: f.rule, severity: f.severity.rawValue, measured: f.measured, expected: f.expected,
      unit: f.unit,
      source: f.source,
      frame: f.frame.map { ResultsDocument.Frame(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
      detail: f.detail, accepted: accepted)
  }
}
