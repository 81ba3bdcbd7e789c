import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// Fonts read through fontconfig's cache are the same fonts, drawing the same pixels, as fonts
/// scanned file by file; without a writable cache folder the library scans.
@Suite struct FontCacheTests {
  func library(cacheBase: String?) throws -> FontLibrary {
    try FontLibrary(directories: FontConfiguration.directories, xml: FontConfiguration.xml, cacheBase: cacheBase)
  }

  @Test func cachedFontsAreTheScannedFontsAndDrawTheSame() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-fontcache-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let scanned = try library(cacheBase: nil)
    let first = try library(cacheBase: base)  // writes the cache
    let cached = try library(cacheBase: base)  // reads it
    #expect(!scanned.usedCache && first.usedCache && cached.usedCache)
    #expect(cached.fontFiles == scanned.fontFiles)
    let caches = try FileManager.default.subpathsOfDirectory(atPath: base).filter { $0.hasSuffix(".cache-8") }
    #expect(caches.count == FontConfiguration.directories.count, "\(caches)")
    let a = try BitmapRenderer(library: scanned).render(Fixtures.chip, scale: 2)
    let b = try BitmapRenderer(library: cached).render(Fixtures.chip, scale: 2)
    #expect(a == b)
  }

  @Test func anUnwritableCacheFolderScans() throws {
    let library = try library(cacheBase: "/proc/specsheet-cannot-write-here")
    #expect(!library.usedCache)
    #expect(library.fontFiles == (try self.library(cacheBase: nil)).fontFiles)
  }

  @Test func theSelectionAcceptsExactlyTheFiles() {
    let whole = FontConfiguration.Directory(path: "/fonts", debianPackage: "p", sampleFile: "A.ttf")
    let narrowed = FontConfiguration.Directory(
      path: "/shared", debianPackage: "q", sampleFile: "B.ttf", onlyFiles: ["B.ttf"])
    let xml = FontCache.xml(
      FontConfiguration.xml, cache: "/c", directories: [whole, narrowed],
      files: ["/fonts/A.ttf", "/shared/B.ttf", "/shared/sub/B.ttf"])
    #expect(xml.contains("<cachedir>/c</cachedir>"))
    // A folder loaded whole: one pattern per extension; a narrowed one: its files, not a subfolder's.
    #expect(
      xml.contains(
        "<acceptfont>\n      <glob>/fonts/*.otf</glob>\n      <glob>/fonts/*.ttf</glob>\n"
          + "      <glob>/shared/B.ttf</glob>\n    </acceptfont>"))
    #expect(xml.contains("<rejectfont>\n      <glob>/fonts/*</glob>\n      <glob>/shared/*</glob>"))
    #expect(xml.hasSuffix("</fontconfig>\n"))
  }
}
