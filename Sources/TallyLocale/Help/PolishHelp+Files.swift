/// Polish long help of fmt and archive (see HelpTranslations.swift).
extension PolishHelp {
    static let filePages: [String: String] = [
        "fmt": """
        Przykłady:
        {examples}

        Formatuje pliki dziennika (pliki FILE lub -f i każdy plik, który
        dołączają): zapisy wcięte jednakowo, z kwotami kończącymi się w jednej
        kolumnie, kwoty walut z zadeklarowanym stylem ('commodity' lub 'D')
        zapisane w tym stylu, koszt lub asercja jedną spację za kwotą, a
        komentarz dwie, jeden pusty wiersz między transakcjami, puste wiersze
        na początku i końcu usunięte, końcowe odstępy usunięte, końce wierszy
        jak w pierwszym wierszu pliku. Komentarze, tagi, dyrektywy, nagłówki,
        grupy pustych wierszy i kolejność wpisów zostają tak, jak je zapisano.
        Formatowanie sformatowanego pliku niczego nie zmienia.

        Przed zapisem sformatowane pliki są ponownie czytane z całym
        dziennikiem: każda transakcja, zapis, kwota i komentarz muszą czytać się
        tak samo, inaczej nic nie jest zapisywane. Dziennik z błędami nie jest
        formatowany. Kod wyjścia: 0 gotowe (lub, z --check, już sformatowane),
        1 niesformatowane (--check) lub odmówiono, 2 błędne użycie.
        """,
        "archive": """
        Przykłady:
        {examples}

        Każda transakcja pierwszego pliku -f z datą przed DATE przechodzi do
        archiwum (z wierszami komentarza tuż nad nią), a jej miejsce zajmuje
        transakcja 'Opening balances' z datą DATE: jeden zapis dla każdego
        konta aktywów, zobowiązań, kapitału i konta bez typu, które ma saldo,
        każdy z asercją salda, zbilansowane kontem kapitału (--equity, inaczej
        konto kapitału o nazwie Opening Balances, inaczej jedyne konto
        kapitału, inaczej Equity:Opening Balances). Sumy przychodów i wydatków
        nie są przenoszone, więc raport dowolnego okresu od DATE się nie
        zmienia.

        Domyślnie plik główny dołącza archiwum, które kończy się tymi samymi
        saldami zamkniętymi w dniu DATE, czytanymi tuż przed ich ponownym
        otwarciem, więc z oboma plikami każde saldo każdego dnia i każdy raport
        dowolnego okresu są takie jak przedtem. Z --drop plik główny go nie
        dołącza (starsze archiwa, które dołączał, przechodzą do nowego, a konta,
        które nazywają już tylko budżety lub cele, są deklarowane), a archiwum
        czyta się samodzielnie; budżety nie widzą wtedy wydatków ani przeniesień
        sprzed DATE. Budżety, reguły cykliczne, cele, ceny i wszystkie inne
        dyrektywy zostają w pliku głównym; dyrektywy, które decydują o tym, jak
        czytać kwoty, są kopiowane do archiwum.

        Zanim cokolwiek zostanie zapisane, oba pliki są ponownie czytane:
        dziennik nie może mieć błędów, każda transakcja od DATE musi czytać się
        jak wcześniej, salda w dniu DATE muszą być tymi przeniesionymi, a żadna
        reguła cykliczna nie może stracić płatności (dlatego --drop jest
        odrzucane, gdy wcześniejsze płatności reguły są wśród przenoszonych).
        Do istniejącego pliku archiwum dopisuje się tylko wtedy, gdy dziennik
        już go czyta. Oba pliki są zastępowane razem albo wcale.
        """,
    ]
}
