/// Polish long help of trend, breakdown, prices, report and the editor and shell tools (see HelpTranslations.swift).
extension PolishHelp {
    static let viewPages: [String: String] = [
        "trend": """
        Przykłady:
        {examples}

        Pojawia się każdy okres raportu, także te, w których nic nie ma. Bez -p
        raport biegnie od pierwszej do ostatniej transakcji dziennika. Słupek
        pokazuje wydatki każdego okresu; z --by category zamiast tego jest
        jedna kolumna na kategorię główną (wydatki lub przychody z --income), a
        najmniejsze trafiają do Other, gdy terminal jest zbyt wąski.

        {query}
        """,
        "breakdown": """
        Przykłady:
        {examples}

        Każda kategoria pokazuje swoją kwotę, udział w sumie i słupek; jej
        podkategorie są wcięte pod nią, od największej. Kategorie to konta
        zadeklarowane przez 'category', inaczej konta tuż pod Expenses i Income.
        Bez -p okresem jest bieżący miesiąc.

        {query}
        """,
        "prices": """
        Przykłady:
        {examples}

        Każdy wiersz to jeden kurs, tak jak go zapisano: wiersz P (source P) lub
        zapis z kosztem (source cost), w swojej dacie. Raporty przeliczane z
        -X CUR używają ostatniego kursu z danego dnia lub wcześniejszego albo
        odwrotności kursu zapisanego w drugą stronę; dodaj --explain do takiego
        raportu, aby zobaczyć, których.

        --fetch czyta kursy referencyjne Europejskiego Banku Centralnego
        (bezpłatne, bez klucza) i dopisuje wiersze 'P DATE EUR RATE CUR' (jedno
        euro jest warte RATE CUR) dla walut używanych w dzienniku, przez
        sprawdzony zapis do pierwszego pliku dziennika. Każdy dzień z operacją w
        takiej walucie dostaje kursy ostatniego dnia roboczego banku nie
        późniejszego niż on (w weekendy i święta kursów nie ma), a ostatni
        odczytany dzień też; --monthly zamiast tego zapisuje jeden zestaw na
        miesiąc (jego ostatni dzień roboczy banku), a --since DATE pomija
        wcześniejsze operacje. Kursy, które dziennik już ma, nie są zapisywane
        ponownie: drugie pobranie nic nie dodaje. Bez --source pobiera przez
        curl dzienny plik banku, plik z 90 dni albo pełną historię, zależnie od
        potrzebnych dni. --source przyjmuje URL http(s), URL file:// lub ścieżkę
        (XML banku albo wiersze 'P DATE EUR RATE CUR' dla waluty, której bank
        nie ma, np. VND) i można je powtórzyć. Brak sieci, brak pliku lub plik,
        który nie zawiera kursów, to błąd (kod wyjścia 1), a dziennik zostaje
        taki, jaki był.
        """,
        "report": """
        Przykłady:
        {examples}

        Strona zawiera liczby podsumowania, wykres pierścieniowy wydatków według
        kategorii w kolorach kategorii, przychody i wydatki według miesięcy,
        postęp budżetów i celów oraz salda. To jeden plik z wbudowanymi stylami
        i SVG: bez skryptów i bez pobierania czegokolwiek z sieci. Czyta się ją
        na telefonie (390 pikseli szerokości) tak jak na komputerze, w trybie
        jasnym i ciemnym. Bez -p okresem jest bieżący rok; wykres zaczyna się od
        pierwszego miesiąca dziennika, a miesiące po bieżącym są pomijane, chyba
        że coś się w nich wydarzyło.

        {query}
        """,
        "lsp": """
        Mówi protokołem Language Server Protocol na standardowym wejściu i
        wyjściu; uruchamia go edytor (zob. editors/ i rozdział README "In the
        editor and the shell"). Otwarty plik jest sprawdzany tak, jak sprawdza
        go `tally check`, razem z plikami, które dołącza; gdy TALLY_FILE (lub
        LEDGER_FILE) wskazuje dziennik, który dołącza otwarty plik, sprawdzany
        jest ten dziennik. Oferuje diagnostykę, uzupełnianie, podpowiedzi po
        najechaniu, przejście do definicji, odwołania, formatowanie (jak
        tally fmt), symbole dokumentu, zwijanie i szybkie poprawki. Problemy z
        połączeniem są zapisywane na standardowe wyjście błędów.
        """,
        "completions": """
        Przykłady:
        {examples}

        Uzupełnia polecenia i ich aliasy, opcje każdego polecenia, wartości
        opcji (--color, -O, okresy, daty, pliki po -f) oraz nazwy z dziennika
        (z -f w wierszu poleceń, inaczej z TALLY_FILE lub LEDGER_FILE): konta i
        kategorie dla zapytań i add, waluty po -X. Skrypt jest budowany z samych
        poleceń, więc zna każde polecenie i opcję tego tally, które go
        wydrukowało.

        'tally completions names accounts|commodities [-f FILE]…' wypisuje te
        nazwy po jednej w wierszu; skrypty go wywołują.
        """,
    ]
}
