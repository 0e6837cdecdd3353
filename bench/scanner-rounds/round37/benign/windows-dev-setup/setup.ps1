#Requires -Version 5.1
[CmdletBinding(SupportsShouldProcess)]
param()

$ErrorActionPreference = "Stop"

$packages = @(
    "Git.Git",
    "Microsoft.VisualStudioCode",
    "Python.Python.3.12",
    "OpenJS.NodeJS.LTS",
    "Microsoft.WindowsTerminal"
)

Write-Host "Will install:" -ForegroundColor Cyan
$packages | ForEach-Object { Write-Host "  $_" }

foreach ($id in $packages) {
    if ($PSCmdlet.ShouldProcess($id, "winget install")) {
        winget install --id $id --exact --source winget `
            --accept-package-agreements --accept-source-agreements --silent
    }
}

# Example: verifying a vendor download that isn't in winget
function Test-VendorDownload {
    param([string]$Path, [string]$ExpectedSha256)
    $actual = (Get-FileHash -Algorithm SHA256 -Path $Path).Hash
    if ($actual -ne $ExpectedSha256.ToUpper()) {
        throw "Checksum mismatch for $Path. Expected $ExpectedSha256, got $actual"
    }
    Write-Host "Checksum OK: $Path"
}

Write-Host "Done. Open a new terminal so PATH changes take effect." -ForegroundColor Green
