import ComponentKit
import Foundation
import Graphics
import Testing

@testable import Declared

/// Issue 38, "A bad component file is one clear error": component files are data from anyone's
/// pull request. Every one-line mutation of the sample (a line removed, a value replaced by a
/// hostile one) is either read and drawn, or refused with one bounded FixtureError line naming
/// the file; nothing crashes and no other error escapes.
@Suite struct DeclarationMutationTests {
  static let hostile = [
    "-1", "1e309", ".nan", "[]", "{}", "null", "\"\"", "0", "4097", "\"\(String(repeating: "z", count: 400))\"",
    "full", "fill", "{a: [b, {c: d}]}",
  ]

  func check(_ text: String, _ what: String) {
    do {
      let declaration = try ComponentDeclaration.parse(text, file: "m.component.yaml")
      for state in declaration.renderedStates {
        _ = try? DeclaredComponent(declaration, state: state).rendering(
          theme: Theme(), measurer: FixedAdvanceMeasurer())
      }
    } catch let error as FixtureError {
      let line = error.description
      #expect(line.hasPrefix("m.component.yaml"), "\(what): \(line)")
      #expect(line.count <= 300 && !line.contains("\n"), "\(what): \(line.count) characters")
    } catch {
      Issue.record("\(what): not a FixtureError: \(error)")
    }
  }

  @Test func everyLineRemovedOrReplacedIsReadOrRefusedInOneLine() {
    let lines = SampleDeclaration.yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var cases = 0
    for index in lines.indices {
      var removed = lines
      removed.remove(at: index)
      check(removed.joined(separator: "\n"), "line \(index + 1) removed")
      cases += 1
      guard let colon = lines[index].firstIndex(of: ":") else { continue }
      for value in Self.hostile {
        var replaced = lines
        replaced[index] = String(lines[index][...colon]) + " " + value
        check(replaced.joined(separator: "\n"), "line \(index + 1) set to \(value.prefix(20))")
        cases += 1
      }
    }
    #expect(cases > 500)
  }
}
