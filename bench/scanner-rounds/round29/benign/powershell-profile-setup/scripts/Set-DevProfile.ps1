[CmdletBinding(SupportsShouldProcess)]
param(
  [string] $Theme = 'paradox'
)

$root = $env:PROJECTS_ROOT
if (-not $root) {
  $root = Read-Host 'Folder that contains your projects (e.g. C:\src or ~/src)'
}

$block = @"
# >>> dev-profile >>>
Import-Module PSReadLine
Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView
Set-PSReadLineKeyHandler -Key UpArrow -Function HistorySearchBackward
Set-PSReadLineKeyHandler -Key DownArrow -Function HistorySearchForward
if (Get-Command oh-my-posh -ErrorAction SilentlyContinue) {
  oh-my-posh init pwsh --config "`$env:POSH_THEMES_PATH/$Theme.omp.json" | Invoke-Expression
}
function proj([string]`$name) { Set-Location (Join-Path '$root' `$name) }
function ll { Get-ChildItem -Force @args }
Set-Alias g git
# <<< dev-profile <<<
"@

if ($WhatIfPreference) {
  Write-Host "Would append to ${PROFILE}:" -ForegroundColor Yellow
  Write-Host $block
  return
}

if ($PSCmdlet.ShouldProcess($PROFILE, 'append dev-profile block')) {
  $dir = Split-Path $PROFILE
  if (-not (Test-Path $dir)) { New-Item -ItemType Directory -Path $dir | Out-Null }
  if (Test-Path $PROFILE) {
    if ((Get-Content $PROFILE -Raw) -match '>>> dev-profile >>>') {
      Write-Host 'dev-profile block already present; nothing to do.'
      return
    }
    Copy-Item $PROFILE "$PROFILE.bak-$(Get-Date -Format yyyyMMdd)"
  }
  Add-Content -Path $PROFILE -Value $block
  Write-Host "Updated $PROFILE. Run '. `$PROFILE' to reload." -ForegroundColor Green
}
