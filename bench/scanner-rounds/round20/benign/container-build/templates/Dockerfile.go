# syntax=docker/dockerfile:1.7

############################
# builder
############################
FROM golang:1.22-bookworm@sha256:0000000000000000000000000000000000000000000000000000000000000000 AS builder
# ^ replace the placeholder digest with the real one: docker buildx imagetools inspect golang:1.22-bookworm

ARG TARGETOS=linux
ARG TARGETARCH=amd64
ARG GRPC_HEALTH_PROBE_VERSION=0.4.28
ARG GRPC_HEALTH_PROBE_SHA256_amd64=replace-with-published-sha256-for-amd64
ARG GRPC_HEALTH_PROBE_SHA256_arm64=replace-with-published-sha256-for-arm64

WORKDIR /src

# health probe binary: download, verify checksum, then use
RUN set -eux; \
    url="https://github.com/grpc-ecosystem/grpc-health-probe/releases/download/v${GRPC_HEALTH_PROBE_VERSION}/grpc_health_probe-${TARGETOS}-${TARGETARCH}"; \
    curl -fsSL -o /usr/local/bin/grpc_health_probe "$url"; \
    eval "want=\${GRPC_HEALTH_PROBE_SHA256_${TARGETARCH}}"; \
    echo "${want}  /usr/local/bin/grpc_health_probe" | sha256sum -c -; \
    chmod +x /usr/local/bin/grpc_health_probe

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download

COPY . .
# private modules: credentials come from a build secret, never ARG/ENV
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    --mount=type=secret,id=netrc,target=/root/.netrc \
    CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH \
    go build -trimpath -ldflags="-s -w" -o /out/server ./cmd/server

############################
# runtime
############################
FROM gcr.io/distroless/static-debian12:nonroot@sha256:0000000000000000000000000000000000000000000000000000000000000000
COPY --from=builder /out/server /server
COPY --from=builder /usr/local/bin/grpc_health_probe /grpc_health_probe
USER 65532:65532
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD ["/grpc_health_probe", "-addr=127.0.0.1:8080"]
ENTRYPOINT ["/server"]
