import Catalog
import ComponentKit
import Foundation
import Graphics
import SpecSheets
import TestSupport

func defaultCatalog() throws -> Catalog {
  try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
}

/// Entries from an inline fixture.
func entries(_ yaml: String) throws -> [CatalogEntry] {
  try Fixture.parse(yaml, file: "inline.yaml")
}

/// The font-free measurer layout tests use.
let fixedMeasurer = FixedAdvanceMeasurer()

func edge(_ r: Rect, _ e: Redline.Edge) -> Double {
  switch e {
  case .minX: r.minX
  case .maxX: r.maxX
  case .minY: r.minY
  case .maxY: r.maxY
  }
}

/// The first `#RRGGBB` or `#RRGGBBAA` in a swatch's printed line.
func firstHex(_ text: String) -> Color? {
  guard let hash = text.firstIndex(of: "#") else { return nil }
  let digits = text[text.index(after: hash)...].prefix { $0.isHexDigit }
  return Color(hex: String(digits))
}

func close(_ a: Color, _ b: Color, tolerance: Int) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}
