/**
 * Errors a custom function shows in its cell. Excel shows a message only with #VALOR! and #N/D
 * (CustomFunctions.ErrorCode invalidValue and notAvailable, API set CustomFunctionsRuntime 1.2), so
 * every bad argument becomes #VALOR! with a message in Portuguese, and a list with no vaga #N/D.
 *
 * The functions also run outside Excel (tests, the script that fills the example workbook), where the
 * global CustomFunctions does not exist: there the factory builds an error with the same code and
 * message, so that the same checks hold in both places.
 */
import { ErroDeEntrada } from "../engine/tipos";

/** The codes the functions use, with the value Excel writes in the cell (English names). */
export const CODIGOS = { invalidValue: "#VALUE!", notAvailable: "#N/A" } as const;
export type CodigoDeErro = keyof typeof CODIGOS;

/** What a function throws: CustomFunctions.Error in Excel, ErroDeCelula elsewhere. */
export interface ErroNaCelula {
  code: string;
  message?: string;
}

/** The stand-in for CustomFunctions.Error outside Excel. */
export class ErroDeCelula extends Error implements ErroNaCelula {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ErroDeCelula";
  }
}

/** Excel's tooltip is short: long messages (many problems in a table) are cut with "…". */
export const MAX_MENSAGEM = 255;

function encurtar(mensagem: string): string {
  return mensagem.length <= MAX_MENSAGEM ? mensagem : `${mensagem.slice(0, MAX_MENSAGEM - 1)}…`;
}

/** The error Excel shows in the cell: CustomFunctions.Error when the runtime provides it. */
export function erroNaCelula(codigo: CodigoDeErro, mensagem: string): ErroNaCelula {
  const texto = encurtar(mensagem);
  const runtime = (globalThis as { CustomFunctions?: typeof CustomFunctions }).CustomFunctions;
  if (runtime?.Error && runtime.ErrorCode) return new runtime.Error(runtime.ErrorCode[codigo], texto);
  return new ErroDeCelula(CODIGOS[codigo], texto);
}

/** A bad argument found by the parsers: becomes #VALOR! with this message. */
export class ErroDeArgumento extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = "ErroDeArgumento";
  }
}

/** A question with no answer (a list with no vaga): becomes #N/D with this message. */
export class SemResposta extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = "SemResposta";
  }
}

/** A cell shows one sentence: the first problem, the others counted. */
export function primeiroProblema(textos: readonly string[]): string {
  const [primeiro, ...resto] = textos;
  return resto.length
    ? `${primeiro} (e mais ${resto.length} problema${resto.length > 1 ? "s" : ""})`
    : primeiro;
}

/** The engine's problems. Their fields are left out, since they are the engine's names for the
 *  arguments (`edital.percentuais.PCD` for percentual_pcd), except when the call gave the edital as
 *  JSON: then a field of the edital is the clerk's own (`edital.posicoesFixas.PPP`). */
function mensagemDoMotor(erro: ErroDeEntrada, camposDoEdital: boolean): string {
  const textos = erro.problemas.map((p) =>
    camposDoEdital && p.campo.startsWith("edital") ? `${p.campo}: ${p.mensagem}` : p.mensagem,
  );
  return textos.length ? primeiroProblema(textos) : erro.message;
}

/**
 * Runs a function's body and turns what it throws into the error Excel shows: argument errors and the
 * engine's input errors become #VALOR! with their message, SemResposta becomes #N/D; anything else is
 * a bug, shown as #VALOR! saying so rather than as a number. `camposDoEdital`: the call gave the
 * edital as JSON (see mensagemDoMotor).
 */
export function naCelula<T>(corpo: () => T, camposDoEdital = false): T {
  try {
    return corpo();
  } catch (erro) {
    if (erro instanceof ErroDeArgumento) throw erroNaCelula("invalidValue", erro.message);
    if (erro instanceof SemResposta) throw erroNaCelula("notAvailable", erro.message);
    if (erro instanceof ErroDeEntrada)
      throw erroNaCelula("invalidValue", mensagemDoMotor(erro, camposDoEdital));
    const detalhe = erro instanceof Error ? erro.message : String(erro);
    throw erroNaCelula("invalidValue", `Erro interno do suplemento: ${detalhe}`);
  }
}
