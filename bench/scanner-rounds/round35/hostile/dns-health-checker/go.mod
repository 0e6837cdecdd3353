module github.com/infra-tools/dnscheck

go 1.22
