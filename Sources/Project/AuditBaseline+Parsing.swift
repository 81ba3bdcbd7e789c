import Catalog
import ComponentKit
import Foundation
import Graphics
import Yams

extension AuditBaseline {
  /// The reason `specsheet audit --write-baseline` gives each entry it writes: the loader
  /// refuses it, so nothing is accepted until a person says why.
  public static let placeholderReason = "TODO: say why this finding is accepted"

  /// The baseline at `path`; an empty one when the file does not exist.
  public static func load(path: String) throws -> AuditBaseline {
    guard FileManager.default.fileExists(atPath: path) else { return AuditBaseline(entries: [], file: path) }
    let bytes: [UInt8]
    do { bytes = try DataFile.read(path, limit: InputLimits.baselineBytes) } catch {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: error.reason)
    }
    return try parse(String(decoding: bytes, as: UTF8.self), file: path)
  }

  /// `allowPlaceholders` reads entries whose reason is still `placeholderReason` (the writer
  /// appending to a file it wrote before); every other reader refuses them.
  public static func parse(_ text: String, file: String, allowPlaceholders: Bool = false) throws -> AuditBaseline {
    let root: Node
    do {
      guard
        let node = try Yams.compose(
          yaml: text, YAMLResolution.resolver, YAMLResolution.constructor, YAMLResolution.encoding)
      else {
        return AuditBaseline(entries: [], file: file)
      }
      root = node
    } catch let error as YamlError {
      throw FixtureError(yaml: error, file: file)
    }
    var doc = try YAMLValue(node: root, file: file, keyPath: "").mapping()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var entries: [Entry] = []
    for item in try doc.required("accepted").sequence() {
      var map = try item.mapping()
      let image = try map.required("image").singleLine()
      let rule = try map.required("rule").singleLine()
      let part = try map.optional("part")?.singleLine()
      let measured = try pinned(try map.required("measured"), rule: rule, lines: lines)
      let fixture = try map.optional("fixture")?.singleLine(maxLength: 1000)
      let reason = try map.required("reason")
      let reasonText = try reason.singleLine(maxLength: 500)
      try refuseCutByComment(reason, reasonText, lines: lines, what: "reason")
      if reasonText.hasPrefix("TODO"), !allowPlaceholders {
        throw reason.error(
          "is the placeholder `specsheet audit --write-baseline` wrote: replace it with why this finding is accepted")
      }
      // A reason is the point of the file: "ok" or "todo" explains nothing to the next reader.
      if reasonText.split(separator: " ").count < 3 {
        throw reason.error("must say why the finding is accepted, in a few words")
      }
      try map.finish()
      entries.append(
        Entry(
          image: image, rule: rule, part: part, measured: measured, fixture: fixture, reason: reasonText,
          line: item.node.mark?.line))
    }
    try doc.finish()
    return AuditBaseline(entries: entries, file: file)
  }

  /// `measured:` as one string or a list of them; a contrast rule pins its ratio and both colours.
  static func pinned(_ value: YAMLValue, rule: String, lines: [Substring]) throws -> [MeasuredFacts] {
    let items = value.isScalar ? [value] : try value.sequence()
    if items.isEmpty {
      throw value.error("must list what was accepted (e.g. \"2.35:1 #FFFFFF on #F69000\", \"15.7pt\")")
    }
    return try items.map { item in
      let text = try item.singleLine(maxLength: 200)
      try refuseCutByComment(item, text, lines: lines, what: "value")
      guard let facts = MeasuredFacts(parsing: text) else {
        throw item.error(
          "\"\(text)\" holds no measured number or #RRGGBB colour (e.g. \"2.35:1 #FFFFFF on #F69000\", \"15.7pt\")")
      }
      if rule.hasSuffix("contrast"), !rule.contains("*"), facts.unit != ":1" || facts.colors.count != 2 {
        throw item.error(
          "a contrast is pinned by its ratio and both colours, e.g. \"2.35:1 #FFFFFF on #F69000\"; found \"\(text)\""
            + (text.contains("#") ? "" : " (an unquoted \" #\" starts a YAML comment: quote the value)"))
      }
      return facts
    }
  }

  /// An unquoted " #" starts a YAML comment: "white on #F69000" would keep only "white on".
  static func refuseCutByComment(_ value: YAMLValue, _ text: String, lines: [Substring], what: String) throws {
    guard let line = value.node.mark?.line, lines.indices.contains(line - 1),
      let rest = lines[line - 1].range(of: text).map({ lines[line - 1][$0.upperBound...] }),
      rest.trimmingCharacters(in: .whitespaces).hasPrefix("#")
    else { return }
    throw value.error("the \(what) goes on after a \" #\", which YAML reads as a comment: quote the \(what)")
  }
}
