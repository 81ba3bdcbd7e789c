import Foundation
import Graphics
import Pipeline

/// A results file that cannot be read or merged, with its path.
public struct ResultsError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension ResultsDocument {
  /// Pretty-printed with sorted keys: a stable text for the same results.
  public func json() throws -> String {
    String(decoding: try PrettyJSON.encoder().encode(self), as: UTF8.self) + "\n"
  }

  /// Reads a results file; anything else (not JSON, another format or version) is an error
  /// naming the file.
  public static func load(path: String) throws -> ResultsDocument {
    // A shard's results may come from someone else's job: capped, regular files only, and not
    // nested deeper than results are before a recursive decoder sees them.
    let data: Data
    do { data = Data(try DataFile.read(path, limit: InputLimits.resultsBytes)) } catch {
      throw ResultsError(error.description)
    }
    let name = path.escapingControlCharacters
    if JSONNesting.exceeds(data) { throw ResultsError("\(name): \(JSONNesting.reason())") }
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard let object else { throw ResultsError("\(name): not a JSON object") }
    guard object["format"] as? String == formatName else {
      throw ResultsError(
        "\(name): not a specsheet results file (no \"format\": \"\(formatName)\"); "
          + "write one with `specsheet check --json FILE`"
      )
    }
    guard object["version"] as? Int == formatVersion else {
      throw ResultsError(
        "\(name): results format version \(object["version"].map { "\($0)" } ?? "missing"), "
          + "this specsheet reads version \(formatVersion)"
      )
    }
    do {
      return try JSONDecoder().decode(ResultsDocument.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw ResultsError("\(name): \(keyPath(context.codingPath + [key])): missing")
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
      let DecodingError.dataCorrupted(context)
    {
      throw ResultsError("\(name): \(keyPath(context.codingPath)): \(context.debugDescription)")
    } catch {
      throw ResultsError("\(name): \(error)")
    }
  }

  /// 1-100 of `A-Z a-z 0-9 . _ -`: what run ids and commits are made of, safe to print back.
  public static func isPlainId(_ value: String) -> Bool {
    (1...100).contains(value.utf8.count)
      && value.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-")].contains(byte)
      }
  }

  /// `images[3].files.actual`, as the schema validator spells key paths.
  static func keyPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let i = key.intValue {
        text += "[\(i)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "(top level)" : text
  }
}
