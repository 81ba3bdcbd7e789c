import CairoRenderer
import Foundation
import Graphics
import Pipeline
import SpecSheets

/// A laid-out sheet's files in each format, and their writing: shared by `sheet` and
/// `render --sheets`, so both write the same bytes.
enum SheetFiles {
  /// The sheet as `<name>.<format>` files, in `formats` order. A sheet in several pages (too large
  /// for one PNG at its scale, `RenderPipeline.sheetPages`) is one PDF of those pages and a PNG,
  /// SVG and text file per page, `<name>-p<k>.<format>`. A page drawn smaller than asked says so
  /// on the page and in a note here.
  static func encode(
    _ pages: [SheetPagePicture], pdf: [SpecSheet]? = nil, name: String, source: String, formats: [SheetFormat],
    scale: Int, pipeline: RenderPipeline, vector: VectorRenderer
  ) throws -> [(String, [UInt8])] {
    var files: [(String, [UInt8])] = []
    let paged = pages.count > 1
    for f in formats {
      if f == .pdf {
        // Pages of screen size (`sheetPDFPages`) when given; else the PNG's pages.
        let lists = pdf.map { $0.map(\.displayList) } ?? pages.map(\.sheet.displayList)
        files.append(("\(name).pdf", try vector.render(pages: lists, format: .pdf)))
        continue
      }
      for (index, page) in pages.enumerated() {
        let file = paged ? "\(name)-p\(index + 1).\(f.rawValue)" : "\(name).\(f.rawValue)"
        switch f {
        case .png:
          let sheet = page.sheet
          guard (try? BitmapRenderer.pixelSize(of: sheet.size, scale: page.scale)) != nil else {
            throw PipelineError.render(
              id: "sheet \(name)", source: source,
              underlying:
                "\(sheet.size.width.dumped)x\(sheet.size.height.dumped)pt is too large for a PNG even at 1x (at most "
                + "\(BitmapRenderer.maxSide)px per side and \(BitmapRenderer.maxPixels) pixels); "
                + "--format pdf,svg keeps it whole")
          }
          if page.scale != scale {
            printError(
              "note: \(file) is \(sheet.size.width.dumped)x\(sheet.size.height.dumped)pt, too large for a PNG at "
                + "\(scale)x; written at \(page.scale)x, as the page says (the PDF keeps full size)")
          }
          // Drawn and compressed in strips: a 58-megapixel sheet is never held whole.
          files.append((file, try pipeline.renderer.renderPNG(sheet.displayList, scale: page.scale)))
        case .svg: files.append((file, try vector.render(page.sheet.displayList, format: .svg)))
        case .txt: files.append((file, Array(page.sheet.dump().utf8)))
        case .pdf: break
        }
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
