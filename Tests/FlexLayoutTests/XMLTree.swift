import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a small XML document: its name, attributes, element children and text.
struct XMLTreeElement {
  var name: String
  var attributes: [String: String]
  var children: [XMLTreeElement] = []
  /// The characters directly inside the element, nil when there are none.
  var text: String? = nil

  func child(_ name: String) -> XMLTreeElement? { children.first { $0.name == name } }

  /// Reads a whole document; nil when it is not well-formed.
  static func parse(_ data: Data) -> XMLTreeElement? {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), builder.stack.count == 1 else { return nil }
    return builder.stack[0].children.first
  }
}

/// Collects the parser's events into elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack = [XMLTreeElement(name: "#document", attributes: [:])]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    stack.append(XMLTreeElement(name: elementName, attributes: attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text = (stack[stack.count - 1].text ?? "") + string
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard stack.count > 1 else { return }
    let element = stack.removeLast()
    stack[stack.count - 1].children.append(element)
  }
}
