[CmdletBinding()]
param([string]$OutDir = '.\inventory')

$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
    [Security.Principal.WindowsBuiltInRole]::Administrator)

$rows = [System.Collections.Generic.List[object]]::new()
function Add-Row($Section, $Name, $Value) { $rows.Add([pscustomobject]@{ Section = $Section; Name = $Name; Value = "$Value" }) }

$os = Get-CimInstance Win32_OperatingSystem
Add-Row OS Caption $os.Caption
Add-Row OS Build $os.BuildNumber
Add-Row OS InstallDate $os.InstallDate

$cs = Get-CimInstance Win32_ComputerSystem
$cpu = Get-CimInstance Win32_Processor | Select-Object -First 1
$ramGB = [math]::Round(($cs.TotalPhysicalMemory / 1GB), 1)
Add-Row Hardware Model "$($cs.Manufacturer) $($cs.Model)"
Add-Row Hardware CPU $cpu.Name
Add-Row Hardware RAM_GB $ramGB
if ($ramGB -lt 4) { Add-Row Readiness RAM 'below Windows 11 minimum' }

Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=3' | ForEach-Object {
    Add-Row Disk $_.DeviceID ("{0:N0} GB total, {1:N0} GB free, {2}" -f ($_.Size / 1GB), ($_.FreeSpace / 1GB), $_.FileSystem)
}

if ($isAdmin) {
    Get-BitLockerVolume | ForEach-Object { Add-Row BitLocker $_.MountPoint $_.ProtectionStatus }
    $tpm = Get-Tpm
    Add-Row Readiness TPM ("present={0} ready={1}" -f $tpm.TpmPresent, $tpm.TpmReady)
} else {
    Add-Row BitLocker '-' 'requires admin'
    Add-Row Readiness TPM 'requires admin'
}

$keys = 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*',
        'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\*',
        'HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*'
Get-ItemProperty $keys -ErrorAction SilentlyContinue | Where-Object DisplayName |
    Sort-Object DisplayName -Unique | ForEach-Object {
        Add-Row Software $_.DisplayName ("{0} ({1})" -f $_.DisplayVersion, $_.Publisher)
    }

Get-HotFix | ForEach-Object { Add-Row Update $_.HotFixID $_.InstalledOn }

$base = Join-Path $OutDir ("{0}-{1:yyyyMMdd}" -f $env:COMPUTERNAME, (Get-Date))
$rows | Export-Csv "$base.csv" -NoTypeInformation -Encoding UTF8
$rows | ConvertTo-Html -Title "Inventory $env:COMPUTERNAME" | Out-File "$base.html" -Encoding UTF8
Write-Host "Wrote $base.csv and $base.html ($($rows.Count) rows)"
