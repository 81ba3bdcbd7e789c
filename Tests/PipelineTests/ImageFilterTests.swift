import Graphics
import Pipeline
import Testing

/// Issue 37, `ImageFilter` beside the run that draws the selection: a catalog image is matched by
/// its typed name exactly as by its written name, so callers stop writing names out to filter.
@Suite struct ImageFilterTests {
  static let chip = ImageName(
    system: "fiori", component: "chip", variant: "single-selection", state: "selected", scale: 2)

  @Test func matchesAnyOfItsSubstringsInTheWrittenName() {
    #expect(ImageFilter().matches(Self.chip), "no substrings select everything")
    #expect(ImageFilter(["fiori/chip/"]).matches(Self.chip))
    #expect(ImageFilter(["selection/selected@2"]).matches(Self.chip), "a substring may span parts")
    #expect(ImageFilter(["material", "@2x"]).matches(Self.chip), "one substring is enough")
    #expect(!ImageFilter(["@1x"]).matches(Self.chip))
    #expect(!ImageFilter(["material/", "unselected"]).matches(Self.chip))
    #expect(!ImageFilter([".png"]).matches(Self.chip), "the name, not the path")
  }

  @Test func typedAndWrittenNamesAgreeOverTheCatalog() throws {
    let names = try defaultCatalog().entries.flatMap { e in [1, 2, 3].map { e.imageName(scale: $0) } }
    #expect(names.count > 100)
    let filters = [[], ["@3x"], ["material/chip"], ["fiori/", "pressed"], ["/disabled@1x"], ["no-such-image"]]
    for substrings in filters.map(ImageFilter.init) {
      let typed = names.filter { substrings.matches($0) }
      #expect(typed == names.filter { substrings.matches($0.description) }, "\(substrings)")
    }
    #expect(ImageFilter(["no-such-image"]).unmatched(in: names.map(\.description)) == ["no-such-image"])
    #expect(ImageFilter(["@3x", "fiori/"]).unmatched(in: names.map(\.description)).isEmpty)
  }
}
