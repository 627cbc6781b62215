/**
 * `cotas publicar` on the bundled example: the .docx is opened by LibreOffice (converted to PDF, then to
 * text by pdftotext), and every list of every cargo shows its people once each, in classification
 * order, the nominated ones included. Also the command's file safety and bad input (exit code 2).
 * Without LibreOffice Writer and poppler-utils the conversion is skipped (`npm test` must pass on a
 * machine with only Node); the rest runs everywhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executarAnotar } from "../../src/cli/anotar";
import type { Resultado } from "../../src/engine/tipos";
import { rodar } from "./rodar";

const EXEMPLO = "assets/exemplo-edital.xlsx";
const EDITAL = "assets/exemplo-edital.json";

/** soffice with its Writer module (Debian splits it from Calc), and pdftotext. */
function ferramentas(): boolean {
  let tem = false;
  try {
    const soffice = realpathSync(execFileSync("which", ["soffice"], { encoding: "utf8" }).trim());
    execFileSync("which", ["pdftotext"]);
    tem = existsSync(join(dirname(soffice), "libswlo.so"));
  } catch {
    tem = false;
  }
  if (!tem) {
    console.warn(
      "teste pulado: o LibreOffice Writer ou o pdftotext não está nesta máquina " +
        "(apt-get install libreoffice-writer poppler-utils; o .ci/run os instala).",
    );
  }
  return tem;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publicar-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("cotas publicar: o exemplo", () => {
  let docx: string;
  let resultado: Resultado;

  beforeAll(async () => {
    docx = join(dir, "resultado.docx");
    const r = await rodar(["publicar", EXEMPLO, "-o", docx, "--edital", EDITAL]);
    expect(r.stderr).toBe("");
    expect(r.codigo).toBe(0);
    expect(r.stdout).toContain(
      "Antes de publicar, preencha os campos destacados: [NOME DO ÓRGÃO OU ENTIDADE]",
    );
    const json = await executarAnotar([
      EXEMPLO,
      "-o",
      join(dir, "anotada.xlsx"),
      "--edital",
      EDITAL,
      "--json",
    ]);
    resultado = JSON.parse(json.saida) as Resultado;
  }, 120_000);

  it("grava um .docx novo com o modo de sempre, 0666 menos a umask (como um arquivo novo qualquer)", async () => {
    const s = await stat(docx);
    const comparacao = join(dir, "modo-de-sempre");
    await writeFile(comparacao, "", { mode: 0o666 });
    expect(s.mode & 0o777).toBe((await stat(comparacao)).mode & 0o777);
    expect((await readFile(docx)).subarray(0, 2).toString()).toBe("PK");
  });

  it.skipIf(!ferramentas())(
    "o LibreOffice abre o .docx: cada lista com cada pessoa uma vez, na ordem da classificação",
    async () => {
      const perfil = join(dir, "perfil");
      execFileSync(
        "soffice",
        [
          `-env:UserInstallation=file://${perfil}`,
          "--headless",
          "--convert-to",
          "pdf",
          "--outdir",
          dir,
          docx,
        ],
        { stdio: "ignore", timeout: 170_000 },
      );
      const texto = execFileSync("pdftotext", ["-layout", join(dir, "resultado.pdf"), "-"], {
        encoding: "utf8",
      });
      const linhas = texto.split("\n");
      // Each list section of each cargo: the inscrições of its rows, in the order printed.
      const secoes = new Map<string, string[]>();
      let atual: string[] | null = null;
      for (const linha of linhas) {
        const secao = /^\s*(\d+)\.\d+\. Da lista de (.+?)\s*$/.exec(linha);
        if (secao) {
          atual = [];
          secoes.set(`${secao[1]}:${secao[2]}`, atual);
          continue;
        }
        if (/^\s*\d+\.(\d+\.)? D[aoe]/.test(linha)) atual = null;
        const fila = /^\s*(\d+)\s+(\d{6,})\s/.exec(linha);
        if (atual && fila) atual.push(fila[2]);
      }
      const NOMES = {
        AC: "ampla concorrência",
        PPP: "pessoas pretas e pardas",
        IND: "indígenas",
        QUI: "quilombolas",
        PCD: "pessoas com deficiência",
      } as const;
      let nomeados = 0;
      resultado.cargos.forEach((cargo, i) => {
        for (const [lista, nome] of Object.entries(NOMES)) {
          const impressos = secoes.get(`${i + 1}:${nome}`);
          expect(impressos, `cargo ${cargo.id}, lista ${lista}`).toBeDefined();
          const entradas = cargo.listas[lista as keyof typeof NOMES] ?? [];
          const publicados = entradas
            .filter((e) => !["eliminado", "desistente", "nao-classificado"].includes(e.desfecho))
            .map((e) => e.candidato);
          expect(impressos, `cargo ${cargo.id}, lista ${lista}`).toEqual(publicados);
          const daLista = entradas
            .filter((e) => e.desfecho === "nomeado-nesta-lista")
            .map((e) => e.candidato);
          for (const id of daLista) expect(impressos!.filter((x) => x === id)).toHaveLength(1);
          nomeados += daLista.length;
        }
      });
      expect(nomeados).toBe(resultado.candidatos.filter((c) => c.lista !== null).length);
      expect(texto.replace(/\s+/g, " ")).toContain("TORNA PÚBLICO o resultado final do concurso público");
    },
    180_000,
  );
});

describe("cotas publicar: arquivos e entrada ruim", () => {
  it("não substitui um arquivo que já existe sem --substituir (código 2, arquivo intacto)", async () => {
    const docx = join(dir, "existente.docx");
    await writeFile(docx, "do escrivão");
    const r = await rodar(["publicar", EXEMPLO, "-o", docx, "--edital", EDITAL]);
    expect(r.codigo).toBe(2);
    expect(r.stderr).toContain("já existe; use --substituir");
    expect(await readFile(docx, "utf8")).toBe("do escrivão");
  });

  it("saída que não é .docx, entrada que não existe, folha que não existe: uma frase, código 2", async () => {
    const casos: [string[], string][] = [
      [[EXEMPLO, "-o", join(dir, "x.pdf"), "--edital", EDITAL], 'a saída deve ser um documento .docx: "'],
      [[join(dir, "nada.xlsx"), "-o", join(dir, "y.docx")], "o arquivo não existe"],
      [
        [EXEMPLO, "-o", join(dir, "z.docx"), "--folha", "Não existe"],
        'a folha "Não existe" não existe na pasta',
      ],
    ];
    for (const [argv, frase] of casos) {
      const r = await rodar(["publicar", ...argv]);
      expect(r.codigo, argv.join(" ")).toBe(2);
      expect(r.stderr).toContain(frase);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(join(dir, "y.docx")) || existsSync(join(dir, "z.docx"))).toBe(false);
  });
});
