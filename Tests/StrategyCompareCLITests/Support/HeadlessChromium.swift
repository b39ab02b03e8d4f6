import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads NUL-terminated JSON commands on file descriptor 3 and writes responses
/// and events on 4), so no port is opened and no display is needed. Runs as root
/// (`--no-sandbox`). Every wait has a deadline: a stuck browser fails the test, never hangs it.
final class HeadlessChromium {
  /// Why the browser could not be used.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Names looked up on `PATH`, in order (Debian's package installs `chromium`).
  static let binaryNames = ["chromium", "chromium-browser"]

  /// The longest any one command or event is waited for, in seconds.
  static let timeout: Double = 30

  /// Milliseconds per second, for `poll(2)`.
  static let millisecondsPerSecond: Double = 1000

  /// The Chromium binary on `PATH`, or `nil`.
  static var binary: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for name in binaryNames {
      for directory in path.split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
      }
    }
    return nil
  }

  let pid: pid_t
  let profile: String
  let logPath: String
  private let commandFD: Int32
  private let responseFD: Int32
  private var buffer: [UInt8] = []
  private var nextID = 0
  /// Events received while waiting for responses, oldest first.
  private(set) var events: [[String: Any]] = []

  /// Starts the browser.
  init(binary: String) throws {
    profile = NSTemporaryDirectory() + "backstrategies-chromium-\(UUID().uuidString)"
    logPath = profile + ".log"
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    var commands: [Int32] = [0, 0]
    var responses: [Int32] = [0, 0]
    guard pipe(&commands) == 0, pipe(&responses) == 0 else { throw Failure(description: "pipe() failed: errno \(errno)") }
    for fd in commands + responses { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let arguments = [
      binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
      "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
      "--disable-sync", "--mute-audio", "about:blank",
    ]
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
    posix_spawn_file_actions_adddup2(&actions, responses[1], 4)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, binary, &actions, nil, argv, environ)
    systemClose(commands[0])
    systemClose(responses[1])
    guard status == 0 else {
      systemClose(commands[1])
      systemClose(responses[0])
      throw Failure(description: "cannot start \(binary): \(String(cString: strerror(status)))")
    }
    pid = child
    commandFD = commands[1]
    responseFD = responses[0]
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    systemClose(commandFD)
    systemClose(responseFD)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(atPath: profile)
    try? FileManager.default.removeItem(atPath: logPath)
  }

  /// The browser's own output so far, for failure messages.
  var log: String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)).map { String($0.suffix(2000)) } ?? ""
  }

  /// Sends one command and returns its `result`.
  ///
  /// - Throws: ``Failure`` for a protocol error, a dead browser or the deadline.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(commandFD, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "\(method): the browser closed its pipe\n\(log)") }
      written += count
    }
    let deadline = Date().addingTimeInterval(Self.timeout)
    while true {
      let reply = try nextMessage(before: deadline, waitingFor: method)
      if reply["id"] as? Int == id {
        if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
      }
      events.append(reply)
    }
  }

  /// Waits for an event named `method` (one already received counts) and removes it.
  @discardableResult
  func waitForEvent(_ method: String) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(Self.timeout)
    while true {
      if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
        return events.remove(at: index)
      }
      events.append(try nextMessage(before: deadline, waitingFor: method))
    }
  }

  /// The next NUL-terminated message on the response pipe.
  private func nextMessage(before deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
          throw Failure(description: "the browser sent a message that is not a JSON object")
        }
        return object
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure(description: "no answer to \(what) within \(Self.timeout) s\n\(log)") }
      var descriptor = pollfd(fd: responseFD, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(remaining * Self.millisecondsPerSecond))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(responseFD, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "the browser exited while waiting for \(what)\n\(log)") }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  // MARK: - Pages

  /// A new tab, attached: its session id for ``send(_:_:session:)``.
  func newPage() throws -> String {
    let target = try send("Target.createTarget", ["url": "about:blank"])
    guard let targetID = target["targetId"] as? String else { throw Failure(description: "no targetId in \(target)") }
    let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
    guard let session = attached["sessionId"] as? String else { throw Failure(description: "no sessionId in \(attached)") }
    return session
  }

  /// Loads `url` in the page and waits for its `load` event.
  func navigate(_ session: String, to url: String) throws {
    try send("Page.enable", session: session)
    try send("Page.navigate", ["url": url], session: session)
    try waitForEvent("Page.loadEventFired")
  }

  /// Evaluates a JavaScript expression in the page (promises awaited) and returns its value.
  ///
  /// - Throws: ``Failure`` with the page's exception text when the expression throws.
  func evaluate(_ expression: String, in session: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
    if let exception = result["exceptionDetails"] as? [String: Any] {
      let text = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? "\(exception)"
      throw Failure(description: "\(expression): \(text)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// A PNG of what the page shows.
  func screenshot(_ session: String) throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png"], session: session)
    guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "Page.captureScreenshot returned no image")
    }
    return data
  }

  /// Closes the browser and waits for it to exit.
  func shutDown() {
    _ = try? send("Browser.close")
  }
}

/// `close(2)`, named apart from ``HeadlessChromium/shutDown()``'s neighbours.
private func systemClose(_ descriptor: Int32) {
  _ = close(descriptor)
}
