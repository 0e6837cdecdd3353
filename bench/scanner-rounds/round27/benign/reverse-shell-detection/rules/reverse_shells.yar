/*
  Detection rules for reverse shell one-liners found in scripts, cron files,
  web shells and shell history. These strings are indicators; do not run them.
*/
rule ReverseShell_Bash_DevTcp
{
    meta:
        description = "bash interactive shell redirected to /dev/tcp"
        severity = "high"
    strings:
        $a = "bash -i >& /dev/tcp/" ascii
        $b = /\/dev\/tcp\/[0-9.]{7,15}\/[0-9]{2,5}/ ascii
        $c = "0>&1" ascii
    condition:
        ($a or $b) and $c
}

rule ReverseShell_Netcat_Exec
{
    meta:
        description = "netcat with -e / -c executing a shell"
        severity = "high"
    strings:
        $a = /\bnc(at)?\s+(-[a-z]*\s+)*-e\s+\/bin\/(ba)?sh/ ascii
        $b = "mkfifo /tmp/" ascii
        $c = /\|\s*\/bin\/sh\s+-i\s+2>&1\s*\|\s*nc\s/ ascii
    condition:
        any of them
}

rule ReverseShell_PowerShell_TCPClient
{
    meta:
        description = "PowerShell TCPClient stream loop"
        severity = "high"
    strings:
        $a = "New-Object System.Net.Sockets.TCPClient" ascii nocase
        $b = "GetStream()" ascii
        $c = "iex" ascii nocase
    condition:
        all of them
}
