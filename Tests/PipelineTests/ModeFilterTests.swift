import Graphics
import Pipeline
import Testing

/// Issue 39, "Stable names": a filter naming modes (`~direction=rtl`, `chip~theme=dark`) selects
/// images by their modes, whatever the order they are written in; one naming none selects as before.
@Suite struct ModeFilterTests {
  static func name(_ state: String, _ modes: [(String, String)], scale: Int = 1) -> ImageName {
    ImageName(
      system: "fiori", component: "chip", variant: "single-selection", state: state,
      modes: modes.map { ImageMode(axis: $0.0, value: $0.1) }, scale: scale)
  }

  static let plain = name("selected", [])
  static let rtl = name("selected", [("direction", "rtl")])
  static let darkRTL = name("selected", [("direction", "rtl"), ("theme", "dark")])
  static let dark = name("selected", [("theme", "dark")])

  @Test func aModeFilterSelectsTheImagesHavingThoseModes() {
    let filter = ImageFilter(["~direction=rtl"])
    #expect([Self.plain, Self.rtl, Self.darkRTL, Self.dark].filter(filter.matches) == [Self.rtl, Self.darkRTL])
    let both = ImageFilter(["~theme=dark,direction=rtl"])
    #expect([Self.plain, Self.rtl, Self.darkRTL, Self.dark].filter(both.matches) == [Self.darkRTL])
  }

  @Test func theTextBeforeTheModesIsFoundInTheNameWithoutThem() {
    #expect(ImageFilter(["chip~theme=dark"]).matches(Self.darkRTL))
    #expect(ImageFilter(["selected@1x~theme=dark"]).matches(Self.dark))
    #expect(!ImageFilter(["button~theme=dark"]).matches(Self.dark))
    #expect(!ImageFilter(["chip~theme=dark"]).matches(Self.rtl))
  }

  @Test func writtenNamesSelectAsTypedOnes() {
    let names = [Self.plain, Self.rtl, Self.darkRTL, Self.dark]
    for filter in [["~direction=rtl"], ["chip~theme=dark"], ["selected~direction=rtl@1x"], ["@1x"]].map(
      ImageFilter.init)
    {
      #expect(names.filter(filter.matches) == names.filter { filter.matches($0.path) }, "\(filter)")
    }
    #expect(ImageFilter(["~theme=dim"]).unmatched(in: names.map(\.description)) == ["~theme=dim"])
    #expect(ImageFilter(["chip~theme=dark"]).unmatched(in: names.map(\.description)).isEmpty)
  }
}
