/**
 * Writing the output file the way a careful tool does, for every `cotas` command that writes one:
 * - the input is never the output, compared by the real file (realpath, then device and inode), so a
 *   symlink or a hard link to the input is refused like the input itself;
 * - an existing output is replaced only when the clerk says so (`--substituir`), and keeps its mode
 *   (a 0600 file of candidate data stays 0600); a new file gets the mode every tool gives, 0666 less
 *   the umask (0644 or 0664 in a shared folder: the clerk's colleague opens it; 0600 under umask 077);
 * - the bytes go to a temporary file in the same folder (`.NAME.xlsx.HEX.tmp`), renamed over the
 *   target only when complete: the output is whole or absent. SIGINT/SIGTERM remove it before the
 *   process ends, and the next run sweeps those a killed run (SIGKILL, power cut) left behind;
 * - a new output is created exclusively (a hard link of the complete temporary file, which fails if the
 *   name exists): two runs writing the same new file at once never replace each other's; the second
 *   says so and writes nothing.
 */
import { randomBytes } from "node:crypto";
import { chmod, copyFile, link, readdir, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { constants, rmSync, type Stats } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { ErroDeUso } from "./argumentos";

/** The document named with -o (`cotas publicar`), refused by its name before anything is read. */
export function saidaDoDocumento(saida: unknown): string {
  if (typeof saida !== "string") throw new ErroDeUso("informe o documento a gravar com -o RESULTADO.docx");
  if (extname(saida).toLowerCase() !== ".docx")
    throw new ErroDeUso(`a saída deve ser um documento .docx: "${saida}"`);
  return saida;
}

/**
 * The output workbook of a command that writes the clerk's workbook again, refused by its name before
 * anything is read: of the input's kind. A macro-enabled workbook (.xlsm) stays one, under its own
 * extension (its parts are copied as they are, macros and their content type included, and Excel
 * refuses a .xlsx that holds them); any other input (.xlsx, .csv) gives a .xlsx.
 */
export function saidaDaPasta(saida: unknown, entrada: string): string {
  const comMacros = extname(entrada).toLowerCase() === ".xlsm";
  const exemplo = comMacros ? "SAIDA.xlsm" : "SAIDA.xlsx";
  if (typeof saida !== "string") throw new ErroDeUso(`informe a pasta a gravar com -o ${exemplo}`);
  const extensao = extname(saida).toLowerCase();
  if (comMacros && extensao !== ".xlsm")
    throw new ErroDeUso(
      `${entrada} é uma pasta com macros (.xlsm): a saída também deve ser .xlsm, para o Excel abri-la com as macros (um .xlsx que as guarda é recusado pelo Excel): "${saida}"`,
    );
  if (!comMacros && extensao !== ".xlsx")
    throw new ErroDeUso(`a saída deve ser um arquivo .xlsx: "${saida}"`);
  return saida;
}

/** Temporary files older than this are stale whatever their process: no run writes for a day. */
const IDADE_DE_ABANDONO_MS = 24 * 60 * 60 * 1000;

/** `.NAME.PID(8 hex)RANDOM(8 hex).tmp`: the writer's pid tells a live run's file from a dead one's. */
function nomeTemporario(caminho: string): string {
  const pid = process.pid.toString(16).padStart(8, "0").slice(-8);
  return join(dirname(caminho), `.${basename(caminho)}.${pid}${randomBytes(4).toString("hex")}.tmp`);
}

async function estado(caminho: string): Promise<Stats | null> {
  try {
    return await stat(caminho);
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw erro;
  }
}

/** True when both paths name the same file on disk (through symlinks and hard links alike). */
export async function mesmoArquivo(a: string, b: string): Promise<boolean> {
  const [ea, eb] = await Promise.all([estado(a), estado(b)]);
  if (!ea || !eb) return false;
  if (ea.dev === eb.dev && ea.ino === eb.ino) return true;
  return (await realpath(a)) === (await realpath(b));
}

/**
 * Checks, before any work is done, that the output may be written: into a folder that exists, not
 * over the input, and not over an existing file unless `substituir`. Returns the existing file's mode to keep, if there is one.
 */
export async function conferirSaida(
  entrada: string,
  saida: string,
  substituir: boolean,
): Promise<{ modoExistente: number | null }> {
  if (await mesmoArquivo(entrada, saida)) {
    throw new ErroDeUso(
      "a saída não pode ser o próprio arquivo de entrada: a sua pasta de trabalho não é alterada",
    );
  }
  const pasta = await estado(dirname(saida));
  if (!pasta?.isDirectory()) throw new ErroDeUso(`a pasta de ${saida} não existe; crie-a antes`);
  const existente = await estado(saida);
  if (existente?.isDirectory()) throw new ErroDeUso(`a saída ${saida} é uma pasta, não um arquivo`);
  if (existente && !substituir) {
    throw new ErroDeUso(`o arquivo ${saida} já existe; use --substituir (ou --force) para substituí-lo`);
  }
  return { modoExistente: existente ? existente.mode & 0o7777 : null };
}

/** Removes the temporary files of `caminho` left by runs that are no longer running. */
export async function varrerTemporariosAbandonados(caminho: string, agora = Date.now()): Promise<string[]> {
  const pasta = dirname(caminho);
  const prefixo = `.${basename(caminho)}.`;
  let nomes: string[];
  try {
    nomes = await readdir(pasta);
  } catch {
    return [];
  }
  const removidos: string[] = [];
  for (const nome of nomes) {
    if (!nome.startsWith(prefixo)) continue;
    const hex = /^([0-9a-f]{8})([0-9a-f]{8})?\.tmp$/.exec(nome.slice(prefixo.length));
    if (!hex) continue;
    const arquivo = join(pasta, nome);
    const e = await estado(arquivo);
    if (!e?.isFile()) continue;
    // Without the pid part (files of older versions) only the age tells.
    const pid = hex[2] === undefined ? null : parseInt(hex[1], 16);
    if (agora - e.mtimeMs < IDADE_DE_ABANDONO_MS && (pid === null || processoVivo(pid))) continue;
    await rm(arquivo, { force: true });
    removidos.push(arquivo);
  }
  return removidos;
}

function processoVivo(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (erro) {
    return (erro as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Writes `caminho` all or nothing: `escrever` fills a temporary file beside it (a whole buffer or a
 * stream), which gets the mode and is renamed over the target. On failure, SIGINT or SIGTERM the
 * temporary file is removed; a signal then ends the process as the signal would have.
 */
export async function gravarAtomicamente(
  caminho: string,
  escrever: (temporario: string) => Promise<void>,
  modoExistente: number | null,
): Promise<void> {
  await varrerTemporariosAbandonados(caminho);
  const temporario = nomeTemporario(caminho);
  const aoSinal = (sinal: NodeJS.Signals): void => {
    rmSync(temporario, { force: true });
    pararDeOuvir();
    process.kill(process.pid, sinal);
  };
  const pararDeOuvir = (): void => {
    process.off("SIGINT", aoSinal);
    process.off("SIGTERM", aoSinal);
  };
  process.on("SIGINT", aoSinal);
  process.on("SIGTERM", aoSinal);
  try {
    // Created empty with the default mode, 0666 less the umask (as `touch` or a text editor would),
    // before any byte is written; the published file keeps it (link, or a copy that copies the mode).
    await writeFile(temporario, new Uint8Array(0), { mode: 0o666, flag: "wx" });
    await escrever(temporario);
    if (modoExistente !== null) {
      await chmod(temporario, modoExistente);
      await rename(temporario, caminho);
    } else {
      await criarExclusivo(temporario, caminho);
    }
  } catch (erro) {
    await rm(temporario, { force: true });
    throw erro;
  } finally {
    pararDeOuvir();
  }
}

/**
 * The complete temporary file published under a name that must not exist yet: link() fails with
 * EEXIST where rename() would replace. Where the disk has no hard links (FAT, some network shares),
 * a copy that also refuses an existing name (COPYFILE_EXCL).
 */
async function criarExclusivo(temporario: string, caminho: string): Promise<void> {
  try {
    await link(temporario, caminho);
  } catch (erro) {
    const codigo = (erro as NodeJS.ErrnoException).code;
    if (codigo !== "EPERM" && codigo !== "ENOTSUP" && codigo !== "EOPNOTSUPP" && codigo !== "ENOSYS")
      throw erro;
    await copyFile(temporario, caminho, constants.COPYFILE_EXCL);
  }
  await rm(temporario, { force: true });
}

/** The common case: the whole file is already in memory, in one array or in the chunks it was made in. */
export function gravarBytes(
  caminho: string,
  bytes: Uint8Array | readonly Uint8Array[],
  modoExistente: number | null,
): Promise<void> {
  return gravarAtomicamente(caminho, (temporario) => writeFile(temporario, bytes), modoExistente);
}
