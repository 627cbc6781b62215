/**
 * Collects problems with their addresses, listing at most a limit of each kind per column and
 * counting the rest in one final problem: a sheet of 5,000,000 bad cells must yield a readable,
 * bounded report, and still say how many cells are wrong and down to which one.
 */
import { celulaA1, enderecoNaFolha, intervaloA1 } from "../planilha/endereco";
import type { Gravidade, GrupoProblema, Problema } from "./problema";
import { formatarInteiro } from "./texto";

interface Excedente {
  grupo: GrupoProblema;
  gravidade: Gravidade;
  coluna: number;
  /** Problems over whole rows (blank rows, titles): the summary counts rows, not cells of a column. */
  porLinhas: boolean;
  quantos: number;
  primeira: number;
  ultima: number;
}

export class ColetorDeProblemas {
  readonly problemas: Problema[] = [];
  private readonly porTipo = new Map<string, number>();
  private readonly excedentes = new Map<string, Excedente>();

  constructor(
    readonly folha: string,
    private readonly limite = 1000,
  ) {}

  /** Counts a problem of its kind; false (and counted in the summary) when past the limit. */
  private listar(
    tipo: string,
    gravidade: Gravidade,
    grupo: GrupoProblema,
    coluna: number,
    linha: number,
    ultimaLinha: number,
  ): boolean {
    const n = (this.porTipo.get(tipo) ?? 0) + 1;
    this.porTipo.set(tipo, n);
    if (n <= this.limite) return true;
    const e = this.excedentes.get(tipo);
    if (e) {
      e.quantos++;
      e.ultima = Math.max(e.ultima, ultimaLinha);
      if (gravidade === "erro") e.gravidade = "erro";
    } else {
      const porLinhas = tipo.endsWith("|linhas");
      this.excedentes.set(tipo, {
        grupo,
        gravidade,
        coluna,
        porLinhas,
        quantos: 1,
        primeira: linha,
        ultima: ultimaLinha,
      });
    }
    return false;
  }

  /** Takes back every problem of a kind in one column, listed or counted (a column said once instead). */
  retirarDaColuna(grupo: GrupoProblema, coluna: number): void {
    const tipo = `${grupo}|${coluna}`;
    this.porTipo.delete(tipo);
    this.excedentes.delete(tipo);
    for (let i = this.problemas.length - 1; i >= 0; i--) {
      const p = this.problemas[i];
      if (p.grupo === grupo && p.coluna === coluna && p.ultimaLinha === undefined)
        this.problemas.splice(i, 1);
    }
  }

  /** A problem at one cell; `motivo` is the message without the address. */
  naCelula(
    gravidade: Gravidade,
    grupo: GrupoProblema,
    linha: number,
    coluna: number,
    motivo: string,
    mapaSugerido?: Problema["mapaSugerido"],
  ): void {
    if (!this.listar(`${grupo}|${coluna}`, gravidade, grupo, coluna, linha, linha)) return;
    this.registrar(gravidade, grupo, celulaA1(linha, coluna), motivo, {
      linha,
      coluna,
      ...(mapaSugerido ? { mapaSugerido } : {}),
    });
  }

  /** A problem over rows linha..ultimaLinha, columns coluna..ultimaColuna (blank rows, titles). */
  nasLinhas(
    gravidade: Gravidade,
    grupo: GrupoProblema,
    linha: number,
    ultimaLinha: number,
    coluna: number,
    ultimaColuna: number,
    motivo: string,
  ): void {
    if (!this.listar(`${grupo}|linhas`, gravidade, grupo, coluna, linha, ultimaLinha)) return;
    const celula = intervaloA1(linha, coluna, ultimaLinha, ultimaColuna);
    this.registrar(gravidade, grupo, celula, motivo, { linha, ultimaLinha, coluna });
  }

  /** The problem as the clerk reads it: the address of the cell or range, then the reason. */
  private registrar(
    gravidade: Gravidade,
    grupo: GrupoProblema,
    celula: string,
    motivo: string,
    posicao: Pick<Problema, "linha" | "ultimaLinha" | "coluna" | "mapaSugerido">,
  ): void {
    const endereco = enderecoNaFolha(this.folha, celula);
    this.problemas.push({
      gravidade,
      grupo,
      folha: this.folha,
      celula,
      endereco,
      mensagem: `${endereco}: ${motivo}`,
      ...posicao,
    });
  }

  /** The problems, with one summary per kind that went over the limit. */
  fechar(): Problema[] {
    for (const e of this.excedentes.values()) {
      const { coluna } = e;
      const celula = intervaloA1(e.primeira, coluna, e.ultima, coluna);
      const [quantos, limite] = [formatarInteiro(e.quantos), formatarInteiro(this.limite)];
      const motivo = e.porLinhas
        ? `mais ${quantos} ${e.quantos === 1 ? "aviso" : "avisos"} de "${e.grupo}", além dos ${limite} listados (das linhas ${e.primeira + 1} a ${e.ultima + 1})`
        : `mais ${quantos} ${e.quantos === 1 ? "problema" : "problemas"} de "${e.grupo}" nesta coluna, além dos ${limite} listados (de ${celulaA1(e.primeira, coluna)} a ${celulaA1(e.ultima, coluna)})`;
      this.registrar(e.gravidade, e.grupo, celula, motivo, {
        linha: e.primeira,
        ultimaLinha: e.ultima,
        coluna,
      });
    }
    this.excedentes.clear();
    return this.problemas;
  }
}
