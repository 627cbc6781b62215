/**
 * Offline validation of manifest.xml: the XML schemas of the Office add-in manifest (MS-OWEMXML, in
 * ../shared/office/manifest-schema) through xmllint-wasm, plus what the schemas cannot check: every
 * `resid` resolves to a resource of the right kind, string and id length limits, and every URL is https
 * on one single host. Every error names the line and the element, in Portuguese.
 *
 * Run: npx tsx scripts/validar-manifesto.ts [manifest.xml]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

export interface ErroManifesto {
  /** 1-based line in the manifest, null when the parser could not tell. */
  linha: number | null;
  /** Element the error is about, as written in the manifest (e.g. "bt:Url"). */
  elemento: string;
  mensagem: string;
}

const RAIZ_REPOSITORIO = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ESQUEMA_PRINCIPAL = "OfficeAppManifestV1_1.xsd";

/** Limits of OfficeAppBasicTypesV1_0.xsd (ShortString, LongString, resource id, URL). */
const LIMITE = { textoCurto: 125, textoLongo: 250, resid: 32, url: 2048 } as const;

/** Where the schemas may be: $ESQUEMAS_MANIFESTO, else ../shared beside the repository (as CI lays it). */
function lugaresDosEsquemas(): string[] {
  return [
    process.env.ESQUEMAS_MANIFESTO,
    join(RAIZ_REPOSITORIO, "..", "shared", "office", "manifest-schema"),
  ].filter((p): p is string => Boolean(p));
}

/**
 * The folder of the schemas, or null where this machine has none: a bare clone does not carry them (they
 * are Microsoft's, beside the repository in CI), so the schema check is skipped there with the reason.
 */
export function acharPastaDosEsquemas(): string | null {
  return lugaresDosEsquemas().find((p) => existsSync(join(p, ESQUEMA_PRINCIPAL))) ?? null;
}

/** Why the schema check was skipped, in one sentence. */
export function motivoSemEsquemas(): string {
  return (
    `esquemas do manifesto não encontrados (procurei ${ESQUEMA_PRINCIPAL} em: ${lugaresDosEsquemas().join(", ")}); ` +
    "defina ESQUEMAS_MANIFESTO com a pasta dos arquivos .xsd (o .ci/run os tem)"
  );
}

/** The folder of the schemas; an error that says where it looked when there is none. */
export function pastaDosEsquemas(): string {
  const pasta = acharPastaDosEsquemas();
  if (!pasta) throw new Error(`${motivoSemEsquemas().replace(/^e/, "E")}.`);
  return pasta;
}

function esquemas(pasta: string): { principal: XMLFileInfo; demais: XMLFileInfo[] } {
  const ler = (nome: string): XMLFileInfo => ({
    fileName: nome,
    contents: readFileSync(join(pasta, nome), "utf8"),
  });
  const nomes = readdirSync(pasta).filter((n) => n.endsWith(".xsd") && n !== ESQUEMA_PRINCIPAL);
  return { principal: ler(ESQUEMA_PRINCIPAL), demais: nomes.map(ler) };
}

/** Local name of "{namespace}Name" as libxml2 prints it. */
const semNamespace = (nome: string): string => nome.replace(/\{[^}]*\}/g, "");

/** libxml2's schema messages, in Portuguese; anything unforeseen keeps its original text. */
function traduzirErroDeEsquema(mensagem: string): { elemento: string; mensagem: string } {
  const texto = semNamespace(mensagem.replace(/^Schemas validity error : /, ""));
  const elemento = /^Element '([^']+)'/.exec(texto)?.[1] ?? "(documento)";
  const esperado = /Expected is (?:one of )?\( ([^)]+) \)/.exec(texto)?.[1];
  if (/This element is not expected/.test(texto)) {
    return {
      elemento,
      mensagem: esperado
        ? `elemento fora do lugar: aqui o esquema exige <${esperado}> (falta ou está fora de ordem).`
        : "elemento não permitido aqui pelo esquema.",
    };
  }
  if (/Missing child element/.test(texto)) {
    return { elemento, mensagem: `falta o elemento obrigatório <${esperado ?? "?"}> dentro dele.` };
  }
  const atributoFaltando = /The attribute '([^']+)' is required but missing/.exec(texto);
  if (atributoFaltando) return { elemento, mensagem: `falta o atributo obrigatório ${atributoFaltando[1]}.` };
  const atributo = /^Element '[^']+', attribute '([^']+)': (.*)$/.exec(texto);
  if (atributo) return { elemento, mensagem: `valor inválido no atributo ${atributo[1]}: ${atributo[2]}` };
  if (/^parser error/.test(texto)) return { elemento, mensagem: `XML malformado: ${texto}` };
  return { elemento, mensagem: `violação do esquema: ${texto}` };
}

async function errosDeEsquema(xml: string, nomeArquivo: string): Promise<ErroManifesto[]> {
  const { principal, demais } = esquemas(pastaDosEsquemas());
  const resultado = await validateXML({
    xml: [{ fileName: nomeArquivo, contents: xml }],
    schema: [principal],
    preload: demais,
  });
  return resultado.errors
    .filter((e) => e.loc !== null) // the lines without a position echo the faulty source line
    .map((e) => ({ linha: e.loc?.lineNumber ?? null, ...traduzirErroDeEsquema(e.message) }));
}

interface Etiqueta {
  nome: string;
  atributos: Map<string, string>;
  linha: number;
  /** Text up to the next tag (for <AppDomain>). */
  texto: string;
}

const ENTIDADES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodificar = (valor: string): string =>
  valor.replace(/&(amp|lt|gt|quot|apos);/g, (_, nome: string) => ENTIDADES[nome]);

/** Start tags with their line, comments skipped: enough for the rules below, the schema checks the rest. */
function etiquetas(xml: string): Etiqueta[] {
  const semComentarios = xml.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, " "));
  const resultado: Etiqueta[] = [];
  const padrao = /<([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>([^<]*)/g;
  for (const m of semComentarios.matchAll(padrao)) {
    const atributos = new Map<string, string>();
    for (const a of m[2].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      atributos.set(a[1], decodificar(a[2] ?? a[3]));
    }
    const linha = semComentarios.slice(0, m.index).split("\n").length;
    resultado.push({ nome: m[1], atributos, linha, texto: decodificar(m[3].trim()) });
  }
  return resultado;
}

const nomeLocal = (nome: string): string => nome.slice(nome.indexOf(":") + 1);

type TipoRecurso = "Images" | "Urls" | "ShortStrings" | "LongStrings";

/** Which kind of resource each referencing element needs (bt:*ResourceReference in the schemas). */
function tipoExigido(elemento: string): TipoRecurso {
  switch (nomeLocal(elemento)) {
    case "Image":
      return "Images";
    case "SourceLocation":
    case "FunctionFile":
    case "LearnMoreUrl":
    case "Runtime":
      return "Urls";
    case "Description":
      return "LongStrings";
    default:
      return "ShortStrings";
  }
}

function errosDeRegras(xml: string): ErroManifesto[] {
  const erros: ErroManifesto[] = [];
  const todas = etiquetas(xml);

  // Resources: bt:Image / bt:Url / bt:String, grouped by the section they sit in.
  const recursos = new Map<string, TipoRecurso>();
  let secao: TipoRecurso | null = null;
  for (const e of todas) {
    const local = nomeLocal(e.nome);
    if (local === "Images" || local === "Urls" || local === "ShortStrings" || local === "LongStrings") {
      secao = local;
      continue;
    }
    const id = e.atributos.get("id");
    if (!secao || !id || !["Image", "Url", "String"].includes(local)) continue;
    if (recursos.has(id)) erros.push({ linha: e.linha, elemento: e.nome, mensagem: `id "${id}" repetido.` });
    recursos.set(id, secao);
    if (id.length > LIMITE.resid) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `id "${id}" tem ${id.length} caracteres; o máximo é ${LIMITE.resid}.`,
      });
    }
    const limite =
      secao === "ShortStrings" ? LIMITE.textoCurto : secao === "LongStrings" ? LIMITE.textoLongo : null;
    const valor = e.atributos.get("DefaultValue") ?? "";
    if (limite !== null && valor.length > limite) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `texto de "${id}" tem ${valor.length} caracteres; o máximo é ${limite}.`,
      });
    }
  }

  // Every resid resolves, to a resource of the kind its element needs.
  for (const e of todas) {
    const resid = e.atributos.get("resid");
    if (resid === undefined) continue;
    if (resid.length > LIMITE.resid) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `resid "${resid}" tem ${resid.length} caracteres; o máximo é ${LIMITE.resid}.`,
      });
    }
    const exigido = tipoExigido(e.nome);
    const encontrado = recursos.get(resid);
    if (!encontrado) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `resid "${resid}" não existe em <Resources> (esperado em bt:${exigido}).`,
      });
    } else if (encontrado !== exigido) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `resid "${resid}" aponta para bt:${encontrado}, mas este elemento precisa de bt:${exigido}.`,
      });
    }
  }

  // The add-in's name, a ShortString outside Resources.
  for (const e of todas) {
    if (nomeLocal(e.nome) !== "DisplayName") continue;
    const valor = e.atributos.get("DefaultValue") ?? "";
    if (valor.length > LIMITE.textoCurto) {
      erros.push({
        linha: e.linha,
        elemento: e.nome,
        mensagem: `nome com ${valor.length} caracteres; o máximo é ${LIMITE.textoCurto}.`,
      });
    }
  }

  // Every URL https, all on the host of DefaultSettings/SourceLocation.
  const urls: { etiqueta: Etiqueta; url: string }[] = [];
  for (const e of todas) {
    for (const atributo of ["DefaultValue", "Value"]) {
      const valor = e.atributos.get(atributo);
      const ehUrl =
        ["Url", "Image"].includes(nomeLocal(e.nome)) || /^[a-z][a-z0-9+.-]*:\/\//i.test(valor ?? "");
      if (valor !== undefined && ehUrl) urls.push({ etiqueta: e, url: valor });
    }
    if (nomeLocal(e.nome) === "AppDomain") urls.push({ etiqueta: e, url: e.texto });
  }
  const origemDe = (url: string): string | null => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  const principal = todas.find((e) => e.nome === "SourceLocation" && e.atributos.has("DefaultValue"));
  const origemPrincipal = origemDe(principal?.atributos.get("DefaultValue") ?? "");
  for (const { etiqueta, url } of urls) {
    const origem = origemDe(url);
    const erro = (mensagem: string): void => {
      erros.push({ linha: etiqueta.linha, elemento: etiqueta.nome, mensagem });
    };
    if (origem === null) erro(`"${url}" não é uma URL válida.`);
    else if (!url.toLowerCase().startsWith("https://")) erro(`URL sem https: "${url}".`);
    else if (origemPrincipal !== null && origem !== origemPrincipal) {
      erro(`URL em outro host: "${url}"; todas as URLs devem estar em ${origemPrincipal}.`);
    }
    if (url.length > LIMITE.url) erro(`URL com ${url.length} caracteres; o máximo é ${LIMITE.url}.`);
  }
  return erros;
}

/** All errors of the manifest (schema first, then the extra rules), in line order. */
export async function validarManifesto(xml: string, nomeArquivo = "manifest.xml"): Promise<ErroManifesto[]> {
  const erros = [...(await errosDeEsquema(xml, nomeArquivo)), ...errosDeRegras(xml)];
  return erros.sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
}

export function formatarErro(erro: ErroManifesto, nomeArquivo = "manifest.xml"): string {
  return `${nomeArquivo}, linha ${erro.linha ?? "?"}, <${erro.elemento}>: ${erro.mensagem}`;
}

/**
 * Without the schemas: in CI (CI=true) that is an error, since .ci/run lays them beside the repository;
 * elsewhere (a bare clone) the schema check is skipped with the reason printed and the other rules run.
 */
async function principalCli(): Promise<void> {
  const caminho = resolve(process.argv[2] ?? join(RAIZ_REPOSITORIO, "manifest.xml"));
  const nome = basename(caminho);
  const xml = readFileSync(caminho, "utf8");
  const comEsquemas = acharPastaDosEsquemas() !== null || process.env.CI === "true";
  if (!comEsquemas) console.warn(`${nome}: validação pelos esquemas pulada: ${motivoSemEsquemas()}.`);
  const erros = comEsquemas ? await validarManifesto(xml, nome) : errosDeRegras(xml);
  if (erros.length === 0) {
    console.log(
      comEsquemas
        ? `${nome}: válido (esquemas do Office, resid, tamanhos e URLs).`
        : `${nome}: válido quanto a resid, tamanhos e URLs (sem os esquemas do Office).`,
    );
    return;
  }
  for (const erro of erros) console.error(formatarErro(erro, nome));
  console.error(`${nome}: ${erros.length} erro(s).`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  principalCli().catch((erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exitCode = 1;
  });
}
