/// One message of the catalogues: its case name is the msgctxt of its
/// entry in every PO file of `Translations`. Each compiled catalogue
/// switches over every key, so a key without an entry does not compile.
/// `{1}`, `{2}`, … in a message stand for the arguments, in that order.
package enum MessageKey: String, CaseIterable, Sendable {
    // Summary and the HTML report
    case summaryTitle, income, spending, expenses, net, savingsRate, wasValue, topSpending, moreCategories, nothingSpent
    case averageSpendingOver, perDay, perWeek, perMonth, balancesOn, theLastDay, netWorth, budgetsHeading, amountOfTarget
    case comparedBefore, comparedSameDays, comparedWholePeriods, rangeTo, theStart, theEnd, allDates, untilDay, fromDay
    // Budget report
    case budgeted, carried, available, spent, remaining, used, over, notAvailable
    case budgetOutsideNote, budgetForecastNote, noBudgetsYet, noBudgetOn, noBudgetIn, balanceRoundedToZero, balanceForecastNote
    // Trend and breakdown
    case period, total, other, noIncomeInPeriod, noSpendingInPeriod, incomeAndSpending, incomeByCategory, spendingByCategory
    case trendTitle, byDay, byWeek, byMonth, byQuarter, byYear, axisPeriod, axisAmount
    // Goals
    case goalsHeading, goalsOn, noGoals
    // Alerts
    case levelInfo, levelWarning, levelExceeded, noAlertsOn
    case budgetUsage, budgetUsagePercent, alertCrossedOver, alertReached, alertCrossed, alertOverSince, alertReachesAtRate
    case paceReaches, paceEnds, nothingAvailable
    case goalNeedsMonthly, goalReachesLate, goalNeverReaches, goalNoGrowth, goalMissed
    case recurringMissedOnce, recurringMissedMany
    // Due
    case today, tomorrow, yesterday, overdue, dueSoon, dueWithin, nothingOverdueOrDueSoon, nothingOverdueOrDueWithin
    case nextDue, paused, timesThrough, recentlyPaid, paidOn, lineNumber, recurringUpcoming
    // Reconcile
    case reconcileTitle, reconcileCleared, reconcileStatement, reconcileDifference, reconcileBalance, reconcileNotCleared
    case reconcileAgrees, reconcileExplained, reconcileUnexplained, reconcileNothingNotCleared, reconcileMarkQuestion, reconcileMarked, reconcileRefused
    case reconcileNameAccount, reconcileNoAccount, reconcileSeveralAccounts, reconcileBadDate, reconcileNotStdin, importBadMatchDays, badFailOn
    // Relative periods
    case thisWeek, lastWeek, thisMonth, lastMonth, nextMonth, thisQuarter, thisYear, lastYear
    // add's budget line
    case addBudgetLine, addWarningAt, addOverBy, addOverBudget, addPaysBill, addFarAhead, addFarAheadNote
    // HTML report
    case reportTitle, vsBefore, spentOfTarget, savedOfTarget, incomeAndSpendingByMonth, nothingSpentInPeriod, amountsIn
    case aDay, aWeek, aMonth, madeBy
    // Help
    case helpUsage, helpCommands, helpOptions
    // Goals report
    case goalToGo, goalReached, goalReachedOn, goalMonthlyBy, goalMissedBy, goalMissedWord, goalPace, goalPaceMonthly
    case goalPaceSince, goalPaceOver, goalPaceIn, goalReachesIt, goalReachesItVerdict, goalOnTrack, goalTooLate, goalCentury
    case goalNothingSaved, goalDown, goalAlsoHolds, goalExampleName, goalReachedDay, goalByDay
    // Recurring schedules, as due lists them
    case scheduleDaily, scheduleWeekly, scheduleMonthly, scheduleQuarterly, scheduleYearly
    case scheduleOnWeekday, scheduleOnDay, scheduleOnLastDay, scheduleOnDate
    // What writing commands say they did
    case addedTo, addedToNewFile, allExpenses, deletedFrom, wouldDelete, deleteQuestion, nothingDeleted, wouldAppend, appended, nothingToPost
    case noTransactionMatchesDelete, notDeletingWithoutYes, hintCheckThenYes, noTransactionMatchesEdit, hintShorterWord
    case initCreated, initCreatedPlan, initNext, initFoundHere, initThenNoF, initOthersKeepReading
    // Notes, check and categories
    case archiveMoved, archiveWouldMove, archiveNotRead, archiveIncludes, archiveAlreadyIncludes, archiveOpening, archiveNothingToOpen
    case archiveDropNote, nothingWrittenDryRun, editManyMatch, editNewErrors, editChoice, editRestored
    case importToAdd, importAdded, importDuplicates, importUnknown, importGuessed, importQuestion, cancelledNothingWritten
    case importMatched, importAmbiguous, importAmbiguousHint, importMatchQuestion, importWhichOne, importWhichPrompt
    case importDescriptionSemicolon, importCodeParen, importRewriteHint
    // The rules wizard
    case wizardColumns, wizardColumnsNoHeader, wizardExample, wizardDateColumn, wizardDateFormat, wizardAmountColumn, wizardDirectionColumn, wizardOutWord, wizardDescriptionColumn, wizardDecimalMark, wizardCurrency, wizardAccount
    case wizardColumnRange, wizardPreview, wizardSave, wizardWrote, wizardCannotRead, wizardNoRows, wizardBadAmountColumns, wizardBadDecimalMark, wizardRulesFail, wizardFileTitle, wizardFileHint, wizardNeedsTerminal, wizardAllOut, wizardSaveAnyway
    case promptDate, promptDescription, promptAmount, promptCategory, promptFromAccount, promptToAccount, promptDidYouMean, promptAddThis
    case promptAnswerYesNo, promptMatches, promptWhichOne, promptTypeNumber, promptBadDate, promptBadAmount, notWrittenDryRun
    case pricesNothingToAdd, pricesAnswerTooLarge, pricesAppended, pricesCannotReadSource, pricesNoRate, pricesBeforeSource, writeNewError, writeFileUnreadable, writeFilesUnreadable, optionGoesWithFetch, reconcileNoAmount, noSuchCommodity, hintKnownCommodities, hintReconcileCommodity, hintWriteMoreOfName, floodWouldAppend, floodQuestion, nothingWasWritten
    case fmtNotFormatted, fmtAlreadyFormatted, fmtFormatted
    case reportingCurrencyNote, exchangeNothingToConvert, checkOK, noCategories, categoryColumn, totalColumn, averageColumn, typeColumn, colorColumn, nameColumn
    case valuedAtEachDay, valuedAtPeriodEnd, valuedOnDay, valuedBalancesOn, ratesUsedFor, ratesUsedNone, rateFromCost, rateInverseOf
    case pricesNotACurrency, pricesWhichCurrency
    // What categories calls a category's type
    case typeExpense, typeIncome
    // A period of trend cut by the range's edge
    case partialPeriodNote
    // What export and report say they wrote to a file
    case exportWrote, reportWrote
    // The category import books what its rules do not place in (expenses:unknown, income:unknown)
    case unknownCategory
    // Usage errors of -X, --value, -B, -V, --lots and --pivot
    case explainNeedsX, valueTakes, hintValueTakes, lotsWithConversion, hintChooseOne, pivotNeedsTag, hintPivotTag
    // The HTML report's donut legend: a category whose refunds outweigh its spending, the legend's total, a budget's warning threshold
    case refund, spentLessRefunds, thresholdMark
}

/// A word counted by a number, whose form depends on the number: `1 day`,
/// `2 days`; Polish `1 dzień`, `2 dni`, `5 dni`.
package enum CountedNoun: String, CaseIterable, Sendable {
    case days, daysAgo, inDays, months, occurrences, times
    case everyDays, everyWeeks, everyMonths, everyYears
    case transactions, accounts, categories, budgets, recurringRules, goals, errors, warnings, rows, prices, files, postings
    case weeks, quarters, years, arguments
}

/// The forms of a counted word: for one, for a few (Polish 2-4, 22-24, …),
/// and for many; `{n}` stands for the number. A language without plurals
/// writes its one text as a string literal.
package struct PluralForms: Sendable, ExpressibleByStringLiteral {
    package var one: String
    package var few: String
    package var many: String

    package init(_ one: String, _ few: String, _ many: String) {
        self.one = one
        self.few = few
        self.many = many
    }

    package init(_ one: String, _ other: String) { self.init(one, other, other) }

    package init(stringLiteral all: String) { self.init(all, all, all) }
}
