import Fuzzing

// libFuzzer entry (make fuzz) or replay tool (swift run fuzz-diff FILE...): see FuzzDriver.
@main
struct Fuzz {
  static func main() { FuzzDriver.main(FuzzTargets.diff, name: "diff") }
}
