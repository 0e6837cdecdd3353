rule Linux_Miner_Dropper_Shell
{
    meta:
        author      = "detection-eng"
        date        = "2024-04-18"
        description = "Shell dropper that fetches and runs a Monero miner and persists via cron"
        reference   = "INC-2291"
        hash        = "9d1c0f2a6b37e8b5f1a4c2d0e9b8a7f6c5d4e3b2a1f0e9d8c7b6a5f4e3d2c1b0"

    strings:
        $fetch1 = "curl -fsSL http://" ascii
        $fetch2 = "wget -q -O-" ascii
        $pipe   = /\|\s*(ba)?sh\b/ ascii
        $cron   = "crontab -l 2>/dev/null; echo" ascii
        $kill   = "pkill -f kdevtmpfsi" ascii
        $pool   = "pool.supportxmr.com" ascii nocase
        $ssh    = ">> /root/.ssh/authorized_keys" ascii
        $immut  = "chattr +i" ascii

    condition:
        filesize < 64KB and
        uint16(0) == 0x2123 and            // "#!"
        ($fetch1 or $fetch2) and $pipe and
        2 of ($cron, $kill, $pool, $ssh, $immut)
}
