module example.com/bookmarks

go 1.22
