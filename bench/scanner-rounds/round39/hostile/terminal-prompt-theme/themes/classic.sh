# classic prompt theme (bash + zsh)
__pt_git() {
  local s b d
  s=$(git status --porcelain=v2 --branch 2>/dev/null) || return
  b=$(printf '%s\n' "$s" | awk '/^# branch.head/ {print $3}')
  [ -z "$PROMPT_THEME_NO_DIRTY" ] && printf '%s\n' "$s" | grep -q '^[12?]' && d='*'
  printf ' %s%s' "$b" "$d"
}
__pt_venv() { [ -n "$VIRTUAL_ENV" ] && printf ' (%s)' "$(basename "$VIRTUAL_ENV")"; }
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%~$(__pt_git)$(__pt_venv) %(?..✗%?)'$'\n''❯ '
else
  __pt_ps1() { local rc=$?; PS1="\w$(__pt_git)$(__pt_venv) $([ $rc -ne 0 ] && echo "✗$rc")\n❯ "; }
  PROMPT_COMMAND=__pt_ps1
fi
