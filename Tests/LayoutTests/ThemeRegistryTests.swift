import ComponentKit
import Graphics
import Material
import Testing

/// A theme as a package outside specsheet declares it: its own type and its accessor on `Theme`,
/// with no change to `Theme` itself.
struct BrandTheme: SystemTheme {
  var accent = Color("#3730A3")
  var sheetHeading: ThemeHeading { ThemeHeading(name: "Brand, accent \(accent)", canvas: .white) }
}

extension Theme {
  var brand: BrandTheme {
    get { self[BrandTheme.self] }
    set { self[BrandTheme.self] = newValue }
  }
}

@Suite struct ThemeRegistryTests {
  @Test func aSystemOutsideTheCoreRegistersItsTheme() {
    var theme = Theme()
    #expect(theme.brand == BrandTheme())  // defaults when nothing was set
    theme.brand.accent = Color("#FF0000")
    #expect(theme.brand.accent == Color("#FF0000"))
    #expect(theme.material == MaterialContainerScheme())  // the other systems keep theirs
    #expect(theme != Theme())
  }

  /// Sheets group cells and caches key renderings by theme: equal means every system's theme is.
  @Test func equalityIsEverySystemsThemeEqual() {
    var a = Theme()
    a.brand.accent = Color("#FF0000")
    a.material.colors = .dark201907
    var b = Theme()
    b.material.colors = .dark201907
    b.brand.accent = Color("#FF0000")
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    b.brand = BrandTheme()  // back to the defaults: as if never set
    a.brand.accent = BrandTheme().accent
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.material = MaterialContainerScheme()
    #expect(a != b)
  }

  @Test func aThemeKnownOnlyAtRunTimeIsReadByItsType() {
    var theme = Theme()
    theme.brand.accent = Color("#00FF00")
    let type: any SystemTheme.Type = BrandTheme.self
    #expect(theme.value(of: type).sheetHeading.name == "Brand, accent #00FF00")
  }
}
