module example.com/gitsum

go 1.22
