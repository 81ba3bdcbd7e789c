import Catalog
import ComponentKit
import Graphics
import SpecSheets
import Testing

/// A pill whose parts are named as its own spec names them (`shape`, `text-box`, `text`), with
/// the roles declared or not.
private struct Pill: ComponentModel {
  var roles: [PartRole: String]
  var partRoles: [PartRole: String] { roles }

  // The fill is drawn as the part `shape`, as a lowering declares it: the corner radius is read
  // from the commands of the declared container.
  func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    let shape = Rect(x: 0, y: 0, width: 80, height: 32)
    let box = Rect(x: 12, y: 6, width: 56, height: 20)
    let text = Rect(x: 12, y: 9, width: 56, height: 14)
    return Rendering(
      layout: LayoutNode(
        "canvas", frame: shape,
        children: [
          LayoutNode("shape", frame: shape), LayoutNode("text-box", frame: box), LayoutNode("text", frame: text),
        ]),
      displayList: DisplayList(
        size: shape.size, commands: [.fill(.roundedRect(shape, CornerRadii(all: 16)), Color("#EEF2FF"))].inPart("shape")
      ))
  }
}

@Suite struct RedlineRoleTests {
  func redlines(_ roles: [PartRole: String]) throws -> (names: [String], note: String?) {
    let rendering = try Pill(roles: roles).rendering(theme: Theme(), measurer: fixedMeasurer)
    let redlines = try RedlinePlanner.redlines(for: rendering, roles: roles, measurer: fixedMeasurer)
    return (redlines.map(\.name), RedlinePlanner.roleNote(for: rendering, roles: roles))
  }

  /// The planner measures from the declared parts, whatever they are called.
  @Test func declaredRolesUnderOtherNamesGetTheContainersRedlines() throws {
    let (names, note) = try redlines([.container: "shape", .contentBox: "text-box"])
    #expect(note == nil)
    #expect(names.contains("shape.width"))
    #expect(names.contains("shape.height"))
    #expect(names.contains { $0.hasPrefix("container.corner-radius") })
    // The content box is measured to vertically (6pt above it), not the text (9pt).
    let rendering = try Pill(roles: [:]).rendering(theme: Theme(), measurer: fixedMeasurer)
    let all = try RedlinePlanner.redlines(
      for: rendering, roles: [.container: "shape", .contentBox: "text-box"], measurer: fixedMeasurer)
    #expect(all.contains { $0.to.part == "text-box" || $0.from.part == "text-box" })
  }

  /// No declared container: the sheet is told why, rather than the redlines silently missing.
  @Test func anUndeclaredContainerIsSaid() throws {
    let (names, note) = try redlines([:])
    #expect(!names.contains("shape.width"))
    #expect(note?.contains("declares no container part") == true)
  }

  @Test func aDeclaredContainerMissingFromTheLayoutIsSaid() throws {
    let (names, note) = try redlines([.container: "container"])
    #expect(!names.contains("container.width"))
    #expect(note?.contains("no part is named \"container\"") == true)
  }

  /// The sheet's section line carries the note (the picture and the text dump); the header
  /// names the theme of the component's system, here none.
  @Test func theSheetNotesIt() throws {
    func entry(_ roles: [PartRole: String]) -> CatalogEntry {
      CatalogEntry(
        system: "acme", component: "pill", variant: "plain", state: "normal", content: Component(Pill(roles: roles)),
        theme: Theme(), source: "pill.yaml")
    }
    let bare = try SpecSheet.make(name: "pill", entries: [entry([:])], measurer: fixedMeasurer).dump()
    #expect(bare.contains("\n  redlines no size, padding or corner redlines: the component declares no container part"))
    #expect(bare.contains("theme \"theme from the fixture\""))
    let declared = try SpecSheet.make(name: "pill", entries: [entry([.container: "shape"])], measurer: fixedMeasurer)
    #expect(!declared.dump().contains("  redlines "))
    #expect(declared.dump().contains("redline shape.width"))
  }
}
