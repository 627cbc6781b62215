import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatarErro, validarManifesto } from "../../scripts/validar-manifesto";
import { temEsquemasDoManifesto } from "../ferramentas";

const MANIFESTO = readFileSync(new URL("../../manifest.xml", import.meta.url), "utf8");

/** The manifest with one exact piece replaced; fails if the piece is not there (the test would be void). */
function alterado(trecho: string, novo: string): string {
  expect(MANIFESTO).toContain(trecho);
  return MANIFESTO.replace(trecho, novo);
}

const linhaDe = (xml: string, trecho: string): number => xml.slice(0, xml.indexOf(trecho)).split("\n").length;

describe.skipIf(!temEsquemasDoManifesto())("validação offline do manifest.xml", () => {
  it("aceita o manifesto do projeto", async () => {
    expect(await validarManifesto(MANIFESTO)).toEqual([]);
  });

  it("recusa um resid que não existe, com a linha e o elemento", async () => {
    const xml = alterado('<Label resid="Cotas.Grupo.Rotulo"/>', '<Label resid="Cotas.Grupo.Inexistente"/>');
    const erros = await validarManifesto(xml);
    expect(erros).toEqual([
      {
        linha: linhaDe(xml, "Cotas.Grupo.Inexistente"),
        elemento: "Label",
        mensagem: 'resid "Cotas.Grupo.Inexistente" não existe em <Resources> (esperado em bt:ShortStrings).',
      },
    ]);
    expect(formatarErro(erros[0])).toMatch(/^manifest\.xml, linha \d+, <Label>: resid/);
  });

  it("recusa um resid que aponta para um recurso do tipo errado", async () => {
    const xml = alterado(
      '<FunctionFile resid="Taskpane.Url"/>',
      '<FunctionFile resid="Cotas.Grupo.Rotulo"/>',
    );
    const erros = await validarManifesto(xml);
    expect(erros).toHaveLength(1);
    expect(erros[0].elemento).toBe("FunctionFile");
    expect(erros[0].mensagem).toContain("bt:ShortStrings, mas este elemento precisa de bt:Urls");
  });

  it("nomeia o elemento obrigatório que falta (esquema)", async () => {
    const xml = alterado("<Permissions>ReadWriteDocument</Permissions>", "");
    const erros = await validarManifesto(xml);
    expect(erros).toHaveLength(1);
    expect(erros[0].elemento).toBe("VersionOverrides");
    expect(erros[0].linha).toBe(linhaDe(xml, "<VersionOverrides"));
    expect(erros[0].mensagem).toContain("<Permissions>");
  });

  it("recusa URL sem https", async () => {
    const xml = alterado(
      '"https://localhost:3000/assets/icon-16.png"',
      '"http://localhost:3000/assets/icon-16.png"',
    );
    const erros = await validarManifesto(xml);
    expect(erros).toEqual([
      {
        linha: linhaDe(xml, "http://localhost"),
        elemento: "bt:Image",
        mensagem: 'URL sem https: "http://localhost:3000/assets/icon-16.png".',
      },
    ]);
  });

  it("recusa URLs em dois hosts", async () => {
    const xml = alterado(
      '"https://localhost:3000/functions.json"',
      '"https://outro.exemplo.gov.br/functions.json"',
    );
    const erros = await validarManifesto(xml);
    expect(erros).toHaveLength(1);
    expect(erros[0]).toMatchObject({ elemento: "bt:Url", linha: linhaDe(xml, "outro.exemplo") });
    expect(erros[0].mensagem).toContain("todas as URLs devem estar em https://localhost:3000");
  });

  it("recusa resid com mais de 32 caracteres e texto curto com mais de 125", async () => {
    const residLongo = "Cotas.AbrirPainel.Rotulo.Muito.Comprido";
    const xml = MANIFESTO.replaceAll("Cotas.AbrirPainel.Rotulo", residLongo).replace(
      'DefaultValue="Reserva de vagas"',
      `DefaultValue="${"x".repeat(126)}"`,
    );
    const mensagens = (await validarManifesto(xml)).map((e) => e.mensagem);
    expect(mensagens).toContain(`resid "${residLongo}" tem ${residLongo.length} caracteres; o máximo é 32.`);
    expect(mensagens.some((m) => /126/.test(m) && /125/.test(m))).toBe(true);
  });
});
