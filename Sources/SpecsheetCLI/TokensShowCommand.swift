import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Pipeline
import Tokens

/// `specsheet tokens [show]`: what a token set does to the themes. Each theme field the set sets, its
/// value and the token and file it came from; the mapped tokens that change no image of the
/// selection; how much of the mapping and of the set is used.
package struct TokensShowCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show what each theme field resolves to from a token set, and which mapped tokens change no image.",
    discussion:
      "Exit codes: 0 the set loads; 64 no token set given; 65 the set has problems (each listed; with --json the "
      + "document lists them too).")

  @OptionGroup package var options: CatalogOptions

  @Flag(
    name: .customLong("json"),
    help: ArgumentHelp(
      "Print the set as JSON instead: each field with its alias chain, files and lines, the unused tokens and every "
        + "problem (errors and warnings, each with its severity, kind, file, token path, line and column), even when "
        + "the set does not load."))
  var json = false

  /// `--verbose` (TokenOptions) also lists the tokens the mapping does not reach.
  var verbose: Bool { options.tokenOptions.verbose }

  package init() {}

  package func validate() throws { try reportingNow { try options.validate() } }

  package func run() throws {
    guard let set = try options.tokenOptions.loadSet() else {
      throw fail("no token set: pass --tokens FILE or set tokens: in specsheet.yaml", Exit.usage)
    }
    if json { print(try TokensJSON(set: set, strict: options.tokenOptions.strict).text()) }
    let tokens: DesignTokens
    do { tokens = try set.designTokens() } catch { throw fail(error, Exit.badInput) }
    if json { return }
    let idle = try unchangedFields(tokens)
    print(TokensReport(set: set, idle: idle, verbose: verbose).lines.joined(separator: "\n"))
  }

  /// The mapped paths whose field changes no image of the selection: the selection loaded
  /// without that one field lays out and draws exactly as with it.
  func unchangedFields(_ tokens: DesignTokens) throws -> Set<String> {
    let paths = try CatalogOptions.catalogPaths(options.fixturePaths)
    let filter = options.imageFilter
    func selected(_ tokens: DesignTokens) throws -> [String: CatalogEntry] {
      let catalog: Catalog
      do { catalog = try RunningRegistry.loadCatalog(paths: paths, tokens: tokens) } catch {
        throw fail(error, Exit.badInput)
      }
      let entries = catalog.entries.filter { e in
        options.scale.contains { filter.matches(e.imageName(scale: $0)) }
      }
      return Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
    let full = try selected(tokens)
    if full.isEmpty, !filter.isEmpty {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    let pipeline = try RenderPipeline()
    var renderings: [String: Rendering] = [:]
    func rendering(_ entry: CatalogEntry) -> Rendering? { try? pipeline.resolve(entry).rendering }
    var idle = Set<String>()
    for field in tokens.fields {
      let without = DesignTokens(file: tokens.file, fields: tokens.fields.filter { $0.path != field.path })
      let other = try selected(without)
      let changed = full.contains { id, entry in
        guard let alternative = other[id], alternative.theme != entry.theme else { return false }
        if renderings[id] == nil { renderings[id] = rendering(entry) }
        return renderings[id] != rendering(alternative)
      }
      if !changed { idle.insert(field.path) }
    }
    return idle
  }
}
