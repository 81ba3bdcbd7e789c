import CairoRenderer
import Graphics
import Testing

/// `FontSet.families` (what token files may name) is what fontconfig loads from the project's
/// font folders: adding a folder without listing its family fails here.
@Suite struct FontSetTests {
  @Test func theDeclaredFamiliesAreTheLoadedOnes() throws {
    let loaded = try FontLibrary.shared().families
    #expect(loaded == FontSet.families.sorted(), "fontconfig loads \(loaded)")
  }
}
