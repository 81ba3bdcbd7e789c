import CPNG
import Foundation
import Graphics
import PNG
import Testing

/// A 16-bit copy of a golden (each 8-bit value v stored as v*257, no gAMA or sRGB chunk, as image
/// tools write it) is the same picture: `diff` and `check` found 61% of it changed.
@Suite struct SixteenBitPNGCommandTests {
  @Test func aSixteenBitCopyOfAGoldenIsIdenticalToIt() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let golden = w.golden("selected")
    let bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: golden))))
    let copy = w.dir + "/selected-16.png"
    try Data(try sixteenBitPNG(bitmap)).write(to: URL(fileURLWithPath: copy))

    let diff = try CLI.run(["diff", golden, copy])
    #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    #expect(diff.stdout == "identical: \(golden), \(copy)\n")

    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.copyItem(atPath: copy, toPath: golden)
    let check = try w.check()
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("2 images: 2 passed, 0 changed"))
  }

  /// `bitmap` as a 16-bit RGBA PNG: IHDR, one zlib IDAT, IEND; no ancillary chunks.
  func sixteenBitPNG(_ bitmap: Bitmap) throws -> [UInt8] {
    func be32(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be32(UInt32(data.count)) + body + be32(UInt32(crc32(0, body, uInt(body.count))))
    }
    var raw: [UInt8] = []
    for y in 0..<bitmap.height {
      raw.append(0)  // filter: none
      for x in 0..<bitmap.width {
        let c = bitmap[x, y]
        for v in [c.red, c.green, c.blue, c.alpha] { raw += [v, v] }  // v*257 is v in both bytes
      }
    }
    var size = compressBound(uLong(raw.count))
    var zlib = [UInt8](repeating: 0, count: Int(size))
    #expect(compress2(&zlib, &size, raw, uLong(raw.count), 6) == Z_OK)
    let header = be32(UInt32(bitmap.width)) + be32(UInt32(bitmap.height)) + [16, 6, 0, 0, 0]
    return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", Array(zlib.prefix(Int(size))))
      + chunk("IEND", [])
  }
}
