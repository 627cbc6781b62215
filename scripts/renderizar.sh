#!/usr/bin/env bash
# Renders a workbook to PNG pictures (one per page) with LibreOffice, to look at the colors and text of
# the annotated sheets without Excel, and says how many pages it prints:
#   scripts/renderizar.sh saida.xlsx [pasta-de-saida]     (default: test-results/render/<nome>/)
# Needs `soffice` (LibreOffice), `pdftoppm` and `pdfinfo` (poppler-utils). The workbook is printed as
# delivered: the add-in's sheets carry their own page setup (landscape, one page wide). PAISAGEM=1 prints
# instead a copy with every sheet set landscape, one page wide (through ExcelJS, for files of older
# versions; the file itself is not changed).
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "uso: $0 pasta.xlsx [pasta-de-saida]" >&2
  exit 2
fi
entrada="$1"
nome="$(basename "${entrada%.*}")"
destino="${2:-test-results/render/$nome}"
for programa in soffice pdftoppm pdfinfo; do
  command -v "$programa" >/dev/null || { echo "falta o programa $programa (LibreOffice / poppler-utils)" >&2; exit 1; }
done
mkdir -p "$destino"
temporario="$(mktemp -d)"
trap 'rm -rf "$temporario"' EXIT
copia="$temporario/$nome.xlsx"
if [ "${PAISAGEM:-0}" != 1 ]; then
  cp "$entrada" "$copia"
else
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
fi
# A private LibreOffice profile: no clash with another instance, no first-run dialogs.
soffice -env:UserInstallation="file://$temporario/perfil" --headless --convert-to pdf --outdir "$destino" "$copia" >/dev/null
rm -f "$destino/$nome"-*.png
pdftoppm -png -r "${RESOLUCAO:-80}" "$destino/$nome.pdf" "$destino/$nome"
ls "$destino"/*.png
echo "$(pdfinfo "$destino/$nome.pdf" | awk '/^Pages:/ {print $2}') páginas; $(pdfinfo "$destino/$nome.pdf" | grep '^Page size:')"
