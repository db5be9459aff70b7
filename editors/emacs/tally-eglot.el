;;; tally-eglot.el --- Tally journals in Emacs with eglot  -*- lexical-binding: t; -*-
;; Load it from your init file: (load "/path/to/tally/editors/emacs/tally-eglot.el")

(define-derived-mode tally-mode prog-mode "Tally"
  "Major mode for Tally (ledger/hledger) journals."
  (setq-local comment-start "; ")
  (setq-local comment-start-skip ";+\\s-*")
  (setq-local font-lock-defaults
              '((("^[0-9]\\{4\\}[-/.][0-9]\\{1,2\\}[-/.][0-9]\\{1,2\\}" . font-lock-constant-face)
                 ("^\\(account\\|commodity\\|include\\|category\\|budget\\|recurring\\|goal\\|P\\|D\\|Y\\|alias\\|payee\\|tag\\)\\_>" . font-lock-keyword-face)
                 ("^[;#*%|].*$" . font-lock-comment-face)
                 (";.*$" . font-lock-comment-face)))))

(add-to-list 'auto-mode-alist '("\\.\\(ledger\\|journal\\|hledger\\|tally\\)\\'" . tally-mode))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(tally-mode "tally" "lsp")))

(add-hook 'tally-mode-hook #'eglot-ensure)

(provide 'tally-eglot)
;;; tally-eglot.el ends here
