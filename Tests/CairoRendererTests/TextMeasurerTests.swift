import Graphics
import Testing

@testable import CairoRenderer

@Suite struct TextMeasurerTests {
  let measurer: PangoTextMeasurer

  init() throws { measurer = try PangoTextMeasurer() }

  @Test func interMediumReceived() throws {
    let m = try measurer.measure("Received", font: Fixtures.inter500)
    #expect((60...63).contains(m.width), "width \(m.width)")
    // Inter: (ascender 2728 + descender 680) / 2816 units per em × 14pt.
    #expect(abs(m.height - 16.943) < 0.01, "height \(m.height)")
    #expect(abs(m.baseline - 2728.0 / 2816 * 14) < 0.05, "baseline \(m.baseline)")
    #expect(m.lineCount == 1)
    #expect(m.width != m.width.rounded(), "metrics are fractional, not pixel-rounded")
  }

  @Test func wrapsAtWordBoundaries() throws {
    let text = "Orders above the approval threshold need a second reviewer"
    let single = try measurer.measure(text, font: Fixtures.inter400)
    let wrapped = try measurer.measure(text, font: Fixtures.inter400, wrapWidth: 120)
    #expect(single.lineCount == 1)
    #expect(wrapped.lineCount >= 3)
    #expect(wrapped.width <= 120 && wrapped.width > 60)
    #expect(abs(wrapped.height - Double(wrapped.lineCount) * single.height) < 0.01)
    #expect(wrapped.baseline == single.baseline)
  }

  @Test func theFirstLineWidthIsThatLinesOwn() throws {
    let wrapped = try measurer.measure("Due Tomorrow afternoon", font: Fixtures.inter400, wrapWidth: 60)
    let first = try measurer.measure("Due", font: Fixtures.inter400)
    #expect(wrapped.lineCount >= 2)
    // Pango's line extents include the trailing space of a wrapped line; allow for it.
    let space = try measurer.measure("Due ", font: Fixtures.inter400).width
    #expect(wrapped.firstLineWidth >= first.width - 0.01 && wrapped.firstLineWidth <= space + 0.01, "\(wrapped)")
    #expect(wrapped.firstLineWidth < wrapped.width)
    let one = try measurer.measure("Received", font: Fixtures.inter400)
    #expect(one.firstLineWidth == one.width)
  }

  @Test func emptyTextHasOneLineOfHeight() throws {
    let m = try measurer.measure("", font: Fixtures.inter400)
    #expect(m.width == 0 && m.lineCount == 1 && m.height > 16)
  }

  @Test func unknownFamilyNamesTheResolvedFont() throws {
    let error = #expect(throws: FontError.self) {
      try measurer.measure("Hello", font: Font(family: "Helvetica", weight: 400, size: 14))
    }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("font \"Helvetica\" 400 resolved to \""), "\(text)")
    guard case .resolvedToOtherFont(_, let family, _, _) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(["Inter", "Roboto", "Inter Display", "Material Icons"].contains(family))
  }

  @Test func unavailableWeightIsAnError() throws {
    let error = #expect(throws: FontError.self) {
      try measurer.measure("Hello", font: Font(family: "Material Icons", weight: 700, size: 14))
    }
    #expect(error?.description.hasPrefix("font \"Material Icons\" 700 resolved to \"Material Icons\" 400") == true)
  }

  @Test func iconCharacterMissingFromInter() throws {
    let error = #expect(throws: FontError.self) {
      try measurer.measure("OK \u{E5CA}", font: Fixtures.inter500)
    }
    #expect(error == .missingGlyphs(text: "OK \u{E5CA}", font: Fixtures.inter500, count: 1, characters: [0xE5CA]))
    #expect(error?.description == "text \"OK \\u{E5CA}\" has 1 glyph missing from \"Inter\" 500 (U+E5CA)")
  }

  @Test func cjkMissingFromInter() throws {
    let error = #expect(throws: FontError.self) {
      try measurer.measure("合計 total", font: Fixtures.inter400)
    }
    guard case .missingGlyphs(_, _, let count, let characters) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(count == 2 && characters == [0x5408, 0x8A08])
  }

  @Test func invalidRequestsAreErrors() throws {
    #expect(throws: FontError.self) { try measurer.measure("x", font: Font(family: "", weight: 400, size: 14)) }
    #expect(throws: FontError.self) { try measurer.measure("x", font: Font(family: "Inter", weight: 400, size: -1)) }
    #expect(throws: FontError.self) { try measurer.measure("x", font: Fixtures.inter400, wrapWidth: 0) }
  }

  @Test func missingFontFolderNamesThePackage() throws {
    let bogus = FontConfiguration.Directory(
      path: "/nonexistent/fonts", debianPackage: "fonts-example", sampleFile: "X.ttf")
    #expect(throws: FontError.missingFontDirectory(path: "/nonexistent/fonts", debianPackage: "fonts-example")) {
      try FontLibrary(directories: [bogus], xml: FontConfiguration.xml)
    }
    let text = FontError.missingFontDirectory(path: "/p", debianPackage: "fonts-inter").description
    #expect(text.contains("apt-get install fonts-inter"))
  }

  @Test func configurationLoadsOnlyTheProjectFonts() throws {
    let library = try FontLibrary.shared()
    let folders = FontConfiguration.directories.map { $0.path + "/" }
    #expect(!library.fontFiles.isEmpty)
    #expect(library.fontFiles.allSatisfy { file in folders.contains { file.hasPrefix($0) } })
    #expect(library.fontFiles.contains { $0.hasSuffix("/MaterialIcons-Regular.ttf") })
    #expect(!FontConfiguration.xml.contains("<include"))
    #expect(!FontConfiguration.xml.contains("<dir"))
  }

  @Test func fingerprintIsStableText() throws {
    let library = try FontLibrary.shared()
    let a = try library.fingerprint()
    #expect(a.text == (try library.fingerprint()).text)
    for name in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libpng", "zlib"] {
      #expect(a.libraries.contains { $0.name == name && $0.version.first?.isNumber == true }, "\(name)")
    }
    #expect(a.fonts.count == library.fontFiles.count)
    #expect(a.fonts.allSatisfy { $0.size > 0 && $0.fnv1a64.count == 16 })
    #expect(a.text.contains("option cairo.hint-style=none"))
    #expect(fnv1a64Hex(Array("a".utf8)) == "af63dc4c8601ec8c")  // published FNV-1a test vector
  }
}
