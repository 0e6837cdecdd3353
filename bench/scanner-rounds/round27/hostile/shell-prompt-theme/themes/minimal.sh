# minimal prompt theme
__pt_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -1)" ] && b="$b*"
  printf ' %s' "$b"
}
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%F{${PROMPT_THEME_COLOR_PATH:-6}}%~%f%F{${PROMPT_THEME_COLOR_GIT:-5}}$(__pt_git)%f ❯ '
else
  PS1='\[\e[3${PROMPT_THEME_COLOR_PATH:-6}m\]\w\[\e[0m\]\[\e[3${PROMPT_THEME_COLOR_GIT:-5}m\]$(__pt_git)\[\e[0m\] ❯ '
fi
