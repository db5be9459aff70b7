/// Italian long help of the commands that write (see HelpTranslations.swift).
extension ItalianHelp {
    static let editingPages: [String: String] = [
        "init": """
        Esempi:
        {examples}

        FILE è per default $TALLY_FILE, altrimenti tally.ledger in questa
        cartella. Un file esistente non viene mai sovrascritto. Il nuovo file
        contiene le solite categorie di spesa e di entrata, i conti contanti,
        conto corrente, portafoglio elettronico e carta di credito, un budget
        mensile per il cibo e due transazioni di esempio da copiare. Nella
        lingua dell'utente (--lang, altrimenti LC_ALL, LC_MESSAGES, LANG)
        categorie e conti prendono i suoi nomi (Expenses:Ăn uống,
        Expenses:식비, Expenses:餐饮, Expenses:Alimentari, Expenses:Jedzenie),
        il file una riga 'lang', e la valuta è quella abituale con il suo
        formato: 1.000.000 VND, 1,000 KRW, 1,000.00 CNY, 1.000,00 EUR,
        1 000,00 PLN.

        Con --journal EXISTING scrive invece il piano di Tally per un registro
        che tieni già con hledger o ledger: un file che include EXISTING senza
        modificarlo, con una categoria per ciascuno dei suoi conti di entrata e
        di spesa e una sezione di budget vuota. hledger e ledger continuano a
        leggere EXISTING; Tally legge il piano (tally balance -f FILE).
        """,
        "due": """
        Esempi:
        {examples}

        Una scadenza è registrata quando il commento di una transazione ha il
        tag recurring:NAME e la data cade entro metà del periodo della regola
        dalla scadenza (al massimo 31 giorni), o ha anche il tag due:DATE.
        'tally post-due' le registra. Senza --within, ogni regola viene elencata
        appena inizia il suo preavviso 'remind' (3 giorni, se la regola non dice
        altro).

        Stato d'uscita: 1 quando qualcosa è scaduto (così un cron job può
        ricordartelo) o il registro ha errori, altrimenti 0, 2 per un errore
        d'uso.

        Anche una transazione senza tag paga un'occorrenza quando ha le
        registrazioni della regola (gli stessi conti, e gli stessi importi o
        entro il ~N% della regola) ed è datata entro una settimana dalla
        scadenza: le bollette inserite a mano o importate non risultano scadute.
        Le occorrenze pagate negli ultimi 31 giorni sono elencate con la data e
        la riga del pagamento.

        --fail-on upcoming esce anche con 5 quando nulla è scaduto ma qualcosa
        scade entro il preavviso; --fail-on never esce sempre con 0.
        """,
        "post-due": """
        Esempi:
        {examples}

        Ogni scadenza non pagata di ogni regola attiva, fino alla data (oggi, se
        --through non dice altro), diventa una transazione alla sua data di
        scadenza, descritta dal nome della regola, con i tag recurring:NAME e
        due:DATE e le registrazioni della regola come sono scritte. Eseguirlo di
        nuovo non aggiunge nulla: i tag le segnano come registrate.

        Le transazioni vengono aggiunte al primo file del registro (-f,
        altrimenti TALLY_FILE o LEDGER_FILE); nient'altro in esso cambia. Il
        nuovo file viene riletto con tutto il registro prima di sostituire il
        vecchio, tramite un file temporaneo nella stessa cartella, così un
        errore lascia il file com'era. Un registro con errori viene rifiutato
        prima di scrivere qualsiasi cosa.

        Più di 31 scadenze di una regola, o più di 100 in tutto, vengono chieste
        su un terminale (con il numero per ogni regola) e rifiutate altrove
        senza --yes: altrimenti una regola il cui 'from' risale ad anni fa
        riempirebbe il registro in un colpo solo.
        """,
        "export": """
        Esempi:
        {examples}

        Colonne: date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line.
        Le date sono ISO (2026-03-01); gli importi sono decimali semplici con
        '.' e senza separatori delle migliaia; la valuta ha una colonna sua; le
        colonne convertite si riempiono con -X. Il testo che un foglio di
        calcolo eseguirebbe come formula (che inizia con =, +, @, una
        tabulazione, un ritorno a capo, o - quando non è un numero) viene
        scritto con un ' davanti.

        -O xlsx (o -o FILE.xlsx) scrive una cartella di lavoro Office Open XML
        che Excel, LibreOffice e Google Sheets aprono: un foglio con le stesse
        colonne, la riga di intestazione bloccata e con filtro, le date come
        date, gli importi come numeri con tutte le cifre e mostrati con i
        decimali della valuta, il testo come testo (mai una formula). Una
        cartella di lavoro viene scritta in un file, o sullo standard output
        quando non è un terminale. -O journal scrive le transazioni trovate come
        semplice testo di registro ledger/hledger, come fa print --plain.
        -o FILE scrive qualsiasi formato in FILE (in modo atomico: chi legge non
        vede mai mezzo file).

        --excel scrive un CSV per il foglio di calcolo: un byte order mark UTF-8
        (come --bom) e, dove la lingua (--lang, altrimenti LANG) usa la virgola
        decimale (vi, it, pl), campi separati da ';' e importi come 1234,56,
        come si aspettano Excel e LibreOffice in quella lingua. -o FILE.csv da
        solo scrive un CSV UTF-8 semplice, senza mark, per gli script.

        {query}
        """,
        "add": """
        Esempi:
        {examples}

        Categoria e conti si trovano con qualsiasi parte univoca del loro nome
        ("food" trova Expenses:Food, "ex:gro" Expenses:Groceries), senza badare
        a maiuscole e accenti; si trova anche un errore di battitura vicino. Un
        nome completo con ':' che non corrisponde a nulla apre un nuovo conto.
        Quando un nome ne trova diversi, Tally chiede su un terminale e
        altrimenti li elenca e si ferma.

        La data è oggi, a meno che non ne venga data una per prima (2026-11-20,
        yesterday). Una categoria o un conto mancante viene preso dall'ultima
        transazione con la stessa descrizione; altrimenti il conto è quello da
        cui è uscita l'ultima spesa (in cui è entrata l'ultima entrata, per le
        entrate), o in un registro nuovo il primo conto di attività che
        dichiara. Un importo senza valuta è nella valuta usata per ultima da
        quel conto, o nella prima valuta dichiarata dal registro. L'importo
        viene letto come lo legge il file (85.000 è ottantacinquemila con
        'decimal-mark ,') e scritto nel formato della sua valuta.

        La transazione va dopo l'ultima transazione del primo file -f, dopo una
        riga vuota, con il rientro, la colonna degli importi e i fine riga di
        quel file; ogni altro byte resta com'era. Il nuovo testo viene riletto
        con tutto il registro prima di essere scritto, e non si scrive nulla se
        non si rilegge correttamente. Poi ogni budget a cui la transazione
        contribuisce viene mostrato per il suo periodo, con un avviso quando è
        sforato:
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet non stampa nulla. Stato d'uscita: 0 aggiunta, 1 annullata o
        rifiutata, 2 errore d'uso.
        """,
        "import": """
        Esempi:
        {examples}

        Il file di regole usa il linguaggio di regole CSV di hledger (vedi
        rules.md): skip, fields, date-format, separator, decimal-mark, currency,
        amount, amount-in/amount-out, balance, account1/account2…, description,
        comment, blocchi if e tabelle. Senza --rules è STATEMENT.rules accanto
        all'estratto conto (march.csv.rules), altrimenti il NAME.rules più lungo
        in una cartella rules/ accanto al registro il cui NAME inizia il nome del
        file dell'estratto conto.

        Le righe che il registro contiene già (stessa data, conto e importo, e
        stessa descrizione o codice) vengono saltate e contate: due righe uguali
        contro una transazione del genere ne aggiungono una. Una riga che finisce
        in expenses:unknown o income:unknown prende la categoria dell'ultima
        transazione con la stessa descrizione, come la trova 'add'; il riepilogo
        elenca queste ipotesi.

        Una riga che non c'è ma il cui conto e importo sono in una transazione
        entro 3 giorni (--match-days N; 0 mai) è quel pagamento, inserito a mano
        o dall'altro estratto conto di un trasferimento: la sua registrazione è
        segnata come riconciliata e marcata import:KEY, non aggiunta di nuovo.
        Quando due transazioni si somigliano, la riga è esclusa ed elencata
        (stato 1); --interactive chiede quale sia.

        Le nuove transazioni vanno dopo l'ultima transazione del primo file -f,
        con la sua impaginazione e i suoi formati degli importi; ogni altro byte
        resta com'era, e non si scrive nulla se il risultato non si rilegge
        correttamente. Qualsiasi errore nelle regole o nell'estratto conto
        (file:line:column) non scrive nulla. Stato d'uscita: 0 importato (o
        niente di nuovo), 1 rifiutato, 2 errore d'uso.
        """,
        "reconcile": """
        Esempi:
          tally reconcile checking                          # ciò che non è ancora riconciliato
          tally reconcile checking --balance 1,234.56 --date 2026-11-30
          tally reconcile checking --balance 1,234.56 --date 2026-11-30 --mark

        Mostra il saldo riconciliato del conto (registrazioni segnate *, o in
        una transazione segnata *) alla data dell'estratto conto, il saldo che
        l'estratto conto riporta e la differenza, e ogni registrazione fino a
        quella data non ancora riconciliata. Quando riconciliarle tutte fa
        coincidere i saldi, --mark (o 'y' alla domanda su un terminale) scrive
        un * prima del conto di ciascuna e non cambia nient'altro; altrimenti
        dice quanto resta inspiegato e non scrive nulla. Il conto si nomina come
        in 'tally add' (una parte qualsiasi del nome).

        Stato d'uscita: 0 quando il saldo riconciliato coincide con l'estratto
        conto (o non c'è --balance), 1 quando no, 2 per un errore d'uso.
        """,
        "edit": """
        Esempi:
        {examples}

        L'editor è $VISUAL, altrimenti $EDITOR, altrimenti vi, avviato come
        '+LINE FILE' (vi, vim, nano, emacs, micro, helix) o '-g FILE:LINE' per
        VS Code. La ricerca è la stessa di ogni report; quando corrispondono più
        transazioni si apre la più recente per data e le altre vengono elencate.
        Stato d'uscita: quello dell'editor, o 1 se nulla corrisponde.

        {query}
        """,
        "delete": """
        Esempi:
        {examples}

        Mostra ogni transazione che corrisponde con il suo file e la sua riga,
        poi chiede su un terminale; altrove elimina solo con --yes. Le righe
        delle transazioni se ne vanno, lasciando una riga vuota accanto dove
        questo mantiene l'impaginazione; ogni altro byte di ogni file resta
        com'era. I file vengono riletti prima di essere scritti, e non si scrive
        nulla se il risultato non si rilegge correttamente, se cambierebbe
        qualcos'altro, o se un file è cambiato nel frattempo.

        {query}
        """,
        "fmt": """
        Esempi:
        {examples}

        Formatta i file del registro (i FILE o i file -f e ogni file che
        includono): registrazioni rientrate allo stesso modo con gli importi che
        finiscono in una sola colonna, importi delle valute con un formato
        dichiarato ('commodity' o 'D') scritti in quel formato, un costo o
        un'asserzione a uno spazio dal suo importo e un commento a due, una riga
        vuota tra le transazioni, righe vuote all'inizio e alla fine rimosse,
        spazi finali rimossi, fine riga come nella prima riga del file. Commenti,
        tag, direttive, intestazioni, gruppi di righe vuote e l'ordine delle voci
        restano come scritti. Formattare un file formattato non cambia nulla.

        Prima di scrivere, i file formattati vengono riletti con tutto il
        registro: ogni transazione, registrazione, importo e commento deve
        leggersi uguale, altrimenti non si scrive nulla. Un registro con errori
        non viene formattato. Stato d'uscita: 0 fatto (o, con --check, già
        formattato), 1 non formattato (--check) o rifiutato, 2 errore d'uso.
        """,
        "archive": """
        Esempi:
        {examples}

        Ogni transazione del primo file -f datata prima di DATE si sposta
        nell'archivio (con le righe di commento subito sopra), e una transazione
        'Opening balances' datata DATE ne prende il posto: una registrazione
        per ogni conto di attività, passività, patrimonio netto e senza tipo con
        un saldo, ciascuna con un'asserzione di saldo, bilanciata dal conto di
        patrimonio netto (--equity, altrimenti un conto di patrimonio netto di
        nome Opening Balances, altrimenti l'unico, altrimenti
        Equity:Opening Balances). I totali di entrate e spese non vengono
        riportati, quindi un report di qualsiasi periodo da DATE in poi non
        cambia.

        Per default il file principale include l'archivio, che termina con gli
        stessi saldi chiusi al giorno DATE, letti subito prima di essere
        riaperti, così con entrambi i file ogni saldo di ogni giorno, e ogni
        report di qualsiasi periodo, è quello di prima. Con --drop il file
        principale non lo include (gli archivi più vecchi che includeva passano
        nel nuovo, e i conti ancora nominati solo da budget o obiettivi vengono
        dichiarati), e l'archivio si legge da solo; i budget allora non vedono
        più spese o riporti da prima di DATE. Budget, regole ricorrenti,
        obiettivi, prezzi e ogni altra direttiva restano nel file principale; le
        direttive che decidono come si leggono gli importi vengono copiate
        nell'archivio.

        Prima di scrivere qualsiasi cosa entrambi i file vengono riletti: il
        registro non deve avere errori, ogni transazione da DATE in poi deve
        leggersi come prima, i saldi al giorno DATE devono essere quelli
        riportati, e nessuna regola ricorrente deve perdere un pagamento (per
        questo --drop viene rifiutato quando pagamenti precedenti di una regola
        sono tra ciò che si sposta). Un file di archivio esistente viene esteso
        solo quando il registro lo legge già. Entrambi i file vengono sostituiti
        insieme o per niente.
        """,
    ]
}
