/// Reading a variant's declared keys as their schema says: the range, length and kind of each
/// value come from the `FixtureKey`, the one place they are written. A component declares each
/// key once, as a constant, lists the constants in its `FixtureSchema` and reads them by the
/// same constants (`map.number(Key.cornerRadius)`), so no key name is spelled twice.
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

  /// The value of `key`, nil when absent.
  public mutating func optional(_ key: FixtureKey) -> YAMLValue? { optional(key.name) }

  /// The value of `key`, which must be present.
  public mutating func required(_ key: FixtureKey) throws -> YAMLValue { try required(key.name) }

  /// "missing required key" for `key`, with `detail` after it.
  public func missing(_ key: FixtureKey, _ detail: String = "") -> FixtureError { missing(key.name, detail) }

  /// The value of `key` as declared: required keys must be present.
  private mutating func read(_ key: FixtureKey) throws -> YAMLValue? {
    key.required ? try required(key) : optional(key)
  }

  /// A number within the key's range; nil when an optional key is absent.
  public mutating func number(_ key: FixtureKey) throws -> Double? {
    guard case .number(let range) = key.type else { preconditionFailure("\(key.name) is not declared a number") }
    return try read(key).map { try $0.number(in: range) }
  }

  public mutating func integer(_ key: FixtureKey) throws -> Int? {
    guard case .integer(let range) = key.type else {
      preconditionFailure("\(key.name) is not declared a whole number")
    }
    return try read(key).map { try $0.integer(in: range) }
  }

  public mutating func bool(_ key: FixtureKey) throws -> Bool? {
    guard case .bool = key.type else { preconditionFailure("\(key.name) is not declared true or false") }
    return try read(key).map { try $0.bool() }
  }

  /// Text within the key's length, one line when declared so.
  public mutating func text(_ key: FixtureKey) throws -> String? {
    guard case .text(let singleLine, let maxLength) = key.type else {
      preconditionFailure("\(key.name) is not declared text")
    }
    return try read(key).map {
      singleLine ? try $0.singleLine(maxLength: maxLength) : try $0.nonEmptyString(maxLength: maxLength)
    }
  }

  /// A key declared required (its read above never gives nil).
  public mutating func requiredNumber(_ key: FixtureKey) throws -> Double {
    precondition(key.required, "\(key.name) is not declared required")
    return try number(key)!
  }

  public mutating func requiredInteger(_ key: FixtureKey) throws -> Int {
    precondition(key.required, "\(key.name) is not declared required")
    return try integer(key)!
  }

  public mutating func requiredText(_ key: FixtureKey) throws -> String {
    precondition(key.required, "\(key.name) is not declared required")
    return try text(key)!
  }

  /// A fixed-length list of numbers (insets, a size, corner radii): its length and the range of
  /// each item from the key; `spelled` is how the message says to write it.
  public mutating func numbers(_ key: FixtureKey, spelled: String) throws -> [Double]? {
    guard case .list(.number(let range), let count?) = key.type else {
      preconditionFailure("\(key.name) is not a list of numbers")
    }
    guard let value = try read(key) else { return nil }
    let items = try value.sequence()
    guard count.contains(items.count) else { throw value.error("write \(spelled)") }
    return try items.map { try $0.number(in: range) }
  }

  // Reading by name, for mappings whose keys are declared as a list (`specsheet.yaml`): the
  // declaration of that name gives the type.

  /// A number key within its declared range; nil when an optional key is absent.
  public mutating func number(_ key: String) throws -> Double? { try number(declaration(key)) }

  public mutating func integer(_ key: String) throws -> Int? { try integer(declaration(key)) }

  public mutating func bool(_ key: String) throws -> Bool? { try bool(declaration(key)) }

  /// Text within its declared length, one line when declared so.
  public mutating func text(_ key: String) throws -> String? { try text(declaration(key)) }

  private func declaration(_ key: String) -> FixtureKey {
    guard let declaration = declarations?.first(where: { $0.name == key }) else {
      preconditionFailure("\(owner.keyPath): \"\(key)\" is not declared")
    }
    return declaration
  }
}
