module example.com/logrotate

go 1.21
