/**
 * The confirmation stage (RULES § 9), per candidate and reserved list: convened or not
 * (convocacaoParaConfirmacao.ts), the outcome from what was recorded (heteroidentificacao.ts,
 * confirmacaoDocumental.ts, caracterizacaoPcd.ts), fraud (Lei nº 15.142/2025, art. 4º) and the lists
 * after (listasAposConfirmacao.ts) — every decision with its note and fundamento. Pure and exact.
 */
import { citado } from "./citado";
import type { Trecho } from "./citacoes";
import { decidirCaracterizacaoPcd } from "./caracterizacaoPcd";
import { decidirPorParecer, decidirVerificacaoDocumental } from "./confirmacaoDocumental";
import { convocarParaConfirmacao, type ConvocadosDaLista, type Optante } from "./convocacaoParaConfirmacao";
import { formatarNumero } from "./decimal";
import {
  escolhasDaConfirmacao,
  fundamentoDaConvocacao,
  PROCEDIMENTO,
  type EscolhasDaConfirmacao,
} from "./escolhasDaConfirmacao";
import { lerEdital } from "./esquemaDoEdital";
import { encaminhaAoMpEAgu, fundamentoDaEtapa } from "./fundamentosDaConfirmacao";
import { decidirHeteroidentificacao, type DecisaoDoProcedimento } from "./heteroidentificacao";
import { ficaNaAmpla, listasAposConfirmacao, PERDEM_A_RESERVA, PROVISORIOS } from "./listasAposConfirmacao";
import { nomeDaLista } from "./notas";
import { regimeDoEdital } from "./regimes";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Edital, Lista, ListaReservada, Nota, RegimeId, Situacao } from "./tipos";
import type {
  CandidatoNaConfirmacao,
  ConfirmacaoDoCandidato,
  ConvocacaoDaLista,
  DecisaoNaLista,
  Encaminhamento,
  EntradaDaConfirmacao,
  RegistroDaLista,
  RegistroDeHeteroidentificacao,
  RegistroDocumental,
  RegistroPcd,
  ResultadoDaConfirmacao,
  ResultadoDaEtapaDeConfirmacao,
  VotosDoCandidato,
} from "./tiposDaConfirmacao";
import { ehObjeto } from "./validacao";

const RESERVADAS = LISTAS.filter((l): l is ListaReservada => l !== "AC");
const FORA: readonly Situacao[] = ["eliminado", "desistente"];

export const habilitado = (c: CandidatoNaConfirmacao) =>
  c.habilitado !== false && !FORA.includes(c.situacao as Situacao);

const reservasDe = (c: CandidatoNaConfirmacao) => RESERVADAS.filter((l) => c.listas.includes(l));

/** The raw outcome of a convened person's record, with the sentence and the edital's trechos. */
interface Apurado {
  resultado: ResultadoDaConfirmacao;
  texto: string;
  trechos: Trecho[];
  decisao: "confirmacao" | "indeferimento";
  /** Absence or refusal where the edital eliminates. */
  elimina?: boolean;
}

function doProcedimento(d: DecisaoDoProcedimento, trechos: Trecho[]): Apurado {
  return {
    resultado: d.resultado,
    texto: d.texto,
    trechos,
    decisao: d.resultado === "nao-confirmada" ? "indeferimento" : "confirmacao",
  };
}

const ehHeteroidentificacao = (r: object) =>
  "comissao" in r ||
  ("recurso" in r && (Array.isArray(r.recurso) || (r.recurso === "interposto" && !("parecer" in r))));

function apurar(
  lista: ListaReservada,
  registro: RegistroDaLista | undefined,
  e: EscolhasDaConfirmacao,
): Apurado {
  const procedimento = PROCEDIMENTO[lista];
  if (registro === "ausente" || registro === "recusou-filmagem") {
    const escolha =
      lista === "PCD" ? e.ausenciaPcd : registro === "ausente" ? e.ausencia : e.recusaDeFilmagem;
    const elimina = escolha.valor === "eliminado";
    const fato =
      registro === "ausente"
        ? `Não compareceu ao procedimento de ${procedimento}`
        : `Recusou-se a ser filmado(a) no procedimento de ${procedimento}`;
    return {
      resultado: registro === "ausente" ? "ausente" : "recusa-de-filmagem",
      texto: elimina
        ? `${fato}: eliminado(a) do concurso, como o edital prevê.`
        : `${fato}: perde a reserva.`,
      trechos: [...escolha.fundamento],
      decisao: "indeferimento",
      elimina,
    };
  }
  if (registro === undefined) {
    return {
      resultado: "pendente",
      texto: `Procedimento de ${procedimento} ainda não registrado: resultado provisório.`,
      trechos: [],
      decisao: "confirmacao",
    };
  }
  if (lista === "PCD") {
    const r = registro as RegistroPcd;
    return doProcedimento(decidirCaracterizacaoPcd(r.parecer, r.recurso), []);
  }
  if (lista === "IND" || lista === "QUI") {
    const r = registro as RegistroDocumental;
    const regra = lista === "IND" ? e.documentosIndigena : e.documentosQuilombola;
    return doProcedimento(decidirVerificacaoDocumental(r.documentos, r.parecer, r.recurso, regra.valor), [
      ...regra.fundamento,
    ]);
  }
  if (lista === "PPIQ" && !ehHeteroidentificacao(registro)) {
    const r = registro as RegistroDocumental;
    return doProcedimento(
      decidirPorParecer(
        r.parecer,
        r.recurso,
        { favoravel: "favoravel", texto: { favoravel: "favorável", desfavoravel: "desfavorável" } },
        "Verificação da autodeclaração",
      ),
      [],
    );
  }
  const r = registro as RegistroDeHeteroidentificacao;
  const regra = {
    comissao: e.comissao.valor,
    comissaoRecursal: e.comissaoRecursal.valor,
    prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes:
      e.prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes.valor,
  };
  const d = decidirHeteroidentificacao(r.comissao, r.recurso, regra);
  const recursoJulgado = Array.isArray(r.recurso) && d.resultado !== "pendente-de-recurso";
  const trechos: Trecho[] = [
    ...e.comissao.fundamento,
    ...(recursoJulgado && !d.texto.includes("sem objeto") ? e.comissaoRecursal.fundamento : []),
    ...(d.regraCumulativa ? e.prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes.fundamento : []),
  ];
  return doProcedimento(d, trechos);
}

const fraudeApurada = (r: RegistroDaLista | undefined) =>
  typeof r === "object" && r.apuracaoDeFraude === "fraude-apurada";

/** Whether a record holds anything besides a fraud procedure (for the warning about unused records). */
const temProcedimento = (r: RegistroDaLista | undefined) =>
  r !== undefined && (typeof r === "string" || Object.keys(r).some((k) => k !== "apuracaoDeFraude"));

function notaDaConvocacao(
  regime: RegimeId,
  c: CandidatoNaConfirmacao,
  lista: ListaReservada,
  conv: ConvocadosDaLista,
  e: EscolhasDaConfirmacao,
): Nota {
  const nome = nomeDaLista(regime, lista);
  const procedimento = PROCEDIMENTO[lista];
  const trechos = fundamentoDaConvocacao(e, lista);
  if (!habilitado(c)) {
    return {
      texto: `Não habilitado(a) nas fases anteriores: não é convocado(a) para a ${procedimento} da lista de ${nome}.`,
      fundamento: fundamentoDaEtapa(regime, lista, "convocacao", ...trechos),
    };
  }
  const pos = conv.convocados.indexOf(c.id);
  if (pos < 0) {
    const corte =
      conv.notaDeCorte === null ? "" : ` (nota do último convocado: ${formatarNumero(conv.notaDeCorte)})`;
    return {
      texto: `Não convocado(a) para a ${procedimento} da lista de ${nome}: fora dos ${conv.limite} primeiros da lista${corte}, e o edital ${e.convocacao.valor.modo === "limite-por-lista" && e.convocacao.valor.convocacaoSuplementar ? "não precisou de convocação suplementar" : "não prevê convocação suplementar"}; sai da lista de ${nome}.`,
      fundamento: fundamentoDaEtapa(regime, lista, "convocacao", ...trechos),
    };
  }
  const comoConvocado = conv.suplementares.includes(c.id)
    ? "em convocação suplementar, no lugar de quem perdeu a reserva"
    : conv.empatadosNaUltimaPosicao.includes(c.id)
      ? `empatado(a) na última posição do limite de ${conv.limite} (nota ${formatarNumero(c.nota)}), e os empatados são todos convocados`
      : conv.limite === null
        ? "como todo habilitado que optou pela reserva"
        : `entre os ${conv.limite} primeiros da lista`;
  const comAmpla = c.listas.includes("AC") ? ", ainda que tenha pontuação para a ampla concorrência" : "";
  return {
    texto: `Convocado(a) para a ${procedimento} da lista de ${nome}, ${comoConvocado}${comAmpla}.`,
    fundamento: fundamentoDaEtapa(regime, lista, "convocacao", ...trechos),
  };
}

/** Whether the lists after are the stage's to say: "segue na ampla" or not, after losing a reserve. */
function naAmplaTexto(naAmpla: boolean, antes: readonly Lista[], e: EscolhasDaConfirmacao): string {
  if (naAmpla)
    return " Segue na ampla concorrência, onde tem pontuação suficiente; não é eliminado(a) por isso.";
  if (antes.includes("AC") && e.notaDeCorteAmpla.valor !== null)
    return ` Não segue na ampla concorrência: a nota fica abaixo da nota de corte da ampla (${formatarNumero(e.notaDeCorteAmpla.valor)}).`;
  return " Não segue na ampla concorrência, onde não tem pontuação suficiente.";
}

interface Estado {
  apurado: Map<string, Partial<Record<ListaReservada, Apurado>>>;
  convocados: Map<ListaReservada, ConvocadosDaLista>;
}

/**
 * The stage's outcome. `entrada` is trusted (lerEntradaDaConfirmacao checks it); the edital is the
 * schema's, and its regime is chosen as everywhere (regimeDoEdital: ErroDeEntrada when it cannot be).
 */
export function confirmarAutodeclaracoes(
  edital: Edital,
  entrada: EntradaDaConfirmacao,
): ResultadoDaEtapaDeConfirmacao {
  const regime = regimeDoEdital(edital).id;
  const e = escolhasDaConfirmacao(edital);
  const { candidatos, votos } = entrada;

  // The raw outcome of each record, as if convened (convocation decides below whether it counts).
  const estado: Estado = { apurado: new Map(), convocados: new Map() };
  for (const c of candidatos) {
    const porLista: Partial<Record<ListaReservada, Apurado>> = {};
    for (const l of reservasDe(c)) porLista[l] = apurar(l, votos[c.id]?.[l], e);
    estado.apurado.set(c.id, porLista);
  }
  const fraudeEm = (c: CandidatoNaConfirmacao) =>
    reservasDe(c).find((l) => fraudeApurada(votos[c.id]?.[l])) ?? null;

  // Convocation per list; with a supplementary call, until nobody more is called (the sets only grow).
  const optantes = new Map<ListaReservada, Optante[]>();
  for (const c of candidatos) {
    if (!habilitado(c)) continue;
    for (const l of reservasDe(c)) {
      const lista = optantes.get(l) ?? [];
      lista.push({ id: c.id, nota: c.nota });
      optantes.set(l, lista);
    }
  }
  const porId = new Map(candidatos.map((c) => [c.id, c]));
  const convocadoEm = (id: string, l: ListaReservada) =>
    estado.convocados.get(l)?.convocados.includes(id) ?? false;
  const eliminadoPorAusencia = (id: string) => {
    const ap = estado.apurado.get(id)!;
    return RESERVADAS.some((l) => ap[l]?.elimina && convocadoEm(id, l));
  };
  const perdeu = (l: ListaReservada) => (id: string) => {
    const c = porId.get(id)!;
    const r = estado.apurado.get(id)![l];
    return (
      fraudeEm(c) !== null ||
      eliminadoPorAusencia(id) ||
      (r !== undefined && (PERDEM_A_RESERVA.includes(r.resultado) || fraudeApurada(votos[id]?.[l])))
    );
  };
  for (let mudou = true; mudou;) {
    mudou = false;
    for (const l of RESERVADAS) {
      const antes = estado.convocados.get(l)?.convocados.length;
      const conv = convocarParaConfirmacao(l, optantes.get(l) ?? [], e.convocacao.valor, perdeu(l));
      estado.convocados.set(l, conv);
      if (antes !== conv.convocados.length) mudou = true;
    }
  }

  const avisos: Nota[] = [];
  const naoUsados: string[] = [];
  const saida: ConfirmacaoDoCandidato[] = candidatos.map((c) => {
    const decisoes: DecisaoNaLista[] = [];
    const resultado: Partial<Record<ListaReservada, ResultadoDaConfirmacao>> = {};
    const fraude = fraudeEm(c);
    const nomeado = c.situacao === "nomeado";
    const naAmpla = ficaNaAmpla(c.listas, c.nota, e.notaDeCorteAmpla.valor);
    let eliminado = false;
    for (const l of reservasDe(c)) {
      const conv = estado.convocados.get(l)!;
      const convocado = habilitado(c) && conv.convocados.includes(c.id);
      const notas: Nota[] = [notaDaConvocacao(regime, c, l, conv, e)];
      const registro = votos[c.id]?.[l];
      if (!convocado) {
        if (temProcedimento(registro)) naoUsados.push(`${c.id} (${l})`);
        resultado[l] = "nao-convocado";
        decisoes.push({ lista: l, convocado, resultado: "nao-convocado", provisorio: false, notas });
        continue;
      }
      const ap = estado.apurado.get(c.id)![l]!;
      let r = ap.resultado;
      if (fraudeApurada(registro)) r = "fraude-apurada";
      else {
        const perde = PERDEM_A_RESERVA.includes(r);
        notas.push({
          texto:
            perde && !ap.elimina
              ? `${ap.texto} Sai da lista de ${nomeDaLista(regime, l)}.${naAmplaTexto(naAmpla && !fraude, c.listas, e)}`
              : ap.texto,
          fundamento: fundamentoDaEtapa(
            regime,
            l,
            ap.decisao,
            ...ap.trechos,
            ...(perde ? e.notaDeCorteAmpla.fundamento : []),
          ),
        });
        if (ap.elimina) eliminado = true;
      }
      resultado[l] = r;
      decisoes.push({
        lista: l,
        convocado,
        ...(conv.suplementares.includes(c.id) ? { suplementar: true } : {}),
        resultado: r,
        provisorio: PROVISORIOS.includes(r),
        notas,
      });
    }
    const notas: Nota[] = [];
    const encaminhamentos: Encaminhamento[] = [];
    let anulacaoDaAdmissao = false;
    if (fraude) {
      const mp = encaminhaAoMpEAgu(regime, fraude);
      if (mp) encaminhamentos.push("Ministério Público", "Advocacia-Geral da União");
      anulacaoDaAdmissao = nomeado;
      eliminado = !nomeado;
      const nome = nomeDaLista(regime, fraude);
      notas.push({
        texto: `${nomeado ? `Fraude na autodeclaração para a lista de ${nome} apurada em procedimento administrativo, de quem já foi nomeado(a): tem anulada a sua admissão, sem prejuízo de outras sanções` : `Fraude na autodeclaração para a lista de ${nome} apurada em procedimento administrativo: eliminado(a) do concurso`}${mp ? "; o resultado vai ao Ministério Público e à Advocacia-Geral da União" : ""}.`,
        fundamento: fundamentoDaEtapa(regime, fraude, nomeado ? "fraude-do-nomeado" : "fraude"),
      });
    }
    const listas = listasAposConfirmacao(
      c.listas,
      resultado,
      eliminado || anulacaoDaAdmissao || !habilitado(c),
      naAmpla,
    );
    const provisorio = decisoes.some((d) => d.provisorio) && !eliminado && !anulacaoDaAdmissao;
    return {
      id: c.id,
      habilitado: habilitado(c),
      convocado: decisoes.some((d) => d.convocado),
      resultado,
      decisoes,
      listas,
      provisorio,
      eliminado,
      fraudeApuradaEm: fraude,
      anulacaoDaAdmissao,
      encaminhamentos,
      notas,
    };
  });

  if (naoUsados.length) {
    avisos.push({
      texto: `${naoUsados.length === 1 ? "O registro" : `Os ${naoUsados.length} registros`} de quem não foi convocado(a) não ${naoUsados.length === 1 ? "foi usado" : "foram usados"}: ${naoUsados.join(", ")}. Confira a convocação e os registros.`,
      fundamento: "",
    });
  }
  const convocacao: ConvocacaoDaLista[] = RESERVADAS.filter((l) => optantes.has(l)).map((l) => {
    const conv = estado.convocados.get(l)!;
    return {
      ...conv,
      nota: {
        texto:
          conv.limite === null
            ? `Convocados para a ${PROCEDIMENTO[l]} da lista de ${nomeDaLista(regime, l)}: ${conv.convocados.length === 1 ? "a única pessoa habilitada que optou pela reserva" : `todos os ${conv.convocados.length} habilitados que optaram pela reserva`}.`
            : `Convocados para a ${PROCEDIMENTO[l]} da lista de ${nomeDaLista(regime, l)}: ${conv.convocados.length} (limite de ${conv.limite}${conv.empatadosNaUltimaPosicao.length ? `, mais ${conv.empatadosNaUltimaPosicao.length} ${conv.empatadosNaUltimaPosicao.length === 1 ? "empatado(a)" : "empatados"} na última posição` : ""}${conv.suplementares.length ? `; ${conv.suplementares.length} em convocação suplementar` : ""}).`,
        fundamento: fundamentoDaEtapa(regime, l, "convocacao", ...fundamentoDaConvocacao(e, l)),
      },
    };
  });
  return { candidatos: saida, convocacao, avisos };
}

// ——— Reading the input (CLI JSON, the workbook's sheet later): every problem with its place ———

type Problema = { campo: string; mensagem: string };
const VOTOS = ["favor", "contra"] as const;
const SITUACOES: readonly Situacao[] = ["classificado", "eliminado", "desistente", "sub judice", "nomeado"];
const FRAUDE = ["em-andamento", "fraude-apurada"] as const;

const chave = (id: string) => `votos[${citado(id)}]`;

function lerCandidato(
  json: unknown,
  i: number,
  ids: Set<string>,
  problemas: Problema[],
): CandidatoNaConfirmacao | null {
  const campo = `candidatos[${i}]`;
  if (!ehObjeto(json)) {
    problemas.push({
      campo,
      mensagem: 'cada candidato é um objeto como {"id": "123", "nota": 80, "listas": ["AC", "PPP"]}',
    });
    return null;
  }
  const antes = problemas.length;
  for (const k of Object.keys(json)) {
    if (!["id", "nome", "nota", "listas", "situacao", "habilitado"].includes(k))
      problemas.push({
        campo: `${campo}.${k}`,
        mensagem: `campo desconhecido ${citado(k)}; use "id", "nome", "nota", "listas", "situacao" e "habilitado"`,
      });
  }
  const { id, nome, nota, listas, situacao, habilitado: hab } = json;
  if (typeof id !== "string" || id.trim() === "")
    problemas.push({ campo: `${campo}.id`, mensagem: "informe o número de inscrição (texto)" });
  else if (ids.size === ids.add(id).size)
    problemas.push({ campo: `${campo}.id`, mensagem: `inscrição ${citado(id)} repetida` });
  if (nome !== undefined && typeof nome !== "string")
    problemas.push({ campo: `${campo}.nome`, mensagem: "o nome deve ser texto" });
  if (typeof nota !== "number" || !Number.isFinite(nota))
    problemas.push({
      campo: `${campo}.nota`,
      mensagem: `a nota deve ser um número; recebido ${citado(nota)}`,
    });
  if (!Array.isArray(listas) || listas.length === 0) {
    problemas.push({
      campo: `${campo}.listas`,
      mensagem: 'informe as listas em que concorre, como ["AC", "PPP"]',
    });
  } else {
    listas.forEach((l, k) => {
      if (!LISTAS.includes(l as Lista))
        problemas.push({
          campo: `${campo}.listas[${k}]`,
          mensagem: `lista desconhecida ${citado(l)}; use ${LISTAS.join(", ")}`,
        });
      else if (listas.indexOf(l) !== k)
        problemas.push({ campo: `${campo}.listas[${k}]`, mensagem: `lista ${citado(l)} repetida` });
    });
  }
  if (situacao !== undefined && !SITUACOES.includes(situacao as Situacao))
    problemas.push({
      campo: `${campo}.situacao`,
      mensagem: `situação desconhecida ${citado(situacao)}; use ${SITUACOES.join(", ")}`,
    });
  if (hab !== undefined && typeof hab !== "boolean")
    problemas.push({ campo: `${campo}.habilitado`, mensagem: `use true ou false; recebido ${citado(hab)}` });
  return problemas.length === antes ? (json as unknown as CandidatoNaConfirmacao) : null;
}

function lerVotos(
  json: unknown,
  campo: string,
  integrantes: number,
  comissao: string,
  problemas: Problema[],
): void {
  if (!Array.isArray(json)) {
    problemas.push({
      campo,
      mensagem: `use a lista dos votos da ${comissao}, como ["favor", "contra", "favor"]`,
    });
    return;
  }
  if (json.length > integrantes)
    problemas.push({
      campo,
      mensagem: `a ${comissao} tem ${integrantes} integrantes, e há ${json.length} votos`,
    });
  json.forEach((v, k) => {
    if (!VOTOS.includes(v as (typeof VOTOS)[number]))
      problemas.push({
        campo: `${campo}[${k}]`,
        mensagem: `voto desconhecido ${citado(v)}; use "favor" ou "contra"`,
      });
  });
}

function lerParecer(json: unknown, campo: string, valores: readonly string[], problemas: Problema[]): void {
  if (!valores.includes(json as string))
    problemas.push({
      campo,
      mensagem: `parecer desconhecido ${citado(json)}; use ${valores.map((v) => `"${v}"`).join(" ou ")}`,
    });
}

function lerRegistro(
  json: unknown,
  campo: string,
  lista: ListaReservada,
  e: EscolhasDaConfirmacao,
  problemas: Problema[],
): void {
  const heteroidentificacao = lista === "PPP" || lista === "PPIQ";
  if (json === "ausente" || (json === "recusou-filmagem" && heteroidentificacao)) return;
  if (typeof json === "string" || !ehObjeto(json)) {
    problemas.push({
      campo,
      mensagem: heteroidentificacao
        ? `use "ausente", "recusou-filmagem" ou um objeto como {"comissao": ["favor", "contra", …], "recurso": […] | "interposto"}; recebido ${citado(json)}`
        : lista === "PCD"
          ? `use "ausente" ou um objeto como {"parecer": "caracterizada" | "nao-caracterizada", "recurso": {"parecer": …} | "interposto"}; recebido ${citado(json)}`
          : `use "ausente" ou um objeto como {"documentos": […], "parecer": "favoravel" | "desfavoravel", "recurso": {"parecer": …} | "interposto"}; recebido ${citado(json)}`,
    });
    return;
  }
  const porVotos = lista === "PPP" || (lista === "PPIQ" && ehHeteroidentificacao(json));
  const campos = porVotos
    ? ["comissao", "recurso", "apuracaoDeFraude"]
    : lista === "PCD" || lista === "PPIQ"
      ? ["parecer", "recurso", "apuracaoDeFraude"]
      : ["documentos", "parecer", "recurso", "apuracaoDeFraude"];
  for (const k of Object.keys(json)) {
    if (!campos.includes(k))
      problemas.push({
        campo: `${campo}.${k}`,
        mensagem: `campo desconhecido ${citado(k)} na ${PROCEDIMENTO[lista]}; use ${campos.map((c) => `"${c}"`).join(", ")}`,
      });
  }
  if (
    json.apuracaoDeFraude !== undefined &&
    !FRAUDE.includes(json.apuracaoDeFraude as (typeof FRAUDE)[number])
  )
    problemas.push({
      campo: `${campo}.apuracaoDeFraude`,
      mensagem: `use "em-andamento" ou "fraude-apurada"; recebido ${citado(json.apuracaoDeFraude)}`,
    });
  if (porVotos) {
    if (json.comissao !== undefined)
      lerVotos(json.comissao, `${campo}.comissao`, e.comissao.valor.integrantes, "comissão", problemas);
    if (json.recurso !== undefined && json.recurso !== "interposto")
      lerVotos(
        json.recurso,
        `${campo}.recurso`,
        e.comissaoRecursal.valor.integrantes,
        "comissão recursal",
        problemas,
      );
    return;
  }
  const pareceres = lista === "PCD" ? ["caracterizada", "nao-caracterizada"] : ["favoravel", "desfavoravel"];
  if (json.parecer !== undefined) lerParecer(json.parecer, `${campo}.parecer`, pareceres, problemas);
  if (json.recurso !== undefined && json.recurso !== "interposto") {
    if (!ehObjeto(json.recurso)) {
      problemas.push({
        campo: `${campo}.recurso`,
        mensagem: `use "interposto" ou {"parecer": ${pareceres.map((p) => `"${p}"`).join(" | ")}}; recebido ${citado(json.recurso)}`,
      });
    } else {
      for (const k of Object.keys(json.recurso))
        if (k !== "parecer")
          problemas.push({
            campo: `${campo}.recurso.${k}`,
            mensagem: `campo desconhecido ${citado(k)}; use "parecer"`,
          });
      if (json.recurso.parecer !== undefined)
        lerParecer(json.recurso.parecer, `${campo}.recurso.parecer`, pareceres, problemas);
    }
  }
  if (json.documentos !== undefined) {
    const regra = (lista === "IND" ? e.documentosIndigena : e.documentosQuilombola).valor;
    const conhecidos = regra.regra === "algum" ? regra.aceitos : regra.exigidos;
    if (!Array.isArray(json.documentos)) {
      problemas.push({
        campo: `${campo}.documentos`,
        mensagem: `use a lista dos documentos apresentados, como [${conhecidos.map((d) => `"${d}"`).join(", ")}]`,
      });
    } else {
      json.documentos.forEach((d, k) => {
        if (!conhecidos.includes(d as string))
          problemas.push({
            campo: `${campo}.documentos[${k}]`,
            mensagem: `documento desconhecido ${citado(d)}; o edital considera ${conhecidos.map((x) => `"${x}"`).join(", ")}`,
          });
      });
    }
  }
}

/**
 * The stage's input as read from JSON (`{"edital", "candidatos", "votos"}`): typed, or ErroDeEntrada with
 * every problem, each with its place (`candidatos[3].nota`, `votos["123"].PPP.comissao[2]`).
 */
export function lerEntradaDaConfirmacao(json: unknown): { edital: Edital; entrada: EntradaDaConfirmacao } {
  if (!ehObjeto(json))
    throw new ErroDeEntrada([
      { campo: "arquivo", mensagem: 'use um objeto com "edital", "candidatos" e "votos"' },
    ]);
  const problemas: Problema[] = [];
  for (const k of Object.keys(json)) {
    if (!["edital", "candidatos", "votos"].includes(k))
      problemas.push({
        campo: k,
        mensagem: `campo desconhecido ${citado(k)}; use "edital", "candidatos" e "votos"`,
      });
  }
  let edital: Edital | undefined;
  try {
    edital = lerEdital(json.edital);
    regimeDoEdital(edital);
  } catch (erro) {
    if (!(erro instanceof ErroDeEntrada)) throw erro;
    problemas.push(...erro.problemas);
    edital = undefined;
  }
  const candidatos: CandidatoNaConfirmacao[] = [];
  const ids = new Set<string>();
  if (!Array.isArray(json.candidatos)) {
    problemas.push({
      campo: "candidatos",
      mensagem: 'informe a lista dos candidatos, como [{"id": "123", "nota": 80, "listas": ["AC", "PPP"]}]',
    });
  } else {
    json.candidatos.forEach((c, i) => {
      const lido = lerCandidato(c, i, ids, problemas);
      if (lido) candidatos.push(lido);
    });
  }
  const votos = json.votos ?? {};
  if (!ehObjeto(votos)) {
    problemas.push({
      campo: "votos",
      mensagem: 'use um objeto por inscrição, como {"123": {"PPP": {"comissao": ["favor", …]}}}',
    });
  } else if (edital) {
    const e = escolhasDaConfirmacao(edital);
    const porId = new Map(candidatos.map((c) => [c.id, c]));
    for (const [id, doCandidato] of Object.entries(votos)) {
      const campo = chave(id);
      const c = porId.get(id);
      if (!c) {
        if (!ids.has(id))
          problemas.push({ campo, mensagem: `a inscrição ${citado(id)} não está entre os candidatos` });
        continue;
      }
      if (!ehObjeto(doCandidato)) {
        problemas.push({
          campo,
          mensagem: 'use um objeto por lista, como {"PPP": {"comissao": ["favor", …]}}',
        });
        continue;
      }
      for (const [lista, registro] of Object.entries(doCandidato)) {
        if (!RESERVADAS.includes(lista as ListaReservada)) {
          problemas.push({
            campo: `${campo}.${lista}`,
            mensagem: `lista reservada desconhecida ${citado(lista)}; use ${RESERVADAS.join(", ")}`,
          });
        } else if (!c.listas.includes(lista as Lista)) {
          problemas.push({
            campo: `${campo}.${lista}`,
            mensagem: `o candidato não optou pela lista ${lista} (as suas listas são ${c.listas.join(", ")})`,
          });
        } else {
          lerRegistro(registro, `${campo}.${lista}`, lista as ListaReservada, e, problemas);
        }
      }
    }
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return { edital: edital!, entrada: { candidatos, votos: votos as Record<string, VotosDoCandidato> } };
}
