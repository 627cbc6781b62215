/**
 * The sheet lifecycle of one write on Office.js: which worksheet each operation addresses, creating,
 * renaming and clearing the add-in's sheets in place, and the records of the sheets tagged in each
 * batch (../marcas.ts). Existing sheets are addressed by id, which holds within the run even when a
 * batch renames them.
 *
 * Clearing in place keeps the worksheet, so every formula of the clerk that points at it (`=Quadro!B2`)
 * keeps working; deleting it and adding it again would turn them into #REF! for good. What the add-in
 * wrote goes: tables, charts, notes and comments (deleted before the first batch, in requests of their
 * own, as their number is only known then), values and formats, column widths and row heights
 * (ExcelApi 1.7), frozen panes (in the batch, at a fixed price: precos.ts).
 */
import { PROPRIEDADE_TIPO, chave, comRegistro, type FolhaVista, type RegistroFolha } from "../marcas";
import type { Lote, Operacao } from "../operacoes";
import type { MarcaFolha } from "../porta";
import type { ModeloFolha } from "../../folhas/modelo";
import type { AmbienteOffice } from "./ambiente";

/** Deletions per request when clearing: some 400 bytes each on the wire, far below 5 MB. */
const DELECOES_POR_PEDIDO = 2_000;

export type OperacaoDoCiclo = Extract<Operacao, { tipo: "renomear" | "limpar" | "criar" | "marcar" }>;

export function ehDoCiclo(op: Operacao): op is OperacaoDoCiclo {
  return op.tipo === "renomear" || op.tipo === "limpar" || op.tipo === "criar" || op.tipo === "marcar";
}

/** What a sheet to clear holds besides cells, loaded before the first batch. */
interface Conteudo {
  graficos: Excel.ChartCollection;
  notas: Excel.NoteCollection | null;
  comentarios: Excel.CommentCollection | null;
}

export class CicloDasFolhas {
  /** The records as they stand after the batches synced so far. */
  registros: RegistroFolha[];
  /** Id of each existing sheet by its name in the plan (the new name after a rename). */
  private readonly idPorNome = new Map<string, string>();
  private readonly tabelasPorId: Map<string, string[]>;
  private readonly tabelaPorNome: Map<string, string | undefined>;
  private readonly planilhas = new Map<string, Excel.Worksheet>();
  private readonly conteudos = new Map<string, Conteudo>();
  /** Sheet names in position order, as the batches leave them. */
  private readonly ordem: string[];
  private pendentes: { folha: string; marca: MarcaFolha }[] = [];

  constructor(
    private readonly amb: AmbienteOffice,
    existentes: FolhaVista[],
    registros: RegistroFolha[],
    folhas: { modelo: ModeloFolha }[],
  ) {
    this.registros = registros;
    for (const f of existentes) this.idPorNome.set(chave(f.nome), f.id);
    this.ordem = existentes.map((f) => chave(f.nome));
    this.tabelasPorId = new Map(existentes.map((f) => [f.id, f.tabelas]));
    this.tabelaPorNome = new Map(folhas.map(({ modelo }) => [chave(modelo.nome), modelo.tabela?.nome]));
  }

  /**
   * Deletes the tables, charts, notes and comments of the sheets to clear: one sync to load them, then
   * requests of at most DELECOES_POR_PEDIDO deletions (none at all when nothing is cleared).
   */
  async preparar(ctx: Excel.RequestContext, lotes: Lote[]): Promise<void> {
    const ids = new Map(this.idPorNome);
    for (const op of lotes.flatMap((l) => l.operacoes)) {
      if (op.tipo === "renomear") ids.set(chave(op.nome), ids.get(chave(op.folha))!);
      if (op.tipo !== "limpar") continue;
      const ws = ctx.workbook.worksheets.getItem(ids.get(chave(op.folha))!);
      this.conteudos.set(ids.get(chave(op.folha))!, {
        graficos: ws.charts.load("items/name"),
        notas: this.amb.suporta("1.18") ? ws.notes.load("items/authorName") : null,
        comentarios: this.amb.suporta("1.10") ? ws.comments.load("items/id") : null,
      });
    }
    if (this.conteudos.size === 0) return;
    await ctx.sync();
    const excluir: (() => void)[] = [];
    for (const [id, c] of this.conteudos) {
      const ws = ctx.workbook.worksheets.getItem(id);
      for (const t of this.tabelasPorId.get(id) ?? []) excluir.push(() => ws.tables.getItem(t).delete());
      for (const x of [c.graficos, c.notas, c.comentarios])
        x?.items.forEach((i) => excluir.push(() => i.delete()));
    }
    for (let i = 0; i < excluir.length; i += DELECOES_POR_PEDIDO) {
      excluir.slice(i, i + DELECOES_POR_PEDIDO).forEach((f) => f());
      await ctx.sync();
    }
  }

  /** A batch Excel refused before running it: what it created or renamed is forgotten, to be redone. */
  descartar(lote: Lote): void {
    for (const op of lote.operacoes) {
      if (op.tipo === "criar") {
        this.planilhas.delete(chave(op.folha));
        this.ordem.splice(this.ordem.indexOf(chave(op.folha)), 1);
      } else if (op.tipo === "renomear") {
        this.planilhas.delete(chave(op.nome));
        this.ordem[this.ordem.indexOf(chave(op.nome))] = chave(op.folha);
      }
    }
    this.pendentes = [];
  }

  /** The worksheet an operation addresses by its name in the plan. */
  folha(ctx: Excel.RequestContext, nome: string): Excel.Worksheet {
    let ws = this.planilhas.get(chave(nome));
    if (!ws) {
      ws = ctx.workbook.worksheets.getItem(this.idPorNome.get(chave(nome)) ?? nome);
      this.planilhas.set(chave(nome), ws);
    }
    return ws;
  }

  aplicar(ctx: Excel.RequestContext, op: OperacaoDoCiclo): void {
    switch (op.tipo) {
      case "renomear": {
        const ws = this.folha(ctx, op.folha);
        ws.name = op.nome;
        this.planilhas.set(chave(op.nome), ws);
        this.ordem[this.ordem.indexOf(chave(op.folha))] = chave(op.nome);
        this.idPorNome.set(chave(op.nome), this.idPorNome.get(chave(op.folha))!);
        return;
      }
      case "criar": {
        const ws = ctx.workbook.worksheets.add(op.folha).load("id");
        this.planilhas.set(chave(op.folha), ws);
        // Added last by Excel; moved after the result's previous sheet, so the order is the result's.
        const anterior = op.depois === undefined ? -1 : this.ordem.indexOf(chave(op.depois));
        if (anterior >= 0 && anterior + 1 < this.ordem.length) ws.position = anterior + 1;
        this.ordem.splice(anterior < 0 ? this.ordem.length : anterior + 1, 0, chave(op.folha));
        this.etiquetar(ws, op.marca);
        break;
      }
      case "limpar": {
        const ws = this.folha(ctx, op.folha);
        const tudo = ws.getRange();
        tudo.clear("All");
        if (this.amb.suporta("1.7")) {
          tudo.format.useStandardWidth = true;
          tudo.format.useStandardHeight = true;
        }
        ws.freezePanes.unfreeze();
        this.etiquetar(ws, op.marca);
        break;
      }
    }
    this.pendentes.push(op);
  }

  /** After a batch's sync: records the sheets it tagged; true when there were any (save them). */
  marcarEscritas(): boolean {
    for (const { folha, marca } of this.pendentes) {
      const id = this.idPorNome.get(chave(folha)) ?? this.planilhas.get(chave(folha))!.id;
      this.idPorNome.set(chave(folha), id);
      const tabela = marca.completa ? this.tabelaPorNome.get(chave(folha)) : undefined;
      this.registros = comRegistro(this.registros, { nome: folha, id, ...(tabela ? { tabela } : {}), marca });
    }
    const houve = this.pendentes.length > 0;
    this.pendentes = [];
    return houve;
  }

  /** The sheet's type as a worksheet custom property: one more sign in the next sessions. */
  private etiquetar(ws: Excel.Worksheet, marca: MarcaFolha): void {
    if (this.amb.suporta("1.12")) ws.customProperties.add(PROPRIEDADE_TIPO, marca.tipo);
  }
}
