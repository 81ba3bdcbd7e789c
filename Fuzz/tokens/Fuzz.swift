import Fuzzing

// libFuzzer entry (make fuzz) or replay tool (swift run fuzz-tokens FILE...): see FuzzDriver.
@main
struct Fuzz {
  static func main() { FuzzDriver.main(FuzzTargets.tokens, name: "tokens") }
}
