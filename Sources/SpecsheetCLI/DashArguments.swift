import Golden
import Pipeline

/// Single-dash spellings specsheet declares: ArgumentParser's help names. Every other option
/// is `--long` (a CLI test checks the declared names against this list).
package let singleDashNames: Set<String> = ["-h", "-help"]

/// Options declared with `parsing: .unconditional` (the numeric ones): ArgumentParser takes the
/// next argument as their value whatever it looks like, so in `--threshold -0.5` or
/// `--shard -1/2` it is a value for the range check, never flags. A CLI test keeps this list
/// equal to the declarations.
package let unconditionalOptions: Set<String> = [
  "--scale", "--jobs", "--threshold", "--pixel-budget", "--passes", "--shard", "--reps", "--port",
]

/// Arguments that ArgumentParser would split into short flags: `render -dash.yaml --out o` read
/// `-d -a -s -h`, printed the help and exited 0, so a CI script passed having rendered nothing.
/// Any single-dash argument longer than two characters that is neither a declared name nor the
/// value of an unconditional option is refused with the two ways to pass it: `./-dash.yaml`, or
/// after `--`. Returns the message, or nil when every argument is fine.
package func misreadDashArguments(_ arguments: [String]) -> String? {
  var bad: [Int] = []
  var index = 0
  while index < arguments.count, arguments[index] != "--" {  // after `--` all are arguments
    let argument = arguments[index]
    if unconditionalOptions.contains(argument) {
      index += 2
      continue
    }
    if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2, !singleDashNames.contains(argument) {
      bad.append(index)
    }
    index += 1
  }
  guard let first = bad.first.map({ arguments[$0] }) else { return nil }
  let shown = first.count > 60 ? first.prefix(59) + "…" : Substring(first)
  let rest = arguments.indices.filter { !bad.contains($0) }.map { arguments[$0] }
  let moved = rest + (rest.contains("--") ? [] : ["--"]) + bad.map { arguments[$0] }
  let fixed = (["specsheet"] + moved).map(shellQuoted).joined(separator: " ")
  // After `--out` it may be meant as the value: that is spelled `--out=-x`.
  let option = bad[0] > 0 && arguments[bad[0] - 1].hasPrefix("--") ? arguments[bad[0] - 1] : nil
  return "\(shown) is not an option, and its letters would be read as one-letter flags; for a file "
    + "whose name starts with \"-\", write ./\(shown), or put it after --"
    + (fixed.count <= 160 ? ": \(fixed)" : " at the end of the command")
    + (option.map { "; as the value of \($0), write \($0)=\(shown)" } ?? "")
}
