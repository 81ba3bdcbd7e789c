import Foundation

/// What a program run by a test printed and how it exited.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  /// Empty when the run merged standard error into `stdout` (`combined: true`).
  public var stderr: String

  public init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// Runs `executable` in `directory` with `environment` merged over this process's (CI unset, so
/// a test's program never sees the test run's CI), and reads its output. `combined` sends both
/// streams to one pipe, in the order they were written.
public func runProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: String = packageRoot,
  combined: Bool = false
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  var env = ProcessInfo.processInfo.environment
  env["CI"] = nil
  env.merge(environment) { $1 }
  process.environment = env
  let out = Pipe()
  let err = combined ? out : Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = combined ? Data() : err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// `program` on PATH, or nil when it is not installed.
public func programOnPath(_ program: String) -> URL? {
  (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    .map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    .map { URL(fileURLWithPath: $0) }
}
