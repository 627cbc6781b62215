/**
 * How the pane hands a file to the clerk inside Excel. A download (an <a download> click) works in Excel
 * on the web and on Windows, but never in Excel for Mac or iPad: their web view drops downloads, by
 * design (office-js issue 2700). There the annotated workbook opens as a new workbook instead, through
 * Excel.createWorkbook with the file's base64 (ExcelApi 1.8, checked with isSetSupported); where even
 * that is missing, the pane offers no file and says why (Resultado).
 */
import { salvarNoNavegador, type Ambiente } from "./ambiente";

/** What the decision needs from office.js, so tests can give any host. */
export interface HostDoOffice {
  /** Office.context.platform: "PC", "OfficeOnline", "Mac", "iOS"… */
  plataforma: string;
  suporta: (conjunto: string, versao: string) => boolean;
  /** Excel.createWorkbook. */
  criarPasta: (base64: string) => Promise<void>;
}

/** Platforms whose web view never delivers a download. */
const SEM_DOWNLOAD = new Set(["Mac", "iOS"]);

export function formasDeEntrega(host: HostDoOffice): Pick<Ambiente, "salvarArquivo" | "abrirComoNovaPasta"> {
  if (!SEM_DOWNLOAD.has(host.plataforma)) return { salvarArquivo: salvarNoNavegador };
  if (!host.suporta("ExcelApi", "1.8")) return {};
  return { abrirComoNovaPasta: async (conteudo) => host.criarPasta(await emBase64(conteudo)) };
}

/** The host as office.js describes it (inside Excel, after Office.onReady). */
export function hostDoOffice(): HostDoOffice {
  return {
    plataforma: String(Office.context?.platform),
    suporta: (conjunto, versao) => Office.context?.requirements?.isSetSupported(conjunto, versao) === true,
    criarPasta: (base64) => Excel.createWorkbook(base64),
  };
}

/** A file's bytes in base64, as Excel.createWorkbook takes them (the data URL without its prefix). */
export function emBase64(conteudo: Blob): Promise<string> {
  return new Promise((pronto, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => pronto(String(leitor.result).replace(/^data:[^,]*,/, ""));
    leitor.onerror = () => falha(leitor.error ?? new Error("Não foi possível ler o arquivo."));
    leitor.readAsDataURL(conteudo);
  });
}
