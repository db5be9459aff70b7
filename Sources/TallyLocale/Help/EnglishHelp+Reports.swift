/// English long help of check, the reports and the lists (see HelpTranslations.swift).
extension EnglishHelp {
    static let reportPages: [String: String] = [
        "check": """
        Exit status: 0 when the journal has no errors (warnings allowed), 1 when it
        has errors, 2 on a usage error. Every problem is reported in one run as
        FILE:LINE:COLUMN: error: MESSAGE [id], the source line, a caret, and a hint.
        Budgets are checked too: a price a budget needs to convert spending is
        an error (missing-price).

        In a journal that declares accounts (any account or category directive),
        an account nobody declared is a warning (undeclared-account), with the
        declared name it is closest to (Expenses:Fodo: did you mean
        Expenses:Food?). A category's subaccounts need no declaration.
        --strict, or a 'strict' line in the journal, makes every undeclared
        account an error.
        """,
        "balance": """
        Examples:
          tally balance -f household.ledger
          tally bal expenses -p "last month" --depth 2
          tally bal --flat -O csv          # account,commodity,amount; rows add up to zero
          tally bal -M -p 2026 expenses    # one column per month
          tally bal -Q -H assets -O csv    # account,commodity,2026Q1,…: balances at each quarter's end

        A word matches any part of an account name, ignoring case; ^ and $
        anchor it. --flat shows each account's own postings (not its
        subaccounts'), so the rows of a whole journal add up to zero.

        --forecast adds the occurrences of recurring rules that are not yet
        recorded, from today to the end of the period (or six months ahead, or
        --forecast=UNTIL). Amounts that include them start with ~; CSV gets a
        forecast column and JSON a forecast array with that part of each amount.

        With -D, -W, -M, -Q, -Y or an interval in -p ('every 2 weeks from
        2026-01-05', 'monthly in 2026') there is one column per period: each
        period's change, or with --cumulative the balance from the first period
        on, or with --historical the balance at each period's end. Accounts are
        flat unless --tree. Without dates the columns run from the first to the
        last matching posting. -O csv|tsv writes account,commodity,<period…>
        (no total row: the rows add up), and -O json|html too. A terminal too
        narrow for every column shows the newest ones and says how many older
        ones it left out.

        {query}
        """,
        "register": """
        Examples:
          tally reg -f household.ledger expenses -p 2026-11
          tally reg checking --cleared -O csv    # date,status,code,description,account,commodity,amount,total
          tally reg -M expenses                  # one summary posting per month and account, as hledger prints them

        Long descriptions and account names are shortened to fit the terminal
        (COLUMNS, else the terminal's width, else 80 columns).

        --forecast adds the occurrences of recurring rules that are not yet
        recorded, from today to the end of the period (or six months ahead, or
        --forecast=UNTIL); their descriptions start with ~, and CSV and JSON get
        a forecast field (true or false).

        {query}
        """,
        "print": """
        Every amount is written out (inferred ones too), in date order, with costs,
        balance assertions and comments kept. A transaction is printed when any of
        its postings matches the query.

        --plain writes the whole journal (included files resolved) for hledger
        and ledger: every commodity declared with its decimal mark, categories
        as `account` directives with a `type:` tag, market prices, and amounts
        without digit groups. Budgets, recurring rules and goals are left out
        (a comment at the top counts them). hledger reads the result to the
        same balances as Tally: tally print --plain | hledger -f - bal

        --match DESC prints the one transaction whose description is most like
        DESC (letter pairs in common, as hledger scores them; the latest of
        equals), among those the query selects; none alike is exit status 1.

        {query}
        """,
        "accounts": "",
        "payees": """
        {query}
        """,
        "tags": """
        {query}
        """,
        "commodities": "",
        "files": "",
        "stats": """
        {query}
        """,
        "budget": """
        Examples:
          tally budget                      # each budget's current period
          tally budget -p 2026Q1            # every period that overlaps Q1 2026
          tally budget -Y -p 2026           # monthly budgets added up per year
          tally budget food -O csv          # budgets on accounts matching 'food'

        Each line is a whole budget period. A period that reaches outside the
        report dates is shown whole (its whole budget and all its spending)
        and marked '~'. Carries into a period depend only on the journal, never
        on -b or -p. -M, -Q and -Y add up each budget's periods that start in
        the same calendar month, quarter or year (this year without -p).
        Spending in another commodity is converted at the latest price on or
        before the posting's date; a missing price is an error. The text leaves
        out the carried and available columns when nothing is carried
        (available is then the budget); CSV and JSON always have them.

        --forecast counts the occurrences of recurring rules that are not yet
        recorded, from today to the end of the report dates (or six months
        ahead, or --forecast=UNTIL), as spending; such amounts start with ~,
        and CSV and JSON give the forecast part of each period's spending.
        """,
        "alerts": """
        Examples:
          tally alerts                         # what needs attention today
          tally alerts -O json                 # for notifications
          tally alerts --fail-on over || notify-send "over budget"

        Lists every threshold crossed in the current period of each budget (the
        period containing today, counting spending on or before today), with
        the day it was crossed and the pace: "at this rate Food reaches 100%
        on 2026-11-24".

        Exit status: 0 nothing crossed, 1 a warning threshold crossed, 3 a
        budget exceeded, 2 a usage error, 4 the journal has errors (nothing
        was checked). --fail-on over exits 0 unless a budget is exceeded;
        --fail-on never always exits 0 once the journal is read.

        Bills are listed too: each rule with occurrences overdue (a warning),
        and each occurrence due today or within its rule's 'remind' time (a
        note). --fail-on upcoming exits 5 when nothing is crossed or overdue
        but a bill is coming up, so a cron job can warn before it is due.
        """,
        "categories": """
        Examples:
          tally categories -f household.ledger
          tally categories -O csv          # account,type,name,color,icon,declared

        A category is an expense or income account: anything under Expenses or
        Income, under an account declared with 'type:expense' or 'type:income',
        or declared with a 'category' line (which adds name, color and icon).
        Top-level accounts with postings but no type are no categories; each is
        reported as a warning.
        """,
        "goals": """
        Examples:
          tally goals -f household.ledger
          tally goals -O csv

        A goal's progress is the balance of its account (with subaccounts) on
        today's date, in the target's commodity; other commodities count at
        their latest price. The monthly amount is what is left divided over the
        calendar months to the goal's date, this month included, rounded up.
        The projected date continues the average change of the last 3 months,
        or since the journal began when it is younger (opening balances,
        transfers from an equity account, left out).
        """,
        "summary": """
        Examples:
          tally summary -f household.ledger                 # this month
          tally summary -p 2026-03
          tally summary -p "last month" -X EUR -O json

        Changes are against the period before of the same length (the month
        before a month, the quarter before a quarter, else as many days); while
        the period runs, its days so far against as many days of the period
        before. Averages divide the spending from the period's start (or the
        journal's first transaction) up to today by those days; a month counts
        as its share of days. Balances are those of assets and liabilities at the
        end of the period. Without -p the period is the current month.

        {query}
        """,
    ]
}
