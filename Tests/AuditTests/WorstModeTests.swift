import Audit
import Testing

/// Issue 39, "Audit in every mode": for each colour pair, the mode where its contrast has least
/// headroom over its threshold, kept as a few numbers per pair while a run goes.
@Suite struct WorstModeTests {
  static func pair(_ mode: String, _ ratio: Double, part: String = "label", state: String = "selected")
    -> ModeContrast
  {
    ModeContrast(
      state: "fiori/chip/plain/\(state)", part: part, rule: "text-contrast", mode: mode, ratio: ratio,
      threshold: 4.5, exempt: state == "disabled")
  }

  /// The least headroom wins, whatever order the modes arrive in; a pair seen in one mode only has
  /// no worst mode (nothing to compare), so a run without axes has an empty table.
  @Test func theLowestRatioOfEachPairIsItsWorstModeAndSingleModePairsAreLeftOut() {
    var worst = WorstModes()
    worst.add([Self.pair("theme=dark", 4.55), Self.pair("", 5.02), Self.pair("contrast=high", 7.1)])
    worst.add(Self.pair("", 3.2, part: "icon"))
    let table = worst.table
    #expect(table.count == 1)
    #expect(table[0].worst.mode == "theme=dark")
    #expect(table[0].modes == 3)
    #expect(table[0].headroomText == "+0.05")
    var reversed = WorstModes()
    reversed.add([Self.pair("contrast=high", 7.1), Self.pair("theme=dark", 4.55), Self.pair("", 5.02)])
    #expect(reversed.table == table)
  }

  /// Equal headroom in two modes: the mode that sorts first is named, so the table does not
  /// depend on which worker finished first.
  @Test func aTieNamesTheModeThatSortsFirst() {
    var a = WorstModes()
    a.add([Self.pair("theme=dark", 4.6), Self.pair("direction=rtl", 4.6)])
    var b = WorstModes()
    b.add([Self.pair("direction=rtl", 4.6), Self.pair("theme=dark", 4.6)])
    #expect(a.table[0].worst.mode == "direction=rtl")
    #expect(a.table == b.table)
  }

  /// A pair below its threshold prints a negative headroom and the verdict it is given; the
  /// default mode is named as such.
  @Test func theLineSaysTheModeTheRatioTheHeadroomAndTheVerdict() {
    var worst = WorstModes()
    worst.add([Self.pair("", 4.47, state: "disabled"), Self.pair("contrast=high", 3.54, state: "disabled")])
    let row = worst.table[0]
    #expect(
      row.line(.exempt)
        == "fiori/chip/plain/disabled label text-contrast: worst in contrast=high (of 2 modes) 3.54:1 vs 4.50:1, "
        + "headroom -0.96, exempt")
    var light = WorstModes()
    light.add([Self.pair("", 4.54), Self.pair("theme=dark", 6)])
    #expect(light.table[0].line(.conforms).contains("worst in the default mode (of 2 modes) 4.54:1"))
  }
}
