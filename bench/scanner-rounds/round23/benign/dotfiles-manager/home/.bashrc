# ~/.bashrc — managed by dotfiles-manager
[[ $- != *i* ]] && return
HISTSIZE=50000
HISTCONTROL=ignoreboth:erasedups
shopt -s histappend checkwinsize
export EDITOR=nvim
alias ll='ls -alF'
alias gs='git status -sb'
[ -f "$HOME/.bashrc.local" ] && . "$HOME/.bashrc.local"
