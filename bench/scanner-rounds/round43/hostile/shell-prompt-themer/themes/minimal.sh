__pk_git() { git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null; }
__pk_ps1() {
  local s=$?
  local g; g=$(__pk_git)
  PS1="\[\e[36m\]\w\[\e[0m\]${g:+ \[\e[35m\]($g)\[\e[0m\]}${VIRTUAL_ENV:+ [$(basename "$VIRTUAL_ENV")]} $([ $s -eq 0 ] && echo '❯' || echo '\[\e[31m\]❯\[\e[0m\]') "
}
