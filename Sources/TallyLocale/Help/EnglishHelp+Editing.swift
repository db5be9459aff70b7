/// English long help of init, due, post-due, export and the commands that change the journal (see HelpTranslations.swift).
extension EnglishHelp {
    static let editingPages: [String: String] = [
        "init": """
        Examples:
          tally init                        # writes tally.ledger here
          tally init money.ledger --currency VND
          tally init ~/ledger/main.ledger --currency '€'

        FILE defaults to $TALLY_FILE, else tally.ledger in this folder. An
        existing file is never overwritten. The new file holds the usual
        expense and income categories, cash, checking, e-wallet and credit-card
        accounts, a monthly food budget, and two example transactions to copy.
        In the user's language (--lang, else LC_ALL, LC_MESSAGES, LANG) the
        categories and accounts get its names (Expenses:Ăn uống, Expenses:식비,
        Expenses:餐饮, Expenses:Alimentari, Expenses:Jedzenie), the file a 'lang'
        line, and the currency its usual one and style: 1.000.000 VND,
        1,000 KRW, 1,000.00 CNY, 1.000,00 EUR, 1 000,00 PLN.

        With --journal EXISTING it writes Tally's plan for a journal you already
        keep with hledger or ledger instead: a file that includes EXISTING
        unchanged, with a category for each of its income and expense accounts
        and an empty budget section. hledger and ledger go on reading EXISTING;
        Tally reads the plan (tally balance -f FILE).
        """,
        "due": """
        Examples:
          tally due -f household.ledger
          tally due --within 2w             # everything due in the next two weeks
          tally due -O json                 # for scripts and notifications

        An occurrence is recorded when a transaction's comment has the tag
        recurring:NAME, dated within half the rule's period of the due date (at
        most 31 days), or tagged due:DATE too. 'tally post-due' records them.
        Without --within, each rule is listed as soon as its 'remind' lead time
        (3 days unless the rule says) begins.

        Exit status: 1 when something is overdue (so a cron job can remind you)
        or the journal has errors, 0 otherwise, 2 on a usage error.

        A transaction without a tag pays an occurrence too when it has the
        rule's postings (the same accounts, and the same amounts or within the
        rule's ~N%) and is dated within a week of the due date: bills typed by
        hand or imported are not overdue. The occurrences paid in the last 31
        days are listed with the date and line of their payment.

        --fail-on upcoming also exits 5 when nothing is overdue but something
        falls due within its reminder time; --fail-on never always exits 0.
        """,
        "post-due": """
        Examples:
          tally post-due --dry-run          # show what would be added
          tally post-due                    # record everything due up to today
          tally post-due --through 2026-12  # and what falls due this December

        Each unpaid occurrence of every active rule, up to the date (today unless
        --through says), becomes a transaction on its due date, described by the
        rule's name, tagged recurring:NAME and due:DATE, with the rule's postings
        as written. Running it again adds nothing: the tags mark them recorded.

        The transactions are appended to the first journal file (-f, else
        TALLY_FILE or LEDGER_FILE); nothing else in it changes. The new file is
        read back with the whole journal before it replaces the old one, through
        a temporary file in the same folder, so a failure leaves the file as it
        was. A journal with errors is refused before anything is written.

        More than 31 occurrences of one rule, or more than 100 in all, are
        asked about on a terminal (naming the count of each rule) and refused
        elsewhere unless --yes is given: a rule whose 'from' lies years back
        would otherwise fill the journal in one go.
        """,
        "export": """
        Examples:
          tally export -f household.ledger > postings.csv
          tally export -p 2026 --expenses -O tsv
          tally export -X EUR tag:trip -O json
          tally export -p 2026 -o postings-2026.xlsx

        Columns: date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line.
        Dates are ISO (2026-03-01); amounts are plain decimals with '.' and no
        digit groups; the commodity has its own column; the converted columns
        are filled with -X. Text that a spreadsheet would run as a formula
        (starting with =, +, @, a tab, a carriage return, or - when not a
        number) is written with a ' in front.

        -O xlsx (or -o FILE.xlsx) writes an Office Open XML workbook that Excel,
        LibreOffice and Google Sheets open: one sheet with the same columns,
        the header row frozen and filtered, dates as dates, amounts as numbers
        with every digit and shown with the commodity's decimals, text as text
        (never a formula). A workbook is written to a file, or to standard
        output when that is not a terminal. -O journal writes the matching
        transactions as plain ledger/hledger journal text, as print --plain
        does. -o FILE writes any format to FILE
        (atomically: a reader never sees half a file).

        --excel writes CSV for a spreadsheet: a UTF-8 byte-order mark (as --bom),
        and where the language (--lang, else LANG) writes a decimal comma (vi,
        it, pl) fields separated by ';' and amounts as 1234,56, as Excel and
        LibreOffice in that locale expect. -o FILE.csv alone writes plain
        UTF-8 CSV without a mark, for scripts.

        {query}
        """,
        "add": """
        Examples:
          tally add "Phở Hà Nội" 85000 VND food --from cash
          tally add yesterday Starbucks 4.50 coffee --tag with:Lan
          tally add Starbucks 4.50                    # category and account as last time
          tally add Salary 3000 salary --to checking  # income
          tally add "To savings" 200 --to savings     # a transfer from the usual account
          tally add                                   # on a terminal: asks for each field

        The category and accounts are found by any unique part of their names
        ("food" finds Expenses:Food, "ex:gro" Expenses:Groceries), ignoring case
        and accents; a close misspelling is found too. A full name with ':' that
        matches nothing starts a new account. When a name matches several, Tally
        asks on a terminal and otherwise lists them and stops.

        The date is today unless one is given first (2026-11-20, yesterday). A
        missing category or account is taken from the last transaction with the
        same description; else the account is the one the latest spending came
        from (the latest income went to, for income), or in a new journal the
        first asset account it declares. A bare amount is in the commodity that
        account last used, or the first commodity the journal declares. The amount is read as the file reads
        it (85.000 is eighty-five thousand under 'decimal-mark ,') and written
        in its commodity's style.

        The transaction goes after the last transaction of the first -f file,
        after a blank line, in that file's indentation, amount column and line
        endings; every other byte stays as it was. The new text is read back
        with the whole journal before it is written, and nothing is written if
        it would not read cleanly. Then each budget the transaction counts
        toward is shown for its period, with a warning when it is over:
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet prints nothing. Exit status: 0 added, 1 cancelled or refused,
        2 usage error.
        """,
        "import": """
        Examples:
          tally import march.csv --rules vietcombank.rules -f main.journal
          tally import alipay.csv --dry-run             # print the transactions; no journal needed
          tally import march.csv                        # rules from march.csv.rules, or rules/NAME.rules
          tally import march.csv --rules-wizard         # asks which column is what, writes march.csv.rules

        The rules file is hledger's CSV rules language (see rules.md): skip,
        fields, date-format, separator, decimal-mark, currency, amount,
        amount-in/amount-out, balance, account1/account2…, description, comment,
        if blocks and tables. Without --rules it is STATEMENT.rules beside the
        statement (march.csv.rules), else the longest NAME.rules in a rules/
        folder beside the journal whose NAME starts the statement's file name.

        Rows the journal already holds (same date, account and amount, and the
        same description or code) are skipped, counted: two equal rows against
        one such transaction add one. A row that falls to expenses:unknown or
        income:unknown gets the category of the latest transaction with the same
        description, as 'add' finds it; the summary lists these guesses.

        A row that is not there but whose account and amount a transaction has
        within 3 days (--match-days N; 0 never) is that payment, typed by hand or
        from the other statement of a transfer: its posting is marked cleared
        and tagged import:KEY, not added again. When two transactions are alike,
        the row is left out and listed (exit 1); --interactive asks which.

        The new transactions go after the last transaction of the first -f file,
        in its layout and amount styles; every other byte stays as it was, and
        nothing is written if the result would not read back cleanly. Any error
        in the rules or the statement (file:line:column) writes nothing.
        Exit status: 0 imported (or nothing new), 1 refused, 2 usage error.
        """,
        "reconcile": """
        Examples:
          tally reconcile checking                          # what is not cleared yet
          tally reconcile checking --balance 1,234.56 --date 2026-11-30
          tally reconcile checking --balance 1,234.56 --date 2026-11-30 --mark

        Shows the account's cleared balance (postings marked *, or in a
        transaction marked *) on the statement's date, the balance the
        statement shows and the difference, and every posting up to that date
        that is not cleared. When clearing them all makes the balances agree,
        --mark (or 'y' at the question on a terminal) writes a * before each
        such posting's account, and changes nothing else; when it would not,
        it says how much is left unexplained and writes nothing. The account is
        named as in 'tally add' (any part of its name).

        Exit status: 0 when the cleared balance agrees with the statement (or
        no --balance was given), 1 when it does not, 2 on a usage error.
        """,
        "edit": """
        Examples:
          tally edit coffee                 # the latest transaction matching 'coffee'
          tally edit desc:rent -p 2026-03
          EDITOR="code --wait" tally edit expenses:food

        The editor is $VISUAL, else $EDITOR, else vi, started as '+LINE FILE'
        (vi, vim, nano, emacs, micro, helix) or '-g FILE:LINE' for VS Code. The
        query is the same as every report's; when several transactions match,
        the latest by date is opened, and the others are listed. Exit status:
        the editor's, or 1 when nothing matches.

        {query}
        """,
        "delete": """
        Examples:
          tally delete desc:"Coffee" -p 2026-11-20
          tally delete code:INV-42 --yes

        Shows each matching transaction with its file and line, then asks on a
        terminal; elsewhere it deletes only with --yes. The transactions' lines
        go, with one blank line beside them where that keeps the layout; every
        other byte of every file stays as it was. The files are re-read before
        they are written, and nothing is written if the result would not read
        cleanly, if anything else would change, or if a file changed meanwhile.

        {query}
        """,
        "fmt": """
        Examples:
          tally fmt -f household.ledger
          tally fmt --check               # in a pre-commit hook: exit 1 if not formatted
          tally fmt --diff                # show what would change, write nothing
          tally fmt -f - < in.ledger      # format standard input to standard output

        Formats the journal's files (the FILEs or -f files and every file they
        include): postings indented alike with their amounts ending in one
        column, amounts of commodities with a declared style ('commodity' or
        'D') written in that style, a cost or assertion one space after its
        amount and a comment two, one blank line between transactions, blank
        lines at the start and end removed, trailing blanks removed, line
        endings as the file's first. Comments, tags, directives, headers, blank
        line groups and the order of entries stay as written. Formatting a
        formatted file changes nothing.

        Before writing, the formatted files are read back with the whole
        journal: every transaction, posting, amount and comment must read the
        same, or nothing is written. A journal with errors is not formatted.
        Exit status: 0 done (or, with --check, already formatted), 1 not
        formatted (--check) or refused, 2 usage error.
        """,
        "archive": """
        Examples:
          tally archive -f household.ledger --before 2026-01-01
              # 2025 and earlier go to household-before-2026-01-01.ledger,
              # which household.ledger then includes
          tally archive --before 2026-01-01 --to archive/2025.ledger
          tally archive --before 2026-01-01 --drop    # the main file stops reading them
          tally archive --before 2026-01-01 -n        # show what would happen

        Every transaction of the first -f file dated before DATE moves to the
        archive (with the comment lines right above it), and an 'Opening
        balances' transaction dated DATE takes its place: one posting for each
        asset, liability, equity and untyped account with a balance, each with
        a balance assertion, balanced by the equity account (--equity, else an
        equity account named Opening Balances, else the only equity account,
        else Equity:Opening Balances). Income and expense totals are not
        carried, so a report of any period from DATE on is unchanged.

        By default the main file includes the archive, which ends with the same
        balances closed on DATE, read just before they are opened again, so
        with both files every balance on every day, and every report of any
        period, is what it was. With --drop the main
        file does not include it (older archives it included move into the new
        one, and accounts that only budgets or goals still name are declared),
        and the archive reads on its own; budgets then no longer see spending
        or carries from before DATE. Budgets, recurring rules,
        goals, prices and every other directive stay in the main file; the
        directives that decide how amounts read are copied to the archive.

        Before anything is written both files are read back: the journal must
        have no errors, every transaction from DATE on must read as before, the
        balances on DATE must be the ones carried, and no recurring rule may
        find a payment gone (so --drop is refused while a rule's earlier
        payments are among what moves). An archive file that exists is added
        to only when the journal already reads it. Both files are replaced
        together or not at all.
        """,
    ]
}
