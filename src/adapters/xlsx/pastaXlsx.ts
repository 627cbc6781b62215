/**
 * The workbook port on an ExcelJS workbook: the same pipeline that runs in Excel runs on an .xlsx
 * file (CLI, web mode, "Exportar pasta anotada"). Writes follow the shared write plan (`planejarEscrita`,
 * the one the Office.js adapter executes), applied in memory; the file is produced by `paraBytes`.
 *
 * What the file cannot carry as in Excel:
 * - Tags and settings: Office keeps them in worksheet custom properties and document settings, which
 *   ExcelJS neither reads nor writes. Here they live in a very hidden sheet (FOLHA_INTERNA), one row
 *   per key with its JSON. A tag names the sheet by id and name; it only counts while both match, so
 *   a sheet the clerk created where one of ours was deleted is never taken for ours.
 * - Charts: ExcelJS cannot create native charts. The chart's data stays in the sheet and a note on its
 *   first cell says so (see NOTA_SEM_GRAFICO).
 * No runtime import of ExcelJS here: the module is loaded on demand by ./arquivo.
 */
import type { Cell, Workbook, Worksheet } from "exceljs";
import { planejarEscrita, type Operacao } from "../lotes";
import {
  FolhaAlheia,
  verificarCancelamento,
  type InfoFolha,
  type InfoTabela,
  type MarcaFolha,
  type OpcoesLote,
  type PortaPasta,
} from "../porta";
import {
  enderecoA1,
  intervaloDeEndereco,
  type Intervalo,
  type ModeloFolha,
  type ModeloGrafico,
} from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import { AplicadorDeEstilos } from "./estilos";
import { regiaoAoRedor, intervaloUsado } from "../regiao";
import { valorDaCelula } from "./valores";

/** The add-in's store of tags and settings inside the file. */
export const FOLHA_INTERNA = "_cotas_suplemento";

const PREFIXO_MARCA = "marca:";
const PREFIXO_CONFIGURACAO = "configuracao:";

/** A setting as a row of the store: key and JSON value (what `salvarConfiguracao` leaves in the file). */
export function linhaDeConfiguracao(chave: string, valor: unknown): [string, string] {
  return [PREFIXO_CONFIGURACAO + chave, JSON.stringify(valor)];
}

interface MarcaGuardada {
  nome: string;
  marca: MarcaFolha;
}

export function textoSemGrafico(grafico: ModeloGrafico): string {
  return (
    `Gráfico "${grafico.titulo}": este arquivo foi gerado fora do Excel (ExcelJS), que não cria ` +
    `gráficos nativos. Os dados do gráfico estão em ${enderecoA1(grafico.dados)}: selecione-os e use ` +
    `Inserir > Gráfico de Colunas, ou rode o suplemento no Excel para ter o gráfico pronto.`
  );
}

export class PastaXlsx implements PortaPasta {
  private readonly marcas = new Map<number, MarcaGuardada>();
  private readonly configuracoes = new Map<string, unknown>();
  private readonly estilos = new AplicadorDeEstilos();
  /** Wrapped ranges of each sheet being written, whose rows get a height once the widths are known. */
  private readonly quebradas = new Map<number, Intervalo[]>();

  constructor(readonly pasta: Workbook) {
    const interna = pasta.getWorksheet(FOLHA_INTERNA);
    interna?.eachRow((linha) => {
      const [chave, json] = [linha.getCell(1).value, linha.getCell(2).value];
      if (typeof chave !== "string" || typeof json !== "string") return;
      try {
        const valor: unknown = JSON.parse(json);
        if (chave.startsWith(PREFIXO_MARCA)) {
          this.marcas.set(Number(chave.slice(PREFIXO_MARCA.length)), valor as MarcaGuardada);
        } else if (chave.startsWith(PREFIXO_CONFIGURACAO)) {
          this.configuracoes.set(chave.slice(PREFIXO_CONFIGURACAO.length), valor);
        }
      } catch {
        // A damaged entry is ignored rather than trusted, like a damaged setting in Excel.
      }
    });
  }

  /** The workbook as .xlsx bytes, with the store of tags and settings written in. */
  async paraBytes(): Promise<Uint8Array> {
    this.gravarFolhaInterna();
    const buffer = await this.pasta.xlsx.writeBuffer();
    return new Uint8Array(buffer as ArrayBuffer);
  }

  async listarFolhas(): Promise<InfoFolha[]> {
    return this.folhasVisiveis().map((f) => ({ nome: f.name, marca: this.marcaDe(f) }));
  }

  async listarTabelas(): Promise<InfoTabela[]> {
    return this.folhasVisiveis().flatMap((f) =>
      tabelasDe(f).map(({ nome, intervalo: i }) => ({
        nome,
        folha: f.name,
        linhaInicial: i.linha,
        colunaInicial: i.coluna,
        linhas: i.linhas,
        colunas: i.colunas,
      })),
    );
  }

  async lerIntervalo(folha: string, endereco?: string, opcoes?: OpcoesLote): Promise<TabelaBruta> {
    verificarCancelamento(opcoes?.sinal);
    const f = this.exigirFolha(folha);
    const intervalo = endereco
      ? intervaloDeEndereco(endereco)
      : intervaloUsado(
          (visitar) => f.eachRow((r, n) => r.eachCell((_, m) => visitar(n - 1, m - 1))),
          this.vazia(f),
        );
    return this.ler(f, intervalo);
  }

  async lerTabela(nome: string): Promise<TabelaBruta> {
    for (const f of this.folhasVisiveis()) {
      const t = tabelasDe(f).find((x) => igual(x.nome, nome));
      if (t) return { ...this.ler(f, t.intervalo), tabela: t.nome };
    }
    throw new Error(`A tabela "${nome}" não existe nesta pasta.`);
  }

  /** The selection saved in the file (the active sheet's active cell), A1 of the first sheet if none. */
  async lerRegiaoDaSelecao(): Promise<TabelaBruta> {
    const visiveis = this.folhasVisiveis();
    const ativa = this.pasta.worksheets[this.pasta.views?.[0]?.activeTab ?? 0];
    const f = ativa && visiveis.includes(ativa) ? ativa : visiveis[0];
    if (!f) throw new Error("A pasta não tem folhas.");
    const { linha, coluna } = intervaloDeEndereco(f.views?.[0]?.activeCell ?? "A1");
    const t = tabelasDe(f).find(
      ({ intervalo: i }) =>
        linha >= i.linha && linha < i.linha + i.linhas && coluna >= i.coluna && coluna < i.coluna + i.colunas,
    );
    if (t) return { ...this.ler(f, t.intervalo), tabela: t.nome };
    return this.ler(f, regiaoAoRedor(this.vazia(f), linha, coluna));
  }

  async escreverFolhas(
    folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
    opcoes?: OpcoesLote,
  ): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    const lotes = planejarEscrita(folhas, await this.listarFolhas());
    const total = lotes.reduce((s, l) => s + l.bytes, 0);
    let feito = 0;
    for (const lote of lotes) {
      verificarCancelamento(opcoes?.sinal);
      for (const op of lote.operacoes) this.aplicar(op);
      feito += lote.bytes;
      opcoes?.progresso?.(feito / total);
    }
  }

  async excluirFolhas(nomes: string[]): Promise<void> {
    const alvos = nomes.map((nome) => {
      const f = this.exigirFolha(nome);
      if (!this.marcaDe(f)) throw new FolhaAlheia(f.name);
      return f;
    });
    for (const f of alvos) this.excluir(f);
  }

  async selecionarCelula(folha: string, linha: number, coluna: number): Promise<void> {
    const f = this.exigirFolha(folha);
    const celula = enderecoA1({ linha, coluna, linhas: 1, colunas: 1 });
    f.views = [{ state: "normal", ...f.views?.[0], activeCell: celula }];
    const indice = this.pasta.worksheets.indexOf(f);
    this.pasta.views = [{ ...(this.pasta.views?.[0] ?? defaultView()), activeTab: indice, firstSheet: 0 }];
  }

  async lerConfiguracao(chave: string): Promise<unknown> {
    const v = this.configuracoes.get(chave);
    return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
  }

  async salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    this.configuracoes.set(chave, JSON.parse(JSON.stringify(valor)));
  }

  private aplicar(op: Operacao): void {
    if (op.tipo === "excluir") return this.excluir(this.exigirFolha(op.folha));
    if (op.tipo === "criar") {
      const f = this.pasta.addWorksheet(op.folha);
      this.marcas.set(f.id, { nome: f.name, marca: op.marca });
      return;
    }
    const f = this.exigirFolha(op.folha);
    switch (op.tipo) {
      case "valores":
        op.valores.forEach((linha, i) => {
          const r = f.getRow(op.linha + i + 1);
          linha.forEach((v, j) => {
            // Strings stay strings: ExcelJS only writes a formula for a { formula } object, so text
            // from the clerk that begins with = + - @ is stored as text (formula injection).
            if (v !== null && v !== "") r.getCell(j + 1).value = v;
          });
        });
        break;
      case "formato": {
        const { intervalo, ...estilo } = op.formato;
        percorrer(f, intervalo, (c) => this.estilos.aplicar(c, estilo));
        if (estilo.quebrarTexto) this.quebradas.set(f.id, [...(this.quebradas.get(f.id) ?? []), intervalo]);
        break;
      }
      case "larguras":
        op.larguras.forEach((w, j) => (f.getColumn(j + 1).width = w));
        for (const intervalo of this.quebradas.get(f.id) ?? []) alturasDoTextoQuebrado(f, intervalo);
        this.quebradas.delete(f.id);
        break;
      case "congelar":
        f.views = [
          {
            state: "frozen",
            ySplit: op.linhas,
            xSplit: 0,
            topLeftCell: `A${op.linhas + 1}`,
            activeCell: "A1",
          },
        ];
        break;
      case "tabela":
        adicionarTabela(f, op.nome, op.intervalo);
        break;
      case "grafico":
        anotar(
          f.getCell(op.grafico.dados.linha + 1, op.grafico.dados.coluna + 1),
          textoSemGrafico(op.grafico),
        );
        break;
      case "nota":
        anotar(f.getCell(op.nota.linha + 1, op.nota.coluna + 1), op.nota.texto);
        break;
      case "marcar":
        this.marcas.set(f.id, { nome: f.name, marca: op.marca });
        break;
    }
  }

  private ler(f: Worksheet, intervalo: Intervalo | null): TabelaBruta {
    if (!intervalo) return { folha: f.name, linhaInicial: 0, colunaInicial: 0, valores: [] };
    const datas1904 = this.datas1904();
    const valores: ValorCelula[][] = [];
    for (let i = 0; i < intervalo.linhas; i++) {
      const r = f.findRow(intervalo.linha + i + 1);
      const linha: ValorCelula[] = new Array<ValorCelula>(intervalo.colunas).fill("");
      if (r) {
        for (let j = 0; j < intervalo.colunas; j++) {
          const c = r.findCell(intervalo.coluna + j + 1);
          if (c && !coberta(c)) linha[j] = valorDaCelula(c.value, datas1904);
        }
      }
      valores.push(linha);
    }
    return { folha: f.name, linhaInicial: intervalo.linha, colunaInicial: intervalo.coluna, valores };
  }

  /** Whether a cell (0-based) is empty, as Excel's used range and current region see it. */
  private vazia(f: Worksheet): (linha: number, coluna: number) => boolean {
    return (linha, coluna) => {
      const c = f.findRow(linha + 1)?.findCell(coluna + 1);
      return !c || coberta(c) || valorDaCelula(c.value, false) === "";
    };
  }

  private datas1904(): boolean {
    return Boolean((this.pasta.properties as { date1904?: boolean } | undefined)?.date1904);
  }

  private excluir(f: Worksheet): void {
    this.marcas.delete(f.id);
    this.pasta.removeWorksheet(f.id);
  }

  private marcaDe(f: Worksheet): MarcaFolha | null {
    const m = this.marcas.get(f.id);
    return m && m.nome === f.name ? m.marca : null;
  }

  private folhasVisiveis(): Worksheet[] {
    return this.pasta.worksheets.filter((f) => f.name !== FOLHA_INTERNA);
  }

  private exigirFolha(nome: string): Worksheet {
    const f = this.folhasVisiveis().find((x) => igual(x.name, nome));
    if (!f) throw new Error(`A folha "${nome}" não existe.`);
    return f;
  }

  private gravarFolhaInterna(): void {
    const antiga = this.pasta.getWorksheet(FOLHA_INTERNA);
    if (antiga) this.pasta.removeWorksheet(antiga.id);
    if (this.marcas.size === 0 && this.configuracoes.size === 0) return;
    const interna = this.pasta.addWorksheet(FOLHA_INTERNA, { state: "veryHidden" });
    for (const [id, m] of this.marcas) interna.addRow([PREFIXO_MARCA + id, JSON.stringify(m)]);
    for (const [chave, v] of this.configuracoes) interna.addRow(linhaDeConfiguracao(chave, v));
  }
}

function defaultView() {
  return {
    x: 0,
    y: 0,
    width: 12000,
    height: 24000,
    firstSheet: 0,
    activeTab: 0,
    visibility: "visible" as const,
  };
}

function igual(a: string, b: string): boolean {
  // Excel compares sheet and table names without case.
  return a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");
}

/** A cell covered by a merge (not its top-left): Office.js reads it as "". */
function coberta(c: Cell): boolean {
  return c.isMerged && c.master !== c;
}

function percorrer(f: Worksheet, i: Intervalo, fn: (c: Cell) => void): void {
  for (let l = i.linha; l < i.linha + i.linhas; l++) {
    const r = f.getRow(l + 1);
    for (let c = i.coluna; c < i.coluna + i.colunas; c++) fn(r.getCell(c + 1));
  }
}

/** Height of one line of the add-in's font (Calibri 11), in points. */
const ALTURA_DA_LINHA = 15;
/** Characters of ordinary text in the width of one '0' (measured on the LibreOffice render). */
const TEXTO_POR_ZERO = 1.2;

/**
 * Excel grows a row to fit its wrapped text when it opens the file; LibreOffice keeps the default height
 * and draws the extra lines over the next rows. So the file says the height: the lines each wrapped cell
 * needs at its column's width (in characters of '0'; ordinary text is a little narrower).
 */
function alturasDoTextoQuebrado(f: Worksheet, i: Intervalo): void {
  for (let l = i.linha; l < i.linha + i.linhas; l++) {
    const r = f.getRow(l + 1);
    let linhas = 1;
    for (let c = i.coluna; c < i.coluna + i.colunas; c++) {
      const texto = r.getCell(c + 1).text;
      const largura = Math.max(1, ((f.getColumn(c + 1).width ?? 8.43) - 1) * TEXTO_POR_ZERO);
      const n = texto
        .split("\n")
        .reduce((soma, parte) => soma + Math.max(1, Math.ceil(parte.length / largura)), 0);
      linhas = Math.max(linhas, n);
    }
    if (linhas > 1) r.height = Math.max(r.height ?? 0, linhas * ALTURA_DA_LINHA);
  }
}

function anotar(c: Cell, texto: string): void {
  const anterior = typeof c.note === "string" ? c.note : "";
  c.note = anterior ? `${anterior}\n\n${texto}` : texto;
}

/**
 * An Excel table over cells already written. ExcelJS's addTable writes the rows it is given into the
 * cells; given none, it writes only the header, and the table's range is then set to the whole block,
 * so a sheet of 100,000 rows is not written twice.
 */
function adicionarTabela(f: Worksheet, nome: string, i: Intervalo): void {
  const r = f.getRow(i.linha + 1);
  const cabecalho = Array.from({ length: i.colunas }, (_, c) => {
    const v = r.getCell(i.coluna + c + 1).value;
    return v === null || v === undefined || v === "" ? `Coluna${c + 1}` : String(v);
  });
  const tabela = f.addTable({
    name: nome,
    ref: enderecoA1({ ...i, linhas: 1, colunas: 1 }),
    headerRow: true,
    style: { theme: "TableStyleLight1", showRowStripes: false },
    columns: cabecalho.map((name) => ({ name, filterButton: true })),
    rows: [],
  }) as unknown as { table: { tableRef: string; autoFilterRef: string } };
  tabela.table.tableRef = tabela.table.autoFilterRef = enderecoA1(i);
}

/** ExcelJS's typings of getTables() are wrong; this is what it returns. */
interface TabelaExcelJS {
  name: string;
  table: { tableRef?: string; ref: string };
}

function tabelasDe(f: Worksheet): { nome: string; intervalo: Intervalo }[] {
  return (f.getTables() as unknown as TabelaExcelJS[]).map((t) => ({
    nome: t.name,
    intervalo: intervaloDeEndereco(t.table.tableRef ?? t.table.ref),
  }));
}
