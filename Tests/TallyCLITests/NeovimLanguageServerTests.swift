import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally lsp` as a separate process under a real client: Neovim, headless,
/// opens an example with an error and a messy journal, and gets
/// diagnostics, completion, hover and formatting. Skipped, with the
/// reason, without nvim (.ci/run installs it) or the built binary.
@Suite("tally lsp in Neovim")
struct NeovimLanguageServerTests {
    static let nvim = Subprocess.find(["nvim"])

    static let messy = """
    account Assets:Checking
    account Expenses:Food:Groceries

    2026-11-02 * Trader Joe's
      Expenses:Food:Groceries    $52.10
        Assets:Checking



    2026-11-03 Cafe
        Expenses:Food:Groceries   $4.00
        Assets:Checking

    """

    /// A Lua script that records what the server sent, a line each.
    static func script(binary: String, broken: String, messy: String, output: String) -> String {
        """
        local out = {}
        local function say(s) table.insert(out, s) end
        local function finish() vim.fn.writefile(out, '\(output)'); vim.cmd('qa!') end
        local ok, err = pcall(function()
          local id = vim.lsp.start_client({ name = 'tally', cmd = { '\(binary)', 'lsp', '--today', '2026-11-21' }, root_dir = '/' })
          vim.cmd('edit \(broken)')
          local broken = vim.api.nvim_get_current_buf()
          vim.lsp.buf_attach_client(broken, id)
          vim.wait(20000, function() return #vim.diagnostic.get(broken) > 0 end, 20)
          for _, d in ipairs(vim.diagnostic.get(broken)) do
            local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
            say('diagnostic ' .. (d.lnum + 1) .. ':' .. (d.col + 1) .. ' ' .. tostring(code))
          end
          vim.cmd('edit \(messy)')
          local buf = vim.api.nvim_get_current_buf()
          vim.lsp.buf_attach_client(buf, id)
          vim.wait(20000, function() local c = vim.lsp.get_client_by_id(id); return c and c.initialized end, 20)
          local function request(method, line, col)
            vim.api.nvim_win_set_cursor(0, { line, col })
            local params = vim.lsp.util.make_position_params()
            local replies = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
            for _, r in pairs(replies) do return r.result end
          end
          local completion = request('textDocument/completion', 5, 6)
          for _, item in ipairs((completion and completion.items) or completion or {}) do say('completion ' .. item.label) end
          local hover = request('textDocument/hover', 5, 10)
          if hover then say('hover ' .. hover.contents.value:gsub('\\n', ' ')) end
          if vim.lsp.buf.format then vim.lsp.buf.format({ timeout_ms = 10000 }) else vim.lsp.buf.formatting_sync(nil, 10000) end
          for _, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do say('formatted ' .. l) end
        end)
        if not ok then say('lua error ' .. tostring(err)) end
        finish()
        """
    }

    @Test(.enabled(if: nvim != nil, "nvim is not installed (apt-get install neovim)"),
          .enabled(if: Subprocess.tally != nil, "build tally first (swift build)"))
    func neovimGetsDiagnosticsCompletionHoverAndFormatting() throws {
        let nvim = try #require(Self.nvim), binary = try #require(Subprocess.tally)
        let broken = Harness.repositoryRoot + "/examples/errors/unbalanced-transaction.ledger"
        let s = Scratch(["messy.ledger": Self.messy])
        s.write("test.lua", Self.script(binary: binary, broken: broken, messy: s.path("messy.ledger"), output: s.path("out.txt")))
        // -n: no swap file, so the other suite's Neovim, which may have the
        // same example open at once, is no "swap file exists" (E325) here.
        let run = Subprocess.run("/bin/sh", ["-c", "timeout 120 \(Subprocess.quoted(nvim)) -n --headless --clean -u NONE -c \(Subprocess.quoted("luafile " + s.path("test.lua"))) < /dev/null"])
        #expect(run.status == 0)
        let lines = (Files.read(s.path("out.txt")) ?? "").split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("lua error") }, "\(lines)")

        // The same finding tally check prints.
        let check = Harness.run(["check", "-f", broken])
        let expected = check.stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(broken + ":"), let open = line.lastIndex(of: "[") else { return nil }
            let at = line.dropFirst(broken.count + 1).split(separator: ":").prefix(2).joined(separator: ":")
            return "diagnostic \(at) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
        }
        #expect(!expected.isEmpty)
        #expect(lines.filter { $0.hasPrefix("diagnostic ") } == expected)

        #expect(lines.contains("completion Expenses:Food:Groceries"))
        #expect(lines.contains { $0.hasPrefix("hover **Expenses:Food:Groceries**") && $0.contains("balance: $56.10") })
        let fmt = Harness.run(["fmt", "-f", "-"], stdin: Self.messy)
        #expect(lines.filter { $0.hasPrefix("formatted ") }.map { String($0.dropFirst(10)) }
                == fmt.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }
}

/// The Vim files in editors/vim: the filetype is detected, and `:make`
/// (tally check) fills the quickfix list with the file, line and column.
@Suite("editors/vim in Neovim")
struct VimFilesTests {
    @Test(.enabled(if: NeovimLanguageServerTests.nvim != nil, "nvim is not installed (apt-get install neovim)"),
          .enabled(if: Subprocess.tally != nil, "build tally first (swift build)"))
    func makeJumpsToTheError() throws {
        let nvim = try #require(NeovimLanguageServerTests.nvim), binary = try #require(Subprocess.tally)
        let broken = Harness.repositoryRoot + "/examples/errors/unbalanced-transaction.ledger"
        let s = Scratch()
        let bin = String(binary.dropLast("/tally".count))
        s.write("test.vim", """
        let $PATH = '\(bin)' . ':' . $PATH
        set runtimepath^=\(Harness.repositoryRoot)/editors/vim
        filetype plugin on
        syntax on
        runtime ftdetect/tally.vim
        edit \(broken)
        silent make
        let out = ['filetype ' . &filetype, 'commentstring ' . &commentstring, 'syntax ' . get(b:, 'current_syntax', '')]
        for e in getqflist()
          if e.valid
            call add(out, 'quickfix ' . bufname(e.bufnr) . ':' . e.lnum . ':' . e.col . ' ' . e.type)
          endif
        endfor
        call writefile(out, '\(s.path("out.txt"))')
        qa!
        """)
        // -n: no swap file (the other suite may edit the same example at once).
        let run = Subprocess.run("/bin/sh", ["-c", "cd / && timeout 60 \(Subprocess.quoted(nvim)) -n --headless --clean -u NONE -S \(Subprocess.quoted(s.path("test.vim"))) < /dev/null"])
        #expect(run.status == 0)
        let lines = (Files.read(s.path("out.txt")) ?? "").split(separator: "\n").map(String.init)
        #expect(lines.contains("filetype tally"))
        #expect(lines.contains("commentstring ; %s"))
        #expect(lines.contains("syntax tally"))
        let check = Harness.run(["check", "-f", broken])
        let first = try #require(check.stderr.split(separator: "\n").first { $0.hasPrefix(broken + ":") })
        let at = first.dropFirst(broken.count + 1).split(separator: ":").prefix(2).joined(separator: ":")
        #expect(lines.contains("quickfix \(broken):\(at) e"), "\(lines)")
    }
}
