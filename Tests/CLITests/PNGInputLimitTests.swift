import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// PNG input bounded by construction (issue 35): goldens and `diff`'s images are regular files
/// under a size cap, walked chunk by chunk before anything is allocated, decoded under a pixel cap.
@Suite struct PNGInputLimitTests {
  typealias Workspace = GoldenCommandTests.Workspace

  /// Issue 35, row 5: a 44-byte PNG whose tEXt chunk declares 2^31-1 bytes took 2.1 GB in `diff`.
  /// Now refused from the chunk walk, naming the chunk, at a few tens of MB; the same for other
  /// chunk types (compressed text, a profile, international text, a private chunk, IDAT) and
  /// other huge lengths.
  @Test(arguments: ["tEXt", "zTXt", "iCCP", "iTXt", "prVt", "IDAT"])
  func aChunkDeclaringMoreBytesThanTheFileHasIsRefusedByDiff(type: String) throws {
    let dir = try temporaryFolder("specsheet-png-limits")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for length: UInt32 in [0x7FFF_FFFF, 0x4000_0000, 100] {
      try Self.hugeChunk(type, length: length).write(to: URL(fileURLWithPath: dir + "/huge.png"))
      let run = try MeasuredRun(["diff", dir + "/huge.png", dir + "/huge.png"])
      #expect(run.status == 65, "\(type) \(length): \(run.stderr)")
      let line = "PNG is truncated or corrupt: chunk 1 (\(type)) declares \(length) bytes but only 0 remain"
      #expect(run.stderr == "error: \(dir)/huge.png: \(line)\n")
      #expect(run.peakMB < 100, "\(type) \(length): \(run.peakMB) MB")
    }
  }

  /// Issue 35, row 5, as goldens: `check --jobs 2` on such goldens took 4.2 GB; now each golden is
  /// UNREADABLE naming the chunk (exit 2, as for any unreadable golden), in little memory.
  @Test func goldensDeclaringHugeChunksAreUnreadable() throws {
    let w = try Workspace()
    defer { w.remove() }
    try Self.hugeChunk("tEXt").write(to: URL(fileURLWithPath: w.golden("selected")))
    try Self.hugeChunk("zTXt", length: 0x4000_0000).write(to: URL(fileURLWithPath: w.golden("unselected")))
    let run = try MeasuredRun(["check", w.fixture, "--goldens", w.goldens, "--scale", "1", "--jobs", "2"])
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("chunk 1 (tEXt) declares 2147483647 bytes but only 0 remain"))
    #expect(run.stdout.contains("chunk 1 (zTXt) declares 1073741824 bytes but only 0 remain"))
    #expect(run.stdout.contains("0 missing, 2 unreadable"))
    #expect(run.peakMB < 200, "\(run.peakMB) MB")
  }

  /// Issue 35, row 22: an 8 KB PNG at the old pixel limit (16384x4096, 1-bit grey) took 283 MB a
  /// decode. Over `InputLimits.pngPixels` (32 M), it is refused from its header, naming the cap;
  /// so is a 16384x16384 header (over every limit), to `diff` and as goldens at `--jobs 2`.
  @Test func imagesOverThePixelCapAreRefusedFromTheirHeader() throws {
    let w = try Workspace()
    defer { w.remove() }
    let wide = Self.bigGrey(width: 16384, height: 4096)
    #expect(wide.count < 80_000)
    try wide.write(to: URL(fileURLWithPath: w.golden("selected")))
    var square = wide
    square.replaceSubrange(20..<24, with: Self.bigEndian(16384))  // IHDR height, its CRC patched next
    square.replaceSubrange(29..<33, with: Self.chunk("IHDR", Array(square[16..<29])).suffix(4))
    try square.write(to: URL(fileURLWithPath: w.golden("unselected")))

    let diff = try MeasuredRun(["diff", w.golden("selected"), w.golden("unselected")])
    #expect(diff.status == 65)
    #expect(diff.stderr.contains("PNG is 16384x4096px (67108864 pixels), over the cap of 32000000 pixels"))
    #expect(diff.peakMB < 100, "\(diff.peakMB) MB")
    let run = try MeasuredRun(["check", w.fixture, "--goldens", w.goldens, "--scale", "1", "--jobs", "2"])
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("over the cap of 32000000 pixels"))
    #expect(run.stdout.contains("PNG is 16384x16384px, larger than 16384px per side or 67108864 pixels"))
    #expect(run.peakMB < 200, "\(run.peakMB) MB")
  }

  /// Issue 35, row 26: a golden that is /dev/zero or a folder was reported MISSING (and a FIFO
  /// hung check). Each is now UNREADABLE with one line naming what it is; reached as a folder, a
  /// FIFO, a symlink to /dev/zero inside the goldens folder, and the goldens folder's own spelling
  /// through `..`. `diff` refuses the same paths with exit 65.
  @Test func goldensThatAreNotRegularFilesAreUnreadable() throws {
    let w = try Workspace()
    defer { w.remove() }
    let (selected, unselected) = (w.golden("selected"), w.golden("unselected"))
    for (setUp, kind) in [
      ({ try FileManager.default.createDirectory(atPath: selected, withIntermediateDirectories: false) }, "a folder"),
      ({ #expect(mkfifo(selected, 0o644) == 0) }, "a FIFO"),
      ({ try FileManager.default.createSymbolicLink(atPath: selected, withDestinationPath: "/dev/zero") }, "a device"),
    ] as [(() throws -> Void, String)] {
      try FileManager.default.removeItem(atPath: selected)
      try setUp()
      let goldens = w.dir + "/goldens/../goldens"
      let run = try MeasuredRun(["check", w.fixture, "--goldens", goldens, "--scale", "1"], seconds: 60)
      #expect(run.status == 2, "\(kind): \(run.stdout)\(run.stderr)")
      #expect(run.stdout.contains("UNREADABLE fiori/chip/single-selection/selected@1x: "), "\(kind): \(run.stdout)")
      #expect(run.stdout.contains("selected@1x.png: not a regular file (\(kind))"), "\(run.stdout)")
      #expect(run.stdout.contains("1 passed, 0 changed, 0 size mismatch, 0 missing, 1 unreadable"))
      let diff = try MeasuredRun(["diff", selected, unselected], seconds: 60)
      #expect(diff.status == 65)
      #expect(diff.stderr == "error: cannot read \(selected): not a regular file (\(kind)); a PNG must be a file\n")
    }
  }

  /// Issue 35, row 17 (PNG part): a 2 GB golden was read whole (4.2 GB). A sparse 2 GB file that
  /// starts as a PNG is refused from its size, naming the 64 MiB cap, as a golden and to `diff`.
  @Test func goldensOverTheFileSizeCapAreNotRead() throws {
    let w = try Workspace()
    defer { w.remove() }
    let selected = w.golden("selected")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: selected))
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let run = try MeasuredRun(["check", w.fixture, "--goldens", w.goldens, "--scale", "1"])
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("selected@1x.png: the file is 2147483648 bytes, over the cap of 64 MiB for a PNG"))
    #expect(run.peakMB < 200, "\(run.peakMB) MB")
    let diff = try MeasuredRun(["diff", selected, w.golden("unselected")])
    #expect(diff.status == 65)
    #expect(diff.stderr.contains("over the cap of 64 MiB for a PNG"))
    #expect(diff.peakMB < 100, "\(diff.peakMB) MB")
  }

  /// Every file of libpng's testpngs/crashers (when `../shared` is beside the package) is refused
  /// by `diff` with exit 65 and one line, in under 100 MB.
  @Test func everyCrasherIsRefusedByDiffInUnder100MB() throws {
    let folder = packagePath("../shared/reference/pngsuite/testpngs/crashers")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      print("PNGInputLimitTests: skipped, no PngSuite crashers at \(folder) (the shared reference data)")
      return
    }
    let good = packagePath("goldens/fiori/chip/single-selection/selected@1x.png")
    for name in names.sorted() where name.hasSuffix(".png") {
      let run = try MeasuredRun(["diff", good, folder + "/" + name])
      #expect(run.status == 65, "\(name): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(name): \(run.stderr)")
      #expect(run.peakMB < 100, "\(name): \(run.peakMB) MB")
    }
  }

  /// A 1x1 PNG whose chunk after IHDR declares `length` bytes of `type`, with 3 bytes present:
  /// 44 bytes in all, as the file.
  static func hugeChunk(_ type: String, length: UInt32 = 0x7FFF_FFFF) -> Data {
    var png = Data([137, 80, 78, 71, 13, 10, 26, 10])
    png += chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
    png += bigEndian(length) + Data(type.utf8) + Data("abc".utf8)
    return png
  }

  static func bigEndian(_ value: UInt32) -> Data {
    Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> Data {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(data.count)) + Data(body) + bigEndian(~crc)
  }

  /// A `width`x`height` 1-bit grey PNG, all black: tens of KB that decode to width x height x 4 bytes.
  static func bigGrey(width: Int, height: Int) -> Data {
    let header = Array(bigEndian(UInt32(width)) + bigEndian(UInt32(height))) + [1, 0, 0, 0, 0]
    let zlib = zeros((width + 7) / 8 * height + height)
    return Data([137, 80, 78, 71, 13, 10, 26, 10]) + chunk("IHDR", header) + chunk("IDAT", Array(zlib))
      + chunk("IEND", [])
  }

  /// A zlib stream of `count` zero bytes, written here (no zlib in this target): one fixed-Huffman
  /// block of a literal 0, copies of 258 bytes at distance 1 (13 bits each), the rest as literals.
  static func zeros(_ count: Int) -> Data {
    var out: [UInt8] = [0x78, 0x01]
    var (bits, used) = (UInt32(0), 0)
    func put(_ value: UInt32, _ n: Int) {  // LSB first
      for i in 0..<n {
        bits |= (value >> i & 1) << used
        used += 1
        if used == 8 {
          out.append(UInt8(bits))
          (bits, used) = (0, 0)
        }
      }
    }
    func code(_ value: UInt32, _ n: Int) { for i in (0..<n).reversed() { put(value >> i & 1, 1) } }  // MSB first
    put(1, 1)  // final block
    put(1, 2)  // fixed Huffman codes
    code(0x30, 8)  // literal 0
    var left = count - 1
    while left >= 258 {
      code(0xC5, 8)  // length 258
      code(0, 5)  // distance 1
      left -= 258
    }
    for _ in 0..<left { code(0x30, 8) }
    code(0, 7)  // end of block
    if used > 0 { out.append(UInt8(bits)) }
    return Data(out) + bigEndian(UInt32(count % 65521) << 16 | 1)  // Adler-32 of zeros
  }
}
