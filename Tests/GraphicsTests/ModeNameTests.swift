import Graphics
import Testing

/// Issue 39, "Stable names": an image of a non-default mode is `…/state~axis=value[,…]@Nx.png`,
/// axes in declared order, defaults never written; a name without modes is written as before.
@Suite struct ModeNameTests {
  static let axes = ModeAxes([
    ModeAxis(name: "direction", values: ["ltr", "rtl"], defaultValue: "ltr"),
    ModeAxis(name: "theme", values: ["light", "dark"], defaultValue: "light", allowed: ["light", "dark", "dim"]),
  ])

  static func mode(_ axis: String, _ value: String) -> ImageMode { ImageMode(axis: axis, value: value) }

  @Test func canonicalModesFollowTheDeclaredOrderWhateverTheInputOrder() throws {
    let given = [Self.mode("theme", "dark"), Self.mode("direction", "rtl")]
    #expect(try Self.axes.canonical(given) == [Self.mode("direction", "rtl"), Self.mode("theme", "dark")])
    #expect(try Self.axes.canonical(given.reversed()) == Self.axes.canonical(given))
  }

  @Test func defaultValuesAreNeverWritten() throws {
    #expect(
      try Self.axes.canonical([Self.mode("direction", "ltr"), Self.mode("theme", "dim")]) == [Self.mode("theme", "dim")]
    )
    #expect(try Self.axes.canonical([Self.mode("theme", "light"), Self.mode("direction", "ltr")]).isEmpty)
  }

  /// Issue 39, "Matrix control": `invalid:` partial tuples match with their defaults kept, a
  /// `combinations:` list keeps only its own, and the default combination is always first.
  @Test func invalidAndListedCombinationsFilterTheProduct() {
    var axes = Self.axes
    #expect(axes.combinations().count == 4)
    axes.invalid = [[Self.mode("direction", "ltr"), Self.mode("theme", "dark")]]
    #expect(
      axes.combinations() == [
        [], [Self.mode("direction", "rtl")], [Self.mode("direction", "rtl"), Self.mode("theme", "dark")],
      ]
    )
    axes.invalid = []
    axes.listed = [[Self.mode("theme", "dark")]]
    #expect(axes.combinations() == [[], [Self.mode("theme", "dark")]])
    #expect(!axes.takes([Self.mode("direction", "rtl")]))
  }

  @Test func anUnknownAxisIsRefusedNamingTheAxes() {
    let error = #expect(throws: ImageModeProblem.self) { try Self.axes.canonical([Self.mode("scheme", "dark")]) }
    #expect(error?.description.contains("direction, theme") == true, "\(String(describing: error))")
  }

  @Test func anUnknownValueIsRefusedNamingTheAllowedOnes() {
    let error = #expect(throws: ImageModeProblem.self) { try Self.axes.canonical([Self.mode("theme", "sepia")]) }
    #expect(error?.description.contains("light, dark, dim") == true, "\(String(describing: error))")
    #expect(throws: ImageModeProblem.self) { try Self.axes.canonical([Self.mode("direction", "ttb")]) }
  }

  /// Text → name → text: the modes are read from between the state and `@Nx`, and written back
  /// the same; canonicalising a name read in another order gives the declared order.
  @Test func aNameWithModesRoundTrips() throws {
    let text = "fiori/chip/single-selection/selected~direction=rtl,theme=dark@2x"
    let name = try ImageName(parsing: text + ".png")
    #expect(name.state == "selected" && name.scale == 2)
    #expect(name.modes == [Self.mode("direction", "rtl"), Self.mode("theme", "dark")])
    #expect(name.description == text && name.path == text + ".png")
    #expect(name.id == "fiori/chip/single-selection/selected~direction=rtl,theme=dark")
    var swapped = try ImageName(parsing: "fiori/chip/single-selection/selected~theme=dark,direction=rtl@2x")
    swapped.modes = try Self.axes.canonical(swapped.modes)
    #expect(swapped == name)
  }

  @Test func aNameWithoutModesPrintsExactlyAsBefore() throws {
    let plain = ImageName(system: "fiori", component: "chip", variant: "v", state: "normal", scale: 1)
    #expect(plain.description == "fiori/chip/v/normal@1x")
    #expect(plain.variantKey == "fiori/chip/v")
    let defaults = try Self.axes.canonical([Self.mode("direction", "ltr"), Self.mode("theme", "light")])
    let named = ImageName(system: "fiori", component: "chip", variant: "v", state: "normal", modes: defaults, scale: 1)
    #expect(named == plain && named.path == "fiori/chip/v/normal@1x.png")
  }

  @Test(arguments: [
    "fiori/chip/v/normal~@1x", "fiori/chip/v/normal~direction@1x", "fiori/chip/v/normal~direction=rtl,@1x",
    "fiori/chip/v/~direction=rtl@1x", "fiori/chip/v/normal~direction=rtl,direction=ltr@1x",
    "fiori/chip/v/normal~dir ection=rtl@1x", "fiori/chip/v/normal~direction=.hidden@1x",
  ])
  func malformedModesAreNoImageName(text: String) {
    #expect(throws: ImageNameError.self) { try ImageName(parsing: text) }
  }

  /// The full product, default combination first and first axis slowest; an axis's default is
  /// rendered even when `axes:` does not list it, so today's images are always there.
  @Test func combinationsAreTheFullProductDefaultFirst() {
    let combinations = Self.axes.combinations().map(ImageMode.suffix)
    #expect(combinations == ["", "~theme=dark", "~direction=rtl", "~direction=rtl,theme=dark"])
    #expect(Self.axes.combinationCount == 4)
    let onlyRTL = ModeAxes([ModeAxis(name: "direction", values: ["rtl"], defaultValue: "ltr")])
    #expect(onlyRTL.combinations().map(ImageMode.suffix) == ["", "~direction=rtl"])
    #expect(ModeAxes().combinations() == [[]])
  }

  @Test func theTupleHoldsEveryAxisDefaultsIncluded() {
    #expect(
      Self.axes.tuple([Self.mode("theme", "dark")]) == [Self.mode("direction", "ltr"), Self.mode("theme", "dark")])
  }
}
