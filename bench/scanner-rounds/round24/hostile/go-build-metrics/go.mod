module example.com/buildstat

go 1.22
