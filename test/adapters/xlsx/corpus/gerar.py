#!/usr/bin/python3
"""Workbooks written by other tools, for the copy-through test (test/adapters/xlsx/corpus.test.ts).

    /usr/bin/python3 test/adapters/xlsx/corpus/gerar.py [FUNÇÃO]  (needs python3-openpyxl, Pillow, soffice)

openpyxl writes each workbook (candidates in a sheet, plus what a clerk's file carries: a chart, cell
comments, an image, an Excel table, data validation, conditional formats, defined names, a frozen
header); LibreOffice headless then opens and saves some of them again, so the corpus also has files
written by LibreOffice. The .xlsx files are committed: CI machines have neither tool.
"""
import io
import os
import shutil
import subprocess
import sys
import tempfile

from openpyxl import Workbook
from openpyxl.utils.datetime import CALENDAR_MAC_1904
from openpyxl.chart import BarChart, Reference
from openpyxl.comments import Comment
from openpyxl.drawing.image import Image
from openpyxl.formatting.rule import CellIsRule, ColorScaleRule
from openpyxl.styles import Font, PatternFill
from openpyxl.workbook.defined_name import DefinedName
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.table import Table, TableStyleInfo

PASTA = os.path.dirname(os.path.abspath(__file__))
CABECALHO = ["Inscrição", "Nome", "Cargo", "Modalidade", "Nota final"]
MODALIDADES = ["Ampla concorrência", "Negro", "Ampla concorrência", "PcD", "Ampla concorrência", "Negro"]


def candidatos(n=24):
    return [
        [1000 + i, f"Candidato {i + 1}", "Analista", MODALIDADES[i % len(MODALIDADES)], round(90 - i * 1.25, 2)]
        for i in range(n)
    ]


def folha_de_candidatos(wb, titulo="Candidatos"):
    ws = wb.active
    ws.title = titulo
    ws.append(CABECALHO)
    for c in ws[1]:
        c.font = Font(bold=True)
    for linha in candidatos():
        ws.append(linha)
    ws.freeze_panes = "A2"
    ws.column_dimensions["B"].width = 24
    return ws


def com_grafico(wb, ws):
    resumo = wb.create_sheet("Resumo")
    resumo.append(["Modalidade", "Inscritos"])
    for m in sorted(set(MODALIDADES)):
        resumo.append([m, MODALIDADES.count(m) * 4])
    grafico = BarChart()
    grafico.title = "Inscritos por modalidade"
    grafico.add_data(Reference(resumo, min_col=2, min_row=1, max_row=4), titles_from_data=True)
    grafico.set_categories(Reference(resumo, min_col=1, min_row=2, max_row=4))
    resumo.add_chart(grafico, "D2")


def com_comentarios(ws):
    ws["B2"].comment = Comment("Nome conferido com o documento.", "Escrivão")
    ws["E5"].comment = Comment("Nota revista após recurso.", "Banca")


def com_imagem(ws):
    from PIL import Image as PILImage

    buf = io.BytesIO()
    PILImage.new("RGB", (48, 24), (0, 80, 125)).save(buf, format="PNG")
    buf.seek(0)
    ws.add_image(Image(buf), "H2")


def com_tabela(ws):
    t = Table(displayName="Inscritos", ref=f"A1:E{ws.max_row}")
    t.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    ws.add_table(t)


def com_validacao_e_formatos(ws):
    dv = DataValidation(type="list", formula1='"Ampla concorrência,Negro,PcD"', allow_blank=True)
    ws.add_data_validation(dv)
    dv.add(f"D2:D{ws.max_row}")
    vermelho = PatternFill(start_color="FFC7CE", end_color="FFC7CE", fill_type="solid")
    ws.conditional_formatting.add(f"E2:E{ws.max_row}", CellIsRule(operator="lessThan", formula=["70"], fill=vermelho))
    ws.conditional_formatting.add(
        f"A2:A{ws.max_row}", ColorScaleRule(start_type="min", start_color="FFFFFF", end_type="max", end_color="00507D")
    )


def com_nomes(wb, ws):
    # openpyxl 3.0 (Debian) keeps defined names in a list.
    wb.defined_names.append(DefinedName("Notas", attr_text=f"'{ws.title}'!$E$2:$E${ws.max_row}"))
    wb.defined_names.append(DefinedName("Vagas_totais", attr_text="5"))


def salvar(wb, nome):
    wb.save(os.path.join(PASTA, nome))
    print("gerado", nome)


def openpyxl_completa():
    wb = Workbook()
    ws = folha_de_candidatos(wb)
    com_comentarios(ws)
    com_imagem(ws)
    com_validacao_e_formatos(ws)
    com_nomes(wb, ws)
    com_grafico(wb, ws)
    salvar(wb, "openpyxl-completa.xlsx")


def openpyxl_grafico():
    wb = Workbook()
    ws = folha_de_candidatos(wb)
    com_grafico(wb, ws)
    salvar(wb, "openpyxl-grafico.xlsx")


def openpyxl_so_comentario():
    wb = Workbook()
    ws = folha_de_candidatos(wb)
    ws["C3"].comment = Comment("Cargo conferido.", "Escrivão")
    salvar(wb, "openpyxl-comentario.xlsx")


def openpyxl_tabela():
    wb = Workbook()
    ws = folha_de_candidatos(wb)
    com_tabela(ws)
    com_validacao_e_formatos(ws)
    com_nomes(wb, ws)
    salvar(wb, "openpyxl-tabela.xlsx")


def openpyxl_datas_1904():
    """A workbook in the 1904 date system (old Excel for Mac): the serials of its dates are 1,462 days
    short of the same dates in the 1900 system. Two candidates tied at 80.00, born 1968 and 1969: 58 and
    57 years old in 2026, so the older-person priority (60 or more) does not break their tie."""
    from datetime import date

    wb = Workbook()
    wb.epoch = CALENDAR_MAC_1904
    ws = wb.active
    ws.title = "Candidatos"
    ws.append(CABECALHO + ["Data de nascimento"])
    nascimentos = [date(1968, 5, 10), date(1969, 7, 20), date(1990, 1, 2), date(1985, 3, 4), date(1979, 12, 31)]
    for i, nascimento in enumerate(nascimentos):
        ws.append([2000 + i, f"Candidato {i + 1}", "Analista", "Ampla concorrência", 80.0 if i < 2 else 70.0 - i,
                   nascimento])
        ws.cell(row=ws.max_row, column=len(CABECALHO) + 1).number_format = "dd/mm/yyyy"
    salvar(wb, "openpyxl-datas-1904.xlsx")


def openpyxl_cabecalho_em_duas_linhas():
    """A header of two rows: "Identificação" merged over A1:D1 above Inscrição, Nome, Cargo, Nota final
    (row 2), and "Modalidade" merged down over E1:E2, its value in E1 only."""
    wb = Workbook()
    ws = wb.active
    ws.title = "Resultado"
    ws.append(["Identificação", None, None, None, "Modalidade"])
    ws.append(["Inscrição", "Nome do candidato", "Cargo", "Nota final", None])
    ws.merge_cells("A1:D1")
    ws.merge_cells("E1:E2")
    modalidades = ["Ampla", "Negro", "PcD", "Negro", "Ampla", "Ampla", "Negro"]
    for i, modalidade in enumerate(modalidades):
        ws.append([3000 + i, f"Candidato {i + 1}", "Analista", 90.0 - 3 * i, modalidade])
    salvar(wb, "openpyxl-cabecalho-em-duas-linhas.xlsx")


def openpyxl_textos_e_numeros():
    """Scores typed as text in the Brazilian convention, out of 2.000 points ("1.234,56", and "1.000",
    which only the column's other cells tell is one thousand), and a name with U+202E (right-to-left
    override), which would show it reversed in the published act."""
    wb = Workbook()
    ws = wb.active
    ws.title = "Candidatos"
    ws.append(CABECALHO)
    linhas = [
        [4001, "Ana Souza", "Analista", "Ampla concorrência", "1.234,56"],
        [4002, "Bruno \u202eazuoS", "Analista", "Negro", "1.100,00"],
        [4003, "Carla Dias", "Analista", "Ampla concorrência", "1.000"],
        [4004, "Davi Lima", "Analista", "Ampla concorrência", "987,25"],
        [4005, "Eva Reis", "Analista", "PcD", "950,00"],
    ]
    for linha in linhas:
        ws.append(linha)
    salvar(wb, "openpyxl-textos-e-numeros.xlsx")


def openpyxl_formula_sem_valor():
    """A score written as a formula: openpyxl saves the formula and no calculated value."""
    wb = Workbook()
    ws = folha_de_candidatos(wb)
    ws["E4"] = "=80+5"
    salvar(wb, "openpyxl-formula-sem-valor.xlsx")


def openpyxl_titulo_acima():
    """The candidates' header on row 5, under a title block of three merged rows and a blank one."""
    wb = Workbook()
    ws = wb.active
    ws.title = "Resultado"
    for linha, titulo in enumerate(["MINISTÉRIO DA GESTÃO", "CONCURSO PÚBLICO — EDITAL Nº 1/2026", "RESULTADO FINAL"], 1):
        ws.cell(row=linha, column=1, value=titulo)
        ws.merge_cells(start_row=linha, start_column=1, end_row=linha, end_column=len(CABECALHO))
    for j, titulo in enumerate(CABECALHO, 1):
        ws.cell(row=5, column=j, value=titulo)
    for i, linha in enumerate(candidatos(8)):
        for j, valor in enumerate(linha, 1):
            ws.cell(row=6 + i, column=j, value=valor)
    salvar(wb, "openpyxl-titulo-acima.xlsx")


def openpyxl_tabela_de_resumo():
    """The active sheet holds an Excel table that is a summary, not the candidates (in the next sheet)."""
    wb = Workbook()
    resumo = wb.active
    resumo.title = "Resumo"
    for linha in [["Item", "Valor"], ["Inscritos", 24], ["Vagas", 5]]:
        resumo.append(linha)
    resumo.add_table(Table(displayName="Resumo", ref="A1:B3"))
    ws = wb.create_sheet("Candidatos")
    ws.append(CABECALHO)
    for linha in candidatos(8):
        ws.append(linha)
    salvar(wb, "openpyxl-tabela-de-resumo.xlsx")


def openpyxl_estrutura_protegida():
    """The clerk protected the workbook's structure (Revisão › Proteger Pasta de Trabalho)."""
    from openpyxl.workbook.protection import WorkbookProtection

    wb = Workbook()
    folha_de_candidatos(wb)
    wb.security = WorkbookProtection(lockStructure=True)
    salvar(wb, "openpyxl-estrutura-protegida.xlsx")


def libreoffice(origem, destino, filtro="xlsx:Calc MS Excel 2007 XML"):
    """LibreOffice opens the openpyxl file and saves it as its own .xlsx (Calc MS Excel 2007 XML), or as
    a macro-enabled workbook (.xlsm, its workbook part of the macroEnabled content type)."""
    with tempfile.TemporaryDirectory() as tmp:
        perfil = f"-env:UserInstallation=file://{tmp}/perfil"
        subprocess.run(
            ["soffice", perfil, "--headless", "--convert-to", filtro, "--outdir", tmp, os.path.join(PASTA, origem)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180,
        )
        convertido = os.path.splitext(origem)[0] + os.path.splitext(destino)[1]
        shutil.move(os.path.join(tmp, convertido), os.path.join(PASTA, destino))
    print("gerado", destino, "(LibreOffice)")


def libreoffice_com_macros():
    libreoffice("openpyxl-tabela.xlsx", "libreoffice-com-macros.xlsm", "xlsm:Calc MS Excel 2007 VBA XML")


if __name__ == "__main__":
    if len(sys.argv) > 1:  # one workbook only: gerar.py openpyxl_datas_1904
        globals()[sys.argv[1]]()
        sys.exit()
    openpyxl_datas_1904()
    openpyxl_cabecalho_em_duas_linhas()
    openpyxl_textos_e_numeros()
    openpyxl_formula_sem_valor()
    openpyxl_titulo_acima()
    openpyxl_tabela_de_resumo()
    openpyxl_estrutura_protegida()
    openpyxl_completa()
    openpyxl_grafico()
    openpyxl_so_comentario()
    openpyxl_tabela()
    if shutil.which("soffice"):
        libreoffice("openpyxl-completa.xlsx", "libreoffice-completa.xlsx")
        libreoffice("openpyxl-tabela.xlsx", "libreoffice-tabela.xlsx")
        libreoffice_com_macros()
    else:
        sys.exit("falta o soffice (LibreOffice) para os arquivos do LibreOffice")
