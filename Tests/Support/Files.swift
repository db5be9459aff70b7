#if canImport(Glibc)
import Glibc
#endif
import TallySystem

/// Small file helpers for tests, without Foundation.
package enum Files {
    package static func read(_ path: String) -> String? {
        guard case .success(let bytes) = RealFileSystem().read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func readBytes(_ path: String) -> [UInt8]? {
        guard case .success(let bytes) = RealFileSystem().read(path) else { return nil }
        return bytes
    }

    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Names in a directory, sorted.
    package static func list(_ dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: e.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Paths of the files below `dir` whose names end in `suffix`, at any depth, sorted.
    package static func files(under dir: String, endingIn suffix: String) -> [String] {
        var found: [String] = []
        for name in list(dir) {
            let path = dir + "/" + name
            var st = stat()
            guard stat(path, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                found += files(under: path, endingIn: suffix)
            } else if name.hasSuffix(suffix) {
                found.append(path)
            }
        }
        return found.sorted()
    }

    package static func write(_ path: String, _ text: String) {
        writeBytes(path, Array(text.utf8))
    }

    package static func writeBytes(_ path: String, _ bytes: [UInt8]) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// A fresh temporary directory.
    package static func temporaryDirectory() -> String {
        var template = Array("/tmp/tally-test-XXXXXX".utf8CString)
        let p = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return p.map { String(cString: $0) } ?? "/tmp"
    }
}
