/**
 * A small Excel for the Office.js adapter's tests, built from office-addin-mock's OfficeMockObject:
 * properties must be loaded and synced before they are read (the mock enforces it), writes queued on
 * range proxies are applied to the workbook state at `context.sync()`, as Excel does. Records every
 * sync, every call and the JSON size of what each sync carried.
 */
import { OfficeMockObject } from "office-addin-mock";
import type { AmbienteOffice } from "../../src/adapters/office";
import { enderecoA1, intervaloDeEndereco, type Intervalo } from "../../src/folhas/modelo";
import type { ValorCelula } from "../../src/planilha/tabela";

export interface FolhaFalsa {
  nome: string;
  id: string;
  celulas: ValorCelula[][];
  /** Cells written with Excel's text prefix (the apostrophe). */
  prefixados: string[];
  formatos: { endereco: string; propriedade: string; valor: unknown }[];
  congeladas: number;
  tabelas: { nome: string; endereco: string; estilo?: string }[];
  graficos: { endereco: string; titulo?: string; cores: string[] }[];
  /** Worksheet custom properties (ExcelApi 1.12). */
  propriedades: Record<string, string>;
}

type Mock = OfficeMockObject & Record<string, unknown>;

export class ExcelFalso {
  folhas: FolhaFalsa[] = [];
  chamadas: string[] = [];
  syncs = 0;
  /** JSON length of the writes each sync applied. */
  bytesPorSync: number[] = [];
  /** Sheets cleared in place (`getRange().clear("All")` on the whole sheet). */
  limpezas: string[] = [];
  notas: { endereco: string; texto: string; tipo: "nota" | "comentario" }[] = [];
  configuracoes = new Map<string, unknown>();
  salvamentos = 0;
  selecao: { folha: string; endereco: string } = { folha: "", endereco: "A1" };
  private proximoId = 1;
  private vivos: { mock: Mock; aplicar: () => number }[] = [];
  private pendentes: (() => number)[] = [];

  constructor(
    folhas: { nome: string; valores: ValorCelula[][]; tabelas?: { nome: string; endereco: string }[] }[],
    private readonly versao = "1.18",
  ) {
    for (const f of folhas) {
      this.folhas.push({
        ...this.folhaVazia(f.nome),
        celulas: f.valores.map((l) => [...l]),
        tabelas: f.tabelas ?? [],
      });
    }
    this.selecao.folha = folhas[0]?.nome ?? "";
  }

  ambiente(): AmbienteOffice {
    const ctx = this.contexto();
    return {
      run: (lote) => lote(ctx as unknown as Excel.RequestContext),
      configuracoes: {
        get: (k: string) => this.configuracoes.get(k) ?? null,
        set: (k: string, v: unknown) => void this.configuracoes.set(k, JSON.parse(JSON.stringify(v))),
        saveAsync: ((cb?: (r: { status: string; error?: Error }) => void) => {
          this.salvamentos++;
          cb?.({ status: "succeeded" });
        }) as Office.Settings["saveAsync"],
      },
      suporta: (v) => comparar(this.versao, v) >= 0,
    };
  }

  folha(nome: string): FolhaFalsa | undefined {
    return this.folhas.find((f) => f.nome.toLowerCase() === nome.toLowerCase());
  }

  /** The workbook closed and opened again: same contents, new worksheet ids. */
  reabrir(): void {
    for (const f of this.folhas) f.id = `{id-${this.proximoId++}}`;
  }

  private folhaVazia(nome: string): FolhaFalsa {
    return {
      nome,
      id: `{id-${this.proximoId++}}`,
      celulas: [],
      prefixados: [],
      formatos: [],
      congeladas: 0,
      tabelas: [],
      graficos: [],
      propriedades: {},
    };
  }

  private registrar(mock: Mock, aplicar: () => number = () => 0): Mock {
    this.vivos.push({ mock, aplicar });
    return mock;
  }

  private contexto(): Mock {
    const worksheets = new OfficeMockObject({
      getItem: (nome: string) => this.planilha(this.exigir(nome)),
      add: (nome: string) => {
        this.chamadas.push(`worksheets.add(${nome})`);
        const f = this.folhaVazia(nome);
        this.folhas.push(f);
        return this.planilha(f);
      },
    }) as Mock;
    worksheets.load = () => {
      worksheets.items = this.folhas.map((f) => this.planilha(f).load("name,id"));
      return worksheets;
    };
    const tables = new OfficeMockObject({
      getItem: (nome: string) => {
        const f = this.folhas.find((x) => x.tabelas.some((t) => t.nome === nome))!;
        const t = f.tabelas.find((x) => x.nome === nome)!;
        return this.tabela(f, t.nome, t.endereco);
      },
    }) as Mock;
    tables.load = () => {
      tables.items = this.folhas.flatMap((f) => f.tabelas.map((t) => this.tabela(f, t.nome, t.endereco)));
      return tables;
    };
    const ctx = new OfficeMockObject({
      workbook: {
        getSelectedRange: () => this.faixa(this.exigir(this.selecao.folha), this.selecao.endereco),
        notes: { add: (r: Mock, texto: string) => this.anotar(r, texto, "nota") },
        comments: { add: (r: Mock, texto: string) => this.anotar(r, texto, "comentario") },
      },
      application: {
        suspendApiCalculationUntilNextSync: () => this.chamadas.push("suspendApiCalculationUntilNextSync"),
        suspendScreenUpdatingUntilNextSync: () => this.chamadas.push("suspendScreenUpdatingUntilNextSync"),
        calculate: (tipo: string) => this.chamadas.push(`calculate(${tipo})`),
      },
    }) as Mock;
    ctx.workbook.worksheets = worksheets;
    ctx.workbook.tables = tables;
    ctx.sync = async () => {
      this.syncs++;
      let bytes = 0;
      for (const p of this.pendentes.splice(0)) bytes += p();
      for (const v of this.vivos.splice(0)) {
        bytes += v.aplicar();
        await v.mock.sync();
        this.vivos.push(v);
      }
      // The mock publishes loaded values in microtasks: let them land before the caller reads.
      await new Promise((r) => setTimeout(r, 0));
      this.bytesPorSync.push(bytes);
    };
    return ctx;
  }

  /** By name or id, as `worksheets.getItem` takes either. */
  private exigir(nome: string): FolhaFalsa {
    const f = this.folha(nome) ?? this.folhas.find((x) => x.id === nome);
    if (!f) throw new Error(`ItemNotFound: ${nome}`);
    return f;
  }

  private anotar(r: Mock, texto: string, tipo: "nota" | "comentario"): void {
    this.pendentes.push(() => (this.notas.push({ endereco: r.__endereco, texto, tipo }), texto.length));
  }

  private planilha(f: FolhaFalsa): Mock {
    let posicao = this.folhas.indexOf(f);
    const ws = new OfficeMockObject({
      name: f.nome,
      id: f.id,
      position: posicao,
      getUsedRangeOrNullObject: () => this.usada(f),
      getUsedRange: () => this.usada(f),
      activate: () => this.chamadas.push(`activate(${f.nome})`),
      getRange: (endereco?: string) => (endereco ? this.faixa(f, endereco) : this.folhaInteira(f)),
      delete: () => {
        this.chamadas.push(`delete(${f.nome})`);
        this.pendentes.push(() => (this.folhas.splice(this.folhas.indexOf(f), 1), 0));
      },
      // Print setup: only the print titles are recorded here (the real client's harness checks the rest).
      pageLayout: {
        orientation: "Portrait",
        paperSize: "Letter",
        zoom: {},
        setPrintTitleRows: (linhas: string) => this.chamadas.push(`setPrintTitleRows(${linhas})`),
        headersFooters: { defaultForAllPages: {} },
      },
      freezePanes: {
        freezeRows: (n: number) => ((f.congeladas = n), this.chamadas.push(`freezeRows(${n})`)),
        unfreeze: () => (f.congeladas = 0),
      },
      customProperties: {
        add: (chave: string, valor: string) =>
          this.pendentes.push(() => ((f.propriedades[chave] = valor), 0)),
        getItemOrNullObject: (chave: string) => {
          const p = new OfficeMockObject({ value: f.propriedades[chave] ?? "" }) as Mock;
          p.isNullObject = !(chave in f.propriedades);
          return this.registrar(p);
        },
      },
      tables: {
        getItem: (nome: string) => ({
          delete: () =>
            this.pendentes.push(
              () => (
                f.tabelas.splice(
                  f.tabelas.findIndex((t) => t.nome === nome),
                  1,
                ),
                0
              ),
            ),
        }),
        add: (r: Mock, _cabecalho: boolean) => {
          const t = { nome: "", endereco: r.__endereco as string, estilo: undefined as string | undefined };
          f.tabelas.push(t);
          const mock = new OfficeMockObject({}) as Mock;
          return this.registrar(mock, () => {
            t.nome = mock.name;
            t.estilo = mock.style;
            return 0;
          });
        },
      },
      charts: {
        add: (_tipo: string, r: Mock) => {
          const g = {
            endereco: r.__endereco as string,
            titulo: undefined as string | undefined,
            cores: [] as string[],
          };
          f.graficos.push(g);
          const c = new OfficeMockObject({
            title: {},
            setPosition: () => undefined,
            series: {
              getItemAt: (i: number) => ({
                format: { fill: { setSolidColor: (cor: string) => (g.cores[i] = cor) } },
              }),
            },
          }) as Mock;
          return this.registrar(c, () => ((g.titulo = c.title.text), 0));
        },
      },
    }) as Mock;
    const colecao = (itens: () => { excluir: () => void }[]) => ({
      load: () => ({
        items: itens().map(({ excluir }) => ({ delete: () => this.pendentes.push(() => (excluir(), 0)) })),
      }),
    });
    ws.charts.load = colecao(() =>
      f.graficos.map((g) => ({ excluir: () => f.graficos.splice(f.graficos.indexOf(g), 1) })),
    ).load;
    ws.tables.load = () => ((ws.tables.items = f.tabelas.map((t) => ({ name: t.nome }))), ws.tables);
    const notasDaFolha = (tipo: "nota" | "comentario") =>
      this.notas
        .filter((n) => n.tipo === tipo && n.endereco.startsWith(`${f.nome}!`))
        .map((n) => ({ excluir: () => this.notas.splice(this.notas.indexOf(n), 1) }));
    ws.notes = colecao(() => notasDaFolha("nota"));
    ws.comments = colecao(() => notasDaFolha("comentario"));
    // A new name or position set on this proxy is applied at the sync, as Excel does.
    let nomeDoProxy = f.nome;
    return this.registrar(ws, () => {
      if (typeof ws.position === "number" && ws.position !== posicao) {
        this.folhas.splice(this.folhas.indexOf(f), 1);
        this.folhas.splice(ws.position, 0, f);
        ws.position = posicao = this.folhas.indexOf(f);
      }
      const nome = ws.name as unknown;
      if (typeof nome === "string" && !nome.startsWith("Error") && nome !== nomeDoProxy) {
        this.chamadas.push(`rename(${f.nome} → ${nome})`);
        f.nome = nomeDoProxy = nome;
      }
      return 0;
    });
  }

  /** `worksheet.getRange()`: the whole sheet, which the add-in only clears and resets. */
  private folhaInteira(f: FolhaFalsa): Mock {
    const r = new OfficeMockObject({
      clear: (tipo: string) =>
        this.pendentes.push(() => {
          this.limpezas.push(`${f.nome}:${tipo}`);
          Object.assign(f, { celulas: [], prefixados: [], formatos: [] });
          return 0;
        }),
      format: { useStandardWidth: undefined, useStandardHeight: undefined },
    }) as Mock;
    return this.registrar(r);
  }

  private nulo(): Mock {
    const nulo = new OfficeMockObject({ address: "", values: [] }) as Mock;
    nulo.isNullObject = true;
    return this.registrar(nulo);
  }

  private tabela(f: FolhaFalsa, nome: string, endereco: string): Mock {
    const t = new OfficeMockObject({ name: nome, getRange: () => this.faixa(f, endereco) }) as Mock;
    t.worksheet = this.planilha(f);
    // What `load("items/name")` on the collection does in Excel: the name is read at the next sync.
    t.load("name");
    return this.registrar(t);
  }

  private usada(f: FolhaFalsa): Mock {
    let [l1, c1] = [-1, -1];
    f.celulas.forEach((l, i) =>
      l.forEach((v, j) => {
        if (v !== null && v !== "") [l1, c1] = [Math.max(l1, i), Math.max(c1, j)];
      }),
    );
    if (l1 < 0) return this.nulo();
    return this.faixa(f, enderecoA1({ linha: 0, coluna: 0, linhas: l1 + 1, colunas: c1 + 1 }));
  }

  private faixa(f: FolhaFalsa, endereco: string): Mock {
    const i = intervaloDeEndereco(endereco);
    const atuais = ler(f, i);
    const r = new OfficeMockObject({
      address: `${f.nome}!${enderecoA1(i)}`,
      isNullObject: false,
      values: atuais,
      numberFormat: undefined,
      format: {
        fill: { color: undefined },
        font: { color: undefined, bold: undefined, italic: undefined },
        columnWidth: undefined,
        horizontalAlignment: undefined,
        wrapText: undefined,
      },
      select: () => (
        (this.selecao = { folha: f.nome, endereco: enderecoA1(i) }),
        this.chamadas.push(`select(${f.nome}!${enderecoA1(i)})`)
      ),
      getSurroundingRegion: () => this.usada(f),
      // No merged cells in this fake (ExcelApi 1.13 answers a null object); hostExcel.ts has them.
      getMergedAreasOrNullObject: () => {
        const nula = { isNullObject: true, load: () => nula, areas: { load: () => ({ items: [] }) } };
        return nula;
      },
      getTables: () => {
        const ts = f.tabelas.filter((t) => contem(intervaloDeEndereco(t.endereco), i));
        const col = new OfficeMockObject({}) as Mock;
        col.load = () => ((col.items = ts.map((t) => this.tabela(f, t.nome, t.endereco))), col);
        return col;
      },
    }) as Mock;
    r.__endereco = `${f.nome}!${enderecoA1(i)}`;
    // Excel answers isNullObject after any load and sync; the mock would want it loaded by name.
    r.isNullObject = false;
    r.worksheet = this.planilha(f);
    return this.registrar(r, () => {
      let bytes = 0;
      if (Array.isArray(r.values) && r.values !== atuais && r.values.length > 0) {
        escrever(f, i, r.values);
        bytes += JSON.stringify(r.values).length;
        r.values = atuais;
      }
      const props: [string, unknown][] = [
        ["numberFormat", r.numberFormat],
        ["fill.color", r.format.fill.color],
        ["font.color", r.format.font.color],
        ["font.bold", r.format.font.bold],
        ["font.italic", r.format.font.italic],
        ["columnWidth", r.format.columnWidth],
        ["horizontalAlignment", r.format.horizontalAlignment],
        ["wrapText", r.format.wrapText],
      ];
      for (const [propriedade, valor] of props) {
        if (
          valor === null ||
          valor === undefined ||
          (typeof valor === "string" && valor.startsWith("Error,"))
        )
          continue;
        f.formatos.push({ endereco: enderecoA1(i), propriedade, valor });
        bytes += JSON.stringify(valor).length + 40;
      }
      r.numberFormat = null;
      for (const [o, k] of [
        [r.format.fill, "color"],
        [r.format.font, "color"],
        [r.format.font, "bold"],
        [r.format.font, "italic"],
        [r.format, "columnWidth"],
        [r.format, "horizontalAlignment"],
        [r.format, "wrapText"],
      ] as const)
        (o as Mock)[k] = null;
      return bytes;
    });
  }
}

function ler(f: FolhaFalsa, i: Intervalo): ValorCelula[][] {
  return Array.from({ length: i.linhas }, (_, a) =>
    Array.from({ length: i.colunas }, (_, b) => f.celulas[i.linha + a]?.[i.coluna + b] ?? ""),
  );
}

/** Excel keeps a value as typed; a leading apostrophe marks text and is not part of the value. */
function escrever(f: FolhaFalsa, i: Intervalo, valores: ValorCelula[][]): void {
  valores.forEach((linha, a) => {
    const destino = (f.celulas[i.linha + a] ??= []);
    linha.forEach((v, b) => {
      if (typeof v === "string" && v.startsWith("'")) {
        f.prefixados.push(enderecoA1({ linha: i.linha + a, coluna: i.coluna + b, linhas: 1, colunas: 1 }));
        v = v.slice(1);
      }
      destino[i.coluna + b] = v;
    });
  });
}

function contem(a: Intervalo, b: Intervalo): boolean {
  return (
    b.linha >= a.linha &&
    b.linha < a.linha + a.linhas &&
    b.coluna >= a.coluna &&
    b.coluna < a.coluna + a.colunas
  );
}

function comparar(a: string, b: string): number {
  const [x, y] = [a.split(".").map(Number), b.split(".").map(Number)];
  return x[0] - y[0] || x[1] - y[1];
}
