/// The name of one rendered image, `system/component/variant/state@Nx`, with its non-default modes
/// between state and scale when a project declares `axes:` (`…/state~direction=rtl@2x`): what the output folder,
/// the goldens, the manifest, the results and the reports call it. Built from its parts and
/// written one way (`description`, `path`); read back with `init(parsing:)`, which says what is
/// wrong, or split loosely with `scaleSuffix(of:)` where a name may be a sheet's or a custom one.
public struct ImageName: Hashable, Sendable, CustomStringConvertible {
  public var system: String
  public var component: String
  public var variant: String
  public var state: String
  /// The non-default modes, in the axes' declared order (`ModeAxes.canonical`); empty for the
  /// default mode, whose name is written as it was before axes.
  public var modes: [ImageMode]
  /// The N of `@Nx`: 1, 2 or 3 for the catalog's scales.
  public var scale: Int

  public init(
    system: String, component: String, variant: String, state: String, modes: [ImageMode] = [], scale: Int
  ) {
    self.system = system
    self.component = component
    self.variant = variant
    self.state = state
    self.modes = modes
    self.scale = scale
  }

  /// `system/component/variant/state[~modes]`: the catalog entry the image shows.
  public var id: String { "\(system)/\(component)/\(variant)/\(state)" + ImageMode.suffix(modes) }

  /// `system/component/variant[~modes]`: the variant the image belongs to, whose states and scales
  /// the audit compares with one another (and `--shard` keeps together); each mode is a group of
  /// its own, so dark states are compared with dark ones, as light ones were before axes.
  public var variantKey: String { "\(system)/\(component)/\(variant)" + ImageMode.suffix(modes) }

  /// `system/component/variant/state[~modes]@Nx`.
  public var description: String { Self.text(id, scale: scale) }

  /// `system/component/variant/state@Nx.png`, relative to an output or goldens folder.
  public var path: String { description + ".png" }

  /// `<name>@Nx`: the one place the scale suffix is written, for names that are not four parts
  /// (a sheet, a golden named by a test).
  public static func text(_ name: String, scale: Int) -> String { "\(name)@\(scale)x" }

  /// Reads `system/component/variant/state[~axis=value,…]@Nx`, with or without `.png`. The modes
  /// are kept as written; `ModeAxes.canonical` checks them against a project's axes.
  public init(parsing text: String) throws(ImageNameError) {
    let name = text.hasSuffix(".png") ? String(text.dropLast(4)) : text
    guard let (stem, scale) = Self.scaleSuffix(of: name) else {
      throw ImageNameError(text: text, problem: "it does not end in @Nx (e.g. @2x)")
    }
    let parts = stem.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else {
      throw ImageNameError(text: text, problem: "write system/component/variant/state before @Nx")
    }
    guard !parts.contains(where: \.isEmpty) else { throw ImageNameError(text: text, problem: "a part is empty") }
    var state = parts[3]
    var modes: [ImageMode] = []
    if let tilde = state.firstIndex(of: "~") {
      switch ImageMode.parseList(state[state.index(after: tilde)...]) {
      case .success(let list): modes = list
      case .failure(let problem): throw ImageNameError(text: text, problem: problem.description)
      }
      state = String(state[..<tilde])
      guard !state.isEmpty else { throw ImageNameError(text: text, problem: "the state is empty") }
    }
    self.init(system: parts[0], component: parts[1], variant: parts[2], state: state, modes: modes, scale: scale)
  }

  /// `name@Nx` split into the text before the last `@` and N (digits only, at least 1); nil when
  /// the name has no such suffix.
  public static func scaleSuffix(of name: String) -> (stem: String, scale: Int)? {
    guard name.hasSuffix("x"), let at = name.lastIndex(of: "@") else { return nil }
    let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let scale = Int(digits), scale > 0
    else { return nil }
    return (String(name[..<at]), scale)
  }
}

/// Text that is not an image name, and why.
public struct ImageNameError: Error, Equatable, CustomStringConvertible {
  public var text: String
  public var problem: String

  public var description: String {
    "\(Suggestions.quoted(text)) is not an image name (system/component/variant/state@Nx): \(problem)"
  }
}
