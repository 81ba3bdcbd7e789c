import Foundation
import Graphics
import TestSupport
import Testing

@testable import Pipeline

/// The manifest written entry by entry is, to the byte, the manifest encoded whole.
@Suite struct ManifestTextTests {
  @Test func theGoldensManifestWrittenEntryByEntryIsTheSameFile() throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot + "/goldens/manifest.json"))
    let manifest = try Manifest.decode(data)
    #expect(manifest.images.count > 900 && manifest.sheets?.isEmpty == false)
    #expect(try ManifestText.file(manifest) == Array(try manifest.json().utf8))
    #expect(try ManifestText.file(manifest) == [UInt8](data), "the committed manifest is written this way")
  }

  @Test func emptyAndSingleManifestsToo() throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot + "/goldens/manifest.json"))
    let first = try #require(try Manifest.decode(data).images.first)
    for manifest in [Manifest(entries: []), Manifest(entries: [first]), Manifest(entries: [], sheets: [])] {
      #expect(try ManifestText.file(manifest) == Array(try manifest.json().utf8))
    }
  }
}

/// The hand-written entries are the encoder's bytes on what the goldens never hold: accessibility
/// elements, font-chain lines, escapes, odd numbers; a number JSON cannot write still throws.
@Suite struct ManifestJSONTests {
  static func entry(text: String, number: Double) -> Manifest.Image {
    let element = Manifest.AccessibilityElement(
      order: 1, role: "button", label: text, value: nil, states: [], hint: "h/\(text)", part: "container",
      x: number, y: -0.0, width: 1e16, height: 0.1 + 0.2)
    let other = Manifest.AccessibilityElement(
      order: 2, role: "checkbox", label: nil, value: "on", states: ["selected", text], hint: nil, part: "p",
      x: 1, y: 2.5, width: 1e-7, height: 123_456_789.125)
    return Manifest.Image(
      path: "a/b/\(text)@2x.png", system: "material", component: "chip", variant: text, state: "normal", scale: 2,
      pixelWidth: 354, pixelHeight: 168, width: number, height: 84,
      frames: [
        Manifest.Frame(part: text, x: number, y: .leastNonzeroMagnitude, width: .greatestFiniteMagnitude, height: -3.25)
      ],
      pixelHash: "h1:0", pngHash: nil, fonts: [text, "Noto Sans Arabic"], accessibility: [element, other])
  }

  @Test func awkwardEntriesAreTheEncodersBytes() throws {
    var controls = ""
    for value in 0..<0x80 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    let texts = [controls, "é \u{2028}\u{2029}\u{FEFF}😀\u{7F}\u{80}\u{9F}", "", "quote \" back \\ slash /"]
    var images = texts.map { Self.entry(text: $0, number: 124.7685546875) }
    images += [0, 1, -17, 0.5, 1e15, 1e-5, 12_345_678_901_234_567].map { Self.entry(text: "n", number: $0) }
    var bare = Self.entry(text: "bare", number: 3)
    (bare.accessibility, bare.fonts, bare.frames, bare.pixelHash) = (nil, nil, [], nil)
    images.append(bare)
    for manifest in [
      Manifest(entries: images),
      Manifest(entries: [bare], sheets: [.init(path: "s\t.png", pixelHash: "p", pngHash: "q")]),
    ] {
      let written = String(decoding: try ManifestText.file(manifest), as: UTF8.self)
      #expect(written == (try manifest.json()))
    }
  }

  @Test func aNumberWithoutJSONTextThrowsAsTheEncoderDoes() {
    for number in [Double.nan, .infinity, -.infinity] {
      #expect(throws: EncodingError.self) { try ManifestText.entry(Self.entry(text: "x", number: number)) }
    }
  }
}

/// The lazily read manifest gives every entry the decoded manifest has.
@Suite struct ManifestIndexTests {
  @Test func everyEntryReadLazilyIsTheDecodedEntry() throws {
    let path = packageRoot + "/goldens/manifest.json"
    let manifest = try Manifest.decode(try #require(FileManager.default.contents(atPath: path)))
    let index = try #require(try ManifestIndex(path: path))
    #expect(index.count == manifest.images.count)
    #expect(index.sheets == manifest.sheets)
    for image in manifest.images { #expect(index.image(at: image.path) == image) }
    #expect(index.image(at: "no/such/image@1x.png") == nil)
  }

  /// Issue 37 (memory flat): the index reads the file in pieces and holds about one piece and one
  /// entry, never the file (a hundred times the catalog's manifest is 125 MB); read in pieces of
  /// any size, it finds what reading it whole finds.
  @Test(arguments: [509, 65536]) func readInPiecesItIndexesTheSameAndHoldsLittle(chunk: Int) throws {
    let path = packageRoot + "/goldens/manifest.json"
    let whole = try #require(try ManifestIndex(path: path, chunk: 16 << 20))
    var held = 0
    let pieces = try #require(try ManifestIndex(path: path, chunk: chunk, held: { held = $0 }))
    #expect(pieces.ranges == whole.ranges)
    #expect(pieces.sheets == whole.sheets)
    let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    let largestEntry = try #require(whole.ranges.values.map(\.count).max())
    #expect(held <= 2 * (chunk + largestEntry), "held \(held) bytes of \(size)")
    #expect(held * 4 < size, "a small part of the file")
  }

  /// Nesting past the cap is refused as reading the file whole refused it, with the same line,
  /// however the pieces fall.
  @Test(arguments: [3, 1 << 20]) func nestingPastTheCapIsRefusedWithItsLine(chunk: Int) throws {
    let dir = try temporaryFolder("specsheet-index")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let deep = String(repeating: "[", count: InputLimits.nestingDepth + 1)
    try #"{"images": [{"path": "a@1x.png", "x": \#(deep)"#.write(
      toFile: dir + "/manifest.json", atomically: true, encoding: .utf8)
    #expect(throws: PipelineError.read(path: dir + "/manifest.json", reason: JSONNesting.reason())) {
      try ManifestIndex(path: dir + "/manifest.json", chunk: chunk)
    }
  }

  @Test func aMissingFileIsNilAndNotJSONThrows() throws {
    let dir = try temporaryFolder("specsheet-index")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try ManifestIndex(path: dir + "/manifest.json") == nil)
    for text in ["{\"images\": [{\"path\": \"a\"", "[1, 2]", "{\"images\": [{\"scale\": 1}]}", "version 1"] {
      try text.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
      #expect(throws: (any Error).self, "\(text)") { try ManifestIndex(path: dir + "/bad.json") }
    }
  }

  @Test func aDamagedEntryIsReadAsNoEntry() throws {
    let dir = try temporaryFolder("specsheet-index")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Valid JSON, but a scale no render has: the decoded manifest refuses it, the index skips it.
    let text =
      #"{"images": [{"path": "a@1x.png", "scale": 0}, {"path": "b\"q@1x.png", "x": [1, {"y": "]"}]}], "version": 1}"#
    try text.write(toFile: dir + "/manifest.json", atomically: true, encoding: .utf8)
    let index = try #require(try ManifestIndex(path: dir + "/manifest.json"))
    #expect(index.count == 2)
    #expect(index.image(at: "a@1x.png") == nil)
    #expect(throws: ManifestError.self) { try index.lookup("a@1x.png") }
    #expect(index.image(at: "b\"q@1x.png") == nil)
  }

  @Test func pathsReadAsJSONMeansThemEscapedOrNotAndRawControlCharactersAreRefused() throws {
    let dir = try temporaryFolder("specsheet-index")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let text =
      #"{"images": [{"path": "caf\u00e9@1x.png"}, {"path": "thé@2x.png"}, {"p\u0061th": "x", "path": "a\/b"}]}"#
    try text.write(toFile: dir + "/manifest.json", atomically: true, encoding: .utf8)
    let index = try #require(try ManifestIndex(path: dir + "/manifest.json"))
    #expect(index.count == 3)
    // Indexed (so read and refused: these entries describe no render), under their decoded paths.
    for path in ["a/b", "café@1x.png", "thé@2x.png"] {
      #expect(throws: ManifestError.self, "\(path)") { try index.lookup(path) }
    }
    #expect(try index.lookup("x") == nil)
    try "{\"images\": [{\"path\": \"a\tb\"}]}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) { try ManifestIndex(path: dir + "/bad.json") }
  }
}
