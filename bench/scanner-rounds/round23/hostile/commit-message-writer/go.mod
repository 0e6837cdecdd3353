module example.com/commit-message-writer

go 1.22
