/// The query words every report reads, for the commands' help pages.
enum QueryHelp {
    static let text = """
    Query words, as hledger reads them (words, acct:, desc:, status: terms of one
    kind are alternatives; all other terms must each match):
      WORD             an account name containing it; in a transaction where no
                       account does, its description, note, comments or tags
      acct:TEXT        account name          desc:TEXT   description
      payee:TEXT       payee (before '|')    note:TEXT   note (after '|')
      code:TEXT        transaction code      cur:EUR     commodity (cur:\\$ for $)
      tag:NAME         has the tag           tag:NAME=VALUE   with a value containing VALUE
      amt:>100         amount's size > 100 (also <, <=, >=, =; amt:<-20 compares the sign)
      date:PERIOD      in the period (as -p) date2:PERIOD    by the secondary date
      status:* ! or '' cleared, pending, unmarked      real: / real:0  real / virtual
      depth:N          (balance, breakdown) sum deeper accounts into depth N
      cat:NAME         in a category (as --category)
      not:TERM         leaves out what TERM matches
    """
}
