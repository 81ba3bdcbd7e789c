import ComponentKit
import Fiori
import Material

/// The component kinds fixtures may name, by design system: `Fixture.parse` looks every
/// `system`/`component` pair up here, and an unknown one is an error that lists what is
/// registered. `standard` holds the shipped kinds; register more to render your own.
public struct ComponentRegistry: Sendable {
  public private(set) var systems: [DesignSystem] = []
  public private(set) var kinds: [ComponentKind] = []
  /// Every registered system's token rows: the shipped ones' in `TokenMapping.table`'s order,
  /// then each other system's `tokenMapping`, in registration order. What tokens load and apply through.
  public private(set) var tokenMapping: [TokenMapping] = []

  public init(systems: [DesignSystem] = [], kinds: [ComponentKind] = []) {
    for system in systems { try! register(system) }  // no duplicates in a literal list
    for kind in kinds { try! register(kind) }
  }

  /// The shipped design systems and components.
  public static let standard = ComponentRegistry(
    systems: [.fiori, .material],
    kinds: [
      .fioriChip, .fioriChipGroup, .fioriChipFormCell,
      .materialChip, .materialChipField, .materialChipCollection, .materialButton, .materialCard, .materialCardCell,
      .materialCardCollection, .materialBaseCell, .materialListItem, .materialList,
    ])

  public enum RegistrationError: Error, CustomStringConvertible {
    case duplicate(String)
    case badName(String)
    public var description: String {
      switch self {
      case .duplicate(let id): "\(id) is already registered"
      case .badName(let name): "component and system names are kebab-case (a-z, 0-9 and '-'), found \"\(name)\""
      }
    }
  }

  /// Adds a design system (its theme reader). Kinds of a system not registered get one without
  /// theme keys.
  public mutating func register(_ system: DesignSystem) throws {
    guard system.name.isKebabCase else { throw RegistrationError.badName(system.name) }
    guard !systems.contains(where: { $0.name == system.name }) else { throw RegistrationError.duplicate(system.name) }
    systems.append(system)
    let shipped = TokenMapping.table.filter { row in systems.contains { $0.name == row.system } }
    tokenMapping =
      shipped + systems.flatMap(\.tokenMapping).filter { row in !shipped.contains { $0.system == row.system } }
  }

  /// This registry and `kinds` (with their systems): `.standard.adding(.acme, [.acmeTag])`.
  /// Systems and kinds are values: one made at run time (read from a file) registers the same way.
  public func adding(_ system: DesignSystem? = nil, _ kinds: [ComponentKind]) throws -> ComponentRegistry {
    var registry = self
    if let system { try registry.register(system) }
    for kind in kinds { try registry.register(kind) }
    return registry
  }

  /// Adds a component kind.
  public mutating func register(_ kind: ComponentKind) throws {
    guard kind.name.isKebabCase else { throw RegistrationError.badName(kind.name) }
    guard kind.system.isKebabCase else { throw RegistrationError.badName(kind.system) }
    guard self.kind(system: kind.system, name: kind.name) == nil else { throw RegistrationError.duplicate(kind.id) }
    if system(named: kind.system) == nil { try register(DesignSystem(name: kind.system)) }
    kinds.append(kind)
  }

  public func system(named name: String) -> DesignSystem? { systems.first { $0.name == name } }

  public func kind(system: String, name: String) -> ComponentKind? {
    kinds.first { $0.system == system && $0.name == name }
  }

  /// The component names registered for `system`, in registration order.
  public func names(in system: String) -> [String] { kinds.filter { $0.system == system }.map(\.name) }
}
