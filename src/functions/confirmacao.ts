/**
 * =COTAS.CONFIRMACAO(comissao; recurso; regra): one person's outcome in the heteroidentificação from the
 * votes in the cells (RULES § 9.2), by the engine's own decidirHeteroidentificacao. The votes are read
 * the same on every host: a blank cell (null on the web, 0 on the desktop) is a vote not yet recorded.
 */
import { REGRA_FEDERAL_DA_CONFIRMACAO } from "../engine/escolhasDaConfirmacao";
import { lerEdital } from "../engine/esquemaDoEdital";
import { decidirHeteroidentificacao, type RegraDaHeteroidentificacao } from "../engine/heteroidentificacao";
import { RESULTADO_EM_PALAVRAS, type Voto } from "../engine/tiposDaConfirmacao";
import { citarValor, normalizarTexto } from "../leitura/texto";
import { ehVazioNoExcel, valorDoArgumento } from "./celula";
import { ErroDeArgumento } from "./erros";

const FAVOR = new Set([
  "favor",
  "a favor",
  "favoravel",
  "sim",
  "s",
  "deferido",
  "deferida",
  "confirmada",
  "confirmado",
]);
const CONTRA = new Set([
  "contra",
  "desfavoravel",
  "nao",
  "n",
  "indeferido",
  "indeferida",
  "nao confirmada",
  "nao confirmado",
]);
const AUSENTE = new Set(["ausente", "nao compareceu"]);
const RECUSA = new Set(["recusou filmagem", "recusa de filmagem", "recusou se a filmagem"]);

type Celulas = { valor: string | number | boolean; onde: string }[];

/** The non-blank cells of a range (or one cell), each with where it is ("comissao, linha 2, coluna 1"). */
function celulas(argumento: unknown, nome: string): Celulas {
  const linhas = Array.isArray(argumento) ? argumento : [[argumento]];
  const saida: Celulas = [];
  linhas.forEach((linha: unknown, i) => {
    (Array.isArray(linha) ? linha : [linha]).forEach((c: unknown, j) => {
      const onde =
        Array.isArray(argumento) && (linhas.length > 1 || (linha as unknown[]).length > 1)
          ? `${nome}, linha ${i + 1}, coluna ${j + 1}`
          : nome;
      const v = valorDoArgumento(c, onde);
      if (!ehVazioNoExcel(v) && v !== null) saida.push({ valor: v as string | number | boolean, onde });
    });
  });
  return saida;
}

function lerVoto({ valor, onde }: Celulas[number]): Voto {
  if (valor === true) return "favor";
  if (valor === false) return "contra";
  const texto = normalizarTexto(String(valor));
  if (FAVOR.has(texto)) return "favor";
  if (CONTRA.has(texto)) return "contra";
  throw new ErroDeArgumento(`${onde}: voto desconhecido ${citarValor(valor)}; use "favor" ou "contra"`);
}

/** The edital's rule: the `confirmacao` object of the edital, or the whole edital, as JSON text. */
function lerRegra(regra: unknown): RegraDaHeteroidentificacao {
  const v = valorDoArgumento(regra, "regra");
  const federal: RegraDaHeteroidentificacao = {
    comissao: REGRA_FEDERAL_DA_CONFIRMACAO.comissao.valor,
    comissaoRecursal: REGRA_FEDERAL_DA_CONFIRMACAO.comissaoRecursal.valor,
    prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: false,
  };
  if (ehVazioNoExcel(v)) return federal;
  const exemplo =
    '{"comissao": {"integrantes": 5, "decisao": "maioria"}, "prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes": true}';
  if (typeof v !== "string")
    throw new ErroDeArgumento(`regra deve ser um texto JSON, como ${exemplo} (recebido: ${citarValor(v)})`);
  let json: unknown;
  try {
    json = JSON.parse(v);
  } catch {
    throw new ErroDeArgumento(
      `regra não é um JSON válido; escreva o objeto entre chaves e os textos entre aspas duplas, como ${exemplo}`,
    );
  }
  const ehEdital =
    typeof json === "object" &&
    json !== null &&
    ("confirmacao" in json || "dataPublicacao" in json || "regime" in json);
  const edital = lerEdital(ehEdital ? json : { confirmacao: json }, "edital");
  const c = edital.confirmacao ?? {};
  return {
    comissao: c.comissao ?? federal.comissao,
    comissaoRecursal: c.comissaoRecursal ?? federal.comissaoRecursal,
    prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes:
      c.prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes ?? false,
  };
}

export function confirmacaoEmCelula(comissao: unknown, recurso: unknown, regra: unknown): string {
  const r = lerRegra(regra);
  const votos = celulas(comissao, "comissao");
  if (votos.length === 1 && typeof votos[0].valor === "string") {
    const texto = normalizarTexto(votos[0].valor);
    if (AUSENTE.has(texto)) return RESULTADO_EM_PALAVRAS.ausente;
    if (RECUSA.has(texto)) return RESULTADO_EM_PALAVRAS["recusa-de-filmagem"];
  }
  const daComissao = votos.map(lerVoto);
  if (daComissao.length > r.comissao.integrantes)
    throw new ErroDeArgumento(
      `comissao: a comissão tem ${r.comissao.integrantes} integrantes, e há ${daComissao.length} votos`,
    );
  const doRecurso = celulas(recurso, "recurso");
  let votosDoRecurso: Voto[] | "interposto" | undefined;
  if (
    doRecurso.length === 1 &&
    typeof doRecurso[0].valor === "string" &&
    normalizarTexto(doRecurso[0].valor) === "interposto"
  )
    votosDoRecurso = "interposto";
  else if (doRecurso.length) {
    votosDoRecurso = doRecurso.map(lerVoto);
    if (votosDoRecurso.length > r.comissaoRecursal.integrantes)
      throw new ErroDeArgumento(
        `recurso: a comissão recursal tem ${r.comissaoRecursal.integrantes} integrantes, e há ${votosDoRecurso.length} votos`,
      );
  }
  return RESULTADO_EM_PALAVRAS[decidirHeteroidentificacao(daComissao, votosDoRecurso, r).resultado];
}
