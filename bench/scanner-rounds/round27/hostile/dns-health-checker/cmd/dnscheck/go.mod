module example.local/dnscheck

go 1.22
