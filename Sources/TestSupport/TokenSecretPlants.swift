/// Token and resolver files with a secret-looking string planted in one value position each
/// (issue 35, row 4: messages never quote what a token file holds). `TokenSecretTests` loads them
/// as a library would; `TokenSecretsCommandTests` runs `check`, `tokens` and `render` on them.
public enum TokenSecretPlants {
  /// A GitHub token's shape: what a credentials file named as a token file would hold.
  public static let secret = "ghp_Pl4nt3dS3cr3tV4lu3xxxxxxxxxxxxxxxxxxx"

  /// (what, file name, JSON): `SECRET` stands for the secret. A resolver's `$ref` names a file
  /// relative to it; `secret.json` is a credentials file beside it.
  public static let files: [(what: String, name: String, json: String)] = [
    (
      "colour", "colour.tokens.json", ##"{"material": {"color": {"primary": {"$type": "color", "$value": "SECRET"}}}}"##
    ),
    (
      "colour object", "space.tokens.json",
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": {"colorSpace": "SECRET", "##
        + ##""components": [0, 0, 0]}}}}}"##
    ),
    (
      "dimension", "dimension.tokens.json",
      ##"{"material": {"shape": {"corner": {"$type": "dimension", "$value": "SECRET"}}}}"##
    ),
    (
      "dimension unit", "unit.tokens.json",
      ##"{"material": {"shape": {"corner": {"$type": "dimension", "$value": {"value": 4, "unit": "SECRET"}}}}}"##
    ),
    (
      "duration", "duration.tokens.json",
      ##"{"motion": {"$type": "duration", "fast": {"$value": {"value": 1, "unit": "SECRET"}}}}"##
    ),
    (
      "font family", "family.tokens.json",
      ##"{"material": {"typography": {"font-family": {"$type": "fontFamily", "$value": ["SECRET", "Roboto"]}}}}"##
    ),
    (
      "missing font", "nofont.tokens.json",
      ##"{"material": {"typography": {"font-family": {"$type": "fontFamily", "$value": "SECRET"}}}}"##
    ),
    ("font weight", "weight.tokens.json", ##"{"w": {"$type": "fontWeight", "$value": "SECRET"}}"##),
    ("type", "type.tokens.json", ##"{"material": {"color": {"primary": {"$type": "SECRET", "$value": "#000000"}}}}"##),
    ("alias target", "alias.tokens.json", ##"{"material": {"color": {"primary": {"$value": "{SECRET}"}}}}"##),
    (
      "alias below a group", "alias2.tokens.json",
      ##"{"c": {"$type": "color", "a": {"$value": "#000000"}}, "##
        + ##""material": {"color": {"primary": {"$value": "{c.SECRET}"}}}}"##
    ),
    ("extends target", "extends.tokens.json", ##"{"base": {"$extends": "{SECRET}"}}"##),
    ("pointer", "pointer.tokens.json", ##"{"c": {"$type": "color", "a": {"$ref": "#/SECRET/$value"}}}"##),
    ("pointer step", "pointer2.tokens.json", ##"{"c": {"$type": "color", "a": {"$ref": "SECRET"}}}"##),
    ("stroke style", "stroke.tokens.json", ##"{"s": {"$type": "strokeStyle", "$value": "SECRET"}}"##),
    ("text where a group is", "group.tokens.json", ##"{"token": "SECRET", "private_key": "SECRET"}"##),
    ("JSON syntax error at it", "syntax.tokens.json", ##"{"material": SECRET}"##),
    ("JSON syntax error after it", "syntax2.tokens.json", ##"{"a": "SECRET" "b": 1}"##),
    ("resolver version", "version.resolver.json", ##"{"version": "SECRET", "sets": {}}"##),
    (
      "resolver $ref file", "file.resolver.json",
      resolver(##"{"$ref": "SECRET.json"}"##)
    ),
    (
      "resolver $ref URL", "url.resolver.json",
      resolver(##"{"$ref": "https://SECRET"}"##)
    ),
    (
      "resolver $ref pointer", "set.resolver.json",
      ##"{"version": "2025.10", "sets": {"s": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/SECRET"}]}"##
    ),
    (
      "resolver $ref into a file", "into.resolver.json",
      resolver(##"{"$ref": "secret.json#/SECRET"}"##)
    ),
    (
      "a credentials file through a resolver", "creds.resolver.json",
      resolver(##"{"$ref": "secret.json"}"##)
    ),
  ]

  /// A resolver whose one set has the one source `source`.
  static func resolver(_ source: String) -> String {
    ##"{"version": "2025.10", "sets": {"s": {"sources": ["## + source
      + ##"]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
  }

  /// The credentials file the resolvers above reference.
  public static let credentials =
    ##"{"type": "service_account", "client_email": "SECRET@example.iam", "private_key": "SECRET", "##
    + ##""token": {"$value": "SECRET"}}"##

  /// `json` with the secret planted.
  public static func planted(_ json: String) -> String { json.replacingOccurrences(of: "SECRET", with: secret) }
}
