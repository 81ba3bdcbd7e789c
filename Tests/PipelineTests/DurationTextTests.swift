import Pipeline
import Testing

/// `Duration.shortText` prints what Foundation's narrow seconds-and-milliseconds format printed
/// (values taken from `formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))`).
@Suite struct DurationTextTests {
  @Test func matchesFoundationsNarrowUnits() {
    let cases: [(ms: Int64, ns: Int64, text: String)] = [
      (0, 0, "0ms"), (0, 500_000, "0ms"), (0, 600_000, "1ms"), (1, 500_000, "2ms"), (12, 500_000, "12ms"),
      (103, 0, "103ms"), (999, 500_000, "1s"), (1000, 600_000, "1s 1ms"), (1234, 0, "1s 234ms"), (2000, 0, "2s"),
      (2500, 500_000, "2s 500ms"), (59_999, 500_000, "60s"), (61_234, 600_000, "61s 235ms"), (125_000, 0, "125s"),
    ]
    for c in cases {
      #expect((Duration.milliseconds(c.ms) + .nanoseconds(c.ns)).shortText == c.text, "\(c.ms) ms + \(c.ns) ns")
    }
  }
}
