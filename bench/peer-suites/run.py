#!/usr/bin/env python3
"""Runs ledger's and hledger's own regression suites against Tally.

Reads the suites from folders given on the command line (it fetches nothing),
keeps the tests of the commands Tally has (balance, register, print, accounts,
payees, commodities) whose options it can map, confirms each with the
installed ledger or hledger (a test the peer itself fails is dropped), runs
Tally with the mapped command line and compares the results by meaning:
balance rows (account -> amounts), register rows (amount and running total),
print read back by the peer, and the lists of accounts, payees and
commodities. Prints the funnel and the groups of disagreement; --report
writes one line per test.

    bench/peer-suites/run.py --ledger-tests DIR --hledger-tests DIR --tally PATH

See README.md beside this file for how to get the suites.
"""

import argparse
import collections
import concurrent.futures
import csv
import io
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from decimal import Decimal, InvalidOperation

TIMEOUT = 20
COMMANDS = {
    "bal": "balance", "balance": "balance", "reg": "register",
    "register": "register", "print": "print", "accounts": "accounts",
    "payees": "payees", "commodities": "commodities",
}


class Test:
    def __init__(self, suite, name, argv, cwd, stdin, expected, exitcode, files=None):
        self.suite = suite          # "ledger" or "hledger"
        self.name = name            # file:index
        self.argv = argv            # the peer's arguments, without the program name
        self.cwd = cwd
        self.stdin = stdin          # text given on standard input, or None
        self.expected = expected    # expected standard output lines, or None
        self.exitcode = exitcode    # expected exit status, or None for any
        self.stage = "found"
        self.cause = ""
        self.detail = ""
        self.command = None
        self.tally_argv = None


# ---------------------------------------------------------------- reading suites

def read_ledger_suite(root):
    """ledger's test/regress, test/baseline, test/manual: a journal followed by
    'test ARGS [-> STATUS]' … 'end test' blocks, __ERROR__ before stderr."""
    tests = []
    sourcepath = os.path.dirname(os.path.abspath(root.rstrip("/")))
    for sub in ("regress", "baseline", "manual"):
        folder = os.path.join(root, sub)
        if not os.path.isdir(folder):
            continue
        for fname in sorted(os.listdir(folder)):
            if not fname.endswith(".test"):
                continue
            path = os.path.abspath(os.path.join(folder, fname))
            try:
                lines = open(path, encoding="utf-8").read().splitlines(keepends=True)
            except UnicodeDecodeError:
                continue
            index = 0
            i = 0
            while i < len(lines):
                line = lines[i]
                if not line.startswith("test "):
                    i += 1
                    continue
                command = line[5:].rstrip("\n")
                m = re.match(r"(.*) -> ([0-9]+)\s*$", command)
                status = 0
                if m:
                    command, status = m.group(1), int(m.group(2))
                command = command.replace("$sourcepath", sourcepath).replace("$FILE", path)
                out, err, in_err = [], [], False
                i += 1
                while i < len(lines) and lines[i].rstrip() != "end test":
                    text = lines[i].replace("$sourcepath", sourcepath).replace("$FILE", path)
                    if text.startswith("__ERROR__"):
                        in_err = True
                    elif in_err:
                        err.append(text)
                    else:
                        out.append(text)
                    i += 1
                i += 1
                index += 1
                try:
                    argv = shlex.split(command)
                except ValueError:
                    continue
                stdin = None
                if "-f" in argv or "--file" in argv or any(a.startswith("--file=") for a in argv):
                    if re.search(r"-f (-|/dev/stdin)(\s|$)", command):
                        stdin = open(path, encoding="utf-8").read()
                else:
                    argv = ["-f", path] + argv
                t = Test("ledger", "%s/%s:%d" % (sub, fname, index), argv,
                         os.path.dirname(path), stdin, [l.rstrip("\n") for l in out], status)
                t.expected_err = "".join(err)
                tests.append(t)
    return tests


def read_shelltests(root):
    """hledger's hledger/test/**/*.test in shelltestrunner formats 2 and 3:
    '<' input (kept for the tests after it), '$ COMMAND', expected stdout,
    '>2' stderr, '>= STATUS'. Format 2 uses '<<<', '>>>', '>>>2', '>>>='."""
    tests = []
    for dirpath, _, files in os.walk(root):
        for fname in sorted(files):
            if not fname.endswith(".test"):
                continue
            path = os.path.join(dirpath, fname)
            rel = os.path.relpath(path, root)
            try:
                lines = open(path, encoding="utf-8").read().split("\n")
            except UnicodeDecodeError:
                continue
            tests.extend(parse_shelltest(lines, rel, dirpath))
    return tests


def parse_shelltest(lines, rel, cwd):
    tests = []
    shared_input = None
    i = 0
    index = 0
    n = len(lines)

    def block(i, stops):
        out = []
        while i < n and not any(lines[i].startswith(s) for s in stops):
            out.append(lines[i])
            i += 1
        return out, i

    while i < n:
        line = lines[i]
        if line.startswith("<<<") or line == "<" or line.startswith("< "):
            body, i = block(i + 1, ("$ ", ">>>", "$$$ "))
            shared_input = "\n".join(body) + "\n"
            continue
        if line.startswith("$ ") or line.startswith("$$$ "):
            command = line.split(" ", 1)[1]
            i += 1
            if lines[i - 1].startswith("$$$ ") and i < n and lines[i].startswith("<<<"):
                body, i = block(i + 1, (">>>",))
                shared_input = "\n".join(body) + "\n"
            out, err, status, regex = [], [], None, False
            if i < n and lines[i].startswith(">>>") and not lines[i].startswith(">>>2") and not lines[i].startswith(">>>="):
                i += 1
            stops = (">2", ">=", ">>>2", ">>>=", "$ ", "<", "# ", "$$$ ")
            out, i = block(i, stops)
            while i < n and (lines[i].startswith(">2") or lines[i].startswith(">>>2")):
                rest = lines[i].split(" ", 1)[1] if " " in lines[i] else ""
                if rest.startswith("/"):
                    regex = regex  # stderr patterns are not compared
                e, i = block(i + 1, (">=", ">>>=", "$ ", "<", "# ", "$$$ "))
                err.extend(e)
            if i < n and (lines[i].startswith(">=") or lines[i].startswith(">>>=")):
                text = lines[i].lstrip(">=").strip()
                if text.isdigit():
                    status = int(text)
                elif text.startswith("!"):
                    status = "nonzero"
                else:
                    status = 0
                i += 1
            while out and out[-1] == "":
                out.pop()
            if any(l.startswith("/") and l.rstrip().endswith("/") for l in out[:1]):
                regex = True
            index += 1
            t = make_hledger_test(rel, index, command, cwd, shared_input, out, status, regex)
            if t:
                tests.append(t)
            continue
        i += 1
    return tests


def make_hledger_test(rel, index, command, cwd, stdin, out, status, regex):
    try:
        words = shlex.split(command, comments=False)
    except ValueError:
        return None
    name = "%s:%d" % (rel, index)
    if not words or words[0] != "hledger" or any(w in ("|", ";", "&&", ">", "<") for w in words):
        t = Test("hledger", name, words[1:], cwd, stdin, out, status)
        t.stage_out = "not a plain hledger command"
        return t
    argv = words[1:]
    uses_stdin = any(a in ("-f-", "-f", "--file") and (a == "-f-" or (k + 1 < len(argv) and argv[k + 1] == "-"))
                     for k, a in enumerate(argv))
    t = Test("hledger", name, argv, cwd, stdin if uses_stdin else None, None if regex else out, status)
    if regex:
        t.stage_out = "output given as a pattern"
    return t


def hledger_examples(folder):
    """Each journal in hledger's examples/, with the reports hledger gives."""
    tests = []
    for dirpath, _, files in os.walk(folder):
        for fname in sorted(files):
            if not fname.endswith(".journal"):
                continue
            path = os.path.abspath(os.path.join(dirpath, fname))
            rel = os.path.relpath(path, folder)
            for k, args in enumerate((["bal"], ["bal", "--tree"], ["reg"], ["print"],
                                      ["accounts"], ["payees"], ["commodities"])):
                t = Test("hledger", "examples/%s:%d" % (rel, k + 1), ["-f", path] + args,
                         dirpath, None, None, 0)
                t.from_examples = True
                tests.append(t)
    return tests


# ---------------------------------------------------------------- mapping options

LEDGER_FLAGS = {
    "--flat": ["--flat"], "--tree": [], "-E": ["-E"], "--empty": ["-E"],
    "--no-total": ["--no-total"], "-C": ["-C"], "--cleared": ["-C"],
    "--pending": ["-P"], "-U": ["not:status:*"], "--uncleared": ["not:status:*"],
    "-R": ["real:"], "--real": ["real:"],
    "-M": ["-M"], "--monthly": ["-M"], "-W": ["-W"], "--weekly": ["-W"],
    "-Y": ["-Y"], "--yearly": ["-Y"], "-D": ["-D"], "--daily": ["-D"],
    "--quarterly": ["-Q"], "-V": ["-V"], "--market": ["-V"],
    "-B": ["-B"], "--basis": ["-B"], "--cost": ["-B"], "-r": ["-r"], "--related": ["-r"],
    "--lots": ["--lots"], "--lot-prices": ["--lot-prices"], "--lot-dates": ["--lot-dates"],
    "--lot-notes": ["--lot-notes"], "--no-color": [], "--args-only": [], "--wide": [], "-w": [],
    "--strict": [],
}
LEDGER_VALUED = {
    "-b": "-b", "--begin": "-b", "-e": "-e", "--end": "-e", "-p": "-p", "--period": "-p",
    "--depth": "--depth", "-X": "-X", "--exchange": "-X", "--now": "--today",
    "--columns": None, "--pivot": "--pivot", "-f": "-f", "--file": "-f",
}
HLEDGER_FLAGS = {
    "--flat": ["--flat"], "-l": ["--flat"], "--tree": ["--tree"], "-t": ["--tree"],
    "-E": ["-E"], "--empty": ["-E"], "-N": ["--no-total"], "--no-total": ["--no-total"],
    "-C": ["-C"], "--cleared": ["-C"], "-P": ["-P"], "--pending": ["-P"],
    "-U": ["-U"], "--unmarked": ["-U"], "-R": ["real:"], "--real": ["real:"],
    "-D": ["-D"], "--daily": ["-D"], "-W": ["-W"], "--weekly": ["-W"], "-M": ["-M"],
    "--monthly": ["-M"], "-Q": ["-Q"], "--quarterly": ["-Q"], "-Y": ["-Y"], "--yearly": ["-Y"],
    "-H": ["-H"], "--historical": ["-H"], "--cumulative": ["--cumulative"],
    "-T": ["-T"], "--row-total": ["-T"], "-A": ["-A"], "--average": ["-A"],
    "--transpose": ["--transpose"], "-V": ["-V"], "--market": ["-V"], "-B": ["-B"],
    "--cost": ["-B"], "-r": ["-r"], "--related": ["-r"], "--auto": ["--auto"],
    "-x": [], "--explicit": [], "--no-color": [], "-s": [], "--strict": [],
    "-1": ["--depth", "1"], "-2": ["--depth", "2"], "-3": ["--depth", "3"], "-4": ["--depth", "4"],
}
HLEDGER_VALUED = {
    "-b": "-b", "--begin": "-b", "-e": "-e", "--end": "-e", "-p": "-p", "--period": "-p",
    "--depth": "--depth", "-X": "-X", "--exchange": "-X", "--pivot": "--pivot",
    "--alias": "--alias", "-f": "-f", "--file": "-f", "--today": "--today", "-m": "-m",
    "--match": "-m", "--value": "--value",
}
LEDGER_QUERY_WORDS = {"and", "or", "not", "(", ")", "expr", "show", "only", "bold", "for",
                      "since", "until", "tag", "note", "payee", "desc", "code", "meta", "limit",
                      "display", "&", "|", "!"}
HLEDGER_QUERY_PREFIXES = ("acct:", "desc:", "payee:", "note:", "code:", "cur:", "tag:", "amt:",
                          "date:", "date2:", "status:", "real:", "depth:", "not:", "type:", "sym:")


def map_command(t):
    """Returns (command, tally argv, files) or raises OutOfScope(reason)."""
    argv = list(t.argv)
    ledger = t.suite == "ledger"
    flags = LEDGER_FLAGS if ledger else HLEDGER_FLAGS
    valued = LEDGER_VALUED if ledger else HLEDGER_VALUED
    out, query, files, command = [], [], [], None
    opts = []
    i = 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a.startswith("-f") and len(a) > 2 and not a.startswith("--"):
            files.append(a[2:])
            continue
        if a.startswith("--") and "=" in a:
            name, value = a.split("=", 1)
        elif a in valued:
            if i >= len(argv):
                raise OutOfScope("option %s without its value" % a)
            name, value = a, argv[i]
            i += 1
        else:
            name, value = a, None
        if value is not None:
            if name not in valued:
                raise OutOfScope("option " + name)
            target = valued[name]
            if target == "--value":
                # Tally reads then, end and a date, with ,COMM or beside -X;
                # hledger's cost and now, and a valuation without a
                # commodity (-V's), are not mapped.
                kind = value.split(",", 1)[0]
                if kind not in ("then", "end", "now") and not re.match(r"^\d{4}-\d{2}-\d{2}$", kind):
                    raise OutOfScope("option --value " + kind)
                if "," not in value and "-X" not in argv and "--exchange" not in argv:
                    # hledger's --value=end without a commodity is -V.
                    if kind != "end":
                        raise OutOfScope("option --value without a commodity")
                    opts += ["-V"]
                    continue
            if target == "-f":
                files.append(value)
            elif target is not None:
                opts += [target, value]
            continue
        if a.startswith("-") and a != "-":
            if a not in flags:
                raise OutOfScope("option " + a)
            opts += flags[a]
            continue
        if command is None:
            if a not in COMMANDS:
                raise OutOfScope("command " + a)
            command = COMMANDS[a]
            continue
        if ledger:
            if a in LEDGER_QUERY_WORDS or a[:1] in "@%=#(":
                raise OutOfScope("ledger query syntax")
        query.append(account_word(a))
    if command is None:
        raise OutOfScope("no command")
    if not files:
        raise OutOfScope("no journal named")
    if ledger and command == "balance" and any(o in ("-M", "-W", "-Y", "-D", "-Q") for o in opts):
        raise OutOfScope("ledger balance with a period interval")
    tally = [command]
    for f in files:
        tally += ["-f", "-" if f in ("-", "/dev/stdin") else f]
    flat_wanted = "--flat" in opts
    if command == "balance":
        if ledger and flat_wanted:
            opts = [o for o in opts if o != "--flat"]
        if not ledger and "--tree" not in opts and "--flat" not in opts:
            opts.append("--flat")
    elif command in ("accounts",):
        opts = [o for o in opts if o not in ("--no-total",)]
    # hledger adds automated postings only with --auto; Tally by default.
    if not ledger and "--auto" not in opts:
        opts.append("--no-auto")
    tally += opts + query
    return command, tally, flat_wanted


class OutOfScope(Exception):
    pass


QUERY_PREFIXES = ("acct", "desc", "payee", "note", "tag", "amt", "cur", "comm", "date", "date2", "status",
                  "real", "depth", "code", "type", "expr", "cat", "inacct", "sym")


def account_word(word):
    """A peer's bare query word is an account regular expression in both
    tools; Tally's bare word also searches descriptions where no account
    matches, so it is given as acct:WORD (a plain word) or /WORD/ (one with
    pattern characters), keeping the peer's meaning."""
    if word.startswith("not:"):
        return "not:" + account_word(word[4:])
    if len(word) > 1 and word.startswith("!"):
        return "!" + account_word(word[1:])
    head = word.split(":", 1)[0].lower()
    if ":" in word and head in QUERY_PREFIXES:
        return word
    if not word or word.startswith("-"):
        return word
    if len(word) > 2 and word.startswith("/") and word.endswith("/"):
        return word
    if re.search(r"[.*+?\[\](){}|\\]", word):
        return "/" + word + "/"
    return "acct:" + word


# ---------------------------------------------------------------- running

def run(argv, cwd, stdin, env_extra=None):
    env = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "TERM")}
    env.update({"TZ": "America/Chicago", "NO_COLOR": "1", "COLUMNS": "80", "LC_ALL": "C.UTF-8"})
    if env_extra:
        env.update(env_extra)
        env = {k: v for k, v in env.items() if v is not None}
    try:
        p = subprocess.run(argv, cwd=cwd, input=(stdin or "").encode("utf-8"),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "", "timeout"
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def peer_argv(t):
    if t.suite == "ledger":
        return ["ledger", "--args-only", "--columns=80"] + t.argv
    return ["hledger"] + t.argv


def confirm(t):
    rc, out, err = run(peer_argv(t), t.cwd, t.stdin)
    if rc is None:
        return False, "peer timed out"
    if getattr(t, "from_examples", False):
        t.expected = out.rstrip("\n").split("\n") if rc == 0 else None
        return rc == 0, "" if rc == 0 else "hledger rejects the example"
    if t.exitcode == "nonzero":
        ok_status = rc != 0
    elif t.exitcode is None:
        # A test that names no status takes the peer's own: a peer that
        # fails it (`>2 /data file.*not found/`) is a test expecting failure.
        ok_status = True
        if rc != 0:
            t.exitcode = "nonzero"
    else:
        ok_status = rc == t.exitcode
    if not ok_status:
        return False, "peer exits %s, test expects %s" % (rc, t.exitcode)
    if t.expected is not None:
        got = [l.rstrip() for l in out.rstrip("\n").split("\n")] if out else []
        want = [l.rstrip() for l in t.expected]
        while want and want[-1] == "":
            want.pop()
        while got and got[-1] == "":
            got.pop()
        if got != want:
            return False, "peer output differs from the test's"
    t.peer_out = out
    return True, ""


# ---------------------------------------------------------------- reading results

AMOUNT_NUM = re.compile(r"[-+]?\d[\d,.' ]*(?:[eE][-+]?\d+)?|[-+]?[.,]\d+")


def parse_number(text):
    s = text.replace(" ", "").replace("'", "")
    neg = s.startswith("-")
    s = s.lstrip("+-")
    if "," in s and "." in s:
        if s.rfind(",") > s.rfind("."):
            s = s.replace(".", "").replace(",", ".")
        else:
            s = s.replace(",", "")
    elif "," in s:
        parts = s.split(",")
        if len(parts) == 2 and len(parts[1]) != 3:
            s = s.replace(",", ".")
        else:
            s = s.replace(",", "")
    try:
        d = Decimal(s)
    except InvalidOperation:
        return None
    return -d if neg else d


def parse_amount(text):
    """'$-1.50', '-$1.50', '5 EUR', '"M&M" 3' -> (commodity, Decimal, decimals) or None."""
    s = text.strip()
    s = re.sub(r"\s*\{[^}]*\}|\s*\[[^\]]*\]|\s*\([^)]*\)", "", s)  # lot annotations
    if s in ("0", "-0"):
        return ("", Decimal(0), 0)
    neg = False
    if s.startswith("-"):
        neg, s = True, s[1:].strip()
    # A symbol after the number may hold digits after its first letter, as
    # ledger writes it unquoted (`1000.000 CTG25`).
    m = re.match(r'^("[^"]*"|[^-+\d.,\s"]+)?\s*([-+]?\d[\d,.\' ]*(?:[eE][-+]?\d+)?)\s*("[^"]*"|[^-+\d\s"][^\s"]*)?$', s)
    if not m:
        return None
    sym = (m.group(1) or m.group(3) or "").strip('"')
    num = parse_number(m.group(2).strip())
    if num is None:
        return None
    digits = m.group(2).strip()
    mark = max(digits.rfind("."), digits.rfind(","))
    decimals = len(digits) - mark - 1 if mark >= 0 and parse_number(digits) != parse_number(digits.replace(",", "").replace(".", "")) else 0
    if neg:
        num = -num
    return (sym, num, decimals)


def amounts_in(cell):
    """Amount cells separated by ', ' (hledger) or on one line."""
    found = []
    for part in re.split(r",\s+(?=[^\d])|\s{2,}", cell.strip()):
        if part.strip():
            a = parse_amount(part)
            if a is None:
                return None
            found.append(a)
    return found


SECONDS = {"s": 1, "m": 60, "h": 3600}


def same_time(peer, tally):
    """Time amounts (ledger's 5.0m, Tally's 0.08 h) agree when their values
    in seconds are within what both displays round away."""
    def total(amounts):
        value, slack = Decimal(0), Decimal(0)
        for sym, v, d in amounts:
            unit = SECONDS.get(sym)
            if unit is None:
                return None
            value += v * unit
            slack += Decimal(unit) * Decimal(1).scaleb(-d) / 2
        return value, slack
    p, q = total(peer), total(tally)
    if p is None or q is None:
        return None
    return abs(p[0] - q[0]) <= p[1] + q[1]


def same_amounts(peer, tally):
    """Tally's amounts equal the peer's at the peer's displayed precision."""
    if any(a[0] in SECONDS for a in peer) and any(a[0] in SECONDS for a in tally):
        same = same_time(peer, tally)
        if same is not None:
            return same
    p = collections.defaultdict(list)
    for sym, v, d in peer:
        if v != 0:
            p[sym].append((v, d))
    q = collections.defaultdict(Decimal)
    for sym, v, _ in tally:
        q[sym] += v
    for sym in set(p) | set(k for k, v in q.items() if v != 0):
        if sym not in p:
            return False
        total = sum(v for v, _ in p[sym])
        places = max(d for _, d in p[sym])
        quant = Decimal(1).scaleb(-places)
        if q.get(sym, Decimal(0)).quantize(quant, rounding="ROUND_HALF_EVEN") != total.quantize(quant) and \
           q.get(sym, Decimal(0)).quantize(quant, rounding="ROUND_HALF_UP") != total.quantize(quant):
            return False
    return True


def indent_of(gap):
    return (len(gap) - 2) // 2


def balance_rows(text):
    """Balance text (ledger, hledger or Tally) -> ({account: [amounts]}, total or None)."""
    rows, total, pending, stack = {}, None, [], []
    after_rule = False
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line.strip():
            continue
        if after_rule and pending and not line.startswith(" ") and amounts_in(line) is None:
            break  # a note under the total (an amount wider than the column starts flush left)
        if re.match(r"^\s*-{4,}\s*$", line):
            after_rule = True
            pending = []
            continue
        m = re.match(r"^(.*?\S)(  +)(\S.*)$", line) if not after_rule else None
        if not after_rule and raw.endswith("  ") and not m and amounts_in(line) is not None:
            # hledger's row with an empty name (postings without the
            # --pivot tag), which Tally names (none).
            rows[""] = pending + amounts_in(line)
            pending = []
            continue
        if m and parse_amount(m.group(3).strip()) is None:
            amt, gap, name = m.group(1), m.group(2), m.group(3)
            if name == "(none)" and indent_of(gap) == 0:
                name = ""
            indent = (len(gap) - 2) // 2
            stack = stack[:indent] + [name]
            full = ":".join(stack)
            a = amounts_in(amt)
            if a is None:
                return None, None
            rows[full] = pending + a
            pending = []
        else:
            a = amounts_in(line)
            if a is None and not line.startswith(" "):
                continue  # a note such as Tally's about balances that round to zero
            if a is None:
                return None, None
            pending += a
    if after_rule:
        total = pending
    return rows, total


def table_rows(text):
    """A multi-column balance (hledger's '||' table or Tally's columns) ->
    {account: [cell amounts…]}, the total row under the key ''."""
    lines = [l.rstrip() for l in text.split("\n") if l.strip()]
    header = None
    rows = {}
    stack = []
    for k, line in enumerate(lines):
        if re.match(r"^[=+-]+$", line.replace(" ", "")) or line.endswith(":"):
            continue
        if header is None:
            header = line
            ends = [m.end() for m in re.finditer(r"\S+", header.split("||")[-1])]
            offset = len(header) - len(header.split("||")[-1])
            ends = [e + offset for e in ends]
            continue
        if "||" in line:
            written, _, _ = line.partition("||")
            indent = max(0, len(written) - len(written.lstrip()) - 1) // 2
            name = written.strip()
            start = 0
        else:
            m = re.match(r"^(\s*)(\S.*?)(?:\s{2,}|$)", line)
            indent = len(m.group(1)) // 2 if m else 0
            name = m.group(2) if m else ""
            start = (len(m.group(1)) if m else 0) + len(name)
        # A tree's rows hold the last part of the name, indented under their parent.
        if name and not name.startswith("total"):
            stack = stack[:indent] + [name]
            name = ":".join(stack)
        if "||" in line:
            start = line.index("||") + 2
        cells, prev = [], start
        for e in ends:
            cell = line[prev:e].strip()
            prev = e
            a = amounts_in(cell) if cell else []
            if a is None:
                return None
            cells.append(a)
        rows[name if not name.startswith("total") or "||" in line else ""] = cells
    return rows


def compare_table(peer_text, tally_text):
    p, q = table_rows(peer_text), table_rows(tally_text)
    if p is None or q is None:
        return "unreadable table"
    p.pop("", None)
    q.pop("", None)
    for acct, cells in p.items():
        if acct not in q:
            return "account %s missing" % acct
        if len(cells) != len(q[acct]):
            return "%d columns, peer has %d" % (len(q[acct]), len(cells))
        for a, b in zip(cells, q[acct]):
            if not same_amounts(a, b):
                return "amount of %s differs" % acct
    extra = [a for a in q if a not in p]
    if extra:
        return "extra account %s" % extra[0]
    return ""


def compare_balance(peer_text, tally_text, ledger_flat):
    if "||" in peer_text:
        return compare_table(peer_text, tally_text)
    prow, ptot = balance_rows(peer_text)
    trow, ttot = balance_rows(tally_text)
    if prow is None or trow is None:
        return "unreadable output"
    for acct, amts in prow.items():
        if acct not in trow:
            return "account %s missing" % acct
        if not same_amounts(amts, trow[acct]):
            return "amount of %s differs" % acct
    for acct, amts in trow.items():
        if acct in prow:
            continue
        if ledger_flat and any(p.startswith(acct + ":") for p in prow):
            continue
        if all(v == 0 for _, v, _ in amts) and any(p.startswith(acct + ":") for p in prow):
            continue
        return "extra account %s" % acct
    # ledger leaves out the total under a single top-level account
    if ptot is not None and ttot is None:
        return "total line missing"
    if ptot is not None and not same_amounts(ptot, ttot):
        return "total differs"
    return ""


DATE = re.compile(r"^(\d{2,4})[-/.](\d{1,2}|[A-Z][a-z]{2})[-/.](\d{1,2})\b")
MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}


def symbols_of(text):
    """Commodities of the amounts in cells set apart by two spaces."""
    found = set()
    for line in text.split("\n"):
        bare = LOT_ANNOTATION.sub("", line)
        if bare != line:
            # An annotated amount and its running total share a cell
            # (`10 AAPL {$100} 10 AAPL {$100}`): the word after a number.
            found.update(re.findall(r"(?<![\w.])-?\d[\d,.]*\s([A-Za-z_]+)(?=\s|$)", bare))
            line = bare
        for cell in re.split(r"\s{2,}", line.strip()):
            a = parse_amount(cell)
            if a is not None and a[0]:
                found.add(a[0])
        # An amount and its running total in one cell, the same word after
        # each number (`0,0255 intrate 0,0255 intrate`): that word is a commodity.
        pair = re.search(r"(?<![\w.])-?\d[\d,.]* ([A-Za-z_]\w*) +-?\d[\d,.]* \1\s*$", line)
        if pair:
            found.add(pair.group(1))
    return found


def amount_cells(text):
    """A register's lines without their first cell (date, description and
    account), whose words are no commodities."""
    return "\n".join("  ".join(re.split(r"\s{2,}", line.strip())[1:]) for line in text.split("\n"))


def peel_amounts(line, symbols, most=2):
    """The amounts at the end of a register line, right to left; an amount of
    two words ('$ 5.00', '5 EUR') only when its commodity is a known one."""
    words = line.split()
    found = []
    while words and len(found) < most:
        # `-100 kWh 0`: a zero is shown bare, the symbol belongs to the number before it.
        lone = len(words) >= 3 and words[-1] in ("0", "-0") and words[-2].strip('"') in symbols \
            and parse_number(words[-3]) is not None
        # A symbol in quotes (`"N1"`, as hledger and Tally write one with a digit) is the same symbol.
        if not lone and len(words) >= 2 and (words[-1].strip('"') in symbols or words[-2].lstrip("-").strip('"') in symbols):
            a = parse_amount(words[-2] + " " + words[-1])
            if a is not None:
                found.append(a)
                words = words[:-2]
                continue
        a = parse_amount(words[-1])
        if a is None:
            break
        found.append(a)
        words = words[:-1]
    found.reverse()
    return found, words


LOT_ANNOTATION = re.compile(r"\s+\{[^}]*\}|\s+\[\d{2,4}[-/.]\d{1,2}[-/.]\d{1,2}\]|(?<=\S)\s\([^()\s]+\)(?=\s|$)")


def register_rows(text, symbols):
    """Register text -> list of [date or None, amount, [running total]].
    Lot annotations after an amount (`10 AAPL {$100} [2024/01/01] (lot1)`,
    with --lots) are read past, as parse_amount does in a balance."""
    rows = []
    for raw in text.split("\n"):
        line = LOT_ANNOTATION.sub("", raw.rstrip())
        if not line.strip():
            continue
        date = None
        m = DATE.match(line)
        if m:
            y, mo, d = m.groups()
            mo = MONTHS.get(mo, mo)
            date = (int(y) % 100, int(mo), int(d))
        amts, rest = peel_amounts(line, symbols)
        if len(amts) == 2:
            rows.append([date, amts[0], [amts[1]]])
        elif len(amts) == 1 and rows and not rest:
            rows[-1][2].append(amts[0])
        elif len(amts) == 1:
            rows.append([date, None, [amts[0]]])
        else:
            return None
    return rows


def compare_register(peer_text, tally_text):
    # Either side may name a commodity the other leaves out (a zero shown
    # bare, a time shown in another unit): both sides' are amounts.
    symbols = symbols_of(peer_text) | symbols_of(amount_cells(tally_text))
    p = register_rows(peer_text, symbols)
    q = register_rows(tally_text, symbols)
    if p is None or q is None:
        return "unreadable output"
    if len(p) != len(q):
        return "%d rows, peer has %d" % (len(q), len(p))
    cause = ""
    for (pd, pa, pt), (qd, qa, qt) in zip(p, q):
        if pd is not None and qd is not None and pd != qd:
            return "date differs"
        if not cause and ((pa is None) != (qa is None) or (pa and not same_amounts([pa], [qa]))):
            cause = "amount differs"
        if not cause and not same_amounts(pt, qt):
            cause = "running total differs"
    if cause and same_transactions(p, q):
        return ""
    return cause


def transactions_of(rows):
    """Register rows grouped by transaction: a row with a date starts one."""
    groups = []
    for row in rows:
        if row[0] is not None or not groups:
            groups.append([])
        groups[-1].append(row)
    return groups


def same_transactions(p, q):
    """The same postings in each transaction, in any order, and the same
    running total after each: the order of the postings inside one
    transaction is layout (ledger lists automated postings after the
    transaction's own, hledger after the posting that matched), not data."""
    pg, qg = transactions_of(p), transactions_of(q)
    if len(pg) != len(qg):
        return False
    for pt, qt in zip(pg, qg):
        if len(pt) != len(qt) or not same_amounts(pt[-1][2], qt[-1][2]):
            return False
        left = [row[1] for row in qt]
        for _, pa, _ in pt:
            match = next((i for i, qa in enumerate(left)
                          if (pa is None) == (qa is None) and (pa is None or same_amounts([pa], [qa]))), None)
            if match is None:
                return False
            left.pop(match)
    return True


def postings_of(suite, journal_text, cwd):
    """The peer's reading of a journal, as a sorted list of postings."""
    with tempfile.NamedTemporaryFile("w", suffix=".journal", delete=False, encoding="utf-8") as f:
        f.write(journal_text)
        path = f.name
    try:
        if suite == "ledger":
            rc, out, _ = run(["ledger", "--args-only", "-f", path, "csv", "--empty"], cwd, None)
        else:
            rc, out, _ = run(["hledger", "-f", path, "print", "-O", "csv"], cwd, None)
    finally:
        os.unlink(path)
    if rc != 0:
        return None
    rows = []
    for r in csv.reader(io.StringIO(out)):
        if suite == "ledger" and len(r) >= 6:
            rows.append(posting_row(r[0], r[2].strip(), r[3], r[4], r[5]))
        elif suite == "hledger" and len(r) >= 10 and r[0] != "txnidx":
            rows.append(posting_row(r[1], r[5].strip(), r[7], r[9], r[8]))
    return sorted(rows)


def posting_row(date, description, account, commodity, number):
    """A posting by meaning: the number's value (100.0 is 100), and no
    commodity for a zero (0 and $0.00 are the same nothing)."""
    value = parse_number(number) if number else None
    if value is not None and value == 0:
        commodity, value = "", Decimal(0)
    text = "" if value is None else str(value.normalize() if value != 0 else Decimal(0))
    return (date, description, account, commodity, text)


def compare_print(t, peer_text, tally_text):
    want = postings_of(t.suite, peer_text, t.cwd)
    if want is None:
        return None
    got = postings_of(t.suite, tally_text, t.cwd)
    if got is None:
        return "print does not read back in %s" % t.suite
    if want != got:
        return "printed postings differ"
    return ""


def compare_lines(peer_text, tally_text):
    p = sorted(set(l.strip() for l in peer_text.split("\n") if l.strip()))
    q = sorted(set(l.strip() for l in tally_text.split("\n") if l.strip()))
    if p == q:
        return ""
    return "lists differ"


# ---------------------------------------------------------------- classifying

def cause_of(t, tally_err):
    """A short name for why Tally refused a journal or command line."""
    m = re.search(r"error\[?([A-Za-z0-9-]+)\]?", tally_err)
    first = next((l for l in tally_err.split("\n") if l.strip()), "")
    first = re.sub(r"^[^:]*:\d+:\d+:\s*", "", first)
    first = re.sub(r"'[^']*'", "'…'", first)
    first = re.sub(r"\d+(\.\d+)?", "N", first)
    return first[:90]


def run_test(t, tally):
    if getattr(t, "stage_out", None):
        t.cause = t.stage_out
        return t
    try:
        t.command, t.tally_argv, ledger_flat = map_command(t)
    except OutOfScope as e:
        t.cause = str(e)
        return t
    if t.expected is None and not getattr(t, "from_examples", False):
        t.stage, t.cause = "in scope", "no output to compare"
        return t
    t.stage = "in scope"
    ok, why = confirm(t)
    if not ok:
        t.cause = why
        return t
    t.stage = "confirmed"
    peer_ok = t.exitcode in (0, None) or getattr(t, "from_examples", False)
    # A register is read as a pipe, as the peers write it: with COLUMNS set
    # Tally folds a line wider than the terminal (a lot's annotation in the
    # amount and the running total), where ledger lets it run on.
    unfolded = {"COLUMNS": None} if t.command == "register" else None
    rc, out, err = run([tally] + t.tally_argv + ["--today", "2026-11-28"] if "--today" not in t.tally_argv
                       else [tally] + t.tally_argv, t.cwd, t.stdin, unfolded)
    t.tally_rc, t.tally_out, t.ledger_flat = rc, out, ledger_flat
    if rc is None:
        t.cause, t.detail = "Tally timed out", ""
        return t
    if rc > 2 or rc < 0:
        t.cause, t.detail = "Tally crashed (status %d)" % rc, err[-300:]
        return t
    if not peer_ok:
        t.stage = "accepted"
        if rc != 0:
            t.stage, t.cause = "agrees", ""
        else:
            t.cause = "Tally accepts what the peer rejects"
        return t
    if rc == 2:
        t.cause, t.detail = "command line: " + cause_of(t, err), err.strip()[:300]
        return t
    if rc != 0:
        t.cause, t.detail = "journal: " + cause_of(t, err), err.strip()[:300]
        return t
    t.stage = "accepted"
    peer_text = "\n".join(t.expected)
    why = compare_output(t, peer_text, out, ledger_flat, t.tally_argv)
    if why:
        t.cause = t.command + ": " + why
        t.detail = "peer:\n%s\ntally:\n%s" % (peer_text[:1500], out[:1500])
    else:
        t.stage = "agrees"
    return t


def compare_output(t, peer_text, out, ledger_flat, argv):
    """Why `out` differs from `peer_text` by meaning, "" when it agrees."""
    if t.command == "balance":
        return compare_balance(peer_text, out, ledger_flat)
    if t.command == "register":
        return compare_register(peer_text, out)
    if t.command == "print":
        why = compare_print(t, peer_text, out)
        return compare_lines(peer_text, out) if why is None else why
    if t.command == "accounts" and "--tree" in argv:
        return compare_balance("\n".join("0  " + l for l in peer_text.split("\n") if l),
                               "\n".join("0  " + l for l in out.split("\n") if l), False)
    return compare_lines(peer_text, out)


def hledger_argv(t):
    """The command line Tally was given, as hledger 1.25 takes it: ledger
    adds automated postings always (hledger with --auto), and its balance
    is a tree unless --flat was asked for (hledger's is flat)."""
    argv = ["hledger"] + [a for a in t.tally_argv if a != "--no-auto"]
    if "--auto" not in argv:
        argv.append("--auto")
    if t.command == "balance" and "--flat" not in argv and "--tree" not in argv:
        argv.append("--flat" if t.ledger_flat else "--tree")
    if "--today" not in argv:
        argv += ["--today", "2026-11-28"]
    return argv


def without_test_blocks(text):
    """ledger reads its suite's `test … end test` blocks as comments;
    hledger stops at them, so they are given to it as `comment` blocks
    (the lines keep their numbers)."""
    lines = []
    for line in text.split("\n"):
        if line.startswith("test ") or line.rstrip() == "test":
            line = "comment"
        elif line.rstrip() == "end test":
            line = "end comment"
        lines.append(line)
    return "\n".join(lines)


def run_hledger_on_journal(t):
    """hledger on the test's journal, its test blocks made comments. The
    copy sits beside the journal so that its includes resolve."""
    argv = hledger_argv(t)
    stdin = without_test_blocks(t.stdin) if t.stdin is not None else None
    made = []
    try:
        for k, a in enumerate(argv):
            if k > 0 and argv[k - 1] == "-f" and a != "-" and a.endswith(".test"):
                path = a if os.path.isabs(a) else os.path.join(t.cwd, a)
                try:
                    text = open(path, encoding="utf-8").read()
                except OSError:
                    continue
                folder = os.path.dirname(path)
                try:
                    f = tempfile.NamedTemporaryFile("w", dir=folder, prefix=".hledger-view-",
                                                    suffix=".tmp", delete=False, encoding="utf-8")
                except OSError:
                    f = tempfile.NamedTemporaryFile("w", suffix=".journal", delete=False, encoding="utf-8")
                with f:
                    f.write(without_test_blocks(text))
                made.append(f.name)
                argv[k] = f.name
        rc, out, _ = run(argv, t.cwd, stdin)
    finally:
        for name in made:
            os.unlink(name)
    return rc, out


def hledger_view(t):
    """For a ledger test Tally disagrees with: does hledger 1.25, given the
    same journal and command, agree with ledger, and if it does not, does
    Tally give hledger's answer? Sets t.hledger to one of "unreadable"
    (hledger refuses the journal or command line), "both refuse" (so does
    Tally), "not compared" (the
    harness cannot read one of the outputs), "agrees" (hledger answers as
    ledger), "differs, Tally as hledger" or "differs, Tally otherwise"."""
    if t.suite != "ledger" or t.stage not in ("confirmed", "accepted") or not hasattr(t, "tally_out"):
        return t
    rc, out = run_hledger_on_journal(t)
    peer_ok = t.exitcode in (0, None)
    if not peer_ok:
        # ledger rejects the journal and Tally accepts it.
        t.hledger = "differs, Tally as hledger" if rc == 0 else "agrees"
        return t
    if rc != 0:
        # Both refuse what ledger reads (a balance assertion over virtual
        # postings, a transaction that does not balance), or hledger cannot read it.
        t.hledger = "both refuse" if t.tally_rc not in (0, None) else "unreadable"
        return t
    why = compare_output(t, "\n".join(t.expected), out, t.ledger_flat, t.tally_argv)
    if why == "":
        t.hledger = "agrees"
        return t
    if why.startswith("unreadable") or why.startswith("print does not read back"):
        t.hledger = "not compared"
        return t
    same = t.tally_rc == 0 and compare_output(t, out, t.tally_out, t.ledger_flat, t.tally_argv) == ""
    t.hledger = "differs, Tally as hledger" if same else "differs, Tally otherwise"
    return t


def group_of(cause):
    """The cause without the names and counts of one test."""
    cause = re.sub(r"(account|amount of) .+? (missing|differs)$", r"\1 … \2", cause)
    cause = re.sub(r"extra account .*", "extra account", cause)
    cause = re.sub(r"\d+ (rows|columns), peer has \d+", r"number of \1 differs", cause)
    return cause


STAGES = ["found", "in scope", "confirmed", "accepted", "agrees"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ledger-tests", help="ledger's test/ folder (with regress/, baseline/, manual/)")
    ap.add_argument("--hledger-tests", help="hledger's hledger/test/ folder")
    ap.add_argument("--hledger-examples", help="hledger's examples/ folder")
    ap.add_argument("--tally", default=".build/debug/tally")
    ap.add_argument("--report", help="write one JSON line per test to this file")
    ap.add_argument("--only", help="run only the tests whose name contains this")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--show", type=int, default=3, help="examples shown per group")
    ap.add_argument("--reasons", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "reasons.tsv"),
                    help="why Tally answers a test otherwise (suite, test, grammar.md section, reason)")
    ap.add_argument("--markdown", help="write the disagreements with their reasons to this file, as a table")
    args = ap.parse_args()
    tally = os.path.abspath(args.tally)
    suites = collections.OrderedDict()
    if args.ledger_tests:
        suites["ledger"] = read_ledger_suite(args.ledger_tests)
    hl = []
    if args.hledger_tests:
        hl += read_shelltests(args.hledger_tests)
    if args.hledger_examples:
        hl += hledger_examples(args.hledger_examples)
    if hl:
        suites["hledger"] = hl
    if not suites:
        ap.error("give --ledger-tests and/or --hledger-tests (see README.md)")
    report = open(args.report, "w") if args.report else None
    reasons = read_reasons(args.reasons)
    rows = []
    for suite, tests in suites.items():
        if args.only:
            tests = [t for t in tests if args.only in t.name]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            done = list(pool.map(lambda t: hledger_view(run_test(t, tally)), tests))
        counts = collections.Counter()
        for t in done:
            for s in STAGES[:STAGES.index(t.stage) + 1]:
                counts[s] += 1
        print("%s: found %d -> in scope %d -> confirmed %d -> accepted %d -> agrees %d (%.1f%% of confirmed)" % (
            suite, counts["found"], counts["in scope"], counts["confirmed"], counts["accepted"],
            counts["agrees"], 100.0 * counts["agrees"] / max(1, counts["confirmed"])))
        if suite == "ledger":
            view = collections.Counter(getattr(t, "hledger", "") for t in done
                                       if t.stage in ("confirmed", "accepted"))
            differs = view["differs, Tally as hledger"] + view["differs, Tally otherwise"]
            print("  of the %d that disagree, hledger 1.25 also differs from ledger on %d "
                  "(Tally answers as hledger on %d of them), agrees with ledger on %d, "
                  "refuses it as Tally does %d, cannot read %d, not compared %d" % (
                      counts["confirmed"] - counts["agrees"], differs,
                      view["differs, Tally as hledger"], view["agrees"], view["both refuse"],
                      view["unreadable"], view["not compared"]))
        groups = collections.defaultdict(list)
        for t in done:
            if t.stage in ("confirmed", "accepted"):
                groups[group_of(t.cause)].append(t)
        print("  disagreements by cause:")
        for cause, ts in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print("    %4d  %s   e.g. %s" % (len(ts), cause, ", ".join(x.name for x in ts[:args.show])))
        scope = collections.Counter(t.cause.split(" ", 1)[0] + " " + t.cause.split(" ", 1)[-1][:40]
                                    for t in done if t.stage == "found")
        print("  out of scope, most common reasons:")
        for cause, n in scope.most_common(8):
            print("    %4d  %s" % (n, cause))
        disagreeing = [t for t in done if t.stage in ("confirmed", "accepted")]
        explained = {t.name: reason_of(reasons, suite, t.name) for t in disagreeing}
        missing = [name for name, why in explained.items() if why is None]
        print("  reasons: %d of the %d disagreements explained in %s%s" % (
            len(disagreeing) - len(missing), len(disagreeing), os.path.basename(args.reasons),
            "; not explained: " + ", ".join(missing) if missing else ""))
        rows += [(suite, t.name, t.cause, explained[t.name]) for t in disagreeing]
        if report:
            for t in done:
                report.write(json.dumps({"suite": suite, "test": t.name, "stage": t.stage,
                                         "cause": t.cause, "peer": peer_argv(t),
                                         "tally": t.tally_argv, "hledger": getattr(t, "hledger", ""),
                                         "detail": t.detail}) + "\n")
    if report:
        report.close()
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write("| suite | test | what differs | § | why |\n|---|---|---|---|---|\n")
            for suite, name, cause, why in sorted(rows):
                section, text = why or ("", "not explained yet")
                f.write("| %s | %s | %s | %s | %s |\n" % (suite, name, cause.replace("|", "\\|"), section, text.replace("|", "\\|")))


def read_reasons(path):
    """reasons.tsv: suite, test (a name ending in ':', '/' or '_' covers
    every test it starts), grammar.md section, reason."""
    reasons = []
    try:
        for line in open(path, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                suite, test, section, reason = line.rstrip("\n").split("\t", 3)
                reasons.append((suite, test, section, reason))
    except OSError:
        pass
    return reasons


def reason_of(reasons, suite, name):
    for s, test, section, reason in reasons:
        if s == suite and (name == test or (test[-1] in ":/_" and name.startswith(test))):
            return section, reason
    return None


if __name__ == "__main__":
    main()
