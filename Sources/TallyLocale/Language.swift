/// A language Tally's messages are written in.
package enum Language: String, CaseIterable, Sendable {
    case en
    case vi
    case ko
    case zhHans = "zh-Hans"
    case it
    case pl

    /// The language's English name, for help and errors.
    package var englishName: String {
        switch self {
        case .en: return "English"
        case .vi: return "Vietnamese"
        case .ko: return "Korean"
        case .zhHans: return "Simplified Chinese"
        case .it: return "Italian"
        case .pl: return "Polish"
        }
    }

    /// The language of a code as users write it: `vi`, `ko`, `zh-Hans`,
    /// `zh`, `pl`, or a locale such as `vi_VN.UTF-8`, `zh_CN`, `pl_PL@euro`;
    /// `C` and `POSIX` are English. `nil` for a language Tally has no
    /// messages in.
    package init?(code: String) {
        var text = Substring(code)
        // `vi_VN.UTF-8@modifier`: drop the encoding and the modifier.
        if let i = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<i] }
        let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let first = parts.first else { return nil }
        switch first {
        case "c", "posix", "en": self = .en
        case "vi": self = .vi
        case "ko": self = .ko
        case "it": self = .it
        case "pl": self = .pl
        case "zh":
            // Traditional Chinese (zh_TW, zh-Hant) is not Simplified Chinese.
            if parts.dropFirst().contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
            self = .zhHans
        default: return nil
        }
    }

    /// The language of the environment: the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set and not empty decides, as in the
    /// C library; a language Tally has no messages in is English.
    package static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return Language(code: value) ?? .en }
        }
        return .en
    }

    /// The codes `--lang` and the journal's `lang` accept, for help and errors.
    package static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
