module example.com/acme

go 1.22

require (
	connectrpc.com/connect v1.16.2
	google.golang.org/protobuf v1.34.1
)
