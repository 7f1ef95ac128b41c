// What the run ran on, printed above the table.

import Foundation

enum Machine {
    static func describe() -> [String] {
        var lines: [String] = []
        lines.append("cores (nproc): \(ProcessInfo.processInfo.activeProcessorCount)")
        lines.append("CPU: \(cpuModel())")
        lines.append("OS: \(osDescription())")
        lines.append("Swift: \(swiftVersion())")
        #if DEBUG
            lines.append("build: DEBUG (numbers are meaningless: use -c release)")
        #else
            lines.append("build: release")
        #endif
        lines.append("HierResolver source: \(librarySource())")
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            lines.append("load average at start: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
        }
        return lines
    }

    /// The library's git revision (this file lives in <repo>/Benchmarks/Sources/HierBenchmarks/Harness),
    /// "+ uncommitted changes" when its Sources differ from that revision at run time.
    static func librarySource() -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        guard let rev = run(["git", "-C", root.path, "rev-parse", "--short", "HEAD"]), !rev.isEmpty else {
            return "unknown (not a git checkout)"
        }
        let dirty = run(["git", "-C", root.path, "status", "--porcelain", "--", "Sources", "Package.swift"])
        return "git \(rev)" + ((dirty?.isEmpty ?? true) ? "" : " + uncommitted changes")
    }

    static func cpuModel() -> String {
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return run(["sysctl", "-n", "machdep.cpu.brand_string"]) ?? "unknown"
    }

    static func osDescription() -> String {
        var u = utsname()
        uname(&u)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        var os = "\(field(u.sysname)) \(field(u.release)) \(field(u.machine))"
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
            let pretty = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
        {
            os += ", " + pretty.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return os
    }

    /// The toolchain's own words (`swift --version`), else the compiler bucket this binary
    /// was built with.
    static func swiftVersion() -> String {
        #if compiler(>=6.3)
            let built = "compiled by Swift >= 6.3"
        #elseif compiler(>=6.2)
            let built = "compiled by Swift 6.2"
        #elseif compiler(>=6.1)
            let built = "compiled by Swift 6.1"
        #else
            let built = "compiled by Swift 6.0"
        #endif
        if let v = run(["swift", "--version"])?.split(separator: "\n").first(where: { $0.contains("Swift version") }) {
            return "\(v.trimmingCharacters(in: .whitespaces)) (\(built))"
        }
        return built
    }

    private static func run(_ argv: [String]) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = argv
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
