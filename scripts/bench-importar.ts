/**
 * Coverage benchmark of the reader of published result lists (src/publicada, what `cotas importar`
 * runs): every PDF and .txt of a folder (default test/publicada/mundo, the corpus of real documents of
 * issue #37; `--pasta DIR` for another, e.g. the held-out part) is read with the project's own reader,
 * and per document one line says:
 *
 * - começos: record-like starts found by an INDEPENDENT count over the same page text, not by the
 *   reader: an inscrição-like token — 5 to 14 digits, with the dots, slashes or hyphens bancas use
 *   inside it ("18121402", "388.01339535/9", "0236788-3"), not a date — standing alone (no digit,
 *   letter or separator glued to it) and followed, after an optional "," ";" "/" "-", spaces or line
 *   breaks (a page-number line between them allowed: the record split by a page break), by a
 *   capitalised word of two or more letters. The regex is INICIO_DE_REGISTRO below. It knows no
 *   banca's layout; what a whole edition of a diário holds besides lists is left out by the token's own
 *   form and what stands just before it, never by the reader's code (naoEInscricao below):
 *   - a token shaped as another document's number: a CPF (000.000.000-00), a CNPJ
 *     (00.000.000/0000-00), a processo or act ending in a year ("055.015789/2015", "0090-007527/2015",
 *     a SEI number "00400-00012345/2019-11") or starting with one ("2020.8990");
 *   - a token right after a label of another document (within the 30 characters before it:
 *     "matrícula", "mat.", "processo", "SEI", "CPF", "CNPJ", "RG", "identidade", "registro", "CREA",
 *     "CRM", "COREN", "SIAPE", "PIS/PASEP", "NIS", "CEP", "telefone", "conta", "agência", "BM", "MASP",
 *     with an optional "nº" and ":");
 *   - a token right after a date ("16/12/2018; - 0199305-4; JOSE …"): a dated entry of another act
 *     (a servidor's plantão, a licença), not a result's record.
 *   Two more forms of start, for tables whose inscrição is not followed by the name: an inscrição-like
 *   token with a prefix of capitals ("TIC370100757") at the start of a line, followed on it by a capitalised word or a
 *   masked CPF; and an inscrição-like token right before or after a masked CPF on its line
 *   ("XXX.917.491-XX 01800352210": a masked CPF is printed only in a relation of people). A line with
 *   a masked CPF and no such token (no inscrição) is not a start. A token found by two forms counts once.
 *   Before #37's second round these were counted, and the start total of the diários was several times
 *   their records (108,330 starts on this folder for 98,145 records counted by hand; 100,822 after).
 *   It still over-counts matrículas printed with no label and under-counts lists with no inscrição
 *   (classification and name only) or with the name before the inscrição: read the figure as "where
 *   records are", not as the truth.
 * - lidos / recusados: the records the reader read and refused (sums over its sections), and the
 *   candidates it made.
 * - esperado: where `esperado/<document without extension>.csv` exists (columns
 *   secao,lista,cargo,inscricao,nome,nota; checked by hand), how many of its rows the reader produced
 *   exactly: a candidate with the same inscrição (both empty where the list prints none), the same
 *   name (spaces made single) and the same final score (the printed value read as a number, decimal
 *   comma or point; empty = no score). A row is a record of one section (the CSV's `secao`): for a
 *   person the reader found in several sections, the score may be the one the table keeps or the one
 *   any of the person's sections printed (`registros` of the candidate), so that a section that prints
 *   no final score (a sub judice list of partial scores: empty) and one that does (the list ranked by
 *   it) are each matched with their own; the same rule for every document.
 * - cpu: the CPU time of reading the document (PDF text extraction included).
 *
 * A document whose records name no list (the reader counts them and asks which list they are:
 *   `cotas importar` exits 1 and says `--lista`) is read as the clerk then reads it, with the list of its
 *   esperado (AC where the esperado names none), and its line says so ("pediu a lista; com --lista AC").
 *   `--sem-lista`: the reader's reading alone, without the clerk's answer.
 *
 * Then the totals and "documentos lidos exatamente: X de Y" over the documents with an esperado CSV,
 * where exactly means every row of the CSV produced and no record refused. A document that makes the
 * reader throw is reported on its line with the error; the benchmark never stops on one. A document with
 * no list in it (its esperado CSV holds the header alone) is read exactly when the reader reads no
 * candidate or refuses it as not a list ("sem lista (certo)", not counted as an error).
 *
 *   npm run bench:importar
 *   npm run bench:importar -- --pasta /caminho/da/pasta [--esperado /caminho/dos/csv] [--sem-lista]
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, extname, join, resolve } from "node:path";
import Papa from "papaparse";
import { paginasDoPdf } from "../src/adapters/pdf/textoDoPdf";
import { decodificarCsv } from "../src/leitura/csvCodificacao";
import { lerPublicacao, PublicacaoIlegivel } from "../src/publicada/lerPublicacao";
import { paginasDoTexto } from "../src/publicada/paginas";
import {
  LISTAS_NOMEAVEIS,
  type ListaNomeavel,
  type PaginaDeTexto,
  type PublicacaoLida,
} from "../src/publicada/tipos";

/**
 * An inscrição-like token where a record begins (see the header): not glued to a digit, letter or
 * separator before it; 5–14 digits with single inner separators; then a capitalised word.
 */
const INICIO_DE_REGISTRO =
  /(?<![\p{L}\p{N}.,/-])(\d(?:[.\-/]?\d){4,13})(?![\p{N}])\s*[,;/–-]?(?:\s*\n[ \t]*\d{1,4}[ \t]*(?=\n))?\s+(\p{Lu}[\p{L}'´`]+)(?=[\s,])/gu;
const DATA = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/;

/** Tokens shaped as another document's number (see the header): CPF, CNPJ, a year at the end or the start. */
const OUTRO_DOCUMENTO: readonly RegExp[] = [
  /^\d{3}\.\d{3}\.\d{3}-\d{2}$/,
  /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
  /\/(?:19|20)\d{2}(?:-\d{1,2})?$/,
  /^(?:19|20)\d{2}[./-]\d{3,}$/,
];
/** A label of another document's number, ending just before the token. */
const ROTULO_ANTES =
  /(?<!\p{L})(?:matr[íi]culas?|matr\.|mat\.|processos?|proc\.|sei|cpf|cnpj|rg|identidade|registro|crea|crm|coren|siape|pis|pasep|nis|cep|telefone|fone|tel\.|conta|ag[êe]ncia|nire|cnes|masp|bm)(?:\s*(?:n[º°o]s?\.?|n\.\s?º|número|sob o))?\s*[:.]?\s*$/iu;
/** A date ending just before the token (with the punctuation between). */
const DATA_ANTES = /\d{1,2}\/\d{1,2}\/\d{2,4}[\s;,.–-]*$/;

/** Whether the token at `inicio` is another document's number, not an inscrição (see the header). */
function naoEInscricao(texto: string, token: string, inicio: number): boolean {
  if (OUTRO_DOCUMENTO.some((r) => r.test(token))) return true;
  const antes = texto.slice(Math.max(0, inicio - 30), inicio);
  return ROTULO_ANTES.test(antes) || DATA_ANTES.test(antes);
}

/**
 * A masked CPF ("XXX.917.491-XX", "***.180.875-**"): printed only in a relation of people, never an
 * inscrição itself (a group of digits replaced by "*" or "X").
 */
const CPF_MASCARADO = String.raw`(?=[\d*Xx.]{0,11}[*Xx])[\d*Xx]{3}\.[\d*Xx]{3}\.[\d*Xx]{3}-[\d*Xx]{2}`;
const SO = String.raw`(?<![\p{L}\p{N}.,/*-])`;
const FIM = String.raw`(?![\p{N}\p{L}*])`;
/**
 * An inscrição-like token with a prefix of capitals ("TIC370100757") at the start of a line, then, on
 * its line, a name or a masked CPF (mid-line, such a token is another act's number: "AE08690023").
 */
const INICIO_ALFANUMERICO = new RegExp(
  String.raw`(?<=(?:^|\n)[ \t]*)(\p{Lu}{1,6}\d(?:[.\-/]?\d){4,13})${FIM}[ \t]*[,;/–-]?[ \t]+(?:\p{Lu}[\p{L}'´${"`"}]+(?=[\s,])|${CPF_MASCARADO}${FIM})`,
  "gu",
);
/** An inscrição-like token right before or right after a masked CPF, on the same line. */
const AO_LADO_DO_CPF = new RegExp(
  String.raw`(?:(?<=${CPF_MASCARADO}[ \t]+)${SO}(\d(?:[.\-/]?\d){4,13})${FIM}|${SO}(\d(?:[.\-/]?\d){4,13})(?=[ \t]+${CPF_MASCARADO}${FIM}))`,
  "gu",
);

function contarComecos(paginas: readonly PaginaDeTexto[]): number {
  // One text for the whole document: a record split by a page break still counts once.
  const texto = paginas.map((p) => p.linhas.join("\n")).join("\n");
  // The token's offset: a token found by two patterns counts once.
  const achados = new Set<number>();
  const conferir = (token: string, inicio: number) => {
    const digitos = token.replace(/\D/g, "").length;
    if (digitos < 5 || digitos > 14 || DATA.test(token)) return;
    if (naoEInscricao(texto, token, inicio)) return;
    achados.add(inicio);
  };
  for (const m of texto.matchAll(INICIO_DE_REGISTRO)) conferir(m[1], m.index + m[0].indexOf(m[1]));
  for (const m of texto.matchAll(INICIO_ALFANUMERICO)) conferir(m[1], m.index);
  for (const m of texto.matchAll(AO_LADO_DO_CPF)) conferir(m[0], m.index);
  return achados.size;
}

interface LinhaEsperada {
  lista: string;
  inscricao: string;
  nome: string;
  nota: string;
}

const espacos = (s: string) => s.replace(/\s+/g, " ").trim();

/** A printed score as a number: "5,455", "5.455", "1.234,5"; empty or "-" = none. */
function notaImpressa(t: string): number | null | "ilegível" {
  const s = t.trim();
  if (s === "" || s === "-") return null;
  const normal = s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : s;
  const n = Number(normal);
  return Number.isFinite(n) ? n : "ilegível";
}

async function lerEsperado(caminho: string): Promise<LinhaEsperada[] | null> {
  let texto: string;
  try {
    texto = await readFile(caminho, "utf8");
  } catch {
    return null;
  }
  const r = Papa.parse<Record<string, string>>(texto.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  return r.data.map((l) => ({
    lista: l.lista ?? "",
    inscricao: l.inscricao ?? "",
    nome: l.nome ?? "",
    nota: l.nota ?? "",
  }));
}

function produzidas(esperado: readonly LinhaEsperada[], lida: PublicacaoLida): number {
  const porInscricao = new Map<string, PublicacaoLida["candidatos"]>();
  for (const c of lida.candidatos) {
    const chave = espacos(c.inscricao ?? "");
    const lista = porInscricao.get(chave) ?? [];
    lista.push(c);
    porInscricao.set(chave, lista);
  }
  let certas = 0;
  for (const e of esperado) {
    const nota = notaImpressa(e.nota);
    const mesma = (n: number | null) =>
      nota === null ? n === null : n !== null && Math.abs(n - Number(nota)) < 1e-9;
    const achou = (porInscricao.get(espacos(e.inscricao)) ?? []).some(
      (c) =>
        espacos(c.nome) === espacos(e.nome) &&
        (mesma(c.nota) || (c.registros ?? []).some((r) => mesma(r.nota))),
    );
    if (achou) certas++;
  }
  return certas;
}

/**
 * The reading a clerk gets: the reader's, and where it reads records of no list and asks which list they
 * are (`semLista`, or the error that asks for `--lista`), the reading with the list the esperado gives
 * them (AC where it gives none) — only for a document with an esperado of rows.
 */
function lerComoOEscrivao(
  paginas: readonly PaginaDeTexto[],
  esperado: readonly LinhaEsperada[] | null,
): { lida: PublicacaoLida; lista?: ListaNomeavel } {
  const lista = (): ListaNomeavel => {
    const nomeada = esperado?.map((e) => e.lista.toUpperCase()).find((l) => l !== "");
    return (LISTAS_NOMEAVEIS as readonly string[]).includes(nomeada ?? "")
      ? (nomeada as ListaNomeavel)
      : "AC";
  };
  const comLista = () => {
    const l = lista();
    return { lida: lerPublicacao(paginas, { lista: l, leitor: "cli" }), lista: l };
  };
  if (process.argv.includes("--sem-lista")) return { lida: lerPublicacao(paginas) };
  try {
    const lida = lerPublicacao(paginas);
    return lida.semLista && esperado && esperado.length > 0 ? comLista() : { lida };
  } catch (erro) {
    if (
      esperado &&
      esperado.length > 0 &&
      erro instanceof PublicacaoIlegivel &&
      /--lista|diga de que lista/.test(erro.message)
    ) {
      return comLista();
    }
    throw erro;
  }
}

function argumento(nome: string): string | undefined {
  const i = process.argv.indexOf(nome);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function principal(): Promise<void> {
  const pasta = resolve(argumento("--pasta") ?? "test/publicada/mundo");
  const pastaEsperado =
    argumento("--esperado") ??
    ((await stat(join(pasta, "esperado")).catch(() => null))
      ? join(pasta, "esperado")
      : join(dirname(pasta), "esperado"));
  const arquivos = (await readdir(pasta))
    .filter((f) => [".pdf", ".txt"].includes(extname(f).toLowerCase()))
    .sort();
  console.log(`Pasta: ${pasta} (${arquivos.length} documentos; esperados em ${pastaEsperado})`);
  console.log(
    "documento | páginas | começos | lidos | recusados | candidatos | esperado exatos/linhas | cpu",
  );
  const total = { paginas: 0, comecos: 0, lidos: 0, recusados: 0, candidatos: 0, cpu: 0, erros: 0 };
  const exatos = { docs: 0, comEsperado: 0, linhas: 0, certas: 0 };
  const inicioGeral = process.cpuUsage();
  for (const arquivo of arquivos) {
    const inicio = process.cpuUsage();
    const cpu = () => {
      const d = process.cpuUsage(inicio);
      return (d.user + d.system) / 1e6;
    };
    const esperado = await lerEsperado(join(pastaEsperado, `${basename(arquivo, extname(arquivo))}.csv`));
    let paginas: PaginaDeTexto[] | null = null;
    let comecos = 0;
    try {
      const bytes = new Uint8Array(await readFile(join(pasta, arquivo)));
      paginas =
        extname(arquivo).toLowerCase() === ".pdf"
          ? await paginasDoPdf(bytes)
          : paginasDoTexto(decodificarCsv(bytes).texto);
      comecos = contarComecos(paginas);
      // A list the text does not name: the reader counts its records and asks the clerk which list they
      // are (exit 1, `--lista`); the clerk's answer is the esperado's list (AC where it names none).
      const { lida, lista } = lerComoOEscrivao(paginas, esperado);
      const lidos = lida.secoes.reduce((s, x) => s + x.registros, 0);
      const recusados = lida.secoes.reduce((s, x) => s + x.recusados, 0);
      let colunaEsperado = "-";
      if (esperado) {
        const certas = produzidas(esperado, lida);
        colunaEsperado = `${certas}/${esperado.length}`;
        exatos.comEsperado++;
        exatos.linhas += esperado.length;
        exatos.certas += certas;
        if (certas === esperado.length && recusados === 0) exatos.docs++;
      }
      const segundos = cpu();
      total.paginas += paginas.length;
      total.comecos += comecos;
      total.lidos += lidos;
      total.recusados += recusados;
      total.candidatos += lida.candidatos.length;
      total.cpu += segundos;
      console.log(
        `${arquivo} | ${paginas.length} | ${comecos} | ${lidos} | ${recusados} | ${lida.candidatos.length} | ${colunaEsperado}${lista ? ` (pediu a lista; com --lista ${lista})` : ""} | ${segundos.toFixed(2)} s`,
      );
    } catch (erro) {
      // An edition with no list (an esperado of the header alone) that the reader refuses as "not a
      // list" got it right: counted as read exactly, not as an error.
      const semLista = esperado?.length === 0 && erro instanceof PublicacaoIlegivel;
      if (!semLista) total.erros++;
      if (esperado) {
        exatos.comEsperado++;
        exatos.linhas += esperado.length;
        if (semLista) exatos.docs++;
      }
      const segundos = cpu();
      total.paginas += paginas?.length ?? 0;
      total.comecos += comecos;
      total.cpu += segundos;
      const mensagem = erro instanceof Error ? `${erro.name}: ${erro.message}` : String(erro);
      console.log(
        `${arquivo} | ${paginas?.length ?? "?"} | ${comecos} | ${semLista ? "sem lista (certo): " : "ERRO: "}${mensagem.split("\n")[0]}` +
          `${esperado ? ` | esperado 0/${esperado.length}` : ""} | ${segundos.toFixed(2)} s`,
      );
    }
  }
  const geral = process.cpuUsage(inicioGeral);
  console.log("");
  console.log(
    `Total: ${arquivos.length} documentos, ${total.paginas} páginas, ${total.comecos} começos de registro, ` +
      `${total.lidos} registros lidos, ${total.recusados} recusados, ${total.candidatos} candidatos, ` +
      `${total.erros} documento(s) com erro.`,
  );
  console.log(
    `Esperados: ${exatos.certas} de ${exatos.linhas} linhas produzidas exatamente (inscrição, nome e nota).`,
  );
  console.log(`documentos lidos exatamente: ${exatos.docs} de ${exatos.comEsperado}`);
  console.log(
    `Tempo de CPU: ${((geral.user + geral.system) / 1e6).toFixed(1)} s (leitura dos documentos: ${total.cpu.toFixed(1)} s).`,
  );
}

principal().catch((erro: unknown) => {
  console.error(erro);
  process.exitCode = 1;
});
