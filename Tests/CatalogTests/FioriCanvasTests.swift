import ComponentKit
import Fiori
import Graphics
import Testing

/// Issue 39, SAP Horizon in the site and sheets: a Fiori cell sits on its theme's page colour, the
/// one the audit reads transparent pixels over (`pageBackground`), not on white whatever the
/// theme: Horizon Evening's chips were shown on white.
@Suite struct FioriCanvasTests {
  @Test func aSheetsCellsSitOnTheThemesPageColour() {
    var theme = Theme()
    #expect(theme.fiori.sheetHeading.canvas == Color("#FFFFFF"), "the seed's tables: white")
    theme.fiori.formBackground = Color("#1D232A")
    #expect(theme.fiori.sheetHeading.canvas == Color("#1D232A"))
  }
}
