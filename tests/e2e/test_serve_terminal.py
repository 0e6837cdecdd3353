"""`skill-mcp serve` started by hand in a terminal says, in one line on
stderr, that it waits for an MCP client and how to connect one; started by
an MCP client (stdin a pipe) it says nothing of the sort. The real binary
runs on a pseudo-terminal made with Python's `pty`."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import threading

WAITING = (
    "skill-mcp is waiting for an MCP client on stdin (stdio transport); add it to your client's MCP config "
    "(see README) or run `skill-mcp serve --http` to serve HTTP."
)
# A bound on waiting for the line, not a measurement.
BOUND_SECONDS = 60


def test_a_terminal_on_stdin_gets_one_line_saying_what_to_do(cli):
    controller, terminal = pty.openpty()
    proc = subprocess.Popen(
        cli.argv("serve"), stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    os.close(terminal)
    lines: list[str] = []
    seen = threading.Event()

    def drain() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line.rstrip("\n"))
            if line.rstrip("\n") == WAITING:
                seen.set()

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        assert seen.wait(BOUND_SECONDS), "\n".join(lines)
    finally:
        proc.kill()
        proc.wait(timeout=30)
        os.close(controller)
    reader.join(timeout=30)
    assert lines.count(WAITING) == 1
    assert proc.stdout is not None and proc.stdout.read() == "", "stdout carries JSON-RPC only"


def test_a_pipe_on_stdin_gets_no_such_line(cli):
    """An MCP client connects through pipes: a whole session, then stdin closes."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "pipe", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    proc = subprocess.run(
        cli.argv("serve"), input="".join(json.dumps(m) + "\n" for m in messages),
        capture_output=True, text=True, timeout=120,
    )
    answered = {m.get("id") for m in map(json.loads, proc.stdout.splitlines())}
    assert {1, 2} <= answered, proc.stderr
    assert "waiting for an MCP client" not in proc.stderr
