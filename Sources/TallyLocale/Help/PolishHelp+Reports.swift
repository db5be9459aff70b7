/// Polish long help of the reports (see HelpTranslations.swift).
extension PolishHelp {
    static let pages: [String: String] = reportPages.merging(viewPages) { a, _ in a }.merging(editingPages) { a, _ in a }
        .merging(filePages) { a, _ in a }

    static let reportPages: [String: String] = [
        "tally-title": "pieniądze w zwykłym tekście — sprawdza, bilansuje i raportuje dziennik",
        "tally": """
        Dziennik pochodzi z -f FILE (można powtarzać, '-' to standardowe
        wejście), inaczej ze zmiennej środowiskowej TALLY_FILE lub LEDGER_FILE,
        inaczej z pliku tally.ledger w tym folderze lub najbliższym folderze
        nad nim, a w końcu z ~/.hledger.journal.

        Uruchom 'tally help COMMAND' lub 'tally COMMAND --help', aby zobaczyć
        opcje polecenia, oraz 'tally help diagnostics', aby zobaczyć błędy i
        ostrzeżenia, jakie może dostać dziennik. 'tally --version' wypisuje
        wersję.
        """,
        "query": """
        Słowa zapytania, czytane tak jak w hledgerze (słowa oraz warunki acct:,
        desc:, status: tego samego rodzaju są alternatywami; każdy inny warunek
        musi pasować):
          WORD             nazwa konta, która je zawiera; w transakcji, w której
                           żadne konto go nie zawiera: opis, notatka, komentarze lub tagi
          acct:TEXT        nazwa konta
          desc:TEXT        opis
          payee:TEXT       odbiorca (przed '|')
          note:TEXT        notatka (po '|')
          code:TEXT        kod transakcji
          cur:EUR          waluta (cur:\\$ dla $)
          tag:NAME         ma ten tag; tag:NAME=VALUE: z wartością zawierającą VALUE
          amt:>100         wielkość kwoty > 100 (także <, <=, >=, =; amt:<-20 porównuje ze znakiem)
          date:PERIOD      w okresie (jak -p); date2:PERIOD według daty dodatkowej
          status:* ! ''    rozliczone, oczekujące, bez oznaczenia
          real: / real:0   zapisy rzeczywiste / wirtualne
          depth:N          (balance, breakdown) dodaje głębsze konta do poziomu N
          cat:NAME         w kategorii (jak --category)
          not:TERM         pomija to, co pasuje do TERM
        Wielkość liter nie ma znaczenia. Słowo bez znaków diakrytycznych je pomija
        (zolty znajduje żółty, bun cha znajduje Bún chả); słowo ze znakami musi się
        z nimi zgadzać (żółty nie znajduje zolty). Tekst rozłożony (jak na macOS) to
        ten sam tekst.
        """,
        "check": """
        Kod wyjścia: 0, gdy dziennik nie ma błędów (ostrzeżenia są dozwolone),
        1, gdy ma błędy, 2 przy błędnym użyciu. Każdy problem jest zgłaszany w
        jednym przebiegu jako FILE:LINE:COLUMN: error: MESSAGE [id], z wierszem
        źródła, znakiem ^ i wskazówką. Budżety też są sprawdzane: brak ceny,
        której budżet potrzebuje do przeliczenia wydatków, jest błędem
        (missing-price).

        W dzienniku, który deklaruje konta (dowolna dyrektywa account lub
        category), konto, którego nikt nie zadeklarował, daje ostrzeżenie
        (undeclared-account) z najbliższą zadeklarowaną nazwą (Expenses:Fodo:
        czy chodziło o Expenses:Food?). Podkonta kategorii nie wymagają
        deklaracji. --strict lub wiersz 'strict' w dzienniku sprawia, że każde
        niezadeklarowane konto jest błędem.
        """,
        "balance": """
        Przykłady:
        {examples}

        Słowo pasuje do dowolnej części nazwy konta, bez względu na wielkość
        liter; ^ i $ je zakotwiczają. --flat pokazuje własne zapisy każdego
        konta (bez podkont), więc wiersze całego dziennika sumują się do zera.

        --forecast dodaje niezaksięgowane jeszcze wystąpienia reguł cyklicznych,
        od dziś do końca okresu (albo na sześć miesięcy naprzód, albo do
        --forecast=UNTIL). Kwoty, które je zawierają, zaczynają się od ~; CSV
        dostaje kolumnę forecast, a JSON tablicę forecast z tą częścią każdej
        kwoty.

        Z -D, -W, -M, -Q, -Y lub interwałem w -p ('every 2 weeks from
        2026-01-05', 'monthly in 2026') jest jedna kolumna na okres: zmiana w
        każdym okresie, z --cumulative saldo od pierwszego okresu, a z
        --historical saldo na koniec każdego okresu. Konta są płaskie, chyba że
        podano --tree. Bez dat kolumny biegną od pierwszego do ostatniego
        pasującego zapisu. -O csv|tsv zapisuje account,commodity,<okres…> (bez
        wiersza sumy: wiersze się sumują), podobnie -O json|html. Terminal zbyt
        wąski na wszystkie kolumny pokazuje najnowsze i mówi, ile starszych
        pominął.

        {query}
        """,
        "register": """
        Przykłady:
        {examples}

        Długie opisy i nazwy kont są skracane, aby zmieściły się w terminalu
        (COLUMNS, inaczej szerokość terminala, inaczej 80 kolumn).

        --forecast dodaje niezaksięgowane jeszcze wystąpienia reguł cyklicznych,
        od dziś do końca okresu (albo na sześć miesięcy naprzód, albo do
        --forecast=UNTIL); ich opisy zaczynają się od ~, a CSV i JSON dostają
        pole forecast (true lub false).

        {query}
        """,
        "print": """
        Każda kwota jest wypisana (także wywnioskowane), w kolejności dat, z
        zachowaniem kosztów, asercji salda i komentarzy. Transakcja jest
        drukowana, gdy którykolwiek jej zapis pasuje do zapytania.

        --plain zapisuje cały dziennik (z rozwiniętymi plikami include) dla
        hledgera i ledgera: każdą walutę zadeklarowaną z jej separatorem
        dziesiętnym, kategorie jako dyrektywy `account` z tagiem `type:`, ceny
        rynkowe i kwoty bez separatorów tysięcy. Budżety, reguły cykliczne i
        cele są pomijane (komentarz na początku podaje ich liczbę). hledger
        czyta wynik z takimi samymi saldami jak Tally:
        tally print --plain | hledger -f - bal

        --match DESC drukuje jedną transakcję, której opis najbardziej
        przypomina DESC (wspólne pary liter, punktowane jak w hledgerze; przy
        równych najnowszą), spośród wybranych przez zapytanie; gdy żadna nie
        jest podobna, kod wyjścia to 1.

        {query}
        """,
        "budget": """
        Przykłady:
        {examples}

        Każdy wiersz to cały okres budżetu. Okres wychodzący poza daty raportu
        jest pokazany w całości (cały budżet i wszystkie jego wydatki) i
        oznaczony '~'. Przeniesienia do okresu zależą tylko od dziennika, nigdy
        od -b ani -p. -M, -Q i -Y sumują okresy każdego budżetu zaczynające się
        w tym samym miesiącu, kwartale lub roku kalendarzowym (bez -p: w tym
        roku). Wydatki w innej walucie są przeliczane po ostatniej cenie z dnia
        zapisu lub wcześniejszej; brak ceny jest błędem. Tekst pomija kolumny
        przeniesione i dostępne, gdy nic nie jest przenoszone (dostępne to
        wtedy budżet); CSV i JSON mają je zawsze.

        --forecast liczy jako wydatki niezaksięgowane jeszcze wystąpienia reguł
        cyklicznych, od dziś do końca dat raportu (albo na sześć miesięcy
        naprzód, albo do --forecast=UNTIL); takie kwoty zaczynają się od ~, a
        CSV i JSON podają prognozowaną część wydatków każdego okresu.
        """,
        "alerts": """
        Przykłady:
        {examples}

        Wypisuje każdy próg przekroczony w bieżącym okresie każdego budżetu
        (okresie zawierającym dzisiejszy dzień, licząc wydatki do dziś
        włącznie), z dniem przekroczenia i tempem: "w tym tempie Food osiągnie
        100% 2026-11-24".

        Kod wyjścia: 0 nic nie przekroczono, 1 przekroczono próg ostrzeżenia,
        3 budżet przekroczony, 2 błędne użycie, 4 dziennik ma błędy (nic nie
        sprawdzono). --fail-on over kończy z kodem 0, chyba że budżet jest
        przekroczony; --fail-on never zawsze kończy z kodem 0, gdy dziennik
        został przeczytany.

        Wypisywane są też rachunki: każda reguła z wystąpieniami po terminie
        (ostrzeżenie) i każde wystąpienie przypadające dziś lub w czasie
        przypomnienia 'remind' reguły (informacja). --fail-on upcoming kończy z
        kodem 5, gdy żaden próg nie jest przekroczony i nic nie jest po
        terminie, ale zbliża się rachunek, aby zadanie cron ostrzegło przed
        terminem.
        """,
        "categories": """
        Przykłady:
        {examples}

        Kategoria to konto wydatków lub przychodów: wszystko pod Expenses lub
        Income, pod kontem zadeklarowanym z 'type:expense' lub 'type:income',
        albo zadeklarowane wierszem 'category' (który dodaje nazwę, kolor i
        ikonę). Konta najwyższego poziomu z zapisami, ale bez typu, nie są
        kategoriami; każde z nich jest zgłaszane ostrzeżeniem.
        """,
        "goals": """
        Przykłady:
        {examples}

        Postęp celu to saldo jego konta (z podkontami) na dzisiejszy dzień, w
        walucie celu; inne waluty liczą się po ich ostatniej cenie. Kwota
        miesięczna to to, czego brakuje, podzielone na miesiące kalendarzowe do
        daty celu, łącznie z bieżącym, zaokrąglone w górę. Przewidywana data
        przedłuża średnią zmianę z ostatnich 3 miesięcy, albo od początku
        dziennika, gdy jest młodszy (bez sald otwarcia i przelewów z konta
        kapitału).
        """,
        "summary": """
        Przykłady:
        {examples}

        Zmiany są liczone względem poprzedniego okresu tej samej długości
        (miesiąc przed miesiącem, kwartał przed kwartałem, inaczej tyle samo
        dni); gdy okres trwa, jego dotychczasowe dni względem tylu samo dni
        poprzedniego okresu. Średnie dzielą wydatki od początku okresu (lub
        pierwszej transakcji dziennika) do dziś przez te dni; miesiąc liczy się
        jako jego część dni. Salda to salda aktywów i zobowiązań na koniec
        okresu. Bez -p okresem jest bieżący miesiąc.

        {query}
        """,
    ]
}
