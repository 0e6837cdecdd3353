rule SUSP_PowerShell_Download_Cradle
{
    meta:
        author      = "soc-team"
        date        = "2024-05-02"
        description = "PowerShell one-liners that download and execute remote code"
        tlp         = "CLEAR"

    strings:
        $cmd1 = "powershell" ascii wide nocase
        $cmd2 = "pwsh" ascii wide nocase

        $obf1 = "-EncodedCommand" ascii wide nocase
        $obf2 = " -enc " ascii wide nocase
        $obf3 = "FromBase64String" ascii wide nocase

        $net1 = "Net.WebClient" ascii wide nocase
        $net2 = "DownloadString(" ascii wide nocase
        $net3 = "Invoke-WebRequest" ascii wide nocase
        $net4 = "IEX (New-Object" ascii wide nocase
        $net5 = "Invoke-Expression" ascii wide nocase

    condition:
        filesize < 200KB and
        1 of ($cmd*) and
        1 of ($obf*) and
        2 of ($net*)
}

rule SUSP_Shell_Reverse_Shell_Oneliner
{
    meta:
        author      = "soc-team"
        description = "Classic bash /dev/tcp reverse shell pattern"

    strings:
        $a = /bash -i >& ?\/dev\/tcp\/[0-9.]{7,15}\/[0-9]{2,5}/
        $b = "0>&1" ascii

    condition:
        $a and $b
}
