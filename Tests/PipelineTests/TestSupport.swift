import Catalog
import ComponentKit
import Foundation
import Graphics
import TestSupport
import Testing

@testable import Golden
@testable import Pipeline

/// The default catalog, read once per test process.
private let loadedCatalog: Result<Catalog, any Error> = Result {
  try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
}

func defaultCatalog() throws -> Catalog { try loadedCatalog.get() }

func entry(_ id: String) throws -> CatalogEntry {
  guard let found = try defaultCatalog().entries.first(where: { $0.id == id }) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no catalog entry \(id)"])
  }
  return found
}

/// What the pixel-sampling suites share: render one catalog image, find a part's frame, read
/// the pixel at a point.
protocol RenderSampling {
  var pipeline: RenderPipeline { get }
}

extension RenderSampling {
  /// The catalog image `id` (`system/component/variant/state`) at `scale`.
  func image(_ id: String, scale: Int) throws -> RenderedImage {
    try #require(try pipeline.render(try entry(id), scales: [scale]).first)
  }

  /// The frame of an anatomy part, in points.
  func frame(_ image: RenderedImage, _ part: String) throws -> Rect {
    try #require(image.parts.first { $0.path == part }?.frame)
  }

  /// The pixel at a point given in points.
  func pixel(_ image: RenderedImage, _ x: Double, _ y: Double) -> Color {
    image.bitmap[Int(x * Double(image.scale)), Int(y * Double(image.scale))]
  }

  /// The darkest pixel inside `rect` (points), among opaque ones when `opaqueOnly`: where text
  /// is fully covered it is the text colour.
  func darkest(_ image: RenderedImage, in rect: Rect, opaqueOnly: Bool = false) -> Color {
    let s = Double(image.scale)
    var best = Color.white
    var bestSum = Int.max
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
      for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
        let c = image.bitmap[x, y]
        let sum = Int(c.red) + Int(c.green) + Int(c.blue)
        if sum < bestSum, !opaqueOnly || c.alpha == 255 {
          best = c
          bestSum = sum
        }
      }
    }
    return best
  }
}
