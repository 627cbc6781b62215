/**
 * The Convocações sheet read back into the ledger (`convocacoes` of the engine): the rows grouped by
 * cargo and call number, in the order the sheet has them, and the Desfecho column the clerk fills in
 * read without regard to case, accents, spaces or hyphens ("Posse", "sem efeito", "Sem-efeito",
 * "DESISTÊNCIA"). An outcome that is none of these is an error at its cell: it may free a position
 * (art. 7º, § 3º of Lei 15.142), so it is never guessed.
 */
import { LISTAS, type Convocacao, type DesfechoConvocacao, type Lista } from "../engine/tipos";
import { CABECALHO_CONVOCACOES } from "../folhas/convocacoes";
import type { TabelaBruta, ValorCelula } from "../planilha/tabela";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import { lerData } from "./data";
import type { Problema } from "./problema";
import { celulaVazia } from "./texto";

const DESFECHOS: Record<string, DesfechoConvocacao> = {
  posse: "posse",
  "tomou posse": "posse",
  "sem efeito": "sem-efeito",
  "tornada sem efeito": "sem-efeito",
  "nomeacao tornada sem efeito": "sem-efeito",
  desistencia: "desistencia",
  desistiu: "desistencia",
};

/** A Desfecho cell: the outcome, undefined when blank, null when it says something else. */
export function lerDesfecho(valor: ValorCelula): DesfechoConvocacao | undefined | null {
  if (celulaVazia(valor)) return undefined;
  const texto = String(valor)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[\s_-]+/g, " ")
    .trim();
  return DESFECHOS[texto] ?? null;
}

type Coluna = (typeof CABECALHO_CONVOCACOES)[number];

export function lerConvocacoesDaFolha(tabela: TabelaBruta): {
  convocacoes: Convocacao[];
  problemas: Problema[];
} {
  const coletor = new ColetorDeProblemas(tabela.folha);
  const [cabecalho = [], ...linhas] = tabela.valores;
  const indice = new Map<Coluna, number>();
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
  if (indice.size < CABECALHO_CONVOCACOES.length) return { convocacoes: [], problemas: coletor.fechar() };
  const porChave = new Map<string, Convocacao>();
  linhas.forEach((linha, i) => {
    if (linha.every(celulaVazia)) return;
    const l = tabela.linhaInicial + 1 + i;
    const valor = (c: Coluna) => linha[indice.get(c)!] ?? null;
    const erro = (c: Coluna, motivo: string) =>
      coletor.naCelula("erro", "Convocações", l, tabela.colunaInicial + indice.get(c)!, motivo);
    const texto = (c: Coluna) => (celulaVazia(valor(c)) ? undefined : String(valor(c)).trim());
    const inteiro = (c: Coluna) => {
      const v = Number(valor(c));
      if (Number.isSafeInteger(v) && v >= 1) return v;
      erro(c, `"${String(valor(c))}" não é um número inteiro ≥ 1`);
      return undefined;
    };
    const cargo = texto("Cargo");
    const candidato = texto("Inscrição");
    const numero = inteiro("Convocação");
    const posicao = inteiro("Posição");
    const lista = texto("Lista");
    if (!cargo) erro("Cargo", "falta o cargo");
    if (!candidato) erro("Inscrição", "falta a inscrição de quem foi convocado(a)");
    if (!LISTAS.includes(lista as Lista))
      erro("Lista", `lista "${lista ?? ""}" desconhecida; as listas são ${LISTAS.join(", ")}`);
    const data = lerData(valor("Data"));
    if (data.tipo === "invalido") erro("Data", data.motivo);
    const desfecho = lerDesfecho(valor("Desfecho"));
    if (desfecho === null)
      erro(
        "Desfecho",
        `"${String(valor("Desfecho"))}" não é um desfecho; escreva Posse, Sem efeito ou Desistência (ou deixe em branco enquanto não se sabe)`,
      );
    if (
      !cargo ||
      !candidato ||
      numero === undefined ||
      posicao === undefined ||
      !LISTAS.includes(lista as Lista)
    )
      return;
    const chave = `${cargo}\u0000${numero}`;
    let v = porChave.get(chave);
    if (!v) {
      const ato = texto("Ato");
      v = {
        numero,
        cargo,
        chamados: [],
        ...(data.tipo === "valor" ? { data: data.valor } : {}),
        ...(ato ? { ato } : {}),
      };
      porChave.set(chave, v);
    }
    v.chamados.push({ posicao, lista: lista as Lista, candidato });
    if (desfecho) (v.desfechos ??= {})[candidato] = desfecho;
  });
  return { convocacoes: [...porChave.values()], problemas: coletor.fechar() };
}
