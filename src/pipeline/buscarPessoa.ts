/**
 * The question clerks answer most: "what happened to this person?". Finds candidates of a result by
 * inscrição or name, and gathers one person's answer from the result: the outcome (the vaga and the
 * position in the nomination order, or none), each list the person is in with the rank, the outcome
 * there and the note that explains it with its articles, and the notes of the person. Nothing is
 * decided here: every word comes from the engine's result, as in the sheets.
 */
import { SIGLA_DA_LISTA, nomeDaLista } from "../engine/notas";
import { LISTAS, type Desfecho, type Lista, type Nota } from "../engine/tipos";
import { nomeDoCargo, type EntradaRender } from "../folhas/comum";
import { DESFECHO } from "../folhas/paleta";
import { normalizarTexto } from "../leitura/texto";

export interface PessoaEncontrada {
  id: string;
  nome?: string;
  cargo: string;
}

export interface ListaDaPessoa {
  lista: Lista;
  /** "PcD (pessoas com deficiência)". */
  rotulo: string;
  classificacao: number;
  desfecho: Desfecho;
  /** The outcome as the sheets write it ("Aguardando nomeação"). */
  textoDoDesfecho: string;
  provisorio: boolean;
  motivo: Nota;
}

export interface FichaDaPessoa extends PessoaEncontrada {
  /** The list whose vaga the person fills and the position in the nomination order, or null. */
  vaga: { lista: Lista; rotulo: string; posicao: number | null } | null;
  provisorio: boolean;
  listas: ListaDaPessoa[];
  notas: Nota[];
}

/** Shown at most: a name typed in part ("maria") may match thousands. */
export const MAXIMO_DE_ENCONTRADOS = 20;

/**
 * Candidates whose inscrição contains the digits typed, or whose name contains every word typed
 * (accents and case aside). `total` counts them all; `pessoas` are the first MAXIMO_DE_ENCONTRADOS,
 * exact inscrições first.
 */
export function buscarPessoas(
  entrada: EntradaRender,
  texto: string,
): { total: number; pessoas: PessoaEncontrada[] } {
  const procurado = texto.trim();
  const palavras = normalizarTexto(procurado).split(" ").filter(Boolean);
  if (palavras.length === 0) return { total: 0, pessoas: [] };
  const exatas: PessoaEncontrada[] = [];
  const outras: PessoaEncontrada[] = [];
  for (const c of entrada.concurso.candidatos) {
    const nome = c.nome ? normalizarTexto(c.nome) : "";
    const pelaInscricao = c.id.includes(procurado);
    if (!pelaInscricao && !palavras.every((p) => nome.includes(p))) continue;
    const pessoa = { id: c.id, nome: c.nome, cargo: nomeDoCargo(entrada.concurso, c.cargo) };
    (c.id === procurado ? exatas : outras).push(pessoa);
  }
  const todas = [...exatas, ...outras];
  return { total: todas.length, pessoas: todas.slice(0, MAXIMO_DE_ENCONTRADOS) };
}

const rotuloDa = (regime: EntradaRender["resultado"]["regime"], l: Lista) =>
  `${SIGLA_DA_LISTA[l]} (${nomeDaLista(regime, l)})`;

/** One person's answer, or null for an inscrição the result does not have. */
export function fichaDaPessoa(entrada: EntradaRender, id: string): FichaDaPessoa | null {
  const { concurso, resultado } = entrada;
  const candidato = concurso.candidatos.find((c) => c.id === id);
  const doResultado = resultado.candidatos.find((c) => c.id === id);
  if (!candidato || !doResultado) return null;
  const cargo = resultado.cargos.find((c) => c.id === candidato.cargo);
  const listas: ListaDaPessoa[] = [];
  for (const lista of LISTAS) {
    const e = cargo?.listas[lista]?.find((x) => x.candidato === id);
    if (!e) continue;
    listas.push({
      lista,
      rotulo: rotuloDa(resultado.regime, lista),
      classificacao: e.classificacao,
      desfecho: e.desfecho,
      textoDoDesfecho: DESFECHO[e.desfecho].texto,
      provisorio: e.provisorio,
      motivo: e.motivo,
    });
  }
  const { lista, posicao } = doResultado;
  return {
    id,
    nome: candidato.nome,
    cargo: nomeDoCargo(concurso, candidato.cargo),
    vaga: lista ? { lista, rotulo: rotuloDa(resultado.regime, lista), posicao } : null,
    provisorio: doResultado.provisorio,
    listas,
    notas: doResultado.notas,
  };
}
