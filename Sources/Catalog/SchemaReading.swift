/// Reading a variant's declared keys as their schema says: the range, length and kind of each
/// value come from the component's `FixtureSchema`, the one place they are written, and a
/// reader names only the key. (Values inside nested mappings are still read by hand.)
extension YAMLMapping {
  /// Declares the mapping's keys: an unknown key's message lists them, and the typed reads below
  /// take their types from them.
  public mutating func declare(_ schema: FixtureSchema, plus extra: [FixtureKey] = []) {
    keys = Dictionary((extra + schema.keys).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    declared = (extra + schema.keys).map(\.name)
  }

  /// A number key within its declared range; nil when an optional key is absent.
  public mutating func number(_ key: String) throws -> Double? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .number(let range) = declaration.type else { preconditionFailure("\(key) is not declared a number") }
    return try value.number(in: range)
  }

  public mutating func integer(_ key: String) throws -> Int? {
    guard let (value, declaration) = try read(key) else { return nil }
    guard case .integer(let range) = declaration.type else { preconditionFailure("\(key) is not declared a whole number") }
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
    guard case .text(let singleLine, let maxLength) = declaration.type else { preconditionFailure("\(key) is not declared text") }
    return singleLine ? try value.singleLine(maxLength: maxLength) : try value.nonEmptyString(maxLength: maxLength)
  }

  /// A key the schema declares required (its read above never gives nil).
  public mutating func requiredNumber(_ key: String) throws -> Double {
    precondition(keys[key]?.required == true, "\(key) is not declared required")
    return try number(key)!
  }

  public mutating func requiredInteger(_ key: String) throws -> Int {
    precondition(keys[key]?.required == true, "\(key) is not declared required")
    return try integer(key)!
  }

  public mutating func requiredText(_ key: String) throws -> String {
    precondition(keys[key]?.required == true, "\(key) is not declared required")
    return try text(key)!
  }

  /// The value of a declared key (required keys must be present).
  private mutating func read(_ key: String) throws -> (YAMLValue, FixtureKey)? {
    guard let declaration = keys[key] else { preconditionFailure("\(owner.keyPath): \"\(key)\" is not declared") }
    if declaration.required { return (try required(key), declaration) }
    return optional(key).map { ($0, declaration) }
  }
}
