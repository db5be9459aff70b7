-- Tally in Neovim: put editors/vim on the runtimepath for syntax, folding
-- and :make, and start the language server for journal files.
--   vim.opt.runtimepath:append('/path/to/tally/editors/vim')
--   require('tally')   -- this file, copied to ~/.config/nvim/lua/tally.lua
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'tally',
  callback = function(args)
    local start = vim.lsp.start or function(config)
      local id = vim.lsp.start_client(config)
      if id then vim.lsp.buf_attach_client(args.buf, id) end
    end
    start({
      name = 'tally',
      cmd = { 'tally', 'lsp' },
      root_dir = vim.fs and vim.fs.dirname(args.file) or vim.fn.fnamemodify(args.file, ':h'),
    })
  end,
})
