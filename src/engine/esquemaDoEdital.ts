/**
 * The edital as data, in one valibot schema: the TypeScript type (`Edital`, re-exported by tipos.ts),
 * the Portuguese message of every structural problem with the field's path (`lerEdital`) and the
 * README's table of fields (scripts/doc-edital.ts reads the descriptions) all come from here.
 *
 * Only the shape is checked here (types, known names, whole numbers, dates). What the law bounds per
 * regime (percentages, the PcD range, the regime the date chooses) stays in percentuais.ts and
 * regimes.ts, where each refusal cites its article.
 */
import { citado } from "./citado";
import * as v from "valibot";
import type { ModoArredondamento } from "./arredondamento";
import { ehDataValida } from "./datas";
import { ErroDeEntrada } from "./erroDeEntrada";
import { LISTAS, type ListaReservada, type RegimeId } from "./vocabulario";

/** Compile-time equality: the schema accepts exactly the names tipos.ts declares, no more, no less. */
type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exato = <T extends true>(_: T) => undefined;

const REGIMES = ["lei-12990", "lei-15142", "decreto-12536", "edital"] as const;
exato<Igual<(typeof REGIMES)[number], RegimeId>>(true);
const RESERVADAS = ["PPP", "IND", "QUI", "PPIQ", "PCD"] as const;
exato<Igual<(typeof RESERVADAS)[number], ListaReservada>>(true);
const MODOS_DE_ARREDONDAMENTO = ["meio-para-cima", "teto", "piso"] as const;
exato<Igual<(typeof MODOS_DE_ARREDONDAMENTO)[number], ModoArredondamento>>(true);
const MODOS_DE_ORDEM = ["serie-padrao", "proporcional", "posicoes-fixas", "primeira-e-intervalo"] as const;
const CASCATAS = ["lei", "direto-para-ampla"] as const;

export const ou = (nomes: readonly string[]) => nomes.join(", ");
export const recebido = (issue: v.BaseIssue<unknown>) => `; recebido ${citado(issue.input)}`;

/** "a", "b" e "c": the keys an object may have, as its unknown-key message lists them. */
const chaves = (nomes: readonly string[]) => {
  const aspas = nomes.map((n) => `"${n}"`);
  return aspas.length < 2 ? aspas.join("") : `${aspas.slice(0, -1).join(", ")} e ${aspas[aspas.length - 1]}`;
};

/**
 * An object of fixed keys: an unknown key is named with the keys it may have (`onde` says where, when
 * the field path alone does not); any other wrong value gets `comoEscrever`.
 */
export function objeto<E extends v.ObjectEntries>(
  entradas: E,
  comoEscrever: (issue: v.BaseIssue<unknown>) => string,
  onde = "",
) {
  return v.strictObject(entradas, (issue) =>
    issue.expected === "never"
      ? `campo desconhecido ${issue.received}${onde}; use ${chaves(Object.keys(entradas))}`
      : comoEscrever(issue),
  );
}

/** An object whose keys are the reserved lists, each optional. */
function porLista<S extends v.GenericSchema>(valor: S) {
  const entradas = Object.fromEntries(RESERVADAS.map((l) => [l, v.optional(valor)])) as {
    [L in ListaReservada]: v.OptionalSchema<S, undefined>;
  };
  return v.strictObject(entradas, (issue) =>
    issue.expected === "never"
      ? `lista desconhecida ${issue.received}; use ${ou(RESERVADAS)}`
      : `use um objeto com as listas (${ou(RESERVADAS)})${recebido(issue)}`,
  );
}

export const inteiro = (minimo: number, oQue: string) =>
  v.pipe(
    v.number((i) => `${oQue} deve ser um número inteiro${recebido(i)}`),
    v.safeInteger((i) => `${oQue} deve ser um número inteiro${recebido(i)}`),
    v.minValue(minimo, (i) => `${oQue} deve ser ${minimo} ou mais${recebido(i)}`),
  );

/** A date AAAA-MM-DD that exists; `mensagem` says what is wrong with anything else. */
const data = (mensagem: (i: v.BaseIssue<unknown>) => string) =>
  v.pipe(
    v.string(mensagem),
    v.check((t: string) => ehDataValida(t), mensagem),
  );

const SEMENTE = "informe a semente do sorteio publicada no edital (um texto não vazio)";

export const simOuNao = v.boolean("use true ou false");

const lista = v.picklist(LISTAS, (i) => `lista desconhecida ${i.received}; use ${ou(LISTAS)}`);

const percentualInvalido = (i: v.BaseIssue<unknown>) =>
  `percentual inválido ${citado(i.input)}; escreva um número, como 25 ou 2.5`;
const percentual = v.pipe(v.number(percentualInvalido), v.finite(percentualInvalido));

const criterioDesempate = v.union(
  [
    v.picklist(["idade-60", "idade"]),
    v.strictObject({
      campo: v.string(),
      ordem: v.optional(v.picklist(["maior", "menor"])),
      rotulo: v.optional(v.string()),
    }),
  ],
  'critério inválido; use "idade-60", "idade" ou {"campo": "nome", "ordem": "maior" | "menor"}',
);

const passoDaCascata = objeto(
  {
    de: lista,
    para: v.pipe(
      v.array(lista, 'use a lista de destinos, como ["AC"]'),
      v.minLength(1, "informe ao menos uma lista de destino"),
    ),
  },
  (i) => `cada passo da cascata é um objeto como {"de": "QUI", "para": ["AC"]}${recebido(i)}`,
  " no passo da cascata",
);

const ENTRADAS_DAS_OPCOES = {
  arredondamento: v.optional(
    v.pipe(
      porLista(
        v.picklist(
          MODOS_DE_ARREDONDAMENTO,
          (i) => `modo de arredondamento desconhecido ${i.received}; use ${ou(MODOS_DE_ARREDONDAMENTO)}`,
        ),
      ),
      v.description(
        "Arredondamento de cada lista: `meio-para-cima` (fração de 0,5 ou mais sobe), `teto` (qualquer fração sobe) ou `piso` (qualquer fração desce); num regime federal, o que reserva menos que o ato sai com aviso. Padrão: meio-para-cima nas listas raciais (Lei 15.142, art. 5º, § 2º), teto em PcD (Decreto 9.508, art. 1º, § 3º).",
      ),
    ),
  ),
  minimoDeVagas: v.optional(
    v.pipe(
      objeto(
        {
          racial: v.optional(inteiro(1, "o mínimo de vagas da reserva racial")),
          PCD: v.optional(inteiro(1, "o mínimo de vagas da reserva de PcD")),
        },
        (i) => `use um objeto como {"racial": 4, "PCD": 5}${recebido(i)}`,
      ),
      v.description(
        'Menor número de vagas a partir do qual cada reserva se aplica: `{"racial": n, "PCD": n}`. Padrão: o do regime (reserva racial a partir de 2 vagas, Lei 15.142, art. 5º, caput; de 3, Lei 12.990, art. 1º, § 1º; PcD a partir de 1 vaga, Decreto 9.508, art. 1º).',
      ),
    ),
  ),
  tetoPcd: v.optional(
    v.pipe(
      v.nullable(
        v.pipe(
          v.number((i) => `o teto de PcD é um percentual ou null${recebido(i)}`),
          v.minValue(0, (i) => `o teto de PcD fica entre 0 e 100${recebido(i)}`),
          v.maxValue(100, (i) => `o teto de PcD fica entre 0 e 100${recebido(i)}`),
        ),
      ),
      v.description(
        "Teto da reserva de PcD em percentual das vagas, ou `null` para nenhum. Padrão: 20 (Lei 8.112, art. 5º, § 2º).",
      ),
    ),
  ),
  cascata: v.optional(
    v.pipe(
      v.union(
        [v.picklist(CASCATAS), v.array(passoDaCascata)],
        `use "lei", "direto-para-ampla" ou uma lista de passos como [{"de": "QUI", "para": ["AC"]}]`,
      ),
      v.description(
        'Para onde vão as vagas reservadas não preenchidas: `"lei"` (a cascata do regime), `"direto-para-ampla"` ou os passos do edital, `[{"de": "QUI", "para": ["AC"]}, …]`, tentados em ordem. Padrão: `"lei"`.',
      ),
    ),
  ),
  series: v.optional(
    v.pipe(
      porLista(
        objeto(
          {
            primeira: inteiro(1, "a primeira posição"),
            intervalo: inteiro(1, "o intervalo"),
          },
          (i) => `use um objeto como {"primeira": 10, "intervalo": 10}${recebido(i)}`,
        ),
      ),
      v.description(
        'Com `modoOrdem` `"primeira-e-intervalo"`: a primeira posição e o intervalo de cada lista nomeada, como `{"IND": {"primeira": 10, "intervalo": 10}}`; as outras listas seguem a série padrão.',
      ),
    ),
  ),
  agrupamento: v.optional(
    v.pipe(
      v.array(
        objeto(
          {
            cargos: v.pipe(
              v.array(
                v.string((i) => `cargo ${citado(i.input)} não está na lista de cargos`),
                'informe os cargos do grupo pelos seus ids, como ["C1", "C2"]',
              ),
              v.minLength(1, 'informe os cargos do grupo pelos seus ids, como ["C1", "C2"]'),
            ),
            sorteio: v.pipe(
              v.string(SEMENTE),
              v.check((t: string) => t.trim() !== "", SEMENTE),
            ),
          },
          () => 'cada grupo é um objeto com "cargos" e "sorteio"',
        ),
        'use uma lista de grupos, como [{"cargos": ["C1", "C2"], "sorteio": "semente publicada"}]',
      ),
      v.description(
        "Cargos cuja reserva é calculada sobre o total de vagas do grupo e distribuída entre eles (Decreto 12.536, art. 20); o empate por uma vaga reservada é decidido por sorteio reproduzível a partir da semente publicada.",
      ),
    ),
  ),
  trintaPorCentoPrimeiro: v.optional(
    v.pipe(
      simOuNao,
      v.description(
        "Calcula primeiro os 30% e depois os divide entre as listas raciais (alguns editais), em vez de cada lista separadamente. Padrão: false.",
      ),
    ),
  ),
  reversaoPcdPara: v.optional(
    v.pipe(lista, v.description("Lista que recebe as vagas de PcD não preenchidas. Padrão: AC.")),
  ),
  pcdNaRegraDoMaiorPercentual: v.optional(
    v.pipe(
      simOuNao,
      v.description(
        "PcD entra na regra do maior percentual do Decreto 12.536, art. 21. Padrão: false (reservas concomitantes).",
      ),
    ),
  ),
  desempate: v.optional(
    v.pipe(
      v.array(criterioDesempate, 'use uma lista de critérios, como ["idade-60"]'),
      v.description(
        'Critérios de desempate depois da nota, em ordem: `"idade-60"`, `"idade"` ou `{"campo", "ordem", "rotulo"}`. Padrão: `["idade-60"]` (Lei 10.741, art. 27).',
      ),
    ),
  ),
  modoOrdem: v.optional(
    v.pipe(
      v.picklist(
        MODOS_DE_ORDEM,
        (i) => `modo de ordem desconhecido ${i.received}; use ${ou(MODOS_DE_ORDEM)}`,
      ),
      v.description(
        "Como a ordem de nomeação alterna as listas: `serie-padrao`, `proporcional`, `posicoes-fixas` (com `posicoesFixas`) ou `primeira-e-intervalo` (com `series`). Padrão: serie-padrao.",
      ),
    ),
  ),
  posicoesFixas: v.optional(
    v.pipe(
      porLista(v.array(inteiro(1, "a posição"), "use a lista de posições, como [3, 8, 13]")),
      v.description(
        'Com `modoOrdem` `"posicoes-fixas"`: as posições (a partir de 1) de cada lista reservada, como o edital publicou.',
      ),
    ),
  ),
  dataReferenciaIdade: v.optional(
    v.pipe(
      data((i) => `data inválida ${citado(i.input)}; escreva AAAA-MM-DD`),
      v.description(
        "Data (AAAA-MM-DD) em que se conta a idade de 60 anos do desempate. Padrão: a data de publicação do edital.",
      ),
    ),
  ),
};

/** The confirmation stage (RULES § 9): the edital's choices, each optional (the federal rule otherwise,
 *  escolhasDaConfirmacao.ts). */
/** A missing field is named; anything else wrong gets how to write the object. */
const faltaOu = (campos: string, comoEscrever: string) => (i: v.BaseIssue<unknown>) =>
  i.input === undefined && i.path?.length
    ? `falta o campo ${citado(i.path.at(-1)!.key)} (${campos})`
    : `${comoEscrever}${recebido(i)}`;
const DESTINOS_DA_AUSENCIA = ["ampla", "eliminado"] as const;
const destinoDaAusencia = (oQue: string) =>
  v.picklist(
    DESTINOS_DA_AUSENCIA,
    (i) => `${oQue}: use "ampla" (perde só a reserva) ou "eliminado"${recebido(i)}`,
  );
const comissao = (qual: string) =>
  objeto(
    {
      integrantes: v.pipe(
        inteiro(1, `o número de integrantes da ${qual}`),
        v.check(
          (n: number) => n % 2 === 1,
          (i) =>
            `a ${qual} tem um número ímpar de integrantes, para que a maioria sempre decida${recebido(i)}`,
        ),
      ),
      decisao: v.picklist(["maioria"], (i) => `a ${qual} decide por "maioria"${recebido(i)}`),
    },
    faltaOu('"integrantes" e "decisao"', 'use um objeto como {"integrantes": 5, "decisao": "maioria"}'),
    ` na ${qual}`,
  );
const documento = v.pipe(
  v.string((i) => `cada documento é um texto, como "certificacao-palmares"${recebido(i)}`),
  v.check((t: string) => t.trim() !== "", "o nome do documento não pode ficar vazio"),
);
const documentos = (campo: "aceitos" | "exigidos") =>
  v.pipe(
    v.array(documento, `use a lista de documentos, como ["declaracao-tres-liderancas"]`),
    v.minLength(1, `informe ao menos um documento em "${campo}"`),
  );
const regraDeDocumentos = v.variant(
  "regra",
  [
    objeto(
      { regra: v.literal("algum"), aceitos: documentos("aceitos") },
      faltaOu("a lista dos documentos aceitos", 'use {"regra": "algum", "aceitos": [...]}'),
      ' na regra "algum"',
    ),
    objeto(
      { regra: v.literal("todos"), exigidos: documentos("exigidos") },
      faltaOu("a lista dos documentos exigidos", 'use {"regra": "todos", "exigidos": [...]}'),
      ' na regra "todos"',
    ),
  ],
  (i) =>
    `use {"regra": "algum", "aceitos": [...]} (basta um dos documentos) ou {"regra": "todos", "exigidos": [...]}${recebido(i)}`,
);
const convocacaoParaConfirmacao = v.variant(
  "modo",
  [
    objeto(
      { modo: v.literal("todos-habilitados") },
      (i) => `use {"modo": "todos-habilitados"}${recebido(i)}`,
      ' no modo "todos-habilitados"',
    ),
    objeto(
      {
        modo: v.literal("limite-por-lista"),
        limite: porLista(inteiro(1, "o limite de convocados da lista")),
        empatesNaUltimaPosicao: v.optional(
          v.picklist(
            ["convocar-todos"],
            (i) => `os empatados na última posição são todos convocados: use "convocar-todos"${recebido(i)}`,
          ),
        ),
        convocacaoSuplementar: v.optional(simOuNao),
      },
      faltaOu(
        'o limite de cada lista, como {"PPP": 3}',
        'use um objeto como {"modo": "limite-por-lista", "limite": {"PPP": 3}, "empatesNaUltimaPosicao": "convocar-todos", "convocacaoSuplementar": false}',
      ),
      ' no modo "limite-por-lista"',
    ),
  ],
  (i) =>
    `use {"modo": "todos-habilitados"} ou {"modo": "limite-por-lista", "limite": {"PPP": 3}}${recebido(i)}`,
);
const ESQUEMA_DA_CONFIRMACAO = objeto(
  {
    convocacao: v.optional(convocacaoParaConfirmacao),
    comissao: v.optional(comissao("comissão")),
    comissaoRecursal: v.optional(comissao("comissão recursal")),
    prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes: v.optional(simOuNao),
    ausencia: v.optional(destinoDaAusencia("a ausência ao procedimento")),
    recusaDeFilmagem: v.optional(destinoDaAusencia("a recusa de filmagem")),
    ausenciaPcd: v.optional(destinoDaAusencia("a ausência à avaliação da deficiência")),
    notaDeCorteAmpla: v.optional(
      v.pipe(
        v.number((i) => `a nota de corte da ampla concorrência é um número${recebido(i)}`),
        v.finite((i) => `a nota de corte da ampla concorrência é um número${recebido(i)}`),
      ),
    ),
    documentosIndigena: v.optional(regraDeDocumentos),
    documentosQuilombola: v.optional(regraDeDocumentos),
  },
  (i) =>
    `use um objeto com as escolhas da confirmação, como {"comissao": {"integrantes": 5, "decisao": "maioria"}}${recebido(i)}`,
  " da confirmação",
);

const ENTRADAS_DO_EDITAL = {
  dataPublicacao: v.optional(
    v.pipe(
      data((i) => `data inválida ${citado(i.input)}; escreva AAAA-MM-DD, por exemplo 2025-09-01`),
      v.description(
        "Data de publicação do edital (AAAA-MM-DD); escolhe o regime quando `regime` não vem (Lei 15.142, art. 11; Decreto 12.536, art. 25).",
      ),
    ),
  ),
  regime: v.optional(
    v.pipe(
      v.picklist(REGIMES, (i) => `regime desconhecido ${i.received}; use ${ou(REGIMES)}`),
      v.description(
        `Regime indicado no edital: ${REGIMES.map((r) => `\`${r}\``).join(", ")} (órgão não vinculado aos atos federais: listas e percentuais só os de \`percentuais\`). A data, quando vem, precisa concordar com o regime federal indicado.`,
      ),
    ),
  ),
  percentuais: v.optional(
    v.pipe(
      porLista(percentual),
      v.description(
        "Percentuais do edital por lista (25 = 25%), no máximo duas casas decimais; os limites de cada regime são conferidos pelo motor. Padrão: os do regime.",
      ),
    ),
  ),
  ...ENTRADAS_DAS_OPCOES,
  confirmacao: v.optional(
    v.pipe(
      ESQUEMA_DA_CONFIRMACAO,
      v.description(
        'Confirmação da autodeclaração (heteroidentificação, documentos, deficiência): `convocacao` (`{"modo": "todos-habilitados"}` ou `{"modo": "limite-por-lista", "limite": {"PPP": 3}}`), `comissao` e `comissaoRecursal` (`{"integrantes": 5, "decisao": "maioria"}`), `prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes`, `ausencia`, `recusaDeFilmagem` e `ausenciaPcd` (`"ampla"` ou `"eliminado"`), `notaDeCorteAmpla`, `documentosIndigena` e `documentosQuilombola`. Padrão: a regra federal (Lei 15.142, art. 3º; Decreto 12.536, arts. 14 e 15; IN Conjunta MGI/MIR/MPI 261/2025, citada pelos editais): todos os habilitados convocados, comissão de 5 e recursal de 3 por maioria, ausência perde só a reserva.',
      ),
    ),
  ),
  validade: v.optional(
    v.pipe(
      objeto(
        {
          homologacao: data((i) => `informe a data da homologação (AAAA-MM-DD)${recebido(i)}`),
          meses: v.pipe(
            inteiro(1, "a validade em meses"),
            v.maxValue(24, (i) => `a validade é de 1 a 24 meses (Constituição, art. 37, III)${recebido(i)}`),
          ),
          prorrogada: v.optional(simOuNao),
        },
        () => 'use um objeto como {"homologacao": "2026-01-15", "meses": 24, "prorrogada": false}',
      ),
      v.description(
        'Validade do concurso, para as convocações: `{"homologacao": "AAAA-MM-DD", "meses": 1 a 24, "prorrogada": true | false}` (Constituição, art. 37, III).',
      ),
    ),
  ),
};

const desconhecido = (i: v.BaseIssue<unknown>) =>
  i.expected === "never"
    ? `campo desconhecido ${i.received}; os campos do edital são ${ou(Object.keys(ENTRADAS_DO_EDITAL))}`
    : "informe o edital: um objeto com dataPublicacao (AAAA-MM-DD) ou regime";

export const ESQUEMA_DAS_OPCOES = v.strictObject(ENTRADAS_DAS_OPCOES, desconhecido);
export const ESQUEMA_DO_EDITAL = v.strictObject(ENTRADAS_DO_EDITAL, desconhecido);

/** Where the law is silent or leaves the choice to the edital (RULES.md §§ 2, 3, 5). */
export type OpcoesEdital = v.InferOutput<typeof ESQUEMA_DAS_OPCOES>;
export type Edital = v.InferOutput<typeof ESQUEMA_DO_EDITAL>;

export type Problema = { campo: string; mensagem: string };

/** valibot's issues as the engine's problems. A union's own message is vague ("use … ou …"); for an
 *  array, the issues of the array branch say where (their paths are relative to the union's). */
function problemasDoValibot(issues: readonly v.BaseIssue<unknown>[], campo: string): Problema[] {
  return issues.flatMap((issue) => {
    const caminho = `${campo}${(issue.path ?? [])
      .map((p) => (typeof p.key === "number" ? `[${p.key}]` : `.${String(p.key)}`))
      .join("")}`;
    if (issue.type === "union" && Array.isArray(issue.input) && issue.issues) {
      // A list given where a union takes one (cascata's steps): the problems of its items. Not those of
      // an object option that valibot tried on the array (its keys "0", "1"…): the union's own message.
      // (The paths of a union's inner issues start at the union.)
      const doArray = issue.issues.filter((s) => typeof s.path?.[0]?.key === "number");
      if (doArray.length) return problemasDoValibot(doArray, caminho);
    }
    return [{ campo: caminho, mensagem: emPortugues(issue) }];
  });
}

/**
 * Every message of the schema is written in Portuguese; valibot's own default ("Invalid key: Expected
 * …"), where a case slipped through, is said in Portuguese from the issue's facts instead of in English.
 */
function emPortugues(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  const chave = issue.path?.at(-1)?.key;
  if (issue.kind === "schema" && issue.type.endsWith("object") && issue.received === "undefined")
    return `falta o campo ${issue.expected ?? citado(chave)}`;
  if (issue.expected === "never" && chave !== undefined) return `campo desconhecido ${citado(chave)}`;
  return `valor inválido${recebido(issue)}`;
}

/**
 * Keys that JSON.parse makes own properties but valibot's objects pass over ("__proto__"): refused as
 * any unknown field, wherever they are, rather than silently accepted.
 */
function chavesDoPrototipo(json: unknown, campo: string, problemas: Problema[] = []): Problema[] {
  if (typeof json !== "object" || json === null) return problemas;
  for (const [chave, valor] of Object.entries(json)) {
    const caminho = Array.isArray(json) ? `${campo}[${chave}]` : `${campo}.${chave}`;
    if (chave === "__proto__") problemas.push({ campo: caminho, mensagem: 'campo desconhecido "__proto__"' });
    else chavesDoPrototipo(valor, caminho, problemas);
  }
  return problemas;
}

/** The edital's problems (none when it is well formed); `campo` names the object in the messages.
 *  valibot takes an array for an object with no fields: the edital itself has to be an object. */
export function problemasDoEdital(json: unknown, campo = "edital"): Problema[] {
  return problemasDoEsquema(ESQUEMA_DO_EDITAL, json, campo);
}

/** An object's problems by its schema (the edital's, a phase's). valibot takes an array for an object
 *  with no fields: an array is refused as what it is not. */
export function problemasDoEsquema(esquema: v.GenericSchema, json: unknown, campo: string): Problema[] {
  const r = v.safeParse(esquema, Array.isArray(json) ? null : json);
  return [...(r.success ? [] : problemasDoValibot(r.issues, campo)), ...chavesDoPrototipo(json, campo)];
}

/** The edital as read from JSON (a file, the workbook's settings): typed, or ErroDeEntrada with every
 *  problem, each with its field (`edital.percentuais.PPP`). */
export function lerEdital(json: unknown, campo = "edital"): Edital {
  const lista = problemasDoEdital(json, campo);
  if (lista.length) throw new ErroDeEntrada(lista);
  return json as Edital;
}
