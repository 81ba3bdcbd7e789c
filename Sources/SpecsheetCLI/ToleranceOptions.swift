import ArgumentParser
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline

/// Opt-in tolerance; the default is exact. Each limit is reported beside its measured value.
package struct ToleranceOptions: ParsableArguments {
  package init() {}
  @Option(
    name: .customLong("threshold"), parsing: .unconditional,
    help: ArgumentHelp(
      "Per-pixel colour distance a pixel may move before it counts as changed, as a fraction (0...1) of the largest "
        + "YIQ distance.",
      valueName: "fraction"))
  var thresholdFlag: Double?

  @Flag(
    name: .customLong("antialiasing"), inversion: .prefixedNo,
    help: "Count pixels on anti-aliased edges separately and do not fail on them (default: no).")
  var antialiasingFlag: Bool?

  @Option(
    name: .customLong("pixel-budget"), parsing: .unconditional,
    help: ArgumentHelp("How many changed pixels are tolerated per image (default: 0).", valueName: "pixels"))
  var pixelBudgetFlag: Int?

  // Each flag, else specsheet.yaml's key, else exact.
  var threshold: Double { thresholdFlag ?? ProjectDefaults.config?.threshold ?? 0 }
  var antialiasing: Bool { antialiasingFlag ?? ProjectDefaults.config?.antialiasing ?? false }
  var pixelBudget: Int { pixelBudgetFlag ?? ProjectDefaults.config?.pixelBudget ?? 0 }

  @Option(
    help: ArgumentHelp(
      "What semi-transparent pixels are measured over: white, or pixelmatch's checkerboard.",
      valueName: "white|checkerboard"))
  var blend: DiffOptions.Blend = .white

  package func validate() throws {
    try reportingNow {
      try ProjectDefaults.check()
      guard threshold.isFinite, (0...1).contains(threshold) else {
        throw ValidationError("--threshold is a fraction from 0 to 1, e.g. 0.02")
      }
      guard pixelBudget >= 0 else { throw ValidationError("--pixel-budget must be 0 or more") }
    }
  }

  package var diffOptions: DiffOptions {
    DiffOptions(threshold: threshold, detectAntialiasing: antialiasing, pixelBudget: pixelBudget, blend: blend)
  }
}

extension DiffOptions.Blend: ExpressibleByArgument {}
