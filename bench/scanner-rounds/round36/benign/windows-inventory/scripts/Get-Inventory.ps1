<#
.SYNOPSIS
  Read-only hardware/software inventory written to local CSV files.
#>
[CmdletBinding()]
param([string]$OutDir = '.\inventory')

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

$cs  = Get-CimInstance Win32_ComputerSystem
$os  = Get-CimInstance Win32_OperatingSystem
$cpu = Get-CimInstance Win32_Processor | Select-Object -First 1
$bios = Get-CimInstance Win32_BIOS

[pscustomobject]@{
    ComputerName = $env:COMPUTERNAME
    Manufacturer = $cs.Manufacturer
    Model        = $cs.Model
    Serial       = $bios.SerialNumber
    CPU          = $cpu.Name
    RAM_GB       = [math]::Round($cs.TotalPhysicalMemory / 1GB, 1)
    OS           = $os.Caption
    Build        = $os.BuildNumber
} | Export-Csv (Join-Path $OutDir 'hardware.csv') -NoTypeInformation

Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=3' |
    Select-Object DeviceID, @{n='SizeGB';e={[math]::Round($_.Size/1GB,1)}}, @{n='FreePct';e={[math]::Round(100*$_.FreeSpace/$_.Size,1)}} |
    Export-Csv (Join-Path $OutDir 'disks.csv') -NoTypeInformation

# Installed software from the standard Uninstall keys (read-only registry access)
$keys = 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*',
        'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\*',
        'HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*'
Get-ItemProperty $keys -ErrorAction SilentlyContinue |
    Where-Object DisplayName |
    Select-Object DisplayName, DisplayVersion, Publisher, InstallDate |
    Sort-Object DisplayName |
    Export-Csv (Join-Path $OutDir 'software.csv') -NoTypeInformation

Write-Output "Inventory written to $((Resolve-Path $OutDir).Path)"
