<#
.SYNOPSIS
  Build the Windows one-dir bundle of Caviard from a clean virtual environment with pinned versions.

.DESCRIPTION
  Windows counterpart of packaging/build.sh (same spec, same pins).
  Output: packaging\_build\dist\caviard\ (caviard.exe windowed, caviard-cli.exe console).
  Requirements on the build machine: 64-bit Python 3.11 (python.org installer, "py" launcher),
  the Microsoft Visual C++ 2015-2022 x64 runtime, and a copy of Tesseract's fra.traineddata
  (tessdata_fast, Apache-2.0; e.g. the file of Debian's tesseract-ocr-fra package).

.EXAMPLE
  powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -TessdataFra C:\src\tessdata\fra.traineddata
  powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -TessdataFra ... -Clean
#>
param(
    [Parameter(Mandatory = $true)] [string] $TessdataFra,
    [switch] $Clean,
    [string] $Python = "py -3.11"
)
$ErrorActionPreference = "Stop"

$PyInstallerPin = "pyinstaller==6.22.3"
$HooksPin = "pyinstaller-hooks-contrib==2026.9"

$Here = Split-Path -Parent $MyInvocation.MyCommand.Path
$Root = Split-Path -Parent $Here
$Build = Join-Path $Here "_build"
$Venv = Join-Path $Build "venv"
$VenvPy = Join-Path $Venv "Scripts\python.exe"

if (-not (Test-Path $TessdataFra -PathType Leaf)) {
    Write-Error "fra.traineddata introuvable : $TessdataFra"
}
$env:TESSDATA_FRA = (Resolve-Path $TessdataFra).Path

if ($Clean) {
    foreach ($d in @($Venv, (Join-Path $Build "work"), (Join-Path $Build "dist"))) {
        if (Test-Path $d) { Remove-Item -Recurse -Force $d }
    }
}
New-Item -ItemType Directory -Force -Path $Build | Out-Null

# Pinned requirements from pyproject.toml ([project].dependencies), like build.sh.
$Reqs = Join-Path $Build "requirements-build.txt"
$pyParts = $Python.Split(" ", [System.StringSplitOptions]::RemoveEmptyEntries)
$PyExe = $pyParts[0]
$PyArgs = @()
if ($pyParts.Length -gt 1) { $PyArgs = $pyParts[1..($pyParts.Length - 1)] }
$readPins = @"
import sys, tomllib
deps = tomllib.load(open(sys.argv[1], 'rb'))['project']['dependencies']
bad = [d for d in deps if '==' not in d]
if bad: sys.exit('dependance non epinglee : %s' % bad)
print('\n'.join(deps + [sys.argv[2], sys.argv[3]]))
"@
$pins = & $PyExe @PyArgs -c $readPins (Join-Path $Root "pyproject.toml") $PyInstallerPin $HooksPin
if ($LASTEXITCODE -ne 0) { Write-Error "lecture de pyproject.toml impossible" }
Set-Content -Path $Reqs -Value $pins -Encoding ascii

$Stamp = Join-Path $Venv ".caviard-reqs"
$needVenv = -not (Test-Path $VenvPy)
if (-not $needVenv) {
    $needVenv = -not (Test-Path $Stamp) -or ((Get-Content $Stamp -Raw) -ne (Get-Content $Reqs -Raw))
}
if ($needVenv) {
    if (Test-Path $Venv) { Remove-Item -Recurse -Force $Venv }
    & $PyExe @PyArgs -m venv $Venv
    if ($LASTEXITCODE -ne 0) { Write-Error "creation du venv impossible" }
    & $VenvPy -m pip install --quiet --upgrade "pip==26.3"
    & $VenvPy -m pip install --quiet -r $Reqs
    if ($LASTEXITCODE -ne 0) { Write-Error "pip install a echoue" }
    Copy-Item $Reqs $Stamp
}

Push-Location $Root
try {
    $sw = [Diagnostics.Stopwatch]::StartNew()
    & $VenvPy -m PyInstaller --noconfirm --clean `
        --distpath (Join-Path $Build "dist") --workpath (Join-Path $Build "work") `
        (Join-Path $Here "caviard.spec")
    if ($LASTEXITCODE -ne 0) { Write-Error "PyInstaller a echoue" }
    $sw.Stop()
} finally {
    Pop-Location
}

$Dist = Join-Path $Build "dist\caviard"
$files = Get-ChildItem -Recurse -File $Dist
$bytes = ($files | Measure-Object -Property Length -Sum).Sum
$stats = @(
    ("build_seconds={0:N1}" -f $sw.Elapsed.TotalSeconds),
    "bundle_bytes=$bytes",
    ("bundle_mib={0:N1}" -f ($bytes / 1MB)),
    "bundle_files=$($files.Count)"
)
Set-Content -Path (Join-Path $Build "build_stats.txt") -Value $stats -Encoding ascii
$stats | ForEach-Object { Write-Host $_ }
Write-Host "Bundle : $Dist"

# Quick check that the frozen CLI runs (exit 0) on the bundled sample.
$Sample = Get-ChildItem (Join-Path $Dist "_internal\resources\samples\*.pdf") | Select-Object -First 1
$Out = Join-Path $env:TEMP "caviard-build-check.pdf"
& (Join-Path $Dist "caviard-cli.exe") anonymize $Sample.FullName -o $Out
if ($LASTEXITCODE -ne 0) { Write-Error "caviard-cli anonymize a echoue (code $LASTEXITCODE)" }
Remove-Item -Force $Out -ErrorAction SilentlyContinue
Write-Host "Verification : caviard-cli anonymize sur l'exemple OK"
