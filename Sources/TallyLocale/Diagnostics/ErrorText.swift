/// Words of the diagnostic frame and of usage errors: what a diagnostic's
/// severity, its hint and its notes are called.
package enum FrameWord: String, CaseIterable, Sendable {
    case error, warning, note, hint
    /// Introduces the English detail under a translated headline.
    case detail
}

/// A message said in the user's language: which one, and its arguments
/// (names, amounts, dates), which stay exactly as found.
package struct LocalText: Sendable, Hashable {
    package var key: ErrorKey
    package var arguments: [String]
    /// Messages said inside this one (why a pattern could not be read,
    /// what overflowed), each in the same language: they fill the
    /// placeholders after the arguments' own.
    package var inner: [LocalText]
    /// An argument that is a count of something (`3 months`), said with
    /// the noun in the form the number takes in the language.
    package var counted: CountedArgument?

    package init(_ key: ErrorKey, _ arguments: String...) {
        self.init(key, arguments)
    }

    package init(_ key: ErrorKey, _ arguments: [String], inner: [LocalText] = []) {
        self.key = key
        self.arguments = arguments
        self.inner = inner
        counted = nil
    }

    /// The same message, its argument `index` a count of `noun`.
    package func counting(at index: Int, _ n: Int, _ noun: CountedNoun) -> LocalText {
        var copy = self
        copy.counted = CountedArgument(index: index, n: n, noun: noun)
        return copy
    }

    /// A message with another said inside it, after `arguments`.
    package init(_ key: ErrorKey, _ arguments: String..., saying inner: LocalText) {
        self.init(key, arguments, inner: [inner])
    }

    /// The English text, which is what a diagnostic's own message holds.
    package var english: String { Messages.english.text(self) }
}

/// An argument of a message that counts something: which argument, the
/// number and what it counts.
package struct CountedArgument: Sendable, Hashable {
    package var index: Int
    package var n: Int
    package var noun: CountedNoun

    package init(index: Int, n: Int, noun: CountedNoun) {
        self.index = index
        self.n = n
        self.noun = noun
    }
}

/// The messages of diagnostics and usage errors translated in full. A
/// diagnostic carries its key and arguments beside its English message;
/// every other diagnostic shows its id's translated summary over the
/// English detail. `{1}`, `{2}`, … stand for the arguments.
package enum ErrorKey: String, CaseIterable, Sendable {
    // unbalanced-transaction
    case unbalanced, unbalancedVirtual, offBy, hintUnbalancedOne, hintUnbalancedCommodities, hintUnbalancedVirtual
    // undeclared-account
    case undeclaredAccount, undeclaredAccountUsed, hintDidYouMeanDeclare, hintDeclare
    // commodity-spelling, and a spelling of two commodities (invalid-directive)
    case spellingUsedAsCommodity, hintWriteCommodityNotSpelling, spellingTaken, hintOneCommodityPerSpelling
    // add --refund
    case refundNeedsSpending
    // uncovered-currency
    case uncoveredCurrency, hintAddRates
    // missing-price
    case missingPriceForBudget, hintMissingPrice
    // invalid-amount
    case expectedAmount, expectedAmountAtEnd, hintAmounts
    // invalid-date
    case monthOutOfRange, noSuchDay, hintMonthDays, dateExpected, dateExpectedFound, dateAfterChar, dateAfterCharFound
    case dateYearFirst, dateYearFirstFound, hintDateForm, dateMixedSeparators, hintOneSeparator
    // unknown-directive, unexpected-indent, unindented-posting
    case unknownDirective, hintUnknownDirective, unexpectedIndent, hintUnexpectedIndent, unindentedPosting, hintUnindentedPosting
    // assertion-failed
    case assertionFailed, calculated, hintAssertion, assertionSoleFailed, hintAssertionSole
    // file-not-found, include-not-found
    case cannotRead, hintCheckPath, hintIncludeRelative
    // file-not-regular, file-too-large
    case notRegularFile, fileTooLarge, hintRegularFile, hintSplitInclude
    // invalid-period
    case unknownPeriodUnit, hintEveryUnits
    // amount-too-large
    case sumTooLarge, hintExactDecimals
    // regex-too-large
    case regexTooLarge, regexTooDeep, hintRegexLimit
    // missing-rate
    case missingRate, convertedOn
    // Usage errors of the command line
    case unknownOption, didYouMean, seeHelp, unknownCommand, seeHelpCommands, noCommandGiven, hintNoCommand
    case optionNeedsValue, optionTakesNoValue, unknownFormat, hintUse, orWord, hintUseOneOf, wholeNumberNeeded
    case noJournalFound, hintNoJournal, tooManyPeriods, hintTooManyPeriods, unknownQueryTerm, hintQueryTerms, hintQueryTermsDidYouMean, hintQueryTermsAccount
    case noMessagesIn, unknownPeriod, hintPeriodLocalExamples
    // add: amounts and descriptions typed
    case cannotReadAmount, amountEmpty, unexpectedAfterAmount, hintAmountAlone, sentence
    case descriptionEmpty, descriptionStatusStart, descriptionSemicolon, descriptionControl
    // add: names of categories and accounts, notes
    case newAccountNote, newCommodityNote, severalCategories, severalAccounts, inAll, hintTypeMore, noCategoryMatches, noAccountMatches, hintNoCategoriesYet, hintNoAccountsYet, hintKnownCategories, hintKnownAccounts
    case whichAccountFrom, whichAccountTo, hintGiveFrom, hintGiveTo, amountZero, hintAmountPaid, negativeBack, negativeRefund
    case noAmountFound, hintAddForm, descriptionBeforeAmount, amountTooLong, hintZeros, unitNotUnderstood, hintUnitForms, currencyAmbiguous, currencyUnknown, hintNewCommodity, dateNotRead, hintDateForms
    // Usage errors and failures of report, import, archive and the journal search
    case reportNeedsHTML, hintReportHTML, noRulesFile, hintNoRulesFile, nothingWrittenAfter, variableNotSet, nothingToArchive
    // Why the system could not read a file (strerror), said in the language
    case systemNoSuchFile, systemPermissionDenied, systemIsDirectory, systemNotDirectory
    // Notes on query words that match nothing
    case queryNoPostingInAccounts, queryNothingMatches, queryNoAccount, queryNoAccountDidYouMean, queryNoDescription, queryNoPayee, queryNoPosting, queryNoneTogether
    // Diagnostics of the examples' errors, said in full: invalid-frequency, invalid-period, invalid-recurring, invalid-threshold
    case unknownFrequency, expectedFrequency, hintFrequencies, unknownBudgetPeriod, expectedBudgetPeriod, recurringNeedsStart, hintRecurringFrom
    case thresholdsAfterWarn, thresholdExpected, hintThresholds
    // invalid-number, amount-too-large, multiple-elided-amounts, unknown-account, missing-price's note
    case numberMarkNotEveryThree, numberGroupedTwice, numberTooManyDecimals, numberTwoMarks, numberStartsWithGroup, numberMarkBothWays, hintNumberMarks
    case twoElided, labelThisOne, hintOneElided, noteFirstElided
    case budgetCategoryMissing, goalAccountMissing, hintUseOrDeclare, noteBudgetHere
    // invalid-period's hint, and why prices --fetch found no rates
    case hintBudgetPeriods, ecbNotClosed, ecbNotADate, ecbDayTwice, ecbRateNoDate, ecbNoRate, ecbNotCode, ecbNotPositive, ecbNoDate, ecbNoRates
    case fetchNotECB, fetchNeitherFormat, fetchNoPLines, fetchNotFileURL, fetchNotSource, curlNotFound, curlNoPipe, curlCannotRun
    case downloadFailed, downloadFailedStatus, journalUnchangedAfter, fetchNeedsFile, hintGiveFile
    // Usage errors of the commands that write: import, delete, edit, add, export, archive, post-due
    case hintWizardByHand, fileExists, hintRulesExist, sayWhichDelete, sayWhichEdit, hintSayWhichEdit
    case deleteNotStdin, archiveNotStdin, addNotStdin, importNotStdin, editNotStdin, postDueNotStdin, hintNameJournal, hintNameFile, hintPostDueFile
    case clearedOrPending, addGiveBoth, hintAddGiveBoth, addDateNeeded, addTooManyWords, hintAddTooManyWords, exportFormat, workbookNotTerminal, hintWorkbookFile
    case unexpectedWord, archiveSayBefore, beforeNeedsDate, archiveNamePattern, throughNeedsDate
    // export's --bom and workbook size
    case bomOnlyCSV, workbookTooLarge, hintWorkbookTooLarge
    // Usage errors of the reports' options: --top, --within, -M/-Q/-Y, -p with an interval, -O, depth:, --category/--account, init, --by
    case topNeedsNumber, withinNeedsDays, chooseOneOf, giveOnlyOneGrouping, periodRepeats, hintPeriodRepeats, noSuchOutput
    case depthNoTree, hintDepthWhere, optionNeedsName, initOneFile, initCurrencyPlan, notACurrency, hintCurrencyForms, byTakesCategory, cumulativeOrHistorical
    // Usage errors of balance's and register's columns, print, init's plan, completions and --forecast
    case rowTotalWithAccumulation, hintRowTotal, forecastNoColumns, hintForecastNoColumns, journalNeedsPath, needsColumns, hintNeedsColumns
    case registerDepthInterval, hintRegisterDepth, forecastNoSummary, hintForecastRegister, plainWithLots, matchWithPlain
    case noCompletion, hintShells, nameShell, namesOfWhat, forecastTooFar, hintForecastTooFar, forecastNeedsEnd, hintForecastEnd, forecastWordAsAccount, hintForecastEquals
    // missing-rate's hints (who chose the currency says what else to do) and a value too large
    case hintRateLeaveOutX, hintRateOtherCurrency, hintRateChooseCurrency, hintRateKept, valueTooLarge
    // add: what a quick entry lacks or cannot hold
    case addSayWhatFor, hintAddSayWhatFor, refundToOrFrom, moneyToItself, hintTwoAccounts, noteSemicolon, noteControl, notATag, hintTagForm, tagValueBad
    // export --excel
    case excelOnlyCSV
    // accounts without a type, recurring payments that match no rule, a statement's encoding, prices still missing,
    // a statement's amount, date or field that cannot be read (import)
    case importAmountEmpty, importAmountNoNumber, importAmountAfterNumber, importAmountOtherCurrency, hintImportAmounts, hintImportCurrency
    case untypedAccount, untypedAccountBudget, untypedAccountCategories, hintUntypedDeclare, hintUntypedPivot, noteOverallBudgetHere, morePostingNeedsPrice, morePostingsNeedPrice, unmatchedPayment, hintUnmatchedPayment, unknownRecurring, hintRecurringComma, hintRecurringName, unknownEncoding, hintUnknownEncoding, statementNotEncoding, hintStatementEncoding
    case importDateUnreadable, hintImportDate, importDateFormat, hintImportDateFormat, importFieldMissing, hintImportFieldMissing, importFieldUnknown, hintImportFieldUnknown
    // a number whose last digit group is not of three (1,23.45)
    case numberGroupNotThree
    // a rules file that cannot be read, a statement row that does not fit (import)
    case importNoDateRow, hintImportAssignDate, importStatusBad, hintImportStatus, importTwoAmounts, hintImportTwoAmounts, importCostTooLarge, rulesBadRegex, hintRulesRegex, rulesNoDate, hintRulesNoDate, rulesDateFormatIncomplete, hintRulesDateFormat, importShortRow, hintImportShortRow, importFieldCount, hintImportFieldCount, rulesSkipNumber, hintRulesSkip, rulesSeparator, hintRulesSeparator, rulesDecimalMark, rulesBalanceType, rulesIncludeDeep, rulesIncludeMissing, rulesUnknownRule, hintRulesUnknownRule, rulesUnknownInIf, rulesIfNoPattern, hintRulesIfNoPattern, rulesEmptyIf, hintRulesEmptyIf, rulesTableNames, rulesTableRow, rulesEmptyTable, hintRulesEmptyTable, hintCSVNotUTF8, csvUnclosedQuote, labelOpenedHere, hintCSVUnclosedQuote, csvTextAfterQuote, hintCSVTextAfterQuote, csvStrayQuote, hintCSVStrayQuote
    // Tally's own directives said in full: category, goal, budget, recurring, account, commodity, include, P, Y, decimal-mark, reporting-currency; their dates and periods
    case dirQuoteNotClosed, hintDirCloseQuote, dirAmountUnexpected, dirDateLikeFound, dirMonthFrom1To12, dirDayLikeFound, dirNotValidDate, dirEveryCount, dirEveryUnit, categoryNeedsAccount, hintCategoryForm, categoryTwoSpaces, categoryColorLike, categoryUnexpected, hintCategoryTakes, goalNeedsName, hintGoalForm, goalTextAfterAccount, hintGoalAccountLast, goalNeedsTarget, goalTargetPositive, goalUnexpected, hintGoalTakes, dirDateAfterWord, goalNeedsAccount, hintGoalEndAccount, budgetNeedsCategory, hintBudgetForm, budgetEmptyName, budgetTwoSpaces, budgetNeedsAmount, budgetAmountPositive, thresholdRange, hintThresholdMeaning, budgetUnexpected, hintBudgetTakes, budgetEndsBeforeStart, recurringNeedsName, hintRecurringForm, recurringDayAfterOn, recurringWeekday, recurringMonthDay, recurringMonthAndDay, recurringDailyNoOn, recurringCountAfter, recurringLeadAfterRemind, recurringLeadFound, recurringPercentAfter, recurringPercentRange, recurringUnexpected, hintRecurringTakes, recurringUntilOrCount, recurringEndsBeforeStart, accountNeedsName, accountTextAfterName, hintAccountNotes, commodityTextAfter, hintCommodityStyle, commodityNeedsSymbol, commodityFormatOther, includeNeedsPath, hintIncludeForm, priceNeedsCommodity, hintPriceForm, yearFourDigits, decimalMarkExpected, reportingNeedsSymbol, reportingTextAfter, hintReportingCurrency
    // add, edit and import refusals: an amount in two commodities or too large, a journal with errors, the editor that cannot start, a statement named not once
    case addAmountOtherCommodity, addAmountTooLarge, journalErrorsNothingWritten, importNameStatement, importOneStatement, editorCannotStart, hintEditorVariable
    // a transaction's own syntax said in full: its date, code, accounts, amounts and costs; a file's line endings and bytes; a year out of range
    case txSpaceAfterDate, txCodeNotClosed, hintTxCloseCode, txNeedsAccount, txVirtualNotClosed, hintTxVirtual, txCostParen, txCostNeedsAmount, hintTxAfterAmount, crNoLineFeed, hintCRSave, invalidUTF8Byte, hintSaveUTF8, amountTwoMinus, quotedCommodityNotClosed, quotedCommodityEmpty, yearOutside, hintDateRange
    // account types, categories, recurring rules, strict and the reporting currency, as the journal is built
    case unknownAccountType, hintAccountTypes, categoryNotUnder, hintCategoryType, recurringNoPostings, hintRecurringIndent, recurringNoAssertions, recurringNameComma, hintRecurringNameTags, recurringDuplicate, hintRecurringUnique, strictAlone, hintStrictAlone, reportingAlready, hintReportingOnce
    // an include that names no file
    case includeTilde, hintIncludeRelativeToThis, includeNoMatch, hintIncludeGlob
    // ledger's syntax: alias, apply, end, bucket, automated transactions, lots, timeclock, timedot, options, prices, comment blocks
    case aliasExpected, hintAliasForm, aliasNeedsPattern, aliasEscapedSlash, hintAliasSlash, aliasRegexUnreadable, hintRegexSyntax
    case applyAccountNeedsPrefix, applyNeedsWhat, applyUnknown, hintApplyForms, applyNeedsArgument, subdirectiveNeedsArgument, endUnknown, hintEndForms
    case accountAfterKeyword, automatedNeedsQuery, hintAutomatedForm
    case lotQuoted, hintLotCost, lotCloseExpected, hintLotForms, lotOneCost, lotOneMore, lotDateClose, lotValueExpression, hintLotValueExpression, lotNoteOpen, hintAddParen
    case timeExpected, timeSecondsExpected, timeNoSuch, timedotBeforeDate, hintTimedotDate, timedotUnreadable, hintTimedotQuantity
    case indentedUnread, hintIndentedUnread, optionsInJournal, hintOptionsInJournal
    case priceTextAfter, hintPriceWrite, commentNotClosed, hintCommentEnd
    case conversionNeedsEquals, conversionTextAfter, hintConversionForm, conversionCycle, hintConversionCycle, conversionRate, hintConversionRate
    case conversionTooLarge, hintConversionTooLarge
    // why a ledger line is read and ignored
    case ignoredValueExpressions, ignoredTimeclockMarks, ignoredStrict, ignoredCheckPayees, ignoredExplicit, ignoredPermissive
    case ignoredReportOption, ignoredRewrite, rewriteNeedsArgument, hintRewriteForm
    case applyFixedForm, hintApplyFixedForm, directiveNeedsCommodity
    // exponents and amount expressions
    case exponentWithGroups, hintExponentGroups, exponentTooManyDecimals, exponentTooLarge
    case expressionTooDeep, hintExpressionDepth, expressionTooLong, hintExpressionTooLong, expressionExpectedClose, expressionNotClosed, hintExpressionForm, expressionMultipleAndFixed
    case expressionAddCommodities, expressionTwoAmounts, expressionDivideByAmount, expressionDivideByZero, expressionAmountOutside
    case expressionUnknownFunction, expressionUnknownName, hintExpressionOperators, hintExpressionOperatorsAmount, expressionTooLarge
    case expressionArguments, hintExpressionArguments, expressionCallArguments, hintExpressionCalls
    // regular expressions that cannot be compiled
    case regexUnmatchedClose, regexNothingToRepeat, regexRangeBackwards, regexRepeatTooMany, regexQuantifierTwice, regexGroupUnsupported
    case regexOpenParen, regexEndsBackslash, regexBackReference, regexUnknownEscape, regexOpenBracket, regexRangeOrder
    // ledger's value expressions and automated-transaction queries
    case valueUnexpected, valueTooDeep, valueColonExpected, valueEndsEarly, valueCloseParen, valueRegex, valueDateExpected, valueCloseBrace
    case valueUnknownFunction, valueCloseAfterArgument, valueUnknownName, valueUnexpectedWhereValue, valueQuoteNotClosed, valueEmptyPattern, valueNumberUnreadable
    case queryUnexpectedText, queryTooDeep, queryTermMissing, queryTermUnsupportedExpr, queryTermUnsupported, queryEmpty
    // ledger's directives as the journal is built: apply, end, payee, check and assert lines, ignored lines
    case applyTagIgnored, hintApplyTag, ignoredDirective, hintIgnoredDirective, endWithoutApply, hintEndApply
    case uuidPostingsDiffer, noteUuidFirst, hintUuidDiffer
    case endClosesOther, hintEndApplyWrite, noteOpenBlock, payeePatternUnreadable, aliasOfItself, hintAliasOfItself, notEvaluated, notEvaluatedReadsPosting
    case notEvaluatedInexact, notEvaluatedAccountTotal, hintNotEvaluated, hintNotEvaluatedAutomated, checkLineFailed
    case automatedCheckFailed, hintAssertRead, noteCheckLine, automatedTagMissing, automatedTagNotAmount, hintAutomatedTag, automatedNoPrice, hintAutomatedNoPrice
    // timeclock sessions
    case clockInTwice, hintClockOut, noteOpenSession, clockInNeedsAccount, hintClockInForm, clockOutAlone, hintClockIn, clockOutWhich, hintClockOutWhich
    case clockOutBefore, hintCheckDateTime, noteClockIn, sessionTooLong, hintCheckClockDates, sessionOpen, hintSessionEnd
    // automated transactions as they are applied
    case automatedQueryBad, hintAutomatedQueries, hintAutomatedLines, automatedNeedsAmount, hintAutomatedAmount, automatedNoCost
    case automatedUnbalanced, hintAutomatedUnbalanced, noteAutomatedTransaction, automatedOverflowTimes, automatedOverflowSum
    case tooLargeExactly, hintAutomatedOverflow, noteAddedTo
    // includes read twice or in a circle
    case includeCycleOne, includeCycle, hintIncludeCycle, includeTooDeep, hintIncludeTooDeep, includeAgain, hintIncludeOnce, includeAgainOne, includeAgainSome
    // recurring rules and budgets that cannot be counted, budget categories of other types, lang lines, undeclared accounts
    case recurringTooMany, hintRecurringLater, budgetCategoryUntyped, budgetCategoryTyped, typeAsset, typeLiability, typeEquity, typeIncome, typeExpense
    case hintDeclareCategory, hintNameExpenseCategory, langNeedsCode, langOneCode, langUnknown, hintLangCodes
    case moreUndeclaredOne, moreUndeclared, hintDeclareMore
    // account names, aliases, costs, balances and budgets beyond 38 digits, decimal marks
    case aliasEmptiesName, hintAliasEmpty, accountTooDeep, hintAccountShorten, aliasOptionUnreadable, hintAliasOption
    case costTooLarge, hintCostTooLarge, impliedPriceTooLarge, hintImpliedPrice, balanceTooLargeAfter, labelBalancePastDecimals, hintTypedByMistake
    case balanceTooLargeAssertion, hintPostedByMistake, assignmentTooLarge, hintAssignmentMistake, assignmentSeveralCommodities, hintWriteAmounts
    case budgetNoCommodityJournal, budgetNoCommoditySpending, budgetNoCommodityAccounts, hintBudgetCurrency1, hintBudgetCurrency2, hintBudgetCurrency3
    case numberOtherMark, hintNumberOtherMark, spaceGroupsMarkUnknown, spaceGroupsMark, hintSpaceGroups
    case budgetTooManyPeriods, hintBudgetTooMany, budgetTotalsTooLarge, hintCountsMistake, notePostingPastDecimals, forecastTooLarge, budgetOverTooLarge
    // a report's sum beyond 38 digits: what overflowed
    case overflowInReport, overflowTotalOf, overflowIn, overflowInNoCommodity, overflowTotal, overflowAverage, overflowRunningTotal
    case overflowIncomeAll, overflowSpendingAll, overflowNetAll, overflowTotalIncome, overflowNet, labelTotalPastDecimals, hintNarrowReport, noteWithPosting
    // query words that cannot be read
    case queryNeedsText, hintQueryExample, hintQueryExamples2, queryExprUnsupported, hintQueryExpr, queryNotNeedsTerm, queryNegatesTwice, hintQueryNotTwice
    case queryDepthNegated, hintQueryDepthNegated, queryRegexUnreadable, hintQueryRegex, queryTagNeedsName, queryTagNoValue, hintQueryTagAny
    case queryAmtNumber, hintQueryAmt, queryNeedsPeriod, hintQueryPeriodExample, hintQueryPeriods, queryStatus, hintQueryStatus, queryReal, hintQueryReal
    case queryDepth, queryType, hintQueryType, queryTypeEmpty, queryCur, hintQueryCur, queryCurEmpty
    // what a write would change that it should not, and why nothing was written
    case diffWouldAppear, diffWouldBeLost, diffWouldReadAs, diffReadsDifferently, postingReadsDifferently, postingNotMarked, otherTransactions
    case fmtWouldChange, fmtWouldChangePlans, importWouldNotReadBack, initPlanNotClean, printNoneLike, postDueTooMany, hintPostDueTooMany
    case initPlanNotCleanly, initStarterNotCleanly, hintInitOtherName, fileChangedWhileRead, hintRunAgain, outputNotWritten, hintOutputRoom, hintReportSumTooLarge
    // a summary's budgets left out while a rate is missing ({1}: the hint that fixes it)
    case budgetsLeftOut, hintThenBudgetsLeftOut
    case andWord, reportMixesCurrencies, hintConvertMixed, noCategoryNamed, hintNoIncomeExpenseAccounts, hintCategoriesAre
    case noAccountContains, hintSeeAccounts, todayNeedsDate, importNeedsFile
    case nameHasTwoSpaces, nameHasControl, nameStartsWith, nameSpaceAtEnds
    // archive's refusals
    case archiveIsJournal, hintArchiveOtherFile, archiveReadCannotDrop, hintArchiveNoDrop, archiveExists, hintArchiveNewFile
    case archiveFileNotMoved, hintArchiveSeparately, archiveGlobInclude, hintArchiveNextTo
    // the total spending of a report, beyond 38 digits
    case overflowTotalSpending, overflowBudget
    // a number read before its commodity's decimal mark was known
    case ambiguousReadDecimal, ambiguousReadGroup, thisCommodity, hintDeclareStyle, noteShowsMark
    // why a file was not written
    case writeReadOnly, writeNotYours, writeNotChanged, writeNoneChanged, writeKeptChanging, writeExists, writeCannotCreate, writeCannotRead, writeCannotOpen, writeCannotWrite
    // periods that cannot be read (-p, -b, -e, date:)
    case periodIncomplete, periodCannotReadSaying, periodCannotReadIn, periodEmpty, periodEndsBeforeStart, periodRepeating, periodNothingMore
    case periodDayOfMonth, periodOfMonth, periodIntervalCount, periodUnitsPlural, periodUnitsSingular, periodDateMissing, periodHoldsNoDay, periodHoldsNoDayOr
    case periodNoMonth, periodCountFrom, periodAfterWhich, periodDateExpected, periodPhraseHint, periodOneDayAgo, periodOneDayAhead, periodExpectedAfter
    case periodDayMonthOrder
    case periodThangSau
    // a write the system refused midway
    case writeCannotKeepCopy, writeCannotReplace, writeCannotRewrite, writeDamaged, writeChangedWhileWriting, writeCannotShorten, writeCannotFlush
    case writeCannotTemp, writeCannotOwn, writeCannotChmod, writeCannotClose, systemNoSpace, systemReadOnlyFS, writeCannotRewriteInPlace
    // a file that changed or went away while a write was prepared; a write whose text would not read back as meant
    case changedWhileDeleting, changedWhileFormatting, changedWhileMarking, changedWithErrors, newNotTransaction, newReadsAs, addChangesAnother
    case journalChangedErrors, problemSoNothing, changedWhileArchiving, removedWhileAdding, removedWhileImporting, changedWhileImporting
    case importReadBackCount, importChangesAnother, changedWhileChecking
    // archive's own check of what it would write
    case afterArchiving, archiveBalancesTooLarge, archiveWouldHold, archiveNotAlone, inArchive, archiveRuleUnpaid, archivePlansChange
    case cannotBeAccountName, archiveBalanceTooLarge, archiveBalancesTooPrecise, archivePathQuote, archiveNoFolder, writeCannotCreateAs, writeCannotKeepOwner, writeNotRegular
}

extension Messages {
    /// A word of the diagnostic frame: `error`, `lỗi`, `오류`.
    package func frame(_ word: FrameWord) -> String {
        Self.catalogue(language).frame(word)
    }

    /// The colon after a frame word or a label: full width in Chinese
    /// (`错误：`), else `: `.
    package var colon: String { language == .zhHans ? "：" : ": " }

    /// A frame word with its colon: `error: `, `lỗi: `, `错误：`.
    package func framed(_ word: FrameWord) -> String { frame(word) + colon }

    /// Between the items of a list of counts: `，` in Chinese, else `, `.
    package var listSeparator: String { language == .zhHans ? "，" : ", " }

    /// A translated message with its arguments filled in; the system's
    /// reason a file could not be read is said in the language too.
    package func text(_ local: LocalText) -> String {
        var arguments = local.arguments
        if [.cannotRead, .writeCannotRead, .writeCannotCreate, .writeCannotOpen, .writeCannotWrite, .writeCannotKeepCopy, .writeCannotReplace,
            .writeCannotRewrite, .writeCannotShorten, .writeCannotFlush, .writeCannotTemp, .writeCannotOwn, .writeCannotChmod,
            .writeCannotClose].contains(local.key), arguments.count == 2 {
            arguments[1] = systemReason(arguments[1])
        }
        if let c = local.counted, arguments.indices.contains(c.index) { arguments[c.index] = count(c.n, c.noun) }
        arguments += local.inner.map { text($0) }
        return Self.fill(Self.catalogue(language).error(local.key), arguments)
    }

    /// Why the system could not read a file, as `strerror` says it in
    /// English (`No such file or directory`), in this language; a reason
    /// without a translation stays as the system gave it.
    package func systemReason(_ english: String) -> String {
        let keys: [String: ErrorKey] = ["No such file or directory": .systemNoSuchFile, "Permission denied": .systemPermissionDenied,
                                        "it is a directory": .systemIsDirectory, "Is a directory": .systemIsDirectory,
                                        "Not a directory": .systemNotDirectory, "No space left on device": .systemNoSpace,
                                        "Read-only file system": .systemReadOnlyFS]
        return keys[english].map { error($0) } ?? english
    }

    /// `a, b or c` in this language.
    package func orList(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        if language == .zhHans { return items.dropLast().joined(separator: "、") + " " + error(.orWord) + " " + last }
        return items.dropLast().joined(separator: ", ") + " " + error(.orWord) + " " + last
    }

    /// `a, b and c` in this language.
    package func andList(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        if language == .zhHans { return items.dropLast().joined(separator: "、") + " " + error(.andWord) + " " + last }
        return items.dropLast().joined(separator: ", ") + " " + error(.andWord) + " " + last
    }

    /// A translated message of `key` with `arguments` filled in.
    package func error(_ key: ErrorKey, _ arguments: String...) -> String {
        Self.fill(Self.catalogue(language).error(key), arguments)
    }

    /// The summary of a diagnostic id in this language; `nil` in English
    /// and for an id the catalogue does not know.
    package func diagnosticSummary(_ id: String) -> String? {
        Self.catalogue(language).diagnosticSummaries[id]
    }

    /// The ids with a summary in this language, for the test that none is
    /// missing or left over.
    package var diagnosticSummaryIDs: [String] { Array(Self.catalogue(language).diagnosticSummaries.keys) }

    /// `n` errors and `m` warnings, as `check` ends with them.
    package func errorsAndWarnings(_ errors: Int, _ warnings: Int) -> String {
        count(errors, .errors) + listSeparator + count(warnings, .warnings)
    }
}
