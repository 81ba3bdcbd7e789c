import Catalog
import Foundation

/// The package root, found from this file's path (tests run from anywhere).
let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

func defaultCatalog() throws -> Catalog {
  try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
}

func entry(_ id: String) throws -> CatalogEntry {
  guard let found = try defaultCatalog().entries.first(where: { $0.id == id }) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no catalog entry \(id)"])
  }
  return found
}
