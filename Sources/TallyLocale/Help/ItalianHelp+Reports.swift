/// Italian long help of the reports (see HelpTranslations.swift).
extension ItalianHelp {
    static let pages: [String: String] = reportPages.merging(viewPages) { a, _ in a }.merging(editingPages) { a, _ in a }

    static let reportPages: [String: String] = [
        "tally-title": "i soldi in testo semplice — controlla, fa i saldi e i report di un registro",
        "tally": """
        Il registro viene da -f FILE (ripetibile, '-' per lo standard input),
        altrimenti dalla variabile d'ambiente TALLY_FILE o LEDGER_FILE,
        altrimenti da tally.ledger in questa cartella o nella più vicina sopra
        di essa, altrimenti da ~/.hledger.journal.

        Esegui 'tally help COMMAND' o 'tally COMMAND --help' per le opzioni di
        un comando, e 'tally help diagnostics' per gli errori e gli avvisi che
        un registro può ricevere. 'tally --version' stampa la versione.
        """,
        "query": """
        Le parole di ricerca, lette come le legge hledger (parole, acct:, desc:,
        status: dello stesso tipo sono alternative; tutti gli altri termini
        devono corrispondere ciascuno):
          WORD             un nome di conto che la contiene; in una transazione in
                           cui nessun conto la contiene, descrizione, nota, commenti o tag
          acct:TEXT        nome del conto
          desc:TEXT        descrizione
          payee:TEXT       beneficiario (prima di '|')
          note:TEXT        nota (dopo '|')
          code:TEXT        codice della transazione
          cur:EUR          valuta (cur:\\$ per $)
          tag:NAME         ha il tag; tag:NAME=VALUE: con un valore che contiene VALUE
          amt:>100         importo in valore assoluto > 100 (anche <, <=, >=, =; amt:<-20 confronta il segno)
          date:PERIOD      nel periodo (come -p); date2:PERIOD secondo la data secondaria
          status:* ! ''    confermate, in sospeso, senza contrassegno
          real: / real:0   registrazioni reali / virtuali
          depth:N          (balance, breakdown) somma i conti più profondi al livello N
          cat:NAME         in una categoria (come --category)
          not:TERM         esclude ciò che TERM trova
        Maiuscole e minuscole non contano. Una parola senza accenti li ignora (cafe
        trova Café, zolty trova żółty); una parola con accenti li vuole uguali (perché
        non trova perchè). Il testo scritto scomposto (come su macOS) è lo stesso testo.
        """,
        "check": """
        Stato d'uscita: 0 se il registro non ha errori (gli avvisi sono ammessi),
        1 se ha errori, 2 per un errore d'uso. Ogni problema viene segnalato in
        una sola esecuzione come FILE:LINE:COLUMN: error: MESSAGE [id], con la
        riga del sorgente, un segno ^ e un suggerimento. Anche i budget vengono
        controllati: un prezzo che serve a un budget per convertire le spese e
        che manca è un errore (missing-price).

        In un registro che dichiara i conti (una qualsiasi direttiva account o
        category), un conto che nessuno ha dichiarato è un avviso
        (undeclared-account), con il nome dichiarato più vicino (Expenses:Fodo:
        intendevi Expenses:Food?). I sottoconti di una categoria non vanno
        dichiarati. --strict, o una riga 'strict' nel registro, rende errore
        ogni conto non dichiarato.
        """,
        "balance": """
        Esempi:
        {examples}

        Una parola corrisponde a qualsiasi parte del nome di un conto, senza
        distinguere maiuscole e minuscole; ^ e $ la ancorano. --flat mostra le
        registrazioni proprie di ogni conto (non quelle dei sottoconti), così le
        righe di un intero registro sommano a zero.

        --forecast aggiunge le scadenze delle regole ricorrenti non ancora
        registrate, da oggi alla fine del periodo (o per sei mesi, o fino a
        --forecast=UNTIL). Gli importi che le includono iniziano con ~; il CSV
        riceve una colonna forecast e il JSON un array forecast con quella parte
        di ogni importo.

        Con -D, -W, -M, -Q, -Y o un intervallo in -p ('every 2 weeks from
        2026-01-05', 'monthly in 2026') c'è una colonna per periodo: la
        variazione di ogni periodo, oppure con --cumulative il saldo dal primo
        periodo in poi, o con --historical il saldo alla fine di ogni periodo. I
        conti sono in elenco piatto salvo --tree. Senza date le colonne vanno
        dalla prima all'ultima registrazione che corrisponde. -O csv|tsv scrive
        account,commodity,<periodo…> (senza riga di totale: le righe si
        sommano), e così -O json|html. Un terminale troppo stretto per tutte le
        colonne mostra le più recenti e dice quante di quelle più vecchie ha
        omesso.

        {query}
        """,
        "register": """
        Esempi:
        {examples}

        Le descrizioni e i nomi di conto lunghi vengono accorciati per stare nel
        terminale (COLUMNS, altrimenti la larghezza del terminale, altrimenti 80
        colonne).

        --forecast aggiunge le scadenze delle regole ricorrenti non ancora
        registrate, da oggi alla fine del periodo (o per sei mesi, o fino a
        --forecast=UNTIL); le loro descrizioni iniziano con ~, e CSV e JSON
        ricevono un campo forecast (true o false).

        {query}
        """,
        "print": """
        Ogni importo viene scritto per esteso (anche quelli dedotti), in ordine
        di data, conservando costi, asserzioni di saldo e commenti. Una
        transazione viene stampata quando una qualsiasi delle sue registrazioni
        corrisponde alla ricerca.

        --plain scrive l'intero registro (con i file inclusi risolti) per hledger
        e ledger: ogni valuta dichiarata con il suo separatore decimale, le
        categorie come direttive `account` con un tag `type:`, i prezzi di
        mercato e gli importi senza separatori delle migliaia. Budget, regole
        ricorrenti e obiettivi restano fuori (un commento in cima li conta).
        hledger legge il risultato con gli stessi saldi di Tally:
        tally print --plain | hledger -f - bal

        --match DESC stampa l'unica transazione la cui descrizione somiglia di
        più a DESC (coppie di lettere in comune, come le conta hledger; a parità
        la più recente), tra quelle scelte dalla ricerca; se nessuna somiglia lo
        stato d'uscita è 1.

        {query}
        """,
        "budget": """
        Esempi:
        {examples}

        Ogni riga è un intero periodo di budget. Un periodo che esce dalle date
        del report viene mostrato per intero (tutto il budget e tutte le sue
        spese) e segnato con '~'. I riporti in un periodo dipendono solo dal
        registro, mai da -b o -p. -M, -Q e -Y sommano i periodi di ogni budget
        che iniziano nello stesso mese, trimestre o anno di calendario
        (quest'anno senza -p). Le spese in un'altra valuta vengono convertite
        all'ultimo prezzo del giorno della registrazione o precedente; un prezzo
        mancante è un errore. Il testo omette le colonne riportato e disponibile
        quando non c'è nulla da riportare (il disponibile è allora il budget);
        CSV e JSON le hanno sempre.

        --forecast conta come spesa le scadenze delle regole ricorrenti non
        ancora registrate, da oggi alla fine delle date del report (o per sei
        mesi, o fino a --forecast=UNTIL); questi importi iniziano con ~, e CSV e
        JSON danno la parte prevista della spesa di ogni periodo.
        """,
        "alerts": """
        Esempi:
        {examples}

        Elenca ogni soglia superata nel periodo attuale di ciascun budget (il
        periodo che contiene oggi, contando le spese fino a oggi compreso), con
        il giorno in cui è stata superata e il ritmo: "a questo ritmo Food
        raggiunge il 100% il 2026-11-24".

        Stato d'uscita: 0 nessuna soglia superata, 1 superata una soglia di
        avviso, 3 un budget sforato, 2 un errore d'uso, 4 il registro ha errori
        (nulla è stato controllato). --fail-on over esce con 0 a meno che un
        budget sia sforato; --fail-on never esce sempre con 0 una volta letto il
        registro.

        Sono elencate anche le bollette: ogni regola con occorrenze scadute (un
        avviso) e ogni occorrenza che scade oggi o entro il preavviso 'remind'
        della regola (una nota). --fail-on upcoming esce con 5 quando nessuna
        soglia è superata e nulla è scaduto ma una bolletta è in arrivo, così un
        cron job può avvisare prima della scadenza.
        """,
        "categories": """
        Esempi:
        {examples}

        Una categoria è un conto di spesa o di entrata: tutto ciò che sta sotto
        Expenses o Income, sotto un conto dichiarato con 'type:expense' o
        'type:income', o dichiarato con una riga 'category' (che aggiunge nome,
        colore e icona). I conti di primo livello con registrazioni ma senza
        tipo non sono categorie; ognuno viene segnalato con un avviso.
        """,
        "goals": """
        Esempi:
        {examples}

        Il progresso di un obiettivo è il saldo del suo conto (con i sottoconti)
        alla data di oggi, nella valuta dell'obiettivo; le altre valute contano
        al loro ultimo prezzo. L'importo mensile è ciò che manca diviso sui mesi
        di calendario fino alla data dell'obiettivo, questo mese compreso,
        arrotondato per eccesso. La data prevista prolunga la variazione media
        degli ultimi 3 mesi, o dall'inizio del registro se è più recente (esclusi
        i saldi di apertura e i trasferimenti da un conto di patrimonio netto).
        """,
        "summary": """
        Esempi:
        {examples}

        Le variazioni sono rispetto al periodo precedente della stessa durata
        (il mese prima di un mese, il trimestre prima di un trimestre,
        altrimenti altrettanti giorni); mentre il periodo è in corso, i suoi
        giorni trascorsi contro altrettanti giorni del periodo precedente. Le
        medie dividono la spesa dall'inizio del periodo (o dalla prima
        transazione del registro) fino a oggi per quei giorni; un mese conta per
        la sua quota di giorni. I saldi sono quelli di attività e passività alla
        fine del periodo. Senza -p il periodo è il mese corrente.

        {query}
        """,
    ]
}
