import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Material
import Pipeline
import TestSupport
import Testing

/// The Material card and list spec rules (`MaterialCardSpec+Rules.swift`,
/// `MaterialListSpec+Rules.swift`): each fails on an altered input with the right numbers.
@Suite struct MaterialCardAndListRuleTests {
  // MARK: - Cards

  @Test func outlinedCardStrokeWidthFromAFixtureIsMeasured() throws {
    let yaml = """
      system: material
      component: card
      variants:
        - name: thick
          look: outlined
          width: 150
          height: 150
          border-width: {normal: 2}
          states: [normal]
      """
    let findings = try audit(yaml).filter { $0.rule == "spec:material-card.border-width" }
    // The 37% outline lies half over the page and half over the fill; every scale reads 2.
    #expect(
      findings.map(\.image) == [
        "material/card/thick/normal@1x", "material/card/thick/normal@2x", "material/card/thick/normal@3x",
      ])
    #expect(findings.allSatisfy { $0.part == "container" && $0.measured == "2" && $0.expected == "1 ±0.35" })
    #expect(findings.first?.source.contains("Stroke width 1") == true)
  }

  @Test func selectedCellCheckIsPlacedAndTintedUnderTheInk() throws {
    let yaml = """
      system: material
      component: card-cell
      variants:
        - name: cell
          look: themed
          width: 160
          height: 120
          selectable: true
          states: [selected]
      """
    let entry = try #require(try entries(yaml).first)
    let rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    var image = try #require(try images(of: entry, scales: [3], rendering: rendering).first)
    #expect(auditor.audit([image]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // Pale the check's ink: its core no longer reaches primary under the 14% ink.
    let check = try #require(rendering.layout.part("checked-icon"))
    for y in Int(check.minY * 3)..<Int(check.maxY * 3) {
      for x in Int(check.minX * 3)..<Int(check.maxX * 3) {
        let c = image.bitmap[x, y]
        image.bitmap[x, y] = Color(red: c.red / 2 + 120, green: c.green / 2 + 120, blue: c.blue / 2 + 120)
      }
    }
    let colour = auditor.audit([image]).filter { $0.rule == "spec:material-card.check-colour" }
    #expect(colour.count == 1)
    // #6200EE under black 14% (alpha 36/255): 98 x 219/255 = 84, 0, 238 x 219/255 = 204 → #5400CC.
    #expect(colour.first?.expected.hasPrefix("#5400CC") == true, "\(colour.map(\.summary))")

    // The check moved 4pt in from the top-right corner breaks both insets.
    var layout = rendering.layout
    layout.children = layout.children.map { node in
      var node = node
      if node.name == "checked-icon" { node.frame = node.frame.offsetBy(dx: -4, dy: 4) }
      return node
    }
    let moved = Rendering(layout: layout, displayList: rendering.displayList)
    let insets = auditor.audit(try images(of: entry, scales: [1], rendering: moved)).filter {
      $0.rule.hasPrefix("spec:material-card.check-inset")
    }
    #expect(insets.map(\.measured) == ["12", "12"])
    #expect(insets.allSatisfy { $0.expected == "8 ±0.01" && $0.source.contains("mdc-facts §7b") })
  }

  // MARK: - Lists

  /// A cell drawn from another cell's layout: its frames no longer follow its own images.
  @Test func listCellHeightAndImageSizeFollowTheImage() throws {
    let yaml = """
      system: material
      component: list-item
      variants:
        - name: icon
          look: themed
          width: 320
          title: This is a single-line list
          leading-image: {icon: event, size: 24}
          states: [normal]
      """
    let entry = try #require(try entries(yaml).first)
    #expect(try audit(yaml, scales: [1, 2]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // Drawn as if the image were the 40pt avatar: 40 wide, 72 tall, text 16 after it.
    guard var avatar = entry.content.as(MaterialListCell.self) else {
      Issue.record("not a list cell")
      return
    }
    avatar.leadingImage = MaterialListImage(icon: .accountCircle, size: Size(width: 40, height: 40))
    let other = try Component.materialListCell(avatar).render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: other)).filter {
      $0.rule.hasPrefix("spec:")
    }
    let width = try #require(findings.first { $0.rule == "spec:material-list-item.image-width" })
    #expect(width.part == "leading-image")
    #expect(width.measured == "40")
    #expect(width.expected == "24 ±0.01")
    #expect(width.source.contains("mdc-facts §8c"))
    // 72 tall where 16 + 24 + 16 = 56 and the text's 16pt margin, rounded up, end the cell.
    let bottom = try #require(findings.first { $0.rule == "spec:material-list-item.text-bottom" })
    #expect(bottom.part == "text-container")
    #expect(bottom.expected.hasPrefix("16.5 ±0.5 or container 72pt vs 56 ±0.5"))
  }

  @Test func listTitleColourAndRippleAreSampledFromThePixels() throws {
    let yaml = """
      system: material
      component: list-item
      variants:
        - name: two
          look: unthemed
          width: 320
          title: This is a two-line list
          detail: Secondary text
      """
    let all = try entries(yaml)
    let normal = try #require(all.first { $0.state == "normal" })
    var image = try #require(try images(of: normal, scales: [2]).first)
    let title = try #require(image.rendering.layout.part("title"))
    for y in Int(title.minY * 2)..<Int(title.maxY * 2) {
      for x in Int(title.minX * 2)..<Int(title.maxX * 2) {
        let c = image.bitmap[x, y]
        image.bitmap[x, y] = Color(red: c.red / 2 + 120, green: c.green / 2 + 120, blue: c.blue / 2 + 120)
      }
    }
    let colour = auditor.audit([image]).filter { $0.rule == "spec:material-list-item.title-colour" }
    #expect(colour.count == 1)
    // facts §8b: black 87% over the white background = #212121.
    #expect(colour.first?.expected.hasPrefix("#212121 (#000000DE over #FFFFFF)") == true)

    let highlighted = try #require(all.first { $0.state == "highlighted" })
    var pressed = try #require(try images(of: highlighted, scales: [2]).first)
    for y in 0..<pressed.bitmap.height { for x in 0..<pressed.bitmap.width { pressed.bitmap[x, y] = Color("#FFFFFF") } }
    let ripple = auditor.audit([pressed]).filter { $0.rule == "spec:material-list-item.ripple" }
    #expect(ripple.count == 1)
    #expect(ripple.first?.measured == "#FFFFFF")
    // The seed's ripple, on surface 12% (black, alpha 31/255) over white: 255 x 224/255 = #E0.
    #expect(ripple.first?.expected == "#E0E0E0")
    #expect(ripple.first?.source.contains("rippleColor") == true)
  }

  @Test func listCellsStackWithoutGaps() throws {
    let yaml = """
      system: material
      component: list
      variants:
        - name: three
          look: themed
          width: 320
          items: [One, Two, Three]
      """
    let entry = try #require(try entries(yaml).first)
    guard let list = entry.content.as(MaterialList.self) else {
      Issue.record("not a list")
      return
    }
    var layout = try list.layout(measurer: pipeline.renderer.measurer)
    layout.cells = layout.cells.enumerated().map { $1.offsetBy(dx: 0, dy: Double($0) * 2) }
    let gapped = drawing(
      canvas: Size(width: 320, height: layout.cells.last!.bounds.maxY), parts: layout.node(named: "list").children,
      commands: layout.cells.flatMap { $0.commands() })
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: gapped)).filter {
      $0.rule == "spec:material-list.continuous"
    }
    #expect(findings.map(\.part) == ["cell-2.container", "cell-3.container"])
    #expect(findings.allSatisfy { $0.measured == "2" && $0.expected == "0 ±0.01" })
  }
}
