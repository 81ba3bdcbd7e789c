import Audit
import Catalog
import ComponentKit
import Golden
import Graphics
import Pipeline

/// One shared pipeline (fonts load once per process).
let pipeline: RenderPipeline = try! RenderPipeline()

/// Entries of a fixture given as YAML text.
func entries(_ yaml: String) throws -> [CatalogEntry] {
  try Fixture.parse(yaml, file: "test.yaml")
}

/// Every finding of the fixture's images at `scales`.
func audit(_ yaml: String, scales: [Int] = [1, 2, 3]) throws -> [Finding] {
  try pipeline.audit(entries(yaml), scales: scales).findings
}

/// The images of one entry, drawn at `scales`, ready for `Auditor` (so a test can alter them).
func images(of entry: CatalogEntry, scales: [Int], rendering: Rendering? = nil) throws -> [AuditImage] {
  let rendering = try rendering ?? entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
  return try scales.map {
    AuditImage(
      name: entry.imageName(scale: $0), component: entry.content, theme: entry.theme, rendering: rendering,
      bitmap: try pipeline.renderer.render(rendering.displayList, scale: $0))
  }
}

let auditor = Auditor(measurer: pipeline.renderer.measurer)

let fioriChip = """
  system: fiori
  component: chip
  variants:
    - name: plain
      variation: single-selection
      label: Received
      states: [unselected, selected]
  """
