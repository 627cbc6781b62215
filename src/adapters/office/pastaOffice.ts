/**
 * The workbook port on Office.js. Every write follows the shared plan (lotes.ts): one `context.sync()`
 * per batch, batches under the 5 MB request limit, whole 2-D arrays and whole ranges, calculation and
 * screen updating suspended for each batch where the host supports it.
 *
 * Requirement sets: ExcelApi 1.1 for everything essential; 1.6 (suspend calculation), 1.7 (region
 * around the selection, series colors), 1.9 (suspend screen updating, table at the selection),
 * 1.10 (cell comments) and 1.18 (cell notes) are used when `isSetSupported` says so. Excel 2016/2019
 * perpetual (ExcelApi ≤ 1.8/1.9), still common in federal bodies, get the same sheets without notes.
 *
 * The add-in's tag: a document settings entry ("cotas.folhas": worksheet id → MarcaFolha), chosen over
 * worksheet custom properties (ExcelApi 1.12) because (a) it works on every version above, and (b) a
 * copy the clerk makes of one of our sheets gets a new id and so is not mistaken for ours (custom
 * properties travel with the copy, and the add-in would then delete the clerk's copy).
 */
import {
  PedidoGrandeDemais,
  RespostaGrandeDemais,
  enviarDividindo,
  lerEmBlocos,
  planejarEscrita,
  type Lote,
  type Operacao,
} from "../lotes";
import {
  FolhaAlheia,
  verificarCancelamento,
  type InfoFolha,
  type InfoTabela,
  type MarcaFolha,
  type OpcoesLote,
  type PortaPasta,
} from "../porta";
import { enderecoA1, intervaloDeEndereco, type FormatoIntervalo, type Intervalo } from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import { valorSeguro } from "./valorSeguro";

export { valorSeguro };

/** What the adapter needs from the host; `ambienteDoOffice()` in the add-in, a mock in tests. */
export interface AmbienteOffice {
  run<T>(lote: (ctx: Excel.RequestContext) => Promise<T>): Promise<T>;
  configuracoes: Pick<Office.Settings, "get" | "set" | "saveAsync">;
  suporta(versaoExcelApi: string): boolean;
}

export function ambienteDoOffice(): AmbienteOffice {
  return {
    run: (lote) => Excel.run(lote),
    configuracoes: Office.context.document.settings,
    suporta: (versao) => Office.context.requirements.isSetSupported("ExcelApi", versao),
  };
}

export const CHAVE_MARCAS = "cotas.folhas";

/** Points per character of column width (Calibri 11: the default 8.43 characters are 48 points). */
const PONTOS_POR_CARACTERE = 48 / 8.43;

const ALINHAMENTO = {
  esquerda: "Left",
  centro: "Center",
  direita: "Right",
} as const;

export class PastaOffice implements PortaPasta {
  constructor(private readonly amb: AmbienteOffice = ambienteDoOffice()) {}

  async listarFolhas(): Promise<InfoFolha[]> {
    return (await this.folhasComId()).map(({ nome, marca }) => ({
      nome,
      marca,
    }));
  }

  async listarTabelas(): Promise<InfoTabela[]> {
    return this.amb.run(async (ctx) => {
      const tabelas = ctx.workbook.tables.load("items/name");
      await ctx.sync();
      const itens = tabelas.items.map((t) => ({
        nome: t.name,
        folha: t.worksheet.load("name"),
        faixa: t.getRange().load("address"),
      }));
      await ctx.sync();
      return itens.map(({ nome, folha, faixa }) => {
        const i = intervaloDeEndereco(faixa.address);
        return {
          nome,
          folha: folha.name,
          linhaInicial: i.linha,
          colunaInicial: i.coluna,
          linhas: i.linhas,
          colunas: i.colunas,
        };
      });
    });
  }

  async lerIntervalo(folha: string, endereco?: string, opcoes?: OpcoesLote): Promise<TabelaBruta> {
    return this.amb.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem(folha);
      const faixa = (endereco ? ws.getRange(endereco) : ws.getUsedRangeOrNullObject(true)).load("address");
      await ctx.sync();
      if (faixa.isNullObject) return { folha, linhaInicial: 0, colunaInicial: 0, valores: [] };
      return this.lerBlocos(ctx, ws, folha, intervaloDeEndereco(faixa.address), opcoes);
    });
  }

  async lerTabela(nome: string): Promise<TabelaBruta> {
    return this.amb.run(async (ctx) => {
      const t = ctx.workbook.tables.getItem(nome);
      const ws = t.worksheet.load("name");
      const faixa = t.getRange().load("address");
      await ctx.sync();
      return {
        ...(await this.lerBlocos(ctx, ws, ws.name, intervaloDeEndereco(faixa.address))),
        tabela: nome,
      };
    });
  }

  async lerRegiaoDaSelecao(): Promise<TabelaBruta> {
    return this.amb.run(async (ctx) => {
      const sel = ctx.workbook.getSelectedRange();
      const ws = sel.worksheet.load("name");
      const tabela = this.amb.suporta("1.9") ? sel.getTables(false).load("items/name") : null;
      const regiao = (
        this.amb.suporta("1.7") ? sel.getSurroundingRegion() : sel.worksheet.getUsedRange(true)
      ).load("address");
      await ctx.sync();
      const t = tabela?.items[0];
      if (t) {
        const faixa = t.getRange().load("address");
        await ctx.sync();
        return {
          ...(await this.lerBlocos(ctx, ws, ws.name, intervaloDeEndereco(faixa.address))),
          tabela: t.name,
        };
      }
      return this.lerBlocos(ctx, ws, ws.name, intervaloDeEndereco(regiao.address));
    });
  }

  async escreverFolhas(
    folhas: {
      modelo: import("../../folhas/modelo").ModeloFolha;
      marca: MarcaFolha;
    }[],
    opcoes?: OpcoesLote,
  ) {
    verificarCancelamento(opcoes?.sinal);
    const existentes = await this.folhasComId();
    const lotes = planejarEscrita(folhas, existentes);
    const idPorNome = new Map(existentes.map((f) => [f.nome.toLocaleLowerCase("pt-BR"), f.id]));
    const marcas = this.marcas();
    const total = lotes.reduce((s, l) => s + l.bytes, 0);
    let feito = 0;
    await this.amb.run(async (ctx) => {
      const criadas = new Map<string, Excel.Worksheet>();
      // One proxy per sheet for the whole run: its path goes once in each request, not once per
      // operation (the prices in precos.ts count on it).
      const existentesPorNome = new Map<string, Excel.Worksheet>();
      const folha = (nome: string) => {
        const ws = criadas.get(nome) ?? existentesPorNome.get(nome) ?? ctx.workbook.worksheets.getItem(nome);
        if (!criadas.has(nome)) existentesPorNome.set(nome, ws);
        return ws;
      };
      const enviar = async (lote: Lote) => {
        this.suspender(ctx);
        const aMarcar: { folha: string; marca: MarcaFolha }[] = [];
        let excluiu = false;
        for (const op of lote.operacoes) {
          if (op.tipo === "excluir") {
            excluiu = true;
            ctx.workbook.worksheets.getItem(op.folha).delete();
            const id = idPorNome.get(op.folha.toLocaleLowerCase("pt-BR"));
            if (id) delete marcas[id];
          } else if (op.tipo === "criar") {
            criadas.set(op.folha, ctx.workbook.worksheets.add(op.folha).load("id"));
            aMarcar.push(op);
          } else if (op.tipo === "marcar") aMarcar.push(op);
          else this.aplicar(ctx, folha(op.folha), op);
        }
        try {
          await ctx.sync();
        } catch (e) {
          if ((e as { code?: string }).code !== "RequestPayloadSizeLimitExceeded") throw e;
          // Nothing of the request ran: a sheet it was to create does not exist.
          for (const op of lote.operacoes) if (op.tipo === "criar") criadas.delete(op.folha);
          throw new PedidoGrandeDemais();
        }
        for (const m of aMarcar) marcas[criadas.get(m.folha)!.id] = m.marca;
        // Saved as soon as a sheet is created: if the pane closes mid-write, the next run still
        // knows the half-written sheet is the add-in's. Batches of values alone change no tag.
        if (aMarcar.length > 0 || excluiu) await this.salvarMarcas(marcas);
        feito += lote.bytes;
        opcoes?.progresso?.(feito / total);
      };
      for (const lote of lotes) {
        verificarCancelamento(opcoes?.sinal);
        await enviarDividindo(lote, enviar);
      }
    });
  }

  async excluirFolhas(nomes: string[]): Promise<void> {
    const existentes = await this.folhasComId();
    const alvo = nomes.map((nome) => {
      const f = existentes.find((x) => x.nome.toLocaleLowerCase("pt-BR") === nome.toLocaleLowerCase("pt-BR"));
      if (!f) throw new Error(`A folha "${nome}" não existe.`);
      if (!f.marca) throw new FolhaAlheia(f.nome);
      return f;
    });
    const marcas = this.marcas();
    await this.amb.run(async (ctx) => {
      for (const f of alvo) ctx.workbook.worksheets.getItem(f.nome).delete();
      await ctx.sync();
    });
    for (const f of alvo) delete marcas[f.id];
    await this.salvarMarcas(marcas);
  }

  async selecionarCelula(folha: string, linha: number, coluna: number): Promise<void> {
    await this.amb.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem(folha);
      ws.activate();
      ws.getRange(enderecoA1({ linha, coluna, linhas: 1, colunas: 1 })).select();
      await ctx.sync();
    });
  }

  async lerConfiguracao(chave: string): Promise<unknown> {
    return this.amb.configuracoes.get(chave) ?? undefined;
  }

  async salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    this.amb.configuracoes.set(chave, valor);
    await this.salvarConfiguracoes();
  }

  private async folhasComId(): Promise<(InfoFolha & { id: string })[]> {
    const marcas = this.marcas();
    return this.amb.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.load("items/name,items/id");
      await ctx.sync();
      return ws.items.map((w) => ({
        nome: w.name,
        id: w.id,
        marca: marcas[w.id] ?? null,
      }));
    });
  }

  private async lerBlocos(
    ctx: Excel.RequestContext,
    ws: Excel.Worksheet,
    folha: string,
    i: Intervalo,
    opcoes?: OpcoesLote,
  ): Promise<TabelaBruta> {
    const valores = await lerEmBlocos(
      i.linhas,
      i.colunas,
      async (inicio, n) => {
        const faixa = ws
          .getRange(enderecoA1({ linha: i.linha + inicio, coluna: i.coluna, linhas: n, colunas: i.colunas }))
          .load("values");
        try {
          await ctx.sync();
        } catch (e) {
          if ((e as { code?: string }).code === "ResponsePayloadSizeLimitExceeded")
            throw new RespostaGrandeDemais();
          throw e;
        }
        return faixa.values as ValorCelula[][];
      },
      opcoes?.sinal,
    );
    return { folha, linhaInicial: i.linha, colunaInicial: i.coluna, valores };
  }

  /** Calculation and screen updating off until this batch's sync (ExcelApi 1.6 and 1.9). */
  private suspender(ctx: Excel.RequestContext): void {
    if (this.amb.suporta("1.6")) ctx.application.suspendApiCalculationUntilNextSync();
    if (this.amb.suporta("1.9")) ctx.application.suspendScreenUpdatingUntilNextSync();
  }

  private aplicar(
    ctx: Excel.RequestContext,
    ws: Excel.Worksheet,
    op: Exclude<Operacao, { tipo: "excluir" | "criar" | "marcar" }>,
  ): void {
    switch (op.tipo) {
      case "valores": {
        const colunas = op.valores[0]?.length ?? 0;
        if (colunas === 0) return;
        ws.getRange(
          enderecoA1({
            linha: op.linha,
            coluna: 0,
            linhas: op.valores.length,
            colunas,
          }),
        ).values = op.valores.map((l) => l.map(valorSeguro));
        return;
      }
      case "formato":
        return aplicarFormato(ws, op.formato);
      case "larguras":
        // One range per run of columns of equal width.
        for (let j = 0; j < op.larguras.length;) {
          let k = j;
          while (k + 1 < op.larguras.length && op.larguras[k + 1] === op.larguras[j]) k++;
          ws.getRange(enderecoA1({ linha: 0, coluna: j, linhas: 1, colunas: k - j + 1 })).format.columnWidth =
            op.larguras[j] * PONTOS_POR_CARACTERE;
          j = k + 1;
        }
        return;
      case "congelar":
        ws.freezePanes.freezeRows(op.linhas);
        return;
      case "tabela": {
        const t = ws.tables.add(ws.getRange(enderecoA1(op.intervalo)), true);
        t.name = op.nome;
        t.style = "TableStyleLight1";
        // The rows' own fills carry the outcome: no banding on top of them.
        t.showBandedRows = false;
        return;
      }
      case "grafico": {
        const g = op.grafico;
        const c = ws.charts.add("ColumnClustered", ws.getRange(enderecoA1(g.dados)), "Columns");
        c.title.text = g.titulo;
        c.setPosition(
          enderecoA1({
            linha: g.ancora.linha,
            coluna: g.ancora.coluna,
            linhas: 1,
            colunas: 1,
          }),
          enderecoA1({
            linha: g.ancora.linha + g.linhas - 1,
            coluna: g.ancora.coluna + g.colunas - 1,
            linhas: 1,
            colunas: 1,
          }),
        );
        if (this.amb.suporta("1.7")) {
          g.coresSeries.forEach((cor, i) => c.series.getItemAt(i).format.fill.setSolidColor(cor));
        }
        return;
      }
      case "nota": {
        const celula = ws.getRange(enderecoA1({ ...op.nota, linhas: 1, colunas: 1 }));
        if (this.amb.suporta("1.18")) ctx.workbook.notes.add(celula, op.nota.texto);
        else if (this.amb.suporta("1.10")) ctx.workbook.comments.add(celula, op.nota.texto);
        return;
      }
    }
  }

  private marcas(): Record<string, MarcaFolha> {
    const m = this.amb.configuracoes.get(CHAVE_MARCAS);
    return typeof m === "object" && m !== null ? { ...(m as Record<string, MarcaFolha>) } : {};
  }

  private async salvarMarcas(marcas: Record<string, MarcaFolha>): Promise<void> {
    this.amb.configuracoes.set(CHAVE_MARCAS, marcas);
    await this.salvarConfiguracoes();
  }

  private salvarConfiguracoes(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.amb.configuracoes.saveAsync((r) => (r.error ? reject(new Error(r.error.message)) : resolve())),
    );
  }
}

function aplicarFormato(ws: Excel.Worksheet, f: FormatoIntervalo): void {
  const r = ws.getRange(enderecoA1(f.intervalo));
  if (f.preenchimento) r.format.fill.color = f.preenchimento;
  if (f.corFonte) r.format.font.color = f.corFonte;
  if (f.negrito !== undefined) r.format.font.bold = f.negrito;
  if (f.italico !== undefined) r.format.font.italic = f.italico;
  if (f.alinhamento) r.format.horizontalAlignment = ALINHAMENTO[f.alinhamento];
  if (f.quebrarTexto !== undefined) r.format.wrapText = f.quebrarTexto;
  // A 1×1 array sets every cell of the range (documented broadcast: OfficeDev/office-js-docs-reference#578,
  // office-js-docs-pr#5400): one value in the request, not one per cell.
  if (f.formatoNumero) r.numberFormat = [[f.formatoNumero]];
}
