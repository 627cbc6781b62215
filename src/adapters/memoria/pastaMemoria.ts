/**
 * The workbook port on plain objects, for tests and benchmarks. It follows the Office.js adapter's
 * round trips exactly (same write plan, same read blocks) and records every call, every request (one
 * per `context.sync()` the Office adapter would make) and its size in bytes (a write batch: the plan's
 * Office.js wire price; a read: the JSON length of the payload), so that a test can assert "syncs grow
 * with 5 MB chunks, never with rows". The real wire sizes are measured in test/adapters/office.
 *
 * Like Excel, it keeps the add-in's records in the document settings (`CHAVE_MARCAS`), gives each sheet
 * an id that `reabrir()` changes (a new session), and recognizes the add-in's sheets from the records
 * as the Office adapter does (../marcas.ts), without worksheet custom properties (the strictest host).
 * The clerk's formulas are kept as text per cell so that a test sees what a rename or a deletion of the
 * sheet they name does to them (./formulas.ts).
 */
import { enderecoA1, hashValores, intervaloComLinhas, intervaloDeEndereco } from "../../folhas/modelo";
import { intervaloUsado, regiaoAoRedor, type Percorrer, type Vazia } from "../regiao";
import type {
  FormatoIntervalo,
  Impressao,
  Intervalo,
  ModeloFolha,
  ModeloGrafico,
  NotaCelula,
  ValidacaoLista,
} from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
import {
  LIMITE_REQUISICAO_OFFICE,
  RespostaGrandeDemais,
  bytesDe,
  lerEmBlocos,
  planejarEscrita,
  type Operacao,
} from "../lotes";
import {
  CHAVE_MARCAS,
  comRegistro,
  conferirPorResumo,
  reconhecer,
  registrosAtuais,
  registrosGuardados,
  type FolhaVista,
  type RegistroFolha,
} from "../marcas";
import { trocarFolhaNaFormula } from "./formulas";
import {
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

export interface FolhaMemoria {
  nome: string;
  /** Excel's worksheet id: unique in the workbook, changed by `reabrir()`. */
  id: string;
  /** Cells from A1; rows may be ragged, missing cells are empty. */
  celulas: ValorCelula[][];
  /** The clerk's formulas by A1 address (their values, if any, are in `celulas`). */
  formulas: Record<string, string>;
  formatos: FormatoIntervalo[];
  larguras: number[];
  congelarLinhas: number;
  /** The print setup the add-in gave the sheet, if any. */
  impressao?: Impressao;
  tabelas: { nome: string; intervalo: Intervalo }[];
  graficos: ModeloGrafico[];
  notas: NotaCelula[];
  /** The drop-down lists the add-in set on ranges of the sheet. */
  validacoes: ValidacaoLista[];
  /** The add-in's tag as recognized at the last listing or write (null: the clerk's sheet). */
  marca: MarcaFolha | null;
}

export interface Requisicao {
  metodo: string;
  bytes: number;
  operacoes: number;
}

export interface Chamada {
  metodo: string;
  /** Small arguments as given; sheet models summarized by name. */
  argumentos: unknown[];
}

export interface FolhaInicial {
  nome: string;
  valores: ValorCelula[][];
  /** Where valores[0][0] sits (0-based), default A1. */
  linhaInicial?: number;
  colunaInicial?: number;
  tabelas?: { nome: string; intervalo: Intervalo }[];
  formulas?: Record<string, string>;
}

export class PastaMemoria implements PortaPasta {
  readonly folhas: FolhaMemoria[] = [];
  readonly configuracoes = new Map<string, unknown>();
  readonly chamadas: Chamada[] = [];
  readonly requisicoes: Requisicao[] = [];
  selecao: { folha: string; linha: number; coluna: number } | null = null;
  /** Reads refused for going over the response limit (each one a wasted round trip). */
  recusadas = 0;
  private proximoId = 1;
  /** The records of the sheets recognized at the last listing (saved when writing). */
  private reconhecidos: RegistroFolha[] = [];

  constructor(
    inicial: {
      folhas?: FolhaInicial[];
      selecao?: { folha: string; linha: number; coluna: number };
    } = {},
  ) {
    for (const f of inicial.folhas ?? []) {
      const folha = this.novaFolha(f.nome);
      const li = f.linhaInicial ?? 0;
      const ci = f.colunaInicial ?? 0;
      f.valores.forEach((linha, i) => {
        folha.celulas[li + i] = [...new Array<ValorCelula>(ci).fill(null), ...linha];
      });
      for (let i = 0; i < li; i++) folha.celulas[i] ??= [];
      folha.tabelas = f.tabelas ?? [];
      folha.formulas = { ...f.formulas };
      this.folhas.push(folha);
    }
    this.selecao = inicial.selecao ?? null;
  }

  /** Number of `context.sync()` round trips the Office adapter would have made. */
  get syncs(): number {
    return this.requisicoes.length;
  }

  get maiorRequisicao(): number {
    return this.requisicoes.reduce((maior, r) => Math.max(maior, r.bytes), 0);
  }

  folha(nome: string): FolhaMemoria | undefined {
    return this.folhas.find((f) => igual(f.nome, nome));
  }

  /** The workbook closed and opened again: same contents, new sheet ids. */
  reabrir(): void {
    for (const f of this.folhas) f.id = `{reaberta-${this.proximoId++}}`;
  }

  async listarFolhas(): Promise<InfoFolha[]> {
    this.chamar("listarFolhas", []);
    // Two round trips in Office: the sheets, then their tables and custom properties.
    this.requisitar(
      "listarFolhas",
      this.folhas.map((f) => [f.nome, f.id]),
      1,
    );
    this.requisitar(
      "listarFolhas:tabelas",
      this.folhas.map((f) => f.tabelas.map((t) => t.nome)),
      this.folhas.length,
    );
    this.reconhecerFolhas();
    return this.folhas.map((f) => ({ nome: f.nome, marca: f.marca }));
  }

  async listarTabelas(): Promise<InfoTabela[]> {
    this.chamar("listarTabelas", []);
    const r = this.folhas.flatMap((f) =>
      f.tabelas.map((t) => ({
        nome: t.nome,
        folha: f.nome,
        linhaInicial: t.intervalo.linha,
        colunaInicial: t.intervalo.coluna,
        linhas: t.intervalo.linhas,
        colunas: t.intervalo.colunas,
      })),
    );
    this.requisitar("listarTabelas", r, 1);
    return r;
  }

  async lerIntervalo(folha: string, endereco?: string, opcoes?: OpcoesLote): Promise<TabelaBruta> {
    this.chamar("lerIntervalo", [folha, endereco]);
    const f = this.exigirFolha(folha);
    let intervalo: Intervalo | null;
    if (endereco) intervalo = intervaloDeEndereco(endereco);
    else {
      const { percorrer, vazia: vaziaEm } = grade(f);
      intervalo = intervaloUsado(percorrer, vaziaEm);
      this.requisitar("lerIntervalo:endereco", intervalo ? enderecoA1(intervalo) : "", 1);
    }
    return this.lerBlocos(f, intervalo, opcoes);
  }

  async lerTabela(nome: string): Promise<TabelaBruta> {
    this.chamar("lerTabela", [nome]);
    for (const f of this.folhas) {
      const t = f.tabelas.find((x) => igual(x.nome, nome));
      if (t) {
        this.requisitar("lerTabela:endereco", enderecoA1(t.intervalo), 1);
        return { ...(await this.lerBlocos(f, t.intervalo)), tabela: t.nome };
      }
    }
    throw new Error(`A tabela "${nome}" não existe nesta pasta.`);
  }

  async lerRegiaoDaSelecao(): Promise<TabelaBruta> {
    this.chamar("lerRegiaoDaSelecao", []);
    if (!this.selecao) throw new Error("Nenhuma célula selecionada.");
    const { linha, coluna } = this.selecao;
    const f = this.exigirFolha(this.selecao.folha);
    const t = f.tabelas.find((x) => dentro(x.intervalo, linha, coluna));
    const intervalo = t?.intervalo ?? regiaoAoRedor(grade(f).vazia, linha, coluna);
    this.requisitar("lerRegiaoDaSelecao:endereco", enderecoA1(intervalo), 1);
    const r = await this.lerBlocos(f, intervalo);
    return t ? { ...r, tabela: t.nome } : r;
  }

  async escreverFolhas(
    folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
    opcoes?: OpcoesLote,
  ): Promise<void> {
    this.chamar("escreverFolhas", [folhas.map((f) => f.modelo.nome)]);
    verificarCancelamento(opcoes?.sinal);
    const lotes = planejarEscrita(folhas, await this.listarFolhas());
    this.configuracoes.set(CHAVE_MARCAS, this.reconhecidos);
    // Office loads what the sheets to clear hold, then deletes their tables, charts and notes, before
    // the first batch (a rename comes in the batch: the sheets are still under their names here).
    const nomes = new Map(
      lotes.flatMap((l) => l.operacoes).flatMap((o) => (o.tipo === "renomear" ? [[o.nome, o.folha]] : [])),
    );
    const aLimpar = lotes
      .flatMap((l) => l.operacoes)
      .flatMap((o) => (o.tipo === "limpar" ? [this.exigirFolha(nomes.get(o.folha) ?? o.folha)] : []));
    if (aLimpar.length > 0)
      this.requisitar(
        "escreverFolhas:conteudo",
        aLimpar.map((f) => f.nome),
        aLimpar.length,
      );
    const conteudo = aLimpar.flatMap((f) => [...f.tabelas, ...f.graficos, ...f.notas]);
    if (conteudo.length > 0)
      this.requisitar("escreverFolhas:excluirConteudo", conteudo.length, conteudo.length);
    const total = lotes.reduce((s, l) => s + l.bytes, 0);
    let feito = 0;
    for (const lote of lotes) {
      verificarCancelamento(opcoes?.sinal);
      for (const op of lote.operacoes) this.aplicar(op);
      this.requisicoes.push({
        metodo: "escreverFolhas:lote",
        bytes: lote.bytes,
        operacoes: lote.operacoes.length,
      });
      feito += lote.bytes;
      opcoes?.progresso?.(feito / total);
    }
    // Office recalculates once at the end, calculation having been suspended for each batch.
    this.requisitar("escreverFolhas:recalcular", null, 1);
  }

  /** Like Excel's `table.rows.add`: the rows go under the table, which grows; the cells below it move down. */
  async acrescentarLinhas(folha: string, linhas: ValorCelula[][], opcoes?: OpcoesLote): Promise<void> {
    this.chamar("acrescentarLinhas", [folha, linhas.length]);
    verificarCancelamento(opcoes?.sinal);
    const { f, t } = await this.tabelaDoLivro(folha, "onde acrescentar linhas");
    if (linhas.some((l) => l.length !== t.intervalo.colunas))
      throw new Error(`Cada linha acrescentada à tabela "${t.nome}" tem ${t.intervalo.colunas} colunas.`);
    const fim = t.intervalo.linha + t.intervalo.linhas;
    const antes = new Array<ValorCelula>(t.intervalo.coluna).fill(null);
    while (f.celulas.length < fim) f.celulas.push([]);
    f.celulas.splice(fim, 0, ...linhas.map((l) => [...antes, ...l]));
    // Excel grows the table's formats and drop-downs with it.
    const crescer = <T extends { intervalo: Intervalo }>(x: T): T => ({
      ...x,
      intervalo: intervaloComLinhas(x.intervalo, fim, linhas.length),
    });
    f.formatos = f.formatos.map(crescer);
    f.validacoes = f.validacoes.map(crescer);
    t.intervalo = { ...t.intervalo, linhas: t.intervalo.linhas + linhas.length };
    this.requisitar("acrescentarLinhas", linhas, 1);
    opcoes?.progresso?.(1);
  }

  /** Like Excel's `range.values` on single cells of the table: typed over what was there. */
  async escreverNoLivro(folha: string, celulas: readonly CelulaDoLivro[]): Promise<void> {
    this.chamar("escreverNoLivro", [folha, celulas.length]);
    const { f, t } = await this.tabelaDoLivro(folha, "onde escrever");
    verificarCelulasDoLivro(t.nome, t.intervalo, celulas);
    for (const c of celulas) {
      while (f.celulas.length <= c.linha) f.celulas.push([]);
      f.celulas[c.linha][c.coluna] = c.valor;
    }
    this.requisitar("escreverNoLivro", celulas, 1);
  }

  /** Like Excel's `TableRow.delete` on the table's last rows: the cells below them move up. */
  async removerUltimasLinhas(folha: string, n: number): Promise<void> {
    this.chamar("removerUltimasLinhas", [folha, n]);
    const { f, t } = await this.tabelaDoLivro(folha, "de onde tirar linhas");
    verificarLinhasATirar(t.nome, t.intervalo.linhas, n);
    f.celulas.splice(t.intervalo.linha + t.intervalo.linhas - n, n);
    t.intervalo = { ...t.intervalo, linhas: t.intervalo.linhas - n };
    this.requisitar("removerUltimasLinhas", [folha, n], 1);
  }

  /** The Excel table of one of the add-in's sheets (a ledger), for rows added or taken out. */
  private async tabelaDoLivro(folha: string, para: string) {
    const info = (await this.listarFolhas()).find((x) => igual(x.nome, folha));
    if (!info) throw new Error(`A folha "${folha}" não existe.`);
    if (!info.marca) throw new FolhaAlheia(info.nome);
    const f = this.exigirFolha(folha);
    const t = f.tabelas[0];
    if (!t) throw new Error(`A folha "${folha}" não tem tabela ${para}.`);
    return { f, t };
  }

  async criarFolhaDeDados(nome: string, valores: ValorCelula[][], opcoes?: OpcoesLote): Promise<string> {
    this.chamar("criarFolhaDeDados", [nome, `${valores.length} linhas`]);
    verificarCancelamento(opcoes?.sinal);
    const folha = this.novaFolha(
      nomeLivre(
        nome,
        this.folhas.map((f) => f.nome),
      ),
    );
    folha.celulas = valores.map((l) => [...l]);
    this.folhas.push(folha);
    this.requisitar("criarFolhaDeDados", valores, 1);
    opcoes?.progresso?.(1);
    return folha.nome;
  }

  async excluirFolhas(nomes: string[]): Promise<void> {
    this.chamar("excluirFolhas", [nomes]);
    const info = await this.listarFolhas();
    for (const nome of nomes) {
      const f = info.find((x) => igual(x.nome, nome));
      if (!f) throw new Error(`A folha "${nome}" não existe.`);
      if (!f.marca) throw new FolhaAlheia(f.nome);
    }
    for (const nome of nomes) this.excluir(this.exigirFolha(nome));
    this.requisitar("excluirFolhas", nomes, nomes.length);
  }

  async selecionarCelula(folha: string, linha: number, coluna: number): Promise<void> {
    this.chamar("selecionarCelula", [folha, linha, coluna]);
    this.exigirFolha(folha);
    this.selecao = { folha, linha, coluna };
    this.requisitar("selecionarCelula", [folha, linha, coluna], 1);
  }

  async lerConfiguracao(chave: string): Promise<unknown> {
    this.chamar("lerConfiguracao", [chave]);
    const v = this.configuracoes.get(chave);
    return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
  }

  async salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    this.chamar("salvarConfiguracao", [chave]);
    this.configuracoes.set(chave, JSON.parse(JSON.stringify(valor)));
    this.requisitar("salvarConfiguracao", valor, 1);
  }

  private async lerBlocos(
    f: FolhaMemoria,
    intervalo: Intervalo | null,
    opcoes?: OpcoesLote,
  ): Promise<TabelaBruta> {
    if (!intervalo) return { folha: f.nome, linhaInicial: 0, colunaInicial: 0, valores: [] };
    const valores = await lerEmBlocos(
      intervalo.linhas,
      intervalo.colunas,
      async (inicio, n) => {
        const bloco: ValorCelula[][] = [];
        for (let i = 0; i < n; i++) {
          const linha = f.celulas[intervalo.linha + inicio + i] ?? [];
          const r: ValorCelula[] = [];
          // Excel returns "" for an empty cell, and so does this adapter.
          for (let j = 0; j < intervalo.colunas; j++) r.push(linha[intervalo.coluna + j] ?? "");
          bloco.push(r);
        }
        // Excel refuses a response over 5 MB; the reader then asks for smaller blocks.
        if (bytesDe(bloco) > LIMITE_REQUISICAO_OFFICE) {
          this.recusadas++;
          throw new RespostaGrandeDemais();
        }
        this.requisitar("ler:bloco", bloco, 1);
        return bloco;
      },
      opcoes?.sinal,
    );
    return {
      folha: f.nome,
      linhaInicial: intervalo.linha,
      colunaInicial: intervalo.coluna,
      valores,
    };
  }

  /** Marks each sheet from the stored records (../marcas.ts) and keeps the records of those recognized. */
  private reconhecerFolhas(): void {
    const registros = registrosGuardados(this.configuracoes.get(CHAVE_MARCAS));
    const vistas: FolhaVista[] = this.folhas.map((f) => ({
      nome: f.nome,
      id: f.id,
      tabelas: f.tabelas.map((t) => t.nome),
    }));
    const hashes = new Map<string, string>();
    for (const v of conferirPorResumo(vistas, registros)) {
      const f = this.exigirFolha(v.nome);
      // What the Office adapter reads to compare: the used range's values.
      this.requisitar("conferirPorResumo", f.celulas, 1);
      hashes.set(v.id, hashValores(f.celulas));
    }
    const achados = reconhecer(vistas, registros, hashes);
    this.folhas.forEach((f, i) => (f.marca = achados[i]?.marca ?? null));
    this.reconhecidos = registrosAtuais(vistas, achados);
  }

  private marcar(f: FolhaMemoria, marca: MarcaFolha): void {
    f.marca = marca;
    const registros = registrosGuardados(this.configuracoes.get(CHAVE_MARCAS));
    const tabela = f.tabelas[0]?.nome;
    this.configuracoes.set(
      CHAVE_MARCAS,
      comRegistro(registros, { nome: f.nome, id: f.id, ...(tabela ? { tabela } : {}), marca }),
    );
  }

  /** Deletes a sheet as Excel does: the formulas naming it become #REF!, and its record goes. */
  private excluir(f: FolhaMemoria): void {
    this.folhas.splice(this.folhas.indexOf(f), 1);
    this.trocarNasFormulas(f.nome, null);
    const registros = registrosGuardados(this.configuracoes.get(CHAVE_MARCAS));
    this.configuracoes.set(
      CHAVE_MARCAS,
      registros.filter((r) => r.id !== f.id),
    );
  }

  private trocarNasFormulas(antiga: string, nova: string | null): void {
    for (const g of this.folhas) {
      for (const [celula, formula] of Object.entries(g.formulas)) {
        g.formulas[celula] = trocarFolhaNaFormula(formula, antiga, nova);
      }
    }
  }

  private aplicar(op: Operacao): void {
    if (op.tipo === "criar") {
      const f = this.novaFolha(op.folha);
      const anterior = op.depois === undefined ? -1 : this.folhas.findIndex((x) => igual(x.nome, op.depois!));
      this.folhas.splice(anterior < 0 ? this.folhas.length : anterior + 1, 0, f);
      this.marcar(f, op.marca);
      return;
    }
    const f = this.exigirFolha(op.folha);
    switch (op.tipo) {
      case "renomear":
        this.trocarNasFormulas(f.nome, op.nome);
        f.nome = op.nome;
        break;
      case "limpar":
        // In place: same sheet, same id, so what points at it keeps pointing at it.
        Object.assign(f, { ...this.novaFolha(f.nome), id: f.id });
        this.marcar(f, op.marca);
        break;
      case "valores":
        op.valores.forEach((linha, i) => (f.celulas[op.linha + i] = [...linha]));
        break;
      case "formato":
        f.formatos.push(op.formato);
        break;
      case "larguras":
        f.larguras = [...op.larguras];
        break;
      case "congelar":
        f.congelarLinhas = op.linhas;
        break;
      case "impressao":
        f.impressao = op.impressao;
        break;
      case "tabela":
        f.tabelas.push({ nome: op.nome, intervalo: op.intervalo });
        break;
      case "grafico":
        f.graficos.push(op.grafico);
        break;
      case "nota":
        f.notas.push(op.nota);
        break;
      case "validacao":
        f.validacoes.push(op.validacao);
        break;
      case "marcar":
        this.marcar(f, op.marca);
        break;
    }
  }

  private exigirFolha(nome: string): FolhaMemoria {
    const f = this.folha(nome);
    if (!f) throw new Error(`A folha "${nome}" não existe.`);
    return f;
  }

  private chamar(metodo: string, argumentos: unknown[]): void {
    this.chamadas.push({ metodo, argumentos });
  }

  private requisitar(metodo: string, carga: unknown, operacoes: number): void {
    this.requisicoes.push({ metodo, bytes: bytesDe(carga ?? null), operacoes });
  }

  private novaFolha(nome: string): FolhaMemoria {
    return {
      nome,
      id: `{folha-${this.proximoId++}}`,
      celulas: [],
      formulas: {},
      formatos: [],
      larguras: [],
      congelarLinhas: 0,
      tabelas: [],
      graficos: [],
      notas: [],
      validacoes: [],
      marca: null,
    };
  }
}

function igual(a: string, b: string): boolean {
  // Excel compares sheet and table names without case.
  return a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");
}

const vazia = (v: ValorCelula | undefined) => v === null || v === undefined || v === "";

function dentro(i: Intervalo, linha: number, coluna: number): boolean {
  return (
    linha >= i.linha && linha < i.linha + i.linhas && coluna >= i.coluna && coluna < i.coluna + i.colunas
  );
}

/** The sheet's cells as `regiao.ts` sees them: 0-based, empty when blank or never written. */
function grade(f: FolhaMemoria): { percorrer: Percorrer; vazia: Vazia } {
  return {
    percorrer: (visitar) => f.celulas.forEach((linha, i) => linha?.forEach((_, j) => visitar(i, j))),
    vazia: (i, j) => vazia(f.celulas[i]?.[j]),
  };
}
