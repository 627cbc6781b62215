/**
 * The workbook port on Office.js. Every write follows the shared plan (lotes.ts): one `context.sync()`
 * per batch, batches under the 5 MB request limit, whole 2-D arrays and whole ranges. Screen updating
 * is suspended once per run (repeated calls make Excel flicker), calculation for each batch, and the
 * workbook is recalculated at the end when it was.
 *
 * Requirement sets: ExcelApi 1.1 for everything essential; 1.6 (suspend calculation), 1.7 (region
 * around the selection, series colors, standard widths and heights), 1.9 (suspend screen updating,
 * table at the selection, page layout for printing), 1.10 (cell comments), 1.12 (worksheet custom properties), 1.13
 * (merged areas of a range read: a merged cell over the ledger's rows is refused naming it) and 1.18 (cell
 * notes) are used when `isSetSupported` says so. Below 1.13 merged cells are not seen (read as Excel
 * hands them: the first cell's value, the others empty). Excel 2016/2019 perpetual (ExcelApi ≤ 1.8/1.9), still
 * common in federal bodies, get the same sheets without notes (and, below 1.9, without print setup).
 *
 * The add-in's sheets are recognized in every session from records kept in the document settings
 * (`CHAVE_MARCAS`: name, table, id and tag of each sheet written; ../marcas.ts says how), helped by a
 * worksheet custom property with the sheet's type where ExcelApi 1.12 is available. A workbook
 * annotated outside Excel (`cotas anotar`) carries its records in the very hidden sheet
 * `_cotas_suplemento`: they are read while the settings have none. Sheets are addressed by id within a
 * run, and rewritten in place: cleared (values, formats, tables, charts, notes, frozen panes), never
 * deleted and added again, so the clerk's formulas pointing at them keep working.
 */
import {
  PedidoGrandeDemais,
  RespostaGrandeDemais,
  enviarDividindo,
  lerEmBlocos,
  planejarEscrita,
  planejarValores,
  type Lote,
  type Operacao,
} from "../lotes";
import {
  CHAVE_MARCAS,
  PROPRIEDADE_TIPO,
  conferirPorResumo,
  reconhecer,
  registrosAtuais,
  registrosGuardados,
  type FolhaVista,
  type RegistroFolha,
} from "../marcas";
import {
  ENTRADA_DANIFICADA,
  FolhaAlheia,
  nomeLivre,
  verificarCancelamento,
  verificarCelulasDoLivro,
  verificarLinhasATirar,
  type CelulaDoLivro,
  type InfoFolha,
  type InfoTabela,
  type MarcaFolha,
  type OpcoesLote,
  type PortaPasta,
} from "../porta";
import {
  enderecoA1,
  fonteDaLista,
  hashValores,
  textoDaNotaQueCabe,
  intervaloDeEndereco,
  verificarValidacaoLista,
  type FormatoIntervalo,
  type Impressao,
  type Intervalo,
  type ValidacaoLista,
} from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import { ambienteDoOffice, type AmbienteOffice } from "./ambiente";
import { CicloDasFolhas, ehDoCiclo } from "./cicloDasFolhas";
import { valorSeguro } from "./valorSeguro";

export { valorSeguro };
export { ambienteDoOffice, type AmbienteOffice };

export { CHAVE_MARCAS };

/** Where `cotas anotar` keeps its records inside the file (see ../xlsx/pastaXlsx.ts). */
const FOLHA_INTERNA = "_cotas_suplemento";
const PREFIXO_MARCA_INTERNA = "marca:";
const PREFIXO_CONFIGURACAO_INTERNA = "configuracao:";

/** A sheet as listed: name, id, tables and the add-in's tag (null for the clerk's). */
type FolhaListada = InfoFolha & FolhaVista;

/** Points per character of column width (Calibri 11: the default 8.43 characters are 48 points). */
const PONTOS_POR_CARACTERE = 48 / 8.43;

const ALINHAMENTO = {
  esquerda: "Left",
  centro: "Center",
  direita: "Right",
} as const;

export class PastaOffice implements PortaPasta {
  /**
   * The settings `cotas anotar`/`cotas convocar` kept in the file's very hidden sheet (the ledger's copy
   * among them), read with the sheets' listing: what Excel's own settings do not have is read there, so
   * that a workbook called by the CLI and opened in Excel is checked against its copy, never found
   * without one (configuracao.ts lerCopiaDoLivro).
   */
  private doArquivo: Map<string, unknown> | null = null;

  constructor(private readonly amb: AmbienteOffice = ambienteDoOffice()) {}

  async listarFolhas(): Promise<InfoFolha[]> {
    return (await this.reconhecerFolhas()).folhas.map(({ nome, marca }) => ({ nome, marca }));
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
    const { folhas: existentes, registros } = await this.reconhecerFolhas();
    const lotes = planejarEscrita(folhas, existentes);
    const ciclo = new CicloDasFolhas(this.amb, existentes, registros, folhas);
    const total = lotes.reduce((s, l) => s + l.bytes, 0);
    let feito = 0;
    await this.amb.run(async (ctx) => {
      await ciclo.preparar(ctx, lotes);
      // Once per run: repeated calls make Excel flicker (Application.suspendScreenUpdatingUntilNextSync).
      if (this.amb.suporta("1.9")) ctx.application.suspendScreenUpdatingUntilNextSync();
      const enviar = async (lote: Lote) => {
        if (this.amb.suporta("1.6")) ctx.application.suspendApiCalculationUntilNextSync();
        for (const op of lote.operacoes) {
          if (ehDoCiclo(op)) ciclo.aplicar(ctx, op);
          else this.aplicar(ctx, ciclo.folha(ctx, op.folha), op);
        }
        try {
          await ctx.sync();
        } catch (e) {
          if (!pedidoGrandeDemais(e)) throw e;
          // Nothing of the request ran: what it was to create or rename is undone before the retry.
          ciclo.descartar(lote);
          throw new PedidoGrandeDemais();
        }
        // Saved as soon as a sheet is created or cleared: if the pane closes mid-write, the next run
        // still knows the half-written sheet is the add-in's. Batches of values alone change no tag.
        if (ciclo.marcarEscritas()) await this.salvarMarcas(ciclo.registros);
        feito += lote.bytes;
        opcoes?.progresso?.(feito / total);
      };
      for (const lote of lotes) {
        verificarCancelamento(opcoes?.sinal);
        await enviarDividindo(lote, enviar);
      }
      // Suspended calculation leaves the recalculation to the add-in: the clerk's formulas that point
      // at the rewritten sheets show the new values.
      if (this.amb.suporta("1.6")) {
        ctx.application.calculate("Recalculate");
        await ctx.sync();
      }
    });
  }

  /**
   * `table.rows.add` on the sheet's table (ExcelApi 1.1): Excel grows the table and moves down what is
   * under it, and nothing already on the sheet is rewritten. The values as if typed, so text that Excel
   * would convert keeps its apostrophe (valorSeguro). One request: a call appends a few rows.
   */
  async acrescentarLinhas(folha: string, linhas: ValorCelula[][], opcoes?: OpcoesLote): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    const tabela = await this.tabelaDoLivro(folha, "onde acrescentar linhas");
    await this.amb.run(async (ctx) => {
      ctx.workbook.tables.getItem(tabela).rows.add(
        undefined,
        linhas.map((l) => l.map((v) => valorSeguro(v) ?? "")),
      );
      await ctx.sync();
    });
    opcoes?.progresso?.(1);
  }

  /**
   * `TableRow.delete` (ExcelApi 1.1) on the table's last rows, the last first, in one request: Excel
   * shrinks the table and moves up what was under those rows.
   */
  async removerUltimasLinhas(folha: string, n: number): Promise<void> {
    const tabela = await this.tabelaDoLivro(folha, "de onde tirar linhas");
    await this.amb.run(async (ctx) => {
      const t = ctx.workbook.tables.getItem(tabela);
      const intervalo = t.getRange().load("rowCount");
      await ctx.sync();
      verificarLinhasATirar(tabela, intervalo.rowCount, n);
      const dados = intervalo.rowCount - 1;
      for (let i = dados - 1; i >= dados - n; i--) t.rows.getItemAt(i).delete();
      await ctx.sync();
    });
  }

  /**
   * `range.values` on each cell, as if typed (valorSeguro), in one request: inside the table's data
   * rows, checked against the table's range read in the same run.
   */
  async escreverNoLivro(folha: string, celulas: readonly CelulaDoLivro[]): Promise<void> {
    const tabela = await this.tabelaDoLivro(folha, "onde escrever");
    await this.amb.run(async (ctx) => {
      const faixa = ctx.workbook.tables.getItem(tabela).getRange().load("address");
      const ws = ctx.workbook.worksheets.getItem(folha);
      await ctx.sync();
      verificarCelulasDoLivro(tabela, intervaloDeEndereco(faixa.address), celulas);
      for (const c of celulas)
        ws.getRange(enderecoA1({ linha: c.linha, coluna: c.coluna, linhas: 1, colunas: 1 })).values = [
          [valorSeguro(c.valor) ?? ""],
        ];
      await ctx.sync();
    });
  }

  /** The name of the Excel table of one of the add-in's sheets (a ledger), for rows added or taken out. */
  private async tabelaDoLivro(folha: string, para: string): Promise<string> {
    const { folhas } = await this.reconhecerFolhas();
    const f = folhas.find((x) => x.nome.toLocaleLowerCase("pt-BR") === folha.toLocaleLowerCase("pt-BR"));
    if (!f) throw new Error(`A folha "${folha}" não existe.`);
    if (!f.marca) throw new FolhaAlheia(f.nome);
    const tabela = f.tabelas[0];
    if (!tabela) throw new Error(`A folha "${f.nome}" não tem tabela ${para}.`);
    return tabela;
  }

  /**
   * `worksheets.add`, then the values as if typed (valorSeguro keeps text such as "00123" as text) in
   * the batches the add-in's own sheets go in (planejarValores: the same prices, under 4.5 MB; a batch
   * Excel still refuses is sent again in halves). No tag: the sheet is the clerk's.
   */
  async criarFolhaDeDados(nome: string, valores: ValorCelula[][], opcoes?: OpcoesLote): Promise<string> {
    verificarCancelamento(opcoes?.sinal);
    const livre = nomeLivre(
      nome,
      (await this.listarFolhas()).map((f) => f.nome),
    );
    // Every row as wide as the widest: a range of values is a rectangle.
    const largura = valores.reduce((m, l) => Math.max(m, l.length), 1);
    const linhas = valores.map((l) => Array.from({ length: largura }, (_, j) => l[j] ?? ""));
    const lotes = planejarValores(livre, linhas);
    const total = lotes.reduce((soma, l) => soma + l.bytes, 0);
    let feito = 0;
    await this.amb.run(async (ctx) => {
      const folha = ctx.workbook.worksheets.add(livre);
      await ctx.sync();
      const enviar = async (lote: Lote) => {
        for (const op of lote.operacoes) if (op.tipo === "valores") this.aplicar(ctx, folha, op);
        try {
          await ctx.sync();
        } catch (e) {
          if (pedidoGrandeDemais(e)) throw new PedidoGrandeDemais();
          throw e;
        }
        feito += lote.bytes;
        opcoes?.progresso?.(feito / total);
      };
      try {
        for (const lote of lotes) {
          verificarCancelamento(opcoes?.sinal);
          await enviarDividindo(lote, enviar);
        }
      } catch (erro) {
        // Cancelled or refused midway: the sheet goes, so that nothing half-written stays behind.
        folha.delete();
        await ctx.sync();
        throw erro;
      }
    });
    return livre;
  }

  async excluirFolhas(nomes: string[]): Promise<void> {
    const { folhas: existentes, registros } = await this.reconhecerFolhas();
    const alvo = nomes.map((nome) => {
      const f = existentes.find((x) => x.nome.toLocaleLowerCase("pt-BR") === nome.toLocaleLowerCase("pt-BR"));
      if (!f) throw new Error(`A folha "${nome}" não existe.`);
      if (!f.marca) throw new FolhaAlheia(f.nome);
      return f;
    });
    await this.amb.run(async (ctx) => {
      for (const f of alvo) ctx.workbook.worksheets.getItem(f.id).delete();
      await ctx.sync();
    });
    const ids = new Set(alvo.map((f) => f.id));
    await this.salvarMarcas(registros.filter((r) => !ids.has(r.id!)));
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
    return this.amb.configuracoes.get(chave) ?? this.doArquivo?.get(chave) ?? undefined;
  }

  async salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    this.amb.configuracoes.set(chave, valor);
    await this.salvarConfiguracoes();
  }

  /**
   * The workbook's sheets with the add-in's tag on those the stored records identify (../marcas.ts),
   * and the records of those, with their current names and ids.
   */
  private async reconhecerFolhas(): Promise<{ folhas: FolhaListada[]; registros: RegistroFolha[] }> {
    const guardados = this.amb.configuracoes.get(CHAVE_MARCAS);
    const comPropriedades = this.amb.suporta("1.12");
    const { vistas, interna } = await this.amb.run(async (ctx) => {
      const planilhas = ctx.workbook.worksheets.load("items/name,items/id");
      await ctx.sync();
      const detalhes = planilhas.items.map((w) => ({
        w,
        tabelas: w.tables.load("items/name"),
        propriedade: comPropriedades
          ? w.customProperties.getItemOrNullObject(PROPRIEDADE_TIPO).load("value")
          : null,
      }));
      // The records of `cotas anotar` (its tags, used while Excel's settings have none of their own,
      // and its settings), loaded in the same round trip as the tables.
      const internaDoArquivo = planilhas.items
        .find((w) => w.name === FOLHA_INTERNA)
        ?.getUsedRangeOrNullObject(true)
        .load("values");
      await ctx.sync();
      return {
        vistas: detalhes.map(({ w, tabelas, propriedade }): FolhaVista => ({
          nome: w.name,
          id: w.id,
          tabelas: tabelas.items.map((t) => t.name),
          propriedade: propriedade && !propriedade.isNullObject ? propriedade.value : null,
        })),
        interna:
          internaDoArquivo && !internaDoArquivo.isNullObject ? (internaDoArquivo.values as unknown[][]) : [],
      };
    });
    this.doArquivo = configuracoesDaFolhaInterna(interna);
    const registros = [
      ...registrosGuardados(guardados, vistas),
      ...(guardados === null || guardados === undefined ? registrosDaFolhaInterna(interna) : []),
    ];
    const hashes = new Map<string, string>();
    for (const v of conferirPorResumo(vistas, registros)) {
      const t = await this.lerIntervalo(v.nome);
      hashes.set(v.id, hashValores(t.valores, t.linhaInicial, t.colunaInicial));
    }
    const achados = reconhecer(vistas, registros, hashes);
    return {
      folhas: vistas.map((v, i) => ({ ...v, marca: achados[i]?.marca ?? null })),
      registros: registrosAtuais(vistas, achados),
    };
  }

  private async lerBlocos(
    ctx: Excel.RequestContext,
    ws: Excel.Worksheet,
    folha: string,
    i: Intervalo,
    opcoes?: OpcoesLote,
  ): Promise<TabelaBruta> {
    // The merged areas of the range (ExcelApi 1.13), loaded with the first block: no sync of their own.
    // A merged cell's value is its first cell's; the readers that care (the ledger) say so (#39).
    let mescladas: { areas: Excel.RangeAreas; itens: Excel.RangeCollection } | null = null;
    const valores = await lerEmBlocos(
      i.linhas,
      i.colunas,
      async (inicio, n) => {
        if (inicio === 0 && this.amb.suporta("1.13")) {
          const areas = ws.getRange(enderecoA1(i)).getMergedAreasOrNullObject().load("areaCount");
          mescladas = { areas, itens: areas.areas.load("items/address") };
        }
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
    const mesclas = areasMescladas(mescladas);
    return {
      folha,
      linhaInicial: i.linha,
      colunaInicial: i.coluna,
      valores,
      ...(mesclas.length ? { mesclas } : {}),
    };
  }

  private aplicar(
    ctx: Excel.RequestContext,
    ws: Excel.Worksheet,
    op: Exclude<Operacao, { tipo: "renomear" | "limpar" | "criar" | "marcar" }>,
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
      case "impressao":
        // Page layout is ExcelApi 1.9: an older Excel (2016/2019 perpetual) writes the sheet without
        // it, and the clerk sets the printing there by hand (File › Print).
        if (this.amb.suporta("1.9")) aplicarImpressao(ws, op.impressao);
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
      case "validacao":
        // Range.dataValidation is ExcelApi 1.8: an older Excel writes the sheet without the drop-down,
        // and the reader still takes what the clerk types.
        if (this.amb.suporta("1.8")) aplicarValidacao(ws, op.validacao);
        return;
      case "nota": {
        const celula = ws.getRange(enderecoA1({ ...op.nota, linhas: 1, colunas: 1 }));
        // Excel refuses a note past 32,767 characters (the whole batch with it): cut, with a marker.
        const texto = textoDaNotaQueCabe(op.nota);
        if (this.amb.suporta("1.18")) ctx.workbook.notes.add(celula, texto);
        else if (this.amb.suporta("1.10")) ctx.workbook.comments.add(celula, texto);
        return;
      }
    }
  }

  private async salvarMarcas(registros: RegistroFolha[]): Promise<void> {
    this.amb.configuracoes.set(CHAVE_MARCAS, registros);
    await this.salvarConfiguracoes();
  }

  private salvarConfiguracoes(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.amb.configuracoes.saveAsync((r) => (r.error ? reject(new Error(r.error.message)) : resolve())),
    );
  }
}

/** The records `cotas anotar` left in its very hidden sheet: rows of "marca:<id>" and {nome, marca}. */
function registrosDaFolhaInterna(linhas: unknown[][]): RegistroFolha[] {
  return linhas.flatMap(([chave, json]) => {
    if (typeof chave !== "string" || !chave.startsWith(PREFIXO_MARCA_INTERNA) || typeof json !== "string")
      return [];
    try {
      // The file's sheet ids mean nothing in Excel: name, tables and values identify the sheet.
      const { nome, marca } = JSON.parse(json) as Partial<RegistroFolha>;
      return registrosGuardados([{ nome, marca }]);
    } catch {
      return []; // a damaged entry is ignored rather than trusted
    }
  });
}

/**
 * The settings `cotas anotar` left in its very hidden sheet: rows of "configuracao:<chave>" and the
 * JSON, cut into cells of at most 32,767 characters. An entry whose JSON does not parse is kept as
 * damaged (ENTRADA_DANIFICADA), never as absent.
 */
function configuracoesDaFolhaInterna(linhas: unknown[][]): Map<string, unknown> {
  const lidas = new Map<string, unknown>();
  for (const [chave, ...partes] of linhas) {
    if (typeof chave !== "string" || !chave.startsWith(PREFIXO_CONFIGURACAO_INTERNA)) continue;
    const json = partes.map((p) => (p === null || p === undefined ? "" : String(p))).join("");
    try {
      lidas.set(chave.slice(PREFIXO_CONFIGURACAO_INTERNA.length), JSON.parse(json));
    } catch {
      lidas.set(chave.slice(PREFIXO_CONFIGURACAO_INTERNA.length), { [ENTRADA_DANIFICADA]: true });
    }
  }
  return lidas;
}

/** Landscape A4, one page wide and as many tall as needed (0: automatic), header rows repeated. */
function aplicarImpressao(ws: Excel.Worksheet, impressao: Impressao): void {
  const pagina = ws.pageLayout;
  pagina.orientation = "Landscape";
  pagina.paperSize = "A4";
  pagina.zoom = { horizontalFitToPages: 1, verticalFitToPages: 0 };
  if (impressao.linhasRepetidas > 0) pagina.setPrintTitleRows(`$1:$${impressao.linhasRepetidas}`);
  const todas = pagina.headersFooters.defaultForAllPages;
  todas.leftHeader = impressao.cabecalho.esquerda;
  todas.centerHeader = impressao.cabecalho.centro;
  todas.rightHeader = impressao.cabecalho.direita;
  todas.leftFooter = impressao.rodape.esquerda;
  todas.centerFooter = impressao.rodape.centro;
  todas.rightFooter = impressao.rodape.direita;
}

/** A drop-down list on a range: the rule, the alert for another value, blanks allowed. */
function aplicarValidacao(ws: Excel.Worksheet, v: ValidacaoLista): void {
  verificarValidacaoLista(v);
  const dv = ws.getRange(enderecoA1(v.intervalo)).dataValidation;
  dv.rule = { list: { inCellDropDown: true, source: fonteDaLista(v) } };
  dv.errorAlert = {
    showAlert: true,
    style: v.alerta.estilo === "aviso" ? "Warning" : "Stop",
    title: v.alerta.titulo,
    message: v.alerta.texto,
  };
  dv.ignoreBlanks = true;
}

/** The cut line's color: the sheets' dark text color. */
const COR_DA_BORDA = "#1F1F1F";

function aplicarFormato(ws: Excel.Worksheet, f: FormatoIntervalo): void {
  const r = ws.getRange(enderecoA1(f.intervalo));
  if (f.preenchimento) r.format.fill.color = f.preenchimento;
  if (f.corFonte) r.format.font.color = f.corFonte;
  if (f.negrito !== undefined) r.format.font.bold = f.negrito;
  if (f.italico !== undefined) r.format.font.italic = f.italico;
  if (f.alinhamento) r.format.horizontalAlignment = ALINHAMENTO[f.alinhamento];
  if (f.quebrarTexto !== undefined) r.format.wrapText = f.quebrarTexto;
  if (f.bordaInferior) {
    const borda = r.format.borders.getItem("EdgeBottom");
    borda.style = "Continuous";
    borda.weight = "Medium";
    borda.color = COR_DA_BORDA;
  }
  // A 1×1 array sets every cell of the range (documented broadcast: OfficeDev/office-js-docs-reference#578,
  // office-js-docs-pr#5400): one value in the request, not one per cell.
  if (f.formatoNumero) r.numberFormat = [[f.formatoNumero]];
}

/** Excel refused the request as larger than it accepts (none of it ran). */
function pedidoGrandeDemais(erro: unknown): boolean {
  return (erro as { code?: string }).code === "RequestPayloadSizeLimitExceeded";
}

/** The merged areas loaded with a read (none when the range has none: a null object, no items). */
function areasMescladas(
  mescladas: { areas: Excel.RangeAreas; itens: Excel.RangeCollection } | null,
): Intervalo[] {
  if (!mescladas || mescladas.areas.isNullObject) return [];
  return mescladas.itens.items
    .map((a) => intervaloDeEndereco(a.address))
    .filter((m) => m.linhas * m.colunas > 1);
}
