import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Golden
import Pipeline

/// `specsheet schema`: the fixture format, generated from the components' declared keys.
package struct SchemaCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the fixtures' JSON Schema (or key tables), or write Fixtures/schema.json and the README's tables.",
    discussion: """
      The schema is generated from each component's declared keys (the same declarations the \
      fixture readers and their error messages use). YAML editors read it through a \
      `# yaml-language-server: $schema=...` comment. `--write DIR` writes DIR/schema.json and \
      replaces the key tables in DIR/README.md between its markers; `--check DIR` fails (exit 1) \
      when either is stale.
      """)

  @Flag(help: "Print the key tables (Markdown) instead of the JSON Schema.")
  var markdown = false

  @Option(help: ArgumentHelp("Write schema.json and the README's key tables in this folder.", valueName: "dir"))
  var write: String?

  @Option(help: ArgumentHelp("Exit 1 when this folder's schema.json or README key tables are stale.", valueName: "dir"))
  var check: String?

  package func run() throws {
    let registry = RunningRegistry.current
    let json = try FixtureSchema.jsonSchemaText(for: registry)
    guard let folder = write ?? check else {
      print(markdown ? FixtureSchema.markdown(for: registry) : json, terminator: markdown ? "\n" : "")
      return
    }
    let schemaPath = (folder as NSString).appendingPathComponent("schema.json")
    let readmePath = (folder as NSString).appendingPathComponent("README.md")
    guard let readme = try? String(contentsOfFile: readmePath, encoding: .utf8) else {
      throw fail("cannot read \(readmePath)", Exit.badInput)
    }
    guard let updated = FixtureSchema.readme(readme, withTablesFor: registry) else {
      throw fail("\(readmePath) has no key-table markers (\(FixtureSchema.readmeMarkers.begin))", Exit.badInput)
    }
    let current = try? String(contentsOfFile: schemaPath, encoding: .utf8)
    if check != nil {
      var stale: [String] = []
      if current != json { stale.append(schemaPath) }
      if updated != readme { stale.append(readmePath + " (key tables)") }
      guard stale.isEmpty else {
        throw fail("stale: \(stale.joined(separator: ", ")); run `make schema` and commit", Exit.changed)
      }
      print("\(schemaPath) and \(readmePath)'s key tables are up to date")
      return
    }
    do {
      if current != json { try AtomicFile.write(json, to: schemaPath) }
      if updated != readme { try AtomicFile.write(updated, to: readmePath) }
    } catch {
      throw fail(error, Exit.cannotWrite)
    }
    print("wrote \(schemaPath) and the key tables of \(readmePath)")
  }
}
