import Foundation
import Golden
import Reports

/// `specsheet compare --markdown FILE`: the comparison as a pull-request comment. The verdict and
/// counts first, then the new audit errors (what blocks the change), then each context compared:
/// its token changes, then its changed images by component and state with their colour changes
/// and moves (linked and shown from `artifactsURL` when given), and the other finding changes.
/// Never longer than `limit` characters, however large the change: what does not fit is
/// counted in a closing line, never cut mid-line.
public struct CompareMarkdown: Sendable {
  public var document: CompareDocument
  public var limit: Int
  /// Where the report folder is published (`--artifacts-url`): pictures are linked and shown.
  public var artifactsURL: String?

  public init(_ document: CompareDocument, limit: Int = MarkdownSummary.defaultLimit, artifactsURL: String? = nil) {
    self.document = document
    self.limit = limit
    self.artifactsURL = artifactsURL
  }

  public func text() -> String {
    var out = MarkdownSummary.Budget(limit: limit, reserve: 240)
    out.add(headline() + "\n" + countsTable())
    let room = out.limit - out.reserve - out.count
    var left: [String] = []
    // New errors may take half the room, changed images what is left but a quarter, the other
    // finding changes the rest: a huge change still shows some of each.
    let errors = findingLines(document.findings.filter(\.newError))
    let others = findingLines(
      document.findings.filter { !$0.newError && $0.after?.severity != "info" && $0.before?.severity != "info" })
    let shownErrors = section(
      "\n### New audit errors\n\n", errors, room: others.isEmpty ? room : room / 2, into: &out)
    if shownErrors < errors.count { left.append(count(errors.count - shownErrors, "new audit error line")) }
    let imageRoom = (out.limit - out.reserve - out.count) * (others.isEmpty ? 4 : 3) / 4
    var shownImages = 0
    var shownTokens = 0
    for context in document.contexts {
      // Each context an equal share; its token changes first, in at most a third of it.
      let share = imageRoom / document.contexts.count
      var part = MarkdownSummary.Budget(limit: share + 240, reserve: 240)
      let named = document.contexts.count > 1 || !context.name.isEmpty
      if named { part.add("\n## Context \(code(context.name))\n\n\(side(context.from)) → \(side(context.to))\n") }
      let lines = tokenLines(context.tokens)
      shownTokens += section("\n### Token changes\n\n", lines, room: share / 3, into: &part)
      if lines.isEmpty { part.add("\n_No token changed._\n") }
      shownImages += changedImages(document.images.filter { $0.context == context.name }, into: &part)
      out.add(part.text)
    }
    let tokenCount = document.contexts.reduce(0) { $0 + tokenLines($1.tokens).count }
    if shownTokens < tokenCount { left.append(count(tokenCount - shownTokens, "token change")) }
    if shownImages < document.images.count { left.append(count(document.images.count - shownImages, "changed image")) }
    let shownOthers = section(
      "\n### Other finding changes\n\n", others, room: out.limit - out.reserve - out.count, into: &out)
    if shownOthers < others.count { left.append(count(others.count - shownOthers, "finding change line")) }
    if !left.isEmpty {
      out.force(
        "\n_Left out to stay under \(limit) characters: \(left.joined(separator: ", ")); "
          + "the JSON and the HTML report list every one._\n")
    }
    return out.text
  }

  func headline() -> String {
    let t = document.totals
    let mark = t.newErrors > 0 ? "❌" : t.changed > 0 ? "⚠️" : "✅"
    var what =
      t.changed == 0
      ? "no image changes" : "\(t.changed) of \(t.images) images change (\(count(t.changedStates, "state")))"
    what += t.newErrors > 0 ? ", \(count(t.newErrors, "new audit error"))" : t.changed > 0 ? ", no new audit error" : ""
    let contexts = document.contexts.count
    let sides =
      contexts > 1
      ? "\(code(document.from.tokens)) → \(code(document.to.tokens)) in \(contexts) contexts"
      : "\(side(document.from)) → \(side(document.to))"
    return "## \(mark) specsheet compare: \(what)\n\n\(sides) · exit code \(document.exitCode)"
  }

  func side(_ side: CompareDocument.Side) -> String {
    let contexts = side.contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return code(side.tokens) + (contexts.isEmpty ? "" : " (" + contexts.joined(separator: ", ") + ")")
  }

  func countsTable() -> String {
    let t = document.totals
    let rows = [
      ("images compared", t.images), ("changed", t.changed), ("unchanged", t.unchanged),
      ("new audit errors", t.newErrors),
      ("new findings", t.newFindings), ("resolved findings", t.resolvedFindings),
      ("findings with another value", t.changedFindings),
    ]
    return "\n| | count |\n|---|---:|\n" + rows.map { "| \($0.0) | \($0.1) |" }.joined(separator: "\n") + "\n"
  }

  /// Adds `heading` and as many of `lines` as fit in `room`; how many were added.
  func section(_ heading: String, _ lines: [String], room: Int, into out: inout MarkdownSummary.Budget) -> Int {
    guard !lines.isEmpty else { return 0 }
    var part = MarkdownSummary.Budget(limit: room + 240, reserve: 240)
    guard part.add(heading) else { return 0 }
    var shown = 0
    for line in lines {
      guard part.add(line) else { break }
      shown += 1
    }
    return shown > 0 && out.add(part.text) ? shown : 0
  }

  /// The changed images by component and state; how many images were shown.
  func changedImages(_ images: [CompareDocument.Image], into out: inout MarkdownSummary.Budget) -> Int {
    guard !images.isEmpty, out.add("\n### Changed images\n") else { return 0 }
    var shown = 0
    var component = ""
    var i = 0
    while i < images.count {
      let first = images[i]
      var j = i + 1
      while j < images.count, images[j].component == first.component, images[j].state == first.state { j += 1 }
      let heading = first.component == component ? "" : "\n**\(code(first.component))**\n\n"
      guard out.add(heading + stateLine(Array(images[i..<j])) + "\n") else { break }
      component = first.component
      shown += j - i
      i = j
    }
    return shown
  }

  /// `- `contained/enabled` @1x @2x @3x: 1204 px (12.40%) differ; colours: …; moved: …`.
  func stateLine(_ images: [CompareDocument.Image]) -> String {
    let first = images[0]
    var text =
      "- \(code(first.state)) " + images.map { "@\($0.scale)x" }.joined(separator: " ") + ": " + escaped(first.detail)
    let colors = first.colors.prefix(4).map {
      let delta = String(format: "%.1f", $0.deltaE00)
      return "\(escaped($0.part)) \($0.role) \(code($0.before)) → \(code($0.after)) (ΔE00 \(delta))"
    }
    if !colors.isEmpty {
      text += "; colours: " + colors.joined(separator: ", ") + (first.colors.count > 4 ? ", …" : "")
    }
    let moves = first.moves.prefix(4).map { escaped($0.text) }
    if !moves.isEmpty { text += "; moved: " + moves.joined(separator: ", ") + (first.moves.count > 4 ? ", …" : "") }
    return text + pictures(images)
  }

  /// One line per finding change, its scales together: `` - `material/button/contained/enabled` @1x @2x: label: … ``.
  func findingLines(_ records: [CompareDocument.FindingRecord]) -> [String] {
    var order: [String] = []
    var scales: [String: [String]] = [:]
    for record in records {
      let split = StateGrouping.split(record.image)
      let summary = String(record.text.dropFirst(record.image.count + 2))
      let key = code(split.state) + "\u{0}" + escaped(summary)
      if scales[key] == nil { order.append(key) }
      scales[key, default: []] += split.scale.map { ["@\($0)x"] } ?? []
    }
    return order.map { key in
      let parts = key.components(separatedBy: "\u{0}")
      let at = scales[key]!.isEmpty ? "" : " " + scales[key]!.joined(separator: " ")
      return "- \(parts[0])\(at): \(parts[1])\n"
    }
  }

  func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  func code(_ text: String) -> String { MarkdownSummary.code(text) }

  func escaped(_ text: String) -> String { MarkdownSummary.escaped(text) }
}
