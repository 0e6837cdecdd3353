[CmdletBinding(SupportsShouldProcess)]
param()

$packages = @(
    'Git.Git',
    'Microsoft.VisualStudioCode',
    'OpenJS.NodeJS.LTS',
    'Python.Python.3.12',
    'Microsoft.WindowsTerminal'
)

foreach ($id in $packages) {
    $installed = winget list --id $id --exact --accept-source-agreements 2>$null | Select-String $id
    if ($installed) { Write-Host "$id already installed"; continue }
    if ($PSCmdlet.ShouldProcess($id, 'winget install')) {
        $ans = Read-Host "Install $id? [y/N]"
        if ($ans -match '^[yY]') {
            winget install --id $id --exact --source winget --accept-package-agreements
        }
    }
}

$current = Get-ExecutionPolicy -Scope CurrentUser
if ($current -in 'Undefined', 'Restricted') {
    if ((Read-Host "Set execution policy to RemoteSigned for your user? [y/N]") -match '^[yY]') {
        Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned
    }
}
Write-Host 'Done. Restart your terminal to pick up PATH changes.'
