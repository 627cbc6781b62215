#!/usr/bin/python3
"""A clerk's edits of an annotated workbook, made by LibreOffice Calc itself (headless, through UNO).

    /usr/bin/python3 test/adapters/xlsx/corpus/editar-no-libreoffice.py ENTRADA.xlsx SAIDA.xlsx
    /usr/bin/python3 test/adapters/xlsx/corpus/editar-no-libreoffice.py ENTRADA.xlsx SAIDA.xlsx --vinculo OUTRA.xlsx

It inserts a sheet of notes before every other, moves the Convocações sheet to the second place and
renames the AC sheet, then saves as .xlsx: LibreOffice numbers the sheetIds again in the new order, so
the add-in's sheets keep neither their sheetId nor (AC) their name. With --vinculo, it only writes in H1
of the first sheet a formula that reads another workbook, so the .xlsx has an external link
(<externalReferences> in the workbook part). Used by gerar-anotadas.sh; needs soffice and python3-uno
(Debian's LibreOffice brings both).
"""
import os
import subprocess
import sys
import tempfile
import time

import uno
from com.sun.star.beans import PropertyValue


def propriedade(nome, valor):
    p = PropertyValue()
    p.Name = nome
    p.Value = valor
    return p


def conectar(porta):
    local = uno.getComponentContext()
    resolvedor = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    for _ in range(120):
        try:
            return resolvedor.resolve(f"uno:socket,host=127.0.0.1,port={porta};urp;StarOffice.ComponentContext")
        except Exception:
            time.sleep(0.5)
    sys.exit("o LibreOffice não respondeu")


def main(entrada, saida, vinculo=None):
    porta = 2202
    with tempfile.TemporaryDirectory() as perfil:
        office = subprocess.Popen(
            ["soffice", f"-env:UserInstallation=file://{perfil}", "--headless", "--invisible", "--norestore",
             f"--accept=socket,host=127.0.0.1,port={porta};urp;"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            contexto = conectar(porta)
            mesa = contexto.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", contexto)
            doc = mesa.loadComponentFromURL(uno.systemPathToFileUrl(os.path.abspath(entrada)), "_blank", 0,
                                            (propriedade("Hidden", True),))
            folhas = doc.Sheets
            if vinculo:
                outra = uno.systemPathToFileUrl(os.path.abspath(vinculo))
                folhas.getByIndex(0).getCellRangeByName("H1").setFormula(f"='{outra}'#$Candidatos.A1")
            else:
                reordenar(folhas)
            doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(saida)),
                           (propriedade("FilterName", "Calc MS Excel 2007 XML"),))
            doc.close(True)
        finally:
            office.terminate()
            office.wait(timeout=60)


def reordenar(folhas):
    folhas.insertNewByName("Notas do escrivão", 0)
    folhas.getByName("Notas do escrivão").getCellByPosition(0, 0).setString("Conferir a lista com a chefia")
    folhas.moveByName("Convocações", 1)
    folhas.getByName("AC").setName("Ampla (conferida)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--vinculo" else None)
