import FlexLayout
import Foundation
import TestSupport
import Testing

/// Issue 38, "A layout engine worth trusting": the conformance test reads Taffy's files itself;
/// a file it cannot read fails that one case with a reason (the suite goes on), and a feature
/// the engine lacks is named so the case is skipped and counted, never run half-understood.
@Suite struct TaffyCaseReadingTests {
  static func load(_ text: String) throws -> Result<TaffyCase, CaseError> {
    let folder = try temporaryFolder("flex-case")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/case.xml"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return TaffyCase.load(path)
  }

  static let wellFormed = """
    <test name="two" use-rounding="false">
      <viewport width="max-content" height="max-content"/>
      <input><div width="100px"><div flex-grow="1"/><text>HH&#x200B;HHH</text></div></input>
      <expectations>
        <node x="0" y="0" width="100" height="10"><node x="0" y="0" width="50" height="10"/>
        <node x="50" y="0" width="50" height="10"/></node>
      </expectations>
    </test>
    """

  @Test func aWellFormedCaseLaysOutToItsExpectations() throws {
    let test = try Self.load(Self.wellFormed).get()
    #expect(test.name == "two")
    #expect(!test.rounding)
    #expect(test.unsupported.isEmpty)
    let actual = test.root.layout(available: test.available, rounding: test.rounding)
    #expect(TaffyCase.difference(actual, test.expected) == nil)
    var moved = actual
    moved.children[1].x += 0.2
    #expect(TaffyCase.difference(moved, test.expected) == "root.1 x is 50.2, expected 50.0")
  }

  @Test(arguments: [
    "<test name=\"cut\"><viewport width=\"max-content\"", "not xml at all", "<other/>",
    "<test><viewport width=\"wide\"/><input><div/></input><expectations><node/></expectations></test>",
  ])
  func anUnreadableFileFailsOnlyItsCase(text: String) throws {
    guard case .failure(let error) = try Self.load(text) else {
      Issue.record("read as a case")
      return
    }
    #expect(error.file == "case.xml")
  }

  @Test func featuresTheEngineLacksAreNamed() throws {
    let text = Self.wellFormed.replacingOccurrences(of: "<div width=\"100px\">", with: "<div display=\"grid\">")
      .replacingOccurrences(of: "flex-grow=\"1\"", with: "flex-grow=\"1\" float=\"left\"")
    let test = try Self.load(text).get()
    #expect(test.unsupported == ["display: grid", "float"])
  }
}
