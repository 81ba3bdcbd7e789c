import ArgumentParser
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline

/// `specsheet diff`: the golden comparison for any two PNG files.
package struct DiffCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG files the way check compares a render with its golden.",
    discussion: """
      A is the expected image (the golden), B the actual one. Same order as check: identical \
      bytes pass without decoding; then decoding; sizes; identical pixels; the pixel loop with \
      the tolerance flags (default exact). Exit codes: 0 equal (or within tolerance); 1 pixels \
      differ; 2 sizes differ; 64 usage; 65 a file is missing or not a usable PNG; 73 --out \
      cannot be written.
      """)

  @Argument(help: "The expected image (golden).")
  var a: String

  @Argument(help: "The actual image.")
  var b: String

  @Option(help: ArgumentHelp("Write the A | diff | B picture here.", valueName: "diff.png"))
  var out: String?

  @OptionGroup var tolerance: ToleranceOptions

  package func validate() throws {
    try reportingNow {
      // Writing the picture over an input would destroy the golden being compared.
      if let out {
        let target = URL(fileURLWithPath: out).resolvingSymlinksInPath().path
        for input in [a, b] where URL(fileURLWithPath: input).resolvingSymlinksInPath().path == target {
          throw ValidationError("--out \(out) is one of the images compared; choose another file")
        }
      }
      try refuseOutputsInGoldens([("--out", out)], goldens: defaultGoldens)
    }
  }

  /// The mark `--out` pictures carry: an existing `--out` file without it is not replaced.
  static let software = "specsheet diff"

  package func run() throws {
    try refuseForeignOut()
    let bytesA = try read(a)
    let bytesB = try read(b)
    let options = tolerance.diffOptions
    let result: DiffResult
    let imageA: Bitmap
    let imageB: Bitmap
    imageA = try decode(bytesA, a)
    imageB = bytesA == bytesB ? imageA : try decode(bytesB, b)
    result = bytesA == bytesB ? .identical : compare(actual: imageB, golden: imageA, options: options)
    if let out {
      do {
        let picture = DiffPicture.make(
          actual: imageB, golden: imageA, options: options, goldenFrames: [], actualFrames: [])
        let png = PNGSoftwareMark.marking(try PNGEncoder.encode(picture), software: Self.software)
        try refuseForeignOut()
        try AtomicFile.write(png, to: out)
      } catch PNGError.tooLarge(let width, let height) {
        // As in check: the comparison still stands, only the picture is too large to encode.
        printError("note: \(out) not written: the three panels would be \(width)x\(height)px, larger than a PNG may be")
      } catch let refused as CommandFailure {
        throw refused  // a foreign file appeared at --out meanwhile: already said
      } catch {
        throw fail(error, Exit.cannotWrite)
      }
    }
    switch result {
    case .identical:
      print("identical: \(a.escapingControlCharacters), \(b.escapingControlCharacters)")
    case .withinTolerance(let stats):
      print("within tolerance: \(GoldenResult.describeTolerated(stats, options: options))")
    case .sizeMismatch(let actual, let golden):
      print("SIZE \(a.escapingControlCharacters) \(golden), \(b.escapingControlCharacters) \(actual)")
      throw Exit.missingOrSize
    case .changed(let stats):
      print("CHANGED \(GoldenResult.describe(stats, options: options))")
      throw Exit.changed
    }
  }

  /// The file's bytes: a regular file of at most `InputLimits.imageFileBytes` (a FIFO, device or
  /// folder is refused without reading it).
  func read(_ path: String) throws -> [UInt8] {
    do { return try PNGFile.read(path) } catch { throw fail("cannot read \(path): \(error)", Exit.badInput) }
  }

  func decode(_ bytes: [UInt8], _ path: String) throws -> Bitmap {
    do { return try PNGDecoder.decode(bytes) } catch { throw fail("\(path): \(error)", Exit.badInput) }
  }
}

extension DiffCommand {
  /// Exit 73 when `--out` names a file that is not a diff picture specsheet wrote (checked before
  /// any work and again just before writing).
  func refuseForeignOut() throws {
    guard let out else { return }
    do { try OwnedOutputs.checkReplaceable(out, as: .diffPicture) } catch { throw fail(error, Exit.cannotWrite) }
  }
}
