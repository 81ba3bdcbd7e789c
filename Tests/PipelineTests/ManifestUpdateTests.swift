import Foundation
import Golden
import Graphics
import TestSupport
import Testing

@testable import Pipeline

/// Issue 37 (one run, flat memory): `record` merges its confirmed entries into the goldens'
/// manifest streaming, from a spool on disk. The merge must be, to the byte, what decoding the
/// old manifest whole, replacing entries in a dictionary and sorting made, and must leave a file
/// whose content would not change alone; a damaged manifest is refused with the same line.
@Suite struct ManifestUpdateTests {
  static func entry(_ name: String, _ number: Double = 1) -> Manifest.Image {
    var entry = ManifestJSONTests.entry(text: name, number: number)
    entry.frames = [Manifest.Frame(part: name, x: number, y: 0.5, width: 10, height: -3.25)]
    entry.accessibility = nil
    return entry
  }

  /// The merge as `updateManifest` made it before: the whole old manifest decoded, first entry
  /// of a path kept, replaced and removed in dictionaries, sorted, then written whole.
  static func reference(
    old: Manifest?, entries: [Manifest.Image], sheets: [Manifest.Sheet], removing removed: Set<String>
  ) -> Manifest {
    var merged = Dictionary((old?.images ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for entry in entries { merged[entry.path] = entry }
    var mergedSheets = Dictionary((old?.sheets ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for sheet in sheets { mergedSheets[sheet.path] = sheet }
    for path in removed {
      merged[path] = nil
      mergedSheets[path] = nil
    }
    return Manifest(
      entries: merged.values.sorted { $0.path < $1.path },
      sheets: mergedSheets.isEmpty ? nil : mergedSheets.values.sorted { $0.path < $1.path })
  }

  static func inode(_ path: String) -> UInt64 {
    var info = stat()
    return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  /// Replaced, kept, removed and new entries and sheets, over an old file out of order with a
  /// duplicate path: the same bytes as the whole-manifest merge, from memory and from a spool.
  @Test func theStreamedMergeIsTheWholeMerge() throws {
    let sheet = { (name: String, hash: String) in
      Manifest.Sheet(path: "sheets/\(name).png", pixelHash: hash, pngHash: hash)
    }
    let old = Manifest(
      entries: [Self.entry("c"), Self.entry("a"), Self.entry("b"), Self.entry("a", 7), Self.entry("d")],
      sheets: [sheet("s1", "1"), sheet("s2", "2")])
    let new = [Self.entry("b", 2), Self.entry("e"), Self.entry("a", 3), Self.entry("b", 4)]
    let sheets = [sheet("s2", "22"), sheet("s3", "3")]
    let removed: Set<String> = [Self.entry("d").path, "sheets/s1.png"]
    let expected = try ManifestText.file(Self.reference(old: old, entries: new, sheets: sheets, removing: removed))
    for spooled in [false, true] {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let store = GoldenStore(root: folder)
      try ManifestText.file(old).write(to: store.manifestPath)
      let written: Bool
      if spooled {
        let spool = ManifestSpool(for: store.manifestPath)
        for entry in new { try spool.append(try ManifestText.entry(entry), path: entry.path) }
        written = try store.updateManifest(with: try spool.entries(), sheets: sheets, removing: removed)
        spool.remove()
      } else {
        written = try store.updateManifest(with: new, sheets: sheets, removing: removed)
      }
      #expect(written)
      #expect(FileManager.default.contents(atPath: store.manifestPath).map([UInt8].init) == expected)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["manifest.json"], "no spool left")
    }
  }

  /// A manifest that would decode equal is not rewritten, even when its text is not the one
  /// written (compact JSON); a fresh manifest (none before) is written.
  @Test func anUnchangedManifestIsNotRewritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = GoldenStore(root: folder)
    let entries = [Self.entry("a"), Self.entry("b", 2)]
    #expect(try store.updateManifest(with: entries, sheets: []))
    let canonical = try ManifestText.file(Manifest(entries: entries))
    #expect(FileManager.default.contents(atPath: store.manifestPath).map([UInt8].init) == canonical)
    let compact = try JSONEncoder().encode(Manifest(entries: entries))
    for text in [canonical, [UInt8](compact)] {
      try text.write(to: store.manifestPath)
      let before = Self.inode(store.manifestPath)
      #expect(try store.updateManifest(with: [entries[1]]) == false)
      #expect(try store.updateManifest(with: [], sheets: [], removing: ["not/there.png"]) == false)
      #expect(Self.inode(store.manifestPath) == before)
      #expect(FileManager.default.contents(atPath: store.manifestPath).map([UInt8].init) == text)
      #expect(try store.updateManifest(with: [Self.entry("b", 3)]), "a changed entry is written")
    }
  }

  /// The spool keeps entries on disk: however many are appended, memory holds only the write
  /// buffer (and a path and range each), while the file holds every byte, read back as given.
  @Test func theSpoolHoldsEntriesOnDisk() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let spool = ManifestSpool(for: folder + "/manifest.json")
    var big = Self.entry("big")
    big.frames = Array(repeating: big.frames[0], count: 200)
    let bytes = try ManifestText.entry(big)
    var mostHeld = 0
    for i in 0..<400 {
      try spool.append(bytes, path: "p\(1000 - i)")
      mostHeld = max(mostHeld, spool.bufferedBytes)
    }
    #expect(bytes.count * 400 > 8 * ManifestSpool.bufferSize, "the entries are many buffers' worth")
    #expect(mostHeld <= 2 * ManifestSpool.bufferSize + bytes.count)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let name = try #require(names.first)
    #expect(names.count == 1 && LeftoverTemporaries.parse(name)?.target == "manifest.json")
    let entries = try spool.entries()
    let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int
    #expect(size == bytes.count * 400)
    #expect(entries.paths == entries.paths.sorted() && entries.paths.count == 400)
    #expect(try entries.bytes(7) == bytes)
    spool.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  /// A damaged manifest is refused before recording with the line reading it whole gives.
  @Test func aDamagedManifestIsRefusedWithTheWholeReadsLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = GoldenStore(root: folder)
    let good = String(
      decoding: try ManifestText.file(Manifest(entries: [Self.entry("a"), Self.entry("b")])), as: UTF8.self)
    var zero = Self.entry("z")
    zero.scale = 0
    let damaged = String(decoding: try ManifestText.entry(zero), as: UTF8.self)
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let variants = [
      String(good.dropLast(5)), good + "x",
      good.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : \"1\""),
      good.replacingOccurrences(of: ",\n  \"version\" : 1", with: ""),
      good.replacingOccurrences(of: "\"images\"", with: "\"imagez\""),
      good.replacingOccurrences(of: "  \"images\" : [\n", with: "  \"images\" : [\n" + damaged + ",\n"),
      good.replacingOccurrences(of: "\n  ],", with: ",\n" + damaged + "\n  ],"),
      good.replacingOccurrences(of: "\"scale\" : 2", with: "\"scale\" : \(deep)"),
    ]
    for text in variants {
      try Array(text.utf8).write(to: store.manifestPath)
      var whole = ""
      do { _ = try store.readManifest() } catch { whole = "\(error)" }
      #expect(!whole.isEmpty, "\(text.prefix(40))")
      #expect(throws: (any Error).self) { try store.manifestForRecording() }
      do { try store.manifestForRecording() } catch { #expect("\(error)" == whole) }
      #expect(throws: (any Error).self) { try store.updateManifest(with: [Self.entry("c")]) }
    }
    try Array(good.utf8).write(to: store.manifestPath)
    #expect(try store.manifestForRecording()?.count == 2)
  }
}

extension [UInt8] {
  fileprivate func write(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
