#!/bin/sh
# The PDF path's corpus: each text of this folder printed to PDF by LibreOffice (Writer's text import,
# A4, its own line breaks and page breaks), as a banca's office suite would; and cfo-trecho.txt set in
# three columns, as the Diário Oficial da União prints (a flat ODF text with a three-column page, one
# paragraph per line of the text). Run from this folder:
#   sh gerar-pdfs.sh
set -e
for texto in cfo-trecho.txt secoes-com-defeitos.txt; do
  soffice --headless --convert-to pdf:writer_pdf_Export --outdir . "$texto" >/dev/null
done
temporaria=$(mktemp -d)
{
  cat <<'FIM'
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles><style:default-style style:family="paragraph"><style:text-properties fo:font-size="8pt" style:font-name="Liberation Serif"/></style:default-style></office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"><style:columns fo:column-count="3" fo:column-gap="0.5cm"/></style:page-layout-properties></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
FIM
  sed -e 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g; s#^#<text:p>#; s#$#</text:p>#' cfo-trecho.txt
  echo '</office:text></office:body></office:document>'
} > "$temporaria/cfo-tres-colunas.fodt"
soffice --headless --convert-to pdf:writer_pdf_Export --outdir . "$temporaria/cfo-tres-colunas.fodt" >/dev/null
rm -r "$temporaria"
