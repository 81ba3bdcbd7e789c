import Fuzzing

// libFuzzer entry (make fuzz) or replay tool (swift run fuzz-png FILE...): see FuzzDriver.
@main
struct Fuzz {
  static func main() { FuzzDriver.main(FuzzTargets.png, name: "png") }
}
