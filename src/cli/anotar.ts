/**
 * `cotas anotar entrada.xlsx|entrada.csv -o saida.xlsx [--edital edital.json] [--mapa mapa.json]`:
 * the task pane's pipeline (read, map, validate, compute, write the sheets) on an .xlsx or CSV file,
 * through the .xlsx adapter. The output is the clerk's package, every part byte-identical, plus the
 * add-in's sheets.
 * Bad data: every problem with its sheet and cell, exit code 2, and no output file (the workbook is
 * written to a temporary file beside the target and renamed only when complete).
 *
 * The CLI is a Node front end and the workbook is bytes, so the files go through node:fs here (the
 * dispatcher's `Ambiente` reads text only); the dispatcher awaits the command in the same process.
 */
import { zlibNativo } from "./zlibNativo";
import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import { abrirCsv, abrirXlsx } from "../adapters/xlsx/arquivo";
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import type { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import { REGIMES } from "../engine/regimes";
import { lerConcurso } from "../engine/lerConcurso";
import {
  ErroDeEntrada,
  type Cargo,
  type Concurso,
  type Edital,
  type Lista,
  type Resultado,
} from "../engine/tipos";
import {
  executar,
  lerDados,
  lerPreferencias,
  provisorios,
  SubstituicaoRecusada,
  vagasDaPasta,
  type FonteDados,
} from "../pipeline";
import {
  CAMPOS_CANDIDATO,
  ROTULO_DO_CAMPO,
  type MapaColunas,
  type OpcoesLeitura,
} from "../leitura/mapaColunas";
import { mapaColunasDeJson } from "../leitura/mapaDeJson";
import type { Problema } from "../leitura/problema";
import type { TabelaBruta } from "../planilha/tabela";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import { conferirSaida, gravarBytes, saidaDaPasta } from "./arquivoDeSaida";
import { linhasDosAvisos, linhasDosEmpates } from "./avisos";
import { jsonDoTexto, textoUtf8 } from "./json";
import type { Comando } from "./comando";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";

export interface ArquivosAnotar {
  ler(caminho: string): Promise<Uint8Array>;
  /** Writes all or nothing, keeping the mode of the file it replaces (see arquivoDeSaida.ts). */
  gravarInteiro(
    caminho: string,
    bytes: Uint8Array | readonly Uint8Array[],
    modoExistente: number | null,
  ): Promise<void>;
}

export const ARQUIVOS_DO_DISCO: ArquivosAnotar = {
  ler: async (caminho) => new Uint8Array(await readFile(caminho)),
  gravarInteiro: gravarBytes,
};

export interface RespostaAnotar {
  /** 0 written; 2 the clerk's data or the command line is wrong; 1 anything else. */
  codigo: 0 | 1 | 2;
  saida: string;
  erro: string;
  /** Why it failed, for the dispatcher to report as it reports every command's failures. */
  motivo?:
    | { tipo: "uso"; mensagem: string }
    | { tipo: "dados"; problemas: { campo: string; mensagem: string }[] }
    | { tipo: "inesperado"; erro: unknown };
}

const AJUDA = `Uso: cotas anotar ENTRADA.xlsx|ENTRADA.csv -o SAIDA.xlsx [opções]

Roda o mesmo fluxo do painel do Excel sobre um arquivo: lê os candidatos, confere os dados, aplica a
reserva de vagas e grava uma nova pasta com as suas folhas intactas e as folhas do suplemento
(uma por lista, Ordem de nomeação, Reversões, Quadro), com cores, tabelas e notas nas células.
Com erro nos dados, mostra cada problema com a folha e a célula e não grava nada (código 2).

  -o, --saida SAIDA.xlsx   pasta anotada a gravar (obrigatório; não pode ser a entrada)
  --edital EDITAL.json     o edital: {"dataPublicacao": "2025-09-01", "percentuais": {…}, "desempate": […],
                           "cargos": [{"id": "Analista", "vagas": 10}]}; sem "cargos", as vagas vêm de
                           uma folha ou tabela da pasta com as colunas Cargo e Vagas. Sem --edital, usa o
                           edital guardado na pasta por uma execução anterior.
  --mapa MAPA.json         as colunas dos candidatos que o cabeçalho não diz bem, pelo título ou pela letra:
                           {"campos": {"ppp": {"cabecalho": "Cota racial (S/N)"}, "nota": {"coluna": "D"}}};
                           os campos que ele não nomeia continuam reconhecidos pelos cabeçalhos. Campos:
${camposDoMapa()}
  --folha NOME             a folha dos candidatos (padrão: a primeira tabela do Excel com Inscrição e Nota
                           no cabeçalho, senão a região ao redor da célula ativa da folha ativa)
  --substituir, --force    substitui o que já existe: a SAIDA.xlsx, se houver (mantém as permissões dela),
                           e folhas do suplemento que foram editadas depois de escritas. Sem ela, uma
                           SAIDA.xlsx existente não é tocada.
  --json                   imprime o resultado do motor em JSON em vez do resumo

Arquivos CSV: separador ";" ou "," (detectado), UTF-8 com ou sem BOM ou Latin-1 (Windows-1252).`;

/** The keys of --mapa with what each one is, one to a line: the help says them all. */
function camposDoMapa(): string {
  return CAMPOS_CANDIDATO.map((c) => `${" ".repeat(27)}${c.padEnd(16)} ${ROTULO_DO_CAMPO[c]}`).join("\n");
}

export async function executarAnotar(
  argv: readonly string[],
  arquivos: ArquivosAnotar = ARQUIVOS_DO_DISCO,
): Promise<RespostaAnotar> {
  try {
    return await anotarArquivo(argv, arquivos);
  } catch (erro) {
    if (erro instanceof ErroDeUso) return falhaDeUso(erro.message);
    if (erro instanceof ArquivoRecusado) return falhaDeUso(erro.message);
    if (erro instanceof SubstituicaoRecusada)
      return falhaDeUso(`${erro.message} Use --substituir para substituí-las.`);
    if (erro instanceof ErroDeEntrada) {
      const linhas = erro.problemas.map((p) => `  • ${p.campo}: ${p.mensagem}`);
      return {
        ...falha(
          2,
          `cotas anotar: o edital não pode ser aplicado (${erro.problemas.length}):\n${linhas.join("\n")}\n`,
        ),
        motivo: { tipo: "dados", problemas: erro.problemas },
      };
    }
    return {
      ...falha(1, `cotas anotar: erro inesperado: ${erro instanceof Error ? erro.message : String(erro)}\n`),
      motivo: { tipo: "inesperado", erro },
    };
  }
}

function falha(codigo: 1 | 2, erro: string): RespostaAnotar {
  return { codigo, saida: "", erro };
}

function falhaDeUso(mensagem: string): RespostaAnotar {
  return {
    ...falha(2, `cotas anotar: ${mensagem}\nUse "cotas anotar --help" para ver as opções.\n`),
    motivo: { tipo: "uso", mensagem },
  };
}

/** The options of the commands that read the clerk's workbook as `cotas anotar` does and write a file. */
export const OPCOES_DA_PASTA = {
  saida: "texto",
  edital: "texto",
  mapa: "texto",
  folha: "texto",
  substituir: "bandeira",
  force: "bandeira",
} as const;

/** What `cotas anotar` reads: Excel workbooks (with or without macros, which stay as they are) and CSV. */
const EXTENSOES_DE_ENTRADA = [".xlsx", ".xlsm", ".csv"];

/** The input must be a kind of file the reader knows (refused by its name, before it is opened). */
export function conferirEntrada(entrada: string): void {
  if (!EXTENSOES_DE_ENTRADA.includes(extname(entrada).toLowerCase())) {
    throw new ErroDeUso(
      `${entrada} não é uma pasta .xlsx nem um arquivo .csv; salve-o como .xlsx (Pasta de Trabalho do Excel) no Excel ou no LibreOffice`,
    );
  }
}

interface ArquivoDoEdital {
  edital: Edital;
  cargos?: Cargo[];
  mapa?: MapaColunas;
  leitura?: OpcoesLeitura;
}

async function anotarArquivo(argv: readonly string[], arquivos: ArquivosAnotar): Promise<RespostaAnotar> {
  const { opcoes, posicionais } = lerArgumentos(
    argv,
    { ...OPCOES_DA_PASTA, json: "bandeira" },
    { o: "saida" },
  );
  if (posicionais.length !== 1) {
    throw new ErroDeUso("informe um arquivo de entrada: cotas anotar ENTRADA.xlsx -o SAIDA.xlsx");
  }
  const entrada = posicionais[0];
  conferirEntrada(entrada);
  const saida = saidaDaPasta(opcoes.saida, entrada);
  const substituir = opcoes.substituir === true || opcoes.force === true;
  const { modoExistente } = await conferirSaida(entrada, saida, substituir);
  const pasta = await abrirPastaDoEscrivao(entrada, opcoes, arquivos);
  if (pasta.problemasDoArquivo.some((p) => p.gravidade === "erro")) return comErros(pasta.problemasDoArquivo);
  const { porta, fonte, problemasDoArquivo, ...escolhas } = pasta;
  const feito = await calcularEEscrever(porta, fonte, problemasDoArquivo, {
    ...escolhas,
    substituir,
    comoTexto: (concurso, resultado, escritas, problemas, folha) =>
      opcoes.json
        ? JSON.stringify(resultado)
        : resumo(saida, concurso, resultado, escritas, problemas, folha),
  });
  if (typeof feito !== "string") return feito;
  // The last time this workbook is written: each sheet's cells are let go of once written (#39).
  const bytes = await porta.paraPedacos({ ultima: true });
  try {
    await arquivos.gravarInteiro(saida, bytes, modoExistente);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível gravar ${saida}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return { codigo: 0, saida: feito + "\n", erro: "" };
}

/** The clerk's workbook opened, with the choices to read it by: the files given (--edital, --mapa,
 *  --folha), else those a previous run saved in it. */
export interface PastaDoEscrivao {
  porta: PastaXlsx;
  problemasDoArquivo: Problema[];
  fonte?: FonteDados;
  edital: Edital;
  mapa?: MapaColunas;
  /** The mapping came from the clerk's file (--mapa, or the edital's file): it names only some fields,
   *  the others are recognized from the header. */
  mapaParcial?: boolean;
  leitura?: OpcoesLeitura;
  cargos?: Cargo[];
}

/** Opens the input as `cotas anotar` reads it (also `cotas publicar`). A file's own errors come back
 *  in `problemasDoArquivo`, before any choice is checked. */
export async function abrirPastaDoEscrivao(
  entrada: string,
  opcoes: { edital?: unknown; mapa?: unknown; folha?: unknown },
  arquivos: ArquivosAnotar,
): Promise<PastaDoEscrivao> {
  const doEdital =
    typeof opcoes.edital === "string"
      ? lerArquivoDoEdital(await lerJson(arquivos, opcoes.edital), opcoes.edital)
      : null;
  const mapaDado =
    typeof opcoes.mapa === "string"
      ? mapaValidado(await lerJson(arquivos, opcoes.mapa), opcoes.mapa)
      : doEdital?.mapa;

  const { porta, problemasDoArquivo } = await abrir(entrada, await lerBytes(arquivos, entrada));
  if (problemasDoArquivo.some((p) => p.gravidade === "erro")) {
    return { porta, problemasDoArquivo, edital: {} };
  }
  const guardadas = await lerPreferencias(porta);
  const edital = doEdital?.edital ?? guardadas?.edital;
  if (!edital) {
    throw new ErroDeUso(
      'informe o edital com --edital EDITAL.json (ao menos {"dataPublicacao": "AAAA-MM-DD"}, que escolhe o regime)',
    );
  }
  return {
    porta,
    problemasDoArquivo,
    fonte:
      typeof opcoes.folha === "string"
        ? { tipo: "intervalo", folha: await folhaExistente(porta, opcoes.folha) }
        : undefined,
    edital,
    mapa: mapaDado ?? (doEdital ? undefined : guardadas?.mapa),
    mapaParcial: mapaDado !== undefined,
    leitura: doEdital?.leitura ?? (doEdital ? undefined : guardadas?.leitura),
    cargos: doEdital?.cargos ?? (doEdital ? undefined : guardadas?.cargos),
  };
}

/**
 * Reads the candidates, runs the pipeline and words the answer. The raw table and the result are only
 * referenced in here, so they are freed before the file is produced. The choices
 * are saved in the workbook for the next run (by the pipeline, with the sheets). Returns the text to print, or the failure.
 */
async function calcularEEscrever(
  porta: PastaXlsx,
  fonte: FonteDados | undefined,
  problemasDoArquivo: Problema[],
  e: {
    mapa?: MapaColunas;
    mapaParcial?: boolean;
    edital: Edital;
    cargos?: Cargo[];
    leitura?: OpcoesLeitura;
    substituir: boolean;
    comoTexto: (
      c: Concurso,
      r: Resultado,
      escritas: string[],
      problemas: Problema[],
      folha: string,
    ) => string;
  },
): Promise<string | RespostaAnotar> {
  let tabela: TabelaBruta | null = await lerDados(porta, fonte);
  const folhaDosCandidatos = tabela.folha;
  const cargos = e.cargos ?? (await vagasDaPasta(porta, tabela, e.mapa, "cli"));
  // The table goes to executar, which lets it go once the concurso is read (#39): not held here.
  const emCurso = executar(
    porta,
    {
      tabela,
      fonte,
      mapa: e.mapa,
      completarMapa: e.mapaParcial,
      edital: e.edital,
      cargos,
      leitura: e.leitura,
      leitor: "cli",
    },
    { confirmarSubstituicao: async () => e.substituir },
  );
  tabela = null;
  const execucao = await emCurso;
  const problemas = [...problemasDoArquivo, ...execucao.problemas];
  if (execucao.situacao === "com-erros") return comErros(problemas);
  return e.comoTexto(
    execucao.concurso,
    execucao.resultado,
    execucao.escrita.escritas,
    problemas,
    folhaDosCandidatos,
  );
}

/** The sheet --folha names, checked before reading: a wrong name is the clerk's mistake (code 2). */
async function folhaExistente(porta: PastaXlsx, nome: string): Promise<string> {
  const folhas = (await porta.listarFolhas()).filter((f) => !f.marca).map((f) => f.nome);
  if (folhas.includes(nome)) return nome;
  throw new ErroDeUso(
    `a folha "${nome}" não existe na pasta; as folhas são: ${folhas.map((f) => `"${f}"`).join(", ")}`,
  );
}

async function lerBytes(arquivos: ArquivosAnotar, caminho: string): Promise<Uint8Array> {
  try {
    return await arquivos.ler(caminho);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível ler ${caminho}: ${motivoDoErroDeArquivo(erro)}`);
  }
}

/** A JSON file the clerk names (--edital, --mapa, --fase): read, BOM dropped, parsed, or said in Portuguese. */
export async function lerJson(arquivos: ArquivosAnotar, caminho: string): Promise<unknown> {
  const bytes = await lerBytes(arquivos, caminho);
  let texto: string;
  try {
    texto = textoUtf8(bytes);
  } catch (erro) {
    throw new ErroDeUso(`não foi possível ler ${caminho}: ${motivoDoErroDeArquivo(erro)}`);
  }
  return jsonDoTexto(texto, caminho);
}

/** A mapping the clerk gave in a file: checked field by field; any reason stops the run (exit code 2)
 *  rather than reading the wrong columns with a warning the clerk may not see. */
function mapaValidado(json: unknown, caminho: string): MapaColunas {
  const { mapa, motivos } = mapaColunasDeJson(json);
  if (motivos.length > 0) {
    throw new ErroDeUso(
      `o mapa das colunas em ${caminho} não pode ser usado (${motivos.length}):\n` +
        motivos.map((m) => `  • ${m}`).join("\n"),
    );
  }
  return mapa;
}

/** The edital file: the Edital itself (with an optional "cargos"), or the pane's saved choices
 *  ({"edital": …, "cargos": …, "mapa": …, "leitura": …}). */
function lerArquivoDoEdital(json: unknown, caminho: string): ArquivoDoEdital {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new ErroDeUso(`o arquivo ${caminho} deve conter um objeto JSON com o edital`);
  }
  const objeto = json as Record<string, unknown>;
  if (Object.hasOwn(objeto, "edital")) {
    // The pane's saved choices: each part checked, since a hand-edited file may have any shape.
    const { edital, cargos, mapa, leitura } = objeto;
    if (!ehObjeto(edital)) throw new ErroDeUso(`em ${caminho}, "edital" deve ser um objeto com o edital`);
    if (leitura !== undefined && !ehObjeto(leitura)) {
      throw new ErroDeUso(`em ${caminho}, "leitura" deve ser um objeto com as opções de leitura`);
    }
    return {
      edital: edital as Edital,
      cargos: cargosConferidos(edital as Edital, cargos, caminho),
      mapa: mapa === undefined ? undefined : mapaValidado(mapa, caminho),
      leitura: leitura as OpcoesLeitura | undefined,
    };
  }
  const { cargos, ...edital } = objeto;
  return { edital: edital as Edital, cargos: cargosConferidos(edital as Edital, cargos, caminho) };
}

function ehObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === "object" && valor !== null && !Array.isArray(valor);
}

/** The cargos of an edital file, checked by the engine's own reader (ErroDeEntrada names the field). */
function cargosConferidos(edital: Edital, cargos: unknown, caminho: string): Cargo[] | undefined {
  if (cargos === undefined) return undefined;
  if (!Array.isArray(cargos)) {
    throw new ErroDeUso(`em ${caminho}, "cargos" deve ser uma lista: [{"id": "Analista", "vagas": 10}]`);
  }
  return lerConcurso({ edital, cargos, candidatos: [] }).cargos;
}

async function abrir(
  caminho: string,
  bytes: Uint8Array,
): Promise<{ porta: PastaXlsx; problemasDoArquivo: Problema[] }> {
  if (extname(caminho).toLowerCase() === ".csv") {
    const { porta, leitura } = await abrirCsv(bytes, basename(caminho), zlibNativo);
    return { porta, problemasDoArquivo: leitura.problemas };
  }
  try {
    return { porta: await abrirXlsx(bytes, zlibNativo), problemasDoArquivo: [] };
  } catch (erro) {
    if (erro instanceof ArquivoRecusado) throw new ArquivoRecusado(`${caminho}: ${erro.message}`);
    throw erro;
  }
}

function comErros(problemas: readonly Problema[]): RespostaAnotar {
  const erros = problemas.filter((p) => p.gravidade === "erro");
  const avisos = problemas.filter((p) => p.gravidade === "aviso");
  const linhas = [
    `cotas anotar: ${contar(erros.length, "erro", "erros")} nos dados; nenhuma pasta foi gravada.`,
    ...erros.map((p) => `  ✗ ${p.mensagem}`),
    ...(avisos.length ? ["Avisos:", ...avisos.map((p) => `  ! ${p.mensagem}`)] : []),
  ];
  const porCelula = erros.map((p) => ({
    campo: p.endereco,
    mensagem: p.mensagem.startsWith(`${p.endereco}: `) ? p.mensagem.slice(p.endereco.length + 2) : p.mensagem,
  }));
  return { ...falha(2, linhas.join("\n") + "\n"), motivo: { tipo: "dados", problemas: porCelula } };
}

function contar(n: number, um: string, varios: string): string {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? um : varios}`;
}

function resumo(
  saida: string,
  concurso: Concurso,
  r: Resultado,
  folhas: string[],
  problemas: readonly Problema[],
  folhaDosCandidatos: string,
): string {
  const regime = REGIMES[r.regime];
  const nomeados = r.candidatos.filter((c) => c.lista !== null).length;
  const linhas = [
    `Pasta anotada gravada em ${saida}`,
    `Regime: ${regime.nome} (${r.regime}).`,
    `Candidatos lidos da folha "${folhaDosCandidatos}": ${r.candidatos.length.toLocaleString("pt-BR")}; ` +
      `nomeados nas vagas: ${nomeados.toLocaleString("pt-BR")}.`,
    "",
    "Vagas por cargo (quadro após reversões):",
    ...r.cargos.map((c) => {
      const listas = (Object.keys(c.quadroFinal) as Lista[])
        .filter((l) => (c.quadroFinal[l] ?? 0) > 0)
        .map((l) => `${l} ${c.quadroFinal[l]}`)
        .join(", ");
      const extras = [
        c.reversoes.length ? contar(c.reversoes.length, "reversão", "reversões") : "",
        c.vagasNaoPreenchidas
          ? `${contar(c.vagasNaoPreenchidas, "vaga não preenchida", "vagas não preenchidas")}`
          : "",
      ].filter(Boolean);
      return `  • ${c.id}: ${contar(c.vagas, "vaga", "vagas")} — ${listas}${extras.length ? ` (${extras.join("; ")})` : ""}`;
    }),
  ];
  const reversoes = r.cargos.flatMap((c) =>
    c.reversoes.map((v) => `  • ${c.id}: ${v.texto} (${v.fundamento})`),
  );
  if (reversoes.length) linhas.push("", "Reversões:", ...reversoes);
  linhas.push(...linhasDosEmpates(r, "na folha Empates"));
  const provisorio = provisorios(concurso, r);
  if (provisorio.length) {
    linhas.push(
      "",
      `Resultado provisório para ${contar(provisorio.length, "candidato", "candidatos")}:`,
      ...provisorio
        .slice(0, PROVISORIOS_NO_RESUMO)
        .map(
          (p) =>
            `  • ${p.cargo}: ${p.candidato}${p.nome ? ` (${p.nome})` : ""} — ${p.motivos.join("; ") || "resultado provisório"}`,
        ),
    );
    // A tie of thousands at the cut makes them all provisional: the summary stays one screen.
    if (provisorio.length > PROVISORIOS_NO_RESUMO)
      linhas.push(
        `  … e mais ${(provisorio.length - PROVISORIOS_NO_RESUMO).toLocaleString("pt-BR")}: veja a coluna Provisório das folhas.`,
      );
  }
  linhas.push(...linhasDosAvisos(problemas, r.avisos));
  linhas.push(
    "",
    `Folhas do suplemento: ${folhas.join(", ")}.`,
    "O gráfico do Quadro não vai no arquivo (o suplemento só cria gráficos nativos dentro do Excel): os dados dele estão na folha Quadro.",
  );
  return linhas.join("\n");
}

/** The provisional results named in the summary, at most (all are in the sheets' Provisório column). */
const PROVISORIOS_NO_RESUMO = 50;

export const anotar: Comando = {
  resumo: "aplica a reserva a uma pasta .xlsx ou a um CSV e grava a pasta anotada",
  ajuda: AJUDA,
  async executar(argv) {
    const resposta = await executarAnotar(argv);
    if (resposta.codigo === 0) return resposta.saida.replace(/\n$/, "");
    // The dispatcher prints these two as it does for every command, with exit code 2.
    if (resposta.motivo?.tipo === "uso") throw new ErroDeUso(resposta.motivo.mensagem);
    if (resposta.motivo?.tipo === "dados") throw new ErroDeEntrada(resposta.motivo.problemas);
    throw resposta.motivo?.tipo === "inesperado" ? resposta.motivo.erro : new Error(resposta.erro);
  },
};
