import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `acme-specsheet review` started as a user starts it: its URL read from its output, plain HTTP
/// requests to it on loopback, Ctrl-C to stop it.
final class AcmeReview: @unchecked Sendable {
  let process = Process()
  private let lock = NSLock()
  private var output = Data()
  private(set) var url: URL?

  struct NoURL: Error, CustomStringConvertible { var description: String }

  init(_ arguments: [String], in directory: String) throws {
    process.executableURL = AcmeCLI.binary
    process.arguments = ["review"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil  // approving is refused under CI
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    out.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      guard let self else { return }
      self.lock.withLock { self.output.append(data) }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning {
      if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("review: http://") }) {
        url = URL(string: String(line.dropFirst("review: ".count)))
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    if process.isRunning { process.terminate() }
    throw NoURL(description: "review printed no URL: \(stdout)")
  }

  var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

  var token: String {
    url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" } }?
      .value ?? ""
  }

  /// GET `path`, or POST `json` to it with the review token: the status and the body.
  func send(_ path: String, json: String? = nil) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(url?.port ?? 0)\(path)")!)
    request.timeoutInterval = 120
    if let json {
      request.httpMethod = "POST"
      request.httpBody = Data(json.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.setValue(token, forHTTPHeaderField: "X-Review-Token")
    }
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  /// Ctrl-C, then the exit status (nil: it did not stop within 20 s and was killed).
  func interrupt() -> Int32? {
    guard process.isRunning else { return process.terminationStatus }
    process.interrupt()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }
}
