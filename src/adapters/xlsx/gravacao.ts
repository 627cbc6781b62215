/**
 * Produces the output package: the input's parts copied as stored (same compressed bytes), but those of
 * the sheets that leave the workbook (the add-in's, replaced or deleted); the new sheets' parts
 * generated into the zip; and the four parts that list sheets and styles edited as text, touching
 * only what lists a sheet or adds a style: workbook (sheets, sheet-scoped names, active tab),
 * its relationships, [Content_Types].xml and the styles part.
 */
import type { ValorCelula } from "../../planilha/tabela";
import {
  escreverComentarios,
  escreverFolha,
  escreverVml,
  notasDaFolha,
  tituloDeImpressao,
  xmlTabela,
  type FolhaAEscrever,
} from "./escritorDeFolha";
import { contarEstilos, ESTILOS_MINIMOS, EstilosNovos } from "./estilos";
import {
  alvoRelativo,
  atributos,
  caminhoDasRelacoes,
  lerCabecalhoDaTabela,
  REL_COMENTARIOS,
  REL_ESTILOS,
  REL_FOLHA,
  REL_TABELA,
  REL_VML,
  TIPO_REL,
  type FolhaDoLivro,
  type Livro,
  type Pacote,
} from "./pacote";
import { conferirValoresParaOExcel } from "./limites";
import { escaparAtributo } from "./xml";
import { EscritorZip } from "./zip";

/** A sheet of the output: one of the input's, kept as it is, or a new one written from its model. */
export interface FolhaFinal {
  nome: string;
  sheetId: number;
  estado?: string;
  original: FolhaDoLivro | null;
  nova: FolhaAEscrever | null;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const NS_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const CT = "application/vnd.openxmlformats-officedocument.spreadsheetml";
const CT_FOLHA = `${CT}.worksheet+xml`;
const CT_TABELA = `${CT}.table+xml`;
const CT_COMENTARIOS = `${CT}.comments+xml`;
const CT_ESTILOS = `${CT}.styles+xml`;
const CT_VML = "application/vnd.openxmlformats-officedocument.vmlDrawing";
/** The parts that belong to a sheet and go with it when the add-in replaces it. */
const PARTES_DA_FOLHA = new Set([REL_TABELA, REL_COMENTARIOS, REL_VML]);

/** An empty workbook package (no sheets yet): the base of a CSV's workbook or of an export. */
export function pacoteVazio(): Uint8Array {
  const zip = new EscritorZip();
  const texto = (nome: string, conteudo: string) => zip.adicionar(nome, (escrever) => escrever(conteudo));
  texto(
    "[Content_Types].xml",
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CT_ESTILOS}"/></Types>`,
  );
  texto(
    "_rels/.rels",
    `${XML}<Relationships xmlns="${NS_RELS}"><Relationship Id="rId1" Type="${TIPO_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  texto(
    "xl/workbook.xml",
    `${XML}<workbook xmlns="${NS_MAIN}" xmlns:r="${TIPO_REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets></sheets></workbook>`,
  );
  texto(
    "xl/_rels/workbook.xml.rels",
    `${XML}<Relationships xmlns="${NS_RELS}"><Relationship Id="rId1" Type="${REL_ESTILOS}" Target="styles.xml"/></Relationships>`,
  );
  texto("xl/styles.xml", ESTILOS_MINIMOS);
  return zip.concluir();
}

export function gravarPacote(
  pacote: Pacote,
  livro: Livro,
  finais: FolhaFinal[],
  removidas: FolhaDoLivro[],
  /** Parts of the input written with another text (a ledger sheet with rows appended, ./acrescimo). */
  reescritas: ReadonlyMap<string, string> = new Map(),
  /** Let go of each new sheet's cells, formats and notes once its part is written (the caller will not
   *  write the workbook again): a million rows are not all held until the last sheet is written (#39). */
  soltarModelos = false,
): Uint8Array[] {
  const relsDoLivro = caminhoDasRelacoes(livro.parte);
  const fora = partesQueSaem(pacote, removidas);
  const ocupados = new Set([...pacote.indice.keys()].filter((n) => !fora.has(n)));
  const livre = (modelo: (k: number) => string) => {
    let k = 1;
    while (ocupados.has(modelo(k))) k++;
    ocupados.add(modelo(k));
    return modelo(k);
  };
  const pasta = livro.parte.slice(0, livro.parte.lastIndexOf("/") + 1);

  // What the input already uses that new parts must not repeat: table ids and names, VML shape blocks.
  let idTabela = 0;
  const nomesDeTabela = new Set<string>();
  let blocoVml = 0;
  for (const nome of ocupados) {
    if (/\.vml$/i.test(nome)) {
      const idmap = /<o:idmap\b[^>]*data="([\d,\s]+)"/.exec(pacote.texto(nome));
      for (const b of idmap?.[1].split(",") ?? []) blocoVml = Math.max(blocoVml, Number(b) || 0);
    }
  }
  for (const f of finais) {
    for (const r of f.original?.parte ? pacote.relacoes(f.original.parte) : []) {
      if (r.tipo !== REL_TABELA || !pacote.tem(r.alvo)) continue;
      const t = lerCabecalhoDaTabela(pacote, r.alvo);
      if (!t) continue;
      idTabela = Math.max(idTabela, t.id);
      nomesDeTabela.add(t.nome.toLowerCase());
    }
  }

  // The new parts, planned: names, relationship ids, content types.
  const parteDoEstilo = pacote.alvo(livro.parte, REL_ESTILOS);
  const estilosXml = parteDoEstilo ? pacote.texto(parteDoEstilo) : ESTILOS_MINIMOS;
  const estilos = new EstilosNovos(contarEstilos(estilosXml));
  const novasRelacoesDoLivro: string[] = [];
  const novosTipos: string[] = [];
  const ridsUsados = new Set(pacote.relacoes(livro.parte).map((r) => r.id));
  const novoRid = () => {
    let k = ridsUsados.size + 1;
    while (ridsUsados.has(`rId${k}`)) k++;
    ridsUsados.add(`rId${k}`);
    return `rId${k}`;
  };
  const elementos = new Map<FolhaFinal, string>();
  const zip = new EscritorZip(pacote.zlib);
  const geracoes: (() => void)[] = [];
  let estilosNovaParte: string | null = null;
  let comNotas = false;
  if (!parteDoEstilo) {
    estilosNovaParte = livre((k) => `${pasta}styles${k === 1 ? "" : k}.xml`);
    novasRelacoesDoLivro.push(relacao(novoRid(), REL_ESTILOS, alvoRelativo(livro.parte, estilosNovaParte)));
    novosTipos.push(override(estilosNovaParte, CT_ESTILOS));
  }

  for (const f of finais) {
    if (!f.nova) continue;
    const folha = f.nova;
    conferirValoresParaOExcel(f.nome, folha.modelo.valores);
    const parte = livre((k) => `${pasta}worksheets/sheet${k}.xml`);
    const rid = novoRid();
    novasRelacoesDoLivro.push(relacao(rid, REL_FOLHA, alvoRelativo(livro.parte, parte)));
    novosTipos.push(override(parte, CT_FOLHA));
    elementos.set(f, elementoDaFolha(livro.texto, f, rid));
    const relsDaFolha: string[] = [];
    const aEscrever: FolhaAEscrever = { modelo: folha.modelo };
    const tabela = folha.modelo.tabela;
    if (tabela) {
      const parteTabela = livre((k) => `${pasta}tables/table${k}.xml`);
      let nome = tabela.nome;
      for (let k = 2; nomesDeTabela.has(nome.toLowerCase()); k++) nome = `${tabela.nome}_${k}`;
      nomesDeTabela.add(nome.toLowerCase());
      aEscrever.modelo = { ...folha.modelo, tabela: { ...tabela, nome } };
      aEscrever.ridTabela = `rId${relsDaFolha.length + 1}`;
      relsDaFolha.push(relacao(aEscrever.ridTabela, REL_TABELA, alvoRelativo(parte, parteTabela)));
      novosTipos.push(override(parteTabela, CT_TABELA));
      const id = ++idTabela;
      const cabecalho: readonly ValorCelula[] = folha.modelo.valores[tabela.intervalo.linha] ?? [];
      geracoes.push(() =>
        zip.adicionar(parteTabela, (e) => e(xmlTabela(id, nome, tabela.intervalo, cabecalho))),
      );
    }
    // The notes joined per cell only when this sheet is written, and let go of after it: one sheet's at
    // a time, not every sheet's from the start (a million tied candidates have two notes each, #39).
    const maisNotas = folha.modelo.notas.length + (folha.modelo.grafico ? 1 : 0);
    if (maisNotas > 0) {
      comNotas = true;
      const parteComentarios = livre((k) => `${pasta}comments${k}.xml`);
      const parteVml = livre((k) => `${pasta}drawings/vmlDrawing${k}.vml`);
      relsDaFolha.push(
        relacao(`rId${relsDaFolha.length + 1}`, REL_COMENTARIOS, alvoRelativo(parte, parteComentarios)),
      );
      aEscrever.ridVml = `rId${relsDaFolha.length + 1}`;
      relsDaFolha.push(relacao(aEscrever.ridVml, REL_VML, alvoRelativo(parte, parteVml)));
      novosTipos.push(override(parteComentarios, CT_COMENTARIOS));
      // Shape id blocks for as many notes as the model has (joining can only make fewer).
      const blocos = Array.from({ length: Math.ceil(maisNotas / 1024) }, () => ++blocoVml);
      geracoes.push(() => {
        const notas = notasDaFolha(folha.modelo);
        aEscrever.notas = notas;
        zip.adicionar(parteComentarios, (e) => escreverComentarios(notas, e));
        zip.adicionar(parteVml, (e) => escreverVml(notas, blocos, e));
      });
    }
    geracoes.push(() => {
      zip.adicionar(parte, (e) => escreverFolha(aEscrever, estilos, e));
      delete aEscrever.notas;
      if (soltarModelos) {
        // What is read after the sheets are written (the print titles) stays; the rows go.
        folha.modelo = { ...folha.modelo, valores: [], formatos: [], notas: [] };
        aEscrever.modelo = folha.modelo;
      }
    });
    if (relsDaFolha.length > 0) {
      const rels = `${XML}<Relationships xmlns="${NS_RELS}">${relsDaFolha.join("")}</Relationships>`;
      geracoes.push(() => zip.adicionar(caminhoDasRelacoes(parte), (e) => e(rels)));
    }
  }

  // [Content_Types].xml first, as every tool writes it; then the input's parts in their order.
  const editadas = new Set(["[Content_Types].xml", livro.parte, relsDoLivro, parteDoEstilo ?? ""]);
  zip.adicionar("[Content_Types].xml", (e) =>
    e(tiposEditados(pacote.texto("[Content_Types].xml"), fora, novosTipos, comNotas)),
  );
  for (const [nome, parte] of pacote.indice) {
    if (fora.has(nome) || editadas.has(nome)) continue;
    const texto = reescritas.get(nome);
    if (texto !== undefined) zip.adicionar(nome, (e) => e(texto));
    else zip.copiar(pacote.bytes, parte);
  }
  for (const gerar of geracoes) gerar();
  // The parts that list sheets and styles, once the sheets have said which styles they use.
  zip.adicionar(livro.parte, (e) => e(livroEditado(livro, finais, elementos)));
  const ridsQueSaem = new Set(removidas.map((f) => f.rid));
  zip.adicionar(relsDoLivro, (e) =>
    e(
      relacoesEditadas(
        pacote.tem(relsDoLivro) ? pacote.texto(relsDoLivro) : null,
        ridsQueSaem,
        novasRelacoesDoLivro,
      ),
    ),
  );
  const estilosFinais = estilos.aplicar(estilosXml);
  if (parteDoEstilo) {
    if (estilosFinais === estilosXml) zip.copiar(pacote.bytes, pacote.indice.get(parteDoEstilo)!);
    else zip.adicionar(parteDoEstilo, (e) => e(estilosFinais));
  } else if (estilosNovaParte) zip.adicionar(estilosNovaParte, (e) => e(estilosFinais));
  return zip.concluirEmPedacos();
}

/** The parts of the sheets that leave: the sheet, its relationships, its table, comments and VML. */
function partesQueSaem(pacote: Pacote, removidas: FolhaDoLivro[]): Set<string> {
  const fora = new Set<string>();
  for (const f of removidas) {
    if (!f.parte) continue;
    fora.add(f.parte);
    fora.add(caminhoDasRelacoes(f.parte));
    for (const r of pacote.relacoes(f.parte)) if (!r.externo && PARTES_DA_FOLHA.has(r.tipo)) fora.add(r.alvo);
  }
  return fora;
}

function relacao(id: string, tipo: string, alvo: string): string {
  return `<Relationship Id="${id}" Type="${tipo}" Target="${escaparAtributo(alvo)}"/>`;
}

function override(parte: string, tipo: string): string {
  return `<Override PartName="/${escaparAtributo(parte)}" ContentType="${tipo}"/>`;
}

/** A new `<sheet>` element, in the prefix the workbook uses for its elements and relationships. */
function elementoDaFolha(livroXml: string, f: FolhaFinal, rid: string): string {
  const prefixo = /<(\w+:)?sheets\b/.exec(livroXml)?.[1] ?? "";
  // The prefix of the relationships namespace only if the root declares it (openpyxl declares it on
  // each <sheet> instead); otherwise the new element declares it itself.
  const raiz = /<(?:\w+:)?workbook\b[^>]*>/.exec(livroXml)?.[0] ?? "";
  const r = new RegExp(`xmlns:(\\w+)="${TIPO_REL}"`).exec(raiz)?.[1];
  const atributoRid = r ? `${r}:id="${rid}"` : `xmlns:r="${TIPO_REL}" r:id="${rid}"`;
  const estado = f.estado ? ` state="${f.estado}"` : "";
  return `<${prefixo}sheet name="${escaparAtributo(f.nome)}" sheetId="${f.sheetId}"${estado} ${atributoRid}/>`;
}

/**
 * The workbook part with its sheet list rebuilt (the input's `<sheet>` elements verbatim, the new ones
 * added), names scoped to a sheet that left dropped and the others renumbered, the active tab kept
 * on the same sheet. Everything else in the part stays as it was.
 */
function livroEditado(livro: Livro, finais: FolhaFinal[], elementos: Map<FolhaFinal, string>): string {
  const novoIndice = new Map<number, number>();
  finais.forEach((f, i) => {
    if (f.original) novoIndice.set(livro.folhas.indexOf(f.original), i);
  });
  const lista = finais.map((f) => (f.original ? f.original.elemento : elementos.get(f)!)).join("");
  let xml = livro.texto.replace(
    /(<(\w+:)?sheets\b[^>]*?)(?:\/>|>[\s\S]*?<\/\2sheets>)/,
    (_, abertura: string, prefixo: string | undefined) => `${abertura}>${lista}</${prefixo ?? ""}sheets>`,
  );
  xml = xml.replace(
    /<(\w+:)?definedName\b([^>]*?)(?:\/>|>[\s\S]*?<\/\1definedName>)/g,
    (elemento: string, _p: string, atributosDoNome: string) => {
      const local = /\blocalSheetId="(\d+)"/.exec(atributosDoNome);
      if (!local) return elemento;
      const i = novoIndice.get(Number(local[1]));
      return i === undefined ? "" : elemento.replace(/\blocalSheetId="\d+"/, `localSheetId="${i}"`);
    },
  );
  xml = comTitulosDeImpressao(xml, finais);
  const primeiraVisivel = Math.max(
    0,
    finais.findIndex((f) => !f.estado),
  );
  return xml.replace(/<(\w+:)?workbookView\b[^>]*>/, (vista) => {
    let v = vista;
    for (const atributo of ["activeTab", "firstSheet"]) {
      const antigo = Number(atributos(vista)[atributo] ?? 0);
      const novo = novoIndice.get(antigo);
      const valor = novo !== undefined && !finais[novo].estado ? novo : primeiraVisivel;
      if (new RegExp(`\\b${atributo}="`).test(v))
        v = v.replace(new RegExp(`\\b${atributo}="\\d*"`), `${atributo}="${valor}"`);
      else if (valor !== 0) v = v.replace(/\s*(\/?)>$/, ` ${atributo}="${valor}"$1>`);
    }
    return v;
  });
}

/**
 * The new sheets' print titles added to the workbook's names (those of the sheets they replace left
 * with them): inside the existing `<definedNames>`, or in a new one where the schema puts it.
 */
function comTitulosDeImpressao(xml: string, finais: FolhaFinal[]): string {
  const nomes = finais.flatMap((f, i) => {
    const impressao = f.nova?.modelo.impressao;
    // No header row to repeat (the publication): no print titles.
    return impressao?.linhasRepetidas ? [tituloDeImpressao(f.nome, i, impressao.linhasRepetidas)] : [];
  });
  if (nomes.length === 0) return xml;
  const prefixo = /<(\w+:)?sheets\b/.exec(xml)?.[1] ?? "";
  const comPrefixo = (n: string) => n.replace(/<(\/?)definedName\b/g, `<$1${prefixo}definedName`);
  const daqui = nomes.map(comPrefixo).join("");
  const fechamento = new RegExp(`</${prefixo}definedNames>`);
  if (fechamento.test(xml)) return xml.replace(fechamento, (fim) => daqui + fim);
  // An empty <definedNames/> would be a second element: opened instead.
  const vazio = new RegExp(`<${prefixo}definedNames\\s*/>`);
  if (vazio.test(xml)) return xml.replace(vazio, `<${prefixo}definedNames>${daqui}</${prefixo}definedNames>`);
  // A new <definedNames> where the schema puts it (CT_Workbook is a sequence): after <sheets>,
  // <functionGroups> and <externalReferences>, before the first element that follows it.
  const depois = new RegExp(`<${prefixo}(?:${DEPOIS_DE_DEFINED_NAMES.join("|")})\\b|</${prefixo}workbook>`);
  return xml.replace(
    depois,
    (seguinte) => `<${prefixo}definedNames>${daqui}</${prefixo}definedNames>${seguinte}`,
  );
}

/** The children of <workbook> that come after <definedNames>, in the schema's order (ECMA-376, CT_Workbook). */
const DEPOIS_DE_DEFINED_NAMES = [
  "calcPr",
  "oleSize",
  "customWorkbookViews",
  "pivotCaches",
  "smartTagPr",
  "smartTagTypes",
  "webPublishing",
  "fileRecoveryPr",
  "webPublishObjects",
  "extLst",
];

function relacoesEditadas(xml: string | null, saem: Set<string>, novas: string[]): string {
  const base = xml ?? `${XML}<Relationships xmlns="${NS_RELS}"></Relationships>`;
  const sem = base.replace(/<(\w+:)?Relationship\b[^>]*?\/>/g, (r) =>
    saem.has(atributos(r).Id ?? "") ? "" : r,
  );
  return sem.replace(/<\/((\w+:)?)Relationships>\s*$/, (fim) => novas.join("") + fim);
}

function tiposEditados(xml: string, saem: Set<string>, novos: string[], comVml: boolean): string {
  let sem = xml.replace(/<(\w+:)?Override\b[^>]*?\/>/g, (o) => {
    const parte = (atributos(o).PartName ?? "").replace(/^\//, "");
    return saem.has(parte) ? "" : o;
  });
  const temVml = /<(\w+:)?Default\b[^>]*Extension="vml"/i.test(sem);
  const extras = [
    ...(comVml && !temVml ? [`<Default Extension="vml" ContentType="${CT_VML}"/>`] : []),
    ...novos,
  ];
  sem = sem.replace(/<\/((\w+:)?)Types>\s*$/, (fim) => extras.join("") + fim);
  return sem;
}
