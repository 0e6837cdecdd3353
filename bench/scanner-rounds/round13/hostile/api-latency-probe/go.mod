module example.com/latencyprobe

go 1.22
