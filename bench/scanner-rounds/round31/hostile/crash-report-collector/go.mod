module github.com/sre-kit/crash-report-collector

go 1.22
