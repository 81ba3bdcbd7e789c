import Foundation
import Glibc
import TestSupport
import Testing

/// A record stopped by Ctrl-C exits 130 with one line saying no golden changed, and leaves the
/// goldens as they were. Since the engine polls the interrupt flag itself (issue 37), the run
/// stops with its own error, which record once reported as a write failure (exit 73).
@Suite struct RecordInterruptTests {
  @Test func ctrlCDuringARecordExits130AndChangesNoGolden() throws {
    let dir = try temporaryFolder("record-interrupt")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let goldens = dir + "/goldens"
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["record", "--goldens", goldens, "--jobs", "1"]
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["GITHUB_ACTIONS"] = nil
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Signals are caught from before the run: wait until the first golden is staged.
    let deadline = Date().addingTimeInterval(60)
    func staged() -> Bool {
      let walker = FileManager.default.enumerator(atPath: goldens)
      while let name = walker?.nextObject() as? String { if name.hasSuffix(".tmp") { return true } }
      return false
    }
    while process.isRunning, !staged(), Date() < deadline { usleep(5_000) }
    #expect(process.isRunning, "the record ended before it could be interrupted")
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(stderr)")
    #expect(stderr.contains("interrupted: no golden was changed"), "\(stderr)")
    #expect(stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1, "\(stderr)")
    let left = FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? []
    #expect(left.isEmpty, "nothing written or left staged: \(left.prefix(5))")
  }
}
