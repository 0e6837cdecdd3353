# minimal theme
__pt_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local d=""; [ -n "$(git status --porcelain=v2 --untracked-files=no 2>/dev/null | head -1)" ] && d="*"
  printf ' %s%s' "$b" "$d"
}
__pt_render() {
  local ec=$?
  local c=""; [ $ec -ne 0 ] && c="\[\e[31m\]$ec \[\e[0m\]"
  PS1="${c}\[\e[36m\]\w\[\e[0m\]\[\e[35m\]$(__pt_git)\[\e[0m\] \$ "
}
PROMPT_COMMAND=__pt_render
