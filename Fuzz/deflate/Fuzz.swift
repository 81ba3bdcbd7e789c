import Fuzzing

// libFuzzer entry (make fuzz) or replay tool (swift run fuzz-deflate FILE...): see FuzzDriver.
@main
struct Fuzz {
  static func main() { FuzzDriver.main(FuzzTargets.deflate, name: "deflate") }
}
