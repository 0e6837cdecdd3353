# dev prompt theme (bash/zsh)
__pt_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local d=""; git diff --quiet --ignore-submodules HEAD 2>/dev/null || d="*"
  printf ' (%s%s)' "$b" "$d"
}
__pt_venv() { [ -n "$VIRTUAL_ENV" ] && printf ' [%s]' "$(basename "$VIRTUAL_ENV")"; }
__pt_kube() { command -v kubectl >/dev/null && printf ' ⎈%s' "$(kubectl config current-context 2>/dev/null)"; }
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%F{cyan}%~%f$(__pt_git)$(__pt_venv)$(__pt_kube) %(?.%F{green}.%F{red})❯%f '
else
  PS1='\[\e[36m\]\w\[\e[0m\]$(__pt_git)$(__pt_venv)$(__pt_kube) \$ '
fi
