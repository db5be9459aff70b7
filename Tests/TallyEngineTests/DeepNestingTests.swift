import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport

/// Arithmetic, value expressions and automated queries nested a hundred
/// thousand deep are errors at their line, not a stack that overflows.
@Suite struct DeepNestingTests {
    static let deep = 100_000

    @Test func anAmountExpression() {
        let r = load("2024-01-01 x\n  a  " + String(repeating: "(", count: Self.deep) + "1" + String(repeating: ")", count: Self.deep) + " EUR\n  b\n")
        #expect(r.ids == ["invalid-amount"])
        #expect(r.diagnostics.first?.message.contains("more than 200 deep") == true)
        let signs = load("2024-01-01 x\n  a  (" + String(repeating: "- ", count: Self.deep) + "$1)\n  b\n")
        #expect(signs.ids == ["invalid-amount"])
    }

    @Test func aValueExpressionAndAQuery() {
        let expr = load("= expr " + String(repeating: "(", count: Self.deep) + "true" + String(repeating: ")", count: Self.deep) + "\n  (x)  1\n")
        #expect(expr.ids == ["invalid-automated"])
        let nots = load("= " + String(repeating: "not ", count: Self.deep) + "/a/\n  (x)  1\n")
        #expect(nots.ids == ["invalid-automated"])
        #expect(nots.diagnostics.first.map { $0.message.count < 200 } == true, "the message quotes a part of the query, not all of it")
        let assert = load("assert " + String(repeating: "!", count: Self.deep) + "true\n")
        #expect(assert.ids == ["unsupported-directive"])
        // A `check` Tally cannot evaluate is a warning, as a false one is.
        let check = load("check " + String(repeating: "!", count: Self.deep) + "true\n")
        #expect(check.ids == ["ignored-directive"])
    }

    @Test func nestingWithinTheLimitStillReads() {
        let r = load("2024-01-01 x\n  a  " + String(repeating: "(", count: 150) + "$1" + String(repeating: ")", count: 150) + "\n  b\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "$") == dec("1"))
    }
}
