/// The query words every report reads, for the commands' help pages.
enum QueryHelp {
    static let text = """
    Query words (terms of one kind are alternatives; different kinds must all match):
      WORD             an account name containing it; in a transaction where no
                       account does, its description, note, comments or tags
      acct:TEXT        account name          desc:TEXT   description
      payee:TEXT       payee (before '|')    note:TEXT   note (after '|') or comments
      tag:NAME         has the tag           tag:NAME=VALUE   with a value containing VALUE
      amt:>100         amount's size > 100 (also <, <=, >=, =; amt:<-20 compares the sign)
      cat:NAME         in a category (as --category)
      not:TERM         leaves out what TERM matches
    """
}
