/// Messages of sums, numbers read before their decimal mark was known, and
/// files that were not written, in Polish.
extension PolishErrors {
    static func writeError(_ key: ErrorKey) -> String {
        switch key {
        case .overflowTotalSpending: return "suma wydatków"
        case .overflowBudget: return "budżet"
        case .ambiguousReadDecimal: return "tę liczbę odczytano z '{1}' jako separatorem dziesiętnym, ale dalsze kwoty pokazują, że {3} używa '{2}' jako separatora dziesiętnego"
        case .ambiguousReadGroup: return "tę liczbę odczytano z '{1}' jako separatorem tysięcy, ale dalsze kwoty pokazują, że {3} używa '{2}' jako separatora dziesiętnego"
        case .thisCommodity: return "ta waluta"
        case .hintDeclareStyle: return "zadeklaruj format przed pierwszą kwotą, na przykład: commodity {1} {2}"
        case .noteShowsMark: return "kwota, która pokazuje separator dziesiętny"
        case .writeReadOnly: return "'{1}' jest tylko do odczytu (tryb 0{2}), więc Tally go nie zmienia; dodaj --force, by mimo to zapisać (plik pozostanie tylko do odczytu)"
        case .writeNotYours: return "nie masz prawa zapisu do '{1}' (tryb 0{2}, uid właściciela {3}), więc Tally go nie zmienia; dodaj --force, by mimo to zapisać"
        case .writeNotChanged: return "{2}; '{1}' nie został zmieniony"
        case .writeNoneChanged: return "{1}; żaden plik nie został zmieniony"
        case .writeKeptChanging: return "'{1}' ciągle się zmieniał, gdy Tally go zapisywał (zapisuje go inny program), więc nic nie zapisano; spróbuj ponownie, gdy tamten skończy"
        case .writeExists: return "'{1}' już istnieje"
        case .writeCannotCreate: return "nie można utworzyć '{1}': {2}"
        case .writeCannotRead: return "nie można odczytać '{1}': {2}"
        case .writeCannotOpen: return "nie można otworzyć '{1}': {2}"
        case .writeCannotWrite: return "nie można zapisać '{1}': {2}"
        case .writeCannotKeepCopy: return "nie można zachować kopii '{1}' podczas zastępowania: {2}"
        case .writeCannotReplace: return "nie można zastąpić '{1}': {2}"
        case .writeCannotRewrite: return "nie można otworzyć '{1}' do ponownego zapisu: {2}"
        case .writeDamaged: return "{2}; plik może być uszkodzony: jego poprzednia treść jest w '{1}'"
        case .writeChangedWhileWriting: return "'{1}' zmienił się, gdy Tally go zapisywał"
        case .writeCannotShorten: return "nie można skrócić '{1}': {2}"
        case .writeCannotFlush: return "nie można zapisać '{1}' na dysk: {2}"
        case .writeCannotTemp: return "nie można utworzyć pliku tymczasowego w '{1}': {2}"
        case .writeCannotOwn: return "nie można nadać właściciela '{1}': {2}"
        case .writeCannotChmod: return "nie można ustawić uprawnień '{1}': {2}"
        case .writeCannotClose: return "nie można zamknąć '{1}': {2}"
        case .systemNoSpace: return "brak miejsca na urządzeniu"
        case .systemReadOnlyFS: return "system plików tylko do odczytu"
        case .writeCannotRewriteInPlace: return "nie można ponownie zapisać '{1}': {2}"
        default: return periodError(key)
        }
    }
}
