/// Italian long help of trend, breakdown, prices and report (see HelpTranslations.swift).
extension ItalianHelp {
    static let viewPages: [String: String] = [
        "trend": """
        Esempi:
        {examples}

        Compare ogni periodo del report, anche quelli senza nulla. Senza -p il
        report va dalla prima all'ultima transazione del registro. La barra
        mostra la spesa di ogni periodo; con --by category c'è invece una
        colonna per categoria principale (spese, o entrate con --income), e le
        più piccole confluiscono in Other quando il terminale è troppo stretto.

        {query}
        """,
        "breakdown": """
        Esempi:
        {examples}

        Ogni categoria mostra il suo importo, la sua quota del totale e una
        barra; le sottocategorie sono rientrate sotto di essa, dalla più grande.
        Le categorie sono i conti dichiarati con 'category', altrimenti i conti
        subito sotto Expenses e Income. Senza -p il periodo è il mese corrente.

        {query}
        """,
        "prices": """
        Esempi:
        {examples}

        Ogni riga è un tasso come è scritto: una riga P (source P) o una
        registrazione con un costo (source cost), alla sua data. I report
        convertiti con -X CUR usano il tasso più recente del giorno o
        precedente, o l'inverso di un tasso scritto nel verso opposto; aggiungi
        --explain a un report del genere per vedere quali.

        --fetch legge i tassi di riferimento della Banca centrale europea
        (gratuiti, senza chiave) e aggiunge righe 'P DATE EUR RATE CUR' (un euro
        vale RATE CUR) per le valute usate dal registro, con una scrittura
        verificata del primo file del registro. Ogni giorno con un movimento in
        una di queste valute riceve i tassi dell'ultimo giorno lavorativo della
        banca fino a quel giorno (nei fine settimana e nei festivi non ne
        pubblica), e così l'ultimo giorno letto; --monthly scrive invece una
        serie al mese (il suo ultimo giorno lavorativo della banca), e --since
        DATE tralascia i movimenti precedenti. I tassi già presenti non vengono
        riscritti: scaricarli di nuovo non aggiunge nulla. Senza --source scarica
        con curl il file giornaliero della banca, quello dei 90 giorni o lo
        storico completo, secondo i giorni necessari. --source accetta un URL
        http(s), un URL file:// o un percorso (l'XML della banca, o righe
        'P DATE EUR RATE CUR' per una valuta che la banca non ha, come VND), e
        si può ripetere. Essere offline, un file mancante o uno che non contiene
        tassi è un errore (uscita 1) e il registro resta com'era.
        """,
        "report": """
        Esempi:
        {examples}

        La pagina contiene le cifre di riepilogo, una ciambella delle spese per
        categoria nei colori delle categorie, entrate e spese per mese, il
        progresso di budget e obiettivi, e i saldi. È un solo file con stili e
        SVG incorporati: nessuno script e nulla scaricato dalla rete. Si legge
        su un telefono (390 pixel di larghezza) come su un computer, in modalità
        chiara e scura. Senza -p il periodo è l'anno corrente; il grafico parte
        dal primo mese del registro, e i mesi dopo questo sono omessi a meno che
        non sia successo qualcosa.

        {query}
        """,
        "lsp": """
        Parla il Language Server Protocol su standard input e output; lo avvia
        un editor (vedi editors/ e la sezione "In the editor and the shell" del
        README). Un file aperto viene controllato come lo controlla
        `tally check`, con i file che include; quando TALLY_FILE (o LEDGER_FILE)
        indica un registro che include il file aperto, viene controllato quel
        registro. Offre diagnostica, completamento, hover, vai alla definizione,
        riferimenti, formattazione (come tally fmt), simboli del documento,
        ripiegamento e correzioni rapide. I problemi con la connessione vengono
        scritti sullo standard error.
        """,
        "completions": """
        Esempi:
        {examples}

        Completa i comandi e i loro alias, le opzioni di ogni comando, i valori
        delle opzioni (--color, -O, periodi, date, file dopo -f) e i nomi del
        registro (da -f sulla riga, altrimenti TALLY_FILE o LEDGER_FILE): conti
        e categorie per le ricerche e per add, valute dopo -X. Lo script è
        costruito dai comandi stessi, quindi conosce ogni comando e opzione del
        tally che lo ha stampato.

        'tally completions names accounts|commodities [-f FILE]…' stampa quei
        nomi uno per riga; gli script lo richiamano.
        """,
    ]
}
