import Foundation
import Golden
import GoldenTesting
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

/// The library's own behaviour, on temporary goldens folders (never the real one).
@Suite struct GoldenTestingLibraryTests {
  func square(_ color: Color, size: Int = 4) -> Bitmap {
    var b = Bitmap(width: size, height: size)
    for y in 0..<size { for x in 0..<size { b[x, y] = color } }
    return b
  }

  @Test func recordModeComesFromTheEnvironmentAndNeverUnderCI() {
    #expect(GoldenConfiguration.standard(packageRoot: "/p", environment: [:]).record == .never)
    #expect(
      GoldenConfiguration.standard(packageRoot: "/p", environment: ["SPECSHEET_RECORD": "missing"]).record == .missing)
    let ci = GoldenConfiguration.standard(packageRoot: "/p", environment: ["SPECSHEET_RECORD": "all", "CI": "true"])
    #expect(ci.record == .never)
    #expect(ci.recordIgnored == "SPECSHEET_RECORD=all ignored: CI is set")
    #expect(
      GoldenConfiguration.standard(packageRoot: "/p", environment: ["SPECSHEET_RECORD": "bogus"]).record == .never)
  }

  /// SPECSHEET_RECORD's modes besides `never` are `record --only`'s, so a test and the CLI
  /// decide alike which goldens to write.
  @Test func recordModesAreTheEngines() {
    #expect(GoldenRecordMode.never.recordMode == nil)
    #expect(GoldenRecordMode.allCases.compactMap(\.recordMode) == RecordMode.allCases)
  }

  @Test func aMissingGoldenFailsAndIsRecordedOnlyWhenAskedAndTheTestStillFails() throws {
    let root = try temporaryFolder("golden-lib")
    defer { try? FileManager.default.removeItem(atPath: root) }
    var configuration = GoldenConfiguration(goldens: root + "/goldens", artifacts: root + "/artifacts")
    withKnownIssue("missing golden") {
      let result = assertGolden(image: square(.black), named: "lib/square@1x", configuration: configuration)
      #expect(result?.status == .missing)
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/goldens/lib/square@1x.png"))
    #expect(FileManager.default.fileExists(atPath: root + "/artifacts/lib/square@1x.actual.png"))

    configuration.record = .missing
    withKnownIssue("a test that records still fails") {
      assertGolden(image: square(.black), named: "lib/square@1x", configuration: configuration)
    }
    #expect(FileManager.default.fileExists(atPath: root + "/goldens/lib/square@1x.png"))
    configuration.record = .never
    assertGolden(image: square(.black), named: "lib/square@1x", configuration: configuration)
  }

  @Test func aChangedImageFailsWithTheCheckMessageAndLeavesADiff() throws {
    let root = try temporaryFolder("golden-lib")
    defer { try? FileManager.default.removeItem(atPath: root) }
    var configuration = GoldenConfiguration(
      goldens: root + "/goldens", artifacts: root + "/artifacts", record: .missing)
    withKnownIssue { assertGolden(image: square(.black), named: "lib/square@1x", configuration: configuration) }
    configuration.record = .never
    var changed = square(.black)
    changed[1, 2] = .white
    withKnownIssue {
      let result = assertGolden(image: changed, named: "lib/square@1x", configuration: configuration)
      #expect(result?.status == .changed)
      #expect(result?.headline.hasPrefix("CHANGED lib/square@1x: 1 px (6.25%) differ within 1x1 at 1,2") == true)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("CHANGED lib/square@1x") && $0.rawValue.contains("SPECSHEET_RECORD=failed swift test")
      }
    }
    let diff = try PNGDecoder.decode(
      [UInt8](try #require(FileManager.default.contents(atPath: root + "/artifacts/lib/square@1x.diff.png"))))
    // The diff panel alone (the golden and the actual are files of their own).
    #expect(diff.width == 4 && diff.height == 4)
    #expect(diff[1, 2] == Color(red: 255, green: 0, blue: 0))

    // A wrong size says both sizes.
    withKnownIssue {
      let result = assertGolden(image: square(.black, size: 5), named: "lib/square@1x", configuration: configuration)
      #expect(result?.detail == "actual 5x5, golden 4x4")
    }
  }
}
