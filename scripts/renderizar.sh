#!/usr/bin/env bash
# Renders a workbook to PNG pictures (one per page) with LibreOffice, to look at the colors and text of
# the annotated sheets without Excel:
#   scripts/renderizar.sh saida.xlsx [pasta-de-saida]     (default: test-results/render/<nome>/)
# Needs `soffice` (LibreOffice), `pdftoppm` (poppler-utils) and node. The pictures come from a copy of
# the workbook set to print every sheet landscape, one page wide (the file itself is not changed).
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "uso: $0 pasta.xlsx [pasta-de-saida]" >&2
  exit 2
fi
entrada="$1"
nome="$(basename "${entrada%.*}")"
destino="${2:-test-results/render/$nome}"
for programa in soffice pdftoppm; do
  command -v "$programa" >/dev/null || { echo "falta o programa $programa (LibreOffice / poppler-utils)" >&2; exit 1; }
done
mkdir -p "$destino"
temporario="$(mktemp -d)"
trap 'rm -rf "$temporario"' EXIT
copia="$temporario/$nome.xlsx"
node -e '
  const ExcelJS = require("exceljs");
  const [entrada, copia] = process.argv.slice(1);
  const pasta = new ExcelJS.Workbook();
  pasta.xlsx.readFile(entrada).then(() => {
    for (const folha of pasta.worksheets)
      folha.pageSetup = { ...folha.pageSetup, orientation: "landscape", paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
    return pasta.xlsx.writeFile(copia);
  });
' "$entrada" "$copia"
# A private LibreOffice profile: no clash with another instance, no first-run dialogs.
soffice -env:UserInstallation="file://$temporario/perfil" --headless --convert-to pdf --outdir "$destino" "$copia" >/dev/null
rm -f "$destino/$nome"-*.png
pdftoppm -png -r "${RESOLUCAO:-80}" "$destino/$nome.pdf" "$destino/$nome"
ls "$destino"/*.png
