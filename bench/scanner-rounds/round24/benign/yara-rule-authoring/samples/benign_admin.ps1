# False-positive test: legitimate admin script that mentions PowerShell and
# Invoke-WebRequest but downloads a CSV, not code. Should NOT match the rule.
$uri = 'https://intranet.example/reports/licenses.csv'
Invoke-WebRequest -Uri $uri -OutFile "$env:TEMP\licenses.csv"
Import-Csv "$env:TEMP\licenses.csv" | Where-Object { $_.Expires -lt (Get-Date).AddDays(30) } |
    Format-Table Product, Expires
