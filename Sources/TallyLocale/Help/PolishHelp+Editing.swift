/// Polish long help of the commands that write (see HelpTranslations.swift).
extension PolishHelp {
    static let editingPages: [String: String] = [
        "init": """
        Przykłady:
        {examples}

        FILE to domyślnie $TALLY_FILE, inaczej tally.ledger w tym folderze.
        Istniejący plik nigdy nie jest nadpisywany. Nowy plik zawiera typowe
        kategorie wydatków i przychodów, konta gotówki, rachunku bieżącego,
        portfela elektronicznego i karty kredytowej, miesięczny budżet na
        jedzenie oraz dwie przykładowe transakcje do skopiowania. W języku
        użytkownika (--lang, inaczej LC_ALL, LC_MESSAGES, LANG) kategorie i
        konta dostają nazwy w tym języku (Expenses:Ăn uống, Expenses:식비,
        Expenses:餐饮, Expenses:Alimentari, Expenses:Jedzenie), plik wiersz
        'lang', a waluta jest tą zwyczajową, w jej zapisie: 1.000.000 VND,
        1,000 KRW, 1,000.00 CNY, 1.000,00 EUR, 1 000,00 PLN.

        Z --journal EXISTING zapisuje zamiast tego plan Tally dla dziennika,
        który już prowadzisz w hledgerze lub ledgerze: plik, który dołącza
        EXISTING bez zmian, z kategorią dla każdego z jego kont przychodów i
        wydatków oraz pustą sekcją budżetów. hledger i ledger dalej czytają
        EXISTING; Tally czyta plan (tally balance -f FILE).
        """,
        "due": """
        Przykłady:
        {examples}

        Wystąpienie jest zaksięgowane, gdy komentarz transakcji ma tag
        recurring:NAME, a data mieści się w połowie okresu reguły od terminu
        (najwyżej 31 dni), lub gdy ma też tag due:DATE. 'tally post-due' je
        księguje. Bez --within każda reguła jest wypisywana, gdy tylko zaczyna
        się jej czas przypomnienia 'remind' (3 dni, jeśli reguła nie mówi
        inaczej).

        Kod wyjścia: 1, gdy coś jest po terminie (aby zadanie cron mogło
        przypomnieć) lub dziennik ma błędy, w przeciwnym razie 0, 2 przy
        błędnym użyciu.

        Transakcja bez tagu też opłaca wystąpienie, gdy ma zapisy reguły (te
        same konta i te same kwoty albo w granicach ~N% reguły) i jest datowana
        najwyżej tydzień od terminu: rachunki wpisane ręcznie lub
        zaimportowane nie są po terminie. Wystąpienia opłacone w ostatnich 31
        dniach są wypisywane z datą i wierszem płatności.

        --fail-on upcoming kończy też z kodem 5, gdy nic nie jest po terminie,
        ale coś przypada w czasie przypomnienia; --fail-on never zawsze 0.
        """,
        "post-due": """
        Przykłady:
        {examples}

        Każde nieopłacone wystąpienie każdej aktywnej reguły, do podanej daty
        (dziś, o ile --through nie mówi inaczej), staje się transakcją w dniu
        terminu, opisaną nazwą reguły, z tagami recurring:NAME i due:DATE oraz
        zapisami reguły w takiej postaci, w jakiej je zapisano. Ponowne
        uruchomienie nic nie dodaje: tagi oznaczają je jako zaksięgowane.

        Transakcje są dopisywane do pierwszego pliku dziennika (-f, inaczej
        TALLY_FILE lub LEDGER_FILE); nic innego w nim się nie zmienia. Nowy
        plik jest ponownie czytany razem z całym dziennikiem, zanim zastąpi
        stary, przez plik tymczasowy w tym samym folderze, więc niepowodzenie
        zostawia plik bez zmian. Dziennik z błędami jest odrzucany, zanim
        cokolwiek zostanie zapisane.

        O więcej niż 31 wystąpień jednej reguły lub więcej niż 100 łącznie
        program pyta na terminalu (podając liczbę dla każdej reguły), a gdzie
        indziej odmawia bez --yes: inaczej reguła, której 'from' sięga lat
        wstecz, zapełniłaby dziennik za jednym razem.
        """,
        "export": """
        Przykłady:
        {examples}

        Kolumny: date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line.
        Daty są w formacie ISO (2026-03-01); kwoty to zwykłe liczby dziesiętne z
        '.' i bez separatorów tysięcy; waluta ma własną kolumnę; kolumny
        przeliczone są wypełniane przy -X. Tekst, który arkusz kalkulacyjny
        wykonałby jako formułę (zaczynający się od =, +, @, tabulatora, powrotu
        karetki lub -, gdy nie jest liczbą), jest zapisywany z ' na początku.

        -O xlsx (lub -o FILE.xlsx) zapisuje skoroszyt Office Open XML, który
        otwierają Excel, LibreOffice i Arkusze Google: jeden arkusz z tymi
        samymi kolumnami, wiersz nagłówka zablokowany i z filtrem, daty jako
        daty, kwoty jako liczby ze wszystkimi cyframi, wyświetlane z miejscami
        dziesiętnymi waluty, tekst jako tekst (nigdy formuła). Skoroszyt jest
        zapisywany do pliku lub na standardowe wyjście, gdy nie jest ono
        terminalem. -O journal zapisuje pasujące transakcje jako zwykły tekst
        dziennika ledger/hledger, tak jak print --plain. -o FILE zapisuje
        dowolny format do FILE (atomowo: czytelnik nigdy nie widzi połowy
        pliku).

        --excel zapisuje CSV dla arkusza kalkulacyjnego: ze znacznikiem
        kolejności bajtów UTF-8 (jak --bom), a tam, gdzie język (--lang, inaczej
        LANG) używa przecinka dziesiętnego (vi, it, pl), z polami oddzielonymi
        ';' i kwotami w postaci 1234,56, jak oczekują Excel i LibreOffice w tym
        języku. Samo -o FILE.csv zapisuje zwykły CSV w UTF-8 bez znacznika, dla
        skryptów.

        {query}
        """,
        "add": """
        Przykłady:
        {examples}

        Kategorię i konta znajduje dowolna jednoznaczna część ich nazwy ("food"
        znajduje Expenses:Food, "ex:gro" Expenses:Groceries), bez względu na
        wielkość liter i znaki diakrytyczne; znajduje się też bliska literówka.
        Pełna nazwa z ':', która do niczego nie pasuje, zakłada nowe konto. Gdy
        nazwa pasuje do kilku, Tally pyta na terminalu, a gdzie indziej je
        wypisuje i kończy.

        Data to dziś, chyba że podano ją na początku (2026-11-20, yesterday).
        Brakująca kategoria lub konto pochodzi z ostatniej transakcji o tym
        samym opisie; inaczej kontem jest to, z którego wyszedł ostatni wydatek
        (na które wpłynął ostatni przychód, dla przychodów), a w nowym
        dzienniku pierwsze zadeklarowane konto aktywów. Goła kwota jest w
        walucie, której to konto użyło ostatnio, lub w pierwszej walucie
        zadeklarowanej w dzienniku. Kwota jest czytana tak, jak czyta ją plik
        (85.000 to osiemdziesiąt pięć tysięcy przy 'decimal-mark ,'), i
        zapisywana w stylu jej waluty.

        Transakcja trafia po ostatniej transakcji pierwszego pliku -f, po
        pustym wierszu, z wcięciem, kolumną kwot i końcami wierszy tego pliku;
        każdy inny bajt zostaje bez zmian. Nowy tekst jest ponownie czytany z
        całym dziennikiem przed zapisem i nic nie jest zapisywane, jeśli nie
        czyta się poprawnie. Potem każdy budżet, do którego liczy się
        transakcja, jest pokazywany dla swojego okresu, z ostrzeżeniem, gdy
        jest przekroczony:
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet nic nie drukuje. Kod wyjścia: 0 dodano, 1 anulowano lub
        odmówiono, 2 błędne użycie.
        """,
        "import": """
        Przykłady:
        {examples}

        Plik reguł to język reguł CSV hledgera (zob. rules.md): skip, fields,
        date-format, separator, decimal-mark, currency, amount,
        amount-in/amount-out, balance, account1/account2…, description, comment,
        bloki if i tabele. Bez --rules jest to STATEMENT.rules obok wyciągu
        (march.csv.rules), inaczej najdłuższy NAME.rules w folderze rules/ obok
        dziennika, którego NAME rozpoczyna nazwę pliku wyciągu.

        Wiersze, które dziennik już zawiera (ta sama data, konto i kwota oraz
        ten sam opis lub kod), są pomijane i liczone: dwa równe wiersze wobec
        jednej takiej transakcji dodają jedną. Wiersz, który trafia do
        expenses:unknown lub income:unknown, dostaje kategorię ostatniej
        transakcji o tym samym opisie, tak jak znajduje ją 'add'; podsumowanie
        wypisuje te domysły.

        Wiersz, którego nie ma, ale którego konto i kwotę ma transakcja w ciągu
        3 dni (--match-days N; 0 nigdy), jest tą płatnością, wpisaną ręcznie lub
        z drugiego wyciągu przelewu: jej zapis zostaje oznaczony jako uzgodniony
        i otagowany import:KEY, a nie dodany ponownie. Gdy dwie transakcje są
        podobne, wiersz jest pomijany i wypisywany (kod 1); --interactive pyta,
        która to.

        Nowe transakcje trafiają po ostatniej transakcji pierwszego pliku -f, w
        jego układzie i stylach kwot; każdy inny bajt zostaje bez zmian, a nic
        nie jest zapisywane, jeśli wynik nie czyta się poprawnie. Każdy błąd w
        regułach lub wyciągu (file:line:column) oznacza, że nic nie zostaje
        zapisane. Kod wyjścia: 0 zaimportowano (lub nic nowego), 1 odmówiono,
        2 błędne użycie.
        """,
        "reconcile": """
        Przykłady:
          tally reconcile checking                          # co nie jest jeszcze uzgodnione
          tally reconcile checking --balance 1,234.56 --date 2026-11-30
          tally reconcile checking --balance 1,234.56 --date 2026-11-30 --mark

        Pokazuje saldo uzgodnione konta (zapisy oznaczone *, albo w transakcji
        oznaczonej *) na dzień wyciągu, saldo z wyciągu i różnicę oraz każdy
        zapis do tego dnia, który nie jest uzgodniony. Gdy uzgodnienie ich
        wszystkich wyrównuje salda, --mark (albo 'y' na pytanie w terminalu)
        wpisuje * przed kontem każdego takiego zapisu i niczego więcej nie
        zmienia; gdy nie wyrównuje, mówi, ile pozostaje niewyjaśnione, i nic nie
        zapisuje. Konto podaje się jak w 'tally add' (dowolna część nazwy).

        Kod wyjścia: 0, gdy saldo uzgodnione zgadza się z wyciągiem (lub nie
        podano --balance), 1, gdy nie, 2 przy błędnym użyciu.
        """,
        "edit": """
        Przykłady:
        {examples}

        Edytorem jest $VISUAL, inaczej $EDITOR, inaczej vi, uruchamiany jako
        '+LINE FILE' (vi, vim, nano, emacs, micro, helix) lub '-g FILE:LINE' dla
        VS Code. Zapytanie jest takie samo jak w każdym raporcie; gdy pasuje
        kilka transakcji, otwierana jest najnowsza według daty, a pozostałe są
        wypisywane. Kod wyjścia: edytora lub 1, gdy nic nie pasuje.

        {query}
        """,
        "delete": """
        Przykłady:
        {examples}

        Pokazuje każdą pasującą transakcję z jej plikiem i wierszem, po czym
        pyta na terminalu; gdzie indziej usuwa tylko z --yes. Wiersze transakcji
        znikają, z jednym pustym wierszem obok, gdy to zachowuje układ; każdy
        inny bajt każdego pliku zostaje bez zmian. Pliki są ponownie czytane
        przed zapisem i nic nie jest zapisywane, jeśli wynik nie czyta się
        poprawnie, jeśli zmieniłoby się cokolwiek innego lub jeśli plik w
        międzyczasie się zmienił.

        {query}
        """,
    ]
}
