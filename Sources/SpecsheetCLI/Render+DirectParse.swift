import ArgumentParser

/// `specsheet render`'s plain command lines, read without ArgumentParser.
///
/// ArgumentParser builds a command's whole argument set by reflection on every run: a Mirror
/// over each option's wrapper and some forty first-time protocol conformance lookups, each a scan
/// of the binary's 6,600 conformance records; 1.6 ms of an 18 ms one-image render (make bench:
/// cold start). This reads fixture paths and filters, and each option of render once as
/// `--name value` or `--name=value`, into the same `Render` and runs the same validation. Anything
/// else (help, `--`, an unknown or repeated option, an empty value or one starting with "-", a
/// value a transform refuses, a failed validation) gives nil and goes ArgumentParser's way, which
/// prints exactly what it always did. RenderDirectParseTests compares both parses over a table of
/// command lines and fails when Render gains a property this does not set.
extension Render {
  /// Options that take a value; `--token-context` repeats, the others appear at most once.
  static let directlyParsedOptions: Set<String> = [
    "out", "background", "json", "sheets", "sheet-format", "site", "scale", "jobs", "tokens", "token-context",
  ]

  package static func parsedDirectly(_ arguments: [String]) -> Render? {
    // A bad specsheet.yaml's error is printed by validation: only the full way runs it, once.
    guard ProjectDefaults.checksQuietly else { return nil }
    var filters: [String] = []
    var values: [String: String] = [:]
    var contexts: [String] = []
    var strict = false
    var verbose = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.isEmpty { return nil }
      guard argument.hasPrefix("-") else {
        filters.append(argument)
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
      var name = argument.dropFirst(2)
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = name[..<equals]
      }
      if name == "strict-tokens" || name == "verbose" {
        guard value == nil, !(name == "verbose" ? verbose : strict) else { return nil }
        if name == "verbose" { verbose = true } else { strict = true }
        continue
      }
      guard directlyParsedOptions.contains(String(name)) else { return nil }
      if value == nil, index < arguments.count {
        value = arguments[index]
        index += 1
      }
      guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
      if name == "token-context" {
        contexts.append(value)
      } else if values.updateValue(value, forKey: String(name)) != nil {
        return nil
      }
    }
    do {
      var tokens = TokenOptions()
      tokens.tokensFlag = values["tokens"]
      tokens.contextFlags = contexts
      tokens.strictFlag = strict
      tokens.verboseFlag = verbose
      var options = CatalogOptions()
      options.filters = filters
      options.scaleFlag = try values["scale"].map(parseScales)
      if let jobs = values["jobs"] {
        guard let count = Int(jobs) else { return nil }
        options.jobs = count
      } else {
        options.jobs = nil
      }
      options.tokenOptions = tokens
      var render = Render()
      render.options = options
      render.out = values["out"] ?? defaultOut
      render.background = values["background"]
      render.json = values["json"]
      render.sheets = values["sheets"]
      render.sheetFormat = try values["sheet-format"].map(parseFormats) ?? defaultSheetFormats
      render.site = values["site"]
      try tokens.validate()
      try options.validate()
      try render.validate()
      return render
    } catch {
      return nil
    }
  }
}
