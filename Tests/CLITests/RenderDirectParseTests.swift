import ArgumentParser
import Testing

@testable import SpecsheetCLI

/// `Render.parsedDirectly` (render's plain command lines without ArgumentParser's reflection)
/// gives the very `Render` ArgumentParser gives, or nil so that ArgumentParser reads the line.
@Suite struct RenderDirectParseTests {
  /// Every value a parse sets, as text.
  static func summary(_ render: Render) -> String {
    let options = render.options
    let tokens = options.tokenOptions
    return [
      "filters \(options.filters)", "scale \(String(describing: options.scaleFlag))",
      "jobs \(String(describing: options.jobs))", "tokens \(String(describing: tokens.tokensFlag))",
      "contexts \(tokens.contextFlags)", "strict \(tokens.strictFlag)", "verbose \(tokens.verboseFlag)",
      "out \(render.out)",
      "background \(String(describing: render.background))", "json \(String(describing: render.json))",
      "sheets \(String(describing: render.sheets))", "formats \(render.sheetFormat)",
      "site \(String(describing: render.site))",
    ].joined(separator: "; ")
  }

  static func argumentParserReading(_ arguments: [String]) -> Render? {
    (try? Render.parseAsRoot(arguments)) as? Render
  }

  @Test(arguments: [
    [], ["Bench/chip.yaml"], ["Bench/chip.yaml", "--scale", "2", "--out", "/tmp/cold"],
    ["material/chip", "--jobs", "3", "fiori"], ["--out=o", "--scale=1,3", "a.yaml"], ["--scale", " 2,\t1 ,2"],
    ["--sheets", "s", "--sheet-format", "png,PDF", "--site", "site", "--json", "r.json"],
    ["--tokens", "t.json", "--token-context", "theme=dark", "--token-context=brand=acme", "--strict-tokens"],
    ["--tokens", "t.json", "--verbose", "a.yaml"],
    ["--background", "#ffffff", "--out", "a=b"], ["--jobs=+2", "x@2x"],
  ])
  func plainLinesReadAsArgumentParserReadsThem(_ arguments: [String]) throws {
    let direct = try #require(Render.parsedDirectly(arguments), "\(arguments)")
    let parsed = try #require(Self.argumentParserReading(arguments), "\(arguments)")
    #expect(Self.summary(direct) == Self.summary(parsed), "\(arguments)")
  }

  /// Help, errors and the rarer forms are ArgumentParser's: nil here.
  @Test(arguments: [
    ["--help"], ["-h"], ["--version"], ["--scale"], ["--scale", "0"], ["--scale", "-2"], ["--jobs", "x"],
    ["--jobs", "0"], ["--out", "a", "--out", "b"], ["--unknown", "x"], ["--", "a.yaml"], ["--strict-tokens=yes"],
    ["--strict-tokens", "--strict-tokens"], ["--verbose", "--verbose"], ["--verbose=yes"], ["--background", "red"],
    ["--site", "s", "--background", "#ffffff"],
    ["--out", ""], ["--out="], [""], ["--sheet-format", "gif"], ["--token-context", "theme"], ["--out", "goldens"],
    ["--json"],
  ])
  func everythingElseIsLeftToArgumentParser(_ arguments: [String]) {
    #expect(Render.parsedDirectly(arguments) == nil, "\(arguments)")
  }

  /// A property the direct parse does not set would crash on its first read: a new option must
  /// be taught to `Render+DirectParse.swift` (or make it give nil) before this list changes.
  @Test func theDirectParseSetsEveryProperty() {
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(labels(Render()) == ["_options", "_out", "_background", "_json", "_sheets", "_sheetFormat", "_site"])
    #expect(labels(CatalogOptions()) == ["_filters", "_scaleFlag", "_jobs", "_tokenOptions"])
    #expect(labels(TokenOptions()) == ["_tokensFlag", "_contextFlags", "_strictFlag", "_verboseFlag"])
  }
}
