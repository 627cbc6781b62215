/**
 * The automatic mapping of a candidates' table: find the header row, then give each field the column
 * whose header names it — known names first, then headers that contain the field's words, then the
 * remaining score-like columns as tie-break candidates. The clerk corrects it with dropdowns.
 */
import { cabecalhoEmDuasLinhas, localizarCabecalho } from "./cabecalho";
import { colunaDasLetras, letrasDaColuna } from "../planilha/endereco";
import { ehColunaSimNao, reservaDoCabecalho } from "./colunaSimNao";
import type {
  CampoCandidato,
  ColunaDeDesempate,
  ColunaMapeada,
  Confianca,
  MapaColunas,
  MapeamentoAutomatico,
  OpcoesLeitura,
} from "./mapaColunas";
import { pareceDesempate, reconhecerCampo } from "./nomesDeColuna";
import type { Reconhecedor } from "./reconhecedorDeCabecalho";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { normalizarTexto } from "./texto";

export function textosDoCabecalho(cabecalho: readonly ValorCelula[]): string[] {
  return cabecalho.map((v) => (typeof v === "string" ? v.trim() : v === null ? "" : String(v)));
}

/**
 * Gives each field the first column recognized with high confidence, then the first with medium
 * confidence; a column serves one field. Shared by the candidates' and the vagas tables.
 */
export function atribuirColunas<C extends string>(
  textos: readonly string[],
  reconhecer: Reconhecedor<C>,
  colunaInicial: number,
): {
  campos: Partial<Record<C, ColunaMapeada>>;
  confianca: Partial<Record<C, Confianca>>;
  usadas: Set<number>;
} {
  const campos: Partial<Record<C, ColunaMapeada>> = {};
  const confianca: Partial<Record<C, Confianca>> = {};
  const usadas = new Set<number>();
  const reconhecimentos = textos.map((t) => reconhecer(t));
  for (const nivel of ["alta", "media"] as const) {
    reconhecimentos.forEach((r, j) => {
      if (!r || r.confianca !== nivel || usadas.has(j) || campos[r.campo]) return;
      campos[r.campo] = { cabecalho: textos[j], coluna: letrasDaColuna(colunaInicial + j) };
      confianca[r.campo] = nivel;
      usadas.add(j);
    });
  }
  return { campos, confianca, usadas };
}

/** The fields without which no candidate can be ranked. */
export function camposObrigatorios(opcoes: OpcoesLeitura = {}): CampoCandidato[] {
  return opcoes.cargoUnico === undefined ? ["id", "cargo", "nota"] : ["id", "nota"];
}

/** Maps the columns of a header row; `colunaInicial` is the sheet column of cabecalho[0]. */
export function mapearColunas(
  cabecalho: readonly ValorCelula[],
  colunaInicial: number,
  opcoes: OpcoesLeitura = {},
): MapeamentoAutomatico {
  const textos = textosDoCabecalho(cabecalho);
  const { campos, confianca, usadas } = atribuirColunas(textos, reconhecerCampo, colunaInicial);
  const desempate: ColunaDeDesempate[] = [];
  textos.forEach((t, j) => {
    if (t !== "" && !usadas.has(j) && pareceDesempate(t)) {
      desempate.push({ campo: t, coluna: { cabecalho: t, coluna: letrasDaColuna(colunaInicial + j) } });
      usadas.add(j);
    }
  });
  const mapa: MapaColunas = { campos: campos as MapaColunas["campos"] };
  if (desempate.length > 0) mapa.desempate = desempate;
  return {
    mapa,
    confianca,
    faltando: camposObrigatorios(opcoes).filter((c) => !campos[c]),
    colunasSemCampo: textos.flatMap((t, j) =>
      t !== "" && !usadas.has(j) ? [{ coluna: letrasDaColuna(colunaInicial + j), cabecalho: t }] : [],
    ),
  };
}

/**
 * A column the header took for the modality whose values are yes/no ("Cota racial (S/N)") marks one
 * reserve: it goes to that reserve's field (medium confidence: the pane asks to check it), unless
 * another column already has the field — then the reading says so (colunaSimNao.ts).
 */
function reservaPorValores(resultado: MapeamentoAutomatico, tabela: TabelaBruta, cabecalho: number): void {
  const { campos } = resultado.mapa;
  const modalidade = campos.modalidade;
  if (!modalidade?.coluna) return;
  const j = (colunaDasLetras(modalidade.coluna) ?? -1) - tabela.colunaInicial;
  if (!ehColunaSimNao(tabela.valores, cabecalho, j)) return;
  const reserva = reservaDoCabecalho(modalidade.cabecalho ?? "");
  if (campos[reserva]) return;
  campos[reserva] = modalidade;
  resultado.confianca[reserva] = "media";
  delete campos.modalidade;
  delete resultado.confianca.modalidade;
}

/** Finds the header row of the table and maps its columns; null for a blank table. */
export function mapearTabela(tabela: TabelaBruta, opcoes: OpcoesLeitura = {}): MapeamentoAutomatico | null {
  const cabecalho = localizarCabecalho(tabela.valores, reconhecerCampo);
  if (!cabecalho) return null;
  const { cabecalho: titulos } = cabecalhoEmDuasLinhas(tabela.valores, cabecalho.indice);
  const resultado = mapearColunas(titulos, tabela.colunaInicial, opcoes);
  resultado.mapa.linhaDoCabecalho = tabela.linhaInicial + cabecalho.indice + 1;
  reservaPorValores(resultado, tabela, cabecalho.indice);
  return resultado;
}

/**
 * A mapping that names only some fields (a clerk's `--mapa` file), completed from the automatic one:
 * each field it does not name gets the column the header recognition gives it, unless that column
 * already serves a field it names (a column serves one field). A mapping of another header row than the
 * one recognized is kept as it is.
 */
export function completarMapa(dado: MapaColunas, automatico: MapaColunas | undefined): MapaColunas {
  if (!automatico) return dado;
  if (dado.linhaDoCabecalho !== undefined && dado.linhaDoCabecalho !== automatico.linhaDoCabecalho)
    return dado;
  const dadas = Object.values(dado.campos).filter((c): c is ColunaMapeada => c !== undefined);
  const nomes = new Set(dadas.flatMap((c) => (c.cabecalho ? [normalizarTexto(c.cabecalho)] : [])));
  const letras = new Set(dadas.flatMap((c) => (c.coluna ? [c.coluna.toUpperCase()] : [])));
  const livre = (c: ColunaMapeada) =>
    !(c.cabecalho && nomes.has(normalizarTexto(c.cabecalho))) &&
    !(c.coluna && letras.has(c.coluna.toUpperCase()));
  const campos = { ...dado.campos };
  for (const [campo, coluna] of Object.entries(automatico.campos) as [CampoCandidato, ColunaMapeada][]) {
    if (!campos[campo] && livre(coluna)) campos[campo] = coluna;
  }
  const desempate = dado.desempate ?? automatico.desempate?.filter((d) => livre(d.coluna));
  return {
    linhaDoCabecalho: automatico.linhaDoCabecalho,
    ...dado,
    campos,
    ...(desempate?.length ? { desempate } : {}),
  };
}
