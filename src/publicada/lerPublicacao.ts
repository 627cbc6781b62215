/**
 * A banca's published result (the text of its PDF, or pasted text) read into one candidate per person:
 * the sections found by their header sentences, each record split into its fields by the header's
 * column order, and the same person's records of every section joined (a cotista is in the ampla
 * concorrência list and in the list of the reserve, Lei 15.142/2025 art. 3º). Every mend and every
 * refusal is a warning with its page; nothing is absorbed silently.
 */
import { citado } from "../engine/citado";
import { normalizarTexto } from "../leitura/texto";
import { paginaEm, textoDasPaginas, type TextoDasPaginas } from "./paginas";
import { cabecalhosEmPilha } from "./linhasQuebradas";
import { blocosDaTabela, listaDoBloco, type BlocoDaTabela } from "./tabela";
import { lerSecaoEmColunas } from "./tabelaEmColunas";
import { listasCorridas, type ListaCorrida } from "./textoCorrido";
import { formaDaInscricao } from "./tabelaPeloCabecalho";
import {
  cargosDoTrecho,
  comecosDeRegistro,
  comFimAntesDosSubtitulos,
  formatoDoTrecho,
  inicioDeRegistro,
  linhasDeTabela,
  nomeSemNumero,
  numeroPublicado,
  registrosDoTrecho,
  semCabecalhoDaTabela,
  subtitulosDoTrecho,
  subtitulosNaLinha,
  valoresDosSubtitulos,
  type RegistroBruto,
  type Subtitulo,
  type TrechoDeCargo,
} from "./registros";
import {
  cabecalhosDeSecao,
  ehColunaDeSubtitulo,
  nomeDaSecao,
  tituloDeOutroAto,
  papeisDasColunas,
  unirLinhas,
  type CabecalhoDeSecao,
  type PapelDaColuna,
} from "./secoes";
import type {
  AvisoDaPublicacao,
  CandidatoPublicado,
  ListaDaSecao,
  ListaNomeavel,
  PaginaDeTexto,
  PublicacaoLida,
  RecusaDaPublicacao,
  RegistroLido,
  SecaoPublicada,
} from "./tipos";
import { ondeSeIndica, type Leitor } from "../leitura/vocabulario";

/** A court's note in parentheses with a value after it in the same field. */
const NOTA_JUDICIAL_COLADA =
  /^(\(.*\b(?:sub ?judice|liminar|mandado|decis[ãa]o judicial)\b.*\))\s+([^\s()][^()]*)$/i;

/** A field that is a court's note ("(sub judice, Mandado de Segurança nº …)"), not a column's value. */
const NOTA_JUDICIAL = /^\(.*\b(?:sub ?judice|liminar|mandado|decis[ãa]o judicial)\b.*\)$/i;

/** A record's width without a court's note after its first field (the note is no column). */
function larguraSemNota(r: RegistroBruto): number {
  return r.campos.filter((c, j) => !(j > 0 && NOTA_JUDICIAL.test(c))).length;
}

/** The text cannot be read as a published result (one sentence for the clerk). */
export class PublicacaoIlegivel extends Error {}

export interface OpcoesDaPublicacao {
  /** The list of a text with no section header (a bare run of records). */
  lista?: ListaNomeavel;
  /** Whose words the messages use: the pane's (default) or `cotas`'s (leitura/vocabulario.ts). */
  leitor?: Leitor;
  /** The cargo of every candidate the text gives none (a result of one cargo). */
  cargo?: string;
}

/** How far after a numbered paragraph a record must begin for the paragraph to be inside the list. */
const LOGO_DEPOIS = 300;

const FORA_DA_LISTA = "Texto depois do último registro da seção, fora da lista: não lido como dado.";

/** A record read: its fields by role, its page and what was mended. */
type Lido = RegistroLido;

export function lerPublicacao(
  paginas: readonly PaginaDeTexto[],
  opcoes: OpcoesDaPublicacao = {},
): PublicacaoLida {
  // A header row whose column straddles it ("OBJETIVA" / "INSCRIÇÃO NOME …" / "ACERTOS"), on one line
  // before the running lines go (linhasQuebradas.ts).
  const doc = textoDasPaginas(cabecalhosEmPilha(paginas));
  const avisos: AvisoDaPublicacao[] = [...doc.avisos];
  const avisar = (offset: number, texto: string, mensagem: string) =>
    avisos.push({ pagina: paginaEm(doc, offset), texto: citado(unirLinhas(texto)), mensagem });

  const cabecalhos = cabecalhosDeSecao(doc.texto);
  // Records before the first section sentence (a text that starts mid-list, or has no sentence at all):
  // read as the list the clerk names (--lista), else said and not guessed.
  const inicioDasSecoes = cabecalhos[0]?.inicio ?? doc.texto.length;
  const textoAntes = doc.texto.slice(0, inicioDasSecoes);
  const antes = registrosDoTrecho(textoAntes, 0, formatoDoTrecho(textoAntes)).filter(
    (r) =>
      r.campos.length >= 2 &&
      /\d{5}/.test(r.campos[0]) &&
      pareceInscricao(r.campos[0]) &&
      pareceNome(r.campos[1]),
  );
  // No sentence of columns, and lines of "inscrição NOME valores": a table, one candidate per line.
  const blocos =
    cabecalhos.length === 0
      ? blocosDaTabela(
          doc.texto,
          doc.posicoes,
          doc.inicios.map((i) => i.offset),
        )
      : null;
  // Lists printed as running text, "Nome - número; …" (textoCorrido.ts), read after the sections.
  const corridas = listasCorridas(doc.texto);
  if (blocos && blocos.reduce((n, b) => n + b.linhas.length, 0) >= antes.length) {
    return lerTabela(doc, blocos, opcoes, avisos, avisar, corridas);
  }
  if (cabecalhos.length === 0 && antes.length === 0 && corridas.length === 0) {
    throw new PublicacaoIlegivel(
      'O texto não tem registros de candidatos ("inscrição, nome, notas /", "inscrição / nome / notas;" ou "inscrição, nome;"): não parece uma lista de resultado publicada pela banca.',
    );
  }
  const semFrase = (lista: ListaNomeavel): CabecalhoDeSecao => ({
    inicio: 0,
    fimDoCabecalho: 0,
    titulo: `Lista sem título no texto, lida como ${nomeDaSecao(lista)} (${opcoes.leitor === "cli" ? `--lista ${lista}` : "a lista escolhida"})`,
    lista,
    colunas: [],
  });
  let semLista: PublicacaoLida["semLista"];
  if (antes.length > 0 && opcoes.lista) {
    cabecalhos.unshift(semFrase(opcoes.lista));
  } else if (antes.length > 0 && cabecalhos.length === 0) {
    throw new PublicacaoIlegivel(
      `O texto não tem a frase que apresenta uma lista ("…, na seguinte ordem: número de inscrição, nome…"): diga de que lista ele é ${ondeSeIndica("lista", opcoes.leitor)}.`,
    );
  } else if (antes.length > 0) {
    // Counted as --lista would read them (a first record whose inscrição is on the page before counts).
    const { lidos, naoLidos } = lerSecao(doc, semFrase("AC"), inicioDasSecoes, () => {});
    // Counted even when none of them reads as --lista would (a run of another sentence's columns).
    if (lidos.length + naoLidos > 0) {
      semLista = { registros: lidos.length + naoLidos, pagina: paginaEm(doc, antes[0].offset) };
    }
    if (lidos.length === 0 && naoLidos > 0) {
      avisar(
        antes[0].offset,
        antes[0].bruto,
        `${naoLidos} registro(s) antes da primeira frase de seção, sem a frase das suas colunas: não lidos (nem com --lista). Confira no PDF a frase que os apresenta.`,
      );
    }
    if (lidos.length > 0) {
      avisar(
        antes[0].offset,
        antes[0].bruto,
        `${lidos.length} registro(s) antes da primeira frase de seção, sem lista que os apresente: não lidos. Diga a lista deles ${ondeSeIndica("lista", opcoes.leitor)}.`,
      );
    }
  }

  const secoes: SecaoPublicada[] = [];
  const porSecao: RegistrosDaSecao[] = [];
  // The published names of a section's values: its columns but the inscrição and the name.
  const colunasDosValoresDe = (cab: CabecalhoDeSecao, colunas: string[]) => {
    const papeis = papeisDaSecao({ ...cab, colunas });
    return colunas.filter((_, j) => papeis[j] !== "inscricao" && papeis[j] !== "nome");
  };
  cabecalhos.forEach((cab, k) => {
    const fim = cabecalhos[k + 1]?.inicio ?? doc.texto.length;
    // A relation of no candidates (another act of the Diário, its columns with no inscrição or of a
    // processo): not a list, its lines not read as records, said once.
    if (cab.semInscricao || cab.outroAto) {
      avisar(cab.inicio, cab.titulo, `${motivoForaDaTabela(cab)}: não lida como lista.`);
      secoes.push({
        titulo: cab.titulo,
        lista: cab.lista,
        colunas: cab.colunas,
        inicios: 0,
        registros: 0,
        recusados: 0,
        naoLidos: 0,
        recusas: [],
        pagina: paginaEm(doc, cab.inicio),
      });
      porSecao.push({ lista: cab.lista, lidos: [], colunas: colunasDosValoresDe(cab, cab.colunas) });
      return;
    }
    const lida = lerSecao(doc, cab, fim, avisar);
    const { lidos, recusados, inicios, recusas, colunas } = lida;
    let { naoLidos } = lida;
    const ultimaClassificacao = somaDasUltimasClassificacoes(lidos);
    const declarados = cab.declarados ?? (ultimaClassificacao > 0 ? ultimaClassificacao : undefined);
    if (declarados !== undefined && declarados !== lidos.length) {
      avisar(
        cab.inicio,
        cab.titulo,
        `A seção diz ${declarados} candidato(s) e ${lidos.length} registro(s) foram lidos: confira os recusados e o PDF.`,
      );
    }
    const motivo = motivoForaDaTabela(cab);
    if (motivo) {
      const calados = recusados > 0 ? ` (e ${recusados} recusado(s) na leitura, sem aviso um a um)` : "";
      avisar(
        cab.inicio,
        cab.titulo,
        `${motivo}: seus ${lidos.length} registro(s) não entram na tabela${calados}.`,
      );
    } else if (lidos.length === 0 && recusados === 0) {
      const mensagem =
        'Nenhum registro lido na seção: o que segue a frase não se lê nem em fila ("inscrição, nome, notas /", "inscrição / nome / notas;" ou "inscrição, nome;") nem numa tabela de um candidato por linha (a lista impressa como imagem, ou num anexo em outra página?). Confira o PDF e passe os dados à pasta.';
      avisar(cab.inicio, cab.titulo, mensagem);
      // A list the sentence announces and of which nothing was read is a loss, never a quiet one: at
      // least one record of it counts as not read (the CLI exits 1, the pane asks before writing),
      // with the section named, even where no record-like start was found to count.
      if (naoLidos === 0) {
        naoLidos = 1;
        recusas.push({
          pagina: paginaEm(doc, cab.inicio),
          texto: citado(unirLinhas(cab.titulo)),
          motivo: `Seção de lista sem nenhum registro lido (os seus registros não foram contados). ${mensagem}`,
        });
      }
    }
    secoes.push({
      titulo: cab.titulo,
      lista: cab.lista,
      colunas,
      inicios,
      registros: lidos.length,
      recusados,
      naoLidos,
      recusas,
      ...(declarados !== undefined ? { declarados } : {}),
      ...(cab.convocacao ? { convocacao: true as const } : {}),
      ...(cab.etapa ? { etapa: cab.etapa } : {}),
      pagina: paginaEm(doc, cab.inicio),
    });
    porSecao.push({ lista: cab.lista, lidos, colunas: colunasDosValoresDe(cab, colunas) });
  });

  semLista = juntarCorridas(lerCorridas(doc, corridas, opcoes, avisar), secoes, porSecao, semLista);

  const { candidatos, colunas: colunasDosValores } = juntarPessoas(porSecao, avisos);
  const cargoDado = opcoes.cargo?.trim();
  if (cargoDado) {
    for (const c of candidatos) if (!c.cargo) c.cargo = cargoDado;
  }
  return { secoes, candidatos, avisos, colunasDosValores, ...(semLista ? { semLista } : {}) };
}

/**
 * A table read into sections: each run of rows under its subtitle, parted by the list its subtitle or
 * its list column names; rows of no list are read as --lista, else counted and not read.
 */
function lerTabela(
  doc: TextoDasPaginas,
  blocos: readonly BlocoDaTabela[],
  opcoes: OpcoesDaPublicacao,
  avisos: AvisoDaPublicacao[],
  avisar: (offset: number, texto: string, mensagem: string) => void,
  corridas: readonly ListaCorrida[],
): PublicacaoLida {
  const secoes: SecaoPublicada[] = [];
  const porSecao: RegistrosDaSecao[] = [];
  let semLista: PublicacaoLida["semLista"];
  let colunasDosValores: string[] | undefined;
  // The subtitle that names a list goes on over the runs under it (a page's repeated header row
  // starts a run of its own): its list, its title and its cargo until another names one.
  // It goes on over runs whose inscrições have its rows' form only ("99999999", not the "99999" of
  // another act's relation further on in a Diário's edition): a run of another form is of no list
  // the subtitle named.
  let contexto: { titulo: string; lista: ListaDaSecao | null; cargo?: string; forma?: string } = {
    titulo: "",
    lista: null,
  };
  const porChave = new Map<string, SecaoPublicada & { lidos: Lido[] }>();
  let semListaDito: { offset: number; texto: string; linhas: number; trechos: number } | undefined;
  for (const bloco of blocos) {
    recusarNomesQueNaoSaoDePessoas(bloco);
    if (bloco.semNome) {
      // A relation of people with no inscrição nor name (those a phase took out): counted and said.
      const { linhas, colunas: daRelacao, primeira } = bloco.semNome;
      avisar(
        bloco.offset,
        bloco.titulo || primeira,
        `${linhas} linha(s) de uma relação sem inscrição nem nome (${daRelacao.join(" / ")}): não são candidatos a ler; não entram na tabela.`,
      );
      secoes.push({
        titulo: `${bloco.titulo || "Relação sem inscrição nem nome"} (${linhas} linha(s) sem inscrição nem nome)`,
        lista: "outra",
        colunas: daRelacao,
        inicios: 0,
        registros: 0,
        recusados: 0,
        naoLidos: 0,
        recusas: [],
        ...(/desclassific|eliminad|reprovad|ausente/.test(normalizarTexto(bloco.titulo))
          ? { etapa: "eliminados" as const }
          : {}),
        pagina: paginaEm(doc, bloco.offset),
      });
      porSecao.push({ lista: "outra", lidos: [] });
      continue;
    }
    const cargoDoBloco = [...bloco.titulo.split(" – ")]
      .reverse()
      .find((t) => /\bcargo\b|^curso\s*:/i.test(t) || /^\d{2,}\s*[-–]\s*\p{L}/u.test(t));
    const nomeada = listaDoBloco(bloco.titulo);
    // A list with no inscrição takes its list from its own title (the next act's run is not under it).
    const antes = contexto;
    const forma = formaDasInscricoes(bloco);
    if (bloco.semInscricao) contexto = { titulo: bloco.titulo, lista: nomeada, cargo: cargoDoBloco };
    else if (nomeada)
      contexto = { titulo: bloco.titulo, lista: nomeada, cargo: cargoDoBloco ?? contexto.cargo, forma };
    else if (
      !contexto.titulo ||
      // A table under a header row of its own takes its list from its own title, not an earlier act's.
      bloco.tabelaPropria ||
      (contexto.lista && contexto.forma && forma && forma !== contexto.forma)
    )
      // (A title of servants or contracts, another act of a Diário: no list, not read as --lista.)
      contexto = {
        titulo: bloco.titulo,
        lista: tituloDeOutroAto(bloco.titulo) ? "outra" : null,
        cargo: cargoDoBloco,
        forma,
      };
    else if (cargoDoBloco) contexto = { ...contexto, cargo: cargoDoBloco };
    const doBloco = contexto.lista;
    const cargo = contexto.cargo;
    const colunas = bloco.linhas[0]?.colunas ?? [];
    const normais = colunas.map((c) => normalizarTexto(c));
    const iNota = normais.reduce(
      (achada, c, j) => (/^(pontos|nota|total|media|pontuacao)\b/.test(c) ? j : achada),
      -1,
    );
    // (Not a bare "ORDEM": the row's number in an alphabetical list; "ORDEM DA PONTUAÇÃO" ranks it.)
    const iClassificacao = normais.findIndex((c) =>
      /^(?:posicao|classificacao|class|colocacao|ordem d[aeo] (?:pontuacao|classificacao))\b/.test(c),
    );
    // No header row that fits the lines (printed over several lines, its words not in columns), under
    // a title that names a final score: the ranked table's last value is the classification and the
    // one before it the final score when the values show it (see classificadaPelaNota).
    const pelaClassificacao =
      colunas.length === 0 && /nota final/.test(normalizarTexto(contexto.titulo))
        ? classificadaPelaNota(bloco.linhas)
        : 0;
    const grupos = new Map<ListaDaSecao | null, Lido[]>();
    for (const l of bloco.linhas) {
      if (l.ambiguas) {
        avisar(
          l.offset,
          l.bruto,
          `A linha imprime ${l.ambiguas.valores.join(" e ")} numa só das colunas ${l.ambiguas.colunas.join(" e ")}, que só se imprimem para quem concorre, e o texto do PDF não diz em qual: lida sem esse valor (${(l.listas ?? []).map((x) => nomeDaSecao(x.lista)).join(", ") || "sem lista"}); confira no PDF a lista dessa classificação.`,
        );
      }
      const lista = l.lista ?? doBloco ?? opcoes.lista ?? null;
      if (pelaClassificacao > 0 && l.valores.length !== pelaClassificacao) {
        avisar(
          l.offset,
          l.bruto,
          `A linha tem ${l.valores.length} valor(es) e as outras da tabela ${pelaClassificacao}: lida sem a nota final e a classificação (os valores numa linha à parte no texto do PDF?); confira no PDF.`,
        );
      }
      const nota =
        l.nota !== undefined
          ? l.nota
          : iNota >= 2
            ? numeroPublicado(l.valores[iNota - 2] ?? "")
            : pelaClassificacao > 0 && l.valores.length === pelaClassificacao
              ? numeroPublicado(l.valores.at(-2) ?? "")
              : null;
      const posicao =
        iClassificacao >= 2
          ? /^(\d+)/.exec(l.valores[iClassificacao - 2] ?? "")
          : pelaClassificacao > 0 && l.valores.length === pelaClassificacao
            ? /^(\d+)$/.exec(l.valores.at(-1) ?? "")
            : null;
      const lido: Lido = {
        inscricao: l.inscricao,
        nome: l.nome,
        ...((l.cargo ?? cargo) ? { cargo: l.cargo ?? cargo } : {}),
        valores: l.valores,
        nota,
        classificacao: l.classificacao ?? (posicao ? Number(posicao[1]) : null),
        pagina: paginaEm(doc, l.offset),
      };
      // A row classified in several lists (its "class ac", "class ppp" columns) is a record of each.
      const listasDaLinha = l.listas?.length ? l.listas : [{ lista, classificacao: lido.classificacao }];
      for (const x of listasDaLinha) {
        const grupo = grupos.get(x.lista) ?? [];
        grupo.push({ ...lido, classificacao: x.classificacao });
        grupos.set(x.lista, grupo);
      }
    }
    if (bloco.semInscricao) {
      avisar(
        bloco.offset,
        bloco.titulo || bloco.linhas[0].bruto,
        `${bloco.linhas.length} linha(s) de uma lista que não publica a inscrição (${bloco.linhas[0].colunas.length > 0 ? `só ${bloco.linhas[0].colunas.slice(1).join(", ")}` : "só a classificação e o nome"}): lidas com a inscrição vazia; complete-a na tabela se a tiver.`,
      );
    }
    colunasDosValores ??= colunas.slice(2);
    // The refused rows and the starts no row holds, said once each, in the run's first section.
    const recusas: RecusaDaPublicacao[] = bloco.recusadas.map((r) => ({
      pagina: paginaEm(doc, r.offset),
      texto: citado(r.bruto),
      motivo: r.motivo,
    }));
    for (const r of bloco.recusadas) avisar(r.offset, r.bruto, `${r.motivo} Registro recusado.`);
    // What the reading of the rows chose or could not tell (tabela.ts).
    for (const a of bloco.avisos ?? []) avisar(a.offset, a.texto, a.mensagem);
    const tomados: Tomado[] = [
      ...bloco.linhas.map((l) => ({ inicio: l.offset, fim: l.fim })),
      ...bloco.recusadas.map((r, i) => ({ inicio: r.offset, fim: r.fim, recusa: recusas[i] })),
    ];
    const naoLidos = contarNaoLidos(bloco.inicios, tomados, recusas, (offset) => ({
      pagina: paginaEm(doc, offset),
      texto: citado(unirLinhas(doc.texto.slice(offset, offset + 120).split("\n")[0])),
      motivo: "Começo de registro (inscrição e nome) que a leitura da tabela não tomou como linha.",
    }));
    let primeira = true;
    for (const [lista, lidos] of grupos) {
      if (lista === null) {
        semLista = {
          registros: (semLista?.registros ?? 0) + lidos.length,
          pagina: semLista?.pagina ?? lidos[0].pagina,
        };
        // Said once for the whole text (a list of no subtitle is one run per page), where it begins.
        semListaDito ??= {
          offset: bloco.offset,
          texto: bloco.titulo || bloco.linhas[0].bruto,
          linhas: 0,
          trechos: 0,
        };
        semListaDito.linhas += lidos.length;
        semListaDito.trechos++;
        continue;
      }
      const titulo = `${contexto.titulo || "Tabela sem título"}${grupos.size > 1 || lista !== doBloco ? ` (${nomeDaSecao(lista)})` : ""}`;
      const chave = `${titulo}|${lista}`;
      const secao = porChave.get(chave) ?? {
        titulo,
        lista,
        colunas,
        inicios: 0,
        registros: 0,
        recusados: 0,
        naoLidos: 0,
        recusas: [],
        pagina: paginaEm(doc, bloco.offset),
        lidos: [],
      };
      porChave.set(chave, secao);
      secao.lidos.push(...lidos);
      secao.registros += lidos.length;
      secao.inicios += lidos.length + (primeira ? naoLidos : 0);
      if (primeira) {
        secao.recusados += bloco.recusadas.length;
        secao.naoLidos += naoLidos;
        secao.recusas.push(...recusas);
      }
      primeira = false;
    }
    if (primeira && naoLidos > 0) {
      semLista = {
        registros: (semLista?.registros ?? 0) + naoLidos,
        pagina: semLista?.pagina ?? paginaEm(doc, bloco.offset),
      };
    }
    // The next runs (with an inscrição) go on under the subtitle they were under.
    if (bloco.semInscricao) contexto = antes;
  }
  if (semListaDito) {
    const { offset, texto, linhas, trechos } = semListaDito;
    avisar(
      offset,
      texto,
      `${linhas} linha(s) de tabela sem lista (nem subtítulo, nem coluna de modalidade)${trechos > 1 ? `, em ${trechos} trechos` : ""}: não lidas. Diga a lista delas ${ondeSeIndica("lista", opcoes.leitor)}.`,
    );
  }
  for (const { lidos, ...secao } of porChave.values()) {
    const naoELista = secao.colunas.length === 0 ? naoEListaDeCandidatos(lidos) : null;
    if (naoELista) {
      // Rows under no header row, whose numbers and names are not those of one list's candidates (a
      // budget's programme codes and actions in a Diário's edition, under a title that names "pessoas
      // portadoras de deficiência"): counted and said, not read as that list.
      avisar(
        doc.inicios.find((i) => i.pagina === secao.pagina)?.offset ?? 0,
        secao.titulo,
        `${lidos.length} linha(s) de uma tabela sem cabeçalho que não é uma lista de candidatos (${naoELista}): não entram na tabela.`,
      );
      secoes.push({
        ...secao,
        titulo: `${secao.titulo} (${lidos.length} linha(s) que não são de candidatos)`,
        lista: "outra",
      });
      porSecao.push({ lista: "outra", lidos: [] });
      continue;
    }
    if (secao.lista === "outra") {
      avisar(
        doc.inicios.find((i) => i.pagina === secao.pagina)?.offset ?? 0,
        secao.titulo,
        `Linhas de um grupo que não é reserva da Lei 15.142/2025 nem do Decreto 9.508/2018: seus ${lidos.length} registro(s) não entram na tabela.`,
      );
    }
    secoes.push(secao);
    porSecao.push({ lista: secao.lista, lidos, secao });
  }
  semLista = juntarCorridas(lerCorridas(doc, corridas, opcoes, avisar), secoes, porSecao, semLista);
  // In the order of the text (a relation with no inscrição nor name was put as it came).
  secoes.sort((a, b) => a.pagina - b.pagina);
  const { candidatos } = juntarPessoas(porSecao, avisos, secoes);
  const cargoDado = opcoes.cargo?.trim();
  if (cargoDado) for (const c of candidatos) if (!c.cargo) c.cargo = cargoDado;
  return {
    secoes,
    candidatos,
    avisos,
    colunasDosValores: colunasDosValores ?? [],
    ...(semLista ? { semLista } : {}),
  };
}

/** The running-text lists read (lerCorridas) put with the sections; the records whose list is asked added up. */
function juntarCorridas(
  lidas: ReturnType<typeof lerCorridas>,
  secoes: SecaoPublicada[],
  porSecao: RegistrosDaSecao[],
  semLista: { registros: number; pagina: number } | undefined,
): { registros: number; pagina: number } | undefined {
  secoes.push(...lidas.secoes);
  porSecao.push(...lidas.porSecao);
  return lidas.semLista ? somarSemLista(semLista, lidas.semLista.registros, lidas.semLista.pagina) : semLista;
}

/** Records whose list is asked, added up: the count, and the page of the first. */
function somarSemLista(
  semLista: { registros: number; pagina: number } | undefined,
  registros: number,
  pagina: number,
): { registros: number; pagina: number } {
  return { registros: (semLista?.registros ?? 0) + registros, pagina: semLista?.pagina ?? pagina };
}

/**
 * The lists printed as running text (textoCorrido.ts) read as the list the clerk names (--lista); else
 * counted and the list asked, never guessed.
 */
function lerCorridas(
  doc: TextoDasPaginas,
  corridas: readonly ListaCorrida[],
  opcoes: OpcoesDaPublicacao,
  avisar: (offset: number, texto: string, mensagem: string) => void,
): {
  secoes: SecaoPublicada[];
  porSecao: RegistrosDaSecao[];
  semLista?: { registros: number; pagina: number };
} {
  const secoes: SecaoPublicada[] = [];
  const porSecao: RegistrosDaSecao[] = [];
  let semLista: { registros: number; pagina: number } | undefined;
  for (const corrida of corridas) {
    const total = corrida.registros.length + corrida.recusados.length;
    const numerada = corrida.registros[0].inscricao === null;
    const forma = numerada ? '"número - NOME"' : '"nome - número;"';
    if (!opcoes.lista) {
      semLista = somarSemLista(semLista, total, paginaEm(doc, corrida.offset));
      avisar(
        corrida.offset,
        corrida.titulo,
        `${total} registro(s) em texto corrido (${forma}), sem a frase que diga a lista deles: não lidos. Diga a lista deles ${ondeSeIndica("lista", opcoes.leitor)}.`,
      );
      continue;
    }
    const recusas = corrida.recusados.map((r) => ({
      pagina: paginaEm(doc, r.offset),
      texto: citado(r.bruto),
      motivo: `O trecho, entre registros ${forma} do texto corrido, não tem a forma deles: não lido.`,
    }));
    const lidos: Lido[] = corrida.registros.map((r) => ({
      inscricao: r.inscricao,
      nome: r.nome,
      valores: [],
      nota: null,
      classificacao: r.classificacao ?? null,
      pagina: paginaEm(doc, r.offset),
    }));
    secoes.push({
      titulo: corrida.titulo,
      lista: opcoes.lista,
      colunas: numerada ? ["classificação", "nome"] : ["nome", "número de inscrição"],
      inicios: total,
      registros: lidos.length,
      recusados: recusas.length,
      naoLidos: recusas.length,
      recusas,
      pagina: paginaEm(doc, corrida.offset),
    });
    porSecao.push({ lista: opcoes.lista, lidos, colunas: [] });
  }
  return { secoes, porSecao, ...(semLista ? { semLista } : {}) };
}

/**
 * The number of values of a table's lines that are a ranked list told by their values alone, or 0:
 * most lines (four in five, three at least) with the same number of values, the last an integer that
 * goes up line after line (the classification) and the one before it a score that never goes up (the
 * final score the list is ranked by). Lines of another width (their values split off by the PDF's text)
 * are not told by it.
 */
function classificadaPelaNota(linhas: readonly { valores: string[] }[]): number {
  const larguras = new Map<number, number>();
  for (const l of linhas) larguras.set(l.valores.length, (larguras.get(l.valores.length) ?? 0) + 1);
  const [largura, quantas] = [...larguras].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  if (largura < 2 || quantas < 3 || quantas * 5 < linhas.length * 4) return 0;
  let anterior: { classificacao: number; nota: number } | null = null;
  for (const l of linhas) {
    if (l.valores.length !== largura) continue;
    if (!/^\d{1,6}$/.test(l.valores[largura - 1])) return 0;
    const classificacao = Number(l.valores[largura - 1]);
    const nota = numeroPublicado(l.valores[largura - 2]);
    if (nota === null) return 0;
    if (anterior && (classificacao <= anterior.classificacao || nota > anterior.nota)) return 0;
    anterior = { classificacao, nota };
  }
  return largura;
}

/** Why a section's records stay out of the table ("outra"), or null for a list of the result. */
function motivoForaDaTabela(cab: CabecalhoDeSecao): string | null {
  if (cab.semInscricao) {
    return 'Frase "na seguinte ordem" sem a coluna de inscrição, não uma lista de candidatos (outro ato da mesma edição do Diário?)';
  }
  if (cab.outroAto) {
    return "Relação de outro ato da mesma edição (sindicância, autos de infração, licitação…), não uma lista de candidatos";
  }
  if (cab.convocacao) {
    return "Seção de convocação para um procedimento, não uma lista do resultado (quem é convocado só pediu a reserva)";
  }
  if (cab.etapa === "eliminados") {
    return "Seção dos eliminados numa etapa (inaptos, ausentes ou reprovados), não uma lista do resultado";
  }
  // The aptos of a concurso's phase are read (the list of who goes on); those of no candidates are not.
  if (cab.etapa === "aptos" && cab.lista === "outra") {
    return "Relação de aptos que não é de candidatos de um concurso, não uma lista do resultado";
  }
  if (cab.lista === "outra") {
    return "Seção de um grupo que não é reserva da Lei 15.142/2025 nem do Decreto 9.508/2018";
  }
  return null;
}

/** The roles of a section's columns; a bare run is "inscrição, nome, …, nota" (its last value). */
function papeisDaSecao(cab: CabecalhoDeSecao, largura = cab.colunas.length): PapelDaColuna[] {
  if (cab.colunas.length > 0) return papeisDasColunas(cab.colunas);
  return Array.from({ length: largura }, (_, j): PapelDaColuna =>
    j === 0 ? "inscricao" : j === 1 ? "nome" : j === largura - 1 ? "nota" : "valor",
  );
}

function lerSecao(
  doc: TextoDasPaginas,
  cabecalho: CabecalhoDeSecao,
  fim: number,
  avisarDaSecao: (offset: number, texto: string, mensagem: string) => void,
): {
  lidos: Lido[];
  recusados: number;
  naoLidos: number;
  inicios: number;
  recusas: RecusaDaPublicacao[];
  /** The section's columns aligned with its records. */
  colunas: string[];
} {
  // A section out of the table is said once, with its counts: its records' mends and refusals are not.
  const avisar = cabecalho.lista === "outra" ? () => {} : avisarDaSecao;
  // Tables printed column by column (tabelaEmColunas.ts): read by their columns, not as runs of records.
  const emColunas = lerSecaoEmColunas(doc, cabecalho, fim, avisar);
  if (emColunas) return emColunas;
  const original = doc.texto.slice(cabecalho.fimDoCabecalho, fim);
  // Subtitles on a record's line ("1.1 Saneamento, 122: 58868-1, Ney …"): blanked, so that the records
  // tell the format and begin their lines; their values given to the records below.
  const naLinha = subtitulosNaLinha(original, cabecalho.fimDoCabecalho);
  const formato = formatoDoTrecho(naLinha.corpo, cabecalho.colunas.length > 0);
  const texto =
    formato.campo === " " ? original : comFimAntesDosSubtitulos(naLinha.corpo, naLinha.inicios, formato);
  // A table under the sentence: its header row (broken over lines) is no subtitle and no record.
  const bruto = formato.campo === " " ? semCabecalhoDaTabela(texto, cabecalho.colunas) : texto;
  const { cargos, corpo: trecho } = cargosDoTrecho(bruto, cabecalho.fimDoCabecalho, formato);
  // The records end where the edital goes on ("2 DAS DISPOSIÇÕES FINAIS", "2.1 As justificativas…"):
  // at the first numbered paragraph with no record right after it (a page number at a line's start,
  // "74 Franco Oliveira, 12.00 / 10012278, …", has one). A "/" in that text (an address) would otherwise
  // split it into false records, and in a whole edition of a Diário the records of the next act (a call
  // to a medical exam, with no sentence of its own) would join the list.
  const inicio = inicioDeRegistro(formato);
  const paragrafo = [...trecho.matchAll(/\n\s*\d+(?:\.\d+)*\.?\s+\p{Lu}/gu)].find(
    (m) => !inicio.test(trecho.slice(m.index, m.index + LOGO_DEPOIS)),
  );
  // Records at ";" end the sentence with a full stop at a line's end ("…8.07.0000).\n" then a signature,
  // the next act): where no record begins right after it, the list ends there too.
  const ponto =
    formato.registro !== "\n"
      ? [...trecho.matchAll(/\.[ \t]*\n/g)].find(
          (m) =>
            (!paragrafo || m.index < paragrafo.index) &&
            !inicio.test(trecho.slice(m.index + 1, m.index + 1 + LOGO_DEPOIS)),
        )
      : undefined;
  const fimDaLista = ponto ? ponto.index + 1 : paragrafo?.index;
  const corpo = fimDaLista !== undefined ? trecho.slice(0, fimDaLista) : trecho;
  if (fimDaLista !== undefined && trecho.slice(fimDaLista).trim()) {
    avisarDaSecao(cabecalho.fimDoCabecalho + fimDaLista, trecho.slice(fimDaLista), FORA_DA_LISTA);
  }
  // Subtitles between runs of records ("ADMINISTRAÇÃO (BACHARELADO)" after a course's last record,
  // ended by a full stop) end a record; columns the sentence names and the records do not carry,
  // printed as those subtitles ("campus/curso/turno" over "2.1.1 CAMPUS DARCY RIBEIRO – DIURNO"), are
  // taken from them.
  const achados = subtitulosDoTrecho(corpo, cabecalho.fimDoCabecalho, formato);
  if (formato.campo !== " " && naLinha.subtitulos.length > 0) {
    const fimDoCorpo = cabecalho.fimDoCabecalho + corpo.length;
    achados.subtitulos.push(...naLinha.subtitulos.filter((t) => t.offset < fimDoCorpo));
    achados.subtitulos.sort((a, b) => a.offset - b.offset);
  }
  const registros = registrosDoTrecho(achados.corpo, cabecalho.fimDoCabecalho, formato);
  const alinhamento = alinharColunas(cabecalho.colunas, registros);
  const cab: CabecalhoDeSecao = { ...cabecalho, colunas: alinhamento.colunas };
  if (alinhamento.colunas.includes(COLUNA_SEM_NOME)) {
    const exemplo = registros.find(
      (r) => r.campos.length === alinhamento.colunas.length - alinhamento.porSubtitulo.length,
    );
    avisar(
      cabecalho.inicio,
      cabecalho.titulo,
      `Os registros trazem no fim um valor que a frase não nomeia (${citado(exemplo?.campos.at(-1) ?? "")}): lido como uma coluna sem nome, as colunas da frase conferidas pelos valores; confira no PDF.`,
    );
  }
  const { porSubtitulo } = alinhamento;
  const subtitulos: Subtitulo[] =
    porSubtitulo.length > 0
      ? [...cargos.map((c) => ({ offset: c.offset, nivel: 0, texto: c.cargo })), ...achados.subtitulos].sort(
          (a, b) => a.offset - b.offset,
        )
      : [];
  // The last record of the section, of a cargo or before a subtitle may end the sentence with a full
  // stop instead of the separator: "…, 6.436.", "196102625, THIAGO DE OLIVEIRA DIAS.", "…, 37, -."
  const cargoDe = cargoDeCadaRegistro(registros, cargos);
  let s = 0;
  registros.forEach((r, k) => {
    while (s < achados.subtitulos.length && achados.subtitulos[s].offset <= r.offset) s++;
    const proximo = registros[k + 1];
    const fimDeFrase =
      !proximo ||
      cargoDe[k + 1] !== cargoDe[k] ||
      (s < achados.subtitulos.length && achados.subtitulos[s].offset <= proximo.offset);
    const campo = r.campos.at(-1) ?? "";
    if (fimDeFrase && /[\p{L}\d-]\.$/u.test(campo)) r.campos[r.campos.length - 1] = campo.slice(0, -1);
  });
  if (subtitulos.length > 0) {
    const curta = cab.colunas.length - porSubtitulo.length;
    for (const r of registros) {
      const largura = larguraSemNota(r);
      if (largura > curta || largura < curta - alinhamento.faltamNoFim) continue;
      const valores = valoresDosSubtitulos(subtitulos, r.offset, porSubtitulo.length);
      porSubtitulo.forEach((j, i) => r.campos.splice(j, 0, valores[i]));
    }
  }
  const largura = cab.colunas.length || modaDasLarguras(registros);
  if (cab.colunas.length === 0 && registros.length > 0) {
    avisar(
      registros[0].offset,
      registros[0].bruto,
      largura > 2
        ? `Sem a frase das colunas, cada registro foi lido como inscrição, nome e ${largura - 2} valor(es), o último como a nota final.`
        : "Sem a frase das colunas, cada registro foi lido como inscrição e nome: a tabela sai sem a coluna Nota final.",
    );
  }
  const papeis = papeisDaSecao(cab, largura);
  // No column called the final score: a score column that is, in every record, the exact sum of the
  // section's other score columns ("pontuação preliminar na prova de títulos" over the three
  // "pontuação relativa ao item …"; "-" an absent part) is the total, read as the final score, said.
  // Or, among several, the one that sums the score columns just before it, named final and not
  // provisional (Cebraspe: "nota final nas provas objetivas (NFPO)" = P1 + P2, beside the provisional
  // discursive = NQ + NEC).
  const somada =
    !papeis.includes("nota") && cab.colunas.length > 0 ? colunaDoTotal(cab.colunas, registros) : null;
  if (somada) {
    papeis[somada.coluna] = "nota";
    avisar(
      cab.inicio,
      cab.titulo,
      somada.partes === null
        ? `A coluna ${citado(cab.colunas[somada.coluna])} é, nos registros, a soma exata das outras pontuações da frase (um "-" é uma parte ausente): lida como a nota final.`
        : `A coluna ${citado(cab.colunas[somada.coluna])} é, nos registros, a soma exata de ${somada.partes
            .map((j) => citado(cab.colunas[j]))
            .join(" e ")}, e não é provisória: lida como a nota final.`,
    );
  }
  const indice = (papel: PapelDaColuna) => papeis.indexOf(papel);
  // A section out of the table (a call, another group) has no score to miss; a run without the
  // sentence was said above.
  if (!papeis.includes("nota") && cab.lista !== "outra" && cab.colunas.length > 0) {
    avisar(
      cab.inicio,
      cab.titulo,
      'O cabeçalho não diz qual coluna é a nota final (nenhuma, ou mais de uma "nota final …"): a tabela sai sem a coluna Nota final; escolha-a no mapeamento.',
    );
  }
  const subtitulosSubJudice = achados.subtitulos.some((t) => /\bsub ?judice\b/i.test(t.texto));
  const lidos: Lido[] = [];
  const vistas = new Set<string>();
  // What each record came to: read, or refused (its text and why); a start no record holds is lost.
  const tomados: Tomado[] = [];
  const recusas: RecusaDaPublicacao[] = [];
  const recusar = (r: RegistroBruto, mensagem: string) => {
    const recusa = { pagina: paginaEm(doc, r.offset), texto: citado(r.bruto), motivo: mensagem };
    recusas.push(recusa);
    tomados.push({ inicio: r.offset, fim: r.fim, recusa });
    avisar(r.offset, r.bruto, `${mensagem} Registro recusado.`);
  };
  registros.forEach((r, k) => {
    if (r.recusa) return recusar(r, r.recusa);
    let campos = r.campos;
    const ultimo = k === registros.length - 1;
    // Text after the last record (the next paragraph of the edital) is not a record: said, not read.
    // A last record cut short (the text ends inside it) begins with its inscrição, and is refused.
    if (ultimo && campos.length < largura - 1 && !pareceInscricao(campos[0])) {
      return avisar(r.offset, r.bruto, FORA_DA_LISTA);
    }
    for (const c of r.consertos) avisar(r.offset, r.bruto, `${c[0].toUpperCase()}${c.slice(1)}.`);
    // (A table's row is a line: values more than its columns are its own, not text after the list.)
    // (A court's note is no column: a last record with one is not longer than the others.)
    const semNota = campos.filter((c, j) => !(j > 0 && NOTA_JUDICIAL.test(c))).length;
    if (ultimo && semNota > largura && formato.campo !== " ") {
      const ate = largura + campos.length - semNota;
      avisar(r.offset, campos.slice(ate).join(", "), FORA_DA_LISTA);
      campos = campos.slice(0, ate);
    }
    // A note of a court's order after the name ("(sub judice, Mandado de Segurança nº …)"), a field
    // no column names: the record is read sub judice, the note said.
    // (Or the subtitle the record is under says so: "… (código 101) SUB JUDICE:".)
    let subJudice =
      cab.subJudice === true ||
      (subtitulosSubJudice &&
        /\bsub ?judice\b/i.test(valoresDosSubtitulos(achados.subtitulos, r.offset, 1)[0]));
    // The note glued to the next value, the comma between them missing ("(sub judice, …) - , - , 0.00").
    const colada = campos.findIndex((c, j) => j > 0 && NOTA_JUDICIAL_COLADA.test(c));
    if (colada >= 0 && campos.length === largura) {
      const [, nota, valor] = NOTA_JUDICIAL_COLADA.exec(campos[colada])!;
      campos = [...campos.slice(0, colada), nota, valor, ...campos.slice(colada + 1)];
    }
    const anotacao = campos.findIndex((c, j) => j > 0 && NOTA_JUDICIAL.test(c));
    if (campos.length === largura + 1 && anotacao >= 0) {
      avisar(
        r.offset,
        campos[anotacao],
        "Nota de decisão judicial no registro, fora das colunas: lido como sub judice.",
      );
      campos = campos.filter((_, j) => j !== anotacao);
      subJudice = true;
    }
    // A run of the list without the last columns (suplentes): those left empty.
    if (campos.length < largura && campos.length >= largura - alinhamento.faltamNoFim) {
      campos = [...campos, ...Array<string>(largura - campos.length).fill("")];
    }
    // A table's row whose last cell is empty in the text (a value column; its words taken off the page
    // with a running header, or never printed): read with the cell empty, said.
    if (formato.campo === " " && campos.length === largura - 1 && papeis[largura - 1] === "valor") {
      avisar(
        r.offset,
        r.bruto,
        `A linha da tabela não tem a última coluna (${cab.colunas[largura - 1]}) no texto: lida com ela vazia; confira no PDF.`,
      );
      campos = [...campos, ""];
    }
    let inscricao: string | null = null;
    if (campos.length === largura - 1 && indice("inscricao") === 0 && !pareceInscricao(campos[0])) {
      avisar(
        r.offset,
        r.bruto,
        "O registro começa pelo nome: a inscrição ficou fora do texto (na página anterior?). Lido com a inscrição vazia: complete-a na tabela.",
      );
      campos = ["", ...campos];
    } else if (campos.length > largura && partesDaNota(campos, largura, papeis)) {
      // Values the sentence does not name between the name and its columns, which add up to the
      // final score (the parts of the total, "Objetiva Discursiva" in the table's header): the
      // sentence's columns are the last ones, the parts are said and kept out of the columns.
      const extra = campos.length - largura;
      const depoisDoNome = indice("nome") + 1;
      const partes = campos.slice(depoisDoNome, depoisDoNome + extra);
      avisar(
        r.offset,
        r.bruto,
        `A linha tem ${extra} valor(es) a mais do que as colunas da frase (${partes.join("; ")}), que somam a nota final (${campos[indice("nota") + extra]}): lidos como as partes da nota, fora das colunas.`,
      );
      campos = [...campos.slice(0, depoisDoNome), ...campos.slice(depoisDoNome + extra)];
      inscricao = campos[indice("inscricao")] ?? null;
      if (inscricao !== null && !pareceInscricao(inscricao)) {
        return recusar(r, `A inscrição ${citado(inscricao)} não é um número de inscrição.`);
      }
    } else if (campos.length !== largura) {
      const maisValores =
        campos.length > largura && papeis.includes("nota")
          ? " (os valores a mais não somam a nota final: não se sabe a que colunas da frase eles pertencem)"
          : "";
      return recusar(
        r,
        `O registro tem ${campos.length} campo(s) e a seção tem ${largura} coluna(s)${maisValores}.`,
      );
    } else {
      inscricao = campos[indice("inscricao")] ?? null;
      if (inscricao !== null && !pareceInscricao(inscricao)) {
        return recusar(r, `A inscrição ${citado(inscricao)} não é um número de inscrição.`);
      }
    }
    if (inscricao !== null) {
      if (vistas.has(inscricao)) return recusar(r, `A inscrição ${inscricao} já apareceu nesta seção.`);
      vistas.add(inscricao);
    }
    // A court's note after the name in the same field, its parenthesis maybe left open ("ANTONIO DA
    // COSTA AMORIM JUNIOR (sub judice, Mandado de Segurança nº 0702639-60.2019.8.07.0018"): out of the
    // name, the record sub judice, said.
    const notaNoNome =
      indice("nome") >= 0
        ? /^(.*\p{L})\s*(\((?:sub ?judice|liminar|mandado|decis[ãa]o judicial)\b[^()]*\)?)\.?$/iu.exec(
            campos[indice("nome")] ?? "",
          )
        : null;
    if (notaNoNome) {
      avisar(
        r.offset,
        notaNoNome[2],
        "Nota de decisão judicial depois do nome: lido como sub judice, a nota fora do nome.",
      );
      campos = campos.map((c, j) => (j === indice("nome") ? notaNoNome[1] : c));
      subJudice = true;
    }
    const semNumero = nomeSemNumero(campos[indice("nome")] ?? "");
    if (indice("nome") >= 0 && !pareceNome(semNumero.nome)) {
      return recusar(
        r,
        `O nome ${citado(semNumero.nome)} tem algarismos ou não tem letras: não é o nome de um candidato (texto de outro ato no meio da lista?).`,
      );
    }
    if (semNumero.numero !== null) {
      avisar(
        r.offset,
        r.bruto,
        `O número ${semNumero.numero} no meio do nome (número de página da extração) foi retirado: "${semNumero.nome}".`,
      );
    }
    const notaBruta = indice("nota") >= 0 ? campos[indice("nota")] : undefined;
    const nota = notaBruta === undefined ? null : numeroPublicado(notaBruta);
    // "-" (or "–") where a score is absent (a candidate who did not take that part): no score, read.
    if (notaBruta !== undefined && nota === null && !/^[-–—]$/.test(notaBruta.trim())) {
      return recusar(r, `A nota final ${citado(notaBruta)} não é um número.`);
    }
    const classificacao =
      indice("classificacao") >= 0
        ? numeroPublicado((campos[indice("classificacao")] ?? "").replace(/(?<=\d)[º°]$/, ""))
        : null;
    const colunaDoCargo = porSubtitulo.find((j) => /^cargo/i.test(cab.colunas[j]));
    const cargo =
      cargos[cargoDe[k]]?.cargo ??
      (colunaDoCargo !== undefined && subtitulos.length > 0 ? campos[colunaDoCargo] || undefined : undefined);
    tomados.push({ inicio: r.offset, fim: r.fim });
    lidos.push({
      ...(subJudice ? { subJudice: true as const } : {}),
      inscricao,
      nome: semNumero.nome,
      ...(cargo ? { cargo } : {}),
      valores: campos.filter((_, j) => papeis[j] !== "inscricao" && papeis[j] !== "nome"),
      nota,
      classificacao,
      pagina: paginaEm(doc, r.offset),
    });
  });
  avisarDigitosPerdidos(lidos, registros, avisar);
  const inicios =
    formato.campo === " "
      ? linhasDeTabela(corpo, cab.fimDoCabecalho)
      : comecosDeRegistro(corpo, cab.fimDoCabecalho);
  const recusados = recusas.length;
  const naoLidos = contarNaoLidos(inicios, tomados, recusas, (offset) => {
    const texto = doc.texto.slice(offset, offset + 160).split(/[/;\n]/)[0];
    const recusa = {
      pagina: paginaEm(doc, offset),
      texto: citado(unirLinhas(texto)),
      motivo: "Começo de registro (inscrição e nome) que a leitura não tomou como registro.",
    };
    // A section with nothing read is said as such (below), not start by start.
    if (lidos.length > 0 || recusados > 0) avisar(offset, texto, `${recusa.motivo} Registro não lido.`);
    return recusa;
  });
  return { lidos, recusados, naoLidos, inicios: inicios.length, recusas, colunas: cab.colunas };
}

/**
 * Whether a record longer than the sentence's columns holds, right after the name, values that add up
 * exactly to its final score (read as the sentence's last columns): the parts of the total, which the
 * sentence does not name ("nota final no concurso" over "Objetiva Discursiva" in the table's header).
 * Only with the inscrição and the name first and the score after them; sums in exact decimals.
 */
function partesDaNota(campos: readonly string[], largura: number, papeis: readonly PapelDaColuna[]): boolean {
  const iNome = papeis.indexOf("nome");
  const iNota = papeis.indexOf("nota");
  if (papeis.indexOf("inscricao") !== 0 || iNome !== 1 || iNota <= iNome) return false;
  const extra = campos.length - largura;
  const partes = campos.slice(iNome + 1, iNome + 1 + extra).map(milesimos);
  const nota = milesimos(campos[iNota + extra]);
  if (nota === null || partes.length < 2 || partes.some((p) => p === null)) return false;
  return partes.reduce((soma: number, p) => soma + p!, 0) === nota;
}

/**
 * The score column (its name begins with "nota" or "pontuação") that is a total, or null:
 * - the one whose value is, in every record that has the columns, the exact sum of all the other score
 *   columns (two at least; "-" is an absent part, 0) — `partes` null;
 * - else the one whose value is the exact sum of the two or more score columns just before it (in the
 *   order of the sentence, other columns between them skipped), with two parts not zero in some record
 *   (zeros sum to anything), not named "provisória" — if several are, the only one named "final".
 * Records with a court's note are not looked at (their fields are mended later).
 */
function colunaDoTotal(
  colunas: readonly string[],
  registros: readonly RegistroBruto[],
): { coluna: number; partes: number[] | null } | null {
  const pontuacoes = colunas
    .map((c, j) => (/^(?:nota|pontuacao)\b/.test(normalizarTexto(c)) ? j : -1))
    .filter((j) => j >= 0);
  if (pontuacoes.length < 3) return null;
  const linhas = registros
    .map((r) => r.campos)
    .filter(
      (campos) =>
        campos.length === colunas.length &&
        !campos.some((c, j) => j > 0 && (NOTA_JUDICIAL.test(c) || NOTA_JUDICIAL_COLADA.test(c))),
    );
  if (linhas.length === 0) return null;
  const parte = (t: string) => (/^[-–—]$/.test(t.trim()) ? 0 : milesimos(t));
  const soma = (campos: readonly string[], total: number, partes: readonly number[]) => {
    const valor = milesimos(campos[total]);
    const valores = partes.map((k) => parte(campos[k]));
    return (
      valor !== null &&
      valores.every((p) => p !== null) &&
      valores.reduce((a: number, p) => a + p!, 0) === valor
    );
  };
  const deTodas = pontuacoes.filter((j) => {
    const outras = pontuacoes.filter((k) => k !== j);
    return linhas.every((campos) => soma(campos, j, outras));
  });
  if (deTodas.length === 1) return { coluna: deTodas[0], partes: null };
  const somas: { coluna: number; partes: number[] }[] = [];
  pontuacoes.forEach((j, p) => {
    for (let inicio = p - 2; inicio >= 0; inicio--) {
      const partes = pontuacoes.slice(inicio, p);
      const deVerdade = linhas.some(
        (campos) => partes.filter((k) => (parte(campos[k]) ?? 0) !== 0).length >= 2,
      );
      if (deVerdade && linhas.every((campos) => soma(campos, j, partes))) {
        somas.push({ coluna: j, partes });
        return;
      }
    }
  });
  const nome = (s: { coluna: number }) => normalizarTexto(colunas[s.coluna]);
  const definitivas = somas.filter((s) => !/\bprovisori/.test(nome(s)));
  if (definitivas.length === 1) return definitivas[0];
  const finais = definitivas.filter((s) => /\bfinal\b/.test(nome(s)));
  return finais.length === 1 ? finais[0] : null;
}

/** A published score in thousandths, exactly ("77", "77,5", "40.125"); null if it is not one. */
function milesimos(texto: string | undefined): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,3}))?$/.exec((texto ?? "").trim());
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? "").padEnd(3, "0")) : null;
}

/**
 * Every record-like start accounted for: a start inside a record read or refused is that record; a
 * refused text holding several starts is that many records lost (a list of one record per line read
 * as one record); a start inside no record is a refusal of its own. Returns the count not read.
 */
function contarNaoLidos(
  inicios: readonly number[],
  tomados: readonly Tomado[],
  recusas: RecusaDaPublicacao[],
  perdido: (offset: number) => RecusaDaPublicacao,
): number {
  let recusados = recusas.length;
  const ordem = [...tomados].sort((a, b) => a.inicio - b.inicio);
  const dentro = new Map<Tomado, number>();
  let j = 0;
  for (const inicio of inicios) {
    while (j < ordem.length && ordem[j].fim <= inicio) j++;
    const t = ordem[j];
    if (t && t.inicio <= inicio) dentro.set(t, (dentro.get(t) ?? 0) + 1);
    else {
      recusas.push(perdido(inicio));
      recusados++;
    }
  }
  for (const [t, n] of dentro) {
    if (t.recusa && n > 1) {
      t.recusa.motivo += ` (${n} começos de registro neste texto: ${n} registros não lidos)`;
      recusados += n - 1;
    }
  }
  return recusados;
}

/** A record's span in the document, and its refusal when it was refused. */
interface Tomado {
  inicio: number;
  fim: number;
  recusa?: RecusaDaPublicacao;
}

/**
 * For each record (both lists in text order), the index of the cargo subheading it is under, -1 before
 * the first: one pass, not a search of the subheadings per record (2,000 cargos of 50 records each took
 * seconds).
 */
function cargoDeCadaRegistro(
  registros: readonly RegistroBruto[],
  cargos: readonly TrechoDeCargo[],
): Int32Array {
  const indices = new Int32Array(registros.length);
  let j = -1;
  registros.forEach((r, k) => {
    while (j + 1 < cargos.length && cargos[j + 1].offset <= r.offset) j++;
    indices[k] = j;
  });
  return indices;
}

/**
 * The count a section's classification column states: its last classification, per cargo (each cargo
 * is ranked from 1), added up. A loop, not Math.max(...list): 200,000 records would overflow the stack.
 */
function somaDasUltimasClassificacoes(lidos: readonly Lido[]): number {
  const ultimas = new Map<string, number>();
  for (const l of lidos) {
    const cargo = l.cargo ?? "";
    ultimas.set(cargo, Math.max(ultimas.get(cargo) ?? 0, l.classificacao ?? 0));
  }
  let soma = 0;
  for (const n of ultimas.values()) soma += n;
  return soma;
}

/** A section's columns aligned with its records (`alinharColunas`). */
interface Alinhamento {
  colunas: string[];
  /** The columns printed as subtitles over the records, not in them. */
  porSubtitulo: number[];
  /** How many columns at the end a run of the records may lack (titulares with 5 fields, suplentes 4). */
  faltamNoFim: number;
}

/** A width of records that is a run of its own: a fifth of the records, three at least. */
function largurasFrequentes(registros: readonly RegistroBruto[]): number[] {
  const vezes = new Map<number, number>();
  for (const r of registros) vezes.set(r.campos.length, (vezes.get(r.campos.length) ?? 0) + 1);
  return [...vezes]
    .filter(([, n]) => n >= 3 && n * 5 >= registros.length)
    .map(([l]) => l)
    .sort((a, b) => b - a);
}

/**
 * The sentence's columns aligned with what the records carry. Columns before the inscrição that the
 * records do not have (the inscrição is their first field, not the sentence's third) are printed as
 * subtitles when they are of what a subtitle says (campus, cidade, região, cargo…); a run of records
 * short of a column is the same. Records with one field more than the columns split a column the
 * sentence joined with " e " ("situação após eleição e resultado do curso"), only when that makes them
 * agree; and a run of records short of the last columns (suplentes without the titulares' conselho)
 * may lack those. Anything else stays as the sentence says, and a record that does not fit is refused.
 */
function alinharColunas(colunas: readonly string[], registros: readonly RegistroBruto[]): Alinhamento {
  const nada = { colunas: [...colunas], porSubtitulo: [], faltamNoFim: 0 };
  if (colunas.length === 0 || registros.length === 0) return nada;
  const papeis = papeisDasColunas(colunas);
  const inscricao = papeis.indexOf("inscricao");
  if (inscricao < 0) return nada;
  // Where the records hold the inscrição: the most frequent place of a first field that is one.
  const onde = new Map<number, number>();
  for (const r of registros) {
    const p = r.campos.findIndex((c, j) => j <= inscricao && pareceInscricao(c) && /\d{4}/.test(c));
    if (p >= 0) onde.set(p, (onde.get(p) ?? 0) + 1);
  }
  const naFrase = onde.get(inscricao) ?? 0;
  const [p] = [...onde].sort((a, b) => b[1] - a[1])[0] ?? [inscricao, 0];
  const subtitulaveis = colunas.map((c, j) => (ehColunaDeSubtitulo(c) ? j : -1)).filter((j) => j >= 0);
  let porSubtitulo: number[] = [];
  if (p < inscricao && (onde.get(p) ?? 0) > naFrase) {
    const antes = subtitulaveis.filter((j) => j < inscricao);
    if (antes.length < inscricao - p) return nada;
    porSubtitulo = antes.slice(0, inscricao - p);
  }
  // Widths without a court's note: a record with one is no wider than the others.
  const semNotas = registros.map((r) => ({
    ...r,
    campos: r.campos.filter((c, j) => !(j > 0 && NOTA_JUDICIAL.test(c))),
  }));
  const larguras = largurasFrequentes(semNotas);
  const maior = larguras[0] ?? modaDasLarguras(semNotas);
  const cols = [...colunas];
  // One column more in the records than the sentence says: a column joined by " e ".
  if (maior === cols.length - porSubtitulo.length + 1) {
    // The inscrição's own column may be the joined one ("número de inscrição e campus/curso/turno"):
    // its first part keeps the inscrição.
    let j = cols.length - 1;
    while (j >= inscricao && !((papeis[j] !== "inscricao" || j === inscricao) && /\s+e\s+/.test(cols[j])))
      j--;
    if (j >= inscricao) {
      const m = [...cols[j].matchAll(/\s+e\s+/g)].at(-1)!;
      cols.splice(j, 1, cols[j].slice(0, m.index), cols[j].slice(m.index + m[0].length));
    } else if (valorSemColunaNoFim(cols, porSubtitulo, semNotas, maior)) {
      // No column to part: a last value that no column names ("…, 1, titular"), read as a column of
      // its own when every column the sentence names holds what it says (COLUNA_SEM_NOME, said).
      cols.push(COLUNA_SEM_NOME);
    }
  }
  const esperada = cols.length - porSubtitulo.length;
  // Fewer fields than columns, the inscrição in its place: the missing columns given by subtitles.
  if (porSubtitulo.length === 0 && p === inscricao && maior < esperada) {
    const faltam = esperada - maior;
    const escolhidas = [
      ...subtitulaveis.filter((j) => j < inscricao),
      ...subtitulaveis.filter((j) => j > inscricao),
    ].slice(0, faltam);
    if (escolhidas.length === faltam) porSubtitulo = escolhidas.sort((a, b) => a - b);
  }
  const largura = cols.length - porSubtitulo.length;
  const menor = larguras.filter((l) => l < largura).at(-1);
  const papeisFinais = papeisDasColunas(cols);
  const faltamNoFim =
    menor !== undefined &&
    larguras.includes(largura) &&
    papeisFinais.slice(menor + porSubtitulo.length).every((x) => x === "valor")
      ? largura - menor
      : 0;
  return { colunas: cols, porSubtitulo, faltamNoFim };
}

/** The name of a column the records carry at their end and the sentence does not name. */
export const COLUNA_SEM_NOME = "(coluna sem nome na frase)";

/**
 * Whether the records `maior` fields wide hold, in the sentence's columns printed in them, what each
 * names — the inscrição digits, the name letters, a classification or a final score a number (or "-")
 * — and one value more at their end, words with no digit ("titular", "suplente"): a column the
 * sentence left out, not a misalignment.
 */
function valorSemColunaNoFim(
  colunas: readonly string[],
  porSubtitulo: readonly number[],
  registros: readonly RegistroBruto[],
  maior: number,
): boolean {
  const papeis = papeisDasColunas(colunas).filter((_, j) => !porSubtitulo.includes(j));
  const largos = registros.filter((r) => r.campos.length === maior);
  if (largos.length === 0 || papeis.length + 1 !== maior) return false;
  return largos.every((r) =>
    r.campos.every((c, j) => {
      if (j === papeis.length) return /\p{L}/u.test(c) && !/\d/.test(c);
      switch (papeis[j]) {
        case "inscricao":
          return pareceInscricao(c) && /\d{4}/.test(c);
        case "nome":
          return pareceNome(c);
        case "classificacao":
          return /^\d{1,6}[º°]?$/.test(c);
        case "nota":
          return numeroPublicado(c) !== null || /^[-–—]$/.test(c);
        default:
          return true;
      }
    }),
  );
}

/** Digits, maybe with separators ("10.123.456", "2024-001"); not a score such as "27.583". */
function pareceInscricao(texto: string): boolean {
  return /^\d[\d.\-/]*$/.test(texto) && !/^\d{1,3}[.,]\d+$/.test(texto);
}

/** A name as published: letters, and no digit once a page number the extraction left is taken out. */
function pareceNome(texto: string): boolean {
  const { nome } = nomeSemNumero(texto);
  return /\p{L}/u.test(nome) && !/\d/.test(nome);
}

function modaDasLarguras(registros: readonly RegistroBruto[]): number {
  const vezes = new Map<number, number>();
  for (const r of registros) vezes.set(r.campos.length, (vezes.get(r.campos.length) ?? 0) + 1);
  return [...vezes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 3;
}

/**
 * Lost digits: an inscrição shorter than the section's usual length is said. A lost digit of a score
 * cannot be told from a real score and is not guessed at.
 */
function avisarDigitosPerdidos(
  lidos: readonly Lido[],
  registros: readonly RegistroBruto[],
  avisar: (offset: number, texto: string, mensagem: string) => void,
): void {
  const tamanhos = new Map<number, number>();
  for (const l of lidos)
    if (l.inscricao) tamanhos.set(l.inscricao.length, (tamanhos.get(l.inscricao.length) ?? 0) + 1);
  const [usual, vezes] = [...tamanhos].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (vezes * 2 < lidos.length) return;
  for (const l of lidos) {
    if (!l.inscricao || l.inscricao.length >= usual) continue;
    const r = registros.find((x) => x.campos.includes(l.inscricao!));
    avisar(
      r?.offset ?? 0,
      r?.bruto ?? l.inscricao,
      `A inscrição ${l.inscricao} tem ${l.inscricao.length} dígito(s) e as da seção têm ${usual}: confira no PDF se algum se perdeu.`,
    );
  }
}

/** The records of one section, for joining persons: its list, its records and its value columns. */
interface RegistrosDaSecao {
  lista: ListaDaSecao;
  lidos: readonly Lido[];
  /** The published names of the values of its records (the columns but inscrição and name). */
  colunas?: readonly string[];
  /** The section as it is in the publication's `secoes`. */
  secao?: SecaoPublicada;
}

/**
 * The value columns of the table: those of the first section, then, when a later section of a list
 * names other ones, each of its columns not yet there, so that a person in several sections keeps the
 * values of each (PMDF, DODF of 3/1/2020: the candidate "indicado" in 1.1 with inscrição and name only,
 * and in 3.1 with the score and the classification). Where no section names other columns, the values
 * are placed by position as before. For each section, the table column of each of its values.
 */
function colunasDasSecoes(porSecao: readonly RegistrosDaSecao[]): {
  colunas: string[];
  indices: (j: number, k: number) => number;
} {
  const primeiras = [...(porSecao[0]?.colunas ?? [])];
  const outras = porSecao.some(
    (s) =>
      s.lista !== "outra" &&
      (s.colunas ?? []).length > 0 &&
      s.colunas!.join("\u0000") !== primeiras.join("\u0000") &&
      s.lidos.some((l) => l.valores.length > 0),
  );
  if (!outras) return { colunas: primeiras, indices: (j) => j };
  const colunas = [...primeiras];
  const nomeDe = (j: number, k: number): string => {
    const nomes = porSecao[k].colunas ?? [];
    return (nomes.length > 0 ? nomes[j] : primeiras[j]) ?? `Valor publicado ${j + 1}`;
  };
  porSecao.forEach((s, k) => {
    if (s.lista === "outra") return;
    const largura = s.lidos.reduce((m, l) => Math.max(m, l.valores.length), 0);
    for (let j = 0; j < largura; j++) if (!colunas.includes(nomeDe(j, k))) colunas.push(nomeDe(j, k));
  });
  return { colunas, indices: (j, k) => colunas.indexOf(nomeDe(j, k)) };
}

/**
 * One candidate per person: the same inscrição in several sections is one candidate of several lists,
 * with the values of every section (a value two sections give differently is said, the first kept).
 */
function juntarPessoas(
  porSecao: readonly RegistrosDaSecao[],
  avisos: AvisoDaPublicacao[],
  secoes: readonly SecaoPublicada[] = [],
): { candidatos: CandidatoPublicado[]; colunas: string[] } {
  const candidatos: CandidatoPublicado[] = [];
  const porInscricao = new Map<string, CandidatoPublicado>();
  const { colunas, indices } = colunasDasSecoes(porSecao);
  const primeiroRegistro = new Map<CandidatoPublicado, { secao: number; nota: number | null }>();
  // Each run's index in `secoes` (a table's runs are put in the text's order), once per run.
  const indiceDaSecao = porSecao.map(({ secao }, k) => {
    const i = secao ? secoes.indexOf(secao) : -1;
    return i >= 0 ? i : k;
  });
  const registroDe = (k: number, nota: number | null) => ({ secao: indiceDaSecao[k], nota });
  porSecao.forEach(({ lista, lidos }, k) => {
    if (lista === "outra") return;
    lidos.forEach((l) => {
      const valores: string[] = [];
      l.valores.forEach((v, j) => {
        const i = indices(j, k);
        while (valores.length < i) valores.push("");
        valores[i] = v;
      });
      const existente = l.inscricao ? porInscricao.get(l.inscricao) : undefined;
      if (!existente) {
        const novo: CandidatoPublicado = {
          inscricao: l.inscricao,
          nome: l.nome,
          ...(l.cargo ? { cargo: l.cargo } : {}),
          valores,
          nota: l.nota,
          listas: [lista],
          classificacao: l.classificacao !== null ? { [lista]: l.classificacao } : {},
          ...(l.subJudice ? { situacao: "sub judice" as const } : {}),
          pagina: l.pagina,
        };
        candidatos.push(novo);
        primeiroRegistro.set(novo, registroDe(k, l.nota));
        if (l.inscricao) porInscricao.set(l.inscricao, novo);
        return;
      }
      // Names are compared as published: an accent or a letter that differs is a different name.
      if (existente.nome !== l.nome) {
        avisos.push({
          pagina: l.pagina,
          texto: citado(l.nome),
          mensagem: `A inscrição ${l.inscricao} tem outro nome nesta seção (${nomeDaSecao(lista)}) do que na página ${existente.pagina}: "${existente.nome}". Mantido o primeiro; confira no PDF.`,
        });
      }
      // The final score a section did not give (its values split off the line), another gives.
      if (existente.nota === null && l.nota !== null) existente.nota = l.nota;
      else if (existente.nota !== null && l.nota !== null && existente.nota !== l.nota) {
        avisos.push({
          pagina: l.pagina,
          texto: citado(l.nome),
          mensagem: `A inscrição ${l.inscricao} tem nota ${l.nota} nesta seção (${nomeDaSecao(lista)}) e ${existente.nota} na página ${existente.pagina}. Mantida a primeira; confira no PDF.`,
        });
      }
      // The values of this section reach the table too: in the columns the first left empty; a value
      // printed otherwise in the same column is said (the first kept), never dropped quietly.
      valores.forEach((v, i) => {
        if (v === "") return;
        const antes = existente.valores[i] ?? "";
        if (antes === "") {
          while (existente.valores.length < i) existente.valores.push("");
          existente.valores[i] = v;
        } else if (antes !== v) {
          avisos.push({
            pagina: l.pagina,
            texto: citado(l.nome),
            mensagem: `A inscrição ${l.inscricao} tem ${colunas[i] ?? `o valor ${i + 1}`} "${v}" nesta seção (${nomeDaSecao(lista)}) e "${antes}" na página ${existente.pagina}. Mantido o primeiro; confira no PDF.`,
          });
        }
      });
      existente.registros ??= [primeiroRegistro.get(existente)!];
      existente.registros.push(registroDe(k, l.nota));
      if (!existente.listas.includes(lista)) existente.listas.push(lista);
      if (l.subJudice) existente.situacao = "sub judice";
      if (l.classificacao !== null) existente.classificacao[lista] = l.classificacao;
    });
  });
  return { candidatos, colunas };
}

/**
 * The form most of a run's inscrições have ("99999999", "AAAAAA999999999": formaDaInscricao), or
 * undefined for a run with none.
 */
function formaDasInscricoes(bloco: BlocoDaTabela): string | undefined {
  const vezes = new Map<string, number>();
  for (const l of bloco.linhas) {
    if (!l.inscricao) continue;
    const forma = formaDaInscricao(l.inscricao);
    vezes.set(forma, (vezes.get(forma) ?? 0) + 1);
  }
  let maior: string | undefined;
  for (const [f, n] of vezes) if (maior === undefined || n > vezes.get(maior)!) maior = f;
  return maior;
}

/**
 * Why the rows of a table's section with no header row (its columns unnamed), five or more, are no
 * list of candidates, or null when they may be one. Candidates of one list have inscrições of one
 * form: here fewer than four rows in five share the form of their digits and signs
 * ("99.999.9999.9999", "9999/9999", "99999" — the digits' count aside); and different people: here
 * more than one row in five gives its name to another number too.
 */
function naoEListaDeCandidatos(linhas: readonly Lido[]): string | null {
  if (linhas.length < 5 || linhas.some((l) => !l.inscricao)) return null;
  const vezes = new Map<string, { n: number; exemplo: string }>();
  for (const l of linhas) {
    const forma = l.inscricao!.replace(/\d+/g, "9").replace(/\p{L}+/gu, "A");
    const f = vezes.get(forma) ?? { n: 0, exemplo: l.inscricao! };
    f.n++;
    vezes.set(forma, f);
  }
  const maior = Math.max(...[...vezes.values()].map((f) => f.n));
  if (maior * 5 < linhas.length * 4) {
    return `números de formas diferentes: ${[...vezes.values()]
      .sort((a, b) => b.n - a.n)
      .map((f) => `${f.n} como "${f.exemplo}"`)
      .join(", ")}`;
  }
  // Nor are the names of one list the same for different numbers, but by a rare homonym ("MANUTENÇÃO DE
  // SERVIÇOS" under six programme codes of a budget).
  const doNome = new Map<string, Set<string>>();
  for (const l of linhas) {
    const nome = normalizarTexto(l.nome);
    doNome.set(nome, (doNome.get(nome) ?? new Set()).add(l.inscricao!));
  }
  const repetidos = linhas.filter((l) => doNome.get(normalizarTexto(l.nome))!.size > 1);
  if (repetidos.length * 5 > linhas.length) {
    return `${repetidos.length} de ${linhas.length} linhas dão o mesmo nome a números diferentes, como "${repetidos[0].nome}"`;
  }
  return null;
}

/**
 * The first words of the name of a public body ("SECRETARIA DE ESTADO DE AÇÃO SOCIAL", "DEPARTAMENTO DE
 * TRÂNSITO DO DISTRITO FEDERAL", "FUNDO DE ASSISTÊNCIA SOCIAL…"): a budget's unit codes and the bodies
 * they name, in a Diário's edition, are no candidates. No person's name begins so.
 */
const ORGAO =
  /^(?:secretaria|subsecretaria|departamento|fundo|fundacao|ministerio|tribunal|procuradoria|defensoria|controladoria|superintendencia|prefeitura|companhia|agencia|autarquia)$/;

/**
 * Why a row's "name" is no person's, or null: with "Nº" in it, it is the heading of an act and its
 * number ("PRIMEIRO TERMO ADITIVO À ATA Nº 34/2023", "AVISO DE COTAÇÃO Nº 112/2023" in a Diário's
 * edition, read name first); its first two words in small letters, a phrase of an act; beginning with
 * a public body's first word (ORGAO) and "de"/"do"/"da", a body's name under its code in a budget.
 */
function nomeQueNaoEDePessoa(nome: string): string | null {
  const palavras = nome.split(/\s+/);
  if (palavras.some((t) => /^[Nn][º°]$/.test(t))) {
    return "A linha é o título de um ato com o seu número ('Nº'), não o nome de um candidato.";
  }
  // A name's words begin with capitals ("Ana", "ANA", "D'Ávila"), all but maybe the first: a system that
  // capitalises ASCII letters only prints "ícaro Vasconcelos", "átila Conceição", and a list prints "na
  // Woo Kim", "da Bin Kim" (Fuvest). A phrase of an act has two small words first ("em favor da
  // licitante EVILASIO …" after a process number in a Diário's edition).
  if (/^\p{Ll}/u.test(palavras[0] ?? "") && /^\p{Ll}/u.test(palavras[1] ?? "")) {
    return `A linha não começa por um nome ('${palavras.slice(0, 3).join(" ")} …'): é o texto de um ato, não um candidato.`;
  }
  if (ORGAO.test(normalizarTexto(palavras[0] ?? "")) && /^d[aeo]s?$/i.test(palavras[1] ?? "")) {
    return `A linha tem o nome de um órgão ('${palavras.slice(0, 2).join(" ")} …'), não o de um candidato.`;
  }
  return null;
}

/** The rows whose "name" is no person's (nomeQueNaoEDePessoa): refused with their text, not read as candidates. */
function recusarNomesQueNaoSaoDePessoas(bloco: BlocoDaTabela): void {
  const recusadas = bloco.linhas.flatMap((l) => {
    const motivo = nomeQueNaoEDePessoa(l.nome);
    return motivo ? [{ l, motivo }] : [];
  });
  if (recusadas.length === 0) return;
  const fora = new Set(recusadas.map((r) => r.l));
  bloco.linhas = bloco.linhas.filter((l) => !fora.has(l));
  for (const { l, motivo } of recusadas) {
    bloco.recusadas.push({ offset: l.offset, fim: l.fim, bruto: l.bruto, motivo });
  }
}
