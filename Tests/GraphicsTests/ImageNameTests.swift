import Graphics
import Testing

/// An image is named one way, `system/component/variant/state@Nx`, and read back from it; text
/// that is not such a name is an error that says what is wrong.
@Suite struct ImageNameTests {
  static let chip = ImageName(
    system: "fiori", component: "chip", variant: "single-selection", state: "selected", scale: 2)

  @Test func writesItsPartsAsThePathAndTheName() {
    #expect(Self.chip.id == "fiori/chip/single-selection/selected")
    #expect(Self.chip.description == "fiori/chip/single-selection/selected@2x")
    #expect(Self.chip.path == "fiori/chip/single-selection/selected@2x.png")
    #expect(ImageName.text("sheet chips", scale: 3) == "sheet chips@3x")
  }

  @Test func readsBackWhatItWrites() throws {
    #expect(try ImageName(parsing: Self.chip.description) == Self.chip)
    #expect(try ImageName(parsing: Self.chip.path) == Self.chip)
    let three = try ImageName(parsing: "material/button/contained/pressed@3x")
    #expect(three.component == "button" && three.variant == "contained" && three.scale == 3)
  }

  @Test(arguments: [
    ("fiori/chip/single-selection/selected", "does not end in @Nx"),
    ("fiori/chip/single-selection/selected@x", "does not end in @Nx"),
    ("fiori/chip/single-selection/selected@2", "does not end in @Nx"),
    ("fiori/chip/selected@2x", "write system/component/variant/state"),
    ("fiori/chip/a/b/c@2x", "write system/component/variant/state"),
    ("fiori//a/b@2x", "a part is empty"),
  ])
  func refusesTextThatIsNoImageName(text: String, problem: String) {
    let error = #expect(throws: ImageNameError.self) { try ImageName(parsing: text) }
    #expect(error?.text == text)
    #expect(error?.description.contains(problem) == true, "\(String(describing: error))")
  }

  /// Issue 37, typed names on the records: the variant key groups a variant's states and scales
  /// (what the audit compares and `--shard` keeps together) and no other variant's.
  @Test func variantKeyNamesTheVariantAlone() throws {
    #expect(Self.chip.variantKey == "fiori/chip/single-selection")
    var other = Self.chip
    other.state = "unselected"
    other.scale = 3
    #expect(other.variantKey == Self.chip.variantKey)
    other.variant = "single"
    #expect(other.variantKey == "fiori/chip/single")
    #expect(other.variantKey != Self.chip.variantKey)
    let parsed = try ImageName(parsing: "material/button/contained/pressed@3x.png")
    #expect(parsed.variantKey == "material/button/contained")
    #expect(parsed.id.hasPrefix(parsed.variantKey + "/"))
  }

  /// Names that may be a sheet's or a test's own split loosely: the scale when there is one.
  @Test func splitsAScaleSuffixOffAnyName() {
    #expect(ImageName.scaleSuffix(of: "custom/badge@2x")?.stem == "custom/badge")
    #expect(ImageName.scaleSuffix(of: "custom/badge@2x")?.scale == 2)
    #expect(ImageName.scaleSuffix(of: "sheets/fiori-chip") == nil)
    #expect(ImageName.scaleSuffix(of: "a@b@10x")?.stem == "a@b")
    #expect(ImageName.scaleSuffix(of: "a@-1x") == nil)
  }
}
