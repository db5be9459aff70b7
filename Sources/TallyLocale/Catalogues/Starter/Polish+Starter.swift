/// The starter ledger's comments and the names of its accounts and categories in Polski.
extension Polish {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "Moje pieniądze jako zwykły tekst: dziennik Tally, założony {1}."
        case .howTo: return "Wiersze zaczynające się od ; to komentarze dla ciebie; Tally je pomija.\nEdytuj ten plik w dowolnym edytorze tekstu, potem uruchom:"
        case .checkLine: return "czy się wczytuje? (każdy błąd z numerem wiersza)"
        case .balanceLine: return "ile jest na każdym koncie i w każdej kategorii"
        case .budgetLine: return "jak idą budżety w tym miesiącu"
        case .fileVariable: return "Ustaw TALLY_FILE na ścieżkę tego pliku, a -f FILE będzie można pominąć."
        case .money: return "Waluta zapisów: {1}, wyświetlana jako {2}."
        case .accounts: return "Konta: gdzie są twoje pieniądze albo co jesteś winien."
        case .categories: return "Kategorie: na co wydajesz i skąd przychodzą pieniądze."
        case .categoriesHelp: return "Między kontem a resztą wstaw DWIE spacje. Zmieniaj nazwy, dodawaj\ni usuwaj śmiało: każde konto pod Expenses lub Income jest kategorią\nteż bez wiersza tutaj; wiersz dodaje nazwę, kolor i ikonę."
        case .budgets: return "Budżety: limit na okres."
        case .budgetsHelp: return "Okresy: weekly, monthly, quarterly, yearly, every N days|weeks|months.\n\"warn\" ustala, kiedy `tally alerts` ostrzega (domyślnie 80% i 100%);\n\"rollover\" przenosi to, co zostało w tym miesiącu, na następny."
        case .transactions: return "Transakcje: data, opis, potem wcięte wiersze, każdy z kontem i kwotą\noddzielonymi DWIEMA lub więcej spacjami. Kwoty sumują się do zera;\npomiń jedną, a Tally ją obliczy. Usuń \"; \" z początku tych wierszy,\nby ich użyć."
        case .openingBalances: return "Bilans otwarcia"
        case .lunch: return "Obiad"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "Gotówka"
        case .checking: return "Konto bankowe"
        case .eWallet: return "Portfel elektroniczny"
        case .creditCard: return "Karta kredytowa"
        case .openingBalances: return "Bilans otwarcia"
        case .food: return "Jedzenie"
        case .transport: return "Transport"
        case .shopping: return "Zakupy"
        case .entertainment: return "Rozrywka"
        case .health: return "Zdrowie"
        case .education: return "Edukacja"
        case .housing: return "Mieszkanie"
        case .bills: return "Rachunki"
        case .other: return "Inne"
        case .salary: return "Wynagrodzenie"
        case .bonus: return "Premia"
        case .investment: return "Inwestycje"
        case .sideJob: return "Praca dodatkowa"
        case .otherIncome: return "Inne przychody"
        }
    }
}
