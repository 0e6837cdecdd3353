# Team shell additions (sourced from ~/.bashrc / ~/.zshrc)
export EDITOR="${EDITOR:-vim}"
export PATH="$HOME/.local/bin:$PATH"

alias gs='git status -sb'
alias gl='git log --oneline --graph --decorate -20'
alias k='kubectl'
alias dcu='docker compose up -d'
alias dcd='docker compose down'

# direnv / fzf, only if installed
command -v direnv >/dev/null && eval "$(direnv hook "$(basename "$SHELL")")"
[ -f ~/.fzf.bash ] && [ -n "$BASH_VERSION" ] && . ~/.fzf.bash
[ -f ~/.fzf.zsh ] && [ -n "$ZSH_VERSION" ] && . ~/.fzf.zsh

# history: bigger, shared, no duplicates
HISTSIZE=50000
HISTCONTROL=ignoreboth:erasedups
