" Journal files are Tally files (ledger and hledger journals included).
autocmd BufRead,BufNewFile *.ledger,*.journal,*.hledger,*.tally set filetype=tally
