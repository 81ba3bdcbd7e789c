import Audit
import Graphics
import Testing

/// Issue 40, "One verdict model, one look": the one classification every output calls.
@Suite struct FindingVerdictTests {
  static func finding(_ state: String, _ part: String, _ severity: Severity, scale: Int = 1, detail: String? = nil)
    -> Finding
  {
    Finding(
      image: "fiori/chip/plain/\(state)@\(scale)x", part: part, rule: "text-contrast", severity: severity,
      measured: "1.41", expected: "≥ 4.50", unit: ":1", source: "WCAG 1.4.3", detail: detail)
  }

  /// An error, a warning, an info "inactive: exempt" line and an accepted one: 2 open, 1
  /// accepted, 1 exempt; the same part and rule at other scales (even measured a hair apart) is
  /// one finding, not three.
  @Test func errorsAndWarningsAreOpenInfoIsExemptTheBaselinesAreAccepted() {
    let error = Self.finding("unselected", "label", .error)
    let warning = Self.finding("unselected", "container", .warning)
    let exempt = Self.finding("disabled", "label", .info, detail: "text #C0C0C0 on #FFFFFF, inactive: exempt")
    let accepted = Self.finding("selected", "label", .error)
    let atTwo = Self.finding("unselected", "label", .error, scale: 2)
    var atThree = Self.finding("unselected", "label", .error, scale: 3)
    atThree.measured = "1.42"  // a hair apart at another scale: still the same finding
    let counts = VerdictCounts.classify([error, warning, exempt, accepted, atTwo, atThree]) { $0 == accepted }
    #expect(counts == VerdictCounts(open: 2, accepted: 1, exempt: 1))
    #expect(counts.verdict == .open)
    #expect(FindingVerdict.of(.info, acceptedByBaseline: false) == .exempt)
    #expect(FindingVerdict.of(.warning, acceptedByBaseline: false) == .open)
    #expect(FindingVerdict.of(.error, acceptedByBaseline: true) == .accepted)
  }

  /// A cell with only exempt lines conforms; one with an accepted line does not, nor is it open.
  @Test func exemptLinesDoNotStopACellConforming() {
    let exempt = Self.finding("disabled", "label", .info, detail: "inactive: exempt")
    let only = VerdictCounts.classify([exempt]) { _ in false }
    #expect(only == VerdictCounts(open: 0, accepted: 0, exempt: 1))
    #expect(only.conforms && only.verdict == .conforms)
    let accepted = VerdictCounts.classify([Self.finding("selected", "label", .error)]) { _ in true }
    #expect(!accepted.conforms && accepted.verdict == .accepted)
  }

  /// One look: each verdict's ink passes 4.5:1 on its fill, and open is red, accepted amber,
  /// exempt grey, conforms green (by the hue that dominates).
  @Test func thePaletteIsReadableAndEachWordHasItsColour() throws {
    for (word, look) in VerdictPalette.looks {
      let ratio = Contrast.ratio(look.inkColor, look.fillColor)
      #expect(ratio >= 4.5, "\(word): \(ratio):1")
    }
    let open = VerdictPalette.open.inkColor
    let accepted = VerdictPalette.accepted.inkColor
    let exempt = VerdictPalette.exempt.inkColor
    let conforms = VerdictPalette.conforms.inkColor
    #expect(open.red > open.green && open.red > open.blue)
    #expect(accepted.red > accepted.green && accepted.green > accepted.blue)
    #expect(Int(exempt.blue) - Int(exempt.red) < 24, "grey: no channel stands out")
    #expect(conforms.green > conforms.red && conforms.green > conforms.blue)
  }
}
