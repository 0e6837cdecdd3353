#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$packages = @(
    'Git.Git',
    'Microsoft.VisualStudioCode',
    'OpenJS.NodeJS.LTS',
    'Python.Python.3.12',
    'Docker.DockerDesktop',
    'Microsoft.PowerShell'
)
foreach ($id in $packages) {
    Write-Host "Installing $id ..."
    winget install --id $id -e --source winget --accept-package-agreements --accept-source-agreements
}

try {
    Set-ExecutionPolicy RemoteSigned -Scope CurrentUser -Force
} catch {
    Write-Warning "Execution policy is managed by Group Policy: $($_.Exception.Message)"
}

git config --global core.autocrlf input
git config --global init.defaultBranch main
git config --global credential.helper manager

Write-Host 'Base setup complete. Run "wsl --install" next and reboot.'
