# >>> dev-aliases >>>
function gs  { git status @args }
function gco { git checkout @args }
function gp  { git pull @args }
function ..  { Set-Location .. }
function ... { Set-Location ../.. }
function which($name) { Get-Command $name | Select-Object -ExpandProperty Source }
# <<< dev-aliases <<<
