import Foundation
import Pipeline

/// A results file written image by image, to the byte what `ResultsDocument.json()` makes of
/// the whole document: the images are made one at a time from the run's compact results, encoded
/// and handed over, so no command holds them together. A check of a hundred times the catalog
/// held its 95,400 records, and the encoder's tree and 69 MB text of them, at once (579 MB).
public enum ResultsText {
  /// The top-level `images` array as `JSONEncoder` writes it empty: the place the images go.
  static let emptyImages = Array("\n  \"images\" : [\n\n  ]".utf8)

  /// `head` (its own `images` ignored) with `images` in its `images` array, written to `out`.
  public static func write(
    _ head: ResultsDocument, images: some Sequence<ResultsDocument.Image>, to out: inout some ByteOutput
  ) throws {
    var document = head
    document.images = []
    let text = Array(try document.json().utf8)
    // Keys are sorted and `images` is a top-level key, so the first match is the array's place
    // (a string value holds no raw newline).
    guard let place = range(of: emptyImages, in: text) else {
      throw ResultsError("the results' images array was not where the encoder puts it")
    }
    let opening = place.lowerBound + emptyImages.count - "\n\n  ]".utf8.count
    try out.write(text[..<opening])
    let encoder = PrettyJSON.encoder()
    var first = true
    for image in images {
      try out.write(first ? "\n" : ",\n")
      try out.write(PrettyJSON.nested(try encoder.encode(image), by: 4))
      first = false
    }
    try out.write(first ? "\n\n  ]" : "\n  ]")
    try out.write(text[place.upperBound...])
  }

  static func range(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    guard needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
    }
    return nil
  }
}
