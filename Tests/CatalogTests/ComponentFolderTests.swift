import Foundation
import TestSupport
import Testing

/// A built-in component is one folder, as `Examples/TagComponent` is one target: under
/// `Sources/<System>/<Component>/` its cited spec, rules, layout, lowering, accessibility and
/// fixture kind; under `Sources/<System>/System/` what the system's components share and its
/// registration. No component file lives anywhere else.
@Suite struct ComponentFolderTests {
  static let systems = ["Material", "Fiori"]

  /// The Swift files directly in a folder under Sources, by name.
  static func files(_ folder: String) -> [String] {
    let path = packageRoot + "/Sources/" + folder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func folders(_ system: String) -> [String] {
    let path = packageRoot + "/Sources/" + system
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  static func text(_ path: String) -> String {
    (try? String(contentsOfFile: packageRoot + "/Sources/" + path, encoding: .utf8)) ?? ""
  }

  @Test(arguments: systems) func everyComponentFolderHoldsTheWholeStory(system: String) {
    let components = Self.folders(system).filter { $0 != "System" }
    #expect(!components.isEmpty, "Sources/\(system) holds no component folder")
    #expect(Self.folders(system).contains("System"), "Sources/\(system)/System is missing")
    for component in components {
      let folder = "\(system)/\(component)"
      let names = Self.files(folder)
      let specs = names.filter { $0.hasSuffix("Spec.swift") }
      #expect(!specs.isEmpty, "\(folder) has no *Spec.swift")
      for spec in specs {
        // Each number cites a source: the seeds and reference notes, or a URL.
        let cited = ["seed", "facts", "http"].contains { Self.text("\(folder)/\(spec)").contains($0) }
        #expect(cited, "\(folder)/\(spec) cites no source")
      }
      let required: [(String, (String) -> Bool)] = [
        ("rules (*Spec+Rules.swift)", { $0.hasSuffix("Spec+Rules.swift") }),
        ("a layout (*Layout.swift)", { $0.hasSuffix("Layout.swift") }),
        ("lowering (*Lowering.swift)", { $0.hasSuffix("Lowering.swift") }),
        ("accessibility (*+Accessibility.swift)", { $0.hasSuffix("+Accessibility.swift") }),
      ]
      for (what, matches) in required {
        #expect(names.contains(where: matches), "\(folder) has no \(what)")
      }
      let kinds = names.filter { Self.text("\(folder)/\($0)").contains("ComponentKind(") }
      #expect(!kinds.isEmpty, "\(folder) declares no ComponentKind")
    }
  }

  /// A component kind, a spec, a layout or lowering declared outside a system's component
  /// folders would split a component's story again; a design system registers in System/.
  @Test func noComponentFileLivesElsewhere() throws {
    let root = packageRoot + "/Sources"
    let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    // Declared's reader, layout and lowering draw every declared component: no one component's story.
    for path in all where path.hasSuffix(".swift") && !path.hasPrefix("Declared/") {
      let parts = path.split(separator: "/").map(String.init)
      let inSystem = parts.count == 3 && Self.systems.contains(parts[0])
      let inComponent = inSystem && parts[1] != "System"
      let name = parts.last ?? ""
      let code = Self.text(path)
      let componentFile =
        name.hasSuffix("Spec.swift") || name.hasSuffix("Spec+Rules.swift") || name.hasSuffix("Lowering.swift")
        || code.contains("ComponentKind(system:")
      if componentFile { #expect(inComponent, "\(path) belongs in a component folder, Sources/<System>/<Component>/") }
      if code.contains("= DesignSystem(name:") {
        #expect(inSystem && parts[1] == "System", "\(path) registers a design system outside its System/ folder")
      }
    }
  }

  /// A component's fixture keys are written once, as `FixtureKey` constants its schema lists: a
  /// reader reads by the constant (`map.number(Key.cornerRadius)`), never by a second spelling of
  /// the name (`map.number("corner-radius")`).
  @Test(arguments: systems) func readersNameNoKeyAsText(system: String) throws {
    let readers = [
      "optional", "required", "missing", "number", "integer", "bool", "text", "requiredText", "requiredNumber",
      "requiredInteger", "numbers",
    ]
    let byName = try Regex("\\.(" + readers.joined(separator: "|") + ")\\(\"")
    #expect("map.requiredNumber(\"width\")".firstMatch(of: byName) != nil)
    #expect("map.requiredNumber(Key.width)".firstMatch(of: byName) == nil)
    for folder in Self.folders(system) {
      for name in Self.files("\(system)/\(folder)") {
        let code = Self.text("\(system)/\(folder)/\(name)")
        #expect(
          code.firstMatch(of: byName) == nil,
          "\(system)/\(folder)/\(name) reads a fixture key by its name as text; read its FixtureKey constant")
      }
    }
  }
}
