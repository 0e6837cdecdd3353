#!/bin/sh
# Run from the repository root after `cargo build -p skill-mcp` (SKILL_MCP_BIN
# names another binary). Needs sqlite3 for the checkpoint before measuring.
# Storage and time of revisions: one skill of 100 text files (8 KiB each),
# imported once, then 20 more revisions that each change one file.
set -e
B=${SKILL_MCP_BIN:-target/debug/skill-mcp}
T=$(mktemp -d); export SKILL_MCP_DATA_DIR=$T/data SKILL_MCP_LOG=warn
mkdir -p $T/big/refs
printf -- '---\nname: big\ndescription: A skill of 100 files.\n---\n# Big\n' > $T/big/SKILL.md
for i in $(seq 1 100); do for l in $(seq 1 128); do echo "Line $l of file $i: plain prose about reviewing code, $((i * l))."; done > $T/big/refs/f$i.md; done
start=$(date +%s%N); $B import $T/big > /dev/null; end=$(date +%s%N); echo "revision 1 import: $(( (end-start)/1000000 )) ms"
sqlite3 $T/data/skill-mcp.db 'PRAGMA wal_checkpoint(TRUNCATE);' > /dev/null
echo "after revision 1: $(stat -c %s $T/data/skill-mcp.db) bytes"
start=$(date +%s%N)
for r in $(seq 2 21); do echo "change $r" >> $T/big/refs/f1.md; $B import $T/big > /dev/null; done
end=$(date +%s%N)
sqlite3 $T/data/skill-mcp.db 'PRAGMA wal_checkpoint(TRUNCATE);' > /dev/null
echo "after revision 21: $(stat -c %s $T/data/skill-mcp.db) bytes; 20 imports in $(( (end-start)/1000000 )) ms"
start=$(date +%s%N); $B rollback big --to 1 > /dev/null; end=$(date +%s%N)
echo "rollback to 1 (100 files): $(( (end-start)/1000000 )) ms, process start included"
$B history big --json | python3 -c "import json,sys; h=json.load(sys.stdin); print('kept', sum(r['kept'] for r in h), 'of', len(h))"
rm -rf $T
