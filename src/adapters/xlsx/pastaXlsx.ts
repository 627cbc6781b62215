/**
 * The workbook port on an .xlsx file, copy-through: the output is the clerk's package with the
 * add-in's parts added. Every part of the input (sheets, charts, drawings, images, comments, pivot
 * caches, tables, names, external links, custom XML, themes) is copied as stored, byte for byte; only
 * the parts that list sheets or styles change (workbook, its relationships, [Content_Types].xml, the
 * styles part, where the new cells' styles are appended). The add-in's own sheets, found by their tag,
 * are the only ones ever replaced or deleted, with the parts that belong to them (table, comments).
 * Reads stream only the sheet asked for (./leitorDeFolha); writes keep the models and generate their
 * XML into the zip when the file is produced (./gravacao).
 *
 * Tags and settings: Office keeps them in worksheet custom properties and document settings; in the
 * file they live in a very hidden sheet (FOLHA_INTERNA), one row per key with its JSON, as the
 * ExcelJS adapter kept them, so a workbook annotated before still has its tags. A sheet (rather than a
 * customXml part) because it survives Excel and LibreOffice saving the file again, which customXml
 * parts not bound to anything do not reliably do. A tag records the sheet's sheetId, name and `Cotas_`
 * table, and the sheets are recognized when the file is opened as the Office adapter recognizes them
 * (../marcas.ts): by the table first, which survives a rename and the sheetIds LibreOffice and openpyxl
 * renumber when they insert or move a sheet; else by the name with one more sign (a `Cotas_` table, the
 * same sheetId, values equal to the recorded summary). A copy the clerk makes of one of ours is not ours.
 */
import {
  enderecoA1,
  hashValores,
  intervaloComLinhas,
  intervaloDeEndereco,
  type Intervalo,
  type ModeloFolha,
} from "../../folhas/modelo";
import type { TabelaBruta, ValorCelula } from "../../planilha/tabela";
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
import { conferirPorResumo, destinos, PREFIXO_TABELA, reconhecer, type RegistroFolha } from "../marcas";
import { intervaloUsado, regiaoAoRedor } from "../regiao";
import { folhaComCelulas, folhaComLinhas, folhaSemLinhas, tabelaComLinhas } from "./acrescimo";
import { gravarPacote, pacoteVazio, type FolhaFinal } from "./gravacao";
import { lerFolha, lerStringsCompartilhadas, type FolhaLida } from "./leitorDeFolha";
import { ArquivoRecusado, LIMITES } from "./limites";
import { juntarPedacos, type ZlibDoAmbiente } from "./zip";
import {
  lerCabecalhoDaTabela,
  lerLivro,
  Pacote,
  REL_STRINGS,
  REL_TABELA,
  type FolhaDoLivro,
  type Livro,
} from "./pacote";

/** The add-in's store of tags and settings inside the file. */
export const FOLHA_INTERNA = "_cotas_suplemento";

const PREFIXO_MARCA = "marca:";
const PREFIXO_CONFIGURACAO = "configuracao:";
/** Excel's limit of characters in a cell: a longer JSON goes on in the next cells of its row. */
const MAX_TEXTO_NA_CELULA = 32_767;

/** A setting as a row of the store: key and JSON value (what `salvarConfiguracao` leaves in the file). */
export function linhaDeConfiguracao(chave: string, valor: unknown): string[] {
  return linhaDoArmazem(PREFIXO_CONFIGURACAO + chave, JSON.stringify(valor));
}

function linhaDoArmazem(chave: string, json: string): string[] {
  const linha = [chave];
  for (let i = 0; i < json.length || i === 0; i += MAX_TEXTO_NA_CELULA) {
    linha.push(json.slice(i, i + MAX_TEXTO_NA_CELULA));
  }
  return linha;
}

interface MarcaGuardada {
  nome: string;
  /** The sheet's Excel table when written (absent in files tagged before it was kept). */
  tabela?: string;
  marca: MarcaFolha;
}

interface Folha extends FolhaFinal {
  /** The tables of a sheet of the input (read on demand). */
  tabelas?: { nome: string; intervalo: Intervalo }[];
  /** The edits of a ledger sheet of the input, written into its parts when the file is produced. */
  acrescimo?: Acrescimo;
}

/**
 * A ledger sheet of the input, edited: its table ended at row `primeira` (0-based, exclusive); its last
 * `removidas` rows are taken out (a call undone), then `linhas` go under what is left.
 */
interface Acrescimo {
  linhas: ValorCelula[][];
  /** Cells of the table's rows as the file has them, written over (escreverNoLivro), by "linha:coluna". */
  celulas: Map<string, CelulaDoLivro>;
  primeira: number;
  removidas: number;
  coluna: number;
  parteTabela: string;
}

export class PastaXlsx implements PortaPasta {
  private readonly livro: Livro;
  private readonly folhas: Folha[];
  /** Sheets of the input that will not be in the output (the add-in's, replaced or deleted). */
  private readonly removidas: FolhaDoLivro[] = [];
  private readonly marcas = new Map<number, MarcaGuardada>();
  private readonly configuracoes = new Map<string, unknown>();
  private strings: string[] | null = null;
  /**
   * The last sheet of the input read, as the file has it: the automatic reading asks for the region
   * around the selection, then for the same sheet down to its end, and parsing a sheet of 100,000 rows
   * twice was a third of `cotas anotar`. Held weakly and for the next read only: the computation and
   * the writing that follow do not keep it (a strong hold raised the peak memory by a sixth).
   */
  private ultimaLida: { parte: string; lida: WeakRef<FolhaLida> } | null = null;
  private proximoId: number;
  /** Written with `ultima` (paraPedacos): the new sheets' cells are gone. */
  private gravadaPelaUltimaVez = false;

  constructor(private readonly pacote: Pacote) {
    this.livro = lerLivro(pacote);
    this.folhas = this.livro.folhas.map((original) => ({
      nome: original.nome,
      sheetId: original.sheetId,
      estado: original.estado,
      original,
      nova: null,
    }));
    const interna = this.folhas.findIndex((f) => f.nome === FOLHA_INTERNA);
    if (interna >= 0) {
      const [f] = this.folhas.splice(interna, 1);
      this.removidas.push(f.original!);
      if (f.original!.parte) this.lerArmazem(f.original!.parte);
      this.reconhecerFolhas();
    }
    // New sheets are numbered from the last sheet kept, the store's number reused (it is written
    // again, last): without a gap, a program that renumbers the sheets 1, 2, 3… when it saves the
    // file (openpyxl does) leaves each sheet its number, and the tags, which name it, still hold.
    this.proximoId = 1;
    for (const f of this.folhas) this.proximoId = Math.max(this.proximoId, f.sheetId + 1);
  }

  /** An .xlsx file's bytes as a port; a file that is not one is refused with one sentence. */
  static abrir(bytes: Uint8Array, zlib?: ZlibDoAmbiente): PastaXlsx {
    return new PastaXlsx(new Pacote(bytes, zlib));
  }

  /** A new workbook without sheets (a CSV's, or the add-in's sheets exported from Excel). */
  static nova(zlib?: ZlibDoAmbiente): PastaXlsx {
    return new PastaXlsx(new Pacote(pacoteVazio(), zlib));
  }

  /** A sheet of the clerk's data (a CSV's rows, as text), written as it is and never tagged. */
  adicionarFolhaDoEscrivao(nome: string, valores: ValorCelula[][]): void {
    this.folhas.push({
      nome,
      sheetId: this.proximoId++,
      original: null,
      nova: { modelo: { valores, formatos: [], larguras: [], congelarLinhas: 0, notas: [] } },
    });
  }

  /**
   * The workbook as .xlsx bytes: the input's parts as they were, plus the add-in's, deflated by the
   * platform's zlib it was opened with (`cotas` in Node), else by fflate's.
   */
  async paraBytes(): Promise<Uint8Array> {
    return juntarPedacos(await this.paraPedacos());
  }

  /** paraBytes as the chunks the zip was written in, for a file written from them (the CLI): a
   *  workbook of a million candidates is not held twice, once in chunks and once joined.
   *  `ultima`: the workbook is not written again, so each new sheet's cells are let go of once written
   *  (`cotas anotar`: a million candidates all tied, #39); the workbook cannot be written after it. */
  async paraPedacos(opcoes: { ultima?: boolean } = {}): Promise<Uint8Array[]> {
    const armazem: string[][] = [];
    for (const [id, m] of this.marcas) armazem.push(linhaDoArmazem(PREFIXO_MARCA + id, JSON.stringify(m)));
    for (const [chave, v] of this.configuracoes) armazem.push(linhaDeConfiguracao(chave, v));
    const finais: FolhaFinal[] = [...this.folhas];
    if (armazem.length > 0) {
      finais.push({
        nome: FOLHA_INTERNA,
        sheetId: this.proximoId,
        estado: "veryHidden",
        original: null,
        nova: { modelo: { valores: armazem, formatos: [], larguras: [], congelarLinhas: 0, notas: [] } },
      });
    }
    const reescritas = new Map<string, string>();
    for (const f of this.folhas) {
      const a = f.acrescimo;
      if (!a || !f.original?.parte) continue;
      const inicio = a.primeira - a.removidas;
      const escritas = [...a.celulas.values()].filter((c) => c.linha < inicio);
      const sem = folhaSemLinhas(
        folhaComCelulas(this.pacote.texto(f.original.parte), escritas),
        inicio,
        a.removidas,
      );
      reescritas.set(f.original.parte, folhaComLinhas(sem, inicio, a.coluna, a.linhas));
      reescritas.set(
        a.parteTabela,
        tabelaComLinhas(this.pacote.texto(a.parteTabela), a.linhas.length - a.removidas),
      );
    }
    if (this.gravadaPelaUltimaVez) throw new Error("a pasta já foi gravada pela última vez");
    this.gravadaPelaUltimaVez = opcoes.ultima === true;
    return gravarPacote(this.pacote, this.livro, finais, this.removidas, reescritas, opcoes.ultima);
  }

  async listarFolhas(): Promise<InfoFolha[]> {
    return this.folhas.map((f) => ({ nome: f.nome, marca: this.marcaDe(f) }));
  }

  async listarTabelas(): Promise<InfoTabela[]> {
    return this.folhas.flatMap((f) =>
      this.tabelasDe(f).map(({ nome, intervalo: i }) => ({
        nome,
        folha: f.nome,
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
    const lida = this.lerCelulas(f);
    return this.recortar(f, lida, endereco ? intervaloDeEndereco(endereco) : usado(lida));
  }

  async lerTabela(nome: string): Promise<TabelaBruta> {
    for (const f of this.folhas) {
      const t = this.tabelasDe(f).find((x) => igual(x.nome, nome));
      if (t) return { ...this.recortar(f, this.lerCelulas(f), t.intervalo), tabela: t.nome };
    }
    throw new ArquivoRecusado(`A tabela "${nome}" não existe nesta pasta.`);
  }

  /** The selection saved in the file (the active sheet's active cell), A1 of the first sheet if none. */
  async lerRegiaoDaSelecao(): Promise<TabelaBruta> {
    const visiveis = this.folhas.filter((f) => !f.estado);
    const ativa = this.livro.folhas[this.livro.abaAtiva];
    const f = visiveis.find((x) => x.original === ativa) ?? visiveis[0];
    if (!f) throw new ArquivoRecusado("A pasta não tem folhas visíveis.");
    const lida = this.lerCelulas(f);
    const { linha, coluna } = intervaloDeEndereco(lida.celulaAtiva);
    const t = this.tabelasDe(f).find(
      ({ intervalo: i }) =>
        linha >= i.linha && linha < i.linha + i.linhas && coluna >= i.coluna && coluna < i.coluna + i.colunas,
    );
    if (t) return { ...this.recortar(f, lida, t.intervalo), tabela: t.nome };
    return this.recortar(f, lida, regiaoAoRedor(vaziaEm(lida), linha, coluna));
  }

  async escreverFolhas(
    folhas: { modelo: ModeloFolha; marca: MarcaFolha }[],
    opcoes?: OpcoesLote,
  ): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    this.exigirEstruturaLivre();
    for (const { modelo } of folhas) {
      const existente = this.acharFolha(modelo.nome);
      if (existente && !this.marcaDe(existente)) throw new FolhaAlheia(existente.nome);
    }
    // The add-in's sheet of the same name, or the one the clerk renamed, is replaced where it stands.
    const lista = destinos(
      folhas.map((f) => f.modelo),
      await this.listarFolhas(),
    ).destinos;
    folhas.forEach(({ modelo, marca }, k) => {
      verificarCancelamento(opcoes?.sinal);
      const nova: Folha = { nome: modelo.nome, sheetId: this.proximoId++, original: null, nova: { modelo } };
      const atual = lista[k].atual;
      const existente = atual && this.acharFolha(atual.nome);
      if (existente) this.folhas[this.remover(existente)] = nova;
      else this.folhas.push(nova);
      const tabela = modelo.tabela?.nome;
      this.marcas.set(nova.sheetId, { nome: nova.nome, ...(tabela ? { tabela } : {}), marca });
      opcoes?.progresso?.((k + 1) / folhas.length);
    });
  }

  /**
   * A sheet written in this session grows in its model; a sheet of the input keeps its parts and gets
   * the rows appended as text when the file is produced (./acrescimo), right under its table.
   */
  async acrescentarLinhas(folha: string, linhas: ValorCelula[][], opcoes?: OpcoesLote): Promise<void> {
    verificarCancelamento(opcoes?.sinal);
    const { f, t } = this.tabelaDoLivro(folha, "onde acrescentar linhas");
    if (linhas.some((l) => l.length !== t.intervalo.colunas))
      throw new Error(`Cada linha acrescentada à tabela "${t.nome}" tem ${t.intervalo.colunas} colunas.`);
    const fim = t.intervalo.linha + t.intervalo.linhas;
    const maior = { ...t.intervalo, linhas: t.intervalo.linhas + linhas.length };
    if (f.nova) {
      const m = f.nova.modelo;
      const antes = new Array<ValorCelula>(t.intervalo.coluna).fill(null);
      const valores = [
        ...m.valores.slice(0, fim),
        ...linhas.map((l) => [...antes, ...l]),
        ...m.valores.slice(fim),
      ];
      // The table's formats and drop-downs grow with it, as in Excel.
      const formatos = m.formatos.map((x) => ({
        ...x,
        intervalo: intervaloComLinhas(x.intervalo, fim, linhas.length),
      }));
      const validacoes = m.validacoes?.map((v) => ({
        ...v,
        intervalo: intervaloComLinhas(v.intervalo, fim, linhas.length),
      }));
      f.nova = {
        ...f.nova,
        modelo: {
          ...m,
          valores,
          formatos,
          ...(validacoes ? { validacoes } : {}),
          tabela: { nome: t.nome, intervalo: maior },
        },
      };
      return;
    }
    const lida = this.lerCelulas(f);
    const vazia = vaziaEm(lida);
    if (lida.linhas.some((l, i) => i >= fim && l?.some((_, j) => !vazia(i, j)))) {
      throw new ArquivoRecusado(
        `A folha "${f.nome}" tem algo escrito abaixo da tabela "${t.nome}", onde vão as linhas novas: mova-o para outra folha e tente de novo.`,
      );
    }
    this.edicaoDoLivro(f, t).linhas.push(...linhas);
    t.intervalo = maior;
  }

  /**
   * A sheet written in this session loses the rows in its model; a sheet of the input gives back the
   * rows appended in this session first, then has its own last rows taken out of its parts when the
   * file is produced (./acrescimo). The table keeps at least one row.
   */
  async removerUltimasLinhas(folha: string, n: number): Promise<void> {
    const { f, t } = this.tabelaDoLivro(folha, "de onde tirar linhas");
    verificarLinhasATirar(t.nome, t.intervalo.linhas, n);
    const fim = t.intervalo.linha + t.intervalo.linhas;
    const menor = { ...t.intervalo, linhas: t.intervalo.linhas - n };
    if (f.nova) {
      const m = f.nova.modelo;
      const valores = [...m.valores.slice(0, fim - n), ...m.valores.slice(fim)];
      // The table's formats shrink with it (a styled row left under it would be written empty).
      const formatos = m.formatos.map((x) =>
        x.intervalo.linhas > n ? { ...x, intervalo: intervaloComLinhas(x.intervalo, fim, -n) } : x,
      );
      f.nova = { ...f.nova, modelo: { ...m, valores, formatos, tabela: { nome: t.nome, intervalo: menor } } };
      return;
    }
    const a = this.edicaoDoLivro(f, t);
    const devolvidas = Math.min(n, a.linhas.length);
    a.linhas.splice(a.linhas.length - devolvidas, devolvidas);
    a.removidas += n - devolvidas;
    t.intervalo = menor;
  }

  /**
   * A sheet written in this session gets the values in its model; a sheet of the input, in the rows
   * appended in this session, or else over its cells when the file is produced (./acrescimo).
   */
  async escreverNoLivro(folha: string, celulas: readonly CelulaDoLivro[]): Promise<void> {
    const { f, t } = this.tabelaDoLivro(folha, "onde escrever");
    verificarCelulasDoLivro(t.nome, t.intervalo, celulas);
    if (f.nova) {
      const valores = f.nova.modelo.valores.map((l) => [...l]);
      for (const c of celulas) valores[c.linha][c.coluna] = c.valor;
      f.nova = { ...f.nova, modelo: { ...f.nova.modelo, valores } };
      return;
    }
    const a = this.edicaoDoLivro(f, t);
    const inicio = a.primeira - a.removidas;
    for (const c of celulas) {
      if (c.linha >= inicio) a.linhas[c.linha - inicio][c.coluna - a.coluna] = c.valor;
      else a.celulas.set(`${c.linha}:${c.coluna}`, c);
    }
  }

  /** The Excel table of one of the add-in's sheets (a ledger), for rows added or taken out. */
  private tabelaDoLivro(folha: string, para: string) {
    const f = this.exigirFolha(folha);
    if (!this.marcaDe(f)) throw new FolhaAlheia(f.nome);
    const t = this.tabelasDe(f)[0];
    if (!t) throw new ArquivoRecusado(`A folha "${f.nome}" não tem tabela ${para}.`);
    return { f, t };
  }

  /** The edits of a ledger sheet of the input, started with its table as the file has it. */
  private edicaoDoLivro(f: Folha, t: { nome: string; intervalo: Intervalo }): Acrescimo {
    if (f.acrescimo) return f.acrescimo;
    const parteTabela = this.pacote
      .relacoes(f.original!.parte!)
      .find(
        (r) =>
          r.tipo === REL_TABELA && !r.externo && lerCabecalhoDaTabela(this.pacote, r.alvo)?.nome === t.nome,
      )!.alvo;
    const primeira = t.intervalo.linha + t.intervalo.linhas;
    f.acrescimo = {
      linhas: [],
      celulas: new Map(),
      primeira,
      removidas: 0,
      coluna: t.intervalo.coluna,
      parteTabela,
    };
    return f.acrescimo;
  }

  /**
   * A workbook whose structure the clerk protected gets no sheet added, replaced or deleted, as in
   * Excel: the protection is the clerk's, and the add-in does not go around it. Rows appended to a
   * ledger sheet leave the structure as it is.
   */
  private exigirEstruturaLivre(): void {
    if (this.livro.estruturaProtegida)
      throw new ArquivoRecusado(
        "A pasta tem a estrutura protegida (Revisão › Proteger Pasta de Trabalho): o suplemento não acrescenta nem troca folhas nela. Tire a proteção no Excel e tente de novo.",
      );
  }

  async criarFolhaDeDados(nome: string, valores: ValorCelula[][], opcoes?: OpcoesLote): Promise<string> {
    verificarCancelamento(opcoes?.sinal);
    this.exigirEstruturaLivre();
    const livre = nomeLivre(
      nome,
      this.folhas.map((f) => f.nome),
    );
    this.adicionarFolhaDoEscrivao(livre, valores);
    opcoes?.progresso?.(1);
    return livre;
  }

  async excluirFolhas(nomes: string[]): Promise<void> {
    this.exigirEstruturaLivre();
    const alvos = nomes.map((nome) => {
      const f = this.exigirFolha(nome);
      if (!this.marcaDe(f)) throw new FolhaAlheia(f.nome);
      return f;
    });
    for (const f of alvos) this.folhas.splice(this.remover(f), 1);
  }

  /**
   * A file has no live selection to move: the Conferência links only work inside Excel. Saving the
   * active cell would mean rewriting a clerk's sheet, which the file never does.
   */
  async selecionarCelula(): Promise<void> {}

  async lerConfiguracao(chave: string): Promise<unknown> {
    const v = this.configuracoes.get(chave);
    return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
  }

  async salvarConfiguracao(chave: string, valor: unknown): Promise<void> {
    this.configuracoes.set(chave, JSON.parse(JSON.stringify(valor)));
  }

  /** Takes a sheet out of the list (its parts are dropped from the output); returns where it was. */
  private remover(f: Folha): number {
    const i = this.folhas.indexOf(f);
    if (f.original) this.removidas.push(f.original);
    this.marcas.delete(f.sheetId);
    return i;
  }

  private lerArmazem(parte: string): void {
    const lida = lerFolha(this.pacote, parte, FOLHA_INTERNA, this.compartilhadas());
    for (const linha of lida.linhas) {
      if (!linha || typeof linha[0] !== "string") continue;
      const chave = linha[0];
      try {
        const valor: unknown = JSON.parse(linha.slice(1).join(""));
        if (chave.startsWith(PREFIXO_MARCA)) {
          this.marcas.set(Number(chave.slice(PREFIXO_MARCA.length)), valor as MarcaGuardada);
        } else if (chave.startsWith(PREFIXO_CONFIGURACAO)) {
          this.configuracoes.set(chave.slice(PREFIXO_CONFIGURACAO.length), valor);
        }
      } catch {
        // A damaged entry is never trusted, and a damaged setting is kept as damaged, not as absent: a
        // missing copy of the ledger is a first call, a damaged one must stop the next (configuracao.ts).
        if (chave.startsWith(PREFIXO_CONFIGURACAO))
          this.configuracoes.set(chave.slice(PREFIXO_CONFIGURACAO.length), { [ENTRADA_DANIFICADA]: true });
      }
    }
  }

  /**
   * The stored tags applied to the sheets as the file has them now: each sheet recognized gets its tag
   * under its current sheetId and name, and a tag that recognizes no sheet is dropped.
   */
  private reconhecerFolhas(): void {
    const registros: RegistroFolha[] = [...this.marcas].map(([sheetId, m]) => ({
      ...m,
      id: String(sheetId),
    }));
    const vistas = this.folhas.map((f) => ({
      nome: f.nome,
      id: String(f.sheetId),
      tabelas: this.tabelasDe(f).map((t) => t.nome),
    }));
    // A sheet with no table (an empty list) is known by its recorded name and values.
    const hashes = new Map<string, string>();
    for (const v of conferirPorResumo(vistas, registros)) {
      const f = this.folhas[vistas.indexOf(v)];
      const lida = this.lerCelulas(f);
      const t = this.recortar(f, lida, usado(lida));
      hashes.set(v.id, hashValores(t.valores, t.linhaInicial, t.colunaInicial));
    }
    const achados = reconhecer(vistas, registros, hashes);
    this.marcas.clear();
    this.folhas.forEach((f, i) => {
      const r = achados[i];
      // A tag from before the table was kept learns it, so that a later rename does not lose the sheet.
      const tabela = r?.tabela ?? vistas[i].tabelas.find((t) => t.startsWith(PREFIXO_TABELA));
      if (r) this.marcas.set(f.sheetId, { nome: f.nome, ...(tabela ? { tabela } : {}), marca: r.marca });
    });
  }

  private compartilhadas(): string[] {
    this.strings ??= lerStringsCompartilhadas(this.pacote, this.pacote.alvo(this.livro.parte, REL_STRINGS));
    return this.strings;
  }

  private lerCelulas(f: Folha): FolhaLida {
    if (f.nova) {
      const linhas = f.nova.modelo.valores.map((l) => l.map((v) => (v === null ? "" : v)));
      return { linhas, celulaAtiva: "A1", formulasSemValor: [] };
    }
    const parte = f.original?.parte;
    if (!parte) return { linhas: [], celulaAtiva: "A1", formulasSemValor: [] };
    let doArquivo = this.ultimaLida?.parte === parte ? this.ultimaLida.lida.deref() : undefined;
    // Kept for one more read (the one that follows the region's): then let go, whatever the collector does.
    this.ultimaLida = null;
    if (!doArquivo) {
      doArquivo = lerFolha(this.pacote, parte, f.nome, this.compartilhadas());
      this.ultimaLida = { parte, lida: new WeakRef(doArquivo) };
    }
    const a = f.acrescimo;
    if (!a) return doArquivo;
    // The rows appended or taken out in this session go over a copy: the sheet as read stays as it is.
    const lida = { ...doArquivo, linhas: [...doArquivo.linhas] };
    const inicio = a.primeira - a.removidas;
    for (let i = inicio; i < a.primeira; i++) delete lida.linhas[i];
    a.linhas.forEach(
      (l, i) => (lida.linhas[inicio + i] = [...new Array<ValorCelula>(a.coluna).fill(""), ...l]),
    );
    for (const c of a.celulas.values()) {
      if (c.linha >= inicio) continue;
      const linha = (lida.linhas[c.linha] = [...(lida.linhas[c.linha] ?? [])]);
      linha[c.coluna] = c.valor ?? "";
    }
    return lida;
  }

  /** The rectangle `intervalo` of a sheet read, refused if it is larger than memory allows. */
  private recortar(f: Folha, lida: FolhaLida, intervalo: Intervalo | null): TabelaBruta {
    if (!intervalo) return { folha: f.nome, linhaInicial: 0, colunaInicial: 0, valores: [] };
    if (intervalo.linhas * intervalo.colunas > LIMITES.celulas) {
      throw new ArquivoRecusado(
        `A folha "${f.nome}" ocupa ${enderecoA1(intervalo)} ` +
          `(${(intervalo.linhas * intervalo.colunas).toLocaleString("pt-BR")} células): grande demais para ler. ` +
          "Apague o que houver além da tabela dos candidatos ou indique a tabela.",
      );
    }
    const valores: ValorCelula[][] = [];
    for (let i = intervalo.linha; i < intervalo.linha + intervalo.linhas; i++) {
      const origem = lida.linhas[i];
      const linha = new Array<ValorCelula>(intervalo.colunas);
      for (let j = 0; j < intervalo.colunas; j++) linha[j] = origem?.[intervalo.coluna + j] ?? "";
      valores.push(linha);
    }
    const dentro = lida.formulasSemValor.filter(
      ([i, j]) =>
        i >= intervalo.linha &&
        i < intervalo.linha + intervalo.linhas &&
        j >= intervalo.coluna &&
        j < intervalo.coluna + intervalo.colunas,
    );
    const mesclas = (lida.mesclas ?? []).filter(
      (m) =>
        m.linha < intervalo.linha + intervalo.linhas &&
        m.linha + m.linhas > intervalo.linha &&
        m.coluna < intervalo.coluna + intervalo.colunas &&
        m.coluna + m.colunas > intervalo.coluna,
    );
    return {
      folha: f.nome,
      linhaInicial: intervalo.linha,
      colunaInicial: intervalo.coluna,
      valores,
      ...(this.livro.datas1904 ? { datas1904: true } : {}),
      ...(dentro.length ? { formulasSemValor: dentro } : {}),
      ...(mesclas.length ? { mesclas } : {}),
    };
  }

  private tabelasDe(f: Folha): { nome: string; intervalo: Intervalo }[] {
    if (f.nova) return f.nova.modelo.tabela ? [f.nova.modelo.tabela] : [];
    if (!f.tabelas) {
      f.tabelas = [];
      const parte = f.original?.parte;
      for (const r of parte ? this.pacote.relacoes(parte) : []) {
        if (r.tipo !== REL_TABELA || r.externo || !this.pacote.tem(r.alvo)) continue;
        const t = lerCabecalhoDaTabela(this.pacote, r.alvo);
        if (t) f.tabelas.push(t);
      }
    }
    return f.tabelas;
  }

  private marcaDe(f: Folha): MarcaFolha | null {
    const m = this.marcas.get(f.sheetId);
    return m && m.nome === f.nome ? m.marca : null;
  }

  private acharFolha(nome: string): Folha | undefined {
    return this.folhas.find((x) => igual(x.nome, nome));
  }

  private exigirFolha(nome: string): Folha {
    const f = this.acharFolha(nome);
    if (!f) throw new ArquivoRecusado(`A folha "${nome}" não existe nesta pasta.`);
    return f;
  }
}

function vaziaEm(lida: FolhaLida): (linha: number, coluna: number) => boolean {
  return (i, j) => {
    const v = lida.linhas[i]?.[j];
    return v === undefined || v === "";
  };
}

/** The used range: every filled cell (the rows hold only cells the file has). */
function usado(lida: FolhaLida): Intervalo | null {
  return intervaloUsado(
    (visitar) => lida.linhas.forEach((l, i) => l?.forEach((_, j) => visitar(i, j))),
    vaziaEm(lida),
  );
}

function igual(a: string, b: string): boolean {
  // Excel compares sheet and table names without case.
  return a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");
}
