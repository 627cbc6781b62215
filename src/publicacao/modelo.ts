/**
 * A publicação: the document a clerk sends to the Diário Oficial — the final result of the concurso per
 * cargo (the quadro and its legal basis, each list in classification order, the nomination order, the
 * reversions and the ties still open), the draws, and the acts of the calls already recorded — as one
 * pure model. The .docx (docx.ts) and the "Publicação" sheet (folha.ts) render it.
 *
 * Names and numbers come only from the result and the concurso it was computed from; every text that
 * came from a cell passes through `daCelula` (characters XML cannot hold replaced, line breaks and tabs
 * turned into spaces), so no rendering can be broken by what a clerk's cell held. What only the clerk
 * knows (the authority, the number of the edital, the date of signature) is a blank, `{ preencher }`,
 * marked in both renderings.
 */
import { ATOS, type AtoId } from "../engine/citacoes";
import { textoDoAto } from "../engine/convocacoes";
import { formatarData } from "../engine/datas";
import { lerLivro } from "../engine/livroDeConvocacoes";
import { contar, nomeDaLista } from "../engine/notas";
import { LISTAS } from "../engine/tipos";
import type {
  Concurso,
  Desfecho,
  EntradaLista,
  Lista,
  Quadro,
  Resultado,
  ResultadoCargo,
} from "../engine/tipos";
import { listasDoResultado } from "../folhas/comum";
import { tornarLegivel } from "../planilha/caracteresDoXml";

/** A piece of text: fixed or from the data (a string), or a blank the clerk fills before publishing. */
export type Trecho = string | { preencher: string };

/** A paragraph's role, which each rendering turns into its style. */
export type Estilo = "titulo" | "subtitulo" | "secao" | "texto" | "assinatura";

export interface Paragrafo {
  tipo: "paragrafo";
  estilo: Estilo;
  trechos: Trecho[];
}

export interface TabelaDoDocumento {
  tipo: "tabela";
  cabecalho: string[];
  /** Numbers stay numbers (the sheet keeps them as values; the .docx writes them in pt-BR). */
  linhas: (string | number)[][];
  /** Columns of numbers, centred in the renderings. */
  numeros: number[];
}

export type Bloco = Paragrafo | TabelaDoDocumento;

export interface Publicacao {
  blocos: Bloco[];
}

export interface EntradaPublicacao {
  concurso: Concurso;
  resultado: Resultado;
}

/** The acts of the reserve, in the order they are cited; each regime takes those that govern it. */
const ATOS_DA_RESERVA: readonly AtoId[] = ["lei-12990", "lei-15142", "decreto-12536", "decreto-9508"];

/** Outcomes of the people a list publishes (the others left the concurso or were not ranked). */
const PUBLICADOS: ReadonlySet<Desfecho> = new Set<Desfecho>([
  "nomeado-nesta-lista",
  "nomeado-em-outra-lista",
  "aguardando",
  "apenas-informativo",
]);

const AUTORIDADE = { preencher: "CARGO DA AUTORIDADE" };
const ORGAO = { preencher: "NOME DO ÓRGÃO OU ENTIDADE" };

/** A text from the clerk's cells, safe for both renderings: one line, nothing XML refuses. */
export function daCelula(texto: string): string {
  return tornarLegivel(texto)
    .replace(/[\t\r\n\u2028\u2029]+/g, " ")
    .trim();
}

/** A blank's text as both renderings show it: "[CARGO DA AUTORIDADE]". */
export function textoDoTrecho(t: Trecho): string {
  return typeof t === "string" ? t : `[${t.preencher}]`;
}

export function paragrafo(estilo: Estilo, ...trechos: Trecho[]): Paragrafo {
  return { tipo: "paragrafo", estilo, trechos };
}

/** "a, b e c". */
function enumerar(itens: readonly string[]): string {
  return itens.length <= 1 ? (itens[0] ?? "") : `${itens.slice(0, -1).join(", ")} e ${itens.at(-1)}`;
}

/** "na Lei nº 15.142/2025, no Decreto nº 12.536/2025 e no Decreto nº 9.508/2018". */
function atosCitados(regime: Resultado["regime"]): string {
  const atos = ATOS_DA_RESERVA.filter((id) => ATOS[id].regimes.includes(regime)).map((id) => {
    const nome = ATOS[id].nome;
    return `${nome.startsWith("Lei") ? "na" : "no"} ${nome}`;
  });
  return enumerar(atos);
}

/** Scores as published: "89,35", "70,00". */
export function formatarNota(nota: number): string {
  return nota.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** What a person's line in a list says of them. */
function situacao(
  e: EntradaLista,
  regime: Resultado["regime"],
  listaDaVaga: ReadonlyMap<string, Lista | null>,
): string {
  const texto = (() => {
    switch (e.desfecho) {
      case "nomeado-nesta-lista":
        return "Nas vagas desta lista";
      case "nomeado-em-outra-lista": {
        const lista = listaDaVaga.get(e.candidato);
        return lista ? `Nas vagas de ${nomeDaLista(regime, lista)}` : "Nas vagas de outra lista";
      }
      case "aguardando":
        return "Cadastro de reserva";
      default:
        return "Informativo: classificado(a) em outra reserva";
    }
  })();
  return e.provisorio ? `${texto} (provisório)` : texto;
}

/** "… 13 vagas restantes. Fundamento: Edital (…)." — the provision after the sentence, not in
 *  parentheses (a citation often carries its own). */
export function comFundamento(nota: { texto: string; fundamento: string }): string {
  return `${nota.texto} Fundamento: ${nota.fundamento}.`;
}

/** Per cargo: its numbered sections, in the order of such acts. */
function secoesDoCargo(
  n: number,
  cargo: ResultadoCargo,
  e: EntradaPublicacao,
  ctx: { nomes: ReadonlyMap<string, string>; listaDaVaga: ReadonlyMap<string, Lista | null> },
): Bloco[] {
  const { concurso, resultado } = e;
  const regime = resultado.regime;
  const nomeDoCargo = daCelula(concurso.cargos.find((c) => c.id === cargo.id)?.nome ?? cargo.id);
  const listas = listasDoResultado(resultado);
  const houveReversao = cargo.reversoes.length > 0;
  const blocos: Bloco[] = [paragrafo("secao", `${n}. DO CARGO DE ${nomeDoCargo.toLocaleUpperCase("pt-BR")}`)];
  let k = 0;
  const secao = (titulo: string) => blocos.push(paragrafo("secao", `${n}.${++k}. ${titulo}`));
  const nome = (id: string) => ctx.nomes.get(id) ?? "";

  secao("Do quadro de vagas");
  blocos.push(
    paragrafo(
      "texto",
      `O cargo de ${nomeDoCargo} tem ${contar(cargo.vagas, "vaga")}, assim distribuída${cargo.vagas === 1 ? "" : "s"} entre as listas:`,
    ),
    {
      tipo: "tabela",
      cabecalho: ["Lista", "Vagas", ...(houveReversao ? ["Após as reversões"] : [])],
      linhas: listas.map((l) => [
        nomeDaLista(regime, l),
        cargo.quadro[l] ?? 0,
        ...(houveReversao ? [cargo.quadroFinal[l] ?? 0] : []),
      ]),
      numeros: houveReversao ? [1, 2] : [1],
    },
    paragrafo("texto", "Fundamentos:"),
    ...cargo.notas.map((nota) => paragrafo("texto", comFundamento(nota))),
  );

  for (const l of listas) {
    secao(`Da lista de ${nomeDaLista(regime, l)}`);
    const publicados = (cargo.listas[l] ?? []).filter((x) => PUBLICADOS.has(x.desfecho));
    if (publicados.length === 0) {
      blocos.push(paragrafo("texto", "Não há candidatos classificados nesta lista."));
      continue;
    }
    blocos.push({
      tipo: "tabela",
      cabecalho: ["Classificação", "Inscrição", "Nome", "Nota final", "Situação"],
      linhas: publicados.map((x) => [
        x.classificacao,
        daCelula(x.candidato),
        nome(x.candidato),
        formatarNota(x.nota),
        situacao(x, regime, ctx.listaDaVaga),
      ]),
      numeros: [0, 3],
    });
  }

  secao("Da ordem de nomeação");
  const posicoes = cargo.ordem.filter((x) => x.posicao <= cargo.vagas);
  blocos.push(
    paragrafo(
      "texto",
      `As nomeações observam a alternância e a proporcionalidade entre as listas, na ordem abaixo (${posicoes[0]?.nota?.fundamento ?? "edital"}):`,
    ),
    {
      tipo: "tabela",
      cabecalho: ["Posição", "Lista", "Inscrição", "Nome"],
      linhas: posicoes.map((x) => [
        x.posicao,
        nomeDaLista(regime, x.lista),
        x.candidato === null ? "—" : daCelula(x.candidato),
        x.candidato === null ? "Vaga sem candidato aprovado" : nome(x.candidato),
      ]),
      numeros: [0],
    },
  );

  if (houveReversao) {
    secao(cargo.reversoes.length === 1 ? "Da reversão de vagas" : "Das reversões de vagas");
    blocos.push(...cargo.reversoes.map((r) => paragrafo("texto", comFundamento(r))));
  }
  const empates = resultado.empates.filter((x) => x.cargo === cargo.id);
  if (empates.length > 0) {
    secao(empates.length === 1 ? "Do empate pendente" : "Dos empates pendentes");
    // The tie's text names the group (list, score, ranks); the act names the tied, once each.
    blocos.push(
      ...empates.map((x) =>
        paragrafo(
          "texto",
          daCelula(`${x.texto} Empatados, na ordem provisória: ${x.candidatos.join(", ")}.`),
        ),
      ),
    );
  }
  return blocos;
}

/** A cargo's reserved vagas after the draw: "pessoas pretas e pardas: 1; indígenas: 1", or "—". */
function reservadasNoSorteio(regime: Resultado["regime"], quadro: Quadro): string {
  const reservadas = LISTAS.filter((l) => l !== "AC" && (quadro[l] ?? 0) > 0);
  return reservadas.map((l) => `${nomeDaLista(regime, l)}: ${quadro[l]}`).join("; ") || "—";
}

/** The draws that decided grouped cargos' reserved vagas, with what anyone needs to re-run them. */
function secaoDosSorteios(n: number, e: EntradaPublicacao): Bloco[] {
  const sorteios = e.resultado.sorteios ?? [];
  if (sorteios.length === 0) return [];
  const nomeDoCargo = (id: string) => daCelula(e.concurso.cargos.find((c) => c.id === id)?.nome ?? id);
  return [
    paragrafo("secao", `${n}. ${sorteios.length === 1 ? "DO SORTEIO" : "DOS SORTEIOS"}`),
    ...sorteios.flatMap((s): Bloco[] => [
      paragrafo(
        "texto",
        `Grupo ${s.grupo + 1} (${enumerar(s.cargos.map((c) => nomeDoCargo(c.cargo)))}): sorteio com a semente "${daCelula(s.semente)}", pelo método: ${daCelula(s.metodo)}.`,
      ),
      {
        tipo: "tabela",
        cabecalho: ["Cargo", "Valor sorteado", "Vagas reservadas"],
        linhas: s.cargos.map((c) => [
          nomeDoCargo(c.cargo),
          daCelula(c.valor),
          reservadasNoSorteio(e.resultado.regime, c.quadro),
        ]),
        numeros: [],
      },
    ]),
  ];
}

/**
 * The acts of the calls in the ledger, as the engine words them (textoDoAto), each person with the note
 * of their position in the nomination order. The names are made safe before the engine writes them in.
 */
function secaoDasConvocacoes(n: number, e: EntradaPublicacao): Bloco[] {
  const livro = e.concurso.convocacoes ?? [];
  if (livro.length === 0) return [];
  const concurso: Concurso = {
    ...e.concurso,
    candidatos: e.concurso.candidatos.map((c) => (c.nome ? { ...c, nome: daCelula(c.nome) } : c)),
    cargos: e.concurso.cargos.map((c) => (c.nome ? { ...c, nome: daCelula(c.nome) } : c)),
  };
  const blocos: Bloco[] = [
    paragrafo("secao", `${n}. ${livro.length === 1 ? "DO ATO DE NOMEAÇÃO" : "DOS ATOS DE NOMEAÇÃO"}`),
  ];
  for (const cargo of e.resultado.cargos) {
    const notaDaPosicao = new Map(cargo.ordem.map((x) => [x.posicao, x.nota]));
    for (const { convocacao, chamados } of lerLivro(cargo.id, livro, concurso.candidatos).convocacoes) {
      const { numero, data, ato } = convocacao;
      const texto = textoDoAto(concurso, {
        numero,
        cargo: cargo.id,
        ...(data !== undefined ? { data } : {}),
        ...(ato !== undefined ? { ato: daCelula(ato) } : {}),
        chamados: chamados.map((x) => ({ ...x, nota: notaDaPosicao.get(x.posicao) })),
      });
      const [titulo, ...linhas] = texto.split("\n").filter((l) => l !== "");
      blocos.push(paragrafo("secao", titulo), ...linhas.map((l) => paragrafo("texto", l)));
    }
  }
  return blocos;
}

/** The publication of a result: the heading and preamble, each cargo, the draws, the acts, the closing. */
export function montarPublicacao(e: EntradaPublicacao): Publicacao {
  const { concurso, resultado } = e;
  const nomes = new Map<string, string>();
  for (const c of concurso.candidatos) nomes.set(c.id, c.nome ? daCelula(c.nome) : "");
  const listaDaVaga = new Map(resultado.candidatos.map((c) => [c.id, c.lista]));
  const provisorios = resultado.candidatos.filter((c) => c.provisorio).length;

  const blocos: Bloco[] = abertura(
    concurso,
    resultado.regime,
    ["RESULTADO FINAL DO CONCURSO PÚBLICO"],
    "TORNA PÚBLICO o resultado final do concurso público",
    "com a reserva de vagas prevista nessas normas, conforme segue.",
  );
  if (provisorios > 0) {
    blocos.push(
      paragrafo(
        "texto",
        `A situação marcada como provisória (${contar(provisorios, "candidato", "candidatos")}) depende da conclusão do procedimento de confirmação da autodeclaração, de decisão judicial ou do desempate, e pode ser alterada.`,
      ),
    );
  }
  let n = 0;
  for (const cargo of resultado.cargos) {
    blocos.push(...secoesDoCargo(++n, cargo, e, { nomes, listaDaVaga }));
  }
  const sorteios = secaoDosSorteios(n + 1, e);
  if (sorteios.length) n++;
  const atos = secaoDasConvocacoes(n + 1, e);
  blocos.push(...sorteios, ...atos, ...FECHO);
  return { blocos };
}

/**
 * The heading and preamble of an act the clerk publishes: the body, the edital's number and date (blanks),
 * the act's title, and "O(A) [autoridade] …, tendo em vista o disposto [nos atos da reserva], TORNA
 * PÚBLICO [o quê] … Edital nº […], publicado em …, [como]".
 */
export function abertura(
  concurso: Concurso,
  regime: Resultado["regime"],
  titulo: Trecho[],
  tornaPublico: string,
  como: string,
): Bloco[] {
  const data = concurso.edital.dataPublicacao;
  return [
    paragrafo("titulo", ORGAO),
    paragrafo("subtitulo", "EDITAL Nº ", { preencher: "NÚMERO/ANO" }, ", DE ", { preencher: "DATA" }),
    paragrafo("subtitulo", ...titulo),
    paragrafo(
      "texto",
      "O(A) ",
      AUTORIDADE,
      " do(a) ",
      ORGAO,
      `, no uso de suas atribuições legais, e tendo em vista o disposto ${atosCitados(regime)}, ${tornaPublico} regido pelo Edital nº `,
      { preencher: "NÚMERO/ANO DO EDITAL DE ABERTURA" },
      `${data ? `, publicado em ${formatarData(data)}` : ""}, ${como}`,
    ),
  ];
}

/** Place, date and signature: the end of every act the clerk publishes. */
export const FECHO: readonly Paragrafo[] = [
  paragrafo("texto", { preencher: "LOCAL" }, ", ", { preencher: "DATA" }, "."),
  paragrafo("assinatura", { preencher: "NOME DA AUTORIDADE" }),
  paragrafo("assinatura", AUTORIDADE),
];
