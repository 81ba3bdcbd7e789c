import Foundation
import TestSupport
import Testing

/// The audit baseline from the command line: pinned entries, writing them, showing what they
/// accept.
@Suite struct BaselineCommandTests {
  @Test func aUsersMintGroupIsOpenThenWrittenThenAcceptedOnceItHasAReason() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = dir + "/mint.yaml"
    try mintChipGroupFixture.write(toFile: fixture, atomically: true, encoding: .utf8)

    // The catalog's baseline names chip-group labels, but pinned the seed's #F69000.
    let open = try CLI.run(["audit", fixture])
    #expect(open.status == 4, "\(open.stdout)\(open.stderr)")
    #expect(open.stdout.contains("chip-1.label: text-contrast: 1.80:1"))
    #expect(open.stdout.contains("accepted 2.35:1 #FFFFFF on #F69000; now 1.80:1 #FFFFFF on #7FD1AE"), "\(open.stdout)")

    let baseline = dir + "/baseline.yaml"
    let write = try CLI.run(["audit", fixture, "--write-baseline", baseline])
    #expect(write.status == 4)
    #expect(write.stdout.contains("wrote 2 pinned entries to \(baseline)"))
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written.contains(#"measured: "1.80:1 #FFFFFF on #7FD1AE""#))
    // Until a person writes why, the baseline is refused.
    let refused = try CLI.run(["audit", fixture, "--baseline", baseline])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("--write-baseline"))

    try written.replacingOccurrences(
      of: "TODO: say why this finding is accepted", with: "Our brand's mint, signed off by design"
    )
    .write(toFile: baseline, atomically: true, encoding: .utf8)
    let accepted = try CLI.run(["audit", fixture, "--baseline", baseline, "--show-accepted"])
    #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    #expect(
      accepted.stdout.contains("accepted: fiori/chip-group/mint/default@1x,2x,3x: chip-1.label: text-contrast: 1.80:1"))
    #expect(accepted.stdout.contains("— Our brand's mint, signed off by design (\(baseline):"))
    // --no-baseline judges as if nothing were accepted.
    #expect(try CLI.run(["audit", fixture, "--no-baseline"]).status == 4)
    #expect(try CLI.run(["audit", fixture, "--no-baseline", "--baseline", baseline]).status == 64)
  }
}
