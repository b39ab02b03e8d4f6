import BackStrategiesSupport

/// The fast path of ``TraceDecoder/decodeJSON(_:)-(Collection<UInt8>)``: decodes a
/// `backstrategies-trace/1` document in one pass over its bytes, reading the `touches` array
/// straight into ``TouchSample`` values instead of building a ``JSONValue`` tree for it.
///
/// It answers only for documents the precise path (``JSONParser`` then ``JSONTraceReader``
/// then ``Trace/validate()``) accepts, and then with the same ``DecodedTrace``: the same
/// cursor (``JSONReader``) reads every token, numbers go through the same ``NumberScanner``,
/// the members other than `touches` are parsed into values and mapped by the same
/// ``JSONTraceReader``, and the same limits (depth, value count, duplicate keys) are kept.
/// For anything else (a syntax error, a type error, a broken rule, or an unusual shape such
/// as an object with many keys) it answers `nil`, and the decoder runs the precise path,
/// which words the error with its line, column or JSON path.
struct StreamingJSONTraceReader {
  /// The cursor over the document.
  private var reader: JSONReader
  /// Unknown members of touch samples: where each value starts, and its path.
  private var touchUnknownMembers: [(position: SourcePosition, path: String)] = []
  /// The last key ``readSampleKey()`` found that is not a sample field.
  private var otherKey = ""

  /// Objects with at least this many members go to the precise path, whose duplicate-key
  /// check switches to a set there (``JSONReader/linearDuplicateCheckLimit``).
  private static let memberLimit = JSONReader.linearDuplicateCheckLimit

  /// The fewest bytes a compact sample takes (`{"t":0,"x":0,"y":0,"phase":"moved"},` is 38),
  /// used to reserve the samples array once from the document's size.
  private static let smallestSampleBytes = 38

  /// A reader over `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    reader = JSONReader(bytes)
  }

  /// The decoded and validated trace, or `nil` when the precise path must read the document.
  mutating func decode() -> DecodedTrace? {
    do throws(TraceError) {
      return try decodeDocument()
    } catch {
      return nil
    }
  }

  // MARK: Document

  private mutating func decodeDocument() throws(TraceError) -> DecodedTrace? {
    reader.index = ContiguousBytes.byteOrderMarkLength(reader.bytes)
    reader.lineStart = reader.index
    reader.skipWhitespace()
    guard reader.current == ASCII.openBrace else { return nil }
    let rootPosition = reader.position
    reader.valueCount += 1
    try reader.enterContainer(at: rootPosition)
    var members: [JSONValue.Member] = []
    // Room for every top-level field the format defines, so the array grows at most once.
    members.reserveCapacity(JSONTraceReader.traceFields.count)
    var seen: UInt8 = 0
    var values = TopLevelValues()
    var touches: [TouchSample]?
    var stack: [ScreenSpec]?
    var stackPosition = SourcePosition.start
    while true {
      guard reader.current == ASCII.quote, members.count < Self.memberLimit else { return nil }
      let (key, field) = try readTopLevelKey()
      // A known key is looked for among the keys seen as a bit; any other by its text (no
      // known key has its text, whatever its spelling: ``readTopLevelKey()``).
      if field != 0 {
        if seen & field != 0 { return nil }
        seen |= field
      } else if members.contains(where: { $0.key == key }) {
        return nil
      }
      guard try skipColon() else { return nil }
      stackPosition = reader.position
      if field == TopLevelField.stack, let screens = try readStackOrRewind() {
        stack = screens
        members.append(JSONValue.Member(key: key, value: JSONValue(.array([]), at: stackPosition)))
      } else if field == TopLevelField.touches {
        guard reader.current == ASCII.openBracket else { return nil }
        let position = reader.position
        guard let samples = try readSamples() else { return nil }
        touches = samples
        // A placeholder where the array was, so the mapping sees the field and its position.
        members.append(JSONValue.Member(key: key, value: JSONValue(.array([]), at: position)))
      } else {
        let value: JSONValue
        if field == TopLevelField.format {
          value = try readFormatValue()
        } else if field & TopLevelField.strings != 0, reader.current == ASCII.quote, reader.valueCount < reader.maximumValueCount {
          let position = reader.position
          reader.valueCount += 1
          value = JSONValue(.string(try readString()), at: position)
        } else {
          value = try reader.readValue()
        }
        members.append(JSONValue.Member(key: key, value: value))
        values.keep(value, of: field)
      }
      guard let more = try endOfMember(closing: ASCII.closeBrace) else { return nil }
      if !more { break }
    }
    reader.skipWhitespace()
    // Past the limit, the precise path words the error (it counts the same values).
    guard reader.index == reader.bytes.count, reader.valueCount <= reader.maximumValueCount, let touches else { return nil }
    var mapper = JSONTraceReader()
    var trace: Trace
    // Every member known (each has its bit): no other member for the mapping to note or refuse.
    if let stack, members.count == seen.nonzeroBitCount,
      let direct = try directTrace(values, stack: stack, touches: touches, mapper: &mapper)
    {
      trace = direct
    } else {
      mapper = JSONTraceReader()
      trace = try mapper.trace(from: JSONValue(.object(members), at: rootPosition))
      trace.touches = touches
      if let stack { trace.scene.stack = stack }
    }
    mapper.unknownMembers += touchUnknownMembers
    try trace.validate()
    return DecodedTrace(trace: trace, unknownFields: mapper.unknownFields)
  }

  /// The top-level fields ``directTrace(_:stack:touches:mapper:)`` maps itself, as bits of a set
  /// of seen keys; 0 for any other key (`convention`, one the format does not define), which
  /// sends the document to the general mapping.
  private enum TopLevelField {
    static let format: UInt8 = 1
    static let name: UInt8 = 2
    static let summary: UInt8 = 4
    static let intent: UInt8 = 8
    static let device: UInt8 = 16
    static let stack: UInt8 = 32
    static let touches: UInt8 = 64
    /// The fields whose value is a string, read by ``readString()`` when it is one.
    static let strings: UInt8 = name | summary | intent
  }

  /// The values of the top-level members other than `stack` and `touches`, kept as they are
  /// read so that ``directTrace(_:stack:touches:mapper:)`` maps them without looking for them.
  private struct TopLevelValues {
    var format: JSONValue?
    var name: JSONValue?
    var summary: JSONValue?
    var intent: JSONValue?
    var device: JSONValue?

    /// Keeps `value`, the value of the member with the key of `field` (``TopLevelField``).
    mutating func keep(_ value: JSONValue, of field: UInt8) {
      switch field {
      case TopLevelField.format: format = value
      case TopLevelField.name: name = value
      case TopLevelField.summary: summary = value
      case TopLevelField.intent: intent = value
      case TopLevelField.device: device = value
      default: break
      }
    }
  }

  /// The top-level members other than `stack` and `touches`, mapped as ``JSONTraceReader`` maps
  /// them, when there is no other member (the caller checked); nil for a value the mapping
  /// would refuse, and the caller runs the mapping.
  private func directTrace(
    _ values: TopLevelValues, stack: [ScreenSpec], touches: [TouchSample], mapper: inout JSONTraceReader
  ) throws(TraceError) -> Trace? {
    guard case .string(let format)? = values.format?.kind, format == Trace.formatIdentifier else { return nil }
    var name = TraceDecoder.defaultName
    if let value = values.name {
      guard case .string(let text) = value.kind else { return nil }
      name = text
    }
    var summary = ""
    if let value = values.summary {
      guard case .string(let text) = value.kind else { return nil }
      summary = text
    }
    var intent: Intent?
    if let value = values.intent {
      guard case .string(let text) = value.kind, let known = Intent(rawValue: text) else { return nil }
      intent = known
    }
    var device = Device.standard
    if let value = values.device {
      guard case .object = value.kind else { return nil }
      device = try mapper.device(try JSONFields(value, at: JSONPath(container: "device")))
    }
    return Trace(name: name, summary: summary, intent: intent, scene: SceneSpec(device: device, stack: stack), touches: touches)
  }

  /// Reads a top-level key at the cursor (a quote), with its bit (``TopLevelField``; 0 for
  /// another key). A known key written plainly is matched in bytes and returned as the same
  /// string constant; a key written otherwise (with an escape) is read as a string, and a known
  /// key spelled that way gets its bit too.
  private mutating func readTopLevelKey() throws(TraceError) -> (key: String, field: UInt8) {
    if let end = plainStringEnd() {
      let start = reader.index + 1
      let bytes = reader.bytes
      let known: (String, UInt8)?
      switch (end - start, bytes[start]) {
      case (4, UInt8(ascii: "n")): known = ContiguousBytes.bytes(bytes, at: start, equal: "name") ? ("name", TopLevelField.name) : nil
      case (5, UInt8(ascii: "s")): known = ContiguousBytes.bytes(bytes, at: start, equal: "stack") ? ("stack", TopLevelField.stack) : nil
      case (6, UInt8(ascii: "f")):
        known = ContiguousBytes.bytes(bytes, at: start, equal: "format") ? ("format", TopLevelField.format) : nil
      case (6, UInt8(ascii: "i")):
        known = ContiguousBytes.bytes(bytes, at: start, equal: "intent") ? ("intent", TopLevelField.intent) : nil
      case (6, UInt8(ascii: "d")):
        known = ContiguousBytes.bytes(bytes, at: start, equal: "device") ? ("device", TopLevelField.device) : nil
      case (7, UInt8(ascii: "s")):
        known = ContiguousBytes.bytes(bytes, at: start, equal: "summary") ? ("summary", TopLevelField.summary) : nil
      case (7, UInt8(ascii: "t")):
        known = ContiguousBytes.bytes(bytes, at: start, equal: "touches") ? ("touches", TopLevelField.touches) : nil
      default: known = nil
      }
      if let known {
        reader.index = end + 1
        return known
      }
    }
    let key = try reader.readString()
    let field: UInt8
    switch key {
    case "format": field = TopLevelField.format
    case "name": field = TopLevelField.name
    case "summary": field = TopLevelField.summary
    case "intent": field = TopLevelField.intent
    case "device": field = TopLevelField.device
    case "stack": field = TopLevelField.stack
    case "touches": field = TopLevelField.touches
    default: field = 0
    }
    return (key, field)
  }

  /// Reads the string at the cursor (a quote): one without escapes, control characters or
  /// non-ASCII bytes is sliced out as found by ``plainStringEnd()``, any other goes through
  /// ``JSONReader/readString()``; the same string either way.
  private mutating func readString() throws(TraceError) -> String {
    if let end = plainStringEnd() {
      let start = reader.index + 1
      reader.index = end + 1
      return String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[start..<end]), as: UTF8.self)
    }
    return try reader.readString()
  }

  /// Reads the `format` value at the cursor: the format's identifier written plainly is
  /// matched in bytes and returned as the constant; any other value is read
  /// as a value, for the mapping to judge.
  private mutating func readFormatValue() throws(TraceError) -> JSONValue {
    let position = reader.position
    if reader.current == ASCII.quote, reader.valueCount < reader.maximumValueCount, let end = plainStringEnd() {
      let start = reader.index + 1
      if end - start == Self.formatIdentifier.count, Self.formatIdentifier.withUnsafeBufferPointer({ identifier in
        // An indexed loop: `elementsEqual` over the two collections cost about 500 instructions.
        var offset = 0
        while offset < identifier.count && reader.bytes[start + offset] == identifier[offset] { offset += 1 }
        return offset == identifier.count
      }) {
        reader.valueCount += 1
        reader.index = end + 1
        return JSONValue(.string(Trace.formatIdentifier), at: position)
      }
    }
    return try reader.readValue()
  }

  /// ``Trace/formatIdentifier`` as bytes.
  private static let formatIdentifier = Array(Trace.formatIdentifier.utf8)

  /// Skips whitespace, a `:` and whitespace; false when there is no colon.
  @inline(__always)
  private mutating func skipColon() throws(TraceError) -> Bool {
    reader.skipWhitespace()
    guard reader.current == ASCII.colon else { return false }
    reader.index += 1
    reader.skipWhitespace()
    return true
  }

  /// After a member or element: true after a `,` (another one follows), false after the
  /// closing bracket, nil for anything else (including a trailing comma).
  @inline(__always)
  private mutating func endOfMember(closing: UInt8) throws(TraceError) -> Bool? {
    reader.skipWhitespace()
    switch reader.current {
    case ASCII.comma:
      reader.index += 1
      reader.skipWhitespace()
      return reader.current == closing ? nil : true
    case closing:
      reader.index += 1
      reader.depth -= 1
      return false
    default:
      return nil
    }
  }

  // MARK: Stack

  /// Reads the `stack` array at the cursor when every screen holds only `id`, `backButton`,
  /// `backGestureDisabled`, `navigationBarHidden`, `contentSwipeDisabled`, `largeTitle`,
  /// `confirmsLeave` and plain `scrollViews` (``readScrollViews()``); otherwise puts the cursor
  /// back and answers nil, and the caller parses the array into values for the general mapping.
  private mutating func readStackOrRewind() throws(TraceError) -> [ScreenSpec]? {
    let saved = reader
    if let screens = try readPlainStack() { return screens }
    reader = saved
    return nil
  }

  /// The members of a plain screen, as bits of a set of seen fields.
  private enum ScreenField {
    static let id: UInt8 = 1
    static let backButton: UInt8 = 2
    static let backGestureDisabled: UInt8 = 4
    static let navigationBarHidden: UInt8 = 8
    static let scrollViews: UInt8 = 16
    static let contentSwipeDisabled: UInt8 = 32
    static let largeTitle: UInt8 = 64
    static let confirmsLeave: UInt8 = 128
    /// The members' keys, each with its closing quote, in the order of their bits
    /// (``readKnownKey(_:seen:)``).
    static let keys: [StaticString] = [
      "id\"", "backButton\"", "backGestureDisabled\"", "navigationBarHidden\"", "scrollViews\"", "contentSwipeDisabled\"",
      "largeTitle\"", "confirmsLeave\"",
    ]
  }

  /// Reads a member's key, one of `keys` (each spelled with its closing quote; the first is bit
  /// 1, the next bit 2, and so on), and the colon after it, and counts the member's value: the
  /// key's bit, added to `seen`. `nil` for any other key, a key already in `seen`, or a key that
  /// is not plain: the precise path reads those, and says what is wrong.
  @inline(__always)
  private mutating func readKnownKey(_ keys: [StaticString], seen: inout UInt8) throws(TraceError) -> UInt8? {
    guard reader.current == ASCII.quote, let end = plainStringEnd() else { return nil }
    let start = reader.index + 1
    let bytes = reader.bytes
    var index = 0
    while index < keys.count && !ContiguousBytes.bytes(bytes, at: start, equal: keys[index]) { index += 1 }
    guard index < keys.count else { return nil }
    let field = UInt8(1) << index
    reader.index = end + 1
    if seen & field != 0 { return nil }
    seen |= field
    guard try skipColon() else { return nil }
    reader.valueCount += 1
    return field
  }

  private mutating func readPlainStack() throws(TraceError) -> [ScreenSpec]? {
    guard reader.current == ASCII.openBracket else { return nil }
    let arrayPosition = reader.position
    reader.valueCount += 1
    try reader.enterContainer(at: arrayPosition)
    var screens: [ScreenSpec] = []
    screens.reserveCapacity(Self.stackCapacity)
    if reader.current == ASCII.closeBracket {
      reader.index += 1
      reader.depth -= 1
      return screens
    }
    while true {
      guard reader.current == ASCII.openBrace else { return nil }
      // Depth 3 (document, array, screen): far below the limit.
      enterArrayElementObject()
      var seen: UInt8 = 0
      var screen = ScreenSpec(id: "")
      while true {
        guard let field = try readKnownKey(ScreenField.keys, seen: &seen) else { return nil }
        switch field {
        case ScreenField.id:
          guard reader.current == ASCII.quote else { return nil }
          screen.id = try readString()
        case ScreenField.backButton:
          guard reader.current == ASCII.quote, let style = BackButtonStyle(rawValue: try reader.readString()) else { return nil }
          screen.backButton = style
        case ScreenField.scrollViews:
          guard let scrollViews = try readScrollViews() else { return nil }
          screen.scrollViews = scrollViews
        default:
          guard let flag = try readBool() else { return nil }
          switch field {
          case ScreenField.backGestureDisabled: screen.backGestureDisabled = flag
          case ScreenField.navigationBarHidden: screen.navigationBarHidden = flag
          case ScreenField.contentSwipeDisabled: screen.contentSwipeDisabled = flag
          case ScreenField.largeTitle: screen.largeTitle = flag
          default: screen.confirmsLeave = flag
          }
        }
        guard let more = try endOfMember(closing: ASCII.closeBrace) else { return nil }
        if !more { break }
      }
      guard seen & ScreenField.id != 0 else { return nil }
      screens.append(screen)
      guard let more = try endOfMember(closing: ASCII.closeBracket) else { return nil }
      if !more { return screens }
    }
  }

  /// The screens a stack has room for before it grows: a generated stack holds one to four, and
  /// an array grown one screen at a time from empty allocates anew at the first, second and
  /// third. Only capacity: the screens are the same.
  private static let stackCapacity = 5

  /// Reads `true` or `false` at the cursor; nil for any other value.
  private mutating func readBool() throws(TraceError) -> Bool? {
    guard let byte = reader.current, JSONReader.startsLiteral(byte), case .bool(let flag) = try reader.readLiteral() else {
      return nil
    }
    return flag
  }

  // MARK: Scroll views

  /// The members of a plain scroll view, as bits of a set of seen fields.
  private enum ScrollViewField {
    static let id: UInt8 = 1
    static let frame: UInt8 = 2
    static let contentSize: UInt8 = 4
    static let contentOffset: UInt8 = 8
    static let bounces: UInt8 = 16
    /// The members' keys, each with its closing quote, in the order of their bits
    /// (``readKnownKey(_:seen:)``).
    static let keys: [StaticString] = ["id\"", "frame\"", "contentSize\"", "contentOffset\"", "bounces\""]
    /// The members the mapping requires.
    static let required: UInt8 = id | frame | contentSize
  }

  /// Reads a screen's `scrollViews` array at the cursor (its value counted by the caller) when
  /// every scroll view holds only `id`, `frame`, `contentSize`, `contentOffset` and `bounces`,
  /// each of the type the mapping requires (``JSONTraceReader``'s `scrollView`), and the
  /// rectangle, size and point only their numbers; nil otherwise (a `pagerPage`, an unknown
  /// field, a missing or mistyped one), and the whole stack goes to the general mapping.
  private mutating func readScrollViews() throws(TraceError) -> [ScrollViewSpec]? {
    guard reader.current == ASCII.openBracket else { return nil }
    try reader.enterContainer(at: reader.position)
    var scrollViews: [ScrollViewSpec] = []
    if reader.current == ASCII.closeBracket {
      reader.index += 1
      reader.depth -= 1
      return scrollViews
    }
    while true {
      guard reader.current == ASCII.openBrace else { return nil }
      reader.valueCount += 1
      try reader.enterContainer(at: reader.position)
      guard let scrollView = try readScrollViewMembers() else { return nil }
      scrollViews.append(scrollView)
      guard let more = try endOfMember(closing: ASCII.closeBracket) else { return nil }
      if !more { return scrollViews }
    }
  }

  /// Reads the members of a scroll view, the cursor inside its object, up to its closing brace.
  private mutating func readScrollViewMembers() throws(TraceError) -> ScrollViewSpec? {
    var seen: UInt8 = 0
    var id = ""
    var frame = NumberMembers()
    var contentSize = NumberMembers()
    var contentOffset = NumberMembers()
    var bounces = true
    while true {
      guard let field = try readKnownKey(ScrollViewField.keys, seen: &seen) else { return nil }
      switch field {
      case ScrollViewField.id:
        guard reader.current == ASCII.quote else { return nil }
        id = try readString()
      case ScrollViewField.frame:
        guard let members = try readNumberMembers(), members.seen == NumberMember.rect else { return nil }
        frame = members
      case ScrollViewField.contentSize:
        guard let members = try readNumberMembers(), members.seen == NumberMember.size else { return nil }
        contentSize = members
      case ScrollViewField.contentOffset:
        guard let members = try readNumberMembers(), members.seen & ~NumberMember.point == 0 else { return nil }
        contentOffset = members
      default:
        guard let flag = try readBool() else { return nil }
        bounces = flag
      }
      guard let more = try endOfMember(closing: ASCII.closeBrace) else { return nil }
      if !more { break }
    }
    guard seen & ScrollViewField.required == ScrollViewField.required else { return nil }
    return ScrollViewSpec(
      id: id, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
      contentSize: Size(width: contentSize.width, height: contentSize.height),
      contentOffset: Point(x: contentOffset.x, y: contentOffset.y), bounces: bounces)
  }

  /// The numbers of a rectangle, size or point object (0 where absent), and which were there.
  private struct NumberMembers {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    /// The members seen, as ``NumberMember`` bits.
    var seen: UInt8 = 0
  }

  /// The members of a rectangle, size or point, as bits of a set of seen fields.
  private enum NumberMember {
    static let x: UInt8 = 1
    static let y: UInt8 = 2
    static let width: UInt8 = 4
    static let height: UInt8 = 8
    /// All a `frame` has (each required).
    static let rect: UInt8 = x | y | width | height
    /// All a `contentSize` has (each required).
    static let size: UInt8 = width | height
    /// All a `contentOffset` may have.
    static let point: UInt8 = x | y
  }

  /// Reads the object at the cursor (its value counted by the caller) when its members are
  /// numbers named `x`, `y`, `width` or `height`, each at most once; nil for anything else.
  private mutating func readNumberMembers() throws(TraceError) -> NumberMembers? {
    guard reader.current == ASCII.openBrace else { return nil }
    try reader.enterContainer(at: reader.position)
    var members = NumberMembers()
    if reader.current == ASCII.closeBrace {
      reader.index += 1
      reader.depth -= 1
      return members
    }
    while true {
      guard reader.current == ASCII.quote, let end = plainStringEnd() else { return nil }
      let start = reader.index + 1
      let bytes = reader.bytes
      let field: UInt8
      switch end - start {
      case 1 where bytes[start] == ASCII.lowercaseX: field = NumberMember.x
      case 1 where bytes[start] == ASCII.lowercaseY: field = NumberMember.y
      case 5 where ContiguousBytes.bytes(bytes, at: start, equal: "width"): field = NumberMember.width
      case 6 where ContiguousBytes.bytes(bytes, at: start, equal: "height"): field = NumberMember.height
      default: return nil
      }
      reader.index = end + 1
      if members.seen & field != 0 { return nil }
      members.seen |= field
      guard try skipColon() else { return nil }
      guard let byte = reader.current, byte == ASCII.minus || ASCII.isDigit(byte) else { return nil }
      reader.valueCount += 1
      let value = try reader.readNumber()
      switch field {
      case NumberMember.x: members.x = value
      case NumberMember.y: members.y = value
      case NumberMember.width: members.width = value
      default: members.height = value
      }
      guard let more = try endOfMember(closing: ASCII.closeBrace) else { return nil }
      if !more { return members }
    }
  }

  // MARK: Touches

  /// The members of a touch sample, as bits of a set of seen fields; 0 for another key.
  private enum SampleField {
    static let other: UInt8 = 0
    static let t: UInt8 = 1
    static let x: UInt8 = 2
    static let y: UInt8 = 4
    static let phase: UInt8 = 8
    /// All four seen.
    static let all: UInt8 = 15
  }

  /// Reads the `touches` array at the cursor; nil when an element is not a plain sample.
  private mutating func readSamples() throws(TraceError) -> [TouchSample]? {
    let arrayPosition = reader.position
    reader.valueCount += 1
    try reader.enterContainer(at: arrayPosition)
    var samples: [TouchSample] = []
    samples.reserveCapacity(reader.bytes.count / Self.smallestSampleBytes)
    if reader.current == ASCII.closeBracket {
      reader.index += 1
      reader.depth -= 1
      return samples
    }
    while true {
      if let sample = readTightSample() ?? readCompactSample() {
        samples.append(sample)
        // `,{`: the next sample follows at once (what endOfMember would find, faster).
        let next = reader.index
        if reader.bytes.count - next >= 2, reader.bytes[next] == ASCII.comma, reader.bytes[next + 1] == ASCII.openBrace {
          reader.index = next + 1
          continue
        }
      } else {
        guard let sample = try readSample(index: samples.count) else { return nil }
        samples.append(sample)
      }
      guard let more = try endOfMember(closing: ASCII.closeBracket) else { return nil }
      if !more { return samples }
    }
  }

  /// Reads the sample at the cursor when it is written exactly as `TraceEncoder` writes it, with
  /// no blank anywhere (`{"t":0.016,"x":14,"y":421,"phase":"moved"}`) and each number a short
  /// decimal of at most ``NumberScanner/oneWordLength`` bytes after its sign, read as one word
  /// (``NumberScanner/oneWordDecimal(_:negative:)``, which gives
  /// ``NumberScanner/scanShortDecimal(_:from:)``'s value): the common case of
  /// ``readCompactSample()``, checked with fewer tests (one test that the input is long enough
  /// for every read, no blank to skip, a number followed straight by `,` and the next key as one
  /// word, the phase and its closing `"}` as one word). It answers only where
  /// ``readCompactSample()`` answers, with the same sample (the same numbers: the scanner tries
  /// a short decimal first); for anything else it leaves the cursor where it was and answers
  /// nil.
  @inline(__always)
  private mutating func readTightSample() -> TouchSample? {
    let bytes = reader.bytes
    let start = reader.index
    guard bytes.count - start >= Self.tightSampleReach, Self.word(bytes, start) == Self.openT,
      bytes[start + 4] == ASCII.colon
    else { return nil }
    var index = start + 5
    guard let t = Self.tightNumber(bytes, &index, before: Self.commaQuoteX),
      let x = Self.tightNumber(bytes, &index, before: Self.commaQuoteY),
      let y = Self.tightNumber(bytes, &index, before: Self.commaQuotePha),
      Self.longWord(bytes, index) & Self.fiveBytes == Self.seColonQuote
    else { return nil }
    index += Self.tightPhaseOffset
    // The name, its quote and the object's brace: seven bytes of one eight-byte word.
    let tail = Self.longWord(bytes, index) & Self.sevenBytes
    let phase: TouchPhase
    if tail == Self.movedTail {
      phase = .moved
    } else if tail == Self.beganTail {
      phase = .began
    } else if tail == Self.endedTail {
      phase = .ended
    } else {
      return nil
    }
    // The object and its four values, as the general loop counts them.
    let values = 5
    guard reader.valueCount + values <= reader.maximumValueCount else { return nil }
    reader.valueCount += values
    reader.index = index + Self.tightTailLength
    return TouchSample(t: t, x: x, y: y, phase: phase)
  }

  /// The most bytes ``readTightSample()`` reads from the sample's start: `{"t":` (5), then for
  /// each of the three numbers a sign, at most ``NumberScanner/oneWordLength`` bytes of digits
  /// and point, and the five bytes after them (`,"x":`, `,"y":`, `,"pha`), then `se":"`
  /// (``tightPhaseOffset``) and the eight-byte word of the name and `"}`; every other word read
  /// (a number's, a separator's) ends before that last one. One test of the input's length
  /// covers every read.
  private static let tightSampleReach = 5 + 3 * (NumberScanner.oneWordLength + 1 + 5) + tightPhaseOffset + 8

  /// The low five bytes of a word.
  private static let fiveBytes: UInt64 = 0xFF_FFFF_FFFF
  /// `,"x":`, `,"y":`, `,"pha` and `se":"` as the little-endian words of their five bytes.
  private static var commaQuoteX: UInt64 { fiveByteWord(ASCII.comma, ASCII.quote, ASCII.lowercaseX, ASCII.quote, ASCII.colon) }
  private static var commaQuoteY: UInt64 { fiveByteWord(ASCII.comma, ASCII.quote, ASCII.lowercaseY, ASCII.quote, ASCII.colon) }
  private static var commaQuotePha: UInt64 {
    fiveByteWord(ASCII.comma, ASCII.quote, UInt8(ascii: "p"), UInt8(ascii: "h"), ASCII.lowercaseA)
  }
  private static var seColonQuote: UInt64 {
    fiveByteWord(UInt8(ascii: "s"), ASCII.lowercaseE, ASCII.quote, ASCII.colon, ASCII.quote)
  }

  /// Five bytes as the little-endian word they make (constant-folded for constants).
  @inline(__always)
  private static func fiveByteWord(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8, _ fifth: UInt8) -> UInt64 {
    UInt64(word(first, second, third, fourth)) | UInt64(fifth) << 32
  }

  /// From the `se"` of `"phase"` to the name: `se":"`.
  private static let tightPhaseOffset = 5
  /// A five-letter phase name, its closing quote and the sample's closing brace.
  private static let tightTailLength = 7
  /// The low seven bytes of a word.
  private static let sevenBytes: UInt64 = 0x00FF_FFFF_FFFF_FFFF
  /// `moved"}`, `began"}` and `ended"}` as the little-endian words of their seven bytes.
  private static var movedTail: UInt64 { tailWord("moved") }
  private static var beganTail: UInt64 { tailWord("began") }
  private static var endedTail: UInt64 { tailWord("ended") }

  /// A five-letter name followed by `"}`, as the little-endian word of those seven bytes
  /// (constant-folded).
  @inline(__always)
  private static func tailWord(_ name: StaticString) -> UInt64 {
    let letters = name.utf8Start
    var word = UInt64(ASCII.quote) << 40 | UInt64(ASCII.closeBrace) << 48
    for offset in 0..<5 { word |= UInt64(letters[offset]) << (8 * UInt64(offset)) }
    return word
  }

  /// The eight bytes at `index` as a little-endian word (the caller checked they exist).
  @inline(__always)
  private static func longWord(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }

  /// The decimal at `index` when ``NumberScanner/oneWordDecimal(_:negative:)`` reads it (only
  /// that reading is inlined here, three times; a number it leaves sends the sample to
  /// ``readCompactSample()``), followed at once by the five bytes `separator` (a comma and the
  /// next key, or its start), with `index` moved past them; nil when something else is there
  /// (a blank, a longer number). The caller checked that the bytes read are there
  /// (``tightSampleReach``).
  @inline(__always)
  private static func tightNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, before separator: UInt64) -> Double? {
    let negative = bytes[index] == ASCII.minus
    let digits = negative ? index + 1 : index
    guard let (value, length) = NumberScanner.oneWordDecimal(longWord(bytes, digits), negative: negative),
      longWord(bytes, digits + length) & fiveBytes == separator
    else { return nil }
    index = digits + length + 5
    return value
  }

  /// Reads the sample at the cursor when it has the compact layout `TraceEncoder` writes
  /// (`{"t":0.016,"x":14,"y":421,"phase":"moved"}`): the four fields in the order `t`, `x`,
  /// `y`, `phase`, nothing else, and at most spaces and tabs around the numbers. It works on
  /// a local copy of the cursor and compares the fixed parts as words; for any other layout
  /// it leaves the cursor where it was and answers nil, and ``readSample(index:)`` reads the
  /// object. It accepts nothing the general
  /// loop would not: the keys are exact, numbers are ended as ``JSONReader/readNumber()``
  /// requires, and the phase is a whole name between quotes.
  @inline(__always)
  private mutating func readCompactSample() -> TouchSample? {
    let bytes = reader.bytes
    let start = reader.index
    guard bytes.count - start >= Self.shortestCompactSample, Self.word(bytes, start) == Self.openT,
      bytes[start + 4] == ASCII.colon
    else { return nil }
    var index = start + 5
    Self.skipBlanks(bytes, &index)
    guard let t = Self.number(bytes, &index), Self.bytes(bytes, &index, Self.quoteX), let x = Self.number(bytes, &index),
      Self.bytes(bytes, &index, Self.quoteY), let y = Self.number(bytes, &index), Self.phaseKey(bytes, &index),
      let (phase, length) = PhaseName.match(bytes, at: index)
    else { return nil }
    index += length
    guard bytes.count - index >= 2, bytes[index] == ASCII.quote, bytes[index + 1] == ASCII.closeBrace else { return nil }
    // The object and its four values, as the general loop counts them.
    let values = 5
    guard reader.valueCount + values <= reader.maximumValueCount else { return nil }
    reader.valueCount += values
    reader.index = index + 2
    return TouchSample(t: t, x: x, y: y, phase: phase)
  }

  /// The length of `{"t":0,"x":0,"y":0,"phase":"ended"}`, the shortest compact sample.
  private static let shortestCompactSample = 35
  /// `{"t"` (the `:` after it is checked apart), `"x":`, `"y":`, `"pha` and `se":`, each as
  /// the little-endian word of its four bytes.
  private static var openT: UInt32 { word(ASCII.openBrace, ASCII.quote, ASCII.lowercaseT, ASCII.quote) }
  private static var quoteX: UInt32 { word(ASCII.quote, ASCII.lowercaseX, ASCII.quote, ASCII.colon) }
  private static var quoteY: UInt32 { word(ASCII.quote, ASCII.lowercaseY, ASCII.quote, ASCII.colon) }
  private static var quotePha: UInt32 { word(ASCII.quote, UInt8(ascii: "p"), UInt8(ascii: "h"), ASCII.lowercaseA) }
  private static var seColon: UInt32 { word(UInt8(ascii: "s"), ASCII.lowercaseE, ASCII.quote, ASCII.colon) }

  /// Four bytes as the little-endian word they make (constant-folded for constants).
  @inline(__always)
  private static func word(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8) -> UInt32 {
    UInt32(first) | UInt32(second) << 8 | UInt32(third) << 16 | UInt32(fourth) << 24
  }

  /// The four bytes at `index` as a little-endian word (the caller checked they exist): one
  /// unaligned load, read as little-endian whatever the machine.
  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt32 {
    UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt32.self))
  }

  /// Moves `index` past spaces and tabs (the pretty form has one after each `:` and `,`).
  @inline(__always)
  private static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
    // Both blanks are at most a space: one comparison settles the common case, no blank.
    while index < bytes.count && bytes[index] <= ASCII.space && (bytes[index] == ASCII.space || bytes[index] == ASCII.tab) {
      index += 1
    }
  }

  /// Moves `index` past the four bytes of `expected` (a key with its quotes and colon) and
  /// the blanks after them; false when something else is there.
  @inline(__always)
  private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ expected: UInt32) -> Bool {
    guard bytes.count - index >= 4, word(bytes, index) == expected else { return false }
    index += 4
    skipBlanks(bytes, &index)
    return true
  }

  /// Moves `index` past `"phase":`, blanks and the opening quote of the value.
  @inline(__always)
  private static func phaseKey(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
    guard bytes.count - index >= 8, word(bytes, index) == quotePha, word(bytes, index + 4) == seColon else { return false }
    index += 8
    skipBlanks(bytes, &index)
    guard index < bytes.count, bytes[index] == ASCII.quote else { return false }
    index += 1
    return true
  }

  /// The finite number at `index` (the caller skipped the blanks before it), ended where a
  /// JSON token may end, then blanks, a comma and blanks, with `index` moved past them; nil
  /// when something else is there.
  @inline(__always)
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Double? {
    guard case .number(let value, let end) = NumberScanner.scan(bytes, from: index), value.isFinite,
      end < bytes.count, !JSONReader.continuesToken(bytes[end])
    else { return nil }
    var next = end
    skipBlanks(bytes, &next)
    guard next < bytes.count, bytes[next] == ASCII.comma else { return nil }
    index = next + 1
    skipBlanks(bytes, &index)
    return value
  }

  /// Steps into the object at the cursor (a screen or a sample: an array's element, three
  /// levels deep), counting it as a value like the precise parser does.
  @inline(__always)
  private mutating func enterArrayElementObject() {
    reader.depth += 1
    reader.index += 1
    reader.skipWhitespace()
    reader.valueCount += 1
  }

  /// Reads one `{"t": …, "x": …, "y": …, "phase": …}` object at the cursor.
  private mutating func readSample(index: Int) throws(TraceError) -> TouchSample? {
    guard reader.current == ASCII.openBrace else { return nil }
    // Depth 3 (document, array, sample): far below the limit, so no check is needed.
    enterArrayElementObject()
    var seen: UInt8 = 0
    var t = 0.0
    var x = 0.0
    var y = 0.0
    var phase = TouchPhase.moved
    var otherKeys: [String] = []
    while true {
      guard reader.current == ASCII.quote else { return nil }
      let field = try readSampleKey()
      if seen & field != 0 { return nil }
      seen |= field
      guard try skipColon() else { return nil }
      if field == SampleField.phase {
        guard reader.current == ASCII.quote else { return nil }
        reader.valueCount += 1
        guard let name = try readPhase() else { return nil }
        phase = name
      } else if field != SampleField.other {
        guard let byte = reader.current, byte == ASCII.minus || ASCII.isDigit(byte) else { return nil }
        reader.valueCount += 1
        let value = try reader.readNumber()
        if field == SampleField.t {
          t = value
        } else if field == SampleField.x {
          x = value
        } else {
          y = value
        }
      } else {
        let key = otherKey
        guard otherKeys.count < Self.memberLimit, !otherKeys.contains(key) else { return nil }
        otherKeys.append(key)
        let position = reader.position
        _ = try reader.readValue()
        touchUnknownMembers.append((position, "touches[\(index)].\(key)"))
      }
      guard let more = try endOfMember(closing: ASCII.closeBrace) else { return nil }
      if !more { break }
    }
    guard seen == SampleField.all, reader.valueCount <= reader.maximumValueCount else { return nil }
    return TouchSample(t: t, x: x, y: y, phase: phase)
  }

  /// The end of a string without escapes, control characters or non-ASCII bytes that starts
  /// after the quote at the cursor (the index of its closing quote), or nil.
  @inline(__always)
  private func plainStringEnd() -> Int? {
    let bytes = reader.bytes
    let end = PlainStringBytes.end(bytes, from: reader.index + 1)
    return end < bytes.count && bytes[end] == ASCII.quote ? end : nil
  }

  /// Reads a key of a sample object: the bit of one of the four fields, or
  /// ``SampleField/other`` with the key in ``otherKey``.
  private mutating func readSampleKey() throws(TraceError) -> UInt8 {
    if let end = plainStringEnd() {
      let start = reader.index + 1
      let bytes = reader.bytes
      let length = end - start
      reader.index = end + 1
      if length == 1 {
        switch bytes[start] {
        case ASCII.lowercaseT: return SampleField.t
        case ASCII.lowercaseX: return SampleField.x
        case ASCII.lowercaseY: return SampleField.y
        default: break
        }
      } else if ContiguousBytes.bytes(bytes, at: start, equal: "phase"), length == 5 {
        return SampleField.phase
      }
      otherKey = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      return SampleField.other
    }
    let key = try reader.readString()
    switch key {
    case "t": return SampleField.t
    case "x": return SampleField.x
    case "y": return SampleField.y
    case "phase": return SampleField.phase
    default:
      otherKey = key
      return SampleField.other
    }
  }

  /// Reads a phase name at the cursor (a quote); nil for any other string.
  private mutating func readPhase() throws(TraceError) -> TouchPhase? {
    let start = reader.index + 1
    if let (phase, length) = PhaseName.match(reader.bytes, at: start), start + length < reader.bytes.count,
      reader.bytes[start + length] == ASCII.quote
    {
      reader.index = start + length + 1
      return phase
    }
    return TouchPhase(rawValue: try reader.readString())
  }
}
