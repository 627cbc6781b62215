/**
 * The Convocações sheet read back into the ledger (`convocacoes` of the engine): the rows grouped by
 * cargo and call number, in the order the sheet has them, and the Desfecho column the clerk fills in
 * read without regard to case, accents, spaces or hyphens ("Posse", "sem efeito", "Sem-efeito",
 * "DESISTÊNCIA", "Desistente" as the lists write it). The call's date is an Excel date, or text
 * "DD/MM/AAAA" in ledgers begun before; the list "PcD" (or "PCD"). An outcome that is none of these is an error at its cell: it may free a position
 * (art. 7º, § 3º of Lei 15.142), so it is never guessed.
 */
import { LISTAS, type Chamado, type Convocacao, type DesfechoConvocacao, type Lista } from "../engine/tipos";
import { CABECALHO_CONVOCACOES, listaNaFolha } from "../folhas/convocacoes";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import { relatarFormulasSemValor } from "./formulasSemValor";
import { lerData } from "./data";
import type { Problema } from "./problema";
import { celulaVazia } from "./texto";

/** Each outcome in the forms clerks, lists and acts write it (accents, case and hyphens aside). */
const DESFECHOS: Record<string, DesfechoConvocacao> = {
  posse: "posse",
  "tomou posse": "posse",
  empossado: "posse",
  empossada: "posse",
  "empossado a": "posse",
  "sem efeito": "sem-efeito",
  "tornada sem efeito": "sem-efeito",
  "nomeacao sem efeito": "sem-efeito",
  "nomeacao tornada sem efeito": "sem-efeito",
  desistencia: "desistencia",
  desistente: "desistencia",
  desistiu: "desistencia",
};

/** A Lista cell: the list's code whatever its case ("PcD", as the sheet writes it, is PCD). */
export function lerListaDoLivro(valor: string | undefined): Lista | undefined {
  const codigo = valor?.toLocaleUpperCase("pt-BR");
  return LISTAS.find((l) => l === codigo);
}

/** A Desfecho cell: the outcome, undefined when blank, null when it says something else. */
export function lerDesfecho(valor: ValorCelula): DesfechoConvocacao | undefined | null {
  if (celulaVazia(valor)) return undefined;
  const texto = String(valor)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[\s_()-]+/g, " ")
    .trim();
  return DESFECHOS[texto] ?? null;
}

export type ColunaDoLivro = (typeof CABECALHO_CONVOCACOES)[number];

/** One person of a call as a row of the sheet says it, with where that row and its columns are. */
export interface LinhaDoLivro extends Chamado {
  cargo: string;
  numero: number;
  data?: string;
  ato?: string;
  /** The name in the row, as the call wrote it. */
  nome?: string;
  /** The row in the sheet (0-based) and the column of each field. */
  linha: number;
  colunas: ReadonlyMap<ColunaDoLivro, number>;
}

export interface LivroDaFolha {
  convocacoes: Convocacao[];
  /** The rows read, in the sheet's order (the unreadable ones left out: they are in `problemas`). */
  linhas: LinhaDoLivro[];
  /** The header row, where a problem about the whole sheet is named. */
  cabecalho: { linha: number; coluna: number; ultimaColuna: number };
  problemas: Problema[];
}

export function lerConvocacoesDaFolha(tabela: TabelaBruta): LivroDaFolha {
  const coletor = new ColetorDeProblemas(tabela.folha);
  const [cabecalho = [], ...linhas] = tabela.valores;
  const indice = new Map<ColunaDoLivro, number>();
  const localDoCabecalho = {
    linha: tabela.linhaInicial,
    coluna: tabela.colunaInicial,
    ultimaColuna: tabela.colunaInicial + Math.max(cabecalho.length, 1) - 1,
  };
  for (const nome of CABECALHO_CONVOCACOES) {
    const j = cabecalho.findIndex((v) => typeof v === "string" && v.trim() === nome);
    if (j >= 0) indice.set(nome, j);
    else
      coletor.naCelula(
        "erro",
        "Convocações",
        tabela.linhaInicial,
        tabela.colunaInicial,
        `a folha das convocações não tem a coluna "${nome}"; ela é do suplemento: não renomeie nem apague colunas`,
      );
  }
  if (indice.size < CABECALHO_CONVOCACOES.length)
    return { convocacoes: [], linhas: [], cabecalho: localDoCabecalho, problemas: coletor.fechar() };
  const colunas = new Map([...indice].map(([c, j]) => [c, tabela.colunaInicial + j]));
  const doLivro = new Set(colunas.values());
  relatarFormulasSemValor(tabela, coletor, (coluna) => (doLivro.has(coluna) ? "Convocações" : undefined));
  const porChave = new Map<string, Convocacao>();
  const lidas: LinhaDoLivro[] = [];
  linhas.forEach((linha, i) => {
    if (linha.every(celulaVazia)) return;
    const l = tabela.linhaInicial + 1 + i;
    const valor = (c: ColunaDoLivro) => linha[indice.get(c)!] ?? null;
    const erro = (c: ColunaDoLivro, motivo: string) =>
      coletor.naCelula("erro", "Convocações", l, colunas.get(c)!, motivo);
    const texto = (c: ColunaDoLivro) => (celulaVazia(valor(c)) ? undefined : String(valor(c)).trim());
    const inteiro = (c: ColunaDoLivro) => {
      const v = Number(valor(c));
      if (Number.isSafeInteger(v) && v >= 1) return v;
      erro(c, `"${String(valor(c))}" não é um número inteiro ≥ 1`);
      return undefined;
    };
    const cargo = texto("Cargo");
    const candidato = texto("Inscrição");
    const numero = inteiro("Convocação");
    const posicao = inteiro("Posição");
    const textoDaLista = texto("Lista");
    const lista = lerListaDoLivro(textoDaLista);
    if (!cargo) erro("Cargo", "falta o cargo");
    if (!candidato) erro("Inscrição", "falta a inscrição de quem foi convocado(a)");
    if (!lista)
      erro(
        "Lista",
        `lista "${textoDaLista ?? ""}" desconhecida; as listas são ${LISTAS.map(listaNaFolha).join(", ")}`,
      );
    const data = lerData(valor("Data"), { datas1904: tabela.datas1904 });
    if (data.tipo === "invalido") erro("Data", data.motivo);
    const desfecho = lerDesfecho(valor("Desfecho"));
    if (desfecho === null)
      erro(
        "Desfecho",
        `"${String(valor("Desfecho"))}" não é um desfecho; escolha na lista Posse, Sem efeito ou Desistência (Desistente também vale), ou deixe em branco enquanto não se sabe`,
      );
    if (!cargo || !candidato || numero === undefined || posicao === undefined || !lista) return;
    const ato = texto("Ato");
    const daConvocacao = {
      numero,
      cargo,
      ...(data.tipo === "valor" ? { data: data.valor } : {}),
      ...(ato ? { ato } : {}),
    };
    const chamado: Chamado = { posicao, lista, candidato };
    const nome = texto("Nome");
    lidas.push({ ...daConvocacao, ...chamado, ...(nome ? { nome } : {}), linha: l, colunas });
    const chave = `${cargo}\u0000${numero}`;
    let v = porChave.get(chave);
    if (!v) porChave.set(chave, (v = { ...daConvocacao, chamados: [] }));
    v.chamados.push(chamado);
    if (desfecho) (v.desfechos ??= {})[candidato] = desfecho;
  });
  return {
    convocacoes: [...porChave.values()],
    linhas: lidas,
    cabecalho: localDoCabecalho,
    problemas: coletor.fechar(),
  };
}
