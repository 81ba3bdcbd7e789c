import Foundation
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `specsheet review` started as a user would (the built binary), its URL read from stdout, and
/// plain HTTP requests to it on loopback.
final class ReviewServer: @unchecked Sendable {
  let process = Process()
  private let lock = NSLock()
  private var output = Data()
  private(set) var url: URL!
  var port: Int { url.port ?? 0 }
  var token: String {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value ?? ""
  }

  struct Failed: Error, CustomStringConvertible { var description: String }

  /// Starts `review` (or `serve`: `command`) with `arguments`; `ci` sets CI=1 for it (the test
  /// runner's own CI is dropped).
  init(_ arguments: [String], ci: Bool = false, in directory: String = packageRoot, command: String = "review") throws {
    process.executableURL = CLI.binary
    process.arguments = [command] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env["CI"] = ci ? "1" : nil
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    out.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil  // end of output: stop being called
        return
      }
      guard let self else { return }
      self.lock.withLock { self.output.append(data) }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("\(command): http://") }) {
        url = URL(string: String(line.dropFirst("\(command): ".count)))
        return
      }
      if !process.isRunning { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    if process.isRunning { process.terminate() }
    throw Failed(description: "\(command) printed no URL: \(stdout)")
  }

  var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

  /// Ctrl-C, then the exit status (the server must stop by itself within 20 s).
  func interrupt() -> Int32? {
    // Never signal a process already reaped: its id may be another's by now.
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

  struct Reply {
    var status: Int
    var body: String
  }

  func get(_ path: String) async throws -> Reply {
    try await send(URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!))
  }

  /// POSTs JSON to `path` with `token` in X-Review-Token (none when nil).
  func post(_ path: String, json: String, token: String?) async throws -> Reply {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = "POST"
    request.httpBody = Data(json.utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue(token, forHTTPHeaderField: "X-Review-Token") }
    return try await send(request)
  }

  func approve(_ names: [String], token: String?) async throws -> Reply {
    let list = try String(decoding: JSONEncoder().encode(names), as: UTF8.self)
    return try await post("/api/approve", json: #"{"names": \#(list)}"#, token: token)
  }

  private func send(_ request: URLRequest) async throws -> Reply {
    var request = request
    request.timeoutInterval = 120
    let (data, response) = try await URLSession.shared.data(for: request)
    return Reply(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: String(decoding: data, as: UTF8.self))
  }

  /// The listening TCP sockets on `port`: local addresses as the kernel lists them in
  /// /proc/net/tcp (IPv4, `0100007F` is 127.0.0.1) and /proc/net/tcp6.
  static func listeners(port: Int) -> (ipv4: [String], ipv6: [String]) {
    func read(_ file: String) -> [String] {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      let hexPort = String(format: "%04X", port)
      return text.split(separator: "\n").dropFirst().compactMap { line in
        let fields = line.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A" else { return nil }  // 0A: LISTEN
        let local = fields[1].split(separator: ":")
        return local.count == 2 && local[1] == hexPort ? String(local[0]) : nil
      }
    }
    return (read("/proc/net/tcp"), read("/proc/net/tcp6"))
  }
}
