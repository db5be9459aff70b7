extension Messages {
    /// The words of a diagnostic's frame in each language, in `FrameWord`'s
    /// order: what an error, a warning, a note, a hint and the English
    /// detail under a translated headline are called.
    static let frameWords = PerLanguage(
        en: ["error", "warning", "note", "hint", "detail"],
        vi: ["lỗi", "cảnh báo", "ghi chú", "gợi ý", "chi tiết"],
        ko: ["오류", "경고", "참고", "힌트", "자세히"],
        zhHans: ["错误", "警告", "注", "提示", "详情"],
        it: ["errore", "avviso", "nota", "suggerimento", "dettaglio"],
        pl: ["błąd", "ostrzeżenie", "uwaga", "wskazówka", "szczegóły"])
}
