import ComponentKit
import Foundation
import Graphics
import Testing

@testable import Declared

/// Issue 38, "Declarative components" and "A bad component file is one clear error naming file,
/// line and key": each mistake is one line `file:line:col: key: message` of at most 300
/// characters that quotes no more of the file than a clipped name.
@Suite struct DeclarationErrorTests {
  func failure(_ text: String) throws -> String {
    do {
      _ = try ComponentDeclaration.parse(text, file: "tag.component.yaml")
    } catch let error as FixtureError {
      let line = error.description
      #expect(!line.contains("\n"))
      #expect(line.count <= 300, "\(line.count) characters")
      return line
    }
    Issue.record("no error")
    return ""
  }

  @Test func anUnknownKeyIsNamedWithItsLineAndColumn() throws {
    let line = try failure(SampleDeclaration.with("  gap: 4\n", "  gapp: 4\n"))
    #expect(line.hasPrefix("tag.component.yaml:27:3: anatomy.gapp: unknown key \"gapp\""))
    #expect(line.contains("gap"))
  }

  @Test func aColourRoleTheThemeLacksIsAnErrorAtItsValue() throws {
    let line = try failure(SampleDeclaration.with("  fill: muted\n", "  fill: mutted\n"))
    #expect(line.hasPrefix("tag.component.yaml:32:9: anatomy.fill: unknown colour role \"mutted\""))
    #expect(line.contains("did you mean") || line.contains("muted"))
  }

  @Test func anOverrideOfAPartThatDoesNotExist() throws {
    let line = try failure(
      SampleDeclaration.with("      leading-icon: {tint: on-accent}", "      trailing-icon: {tint: on-accent}"))
    #expect(line.contains(":53:") && line.contains("overrides[0].set.trailing-icon: unknown part"))
  }

  @Test func anOverridesPropertyMustFitThePartsKind() throws {
    let line = try failure(SampleDeclaration.with("label: {color: on-accent}", "label: {gap: 4}"))
    #expect(line.contains("overrides[0].set.label.gap: unknown key \"gap\""))
  }

  @Test func propsDefaultsAndPlaceholdersAreChecked() throws {
    #expect(try failure(SampleDeclaration.with("default: small", "default: medium")).contains("props.size.default"))
    #expect(try failure(SampleDeclaration.with("default: star", "default: no-such-icon")).contains("Material icon"))
    let placeholder = try failure(SampleDeclaration.with("text: \"{label}\"", "text: \"{title}\""))
    #expect(placeholder.contains("anatomy.children[1].text: unknown prop in {…} \"title\""))
    let visible = try failure(SampleDeclaration.with("visible: show-count", "visible: label"))
    #expect(visible.contains("unknown boolean prop \"label\""))
  }

  @Test func aPartIsExactlyOneKindAndNamesAreUnique() throws {
    let both = try failure(SampleDeclaration.with("{name: leading-icon, icon:", "{name: leading-icon, text: x, icon:"))
    #expect(both.contains("anatomy.children[0]: a part is one of"))
    let duplicate = try failure(SampleDeclaration.with("name: badge\n", "name: label\n"))
    #expect(duplicate.contains("duplicate or reserved part name \"label\""))
  }

  @Test func nestingPartsAndNumbersAreCapped() throws {
    // Each level a stack holding the next, one deeper than the cap.
    var part = "{name: leaf, text: x}"
    for level in 0..<InputLimits.componentDepth { part = "{name: s\(level), layout: vertical, children: [\(part)]}" }
    let deep = try failure("component: deep\nsystem: acme\nanatomy: \(part)\n")
    #expect(deep.contains("parts nest \(InputLimits.componentDepth + 1) deep; the limit is"))
    let huge = try failure(SampleDeclaration.with("  gap: 4\n", "  gap: 1e300\n"))
    #expect(huge.contains("anatomy.gap: 1e300 is outside the supported range 0...4096"))
    let nan = try failure(SampleDeclaration.with("  gap: 4\n", "  gap: .nan\n"))
    #expect(nan.contains("anatomy.gap: expected a number"))
    let negative = try failure(SampleDeclaration.with("  gap: 4\n", "  gap: -4\n"))
    #expect(negative.contains("outside the supported range"))
  }

  @Test func aLongValueIsClippedNotEchoed() throws {
    let secret = String(repeating: "x", count: 5_000)
    let line = try failure(SampleDeclaration.with("  fill: muted\n", "  fill: \(secret)\n"))
    #expect(!line.contains(String(repeating: "x", count: 100)))
  }

  @Test func rulesNameAPartAndMakeOneCheck() throws {
    let two = try failure(
      SampleDeclaration.with("part: container, height: 32,", "part: container, height: 32, width: 4,"))
    #expect(two.contains("rules[0]: a rule makes exactly one check"))
    let part = try failure(SampleDeclaration.with("part: leading-icon,", "part: trailing-icon,"))
    #expect(part.contains("rules[1].part: unknown part \"trailing-icon\""))
  }

  @Test func badYAMLIsLocatedAndNotQuoted() throws {
    let line = try failure("component: [unclosed\nsystem: acme\n")
    #expect(line.hasPrefix("tag.component.yaml:"))
    #expect(line.contains("YAML:"))
  }

  @Test func aPropCannotTakeAVariantsOwnKey() throws {
    let line = try failure(SampleDeclaration.with("  size: {type: enum", "  states: {type: enum"))
    #expect(line.contains("props.states: \"states\" is a variant's own key"))
    // A variant's `modes:` narrows the project's axes for it (issue 39), so no prop may be named so.
    let modes = try failure(SampleDeclaration.with("  size: {type: enum", "  modes: {type: enum"))
    #expect(modes.contains("props.modes: \"modes\" is a variant's own key"), "\(modes)")
  }
}
