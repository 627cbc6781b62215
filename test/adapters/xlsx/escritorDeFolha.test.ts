/**
 * The worksheet XML the .xlsx writer produces, read back by a conforming XML parser: white space at
 * either edge of a text kept (xml:space="preserve", any Unicode space), and the colors of alternating
 * runs of rows (the style of each set of formats, computed once and reused) the same in every run.
 */
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { escreverFolha } from "../../../src/adapters/xlsx/escritorDeFolha";
import { EstilosNovos } from "../../../src/adapters/xlsx/estilos";
import type { NotaCelula } from "../../../src/folhas/modelo";
import type { ValorCelula } from "../../../src/planilha/tabela";

function xmlDe(
  valores: ValorCelula[][],
  formatos: Parameters<typeof escreverFolha>[0]["modelo"]["formatos"] = [],
  notas: NotaCelula[] = [],
) {
  const estilos = new EstilosNovos({ fontes: 1, preenchimentos: 2, bordas: 1, xfs: 1, proximoFormato: 164 });
  let xml = "";
  escreverFolha(
    { modelo: { valores, formatos, larguras: [], congelarLinhas: 0, notas }, notas },
    estilos,
    (t) => (xml += t),
  );
  return xml;
}

/** Each cell's style and text, as a conforming parser reads them. */
function celulas(xml: string): { r: string; s: string | undefined; texto: string }[] {
  const lidas: { r: string; s: string | undefined; texto: string }[] = [];
  const sax = new SaxesParser();
  sax.on("opentag", (n) => {
    if (n.name === "c") lidas.push({ r: n.attributes.r as string, s: n.attributes.s as string, texto: "" });
  });
  sax.on("text", (t) => {
    if (lidas.length) lidas[lidas.length - 1].texto += t;
  });
  sax.write(xml).close();
  return lidas;
}

describe("escreverFolha", () => {
  it("guarda o espaço nas bordas do texto (também o não separável e a tabulação), e só lá", () => {
    const textos = [" início", "fim ", "\u00a0NBSP", "tab\t", "meio do texto", "Conceição"];
    const xml = xmlDe(textos.map((t) => [t]));
    expect(celulas(xml).map((c) => c.texto)).toEqual(textos);
    const preservados = [...xml.matchAll(/<t( xml:space="preserve")?>/g)].map((m) => Boolean(m[1]));
    expect(preservados).toEqual([true, true, true, true, false, false]);
  });

  it("as faixas de cores que se alternam dão o mesmo estilo a cada volta", () => {
    const verde = { preenchimento: "FFC6EFCE" };
    const cinza = { preenchimento: "FFEEEEEE" };
    const formatos = [0, 1, 2, 3].map((k) => ({
      intervalo: { linha: k * 2, coluna: 0, linhas: 2, colunas: 2 },
      ...(k % 2 ? cinza : verde),
    }));
    const valores = Array.from({ length: 8 }, (_, i) => [`a${i}`, `b${i}`]);
    const s = celulas(xmlDe(valores, formatos)).map((c) => c.s);
    expect(s[0]).toBeDefined();
    expect(s[0]).not.toBe(s[4]);
    // Rows 1–2 and 5–6 green, 3–4 and 7–8 gray: the same index each time, both columns alike.
    expect(s.slice(8, 12)).toEqual(s.slice(0, 4));
    expect(s.slice(12, 16)).toEqual(s.slice(4, 8));
    expect(new Set(s.slice(0, 4)).size).toBe(1);
  });

  it("a célula logo depois da anterior sai sem endereço; a primeira da linha, a depois de um vazio e a com nota o têm", () => {
    const nota = { linha: 0, coluna: 1, texto: "Nota" };
    const xml = xmlDe(
      [
        ["a", "b", "c", null, "e"],
        [null, "x", "y"],
      ],
      [],
      [nota],
    );
    expect(celulas(xml).map((c) => c.r ?? c.texto)).toEqual(["A1", "B1", "c", "E1", "B2", "y"]);
  });
});
