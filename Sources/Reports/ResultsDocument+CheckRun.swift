import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline
import Project

/// A check's results file read back as the run the HTML and JUnit writers take, so
/// `merge-reports` writes them with the same code `check` does.
extension ResultsDocument {
  public struct CheckRun {
    public var run: GoldenCheckRun
    public var audit: AuditReport?
  }

  /// The run these results record. `read` gives a file's bytes by the path the results name
  /// (nil when it is not there: the report then shows no such image). Throws for a status or
  /// severity this version does not know.
  public func checkRun(read: (String) -> [UInt8]?) throws -> CheckRun {
    var results: [GoldenResult] = []
    var findings: [Finding] = []
    var open: [Finding] = []
    var accepted: [(Finding, AuditBaseline.Entry)] = []
    var audited: [String] = []
    for (i, image) in images.enumerated() {
      guard let status = GoldenResult.Status(rawValue: image.status) else {
        // The value is not quoted: a results file may come from someone else's job.
        let known = GoldenResult.Status.allCases.map(\.rawValue).joined(separator: ", ")
        throw ResultsError("images[\(i)].status: not a check status (one of \(known))")
      }
      var result = GoldenResult(name: image.name, path: image.path, status: status, detail: image.detail ?? "")
      result.source = image.source
      result.scale = image.scale
      result.actualSize = image.size.map { PixelSize(width: $0.width, height: $0.height) }
      result.goldenSize = image.goldenSize.map { PixelSize(width: $0.width, height: $0.height) }
      if let diff = image.diff {
        let stats = DiffStats(
          changedPixels: diff.pixels, antialiasedPixels: diff.antialiasedPixels, maxDelta: diff.maxDelta,
          bounds: diff.box.map(PixelRect.init), totalPixels: diff.totalPixels)
        result.diff = diff.withinTolerance ? .withinTolerance(stats) : .changed(stats)
      } else if status == .sizeMismatch, let actual = result.actualSize, let golden = result.goldenSize {
        result.diff = .sizeMismatch(actual: actual, golden: golden)
      }
      result.frameChanges = try (image.moves ?? []).enumerated().map { j, move in
        try FrameChange(move, at: "images[\(i)].moves[\(j)]")
      }
      result.framesUnknown =
        image.moves == nil && (status == .changed || status == .sizeMismatch) && !SheetGoldens.isSheet(image.path)
      // The moved parts' outlines are drawn into the diff picture already; what is left of them
      // is the changed region a size mismatch zooms on.
      if result.changedRegion == nil, let box = image.changedBox {
        result.outlines = ([PixelRect(box)], [])
      }
      result.actualPNG = image.files.actual.flatMap(read)
      result.diffPNG = image.files.diff.flatMap(read)
      result.artifactFiles = [image.files.actual, image.files.diff].compactMap { $0 }
      result.seconds = image.seconds
      result.message = image.message
      results.append(result)
      if image.audited { audited.append(image.name) }
      for (j, record) in image.findings.enumerated() {
        let finding = try Finding(record, image: image.name, at: "images[\(i)].findings[\(j)]")
        findings.append(finding)
        if let reason = record.accepted {
          accepted.append(
            (finding, AuditBaseline.Entry(image: finding.state, rule: finding.rule, part: finding.part, reason: reason))
          )
        } else {
          open.append(finding)
        }
      }
    }
    let tolerance = self.tolerance ?? Tolerance(DiffOptions.exact)
    let options = DiffOptions(
      threshold: tolerance.threshold, detectAntialiasing: tolerance.antialiasing, pixelBudget: tolerance.pixelBudget,
      blend: DiffOptions.Blend(rawValue: tolerance.blend) ?? .white)
    var audit: AuditReport?
    if totals.audit != nil {
      let run = AuditRun(findings: findings.sorted(by: Finding.order), images: audited)
      let stale = staleBaselineEntries.map { text in
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        return AuditBaseline.Entry(image: words[0], rule: words.count > 1 ? words[1] : "", reason: "")
      }
      audit = AuditReport(
        run: run, baseline: AuditBaseline(entries: [], file: baseline ?? ""),
        open: open.sorted(by: Finding.order), accepted: accepted, stale: stale)
    }
    let run = GoldenCheckRun(
      results: results, environmentChanges: environment.changes ?? [], notes: notes, options: options,
      audit: audit?.run)
    return CheckRun(run: run, audit: audit)
  }
}

extension PixelRect {
  init(_ box: ResultsDocument.Box) { self.init(x: box.x, y: box.y, width: box.width, height: box.height) }
}

extension FrameChange {
  init(_ move: ResultsDocument.Move, at path: String) throws {
    switch move.kind {
    case "changed":
      guard let property = move.property, let delta = move.delta else {
        throw ResultsError("\(path): a changed part needs property and delta")
      }
      self.init(part: move.part, kind: .changed(property: property, delta: delta))
    case "added": self.init(part: move.part, kind: .added)
    case "removed": self.init(part: move.part, kind: .removed)
    default: throw ResultsError("\(path).kind: \"\(move.kind)\" is not changed, added or removed")
    }
  }
}

extension Finding {
  init(_ record: ResultsDocument.FindingRecord, image: String, at path: String) throws {
    guard let severity = Severity(rawValue: record.severity) else {
      throw ResultsError("\(path).severity: \"\(record.severity)\" is not error, warning or info")
    }
    self.init(
      image: image, part: record.part, rule: record.rule, severity: severity, measured: record.measured,
      expected: record.expected, unit: record.unit, source: record.source,
      frame: record.frame.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }, detail: record.detail)
  }
}
