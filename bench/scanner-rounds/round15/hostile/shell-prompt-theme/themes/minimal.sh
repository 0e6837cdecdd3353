# minimal prompt theme
__pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  if [[ -n $(git status --porcelain --untracked-files="${PT_GIT_UNTRACKED:-normal}" 2>/dev/null | head -1) ]]; then
    b="$b*"
  fi
  printf ' %s' "$b"
}
__pt_prompt() {
  local status=$?
  local sym="${PT_SYMBOL:-❯}"
  local color=32; [[ $status -ne 0 ]] && color=31
  PS1="\[\e[34m\]\w\[\e[0m\]\[\e[35m\]\$(__pt_git)\[\e[0m\] \[\e[${color}m\]${sym}\[\e[0m\] "
}
if [[ -n "${ZSH_VERSION:-}" ]]; then
  setopt PROMPT_SUBST
  precmd() { local s=$?; PROMPT="%F{blue}%~%f%F{magenta}\$(__pt_git)%f %(?.%F{green}.%F{red})${PT_SYMBOL:-❯}%f "; }
else
  PROMPT_COMMAND="__pt_prompt${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
