/// Elapsed times as the CLI prints them.
extension Duration {
  /// `12ms`, `1s 234ms`, `2s`: whole milliseconds (half to even), zero units left out, as
  /// `formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))` prints them in
  /// English, without loading Foundation's ICU formatting for one line (0.7 ms of a one-image
  /// render).
  public var shortText: String {
    let (seconds, attoseconds) = components
    let total = Int64((Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(.toNearestOrEven))
    let (s, ms) = (total / 1000, total % 1000)
    return s == 0 ? "\(ms)ms" : ms == 0 ? "\(s)s" : "\(s)s \(ms)ms"
  }
}

extension Duration {
  /// As a floating-point number of seconds (results files).
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
