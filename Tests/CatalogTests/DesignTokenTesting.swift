import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// What the DTCG token-file suites share: the sample file, parsing a string, reading a value,
/// and the theme a token set makes.
protocol DesignTokenTesting {}

extension DesignTokenTesting {
  static var sample: String { packageRoot + "/Fixtures/tokens/acme.tokens.json" }

  func parse(_ json: String) throws(TokenError) -> DesignTokens {
    try DesignTokens.parse(Data(json.utf8), file: "t.tokens.json")
  }

  func error(_ json: String) throws -> TokenError {
    try #require(throws: TokenError.self) { try parse(json) }
  }

  func value(_ tokens: DesignTokens, _ path: String) -> TokenValue? { tokens.values.first { $0.path == path }?.value }

  func theme(_ tokens: DesignTokens) -> Theme {
    var theme = Theme()
    tokens.apply(to: &theme)
    return theme
  }
}
