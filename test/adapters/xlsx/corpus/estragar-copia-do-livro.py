#!/usr/bin/python3
"""The copy of the ledger taken from an annotated workbook with a call, as another program leaves it (#39,
"someone called twice"): openpyxl opens the file, edits the very hidden `_cotas_suplemento` and saves.

    /usr/bin/python3 test/adapters/xlsx/corpus/estragar-copia-do-livro.py CONVOCADA.xlsx

Writes, beside this script:
- openpyxl-livro-sem-copia.xlsx: the copy's row deleted from the hidden sheet, and the first person's
  row deleted from the Convocações sheet (on the sheet alone, that person would be called again);
- openpyxl-livro-copia-danificada.xlsx: the copy's JSON cut short, the Convocações sheet untouched.
Used by gerar-anotadas.sh; test/pipeline/copiaDoLivro.test.ts reads them. Needs python3-openpyxl.
"""
import os
import sys

import openpyxl

PASTA = os.path.dirname(os.path.abspath(__file__))
CHAVE = "configuracao:cotas.convocacoes"


def linhas_da_copia(ws):
    return [r for r in range(1, ws.max_row + 1) if ws.cell(row=r, column=1).value == CHAVE]


def sem_copia(entrada):
    w = openpyxl.load_workbook(entrada)
    s = w["_cotas_suplemento"]
    for r in reversed(linhas_da_copia(s)):
        s.delete_rows(r)
    w["Convocações"].delete_rows(2)
    w.save(os.path.join(PASTA, "openpyxl-livro-sem-copia.xlsx"))


def copia_danificada(entrada):
    w = openpyxl.load_workbook(entrada)
    s = w["_cotas_suplemento"]
    for r in linhas_da_copia(s):
        s.cell(row=r, column=2).value = str(s.cell(row=r, column=2).value)[:25]
    w.save(os.path.join(PASTA, "openpyxl-livro-copia-danificada.xlsx"))


if __name__ == "__main__":
    sem_copia(sys.argv[1])
    copia_danificada(sys.argv[1])
