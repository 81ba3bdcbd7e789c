/// Reading a variant's declared keys as their schema says: the range, length and kind of each
/// value come from the component's `FixtureSchema`, the one place they are written, and a
/// reader names only the key. (Values inside nested mappings are still read by hand.)
extension YAMLMapping {
  /// Declares the mapping's keys: an unknown key's message lists them, and the typed reads below
  /// take their types from them.
  public mutating func declare(_ schema: FixtureSchema, plus extra: [FixtureKey] = []) {
    declare(extra + schema.keys)
  }

  /// Declares a nested mapping's keys (a chip of a group, an image, a type style).
  public mutating func declare(_ declarations: [FixtureKey]) {
    self.declarations = declarations
  }

  /// A number key within its declared range; nil when an optional key is absent.
  public mutating func number(_ key: String) throws -> Double? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .number(let range) = declaration.type else { preconditionFailure("\(key) is not declared a number") }
    return try value.number(in: range)
  }

  public mutating func integer(_ key: String) throws -> Int? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .integer(let range) = declaration.type else {
      preconditionFailure("\(key) is not declared a whole number")
    }
    return try value.integer(in: range)
  }

  public mutating func bool(_ key: String) throws -> Bool? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .bool = declaration.type else { preconditionFailure("\(key) is not declared true or false") }
    return try value.bool()
  }

  /// Text within its declared length, one line when declared so.
  public mutating func text(_ key: String) throws -> String? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .text(let singleLine, let maxLength) = declaration.type else {
      preconditionFailure("\(key) is not declared text")
    }
    return singleLine ? try value.singleLine(maxLength: maxLength) : try value.nonEmptyString(maxLength: maxLength)
  }

  /// A key the schema declares required (its read above never gives nil).
  public mutating func requiredNumber(_ key: String) throws -> Double {
    precondition(declaration(key)?.required == true, "\(key) is not declared required")
    return try number(key)!
  }

  public mutating func requiredInteger(_ key: String) throws -> Int {
    precondition(declaration(key)?.required == true, "\(key) is not declared required")
    return try integer(key)!
  }

  public mutating func requiredText(_ key: String) throws -> String {
    precondition(declaration(key)?.required == true, "\(key) is not declared required")
    return try text(key)!
  }

  /// A fixed-length list of numbers (insets, a size, corner radii): its length and the range of
  /// each item from the declaration; `spelled` is how the message says to write it.
  public mutating func numbers(_ key: String, spelled: String) throws -> [Double]? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .list(.number(let range), let count?) = declaration.type else {
      preconditionFailure("\(key) is not a list of numbers")
    }
    let items = try value.sequence()
    guard count.contains(items.count) else { throw value.error("write \(spelled)") }
    return try items.map { try $0.number(in: range) }
  }

  /// The per-state values of a declared state table (`{normal: 12, selected: 16}`): each item's
  /// range from the declaration.
  package mutating func stateTableRange(_ key: String) -> ClosedRange<Double> {
    guard case .perState(_, .number(let range))? = declaration(key)?.type else {
      preconditionFailure("\(key) is not a table of numbers")
    }
    return range
  }

  private func declaration(_ key: String) -> FixtureKey? { declarations?.first { $0.name == key } }

  /// The value of a declared key (required keys must be present).
  private mutating func read(_ key: String) throws -> (YAMLValue, FixtureKey)? {
    guard let declaration = declaration(key) else {
      preconditionFailure("\(owner.keyPath): \"\(key)\" is not declared")
    }
    if declaration.required { return (try required(key), declaration) }
    return optional(key).map { ($0, declaration) }
  }
}
