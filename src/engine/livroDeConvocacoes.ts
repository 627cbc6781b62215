/**
 * O livro de convocações: the calls already made for each cargo, checked and read as they were
 * recorded. A call is never rewritten: whoever it called keeps position and list for good (Lei 15.142,
 * art. 9º, § 2º); a position comes back only when its person's nomination was made void or they gave
 * up, or when today's data takes them out (eliminated, fraud, desistente), and then it goes to a
 * replacement at the same position (art. 7º, § 3º). This module knows the record only; what it fixes in
 * an allocation is livroNaAlocacao.ts, and who is called next, convocacoes.ts.
 *
 * Also the concurso's validity (Constituição, art. 37, III), counted as Lei 810/1949 counts months:
 * to the corresponding day, or to the first day after when the month has no such day (art. 3º).
 */
import { citado } from "./citado";
import { ehDataValida, formatarData } from "./datas";
import { saidaPelosDados } from "./listas";
import { LISTAS } from "./tipos";
import type { Candidato, Chamado, Convocacao, DesfechoConvocacao, Lista } from "./tipos";
import { ehInteiro, ehObjeto } from "./validacao";

type Problema = { campo: string; mensagem: string };

export const DESFECHOS_DE_CONVOCACAO: readonly DesfechoConvocacao[] = ["posse", "sem-efeito", "desistencia"];

/** Outcomes that give the position back to the list (art. 7º, § 3º). */
export function vagaAPosicao(desfecho: DesfechoConvocacao | undefined): boolean {
  return desfecho === "sem-efeito" || desfecho === "desistencia";
}

/** Who holds a position now: the last person called to it. */
export interface Ocupante extends Chamado {
  numero: number;
  desfecho?: DesfechoConvocacao;
}

/** A person of a recorded call, with the person whose position they took (or null). */
export interface ChamadoLido extends Chamado {
  substitui: string | null;
}

/** The ledger of one cargo, read in call order. */
export interface LivroDoCargo {
  /** The calls by number, each with its people as they were called: replacements first, by position,
   *  then the new positions in order (the order convocacoes.ts calls them in). */
  convocacoes: { convocacao: Convocacao; chamados: ChamadoLido[] }[];
  /** Everyone ever called, or nominated before the ledger (situação "nomeado"): never called again. */
  convocados: Set<string>;
  /** Each position called in the ledger, with its latest person. */
  ocupantes: Map<number, Ocupante>;
  /** Positions of candidates nominated outside the ledger (situação "nomeado" in the data). */
  nomeadosNosDados: Map<number, string>;
  proximoNumero: number;
  /** The date of the latest call that has one. */
  ultimaData?: { numero: number; data: string };
}

function porNumero(a: Convocacao, b: Convocacao): number {
  return a.numero - b.numero;
}

/**
 * Reads a cargo's calls (already shaped, see verificarConvocacoes) on top of the candidates nominated
 * outside the ledger, and reports each conflict of the record in `problemas`: a person called twice, a
 * position called again while its person still holds it.
 */
export function lerLivro(
  cargo: string,
  convocacoes: readonly Convocacao[],
  candidatos: readonly Candidato[],
  problemas: Problema[] = [],
): LivroDoCargo {
  const livro: LivroDoCargo = {
    convocacoes: [],
    convocados: new Set(),
    ocupantes: new Map(),
    nomeadosNosDados: new Map(),
    proximoNumero: 1,
  };
  const porId = new Map<string, Candidato>();
  for (const c of candidatos) {
    porId.set(c.id, c);
    if (c.cargo !== cargo || c.situacao !== "nomeado" || c.posicaoNomeacao === undefined) continue;
    livro.convocados.add(c.id);
    livro.nomeadosNosDados.set(c.posicaoNomeacao, c.id);
  }
  const doCargo = convocacoes.filter((v) => v.cargo === cargo).sort(porNumero);
  for (const convocacao of doCargo) {
    const onde = `convocação nº ${convocacao.numero} do cargo "${cargo}"`;
    const ultima = livro.ultimaData;
    if (convocacao.data !== undefined) {
      if (ultima && convocacao.data < ultima.data) {
        problemas.push({
          campo: `${onde}.data`,
          mensagem: `${formatarData(convocacao.data)} é anterior à convocação nº ${ultima.numero} (${formatarData(ultima.data)})`,
        });
      }
      livro.ultimaData = { numero: convocacao.numero, data: convocacao.data };
    }
    const substituicao = (c: Chamado) => livro.ocupantes.has(c.posicao);
    const ordenados = [...convocacao.chamados].sort(
      (a, b) => Number(substituicao(b)) - Number(substituicao(a)) || a.posicao - b.posicao,
    );
    const chamados: ChamadoLido[] = [];
    for (const chamado of ordenados) {
      const quem = `${onde}, candidato "${chamado.candidato}"`;
      const nomeado = livro.nomeadosNosDados.get(chamado.posicao);
      const anterior = livro.ocupantes.get(chamado.posicao);
      if (livro.convocados.has(chamado.candidato)) {
        problemas.push({
          campo: quem,
          mensagem: "já foi convocado(a) ou nomeado(a) antes: cada pessoa é convocada uma só vez",
        });
      } else if (nomeado !== undefined) {
        problemas.push({
          campo: quem,
          mensagem: `a posição ${chamado.posicao} já é de "${nomeado}", nomeado(a) segundo os dados dos candidatos`,
        });
      } else if (
        anterior &&
        !vagaAPosicao(anterior.desfecho) &&
        !saidaPelosDados(porId.get(anterior.candidato)!)
      ) {
        problemas.push({
          campo: quem,
          mensagem: `a posição ${chamado.posicao} já é de "${anterior.candidato}" (convocação nº ${anterior.numero}), sem nomeação tornada sem efeito nem desistência registrada, nem eliminação ou desistência nos dados`,
        });
      }
      livro.convocados.add(chamado.candidato);
      livro.ocupantes.set(chamado.posicao, {
        ...chamado,
        numero: convocacao.numero,
        desfecho: convocacao.desfechos?.[chamado.candidato],
      });
      chamados.push({ ...chamado, substitui: anterior ? anterior.candidato : null });
    }
    livro.convocacoes.push({ convocacao, chamados });
    livro.proximoNumero = convocacao.numero + 1;
  }
  return livro;
}

function verificarChamado(
  chamado: unknown,
  onde: string,
  cargo: string,
  ctx: { listas: readonly Lista[] | null; cargoDe: Map<string, string> },
  problemas: Problema[],
): boolean {
  if (!ehObjeto(chamado)) {
    problemas.push({
      campo: onde,
      mensagem: 'cada chamado é um objeto como {"posicao": 1, "lista": "AC", "candidato": "123"}',
    });
    return false;
  }
  let valido = true;
  if (!ehInteiro(chamado.posicao, 1)) {
    problemas.push({
      campo: `${onde}.posicao`,
      mensagem: `a posição na ordem de nomeação deve ser um inteiro ≥ 1; recebido ${citado(chamado.posicao)}`,
    });
    valido = false;
  }
  const listas = ctx.listas ?? LISTAS;
  if (!listas.includes(chamado.lista as Lista)) {
    problemas.push({
      campo: `${onde}.lista`,
      mensagem: `lista ${citado(chamado.lista)} não existe neste edital; as listas são ${listas.join(", ")}`,
    });
    valido = false;
  }
  const doCargo = ctx.cargoDe.get(chamado.candidato as string);
  if (typeof chamado.candidato !== "string" || doCargo === undefined) {
    problemas.push({
      campo: `${onde}.candidato`,
      mensagem: `o candidato ${citado(chamado.candidato)} não está na lista de candidatos`,
    });
    valido = false;
  } else if (doCargo !== cargo) {
    problemas.push({
      campo: `${onde}.candidato`,
      mensagem: `o candidato "${chamado.candidato}" é do cargo "${doCargo}", não do cargo "${cargo}"`,
    });
    valido = false;
  }
  return valido;
}

/** One call's own shape: number, date, act, cargo, people and outcomes. True when it can be read. */
function verificarConvocacao(
  v: unknown,
  i: number,
  ctx: { listas: readonly Lista[] | null; cargos: ReadonlySet<string>; cargoDe: Map<string, string> },
  problemas: Problema[],
): v is Convocacao {
  const onde = `convocacoes[${i}]`;
  if (!ehObjeto(v)) {
    problemas.push({
      campo: onde,
      mensagem: "cada convocação é um objeto com numero, cargo e chamados (e data, ato e desfechos)",
    });
    return false;
  }
  const antes = problemas.length;
  if (!ehInteiro(v.numero, 1)) {
    problemas.push({
      campo: `${onde}.numero`,
      mensagem: `o número da convocação deve ser um inteiro ≥ 1; recebido ${citado(v.numero)}`,
    });
  }
  if (typeof v.cargo !== "string" || !ctx.cargos.has(v.cargo)) {
    problemas.push({
      campo: `${onde}.cargo`,
      mensagem: `cargo ${citado(v.cargo)} não está na lista de cargos`,
    });
  }
  if (v.data !== undefined && !ehDataValida(v.data)) {
    problemas.push({
      campo: `${onde}.data`,
      mensagem: `data inválida ${citado(v.data)}; escreva AAAA-MM-DD`,
    });
  }
  if (v.ato !== undefined && typeof v.ato !== "string") {
    problemas.push({ campo: `${onde}.ato`, mensagem: 'o ato deve ser texto, como "Portaria nº 12/2026"' });
  }
  const ids = new Set<string>();
  if (!Array.isArray(v.chamados) || v.chamados.length === 0) {
    problemas.push({
      campo: `${onde}.chamados`,
      mensagem: 'informe as pessoas chamadas, como [{"posicao": 1, "lista": "AC", "candidato": "123"}]',
    });
  } else {
    const cargo = String(v.cargo);
    v.chamados.forEach((chamado: unknown, k: number) => {
      if (verificarChamado(chamado, `${onde}.chamados[${k}]`, cargo, ctx, problemas))
        ids.add((chamado as Chamado).candidato);
    });
  }
  if (v.desfechos !== undefined) {
    if (!ehObjeto(v.desfechos)) {
      problemas.push({ campo: `${onde}.desfechos`, mensagem: 'use um objeto como {"123": "posse"}' });
    } else {
      for (const [id, desfecho] of Object.entries(v.desfechos)) {
        if (!DESFECHOS_DE_CONVOCACAO.includes(desfecho as DesfechoConvocacao)) {
          problemas.push({
            campo: `${onde}.desfechos.${id}`,
            mensagem: `desfecho desconhecido ${citado(desfecho)}; use ${DESFECHOS_DE_CONVOCACAO.join(", ")}`,
          });
        } else if (Array.isArray(v.chamados) && !ids.has(id)) {
          problemas.push({
            campo: `${onde}.desfechos.${id}`,
            mensagem: `o candidato "${id}" não está entre os chamados desta convocação`,
          });
        }
      }
    }
  }
  return problemas.length === antes;
}

/**
 * The ledger in lerConcurso: each call's shape, numbers not repeated within a cargo, then each cargo's
 * record read in order (lerLivro). Problems name the call by its row and, once readable, by number.
 */
export function verificarConvocacoes(
  convocacoes: unknown,
  ctx: { listas: readonly Lista[] | null; cargos: ReadonlySet<string>; candidatos: unknown },
  problemas: Problema[],
): void {
  if (!Array.isArray(convocacoes)) {
    problemas.push({
      campo: "convocacoes",
      mensagem: 'use uma lista de convocações, como [{"numero": 1, "cargo": "C1", "chamados": [...]}]',
    });
    return;
  }
  const candidatos = Array.isArray(ctx.candidatos) ? (ctx.candidatos as unknown[]).filter(ehObjeto) : [];
  const cargoDe = new Map<string, string>();
  for (const c of candidatos) if (typeof c.id === "string") cargoDe.set(c.id, String(c.cargo));
  const lidas: Convocacao[] = [];
  const numeros = new Set<string>();
  convocacoes.forEach((v: unknown, i) => {
    if (!verificarConvocacao(v, i, { ...ctx, cargoDe }, problemas)) return;
    const chave = `${v.cargo}\u0000${v.numero}`;
    if (numeros.has(chave)) {
      problemas.push({
        campo: `convocacoes[${i}].numero`,
        mensagem: `a convocação nº ${v.numero} do cargo "${v.cargo}" aparece mais de uma vez`,
      });
      return;
    }
    numeros.add(chave);
    lidas.push(v);
  });
  for (const cargo of new Set(lidas.map((v) => v.cargo))) {
    lerLivro(cargo, lidas, candidatos as unknown as Candidato[], problemas);
  }
}

/** AAAA-MM-DD plus whole months, to the corresponding day or the first day after it (Lei 810/1949). */
export function somarMeses(data: string, meses: number): string {
  const [ano, mes, dia] = data.split("-").map(Number);
  const alvo = new Date(Date.UTC(ano, mes - 1 + meses, 1));
  const diasNoMes = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  if (dia > diasNoMes) alvo.setUTCMonth(alvo.getUTCMonth() + 1, 1);
  else alvo.setUTCDate(dia);
  return alvo.toISOString().slice(0, 10);
}

/** When the validity ends, and when it ends once extended for an equal period. */
export function fimDaValidade(validade: { homologacao: string; meses: number }): {
  fim: string;
  fimProrrogado: string;
} {
  return {
    fim: somarMeses(validade.homologacao, validade.meses),
    fimProrrogado: somarMeses(validade.homologacao, 2 * validade.meses),
  };
}
