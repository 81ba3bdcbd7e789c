import Audit
import Foundation
import Golden
import Pipeline

/// JUnit XML for CI systems: one `<testcase>` per image (and per stale golden), failures
/// carrying the same message as the console.
///
/// The profile is the common ground of Jenkins xunit's `junit-10.xsd` and the strict Ant
/// `JUnit.xsd` (both vendored in Tests/Resources/junit-schemas, which the tests validate
/// against): a bare `<testsuites>` holding one `<testsuite>` with name, package, id, counts,
/// time, timestamp and hostname; then `<properties>`, the test cases, `<system-out>` and
/// `<system-err>` in that order. A test case has classname, name and time, and at most one
/// `<failure>` (with a type); text that is not a failure goes to the suite's `<system-out>`.
///
/// With `attachments`, a failing image's test case also gets a `<system-out>` of
/// `[[ATTACHMENT|path]]` lines naming its actual and diff pictures, the convention Jenkins'
/// JUnit attachments and GitLab's test reports read. Jenkins xunit's schema accepts that; the
/// strict Ant schema allows no output inside a test case, so it is opt-in (`--junit-attachments`).
public enum JUnitReport {
  /// When and where the run happened, and how long it took (the suite's attributes).
  public struct Timing: Sendable {
    public var started: Date
    public var seconds: Double
    public var hostname: String

    public init(started: Date, seconds: Double, hostname: String = JUnitReport.hostname()) {
      self.started = started
      self.seconds = seconds
      self.hostname = hostname
    }
  }

  /// The whole file as one text (tests, small runs); `write` hands it over line by line.
  public static func xml(
    _ run: GoldenCheckRun, store: GoldenStore, suite: String = "specsheet.check",
    summary: RunSummary, verdict: Verdict, audit: AuditReport? = nil, timing: Timing, attachments: Bool = false
  ) -> String {
    var bytes: [UInt8] = []
    write(
      run, store: store, suite: suite, summary: summary, verdict: verdict, audit: audit,
      timing: timing, attachments: attachments, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The file's lines, each ending in a newline, written to `out` in order and never held
  /// together: a hundred times the catalog made 15 MB of XML, and the lines twice that.
  /// The suite's counts are `summary`'s (one test case per result, one for a changed
  /// environment), failing the environment's case when `verdict` says the environment fails.
  public static func write<Output: ByteOutput>(
    _ run: GoldenCheckRun, store: GoldenStore, suite: String = "specsheet.check",
    summary: RunSummary, verdict: Verdict, audit: AuditReport? = nil, timing: Timing, attachments: Bool = false,
    to out: inout Output
  ) throws(Output.Failure) {
    let environmentFails = verdict.environmentFails
    // Open audit findings per image: errors fail its test case, the rest go to the suite's output.
    let findings = Dictionary(grouping: audit?.open ?? [], by: \.image)
    let failures = summary.failures + (environmentFails ? 1 : 0) + summary.passedWithAuditErrors
    let tests = summary.results + (summary.environmentChanges.isEmpty ? 0 : 1)
    var output: [String] = []
    let head =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        "<testsuites>",
        #"  <testsuite name="\#(escape(suite))" package="specsheet" id="0" tests="\#(tests)" failures="\#(failures)""#
          + #" errors="0" skipped="0" time="\#(seconds(timing.seconds))" timestamp="\#(timestamp(timing.started))""#
          + #" hostname="\#(escape(timing.hostname))">"#,
        "    <properties>",
        #"      <property name="goldens" value="\#(escape(store.root))"/>"#,
      ]
      // The audit's verdicts, counted as `audit`, the sheets and the site count them (issue 40).
      + (audit.map { [#"      <property name="audit" value="\#(escape($0.counts.text))"/>"#] } ?? [])
      + ["    </properties>"]
    for text in head { try out.write(text + "\n") }
    if !run.environmentChanges.isEmpty {
      let text = run.environmentChanges.joined(separator: "\n")
      let open =
        #"    <testcase classname="specsheet" name="render environment matches the goldens' fingerprint" time="0.000""#
      if environmentFails {
        try out.write(open + ">\n")
        try out.write(
          #"      <failure type="environment" "#
            + #"message="\#(escape(run.environmentChanges.joined(separator: "; ")))">\#(escape(text))</failure>"# + "\n"
        )
        try out.write("    </testcase>\n")
      } else {
        try out.write(open + "/>\n")
        output.append("environment differs but every image matches:\n" + text)
      }
    }
    for result in run.results {
      let folder = FilePath.parent(result.name).replacingOccurrences(of: "/", with: ".")
      let name = (result.name as NSString).lastPathComponent + (result.status == .stale ? " (stale golden)" : "")
      let classname = folder.isEmpty ? "specsheet" : folder
      let open =
        #"    <testcase classname="\#(escape(classname))" name="\#(escape(name))" "#
        + #"time="\#(seconds(result.seconds ?? 0))""#
      let found = findings[result.name] ?? []
      let errors = found.filter { $0.severity == .error }
      let auditText = found.map(Self.line).joined(separator: "\n")
      if RunSummary.failsOnAudit(result, openFindings: found) {
        try out.write(open + ">\n")
        let headline =
          "\(errors.count) spec audit finding\(errors.count == 1 ? "" : "s"): \(errors[0].part): "
          + "\(errors[0].rule)"
        try out.write(
          #"      <failure type="audit" message="\#(escape(headline))">\#(escape(auditText))</failure>"# + "\n")
        try out.write("    </testcase>\n")
      } else if result.passed {
        if !found.isEmpty { output.append("\(result.name):\n" + auditText) }
        try out.write(open + "/>\n")
      } else {
        try out.write(open + ">\n")
        try out.write(
          #"      <failure type="\#(result.status.rawValue)" "#
            + #"message="\#(escape(result.headline))">\#(escape(result.message ?? result.headline))</failure>"#
            + "\n")
        if attachments, !result.artifactFiles.isEmpty {
          // Paths as the artifacts have them (a CI uploads the folder as it is).
          let lines = result.artifactFiles.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
          try out.write("      <system-out>\(escape(lines))</system-out>\n")
        }
        try out.write("    </testcase>\n")
      }
    }
    try out.write("    <system-out>\(escape(output.joined(separator: "\n")))</system-out>\n")
    try out.write("    <system-err></system-err>\n  </testsuite>\n</testsuites>\n")
  }

  /// An open finding in the verdict's words (`open error: ...`, `exempt: ...`), as every other
  /// output says it; never the bare severity.
  static func line(_ finding: Finding) -> String {
    let verdict = FindingVerdict.of(finding.severity, acceptedByBaseline: false)
    return "\(verdict == .open ? "open \(finding.severity.rawValue)" : verdict.rawValue): \(finding.summary)"
  }

  /// Seconds with three decimals (xunit's SUREFIRE_TIME allows no more), never negative.
  static func seconds(_ value: Double) -> String {
    String(format: "%.3f", value.isFinite ? max(0, value) : 0)
  }

  /// UTC, without a zone: the strict schema's ISO 8601 pattern takes no offset.
  static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return formatter.string(from: date)
  }

  /// This machine's name, as `hostname` prints it; `localhost` when it has none (as the Ant
  /// schema asks). No DNS lookup.
  public static func hostname() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.trimmingCharacters(in: .whitespaces).isEmpty ? "localhost" : name
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        // XML 1.0 forbids most control characters, and U+FFFE and U+FFFF, even as references: a
        // file name holding one made the whole file unreadable. They are spelled out instead.
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
