import Catalog
import Foundation
import Graphics
import Layout
import SpecSheets

/// The package root, found from this file's path (tests run from anywhere).
let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

func defaultCatalog() throws -> Catalog {
  try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
}

/// Entries from an inline fixture.
func entries(_ yaml: String) throws -> [CatalogEntry] {
  try Fixture.parse(yaml, file: "inline.yaml")
}

/// The font-free measurer layout tests use.
let fixedMeasurer = FixedAdvanceMeasurer()

func edge(_ r: Rect, _ e: Redline.Edge) -> Double {
  switch e {
  case .minX: r.minX
  case .maxX: r.maxX
  case .minY: r.minY
  case .maxY: r.maxY
  }
}

/// The first `#RRGGBB` or `#RRGGBBAA` in a swatch's printed line.
func firstHex(_ text: String) -> Color? {
  guard let hash = text.firstIndex(of: "#") else { return nil }
  let digits = text[text.index(after: hash)...].prefix { $0.isHexDigit }
  return Color(hex: String(digits))
}

func close(_ a: Color, _ b: Color, tolerance: Int) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// Runs a program; nil when it cannot be found on PATH.
func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
  let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    .map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  guard let path else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func temporaryFolder() throws -> String {
  let dir = NSTemporaryDirectory() + "specsheet-sheets-\(UUID().uuidString.prefix(8))"
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}
