/**
 * lerConcurso: the clerk's data checked before any rule runs — the edital (its schema, then the law's
 * bounds), the cargos (vagas, the published quadro), the groups of the grouped reserve, every candidate
 * and the ledger of calls — with every problem named at once, each with its field, in Portuguese.
 */
import { citado } from "./citado";
import { ehDataValida } from "./datas";
import { problemasDoEdital } from "./esquemaDoEdital";
import { verificarConvocacoes } from "./livroDeConvocacoes";
import { contar } from "./notas";
import { percentuaisDoEdital, type PercentuaisValidados } from "./percentuais";
import { problemaDasVagas } from "./quadro";
import { regimeDoEdital } from "./regimes";
import { verificarAgrupamento } from "./sorteio";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Cargo, Concurso, Edital, Lista } from "./tipos";
import { ehInteiro, ehObjeto } from "./validacao";

type Problema = { campo: string; mensagem: string };

const CONFIRMACOES = ["confirmada", "indeferida", "pendente", "fraude"];
const SITUACOES = ["classificado", "eliminado", "desistente", "sub judice", "nomeado"];

/** The edital's problems: its shape by the schema, then the law's bounds (regime, percentages); returns
 *  the lists of the concurso (AC first) when both hold. */
function verificarEdital(
  json: unknown,
  problemas: Problema[],
): { listas: Lista[]; percentuais: PercentuaisValidados } | null {
  const doEsquema = problemasDoEdital(json);
  problemas.push(...doEsquema);
  // The lists come from the regime and the percentages: with those well formed, the cargos and
  // candidates are still checked against them whatever else the edital gets wrong.
  const base = /^edital(\.(dataPublicacao|regime|percentuais)|$)/;
  if (doEsquema.some((p) => base.test(p.campo))) return null;
  const edital = json as Edital;
  try {
    const percentuais = percentuaisDoEdital(edital, regimeDoEdital(edital));
    return { listas: ["AC", ...percentuais.listasRaciais, "PCD"], percentuais };
  } catch (erro) {
    if (!(erro instanceof ErroDeEntrada)) throw erro;
    problemas.push(...erro.problemas);
    return null;
  }
}

function verificarCargos(cargos: unknown, listas: Lista[] | null, problemas: Problema[]): Map<string, Cargo> {
  const porId = new Map<string, Cargo>();
  if (!Array.isArray(cargos) || cargos.length === 0) {
    problemas.push({
      campo: "cargos",
      mensagem: 'informe a lista de cargos, como [{"id": "C1", "vagas": 10}]',
    });
    return porId;
  }
  cargos.forEach((cargo: unknown, i) => {
    const onde = `cargos[${i}]`;
    if (!ehObjeto(cargo)) {
      problemas.push({ campo: onde, mensagem: "cada cargo é um objeto com id e vagas" });
      return;
    }
    const id = cargo.id;
    if (typeof id !== "string" || id === "") {
      problemas.push({ campo: `${onde}.id`, mensagem: "informe o identificador do cargo (texto)" });
    } else if (porId.has(id)) {
      problemas.push({ campo: `${onde}.id`, mensagem: `cargo "${id}" repetido` });
    } else {
      porId.set(id, cargo as unknown as Cargo);
    }
    const nome = typeof id === "string" ? `cargo "${id}"` : onde;
    const problemaDasVagasDoCargo = problemaDasVagas(cargo.vagas);
    if (problemaDasVagasDoCargo)
      problemas.push({ campo: `${nome}.vagas`, mensagem: problemaDasVagasDoCargo });
    const publicado = cargo.quadroPublicado;
    if (publicado === undefined) return;
    if (!ehObjeto(publicado)) {
      problemas.push({
        campo: `${nome}.quadroPublicado`,
        mensagem: 'use um objeto como {"AC": 6, "PPP": 3, "PCD": 1}',
      });
      return;
    }
    let soma = 0;
    for (const [lista, n] of Object.entries(publicado)) {
      if (listas && !listas.includes(lista as Lista)) {
        problemas.push({
          campo: `${nome}.quadroPublicado.${lista}`,
          mensagem: `lista "${lista}" não existe neste edital; as listas são ${listas.join(", ")}`,
        });
      } else if (!ehInteiro(n, 0)) {
        problemas.push({
          campo: `${nome}.quadroPublicado.${lista}`,
          mensagem: `use um inteiro ≥ 0; recebido ${citado(n)}`,
        });
      } else {
        soma += n;
      }
    }
    if (ehInteiro(cargo.vagas, 0) && soma !== cargo.vagas) {
      problemas.push({
        campo: `${nome}.quadroPublicado`,
        mensagem: `o quadro publicado soma ${contar(soma, "vaga")}, mas o cargo tem ${cargo.vagas}`,
      });
    }
  });
  return porId;
}

interface ContextoDosCandidatos {
  listas: Lista[] | null;
  cargos: Map<string, Cargo>;
  ids: Set<string>;
  posicoes: Set<string>;
  /** Birth dates already checked (many candidates share one): text → valid. */
  datas: Map<unknown, boolean>;
}

/** A candidate's problem, named by id and row ("candidato "17" (candidatos[3]).nota"). */
function problemaDoCandidato(
  problemas: Problema[],
  c: Record<string, unknown>,
  i: number,
  campo: string,
  mensagem: string,
) {
  const quem =
    typeof c.id === "string" && c.id !== "" ? `candidato "${c.id}" (candidatos[${i}])` : `candidatos[${i}]`;
  problemas.push({ campo: `${quem}.${campo}`, mensagem });
}

function dataValida(texto: unknown, datas: Map<unknown, boolean>): boolean {
  let valida = datas.get(texto);
  if (valida === undefined) datas.set(texto, (valida = ehDataValida(texto)));
  return valida;
}

function verificarCandidato(c: unknown, i: number, ctx: ContextoDosCandidatos, problemas: Problema[]): void {
  if (!ehObjeto(c)) {
    problemas.push({
      campo: `candidatos[${i}]`,
      mensagem: "cada candidato é um objeto com id, cargo, nota e listas",
    });
    return;
  }
  const id = c.id;
  if (typeof id !== "string" || id === "")
    problemaDoCandidato(problemas, c, i, "id", "informe o número de inscrição (texto)");
  else if (ctx.ids.size === ctx.ids.add(id).size) {
    problemaDoCandidato(problemas, c, i, "id", `inscrição "${id}" repetida`); // one hash lookup, not two
  }
  if (c.nome !== undefined && typeof c.nome !== "string")
    problemaDoCandidato(problemas, c, i, "nome", "o nome deve ser texto");
  const cargo = typeof c.cargo === "string" ? ctx.cargos.get(c.cargo) : undefined;
  if (!cargo)
    problemaDoCandidato(problemas, c, i, "cargo", `cargo ${citado(c.cargo)} não está na lista de cargos`);
  if (typeof c.nota !== "number" || !Number.isFinite(c.nota))
    problemaDoCandidato(
      problemas,
      c,
      i,
      "nota",
      `a nota final deve ser um número; recebido ${citado(c.nota)}`,
    );
  if (!Array.isArray(c.listas)) {
    problemaDoCandidato(
      problemas,
      c,
      i,
      "listas",
      'informe as listas em que o candidato está classificado, como ["AC", "PPP"]',
    );
  } else {
    let vistas = 0;
    for (const l of c.listas as unknown[]) {
      const k = LISTAS.indexOf(l as Lista);
      if (k < 0) {
        problemaDoCandidato(
          problemas,
          c,
          i,
          "listas",
          `lista desconhecida ${citado(l)}; use ${LISTAS.join(", ")}`,
        );
        continue;
      }
      if (vistas & (1 << k)) problemaDoCandidato(problemas, c, i, "listas", `lista ${citado(l)} repetida`);
      vistas |= 1 << k;
      if (ctx.listas && !ctx.listas.includes(l as Lista)) {
        problemaDoCandidato(
          problemas,
          c,
          i,
          "listas",
          `a lista ${citado(l)} não existe neste edital; as listas são ${ctx.listas.join(", ")}`,
        );
      }
    }
  }
  if (c.confirmacao !== undefined) {
    if (!ehObjeto(c.confirmacao)) {
      problemaDoCandidato(problemas, c, i, "confirmacao", 'use um objeto como {"PPP": "confirmada"}');
    } else {
      for (const [lista, valor] of Object.entries(c.confirmacao)) {
        if (lista === "AC" || !(LISTAS as readonly string[]).includes(lista)) {
          problemaDoCandidato(
            problemas,
            c,
            i,
            `confirmacao.${lista}`,
            "só há confirmação para as listas reservadas (PPP, IND, QUI, PPIQ, PCD)",
          );
        } else if (!CONFIRMACOES.includes(valor as string)) {
          problemaDoCandidato(
            problemas,
            c,
            i,
            `confirmacao.${lista}`,
            `resultado desconhecido ${citado(valor)}; use ${CONFIRMACOES.join(", ")}`,
          );
        }
      }
    }
  }
  if (c.situacao !== undefined && !SITUACOES.includes(c.situacao as string)) {
    problemaDoCandidato(
      problemas,
      c,
      i,
      "situacao",
      `situação desconhecida ${citado(c.situacao)}; use ${SITUACOES.join(", ")}`,
    );
  }
  if (c.nascimento !== undefined && !dataValida(c.nascimento, ctx.datas)) {
    problemaDoCandidato(
      problemas,
      c,
      i,
      "nascimento",
      `data inválida ${citado(c.nascimento)}; escreva AAAA-MM-DD`,
    );
  }
  if (c.desempate !== undefined) {
    if (!ehObjeto(c.desempate))
      problemaDoCandidato(problemas, c, i, "desempate", 'use um objeto de números, como {"redacao": 8.5}');
    else {
      for (const [campo, v] of Object.entries(c.desempate)) {
        if (typeof v !== "number" || !Number.isFinite(v))
          problemaDoCandidato(problemas, c, i, `desempate.${campo}`, `use um número; recebido ${citado(v)}`);
      }
    }
  }
  if (c.situacao === "nomeado") {
    const p = c.posicaoNomeacao;
    if (!ehInteiro(p, 1)) {
      problemaDoCandidato(
        problemas,
        c,
        i,
        "posicaoNomeacao",
        "candidato já nomeado: informe a posição que ocupa na ordem de nomeação (inteiro ≥ 1)",
      );
    } else if (cargo && ehInteiro(cargo.vagas, 0)) {
      if (p > cargo.vagas)
        problemaDoCandidato(
          problemas,
          c,
          i,
          "posicaoNomeacao",
          `posição ${p}, mas o cargo "${cargo.id}" tem ${contar(cargo.vagas, "vaga")}`,
        );
      const chave = `${cargo.id}\u0000${p}`;
      if (ctx.posicoes.has(chave))
        problemaDoCandidato(
          problemas,
          c,
          i,
          "posicaoNomeacao",
          `a posição ${p} do cargo "${cargo.id}" já é de outro nomeado`,
        );
      ctx.posicoes.add(chave);
    }
  } else if (c.posicaoNomeacao !== undefined) {
    problemaDoCandidato(problemas, c, i, "posicaoNomeacao", 'só vale para a situação "nomeado"');
  }
}

/**
 * Checks a concurso as read from JSON (or built by another front end) and returns it typed. Throws
 * ErroDeEntrada listing every problem, each naming the cargo or the candidate (id and row) and the
 * field, in Portuguese. The input is not copied.
 */
export function lerConcurso(json: unknown): Concurso {
  const problemas: Problema[] = [];
  if (!ehObjeto(json)) {
    throw new ErroDeEntrada([
      { campo: "concurso", mensagem: 'esperado um objeto {"edital", "cargos", "candidatos"}' },
    ]);
  }
  const edital = verificarEdital(json.edital, problemas);
  const listas = edital?.listas ?? null;
  const cargos = verificarCargos(json.cargos, listas, problemas);
  if (ehObjeto(json.edital)) {
    // The groups' shape is also the schema's (same messages): each problem is said once.
    const doAgrupamento: Problema[] = [];
    verificarAgrupamento(
      json.edital.agrupamento,
      Array.isArray(json.cargos) ? new Set(cargos.keys()) : null,
      doAgrupamento,
    );
    const ditos = new Set(problemas.map((p) => `${p.campo}\u0000${p.mensagem}`));
    problemas.push(...doAgrupamento.filter((p) => !ditos.has(`${p.campo}\u0000${p.mensagem}`)));
  }
  if (!Array.isArray(json.candidatos)) {
    problemas.push({ campo: "candidatos", mensagem: "informe a lista de candidatos (pode ser vazia)" });
  } else {
    const ctx: ContextoDosCandidatos = {
      listas,
      cargos,
      ids: new Set(),
      posicoes: new Set(),
      datas: new Map(),
    };
    json.candidatos.forEach((c: unknown, i: number) => verificarCandidato(c, i, ctx, problemas));
  }
  if (json.convocacoes !== undefined) {
    const contexto = { listas, cargos: new Set(cargos.keys()), candidatos: json.candidatos };
    verificarConvocacoes(json.convocacoes, contexto, problemas);
  }
  if (problemas.length) throw new ErroDeEntrada(problemas);
  return json as unknown as Concurso;
}
