import Foundation
import ToastSimulation

/// `toastkit`: tools for ToastKit's engine. See Tools/README.md.
let usage = """
    usage: toastkit simulate [FILE]    run a JSON Lines script on a virtual clock (stdin without FILE)
           toastkit help               show this text
    """

/// Exit statuses, as documented in Tools/README.md.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let badInput: Int32 = 2
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("toastkit: \(message)\n".utf8))
    exit(status)
}

@MainActor
func simulate(_ arguments: ArraySlice<String>) {
    guard arguments.count <= 1 else { fail("simulate takes at most one file\n\(usage)", status: ExitStatus.badInput) }
    let data: Data
    if let path = arguments.first, path != "-" {
        guard let contents = FileManager.default.contents(atPath: path) else {
            fail("cannot read \(path)", status: ExitStatus.badInput)
        }
        data = contents
    } else {
        data = FileHandle.standardInput.readDataToEndOfFile()
    }
    guard let text = String(data: data, encoding: .utf8) else { fail("the script is not UTF-8 text", status: ExitStatus.badInput) }
    do {
        let lines = try Simulator().run(try SimulationScript.parse(text))
        FileHandle.standardOutput.write(Data((lines.map { $0 + "\n" }.joined()).utf8))
    } catch {
        fail(error.description, status: ExitStatus.badInput)
    }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "simulate":
    MainActor.assumeIsolated { simulate(arguments.dropFirst()) }
case "help", "--help", "-h":
    print(usage)
case nil:
    fail("no command\n\(usage)", status: ExitStatus.badInput)
case let other?:
    fail("unknown command \"\(other)\"\n\(usage)", status: ExitStatus.badInput)
}
