import Pipeline

/// Single-dash spellings specsheet declares: ArgumentParser's help names. Every other option
/// is `--long` (a CLI test checks the declared names against this list).
let singleDashNames: Set<String> = ["-h", "-help"]

/// Arguments that ArgumentParser would split into short flags: `render -dash.yaml --out o` read
/// `-d -a -s -h`, printed the help and exited 0, so a CI script passed having rendered nothing.
/// Any single-dash argument longer than two characters that is neither declared nor a negative
/// number (an option's value, e.g. `--threshold -0.5`) is refused with the two ways to pass it:
/// `./-dash.yaml`, or after `--`. Returns the message, or nil when every argument is fine.
func misreadDashArguments(_ arguments: [String]) -> String? {
  let options = arguments.prefix { $0 != "--" }  // after `--` everything is an argument
  let bad = options.filter { argument in
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2 else { return false }
    return !singleDashNames.contains(argument) && !isNegativeNumber(argument)
  }
  guard let first = bad.first else { return nil }
  let shown = first.count > 60 ? first.prefix(59) + "…" : Substring(first)
  let rest = arguments.filter { !bad.contains($0) }
  let fixed = (["specsheet"] + rest + (rest.contains("--") ? [] : ["--"]) + bad).map(shellQuoted).joined(separator: " ")
  return "\(shown) is not an option, and its letters would be read as one-letter flags; for a file "
    + "whose name starts with \"-\", write ./\(shown), or put it after --"
    + (fixed.count <= 160 ? ": \(fixed)" : " at the end of the command")
}

/// `-2`, `-0.5`, `-.5`, `-1e3`: a value, not flags.
private func isNegativeNumber(_ argument: String) -> Bool {
  let digits = argument.dropFirst()
  guard let lead = digits.first, lead.isNumber || lead == "." else { return false }
  return Double(digits) != nil
}
