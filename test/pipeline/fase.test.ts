/**
 * A phase on the in-memory port (RULES § 8; pipeline/fase.ts): the phase's sheets — one per list and the
 * summary, with the cut line under the last place taken and the tied highlighted — beside the result's,
 * each family replacing only its own sheets; the clerk's sheets untouched.
 */
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../src/adapters/memoria/exemplo";
import { ErroDeEntrada } from "../../src/engine";
import { gerarExemplo } from "../../src/exemplo/gerar";
import { FAIXA_NA_FASE, NOME_DO_RESUMO_DA_FASE, nomeDaFolhaDaFase } from "../../src/folhas/fases";
import { executar } from "../../src/pipeline";
import { executarFase } from "../../src/pipeline/fase";

const exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 7 });
const entrada = editalECargosDoExemplo(exemplo);
const FASE = { limites: { AC: 20, PPP: 8, IND: 1, QUI: 1, PCD: 2 }, notaMinima: 40 };
const FOLHAS_DA_FASE = [
  NOME_DO_RESUMO_DA_FASE,
  ...(["AC", "PPP", "IND", "QUI", "PCD"] as const).map(nomeDaFolhaDaFase),
];

const novaPasta = () =>
  new PastaMemoria({
    folhas: folhasDoExemplo(exemplo),
    selecao: { folha: "Candidatos", linha: 5, coluna: 1 },
  });

describe("a fase na pasta", () => {
  it("grava o resumo e uma folha por lista, marcadas, sem tocar nas folhas do escrivão", async () => {
    const pasta = novaPasta();
    const doEscrivao = JSON.stringify(pasta.folhas);
    const r = await executarFase(pasta, { ...entrada, fase: FASE });
    expect(r.situacao).toBe("escrito");
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas", ...FOLHAS_DA_FASE]);
    expect(JSON.stringify(pasta.folhas.slice(0, 2))).toBe(doEscrivao);
    for (const nome of FOLHAS_DA_FASE) {
      expect(pasta.folha(nome)!.marca?.tipo).toMatch(/^fase/);
      expect(pasta.folha(nome)!.impressao?.linhasRepetidas).toBe(1);
      expect(pasta.folha(nome)!.impressao?.cabecalho.esquerda).toMatch(/^Concurso público/);
    }
  });

  it("a linha do corte fica sob o último que ocupa lugar de cada cargo; os empatados no corte em destaque", async () => {
    const pasta = novaPasta();
    const r = await executarFase(pasta, { ...entrada, fase: FASE });
    if (r.situacao !== "escrito") throw new Error(r.situacao);
    const folha = pasta.folha(nomeDaFolhaDaFase("AC"))!;
    const linhas = folha.celulas;
    const situacao = linhas[0].indexOf("Situação na fase");
    const cortes = folha.formatos.filter((f) => f.bordaInferior).map((f) => f.intervalo.linha);
    expect(cortes).toHaveLength(r.resultado.cargos.length);
    let inicio = 1;
    r.resultado.cargos.forEach((cargo, k) => {
      const bloco = linhas.slice(inicio, inicio + cargo.listas.AC!.candidatos.length);
      const ultimo = bloco.map((l) => String(l[situacao])).lastIndexOf(FAIXA_NA_FASE.segue.texto);
      const empatado = bloco
        .map((l) => String(l[situacao]))
        .lastIndexOf(FAIXA_NA_FASE["empatado-no-corte"].texto);
      expect(cortes[k]).toBe(inicio + Math.max(ultimo, empatado));
      inicio += bloco.length;
    });
    const resumo = pasta.folha(NOME_DO_RESUMO_DA_FASE)!.celulas;
    expect(resumo[0].slice(0, 6)).toEqual([
      "Cargo",
      "Lista",
      "Lugares",
      "De onde vem o número",
      "Seguem nesta lista",
      "Nota de corte",
    ]);
    expect(resumo[1][2]).toBe(20);
  });

  it("as folhas da fase e as do resultado convivem: cada uma substitui só as suas", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    const doResultado = pasta.folhas
      .filter((f) => f.marca && !f.marca.tipo.startsWith("fase"))
      .map((f) => f.nome);
    await executarFase(pasta, { ...entrada, fase: FASE });
    await executarFase(pasta, { ...entrada, fase: { limites: { AC: 5 } } });
    await executar(pasta, entrada);
    const nomes = pasta.folhas.map((f) => f.nome);
    for (const nome of [...doResultado, ...FOLHAS_DA_FASE]) expect(nomes).toContain(nome);
    expect(nomes.filter((n) => n === nomeDaFolhaDaFase("AC"))).toHaveLength(1);
  });

  it("uma regra que o concurso não comporta (lista que o edital não tem) é recusada, e nada se grava", async () => {
    const pasta = novaPasta();
    await expect(executarFase(pasta, { ...entrada, fase: { limites: { PPIQ: 3 } } })).rejects.toThrow(
      ErroDeEntrada,
    );
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas"]);
  });
});
