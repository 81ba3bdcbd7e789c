import Audit
import Foundation
import Golden
import Graphics

/// `--markdown FILE` of `check`, `audit` and `merge-reports`: a results document as a summary a
/// pull request can show (GitHub's job summary or a comment). Counts first, then the failing
/// images grouped by component and state with what moved, then the open audit findings; links
/// to the artifacts when a base URL is given. Never longer than `limit` characters (GitHub
/// refuses comments over 65,536): what does not fit is counted, never cut mid-line.
public struct MarkdownSummary: Sendable {
  public var document: ResultsDocument
  /// Prefix of artifact links (`https://ci.example/job/42/artifacts/`); nil prints paths as code.
  public var baseURL: String?
  public var limit: Int

  /// GitHub's comment limit less room for a bot's own header.
  public static let defaultLimit = 65_000

  public init(_ document: ResultsDocument, baseURL: String? = nil, limit: Int = MarkdownSummary.defaultLimit) {
    self.document = document
    self.baseURL = baseURL
    self.limit = limit
  }

  /// Whether the summary reads `image`: a failing one, or one with an open finding it lists.
  /// Only those need to be in the document it is given.
  public static func reads(_ image: ResultsDocument.Image) -> Bool {
    !["passed", "rendered", "audited"].contains(image.status) || image.findings.contains(where: isListed)
  }

  static func isListed(_ finding: ResultsDocument.FindingRecord) -> Bool {
    FindingVerdict.of(Severity(rawValue: finding.severity) ?? .error, acceptedByBaseline: finding.accepted != nil)
      == .open
  }

  /// The summary's text, at most `limit` characters.
  public func text() -> String {
    var out = Budget(limit: limit, reserve: 240)
    out.add(headline() + "\n")
    out.add(countsTable())
    let failing = document.images.filter { !["passed", "rendered", "audited"].contains($0.status) }
    let open = openFindings()
    // Open findings keep a quarter of the room when images alone would fill it.
    var images = Budget(
      limit: open.isEmpty ? out.limit - out.count : (out.limit - out.count) * 3 / 4, reserve: out.reserve)
    var leftOutImages = 0
    if !failing.isEmpty {
      images.add("\n### Images that fail\n")
      for group in Self.grouped(failing) {
        let lines = group.states.map { line(for: $0) + "\n" }
        if !images.add("\n**\(code(group.component))**\n\n" + (lines.first ?? "")) {
          leftOutImages += group.states.reduce(0) { $0 + $1.images.count }
          continue
        }
        for (state, text) in zip(group.states, lines).dropFirst() where !images.add(text) {
          leftOutImages += state.images.count
        }
      }
    }
    out.add(images.text)
    var leftOutFindings = 0
    if !open.isEmpty {
      out.add("\n### Open audit findings\n\n")
      for finding in open where !out.add(finding + "\n") { leftOutFindings += 1 }
    }
    var trailer: [String] = []
    if leftOutImages > 0 { trailer.append("\(leftOutImages) failing image\(leftOutImages == 1 ? "" : "s")") }
    if leftOutFindings > 0 { trailer.append("\(leftOutFindings) open finding\(leftOutFindings == 1 ? "" : "s")") }
    if !trailer.isEmpty {
      out.force(
        "\n_Left out to stay under \(limit) characters: \(trailer.joined(separator: " and ")); "
          + "the JSON results and the HTML report list every one._\n")
    }
    return out.text
  }

  /// `## ❌ specsheet check: 12 of 967 images fail` — what a reader sees first. A check's exit
  /// code and failed count are its `Verdict`'s and `RunSummary`'s, written into the document.
  func headline() -> String {
    let failed = document.totals.golden?.failed ?? 0
    let errors = document.totals.audit?.errors ?? 0
    let ok = document.exitCode == 0
    var what: String
    if let golden = document.totals.golden {
      what =
        failed == 0
        ? "all \(golden.passed) images match their goldens" : "\(failed) of \(document.totals.images) images fail"
    } else {
      what = "\(document.totals.images) images audited"
    }
    if document.totals.audit != nil {
      what += errors == 0 ? ", no open audit error" : ", \(errors) open audit error\(errors == 1 ? "" : "s")"
    }
    let shards = document.mergedShards.map { " (\($0) shards merged)" } ?? document.shard.map { " (shard \($0))" } ?? ""
    return "## \(ok ? "✅" : "❌") specsheet \(document.command): \(what)\(shards)\n\nExit code \(document.exitCode)."
  }

  func countsTable() -> String {
    var rows: [(String, Int)] = []
    if let g = document.totals.golden {
      rows += [
        ("passed", g.passed), ("changed", g.changed), ("size mismatch", g.sizeMismatch), ("missing", g.missing),
        ("unreadable", g.unreadable), ("stale goldens", g.stale),
      ]
    }
    if let a = document.totals.audit {
      if let v = document.totals.verdicts {
        // The verdicts one per state, part and rule, as the sheets and the site count them
        // (issue 40); the open errors and warnings per image beside them, as the exit code reads
        // them. Accepted is said once.
        rows += [
          ("open (per state)", v.open), ("accepted (per state)", v.accepted), ("exempt (per state)", v.exempt),
          ("open audit errors (per image)", a.errors), ("open audit warnings (per image)", a.warnings),
        ]
      } else {
        rows += [("audit errors", a.errors), ("audit warnings", a.warnings), ("accepted findings", a.accepted)]
      }
    }
    guard !rows.isEmpty else { return "" }
    return "\n| | count |\n|---|---:|\n" + rows.map { "| \($0.0) | \($0.1) |" }.joined(separator: "\n") + "\n"
  }

  /// One state's failing scales on one line: verdict, what moved, artifact links.
  func line(for state: StateGroup) -> String {
    let first = state.images[0]
    let scales = state.images.map { "@\($0.scale)x" }.joined(separator: " ")
    // A mode's image names its mode in words, not inside the code (issue 39).
    let (bare, mode) = Self.splitMode(state.name)
    var text = "- \(code(bare))\(mode.map { " in \(escaped($0))" } ?? "") \(scales): **\(first.status)**"
    if let detail = first.detail, !detail.isEmpty { text += " — " + escaped(detail) }
    let moves = (first.moves ?? []).prefix(4).map { escaped($0.text) }
    if !moves.isEmpty {
      text += "; moved: " + moves.joined(separator: ", ") + ((first.moves?.count ?? 0) > 4 ? ", …" : "")
    }
    // The diff picture is the diff panel alone: with links, each scale's actual image beside it.
    let diffs = state.images.compactMap { image in image.files.diff.map { (image.scale, $0) } }
    let actuals = state.images.compactMap { image in image.files.actual.map { (image.scale, $0) } }
    if let baseURL, !diffs.isEmpty {
      if !actuals.isEmpty {
        text += " · actual " + actuals.map { "[@\($0.0)x](\(Self.url(baseURL, $0.1)))" }.joined(separator: " ")
      }
      text += " · diff " + diffs.map { "[@\($0.0)x](\(Self.url(baseURL, $0.1)))" }.joined(separator: " ")
    } else if let first = diffs.first {
      text += " · diff \(code(first.1))"
    }
    return text
  }

  func openFindings() -> [String] {
    document.images.flatMap { image in
      image.findings.filter(Self.isListed).map { f in
        "- \(code(image.name)) \(code(f.part)): \(f.severity) \(code(f.rule)) "
          + "\(escaped(f.measured))\(f.unit == ":1" ? ":1" : "") "
          + "vs \(escaped(f.expected))\(f.detail.map { ", " + escaped($0) } ?? "")"
      }
    }
  }

  static func url(_ base: String, _ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return (base.hasSuffix("/") ? base : base + "/") + (encoded.hasPrefix("/") ? String(encoded.dropFirst()) : encoded)
  }

  /// Inline code that survives any name (backticks in a name get a longer fence).
  func code(_ text: String) -> String { Self.code(text) }

  /// The fence is one backtick longer than the longest run of backticks in the text (CommonMark's
  /// rule): a path holding two backticks once closed a two-backtick fence and turned the rest of
  /// the line into the sender's own image and link.
  package static func code(_ text: String) -> String {
    let clean = printable(text)
    var longest = 0
    var run = 0
    for c in clean {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    guard longest > 0 else { return "`\(clean)`" }
    let fence = String(repeating: "`", count: longest + 1)
    return "\(fence) \(clean) \(fence)"
  }

  /// Markdown's own characters in free text escaped, so a detail cannot open a table or a link.
  func escaped(_ text: String) -> String { Self.escaped(text) }

  package static func escaped(_ text: String) -> String {
    var out = ""
    for c in printable(text) {
      if "\\`*_[]<>|#".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// One line: control characters (a newline in a name, an escape sequence) shown as `\u{..}`.
  static func printable(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension MarkdownSummary {
  struct StateGroup {
    /// `variant/state`.
    var name: String
    var images: [ResultsDocument.Image]
  }

  struct ComponentGroup {
    /// `system/component`, `sheets`, or `stale`.
    var component: String
    var states: [StateGroup]
  }

  /// Failing images by component, then by state (its scales together), in the document's order.
  static func grouped(_ images: [ResultsDocument.Image]) -> [ComponentGroup] {
    var groups: [ComponentGroup] = []
    for image in images {
      let (component, state) = split(image.name)
      if groups.last?.component != component { groups.append(ComponentGroup(component: component, states: [])) }
      let last = groups.count - 1
      if let i = groups[last].states.firstIndex(where: { $0.name == state && $0.images[0].status == image.status }) {
        groups[last].states[i].images.append(image)
      } else {
        groups[last].states.append(StateGroup(name: state, images: [image]))
      }
    }
    return groups
  }

  /// `plain/selected~theme=dark,direction=rtl` → (`plain/selected`, `theme=dark, direction=rtl`);
  /// a name without modes → (name, nil).
  static func splitMode(_ state: String) -> (String, String?) {
    guard let tilde = state.firstIndex(of: "~") else { return (state, nil) }
    let modes = state[state.index(after: tilde)...].split(separator: ",").joined(separator: ", ")
    return (String(state[..<tilde]), modes)
  }

  /// `fiori/chip/single-selection/selected@2x` → (`fiori/chip`, `single-selection/selected`).
  static func split(_ name: String) -> (String, String) {
    let bare = ImageName.scaleSuffix(of: name)?.stem ?? name
    let parts = bare.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 4 else {
      return (parts.dropLast().joined(separator: "/"), parts.last.map(String.init) ?? bare)
    }
    return (parts.prefix(2).joined(separator: "/"), parts.dropFirst(2).joined(separator: "/"))
  }

  /// Text that stops growing at `limit - reserve` UTF-8 bytes (so at most as many characters),
  /// keeping `reserve` for the closing line. Once a piece does not fit, nothing more is added,
  /// so the summary never shows a heading without its lines.
  package struct Budget {
    package var limit: Int
    package var reserve: Int
    package var text = ""
    package var count = 0
    package var full = false

    package init(limit: Int, reserve: Int) {
      self.limit = limit
      self.reserve = reserve
    }

    /// Appends `piece` when it fits; false (and nothing appended) when it does not.
    @discardableResult package mutating func add(_ piece: String) -> Bool {
      let n = piece.utf8.count
      guard !full, count + n <= limit - reserve else {
        full = true
        return false
      }
      text += piece
      count += n
      return true
    }

    /// Appends the closing line into the reserve (it is shorter than the reserve).
    package mutating func force(_ piece: String) {
      text += piece
      count += piece.utf8.count
    }
  }
}
