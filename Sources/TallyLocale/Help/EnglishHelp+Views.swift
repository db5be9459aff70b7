/// English long help of trend, breakdown, prices, report, lsp and completions (see HelpTranslations.swift).
extension EnglishHelp {
    static let viewPages: [String: String] = [
        "trend": """
        Examples:
          tally trend -f household.ledger                  # by month, over the whole journal
          tally trend --weekly -p 2026Q1 --ascii
          tally trend -p 'every 2 weeks from 2026-01-05 to 2026-04'
          tally trend --by category -p 2026 -O csv         # period,start,end,commodity,<category…>,total

        Every period of the report appears, also those with nothing in them.
        Without -p the report runs from the journal's first transaction to its
        last. The bar shows each period's spending; with --by category there is
        one column per top category instead (spending, or income with --income),
        and the smallest fold into Other when the terminal is too narrow.

        {query}
        """,
        "breakdown": """
        Examples:
          tally breakdown -f household.ledger                # this month's spending
          tally breakdown -p 2026Q1 --depth 1                # top categories only
          tally breakdown --income -p 2026 -O csv            # category,account,parent,level,commodity,amount,share

        Each category shows its amount, its share of the total and a bar; its
        subcategories are indented below it, largest first. Categories are the
        accounts declared with 'category', else the accounts right below
        Expenses and Income. Without -p the period is the current month.

        {query}
        """,
        "prices": """
        Examples:
          tally prices -f traveller.ledger
          tally prices JPY -p 2026-06 -O csv    # date,commodity,price,price_commodity,source,file,line

        Each line is one rate as written: a P line (source P) or a posting with
        a cost (source cost), on its date. Reports converted with -X CUR use the
        latest rate on or before each date, or the inverse of a rate written the
        other way round; add --explain to such a report to see which ones.

        --fetch reads the European Central Bank's reference rates (free, no key)
        and appends 'P DATE EUR RATE CUR' lines (one euro is worth RATE CUR) for
        the currencies the journal uses and those named after it ('prices
        --fetch USD' lets -X USD value a journal of CNY through the euro),
        through a checked write of the first journal file. Each day with a posting in such a currency gets the rates
        of the latest bank day on or before it (none are published on weekends
        and holidays), and the latest day read gets them too; --monthly writes
        one set a month instead (its last bank day), and --since DATE leaves out
        earlier postings. Rates the journal has are not written again: fetching
        twice adds nothing. Without --source it downloads, with curl, the bank's
        daily file, its 90-day file or its full history, whichever holds the
        days needed. --source takes an http(s) URL, a file:// URL or a path (the
        bank's XML, or 'P DATE EUR RATE CUR' lines for a currency it lacks, such
        as VND), and may be repeated. Offline, a missing file, or one that is
        not rates, is an error (exit 1) and the journal is left as it was.
        """,
        "report": """
        Examples:
          tally report -f household.ledger --html report.html          # this year
          tally report --html march.html -p 2026-03 --title "March"
          tally report --html - -p 2026 -X EUR > year.html

        The page holds the summary figures, a donut of spending by category in
        the categories' colors, income and spending by month, budget and goal
        progress, and the balances. It is one file with inline styles and SVG:
        no scripts and nothing fetched from the network. It reads on a phone
        (390 pixels wide) as on a desktop, in light and dark mode. Without -p
        the period is the current year; the chart starts at the journal's
        first month, and months after this one are left out unless something
        happened in them.

        {query}
        """,
        "lsp": """
        Speaks the Language Server Protocol on standard input and output; an
        editor starts it (see editors/ and the README's "In the editor and the
        shell"). An open file is checked as `tally check` checks it, with the
        files it includes; when TALLY_FILE (or LEDGER_FILE) names a journal that
        includes the open file, that journal is checked instead. Offers
        diagnostics, completion, hover, go to definition, references,
        formatting (as tally fmt), document symbols, folding and quick fixes.
        Problems with the connection are written to standard error.
        """,
        "completions": """
        Examples:
          tally completions bash > ~/.local/share/bash-completion/completions/tally
          tally completions zsh > "${fpath[1]}/_tally"
          tally completions fish > ~/.config/fish/completions/tally.fish

        Completes commands and their aliases, each command's options, option
        values (--color, -O, periods, dates, files after -f), and the names in
        the journal (from -f on the line, else TALLY_FILE or LEDGER_FILE):
        accounts and categories for queries and add, commodities after -X.
        The script is built from the commands themselves, so it knows every
        command and option of the tally that printed it.

        'tally completions names accounts|commodities [-f FILE]…' prints those
        names one a line; the scripts call it.
        """,
    ]
}
