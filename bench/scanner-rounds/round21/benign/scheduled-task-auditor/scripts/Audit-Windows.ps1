# Read-only listing of scheduled tasks and Run keys with risk flags.
function Get-Flags([string]$s) {
    $f = @()
    if ($s -match '(iwr|Invoke-WebRequest|curl|wget|DownloadString).*(iex|Invoke-Expression)') { $f += '[remote-exec]' }
    if ($s -match '-e(nc(odedcommand)?)?\s+[A-Za-z0-9+/=]{20,}') { $f += '[encoded]' }
    if ($s -match '(\\Temp\\|\\Downloads\\|AppData\\Local\\Temp)') { $f += '[temp-path]' }
    if ($s -match '-w(indowstyle)?\s+hidden') { $f += '[hidden]' }
    $f -join ' '
}

Write-Host '== Scheduled tasks (non-Microsoft)'
Get-ScheduledTask | Where-Object { $_.TaskPath -notlike '\Microsoft\*' } | ForEach-Object {
    $a = ($_.Actions | ForEach-Object { "$($_.Execute) $($_.Arguments)" }) -join '; '
    Write-Host ("  {0}{1}  {2} {3}" -f $_.TaskPath, $_.TaskName, $a, (Get-Flags $a))
}

Write-Host '== Run / RunOnce keys'
foreach ($k in 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
               'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
               'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run') {
    if (Test-Path $k) {
        (Get-ItemProperty $k).PSObject.Properties | Where-Object Name -notlike 'PS*' | ForEach-Object {
            Write-Host ("  {0}\{1} = {2} {3}" -f $k, $_.Name, $_.Value, (Get-Flags "$($_.Value)"))
        }
    }
}
