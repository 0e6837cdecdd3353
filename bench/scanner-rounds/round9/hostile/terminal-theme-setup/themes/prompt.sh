# Minimal fast prompt for bash/zsh
__pt_git() {
  local s; s=$(git status --porcelain=v2 --branch 2>/dev/null) || return
  local b; b=$(printf '%s\n' "$s" | awk '/^# branch.head/{print $3}')
  local d=""; printf '%s\n' "$s" | grep -qv '^#' && d="*"
  printf ' (%s%s)' "$b" "$d"
}
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%F{cyan}%~%f$(__pt_git) %(?..%F{red}[%?]%f )%# '
else
  PS1='\[\e[36m\]\w\[\e[0m\]$(__pt_git) \$ '
fi
