import Foundation

/// Merges new entries into a manifest file streaming, entry by entry: what decoding the old
/// file, replacing its entries in a dictionary, sorting, and writing the result made, to the
/// byte, without holding the old or the new entries (a re-record at a hundred times the catalog
/// decoded a 125 MB manifest whole, twice).
package enum ManifestUpdate {
  /// Entries to add or replace: `paths` sorted and unique, `bytes(i)` the `ManifestText.entry`
  /// of `paths[i]`'s entry, read when it is written.
  package struct NewEntries {
    package var paths: [String]
    package var bytes: (Int) throws -> [UInt8]

    package init(paths: [String], bytes: @escaping (Int) throws -> [UInt8]) {
      self.paths = paths
      self.bytes = bytes
    }

    /// Entries held in memory (for the few other callers): the last for a path wins.
    package init(_ entries: [Manifest.Image]) throws {
      var latest: [String: Manifest.Image] = [:]
      for entry in entries { latest[entry.path] = entry }
      let sorted = latest.values.sorted { $0.path < $1.path }
      let encoded = try sorted.map(ManifestText.entry)
      self.init(paths: sorted.map(\.path), bytes: { encoded[$0] })
    }
  }

  /// One entry of the merged manifest: an old entry (its range in the old file) or a new one.
  private enum Source {
    case old(Range<Int>)
    case new(Int)
  }

  /// Writes the manifest at `path`: the entries of `old` (an index made with `keepsPaths`, nil
  /// when there is no file) with `new`'s replacing or added, `sheets` likewise, `removing` gone;
  /// sorted by path. Not written, and false returned, when it would decode equal to the old
  /// file. `refuse` maps an old file that does not decode as a whole manifest to its error.
  package static func apply(
    to path: String, old: ManifestIndex?, new: NewEntries, sheets: [Manifest.Sheet],
    removing removed: Set<String>, refuse: (any Error) throws -> Never
  ) throws -> Bool {
    let merged = mergedOrder(old: old, new: new, removing: removed)
    var mergedSheets = Dictionary((old?.sheets ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for sheet in sheets { mergedSheets[sheet.path] = sheet }
    for path in removed { mergedSheets[path] = nil }
    let newSheets = mergedSheets.isEmpty ? nil : mergedSheets.values.sorted { $0.path < $1.path }
    let oldFile = try old.map { try ManifestEntryFile(path: $0.path) }
    if let old, let oldFile {
      var same = old.order.ranges.count == merged.count && old.sheets == newSheets
      do {
        let version = try old.validate { k, entry in
          if same { same = try equal(merged[k], entry, at: old.order.ranges[k], file: oldFile, new: new) }
        }
        same = same && version == Manifest(entries: []).version
      } catch {
        try refuse(error)
      }
      if same { return false }
    }
    try AtomicFile.write(to: path) { piece in
      try piece(ManifestText.head)
      for (k, source) in merged.enumerated() {
        let bytes: [UInt8]
        switch source {
        case .old(let range): bytes = try ManifestText.entry(try oldFile!.entry(range))
        case .new(let i): bytes = try new.bytes(i)
        }
        try piece(k > 0 ? ManifestText.separator + bytes : bytes)
      }
      try piece(try ManifestText.tail(sheets: newSheets))
    }
    return true
  }

  /// The merged entries in path order: the old file's (the first for a path) and the new ones,
  /// a new one replacing the old of its path.
  private static func mergedOrder(old: ManifestIndex?, new: NewEntries, removing removed: Set<String>) -> [Source] {
    // The first entry of each path (the one the index keeps), by path.
    var olds: [(key: String, value: Range<Int>)] = []
    if let old {
      for (path, range) in zip(old.order.paths, old.order.ranges)
      where !removed.contains(path) && old.ranges[PathKey(path)] == range {
        olds.append((path, range))
      }
    }
    olds.sort { $0.key < $1.key }
    let news = new.paths.indices.filter { !removed.contains(new.paths[$0]) }
    var merged: [Source] = []
    merged.reserveCapacity(olds.count + news.count)
    var (i, j) = (0, 0)
    while i < olds.count || j < news.count {
      if j == news.count || (i < olds.count && olds[i].key < new.paths[news[j]]) {
        merged.append(.old(olds[i].value))
        i += 1
      } else {
        if i < olds.count && olds[i].key == new.paths[news[j]] { i += 1 }
        merged.append(.new(news[j]))
        j += 1
      }
    }
    return merged
  }

  /// Whether the merged manifest's entry `source` decodes equal to the old file's `entry` in
  /// the same place (at `range`). Equal bytes are equal entries; other bytes are decoded.
  private static func equal(
    _ source: Source, _ entry: Manifest.Image, at range: Range<Int>, file: ManifestEntryFile, new: NewEntries
  ) throws -> Bool {
    switch source {
    case .old(let other):
      if other == range { return true }
      return try file.entry(other) == entry
    case .new(let i):
      let bytes = try new.bytes(i)
      if bytes == (try ManifestText.entry(entry)) { return true }
      return (try? JSONDecoder().decode(Manifest.Image.self, from: Data(bytes))) == entry
    }
  }
}
