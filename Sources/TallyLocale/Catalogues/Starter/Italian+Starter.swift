/// The starter ledger's comments and the names of its accounts and categories in Italiano.
extension Italian {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "I miei soldi, in testo semplice: un registro Tally, iniziato il {1}."
        case .howTo: return "Le righe che iniziano con ; sono commenti per te; Tally le salta.\nModifica questo file con un editor di testo qualsiasi, poi esegui:"
        case .checkLine: return "si legge? (ogni errore, con la sua riga)"
        case .balanceLine: return "quanto c'è in ogni conto e categoria"
        case .budgetLine: return "come vanno i budget di questo mese"
        case .fileVariable: return "Imposta TALLY_FILE al percorso di questo file e potrai omettere -f FILE."
        case .money: return "La valuta che scrivi: {1}, mostrata come {2}."
        case .accounts: return "Conti: dove sono i tuoi soldi, o cosa devi."
        case .categories: return "Categorie: dove spendi e da dove arrivano i soldi."
        case .categoriesHelp: return "Metti DUE spazi tra il conto e il resto. Rinominale, aggiungile o\ntoglile liberamente: ogni conto sotto Expenses o Income è una categoria\nanche senza una riga qui; la riga aggiunge nome, colore e icona."
        case .budgets: return "Budget: un limite per periodo."
        case .budgetsHelp: return "Periodi: weekly, monthly, quarterly, yearly, every N days|weeks|months.\n\"warn\" decide quando `tally alerts` avvisa (80% e 100% se omesso);\n\"rollover\" porta al mese dopo quanto avanza in questo."
        case .transactions: return "Transazioni: una data, una descrizione, poi righe rientrate, ognuna\ncon un conto e un importo separati da DUE o più spazi. Gli importi\nsommano a zero; lasciane uno vuoto e Tally lo calcola. Togli il \"; \"\nall'inizio di queste righe per usarle."
        case .openingBalances: return "Saldi iniziali"
        case .lunch: return "Pranzo"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "Contanti"
        case .checking: return "Conto corrente"
        case .eWallet: return "Portafoglio digitale"
        case .creditCard: return "Carta di credito"
        case .openingBalances: return "Saldi iniziali"
        case .food: return "Alimentari"
        case .transport: return "Trasporti"
        case .shopping: return "Shopping"
        case .entertainment: return "Svago"
        case .health: return "Salute"
        case .education: return "Istruzione"
        case .housing: return "Casa"
        case .bills: return "Bollette"
        case .other: return "Altro"
        case .salary: return "Stipendio"
        case .bonus: return "Bonus"
        case .investment: return "Investimenti"
        case .sideJob: return "Lavoretti"
        case .otherIncome: return "Altre entrate"
        }
    }
}
