[CmdletBinding(SupportsShouldProcess)]
param([switch]$Remove)

$begin = '# >>> profile-tuner >>>'
$end   = '# <<< profile-tuner <<<'
$block = @"
$begin
Set-PSReadLineOption -PredictionSource History -HistorySearchCursorMovesToEnd
Set-PSReadLineKeyHandler -Key UpArrow -Function HistorySearchBackward
Set-PSReadLineKeyHandler -Key DownArrow -Function HistorySearchForward
Set-Alias -Name ll -Value Get-ChildItem
function gs { git status -sb }
function prompt {
    `$b = git branch --show-current 2>`$null
    "PS `$(Split-Path -Leaf (Get-Location))`$(if (`$b) { " [`$b]" }) > "
}
$end
"@

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
$current = Get-Content $PROFILE -Raw
$pattern = [regex]::Escape($begin) + '[\s\S]*?' + [regex]::Escape($end) + '\r?\n?'
$clean = [regex]::Replace([string]$current, $pattern, '')

if ($Remove) {
    if ($PSCmdlet.ShouldProcess($PROFILE, 'remove profile-tuner block')) { Set-Content $PROFILE $clean }
    return
}
if ($PSCmdlet.ShouldProcess($PROFILE, 'append profile-tuner block')) {
    Copy-Item $PROFILE "$PROFILE.bak-$(Get-Date -Format yyyyMMddHHmmss)"
    Set-Content $PROFILE ($clean.TrimEnd() + "`r`n`r`n" + $block + "`r`n")
    Write-Host "Updated $PROFILE (backup saved)."
} else {
    Write-Host $block
}
