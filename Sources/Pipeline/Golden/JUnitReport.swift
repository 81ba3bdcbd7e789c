import Foundation

/// JUnit XML for CI systems: one `<testcase>` per image (and per stale golden), failures
/// carrying the same message as the console.
public enum JUnitReport {
  public static func xml(
    _ run: GoldenCheckRun, store: GoldenStore, messages: [String: String], suite: String = "specsheet.check",
    environmentFails: Bool
  ) -> String {
    let failures = run.failures.count + (environmentFails ? 1 : 0)
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
      if result.passed {
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
