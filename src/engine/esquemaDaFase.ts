/**
 * The rule of a phase as data (cláusula de barreira, RULES § 8), in one valibot schema beside the
 * edital's: the type, the Portuguese message of every problem with its field, and the README's table
 * of the phase's fields (scripts/tabelaDoEdital.ts) come from here. What the rule decides is fases.ts.
 */
import * as v from "valibot";
import { decimalExato } from "./decimal";
import {
  inteiro,
  objeto,
  ou,
  problemasDoEsquema,
  recebido,
  simOuNao,
  type Problema,
} from "./esquemaDoEdital";
import { ErroDeEntrada, LISTAS } from "./tipos";
import type { Lista } from "./tipos";

const SOBRAS = ["nenhuma", "ampla"] as const;

/** An object whose keys are lists, AC included, each optional. */
function porListaComAmpla<S extends v.GenericSchema>(valor: S, exemplo: string) {
  const entradas = Object.fromEntries(LISTAS.map((l) => [l, v.optional(valor)])) as {
    [L in Lista]: v.OptionalSchema<S, undefined>;
  };
  return v.strictObject(entradas, (issue) =>
    issue.expected === "never"
      ? `lista desconhecida ${issue.received}; use ${ou(LISTAS)}`
      : `use um objeto com as listas, como ${exemplo}${recebido(issue)}`,
  );
}

const nota = (oQue: string) =>
  v.pipe(
    v.number((i) => `${oQue} deve ser um número${recebido(i)}`),
    v.finite((i) => `${oQue} deve ser um número${recebido(i)}`),
  );

const MULTIPLICADOR = "o multiplicador deve ser um número maior que zero, com até duas casas decimais";

const ENTRADAS_DO_CARGO = {
  notaMinima: v.optional(
    v.pipe(
      nota("a nota mínima"),
      v.description(
        "Nota mínima da fase: quem fica abaixo dela não segue por lista nenhuma, nem pela reserva (Lei 15.142, art. 6º; Decreto 12.536, art. 19). Sem ela, todos os classificados concorrem aos lugares.",
      ),
    ),
  ),
  limites: v.optional(
    v.pipe(
      porListaComAmpla(inteiro(0, "o limite da lista"), '{"AC": 162, "PPP": 54}'),
      v.description(
        'Quantos seguem em cada lista, como o edital escreve ("os 162 melhores classificados"): `{"AC": 162, "PPP": 54, "PCD": 11}`. Vale sobre o `multiplicador` na lista que nomeia.',
      ),
    ),
  ),
  vagas: v.optional(
    v.pipe(
      porListaComAmpla(inteiro(0, "o número de vagas da lista"), '{"AC": 6, "PPP": 3, "PCD": 1}'),
      v.description(
        "As vagas de cada lista sobre as quais o `multiplicador` se aplica. Padrão: o quadro do cargo pelas vagas e pelo regime (o publicado, quando o cargo o traz).",
      ),
    ),
  ),
};

/** The fields of the rule, for the README's table (scripts/tabelaDoEdital.ts). */
export const CAMPOS_DA_FASE = {
  ...ENTRADAS_DO_CARGO,
  multiplicador: v.optional(
    v.pipe(
      v.number(MULTIPLICADOR),
      v.finite(MULTIPLICADOR),
      v.check((n: number) => {
        const d = decimalExato(n);
        return n > 0 && d !== undefined && d.denominador <= 100n;
      }, MULTIPLICADOR),
      v.description(
        'Seguem, em cada lista, até este múltiplo das suas vagas ("até 5 vezes o número de vagas"); a fração do produto arredonda para cima.',
      ),
    ),
  ),
  sobraDasReservas: v.optional(
    v.pipe(
      v.picklist(SOBRAS, (i) => `destino desconhecido ${i.received}; use ${ou(SOBRAS)}`),
      v.description(
        'Os lugares de uma lista reservada sem candidatos bastantes: `"nenhuma"` (ficam sem uso) ou `"ampla"` (o edital os manda à ampla concorrência). Padrão: `"nenhuma"`.',
      ),
    ),
  ),
  contarNasDuasReservas: v.optional(
    v.pipe(
      simOuNao,
      v.description(
        "Quem concorre em duas reservas ocupa um lugar em cada uma (alguns editais). Padrão: false, conta numa só, a de maior percentual (Decreto 12.536, art. 21).",
      ),
    ),
  ),
  porCargo: v.optional(
    v.pipe(
      v.record(
        v.string(),
        objeto(
          ENTRADAS_DO_CARGO,
          (i) => `use, para cada cargo, um objeto como {"limites": {"AC": 30, "PPP": 10}}${recebido(i)}`,
          " na regra do cargo",
        ),
        (i) => `use um objeto com a regra de cada cargo, pelo seu id${recebido(i)}`,
      ),
      v.description(
        'A regra de um cargo, quando o edital dá a cada cargo os seus números: `{"C1": {"limites": {…}}, …}`; cada campo que o cargo dá (`limites`, `vagas`, `notaMinima`) substitui inteiro o da regra geral, e os outros vêm dela.',
      ),
    ),
  ),
};

/**
 * "How many go on" missing, in the words of who reads it: `cotas` reads the rule's JSON (its fields
 * "limites" and "multiplicador"); the pane has a box per list and one for the multiple.
 */
export const QUANTOS_SEGUEM = {
  cli: 'informe quantos seguem: "limites" por lista ou o "multiplicador" das vagas',
  painel: "informe quantos seguem em cada lista, ou um múltiplo das vagas de cada lista",
} as const;

export const ESQUEMA_DA_FASE = v.pipe(
  v.strictObject(CAMPOS_DA_FASE, (i) =>
    i.expected === "never"
      ? `campo desconhecido ${i.received}; os campos da fase são ${ou(Object.keys(CAMPOS_DA_FASE))}`
      : 'informe a regra da fase: um objeto como {"limites": {"AC": 162, "PPP": 54}, "notaMinima": 60}',
  ),
  v.check(
    (f) => f.limites !== undefined || f.multiplicador !== undefined || f.porCargo !== undefined,
    QUANTOS_SEGUEM.cli,
  ),
);

/** The rule of one phase: who goes on, per list (RULES § 8). */
export type RegraDaFase = v.InferOutput<typeof ESQUEMA_DA_FASE>;
/** What a cargo may set apart from the general rule. */
export type RegraDoCargoNaFase = NonNullable<RegraDaFase["porCargo"]>[string];

/** The rule's problems, in the words of the JSON (`cotas`, by default) or of the pane's fields. */
export function problemasDaFase(json: unknown, campo = "fase", leitor: "cli" | "painel" = "cli"): Problema[] {
  const problemas = problemasDoEsquema(ESQUEMA_DA_FASE, json, campo);
  return leitor === "cli"
    ? problemas
    : problemas.map((p) =>
        p.mensagem === QUANTOS_SEGUEM.cli ? { ...p, mensagem: QUANTOS_SEGUEM.painel } : p,
      );
}

/** The phase's rule as read from JSON: typed, or ErroDeEntrada with every problem and its field. */
export function lerRegraDaFase(json: unknown, campo = "fase"): RegraDaFase {
  const lista = problemasDaFase(json, campo);
  if (lista.length) throw new ErroDeEntrada(lista);
  return json as RegraDaFase;
}
