" Vim filetype plugin for Tally journals.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=;\ %s
setlocal comments=:;,:#
setlocal expandtab shiftwidth=4 softtabstop=4

" Fold by section: a column-0 heading comment ('* Title', or a title ruled
" off with '; ====' lines) starts a fold that runs to the next heading.
function! TallyFoldLevel(lnum) abort
  let line = getline(a:lnum)
  if line =~# '^\*\+ '
    return '>' . len(matchstr(line, '^\*\+'))
  endif
  if line =~# '^[;#]\s*\([=#-]\)\1\{2,}\s*$' && getline(a:lnum - 1) !~# '^[;#]'
    return '>1'
  endif
  return '='
endfunction
setlocal foldmethod=expr foldexpr=TallyFoldLevel(v:lnum) foldlevel=99

" :make checks the journal; the quickfix list jumps to FILE:LINE:COLUMN.
setlocal makeprg=tally\ check\ --color=never\ -f\ %:S
setlocal errorformat=%f:%l:%c:\ %trror:\ %m,%f:%l:%c:\ %tarning:\ %m,%-G%.%#

let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< foldmethod< foldexpr< foldlevel< makeprg< errorformat<'
