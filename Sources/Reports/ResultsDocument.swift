import Audit
import Foundation
import Golden

/// `--json FILE` of `check`, `render`, `audit` and `merge-reports`: one record per image plus
/// totals and the render environment, for CI bots and scripts. The schema is
/// `docs/results.schema.json` (described in the README); keys are written sorted, so two runs
/// with the same results differ only in their timings.
public struct ResultsDocument: Codable, Hashable, Sendable {
  /// Always `specsheet-results`: tells a results file from any other JSON.
  public var format = ResultsDocument.formatName
  /// Bumped when a field changes meaning or goes away (added fields keep the version).
  public var version = ResultsDocument.formatVersion
  /// `check`, `render` or `audit` (a merged file says `check`).
  public var command: String
  public var specsheet: Tool
  public var environment: Environment
  public var selection: Selection
  /// The shard this run checked (`check --shard K/N`); absent for a whole run and a merged one.
  public var shard: ShardNumber?
  /// How many shard files `merge-reports` merged into this one; absent otherwise.
  public var mergedShards: Int?
  /// The CI run the check belongs to (`check --run-id`, else `GITHUB_RUN_ID`, else
  /// `CI_PIPELINE_ID`): `merge-reports` refuses shards of different runs.
  public var runId: String?
  /// The commit of the project's checkout the check ran in, when known (read from `.git`).
  public var projectCommit: String?
  /// Hash of the goldens' `fingerprint.txt` (`check`), when it exists: the environment the
  /// compared goldens were recorded in.
  public var goldensFingerprint: String?
  /// The goldens folder (`check`).
  public var goldens: String?
  /// The output folder (`render`).
  public var out: String?
  /// The comparison's tolerance (`check`).
  public var tolerance: Tolerance?
  /// The audit baseline the findings were judged against (`check` with its audit, `audit`).
  public var baseline: String?
  public var notes: [String]
  public var totals: Totals
  /// The code the command exits with for these results (a failure to write an output still
  /// exits 73).
  public var exitCode: Int
  public var images: [Image]
  /// Baseline entries that accepted nothing (`audit` and `check` over the whole catalog).
  public var staleBaselineEntries: [String]
  /// Each colour pair drawn in two modes or more, at its worst mode (`axes:`); absent without.
  public var worstModes: [WorstMode]?

  public static let formatName = "specsheet-results"
  public static let formatVersion = 1

  public init(
    command: String, specsheet: Tool, environment: Environment, selection: Selection, notes: [String] = [],
    totals: Totals, exitCode: Int, images: [Image], staleBaselineEntries: [String] = []
  ) {
    self.command = command
    self.specsheet = specsheet
    self.environment = environment
    self.selection = selection
    self.notes = notes
    self.totals = totals
    self.exitCode = exitCode
    self.images = images
    self.staleBaselineEntries = staleBaselineEntries
  }

  public struct Tool: Codable, Hashable, Sendable {
    public var version: String
    /// The commit of the checkout the binary was built in, when known.
    public var commit: String?

    public init(version: String, commit: String?) {
      self.version = version
      self.commit = commit
    }
  }

  /// The render environment (what `specsheet --version` prints and `record` writes to
  /// `fingerprint.txt`); `id` is the hash `--version` shows.
  public struct Environment: Codable, Hashable, Sendable {
    public struct Library: Codable, Hashable, Sendable {
      public var name: String
      public var version: String
    }
    public struct Font: Codable, Hashable, Sendable {
      public var path: String
      public var bytes: Int
      public var fnv1a64: String
    }
    public var id: String
    public var libraries: [Library]
    public var fonts: [Font]
    public var options: [String]
    /// `check`: how it differs from the goldens' fingerprint, one line per fact
    /// (`FreeType 2.12.1 -> 2.13.0`); empty when it matches.
    public var changes: [String]?
  }

  /// What the run was asked for: fixture files or folders (empty: the default catalog), image
  /// filters, scales.
  public struct Selection: Codable, Hashable, Sendable {
    public var fixtures: [String]
    public var filters: [String]
    public var scales: [Int]

    public init(fixtures: [String], filters: [String], scales: [Int]) {
      self.fixtures = fixtures
      self.filters = filters
      self.scales = scales
    }
  }

  public struct ShardNumber: Codable, Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int
    public var description: String { "\(index)/\(count)" }
  }

  public struct Tolerance: Codable, Hashable, Sendable {
    public var threshold: Double
    public var antialiasing: Bool
    public var pixelBudget: Int
    public var blend: String
  }

  public struct Totals: Codable, Hashable, Sendable {
    /// Images (and sheets) compared, written or audited; stale goldens are not images.
    public var images: Int
    /// The command's own wall-clock time (merged: the shards' times added up).
    public var seconds: Double
    /// `check`: images per verdict.
    public var golden: GoldenTotals?
    /// Open findings per severity and accepted ones (`check` with its audit, `audit`).
    public var audit: AuditTotals?
    /// The audit's open, accepted and exempt findings, one per state, part and rule
    /// (`AuditReport.counts`): what the sheets and the site count. With `audit`.
    public var verdicts: VerdictCounts? = nil
  }

  public struct GoldenTotals: Codable, Hashable, Sendable {
    public var passed, changed, sizeMismatch, missing, unreadable, stale: Int
    /// Everything but `passed`.
    public var failed: Int
  }

  public struct AuditTotals: Codable, Hashable, Sendable {
    /// Images audited.
    public var images: Int
    public var errors, warnings, info: Int
    public var accepted: Int
  }

  /// One image (or spec sheet, or stale golden).
  public struct Image: Codable, Hashable, Sendable {
    /// `system/component/variant/state@Nx`, `sheets/<system>/<component>`, or a stale golden's
    /// path without `.png`.
    public var name: String
    /// Relative to the goldens (or output) folder.
    public var path: String
    /// `check`: passed, changed, size-mismatch, missing, unreadable, stale; `render`: rendered;
    /// `audit`: audited.
    public var status: String
    public var scale: Int
    /// The fixture file it comes from.
    public var source: String?
    /// One line: what is wrong, measured values beside their limits (`check` failures).
    public var detail: String?
    /// The failure's full console text (`check`).
    public var message: String?
    public var files: Files
    /// Pixel size of the fresh render, and of the golden when they differ or it is all there is.
    public var size: Size?
    public var goldenSize: Size?
    public var diff: Diff?
    /// The changed region in golden pixels: the diff's bounds, else the parts that moved.
    public var changedBox: Box?
    /// `check`: what moved between the golden's anatomy frames and the render's (empty: nothing);
    /// absent when nothing was compared, for sheets, and when the goldens' manifest has no
    /// frames for the image (cannot say).
    public var moves: [Move]?
    public var findings: [FindingRecord]
    /// Whether the spec audit looked at it.
    public var audited: Bool
    /// Drawing (Cairo, Pango) plus comparing or encoding this image; the layout its scales share
    /// and the audit are not in it. Absent when not measured.
    public var seconds: Double?

    public init(name: String, path: String, status: String, scale: Int) {
      self.name = name
      self.path = path
      self.status = status
      self.scale = scale
      self.files = Files()
      self.findings = []
      self.audited = false
    }
  }

  /// Files about the image, as the command named them (relative to the folder it ran in).
  public struct Files: Codable, Hashable, Sendable {
    public var golden: String?
    /// `check` failures: the fresh render and the diff picture (the diff panel alone).
    public var actual: String?
    public var diff: String?
    /// `render`: the written image.
    public var output: String?

    public init(golden: String? = nil, actual: String? = nil, diff: String? = nil, output: String? = nil) {
      self.golden = golden
      self.actual = actual
      self.diff = diff
      self.output = output
    }
  }

  public struct Size: Codable, Hashable, Sendable {
    public var width: Int
    public var height: Int
  }

  public struct Box: Codable, Hashable, Sendable {
    public var x, y, width, height: Int
  }

  /// A pixel comparison that found differences (changed, or forgiven by the tolerance).
  public struct Diff: Codable, Hashable, Sendable {
    /// Pixels that count as changed.
    public var pixels: Int
    public var antialiasedPixels: Int
    public var totalPixels: Int
    /// Largest colour distance, as a fraction of the largest YIQ distance.
    public var maxDelta: Double
    public var box: Box?
    /// True when the tolerance forgave these differences (the image passed).
    public var withinTolerance: Bool
  }

  /// `label.x +1pt`: one anatomy part that moved, changed size, appeared or disappeared.
  public struct Move: Codable, Hashable, Sendable {
    public var part: String
    /// changed, added or removed.
    public var kind: String
    /// x, y, width or height (kind changed).
    public var property: String?
    /// Points, render minus golden (kind changed).
    public var delta: Double?
    public var text: String
  }

  /// One spec-audit finding on the image.
  public struct FindingRecord: Codable, Hashable, Sendable {
    public var part, rule, severity, measured, expected, unit, source: String
    /// Points, image coordinates.
    public var frame: Frame?
    public var detail: String?
    /// The baseline's reason when it accepts the finding.
    public var accepted: String?
  }

  public struct Frame: Codable, Hashable, Sendable {
    public var x, y, width, height: Double
  }
}
