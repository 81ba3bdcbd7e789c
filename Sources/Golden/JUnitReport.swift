import Pipeline
import Audit
import Foundation

/// JUnit XML for CI systems: one `<testcase>` per image (and per stale golden), failures
/// carrying the same message as the console.
public enum JUnitReport {
  public static func xml(
    _ run: GoldenCheckRun, store: GoldenStore, messages: [String: String], suite: String = "specsheet.check",
    environmentFails: Bool, audit: AuditReport? = nil
  ) -> String {
    // Open audit findings per image: errors fail its test case, the rest go to its output.
    let findings = Dictionary(grouping: audit?.open ?? [], by: \.image)
    let auditFailures = run.results.filter { $0.passed && findings[$0.name]?.contains { $0.severity == .error } == true }.count
    let failures = run.failures.count + (environmentFails ? 1 : 0) + auditFailures
    let tests = run.results.count + (run.environmentChanges.isEmpty ? 0 : 1)
    var out = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="specsheet" tests="\#(tests)" failures="\#(failures)" errors="0">"#,
      #"  <testsuite name="\#(escape(suite))" tests="\#(tests)" failures="\#(failures)" errors="0" skipped="0">"#,
    ]
    if !run.environmentChanges.isEmpty {
      let text = run.environmentChanges.joined(separator: "\n")
      out.append(#"    <testcase classname="specsheet" name="render environment matches the goldens' fingerprint">"#)
      if environmentFails {
        out.append(#"      <failure type="environment" message="\#(escape(run.environmentChanges.joined(separator: "; ")))">\#(escape(text))</failure>"#)
      } else {
        out.append("      <system-out>\(escape("environment differs but every image matches:\n" + text))</system-out>")
      }
      out.append("    </testcase>")
    }
    for result in run.results {
      let folder = FilePath.parent(result.name).replacingOccurrences(of: "/", with: ".")
      let name = (result.name as NSString).lastPathComponent + (result.status == .stale ? " (stale golden)" : "")
      let open = #"    <testcase classname="\#(escape(folder))" name="\#(escape(name))" file="\#(escape(store.path(result.path)))""#
      let found = findings[result.name] ?? []
      let errors = found.filter { $0.severity == .error }
      let auditText = found.map { "\($0.severity.rawValue): \($0.summary)" }.joined(separator: "\n")
      if result.passed, !errors.isEmpty {
        out.append(open + ">")
        out.append(
          #"      <failure type="audit" message="\#(escape("\(errors.count) spec audit finding\(errors.count == 1 ? "" : "s"): \(errors[0].part): \(errors[0].rule)"))">\#(escape(auditText))</failure>"#)
        out.append("    </testcase>")
      } else if result.passed, !found.isEmpty {
        out.append(open + ">")
        out.append("      <system-out>\(escape(auditText))</system-out>")
        out.append("    </testcase>")
      } else if result.passed {
        out.append(open + "/>")
      } else {
        out.append(open + ">")
        out.append(
          #"      <failure type="\#(result.status.rawValue)" message="\#(escape(result.headline))">\#(escape(messages[result.path] ?? result.headline))</failure>"#)
        out.append("    </testcase>")
      }
    }
    out += ["  </testsuite>", "</testsuites>"]
    return out.joined(separator: "\n") + "\n"
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
        // XML 1.0 forbids most control characters even escaped.
        if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
