import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Golden
import Pipeline

/// `specsheet dump`: print a stage's output as text (layout tree, display list, or the
/// accessibility annotation with its sources).
package struct Dump: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract:
      "Print the layout tree, display list or accessibility of catalog entries, measured with the real fonts.")

  enum Stage: String, ExpressibleByArgument, CaseIterable {
    case layout
    case displayList = "display-list"
    case accessibility
  }

  @OptionGroup var options: CatalogOptions

  @Option(help: "Which stage to print: layout, display-list or accessibility.")
  var stage: Stage = .layout

  @Option(help: "Only entries whose id contains this text, e.g. fiori/chip/single-selection.")
  var only: String?

  package func run() throws {
    let catalog = try options.loadCatalog()
    let pipeline: RenderPipeline
    do { pipeline = try RenderPipeline() } catch { throw fail(error, Exit.badInput) }
    let filter = options.imageFilter
    let entries = catalog.entries.filter { entry in
      (only.map { entry.id.contains($0) } ?? true)
        && (filter.isEmpty || options.scale.contains { filter.matches(entry.imageName(scale: $0)) })
    }
    if entries.isEmpty, only != nil || !filter.isEmpty {
      let asked = (only.map { ["--only \"\($0)\""] } ?? []) + filter.substrings.map { "\"\($0)\"" }
      throw fail(
        "no entry matches \(asked.joined(separator: ", ")); ids look like fiori/chip/single-selection/selected",
        Exit.usage)
    }
    for entry in entries {
      let resolved: ResolvedEntry
      do { resolved = try pipeline.resolve(entry) } catch { throw fail(error, Exit.badInput) }
      print("# \(entry.id)")
      switch stage {
      case .layout: print(resolved.layout.dump(), terminator: "")
      case .displayList: print(resolved.displayList.dump(), terminator: "")
      case .accessibility: print(resolved.accessibility?.dumped ?? "(none described)\n", terminator: "")
      }
    }
  }
}
