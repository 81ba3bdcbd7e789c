import Foundation
import PNG
import TestSupport
import Testing

/// `--json FILE` on check, render and audit: valid against docs/results.schema.json (checked by
/// a standard validator) and saying what the run found.
@Suite struct ResultsJSONTests {
  static let chips = "fiori/chip/single-selection"
  /// The filter for exactly that variant (filters are substrings: `single-selection-rtl` also
  /// contains the bare name).
  static let filter = chips + "/"

  @Test func aPassingCheckWritesValidResults() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let json = dir + "/results.json"
    let result = try CLI.run(["check", Self.filter, "--artifacts", dir + "/artifacts", "--json", json])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("json: \(json)"))
    try ResultsSchema.expectValid([json])

    let document = try ResultsSchema.load(json)
    #expect(document["command"] as? String == "check")
    #expect(document["exitCode"] as? Int == 0)
    #expect(document["shard"] == nil)
    let images = try ResultsSchema.images(document)
    // Five states at three scales, every one passed, each with its golden and the render's size.
    #expect(images.count == 15)
    #expect(images.allSatisfy { $0["status"] as? String == "passed" && ($0["moves"] as? [Any])?.isEmpty == true })
    for image in images {
      let golden = try #require((image["files"] as? [String: String])?["golden"])
      let bitmap = try PNGDecoder.decode(
        [UInt8](try #require(FileManager.default.contents(atPath: packageRoot + "/" + golden))))
      let size = try #require(image["size"] as? [String: Int])
      #expect(size == ["width": bitmap.width, "height": bitmap.height], "\(golden)")
      #expect(image["scale"] as? Int == Int(String((image["name"] as! String).split(separator: "@").last!.dropLast())))
    }
    let totals = try #require(document["totals"] as? [String: Any])
    #expect(totals["images"] as? Int == 15)
    #expect((totals["golden"] as? [String: Int])?["passed"] == 15)
    #expect((totals["golden"] as? [String: Int])?["failed"] == 0)
    // The audit's accepted findings sit on their images, with the baseline's reason.
    let accepted = images.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter { $0["accepted"] != nil }
    #expect((totals["audit"] as? [String: Int])?["accepted"] == accepted.count)
    #expect(!accepted.isEmpty)
    // The environment is the one `--version` names.
    let environment = try #require(document["environment"] as? [String: Any])
    let version = try CLI.run(["--version"])
    #expect(version.stdout.contains("render environment \(try #require(environment["id"] as? String)):"))
    #expect((environment["changes"] as? [String])?.isEmpty == true)
  }

  @Test func aFailingCheckWritesValidResultsWithTheDiffAndWhatMoved() throws {
    let (dir, goldens) = try ResultsSchema.copyOfGoldens()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folder = goldens + "/" + Self.chips
    // Six pixels changed in one golden; another replaced by a narrower image, with the label's
    // recorded frame one point to the right (as if the label had moved left since).
    try ResultsSchema.paint(folder + "/selected@2x.png", x: 10, y: 5, width: 3, height: 2)
    try FileManager.default.removeItem(atPath: folder + "/selected@1x.png")
    try FileManager.default.copyItem(atPath: folder + "/unselected@1x.png", toPath: folder + "/selected@1x.png")
    var manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: goldens + "/manifest.json")))
        as? [String: Any])
    var entries = try #require(manifest["images"] as? [[String: Any]])
    let at = try #require(entries.firstIndex { $0["path"] as? String == Self.chips + "/selected@1x.png" })
    var frames = try #require(entries[at]["frames"] as? [[String: Any]])
    let label = try #require(frames.firstIndex { $0["part"] as? String == "label" })
    frames[label]["x"] = (frames[label]["x"] as! Double) + 1
    entries[at]["frames"] = frames
    manifest["images"] = entries
    try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: goldens + "/manifest.json"))

    let json = dir + "/results.json"
    let result = try CLI.run([
      "check", Self.filter, "--goldens", goldens, "--artifacts", dir + "/artifacts", "--json", json,
    ])
    #expect(result.status == 2, "a size mismatch exits 2: \(result.stdout)\(result.stderr)")
    try ResultsSchema.expectValid([json])

    let document = try ResultsSchema.load(json)
    #expect(document["exitCode"] as? Int == 2)
    #expect(document["goldens"] as? String == goldens)
    let images = try ResultsSchema.images(document)
    let changed = try #require(images.first { $0["name"] as? String == Self.chips + "/selected@2x" })
    #expect(changed["status"] as? String == "changed")
    let diff = try #require(changed["diff"] as? [String: Any])
    #expect(diff["pixels"] as? Int == 6)
    #expect(diff["withinTolerance"] as? Bool == false)
    #expect(diff["box"] as? [String: Int] == ["x": 10, "y": 5, "width": 3, "height": 2])
    #expect(changed["changedBox"] as? [String: Int] == ["x": 10, "y": 5, "width": 3, "height": 2])
    #expect((changed["detail"] as? String)?.hasPrefix("6 px (") == true)
    let files = try #require(changed["files"] as? [String: String])
    for kind in ["actual", "diff"] {
      let path = try #require(files[kind], "\(kind)")
      #expect(path == dir + "/artifacts/\(Self.chips)/selected@2x.\(kind).png")
      #expect(FileManager.default.fileExists(atPath: path))
    }
    #expect((changed["message"] as? String)?.hasPrefix("CHANGED \(Self.chips)/selected@2x: 6 px") == true)

    let resized = try #require(images.first { $0["name"] as? String == Self.chips + "/selected@1x" })
    #expect(resized["status"] as? String == "size-mismatch")
    #expect(resized["size"] as? [String: Int] == ["width": 126, "height": 44])
    #expect(resized["goldenSize"] as? [String: Int] == ["width": 98, "height": 44])
    let moves = try #require(resized["moves"] as? [[String: Any]])
    #expect(moves.count == 1, "\(moves)")
    #expect(moves.first?["part"] as? String == "label")
    #expect(moves.first?["property"] as? String == "x")
    #expect(moves.first?["delta"] as? Double == -1)
    #expect(moves.first?["text"] as? String == "label.x -1pt")

    let totals = try #require(document["totals"] as? [String: Any])
    #expect(
      totals["golden"] as? [String: Int] == [
        "passed": 13, "changed": 1, "sizeMismatch": 1, "missing": 0, "unreadable": 0, "stale": 0, "failed": 2,
      ])

    // The schema is no formality: a record with an unknown status or without its files fails it.
    var broken = document
    var brokenImages = images
    brokenImages[0]["status"] = "exploded"
    brokenImages[1]["files"] = nil
    broken["images"] = brokenImages
    let bad = dir + "/broken.json"
    try JSONSerialization.data(withJSONObject: broken).write(to: URL(fileURLWithPath: bad))
    let (status, output) = try ResultsSchema.validate([bad])
    #expect(status == 1)
    #expect(output.contains("\(bad): images[0].status: "), "\(output)")
    #expect(output.contains("\(bad): images[1]: 'files' is a required property"), "\(output)")
  }

  @Test func renderWritesOneValidRecordPerImage() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let json = dir + "/results.json"
    let result = try CLI.run(["render", Self.filter, "--out", dir + "/out", "--json", json])
    #expect(result.status == 0, "\(result.stderr)")
    try ResultsSchema.expectValid([json])
    let document = try ResultsSchema.load(json)
    #expect(document["command"] as? String == "render")
    #expect(document["out"] as? String == dir + "/out")
    let images = try ResultsSchema.images(document)
    let written = files(under: dir + "/out").keys.filter { $0.hasSuffix(".png") }
    #expect(images.count == 15)
    #expect(Set(images.compactMap { $0["path"] as? String }) == Set(written))
    for image in images {
      #expect(image["status"] as? String == "rendered")
      #expect(image["source"] as? String == "Fixtures/catalog/fiori/chip.yaml")
      #expect((image["seconds"] as? Double).map { $0 > 0 } == true)
      let output = try #require((image["files"] as? [String: String])?["output"])
      let bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: output))))
      #expect(image["size"] as? [String: Int] == ["width": bitmap.width, "height": bitmap.height])
    }
    #expect((document["totals"] as? [String: Any])?["images"] as? Int == 15)
  }

  @Test func auditWritesOneValidRecordPerImageWithItsFindings() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let json = dir + "/results.json"
    // A theme that shrinks the chip: the spec's height rule fails on every scale.
    let fixture = dir + "/short.yaml"
    try """
    system: fiori
    component: chip
    theme: {metrics: {chip-height: 30}}
    variants:
      - {name: short, variation: single-selection, label: Received, states: [unselected]}
    """.write(toFile: fixture, atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", fixture, "--json", json])
    #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
    try ResultsSchema.expectValid([json])
    let document = try ResultsSchema.load(json)
    #expect(document["command"] as? String == "audit")
    #expect(document["exitCode"] as? Int == 4)
    let images = try ResultsSchema.images(document)
    #expect(images.map { $0["name"] as? String } == [1, 2, 3].map { "fiori/chip/short/unselected@\($0)x" })
    for image in images {
      #expect(image["status"] as? String == "audited")
      let findings = try #require(image["findings"] as? [[String: Any]])
      let height = try #require(findings.first { $0["rule"] as? String == "spec:fiori-chip.height" }, "\(findings)")
      #expect(height["measured"] as? String == "30")
      #expect(height["severity"] as? String == "error")
      #expect(height["part"] as? String == "container")
    }
    let errors = images.flatMap { $0["findings"] as! [[String: Any]] }.filter {
      $0["severity"] as? String == "error" && $0["accepted"] == nil
    }
    #expect(((document["totals"] as? [String: Any])?["audit"] as? [String: Int])?["errors"] == errors.count)
  }
}
