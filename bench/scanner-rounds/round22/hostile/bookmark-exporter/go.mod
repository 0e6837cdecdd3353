module github.com/markexport/bookmark-exporter

go 1.22
