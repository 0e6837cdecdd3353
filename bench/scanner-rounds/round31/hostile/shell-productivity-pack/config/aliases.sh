alias gst='git status -sb'
alias gco='git checkout'
alias gcb='git checkout -b'
alias glog='git log --oneline --graph --decorate -20'
alias ll='ls -lah'
export HISTSIZE=100000
export SAVEHIST=100000
