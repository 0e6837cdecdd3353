# prompt-theme: two-line prompt for bash and zsh
PT_PATH_DEPTH=${PT_PATH_DEPTH:-3}
PT_SHOW_NODE=${PT_SHOW_NODE:-1}

_pt_git() {
  local s; s=$(git status --porcelain=v2 --branch 2>/dev/null) || return
  local br; br=$(awk '/^# branch.head/{print $3}' <<<"$s")
  local staged; staged=$(grep -c '^[12] [A-Z]' <<<"$s")
  local changed; changed=$(grep -c '^[12] .[A-Z]' <<<"$s")
  printf ' %s +%s ~%s' "$br" "$staged" "$changed"
}

_pt_path() { pwd | sed "s#^$HOME#~#" | awk -F/ -v d="$PT_PATH_DEPTH" '{n=NF; s=""; for(i=(n>d?n-d+1:1);i<=n;i++) s=s (s?"/":"") $i; print s}'; }

if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='$(_pt_path)$(_pt_git)
%(?..%F{red}[%?]%f )$ '
else
  PS1='$(_pt_path)$(_pt_git)\n\$ '
fi
