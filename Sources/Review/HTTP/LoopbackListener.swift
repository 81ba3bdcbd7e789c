import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the listening socket could not be made: the call and the system's reason.
public struct ListenError: Error, CustomStringConvertible {
  public var description: String
}

extension LoopbackServer {
  /// A TCP socket listening on 127.0.0.1:`port` only.
  static func listen(port: UInt16) throws -> Int32 {
    #if os(Linux)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw ListenError(description: "socket: \(String(cString: strerror(errno)))") }
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, systemListen(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = close(descriptor)
      throw ListenError(description: reason)
    }
    return descriptor
  }

  /// The port the system gave `descriptor`.
  static func boundPort(_ descriptor: Int32) -> UInt16 {
    var address = sockaddr_in()
    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &size) }
    }
    return named == 0 ? UInt16(bigEndian: address.sin_port) : 0
  }
}

/// listen(2), which LoopbackServer.listen's name hides inside the extension.
private func systemListen(_ descriptor: Int32) -> Int32 { listen(descriptor, 128) }
