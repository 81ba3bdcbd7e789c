/// Reading partial combinations against the axes (`combinations:`, `invalid:` in specsheet.yaml,
/// a fixture's `modes:`; issue 39, "Matrix control"), and narrowing the axes for one fixture.
extension ModeAxes {
  /// Why `partial` (some axes' values, the others at their default) cannot name combinations of
  /// these axes, as one line; nil when it can. An axis not declared or a value its axis does not
  /// render is refused; so is an `isExclusion` that only names defaults, since it would leave
  /// out the default combination, which is always rendered.
  public func problem(with partial: [ImageMode], isExclusion: Bool) -> String? {
    func listed(_ names: [String]) -> String {
      names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", … (\(names.count) in all)" : "")
    }
    for mode in partial {
      guard let axis = axes.first(where: { $0.name == mode.axis }) else {
        return "no axis \(mode.axis) in axes: (they are \(listed(axes.map(\.name))))"
      }
      guard axis.values.contains(mode.value) || axis.defaultValue == mode.value else {
        return "\(axis.name) renders no \(mode.value); it renders \(listed(axis.values))"
      }
    }
    // Defaults kept: `{theme: light, direction: rtl}` excludes light rtl, not every rtl.
    if isExclusion, partial.allSatisfy(tuple([]).contains) {
      return "this names the default combination, which is always rendered"
    }
    return nil
  }

  /// These axes as one fixture file's `modes:` narrows them: `only`, when given, keeps just the
  /// combinations it lists (unnamed axes at their default, as `combinations:` reads them) among
  /// those already rendered; each of `exclude` leaves out every combination with all its values,
  /// as an `invalid:` entry does. The default combination stays: `combinations()` always keeps it.
  public func narrowed(only: [[ImageMode]]?, exclude: [[ImageMode]]) -> ModeAxes {
    var result = self
    if let only {
      let wanted = Set(only.map(tuple))
      result.listed = (listed ?? combinations()).filter { wanted.contains(tuple($0)) }
    }
    result.invalid += exclude
    return result
  }
}
