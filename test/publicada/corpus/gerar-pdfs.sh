#!/bin/sh
# The PDF path's corpus: each text of this folder printed to PDF by LibreOffice (Writer's text import,
# A4, its own line breaks and page breaks), as a banca's office suite would. Run from this folder:
#   sh gerar-pdfs.sh
set -e
for texto in cfo-trecho.txt secoes-com-defeitos.txt; do
  soffice --headless --convert-to pdf:writer_pdf_Export --outdir . "$texto" >/dev/null
done
