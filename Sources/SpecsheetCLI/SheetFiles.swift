import CairoRenderer
import Foundation
import Graphics
import Pipeline
import SpecSheets

/// A laid-out sheet's files in each format, and their writing: shared by `sheet` and
/// `render --sheets`, so both write the same bytes.
enum SheetFiles {
  /// The sheet as `<name>.<format>` files, in `formats` order. A PNG too large at `scale` is
  /// written at the largest scale that fits (with a note); one too large even at 1x is an error.
  static func encode(
    _ sheet: SpecSheet, name: String, source: String, formats: [SheetFormat], scale: Int, pipeline: RenderPipeline,
    vector: VectorRenderer
  ) throws -> [(String, [UInt8])] {
    var files: [(String, [UInt8])] = []
    for f in formats {
      let file = "\(name).\(f.rawValue)"
      switch f {
      case .png:
        let fits = (1...scale).last { (try? BitmapRenderer.pixelSize(of: sheet.size, scale: $0)) != nil }
        let dimensions = "\(sheet.size.width.dumped)x\(sheet.size.height.dumped)pt"
        guard let fitting = fits else {
          throw PipelineError.render(
            id: "sheet \(name)", source: source,
            underlying:
              "\(dimensions) is too large for a PNG even at 1x (at most \(BitmapRenderer.maxSide)px per side and "
              + "\(BitmapRenderer.maxPixels) pixels); "
              + "--format pdf,svg keeps it whole")
        }
        if fitting != scale {
          printError(
            "note: \(name) is \(dimensions), too large for a PNG at \(scale)x; written at \(fitting)x "
              + "(the PDF and SVG keep full size)")
        }
        // Drawn and compressed in strips: a 58-megapixel sheet is never held whole.
        files.append((file, try pipeline.renderer.renderPNG(sheet.displayList, scale: fitting)))
      case .pdf: files.append((file, try vector.render(sheet.displayList, format: .pdf)))
      case .svg: files.append((file, try vector.render(sheet.displayList, format: .svg)))
      case .txt: files.append((file, Array(sheet.dump().utf8)))
      }
    }
    return files
  }

  /// Exit 65 (one line) when a sheet to be written as PDF or SVG holds more images than
  /// `InputLimits.vectorSheetImages`, before anything is laid out.
  static func checkVectorSize(_ sheets: [(name: String, images: Int, source: String)], formats: [SheetFormat]) throws {
    guard formats.contains(.pdf) || formats.contains(.svg) else { return }
    let cap = InputLimits.vectorSheetImages
    guard let big = sheets.first(where: { $0.images > cap }) else { return }
    throw fail(
      "\(big.source.escapingControlCharacters): the sheet \(big.name.escapingControlCharacters) has \(big.images) "
        + "images, over the cap of \(cap) for a PDF or SVG sheet; split the fixture or use --format png",
      Exit.badInput)
  }

  /// Writes every sheet's files once all were made, replacing only files an earlier run wrote,
  /// and returns them. They are staged and renamed into place together: a write that fails
  /// part-way (a full disk) leaves none of them, and a killed run only temporary files beside
  /// listed names, which the next run into the folder removes.
  static func write(_ results: [Result<[(String, [UInt8])], any Error>], to out: String) throws -> [(String, [UInt8])] {
    var files: [(String, [UInt8])] = []
    do {
      files = try results.flatMap { try $0.get() }
    } catch {
      throw fail(error, Exit.badInput)
    }
    do {
      // Only files an earlier run wrote are replaced: a foreign one stops the run before any write.
      let output = try OutputFolder(out)
      for (file, _) in files { try output.checkWritable(file) }
      try StagedOutput(output).run { staged in
        for (file, bytes) in files { try staged.write(bytes, to: file) }
      }
    } catch {
      throw failWriting(error)
    }
    return files
  }
}
