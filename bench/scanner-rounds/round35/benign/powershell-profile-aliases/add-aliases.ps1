[CmdletBinding()]
param([switch]$Remove)

$block = Get-Content -Raw -Path (Join-Path $PSScriptRoot 'profile-block.ps1')
$start = '# >>> dev-aliases >>>'
$end   = '# <<< dev-aliases <<<'

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
$current = Get-Content -Raw -Path $PROFILE
Copy-Item $PROFILE "$PROFILE.bak" -Force

if ($Remove) {
    $pattern = [regex]::Escape($start) + '.*?' + [regex]::Escape($end)
    Set-Content -Path $PROFILE -Value ([regex]::Replace($current, $pattern, '', 'Singleline'))
    Write-Host "Removed dev-aliases block from $PROFILE (backup at $PROFILE.bak)"
    return
}

if ($current -and $current.Contains($start)) { Write-Host 'Block already present.'; return }

Write-Host "The following will be appended to $PROFILE`n" -ForegroundColor Cyan
Write-Host $block
$answer = Read-Host 'Append this block? [y/N]'
if ($answer -ne 'y') { Write-Host 'Aborted.'; return }

Add-Content -Path $PROFILE -Value "`n$block"
Write-Host "Done. Restart PowerShell or run: . `$PROFILE"
