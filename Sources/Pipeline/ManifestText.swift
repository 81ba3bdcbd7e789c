import Foundation

/// `manifest.json` made entry by entry, to the byte what `Manifest.json()` makes of the whole:
/// each image's entry is encoded on the worker that drew it and written out in catalog order,
/// so no command holds every entry (or an encoder's tree of them) to write the file. Ten times
/// the catalog held 17 MB of manifest text and several times that in encoder state.
public enum ManifestText {
  /// The file's start, up to the first entry.
  public static let head: [UInt8] = Array("{\n  \"images\" : [\n".utf8)
  /// Between two entries.
  public static let separator: [UInt8] = Array(",\n".utf8)

  /// One image's entry as it sits in the file: pretty-printed with sorted keys, indented to its
  /// place in the `images` array (blank lines, as in an empty array, stay empty). Written by
  /// `ManifestJSON`; a number JSON has no text for goes to `JSONEncoder`, which throws.
  public static func entry(_ image: Manifest.Image) throws -> [UInt8] {
    if let bytes = ManifestJSON.entry(image) { return bytes }
    return try encoded(image)
  }

  /// `entry` by `JSONEncoder`, re-indented.
  static func encoded(_ image: Manifest.Image) throws -> [UInt8] {
    PrettyJSON.nested(try PrettyJSON.encoder().encode(image), by: 4)
  }

  /// The file's end after the last entry: the `images` array closed, then the rest of the
  /// manifest's keys.
  public static func tail(sheets: [Manifest.Sheet]? = nil) throws -> [UInt8] {
    ManifestJSON.tail(sheets: sheets, version: Manifest(entries: []).version)
  }

  /// The whole file from its entries, for tests and small manifests.
  public static func file(_ manifest: Manifest) throws -> [UInt8] {
    var out: [UInt8] = []
    try write(manifest) { out += $0 }
    return out
  }

  /// `file`'s bytes handed to `piece` an entry at a time, never held together.
  public static func write(_ manifest: Manifest, _ piece: (_ bytes: [UInt8]) throws -> Void) throws {
    try piece(head)
    for (i, image) in manifest.images.enumerated() {
      try piece(i > 0 ? separator + (try entry(image)) : try entry(image))
    }
    try piece(try tail(sheets: manifest.sheets))
  }
}
