#!/usr/bin/env bash
# Annotated workbooks that LibreOffice edited as a clerk would (sheets inserted, moved, renamed), for the
# tests that the add-in's sheets are known by their tables (test/adapters/xlsx/reconhecer-folhas.test.ts):
#
#     bash test/adapters/xlsx/corpus/gerar-anotadas.sh      (needs soffice and python3-uno)
#
# openpyxl-tabela.xlsx (a clerk's file written by openpyxl) is annotated by `cotas anotar`, gets a first
# call by `cotas convocar`, and LibreOffice edits it (editar-no-libreoffice.py). LibreOffice also gives
# openpyxl-comentario.xlsx (no defined names) a formula that reads another workbook: an external link.
# estragar-copia-do-livro.py takes the copy of the ledger out of the first call's workbook, or damages it
# (test/pipeline/copiaDoLivro.test.ts). The .xlsx files are committed: the tests read them as they are.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo '{"dataPublicacao": "2025-09-01", "cargos": [{"id": "Analista", "vagas": 5}]}' >"$tmp/edital.json"
npx cotas anotar openpyxl-tabela.xlsx -o "$tmp/anotada.xlsx" --edital "$tmp/edital.json" >/dev/null
npx cotas convocar "$tmp/anotada.xlsx" -o "$tmp/convocada.xlsx" --cargo Analista --posicoes 2 \
  --ato "Portaria nº 1/2026" --data 2026-03-01 >/dev/null
/usr/bin/python3 editar-no-libreoffice.py "$tmp/convocada.xlsx" libreoffice-anotada-reordenada.xlsx
/usr/bin/python3 estragar-copia-do-livro.py "$tmp/convocada.xlsx"
/usr/bin/python3 editar-no-libreoffice.py openpyxl-comentario.xlsx libreoffice-vinculo-externo.xlsx \
  --vinculo openpyxl-tabela.xlsx
