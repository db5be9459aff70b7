/// Messages of sums, numbers read before their decimal mark was known, and
/// files that were not written, in Italian.
extension ItalianErrors {
    static func writeError(_ key: ErrorKey) -> String {
        switch key {
        case .overflowTotalSpending: return "il totale delle spese"
        case .overflowBudget: return "il budget"
        case .ambiguousReadDecimal: return "questo numero è stato letto con '{1}' come separatore decimale, ma gli importi successivi mostrano che {3} usa '{2}' come separatore decimale"
        case .ambiguousReadGroup: return "questo numero è stato letto con '{1}' come separatore delle migliaia, ma gli importi successivi mostrano che {3} usa '{2}' come separatore decimale"
        case .thisCommodity: return "questa valuta"
        case .hintDeclareStyle: return "dichiara il formato prima del primo importo, per esempio: commodity {1} {2}"
        case .noteShowsMark: return "l'importo che mostra il separatore decimale"
        case .writeReadOnly: return "'{1}' è in sola lettura (modo 0{2}), quindi Tally non lo tocca; aggiungi --force per scriverlo comunque (resta in sola lettura)"
        case .writeNotYours: return "non hai i permessi di scrittura su '{1}' (modo 0{2}, uid del proprietario {3}), quindi Tally non lo tocca; aggiungi --force per scriverlo comunque"
        case .writeNotChanged: return "{2}; '{1}' non è stato modificato"
        case .writeNoneChanged: return "{1}; nessun file è stato modificato"
        case .writeKeptChanging: return "'{1}' ha continuato a cambiare mentre Tally lo scriveva (un altro programma lo sta scrivendo), quindi nulla è stato scritto; riprova quando ha finito"
        case .writeExists: return "'{1}' esiste già"
        case .writeCannotCreate: return "impossibile creare '{1}': {2}"
        case .writeCannotRead: return "impossibile leggere '{1}': {2}"
        case .writeCannotOpen: return "impossibile aprire '{1}': {2}"
        case .writeCannotWrite: return "impossibile scrivere '{1}': {2}"
        case .writeCannotKeepCopy: return "impossibile tenere una copia di '{1}' mentre lo si sostituisce: {2}"
        case .writeCannotReplace: return "impossibile sostituire '{1}': {2}"
        case .writeCannotRewrite: return "impossibile aprire '{1}' per riscriverlo: {2}"
        case .writeDamaged: return "{2}; il file potrebbe essere danneggiato: il testo precedente è in '{1}'"
        case .writeChangedWhileWriting: return "'{1}' è cambiato mentre Tally lo scriveva"
        case .writeCannotShorten: return "impossibile accorciare '{1}': {2}"
        case .writeCannotFlush: return "impossibile scrivere '{1}' su disco: {2}"
        case .writeCannotTemp: return "impossibile creare un file temporaneo in '{1}': {2}"
        case .writeCannotOwn: return "impossibile assegnare il proprietario a '{1}': {2}"
        case .writeCannotChmod: return "impossibile impostare i permessi di '{1}': {2}"
        case .writeCannotClose: return "impossibile chiudere '{1}': {2}"
        case .systemNoSpace: return "spazio esaurito sul dispositivo"
        case .systemReadOnlyFS: return "file system in sola lettura"
        case .writeCannotRewriteInPlace: return "impossibile riscrivere '{1}': {2}"
        default: return periodError(key)
        }
    }
}
