[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Path,
    [int]$OlderThanDays = 30,
    [string[]]$Include = @("*.log", "*.tmp"),
    [switch]$Apply
)
$full = (Resolve-Path $Path).Path.TrimEnd("\")
$blocked = @($env:SystemRoot, $env:USERPROFILE, "$env:SystemDrive")
if ($blocked -contains $full -or $full -match "^[A-Za-z]:$") { throw "Refusing to clean protected path $full" }

$cutoff = (Get-Date).AddDays(-$OlderThanDays)
$files = Get-ChildItem -Path $full -Recurse -File -Include $Include | Where-Object LastWriteTime -lt $cutoff
$total = ($files | Measure-Object Length -Sum).Sum
Write-Host ("{0} files, {1:N1} MB older than {2} days" -f $files.Count, ($total / 1MB), $OlderThanDays)
if ($Apply) { $files | Remove-Item -Confirm:$ConfirmPreference } else { $files | Remove-Item -WhatIf }
