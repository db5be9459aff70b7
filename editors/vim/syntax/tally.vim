" Vim syntax file for Tally journals (ledger/hledger format plus Tally's
" category, budget, recurring and goal directives).
if exists('b:current_syntax')
  finish
endif

syntax case match
syntax region tallyCommentBlock start=/^\(comment\|test\)\>/ end=/^end\>.*$/
syntax match tallyComment /^[;#*%|].*$/
syntax match tallyComment /^\s\+;.*$/ contains=tallyTag
syntax match tallyTrailingComment /;.*$/ contained contains=tallyTag
syntax match tallyTag /\v(^|[;, ])\zs[^ ,:;]+:/ contained

syntax match tallyHeader /^\d\{4}[-/.]\d\{1,2}[-/.]\d\{1,2}.*$/ contains=tallyDate,tallyStatus,tallyCode,tallyTrailingComment
syntax match tallyHeader /^\d\{1,2}[-/.]\d\{1,2}\s.*$/ contains=tallyDate,tallyStatus,tallyCode,tallyTrailingComment
syntax match tallyDate /\v^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(\=\S+)?|^\d{1,2}[-/.]\d{1,2}/ contained
syntax match tallyStatus /\v(^\S+\s+)@<=[*!]/ contained
syntax match tallyCode /([^)]*)/ contained

syntax match tallyPosting /^\s\+[^; \t].*$/ contains=tallyAccount,tallyAmount,tallyOperator,tallyTrailingComment
syntax match tallyAccount /\v^\s+([*!]\s+)?[([]?\zs[^; \t]([^;\t]|\s\S@=)*/ contained
syntax match tallyAmount /\v(\s\s|\t)\zs[^;@=]*\d[^;@=]*/ contained contains=tallyOperator
syntax match tallyOperator /@@\?\|==\?\*\?/ contained

syntax match tallyDirective /^\(account\|commodity\|include\|alias\|apply\|end\|payee\|tag\|year\|Y\|D\|N\|P\|decimal-mark\|timezone\)\>/
syntax match tallyPlanDirective /^\(category\|budget\|recurring\|goal\)\>/
syntax match tallyPeriodic /^\~.*$/
syntax region tallyString start=/"/ end=/"/ oneline

highlight default link tallyComment Comment
highlight default link tallyCommentBlock Comment
highlight default link tallyTrailingComment Comment
highlight default link tallyTag Special
highlight default link tallyDate Number
highlight default link tallyStatus Operator
highlight default link tallyCode String
highlight default link tallyAccount Identifier
highlight default link tallyAmount Number
highlight default link tallyOperator Operator
highlight default link tallyDirective Keyword
highlight default link tallyPlanDirective Keyword
highlight default link tallyPeriodic PreProc
highlight default link tallyString String

let b:current_syntax = 'tally'
