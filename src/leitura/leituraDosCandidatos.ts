/**
 * Reading the candidates' rows of a raw table with a column mapping: each mapped cell parsed, each
 * bad cell reported with its address. Every non-blank row is either read (a LinhaLida) or reported
 * (title rows above the header, a repeated header) — no row is lost silently; blank rows in the middle
 * are skipped with a warning.
 */
import type { Confirmacao, Situacao } from "../engine/tipos";
import { cabecalhoEmDuasLinhas, linhaEmBranco, localizarCabecalho } from "./cabecalho";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import { ehColunaSimNao, reservaDoCabecalho } from "./colunaSimNao";
import { lerConfirmacao } from "./confirmacao";
import { lerData } from "./data";
import { invalido, leituraComum, lido, type LeituraDeValor } from "./leituraDeValor";
import { mapaColunasDeJson } from "./mapaDeJson";
import { camposObrigatorios } from "./mapeamentoAutomatico";
import { ROTULO_DO_CAMPO, type CampoCandidato, type MapaColunas, type OpcoesLeitura } from "./mapaColunas";
import { lerModalidade, type Modalidade } from "./modalidade";
import { reconhecerCampo } from "./nomesDeColuna";
import { convencaoDaColuna, lerNumero, type ConvencaoNumerica } from "./numero";
import { relatarFormulasSemValor } from "./formulasSemValor";
import type { GrupoProblema, Problema } from "./problema";
import { larguraDaTabela, percorrerDados } from "./regiaoDosDados";
import { resolverMapa } from "./resolverMapa";
import { lerSimNao } from "./simNao";
import { lerSituacao } from "./situacao";
import { letrasDaColuna } from "../planilha/endereco";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import {
  celulaVazia,
  chaveDoCargo,
  citarValor,
  formatarInteiro,
  normalizarTexto,
  textoDaCelula,
} from "./texto";
import { ondeSeIndica, usarColunaComo, type Leitor } from "./vocabulario";

/** What a row says, field by field. Absent: no column, or the cell was invalid (and reported);
 *  null: a blank cell in a mapped column whose blank has a meaning of its own (decided later). */
export interface CamposLidos {
  id?: string;
  nome?: string;
  cargo?: string;
  nota?: number;
  modalidade?: Modalidade;
  pcd?: boolean | null;
  ppp?: boolean | null;
  ind?: boolean | null;
  qui?: boolean | null;
  confirmacao?: Confirmacao | null;
  confirmacaoPpp?: Confirmacao | null;
  confirmacaoInd?: Confirmacao | null;
  confirmacaoQui?: Confirmacao | null;
  confirmacaoPcd?: Confirmacao | null;
  classificadoAc?: boolean | null;
  nascimento?: string;
  situacao?: Situacao;
  posicaoNomeacao?: number;
  desempate?: Record<string, number>;
}

export interface LinhaLida {
  /** 0-based sheet row. */
  linha: number;
  campos: CamposLidos;
}

export interface LeituraDosCandidatos {
  folha: string;
  /** 0-based sheet row of the header, null for a blank table. */
  linhaDoCabecalho: number | null;
  /** 0-based sheet column of each mapped field. */
  colunas: Partial<Record<CampoCandidato, number>>;
  desempate: { campo: string; coluna: number }[];
  linhas: LinhaLida[];
  /** 0-based sheet rows that are not blank and were not read: each is covered by a problem. */
  linhasIgnoradas: number[];
  problemas: Problema[];
}

interface Campo {
  grupo: GrupoProblema;
  /** `convencao`: the decimal separator of the column, for the numeric fields (numero.ts). */
  ler: (v: ValorCelula, opcoes: OpcoesLeitura, convencao?: ConvencaoNumerica) => LeituraDeValor<unknown>;
  /** A number: the column's convention is looked at once before its cells are read. */
  numerico?: true;
  /** What a blank cell means: an error message, or the value to keep (undefined: nothing). */
  vazio?: { erro: string } | { valor: null };
  /** The column repeats few values (modalities, yes/no, dates): each distinct value is parsed once. */
  repetido?: boolean;
}

function lerTexto(v: ValorCelula): LeituraDeValor<string> {
  return leituraComum(v) ?? lido(textoDaCelula(v).trim());
}

function lerInscricao(v: ValorCelula): LeituraDeValor<string> {
  if (typeof v === "boolean") return invalido(`${citarValor(v)} não é uma inscrição`);
  return lerTexto(v);
}

function lerPosicao(v: ValorCelula): LeituraDeValor<number> {
  const r = lerNumero(v, "uma posição");
  if (r.tipo === "valor" && (!Number.isInteger(r.valor) || r.valor < 1)) {
    return invalido(`${citarValor(v)} não é uma posição (1, 2, 3…)`);
  }
  return r;
}

const simNao = (campo: CampoCandidato) => (v: ValorCelula) => lerSimNao(v, ROTULO_DO_CAMPO[campo]);
const EM_BRANCO = { valor: null } as const;

const CAMPOS: Record<CampoCandidato, Campo> = {
  id: { grupo: "Inscrições", ler: lerInscricao, vazio: { erro: "inscrição em branco" } },
  nome: { grupo: "Inscrições", ler: lerTexto },
  cargo: { grupo: "Cargos", ler: lerTexto, vazio: { erro: "cargo em branco" }, repetido: true },
  // A blank score is an error except for eliminated and desistente candidates (checked per row).
  nota: { grupo: "Notas", ler: (v, _o, convencao) => lerNumero(v, "uma nota", convencao), numerico: true },
  modalidade: { grupo: "Modalidade", ler: lerModalidade, repetido: true },
  pcd: { grupo: "Modalidade", ler: simNao("pcd"), vazio: EM_BRANCO, repetido: true },
  ppp: { grupo: "Modalidade", ler: simNao("ppp"), vazio: EM_BRANCO, repetido: true },
  ind: { grupo: "Modalidade", ler: simNao("ind"), vazio: EM_BRANCO, repetido: true },
  qui: { grupo: "Modalidade", ler: simNao("qui"), vazio: EM_BRANCO, repetido: true },
  confirmacao: { grupo: "Confirmação", ler: lerConfirmacao, vazio: EM_BRANCO, repetido: true },
  confirmacaoPpp: { grupo: "Confirmação", ler: lerConfirmacao, vazio: EM_BRANCO, repetido: true },
  confirmacaoInd: { grupo: "Confirmação", ler: lerConfirmacao, vazio: EM_BRANCO, repetido: true },
  confirmacaoQui: { grupo: "Confirmação", ler: lerConfirmacao, vazio: EM_BRANCO, repetido: true },
  confirmacaoPcd: { grupo: "Confirmação", ler: lerConfirmacao, vazio: EM_BRANCO, repetido: true },
  classificadoAc: { grupo: "Classificação", ler: simNao("classificadoAc"), vazio: EM_BRANCO, repetido: true },
  nascimento: { grupo: "Datas", ler: (v, o) => lerData(v, o), repetido: true },
  situacao: { grupo: "Situação", ler: lerSituacao, repetido: true },
  posicaoNomeacao: { grupo: "Classificação", ler: lerPosicao },
};

/** The yes/no column of each reserve a modality text may name, to catch contradictions. */
const COLUNA_DA_RESERVA = { PPP: "ppp", IND: "ind", QUI: "qui", PCD: "pcd" } as const;

/** A number typed where a birth date was expected (1960) reads as a serial date before 1910. */
const SERIAL_DE_1910 = 3654;

export interface OpcoesDaLeitura extends OpcoesLeitura {
  /** Read at most this many candidate rows (the preview); the rest of the sheet is not looked at. */
  limiteDeLinhas?: number;
  /** Whose words the messages use (vocabulario.ts): the pane's, by default, or `cotas`'s. */
  leitor?: Leitor;
}

/** `mapaDado` may come from a file (mapa.json, workbook settings): it is checked, not trusted. */
export function lerCandidatos(
  tabela: TabelaBruta,
  mapaDado: MapaColunas,
  opcoesDadas: OpcoesDaLeitura = {},
): LeituraDosCandidatos {
  const { folha, valores, linhaInicial, colunaInicial } = tabela;
  // A file says its own date system (TabelaBruta.datas1904); inside Excel the pane asks the workbook.
  const opcoes = tabela.datas1904 ? { ...opcoesDadas, datas1904: true } : opcoesDadas;
  const coletor = new ColetorDeProblemas(folha, opcoes.limiteDeProblemasPorTipo);
  const { mapa, motivos: motivosDoMapa } = mapaColunasDeJson(mapaDado);
  const resultado: LeituraDosCandidatos = {
    folha,
    linhaDoCabecalho: null,
    colunas: {},
    desempate: [],
    linhas: [],
    linhasIgnoradas: [],
    problemas: coletor.problemas,
  };
  const largura = larguraDaTabela(tabela);

  const indiceDoCabecalho = encontrarCabecalho(tabela, mapa, coletor);
  for (const motivo of motivosDoMapa) {
    const linha = indiceDoCabecalho === null ? linhaInicial : linhaInicial + indiceDoCabecalho;
    coletor.naCelula("aviso", "Colunas", linha, colunaInicial, `mapa das colunas: ${motivo}; ignorado`);
  }
  if (indiceDoCabecalho === null) {
    resultado.problemas = coletor.fechar();
    return resultado;
  }
  const { cabecalho, deCima } = cabecalhoEmDuasLinhas(valores, indiceDoCabecalho);
  const linhaDoCabecalho = linhaInicial + indiceDoCabecalho;
  resultado.linhaDoCabecalho = linhaDoCabecalho;
  for (const j of deCima)
    coletor.naCelula(
      "informacao",
      "Cabeçalho",
      linhaDoCabecalho - 1,
      colunaInicial + j,
      `o cabeçalho ocupa duas linhas: o título ${citarValor(textoDaCelula(cabecalho[j] ?? null))} vale para a coluna abaixo dele`,
    );

  const resolvido = resolverMapa(cabecalho, mapa, colunaInicial, largura);
  for (const motivo of resolvido.motivos) {
    coletor.naCelula("erro", "Colunas", linhaDoCabecalho, colunaInicial, motivo);
  }
  for (const campo of camposObrigatorios(opcoes)) {
    if (!mapa.campos[campo]) {
      coletor.naCelula(
        "erro",
        "Colunas",
        linhaDoCabecalho,
        colunaInicial,
        `nenhuma coluna de ${ROTULO_DO_CAMPO[campo]} no cabeçalho (linha ${linhaDoCabecalho + 1}): indique-a ${ondeSeIndica("coluna", opcoes.leitor)}; se os candidatos estão em outra folha, escolha-a ${ondeSeIndica("folha", opcoes.leitor)}`,
      );
    }
  }
  // A reserve's yes/no column mapped as the modality (colunaSimNao.ts): one problem that names the field
  // to use instead, and the column is not read as modalities (it would be one error per candidate).
  const jModalidade = resolvido.indices.modalidade;
  if (jModalidade !== undefined && ehColunaSimNao(valores, indiceDoCabecalho, jModalidade)) {
    const titulo = textoDaCelula(cabecalho[jModalidade] ?? null);
    const reserva = reservaDoCabecalho(titulo);
    delete resolvido.indices.modalidade;
    coletor.naCelula(
      "erro",
      "Modalidade",
      linhaDoCabecalho,
      colunaInicial + jModalidade,
      `a coluna ${citarValor(titulo)} tem Sim/Não (S/N, X, 1/0), não nomes de modalidade: ela marca uma só reserva. Indique-a como ${citarValor(ROTULO_DO_CAMPO[reserva])} ${usarColunaComo(reserva, titulo, opcoes.leitor)}`,
      { campo: reserva, coluna: { cabecalho: titulo, coluna: letrasDaColuna(colunaInicial + jModalidade) } },
    );
  }
  const mapeados = Object.entries(resolvido.indices) as [CampoCandidato, number][];
  for (const [campo, j] of mapeados) resultado.colunas[campo] = colunaInicial + j;
  const grupos = new Map<number, GrupoProblema>([
    ...mapeados.map(([campo, j]): [number, GrupoProblema] => [colunaInicial + j, CAMPOS[campo].grupo]),
    ...resolvido.desempate.map((d): [number, GrupoProblema] => [colunaInicial + d.indice, "Desempate"]),
  ]);
  relatarFormulasSemValor(tabela, coletor, (coluna) => grupos.get(coluna));
  resultado.desempate = resolvido.desempate.map((d) => ({
    campo: d.campo,
    coluna: colunaInicial + d.indice,
  }));

  // Columns with no title (merged header cells leave null beside the first one): reported once each
  // when they hold data, since their values are not read.
  const indicesUsados = new Set([...mapeados.map(([, j]) => j), ...resolvido.desempate.map((d) => d.indice)]);
  let semTitulo: number[] = [];
  for (let j = 0; j < largura; j++) {
    if (celulaVazia(cabecalho[j] ?? null) && !indicesUsados.has(j)) semTitulo.push(j);
  }
  const idCabecalho = resolvido.indices.id;
  const nomeDoId =
    idCabecalho === undefined ? "" : normalizarTexto(textoDaCelula(cabecalho[idCabecalho] ?? null));

  const convencoes = new Map<number, ConvencaoNumerica | undefined>();
  const convencaoDe = (j: number) => {
    if (!convencoes.has(j))
      convencoes.set(j, convencaoDaColuna(celulasDaColuna(valores, indiceDoCabecalho + 1, j)));
    return convencoes.get(j);
  };
  const { lerLinha, contagens } = prepararLeitura(
    mapeados,
    resolvido.desempate,
    colunaInicial,
    opcoes,
    coletor,
    convencaoDe,
  );
  const limite = opcoes.limiteDeLinhas ?? Infinity;
  const percurso = percorrerDados(tabela, indiceDoCabecalho, coletor, (linha, linhaNaFolha, ignorar) => {
    if (resultado.linhas.length >= limite) return false;
    if (semTitulo.length > 0) {
      semTitulo = semTitulo.filter((j) => {
        if (celulaVazia(linha[j] ?? null)) return true;
        coletor.naCelula(
          "aviso",
          "Cabeçalho",
          linhaDoCabecalho,
          colunaInicial + j,
          colunaSemTitulo(cabecalho, j),
        );
        return false;
      });
    }
    if (nomeDoId !== "" && repeteCabecalho(linha, cabecalho, mapeados, idCabecalho as number, nomeDoId)) {
      ignorar(`a linha ${linhaNaFolha + 1} repete o cabeçalho e não foi lida como candidato`);
      return true;
    }
    resultado.linhas.push({
      linha: linhaNaFolha,
      campos: lerLinha(linha, linhaNaFolha),
    });
    return true;
  });
  resultado.linhasIgnoradas = percurso.linhasIgnoradas;
  juntarColunasErradas(contagens, cabecalho, colunaInicial, linhaDoCabecalho, coletor, opcoes.leitor);
  if (resultado.linhas.length === 0 && limite > 0) {
    coletor.naCelula(
      "erro",
      "Tabela",
      linhaDoCabecalho,
      colunaInicial,
      `só há o cabeçalho (linha ${linhaDoCabecalho + 1}): nenhum candidato abaixo dele`,
    );
  }
  resultado.problemas = coletor.fechar();
  return resultado;
}

/** Rows searched for a saved header that moved (as many as the automatic detection looks at). */
const LINHAS_PARA_O_CABECALHO_MOVIDO = 50;

function encontrarCabecalho(
  tabela: TabelaBruta,
  mapa: MapaColunas,
  coletor: ColetorDeProblemas,
): number | null {
  const { valores, linhaInicial, colunaInicial } = tabela;
  const vazia = () =>
    coletor.naCelula(
      "erro",
      "Tabela",
      linhaInicial,
      colunaInicial,
      "a folha está vazia: não há candidatos para ler",
    );
  if (mapa.linhaDoCabecalho === undefined) {
    const achado = localizarCabecalho(valores, reconhecerCampo);
    if (!achado) vazia();
    return achado?.indice ?? null;
  }
  const indicado = mapa.linhaDoCabecalho - 1 - linhaInicial;
  const valido = indicado >= 0 && indicado < valores.length && !linhaEmBranco(valores[indicado]);
  // A saved mapping names its header row; when rows were inserted or removed above it since, its
  // header names are now in another row, which is used (and said).
  const nomes = new Set(
    Object.values(mapa.campos).flatMap((c) => (c?.cabecalho ? [normalizarTexto(c.cabecalho)] : [])),
  );
  const contar = (linha: readonly ValorCelula[]) =>
    linha.reduce<number>((n, v) => n + (typeof v === "string" && nomes.has(normalizarTexto(v)) ? 1 : 0), 0);
  if (nomes.size > 0 && (!valido || contar(valores[indicado]) === 0)) {
    let melhor = -1;
    let melhorContagem = 0;
    for (let i = 0; i < Math.min(valores.length, LINHAS_PARA_O_CABECALHO_MOVIDO); i++) {
      const n = contar(valores[i] ?? []);
      if (n > melhorContagem) [melhor, melhorContagem] = [i, n];
    }
    if (melhor >= 0) {
      coletor.naCelula(
        "aviso",
        "Cabeçalho",
        linhaInicial + melhor,
        colunaInicial,
        `o mapeamento salvo tinha o cabeçalho na linha ${mapa.linhaDoCabecalho}, mas os títulos estão agora na linha ${linhaInicial + melhor + 1}, que foi a usada`,
      );
      return melhor;
    }
  }
  if (valido) return indicado;
  if (valores.every((l) => linhaEmBranco(l))) vazia();
  else {
    coletor.naCelula(
      "erro",
      "Cabeçalho",
      linhaInicial,
      colunaInicial,
      `o cabeçalho foi indicado na linha ${citarValor(mapa.linhaDoCabecalho)}, que está vazia ou fora da tabela (linhas ${linhaInicial + 1} a ${linhaInicial + Math.max(valores.length, 1)})`,
    );
  }
  return null;
}

function colunaSemTitulo(cabecalho: readonly ValorCelula[], j: number): string {
  let k = j - 1;
  while (k >= 0 && celulaVazia(cabecalho[k] ?? null)) k--;
  const mesclada =
    k >= 0
      ? `; se a célula do título está mesclada com a da coluna ${citarValor(textoDaCelula(cabecalho[k]))}, desfaça a mesclagem e dê um título a cada coluna`
      : "";
  return `esta coluna tem dados mas não tem título no cabeçalho, e seus valores não foram lidos${mesclada}`;
}

function repeteCabecalho(
  linha: readonly ValorCelula[],
  cabecalho: readonly ValorCelula[],
  mapeados: readonly [CampoCandidato, number][],
  idCabecalho: number,
  nomeDoId: string,
): boolean {
  const id = linha[idCabecalho] ?? null;
  // Most rows hold an inscription, not a header name: the length tells them apart before the
  // (costlier) normalization, which long hostile cells would otherwise pay on every row.
  if (typeof id !== "string" || id.length > 2 * nomeDoId.length + 8 || normalizarTexto(id) !== nomeDoId) {
    return false;
  }
  return mapeados.every(
    ([, j]) =>
      normalizarTexto(textoDaCelula(linha[j] ?? null)) ===
      normalizarTexto(textoDaCelula(cabecalho[j] ?? null)),
  );
}

/** Distinct values cached per column, up to this many (a column of unique values stops caching). */
const MAX_EM_CACHE = 4096;

/** Prepares the reading of rows once for the whole table: columns, parsers and their caches. */
function prepararLeitura(
  mapeados: readonly [CampoCandidato, number][],
  desempate: readonly { campo: string; indice: number }[],
  colunaInicial: number,
  opcoes: OpcoesLeitura,
  coletor: ColetorDeProblemas,
  convencaoDe: (j: number) => ConvencaoNumerica | undefined,
): {
  lerLinha: (linha: readonly ValorCelula[], linhaNaFolha: number) => CamposLidos;
  contagens: ContagemDaColuna[];
} {
  const leitores = mapeados.map(([campo, j]) => {
    const definicao = CAMPOS[campo];
    const cache = definicao.repetido ? new Map<ValorCelula, LeituraDeValor<unknown>>() : null;
    const convencao = definicao.numerico ? convencaoDe(j) : undefined;
    const ler = (valor: ValorCelula) => {
      if (!cache) return definicao.ler(valor, opcoes, convencao);
      let lida = cache.get(valor);
      if (lida === undefined) {
        lida = definicao.ler(valor, opcoes, convencao);
        if (cache.size < MAX_EM_CACHE) cache.set(valor, lida);
      }
      return lida;
    };
    const contagem: ContagemDaColuna = {
      campo,
      coluna: colunaInicial + j,
      validos: 0,
      invalidos: 0,
      exemplos: [],
      motivo: "",
    };
    return { campo, j, definicao, coluna: colunaInicial + j, ler, contagem };
  });
  const colunas = Object.fromEntries(mapeados) as Partial<Record<CampoCandidato, number>>;
  const lerLinha = (linha: readonly ValorCelula[], linhaNaFolha: number): CamposLidos => {
    const campos: Record<string, unknown> = {};
    for (const { campo, j, definicao, coluna, ler, contagem } of leitores) {
      const lida = ler(linha[j] ?? null);
      if (lida.tipo === "valor") {
        contagem.validos++;
        campos[campo] = lida.valor;
        if (lida.aviso) coletor.naCelula("aviso", definicao.grupo, linhaNaFolha, coluna, lida.aviso);
      } else if (lida.tipo === "invalido") {
        if (contagem.invalidos++ === 0) contagem.motivo = lida.motivo;
        const valor = linha[j] ?? null;
        if (contagem.exemplos.length < EXEMPLOS && !contagem.exemplos.includes(valor))
          contagem.exemplos.push(valor);
        coletor.naCelula("erro", definicao.grupo, linhaNaFolha, coluna, lida.motivo);
      } else if (definicao.vazio && "erro" in definicao.vazio) {
        coletor.naCelula("erro", definicao.grupo, linhaNaFolha, coluna, definicao.vazio.erro);
      } else if (definicao.vazio) {
        campos[campo] = null;
      }
    }
    const lidos = campos as CamposLidos;
    for (const { campo, indice } of desempate) {
      const lida = lerNumero(linha[indice] ?? null, undefined, convencaoDe(indice));
      if (lida.tipo === "valor") (lidos.desempate ??= {})[campo] = lida.valor;
      else if (lida.tipo === "invalido") {
        coletor.naCelula(
          "erro",
          "Desempate",
          linhaNaFolha,
          colunaInicial + indice,
          `${lida.motivo} (desempate ${citarValor(campo)})`,
        );
      }
    }
    verificarLinha(lidos, linha, linhaNaFolha, colunas, colunaInicial, coletor);
    return lidos;
  };
  return { lerLinha, contagens: leitores.map((l) => l.contagem) };
}

/** What a column gave while it was read: to tell a column of the wrong kind from a few bad cells. */
interface ContagemDaColuna {
  campo: CampoCandidato;
  coluna: number;
  validos: number;
  invalidos: number;
  /** The first distinct values refused, to quote. */
  exemplos: ValorCelula[];
  /** Why the first was refused ("\"Ana Souza\" não é uma nota"). */
  motivo: string;
}

/** Values quoted in the message of a column of the wrong kind. */
const EXEMPLOS = 3;
/** A column none of whose cells can be read, from this many cells on, is said once, not cell by cell. */
const INVALIDOS_DE_UMA_COLUNA_ERRADA = 3;

/**
 * A column mapped to a field none of its cells fits (the names taken for the scores): one problem at
 * its header with the count, the first reason and a few values, instead of one per row (300 lines of
 * "não é uma nota"), and where to choose the right column.
 */
function juntarColunasErradas(
  contagens: readonly ContagemDaColuna[],
  cabecalho: readonly ValorCelula[],
  colunaInicial: number,
  linhaDoCabecalho: number,
  coletor: ColetorDeProblemas,
  leitor: Leitor | undefined,
): void {
  for (const c of contagens) {
    if (c.validos > 0 || c.invalidos < INVALIDOS_DE_UMA_COLUNA_ERRADA) continue;
    const grupo = CAMPOS[c.campo].grupo;
    coletor.retirarDaColuna(grupo, c.coluna);
    const titulo = textoDaCelula(cabecalho[c.coluna - colunaInicial] ?? null);
    const outros = c.exemplos.slice(1).map((v) => citarValor(v));
    coletor.naCelula(
      "erro",
      grupo,
      linhaDoCabecalho,
      c.coluna,
      `a coluna ${citarValor(titulo)} foi lida como ${ROTULO_DO_CAMPO[c.campo]}, mas nenhuma das suas ${formatarInteiro(c.invalidos)} células serve: ${c.motivo}${outros.length ? ` (e ${outros.join(", ")}…)` : ""}. Indique a coluna de ${ROTULO_DO_CAMPO[c.campo]} ${ondeSeIndica("coluna", leitor)}`,
    );
  }
}

/** The cells of column `j` from row `de` down, for a look at the whole column. */
function* celulasDaColuna(valores: readonly (readonly ValorCelula[])[], de: number, j: number) {
  for (let i = de; i < valores.length; i++) yield valores[i]?.[j] ?? null;
}

/** The cell of a row that holds a field. */
function celulaDoCampo(
  linha: readonly ValorCelula[],
  coluna: Partial<Record<CampoCandidato, number>>,
  campo: CampoCandidato,
): ValorCelula {
  return linha[coluna[campo] as number] ?? null;
}

/** Checks across the cells of one row. */
function verificarLinha(
  lidos: CamposLidos,
  linha: readonly ValorCelula[],
  linhaNaFolha: number,
  coluna: Partial<Record<CampoCandidato, number>>,
  colunaInicial: number,
  coletor: ColetorDeProblemas,
): void {
  if (coluna.nota !== undefined && lidos.nota === undefined) {
    const valor = celulaDoCampo(linha, coluna, "nota");
    const saiu = lidos.situacao === "eliminado" || lidos.situacao === "desistente";
    if (!saiu && celulaVazia(valor)) {
      coletor.naCelula("erro", "Notas", linhaNaFolha, colunaInicial + coluna.nota, "nota em branco");
    }
  }
  if (lidos.modalidade) {
    for (const reserva of lidos.modalidade.reservas) {
      if (reserva === "PPIQ" || reserva === "RACIAL") continue;
      const campo = COLUNA_DA_RESERVA[reserva];
      if (lidos[campo] === false) {
        coletor.naCelula(
          "erro",
          "Modalidade",
          linhaNaFolha,
          colunaInicial + (coluna.modalidade as number),
          `a modalidade ${citarValor(celulaDoCampo(linha, coluna, "modalidade"))} contradiz ${citarValor(celulaDoCampo(linha, coluna, campo))} na coluna ${ROTULO_DO_CAMPO[campo]}`,
        );
      }
    }
  }
  const nascimento = celulaDoCampo(linha, coluna, "nascimento");
  if (lidos.nascimento && typeof nascimento === "number" && nascimento < SERIAL_DE_1910) {
    const [a, m, d] = lidos.nascimento.split("-");
    coletor.naCelula(
      "aviso",
      "Datas",
      linhaNaFolha,
      colunaInicial + (coluna.nascimento as number),
      `o número ${citarValor(nascimento)} foi lido como a data ${d}/${m}/${a}; se é só o ano, digite a data completa (DD/MM/AAAA)`,
    );
  }
}

/**
 * The cargos the candidates' table names, each once (by chaveDoCargo, as first written), from its cargo
 * column alone: which of the workbook's Cargo/Vagas tables is theirs is told by them, before the rows
 * are read. Empty when the mapping has no cargo column.
 */
export function cargosDaTabela(tabela: TabelaBruta, mapaDado: MapaColunas): string[] {
  const { mapa } = mapaColunasDeJson(mapaDado);
  const indice = encontrarCabecalho(tabela, mapa, new ColetorDeProblemas(tabela.folha));
  if (indice === null) return [];
  const cabecalho = tabela.valores[indice];
  const j = resolverMapa(cabecalho, mapa, tabela.colunaInicial, larguraDaTabela(tabela)).indices.cargo;
  if (j === undefined) return [];
  const vistos = new Map<string, string>();
  for (let i = indice + 1; i < tabela.valores.length; i++) {
    const v = tabela.valores[i]?.[j] ?? null;
    if (celulaVazia(v)) continue;
    const nome = textoDaCelula(v).trim();
    const chave = chaveDoCargo(nome);
    if (!vistos.has(chave)) vistos.set(chave, nome);
  }
  return [...vistos.values()];
}
