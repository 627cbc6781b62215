import { describe, expect, it } from "vitest";
import { PastaMemoria, type FolhaInicial } from "../../src/adapters/memoria";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../src/adapters/memoria/exemplo";
import { Cancelado, FolhaAlheia } from "../../src/adapters/porta";
import { alocar } from "../../src/engine/alocar";
import { gerarExemplo } from "../../src/exemplo/gerar";
import {
  SubstituicaoRecusada,
  calcularConvocacao,
  escrever,
  executar,
  lerDados,
  lerConvocacoesDaPasta,
  registrarConvocacaoNaPasta,
  lerPreferencias,
  salvarPreferencias,
  type Progresso,
} from "../../src/pipeline";
import { NOME_DA_FOLHA } from "../../src/folhas/comum";
import { COLUNA_DESFECHO, FOLHA_CONVOCACOES } from "../../src/folhas/convocacoes";
import { hashValores } from "../../src/folhas/modelo";

const exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 7 });
const entrada = editalECargosDoExemplo(exemplo);
const FOLHAS_DECRETO_12536 = ["AC", "Pretos e pardos", "Indígenas", "Quilombolas", "PcD"].concat([
  NOME_DA_FOLHA.ordem,
  NOME_DA_FOLHA.empates,
  NOME_DA_FOLHA.reversoes,
  NOME_DA_FOLHA.quadro,
]);

function novaPasta(extra: FolhaInicial[] = []) {
  return new PastaMemoria({
    folhas: [...folhasDoExemplo(exemplo), ...extra],
    selecao: { folha: "Candidatos", linha: 5, coluna: 1 },
  });
}

/** Deep copy of every sheet the clerk had, to check that nothing of theirs changed. */
function copiaDoEscrivao(p: PastaMemoria) {
  return JSON.parse(JSON.stringify(p.folhas.filter((f) => f.marca === null)));
}

describe("pipeline on the in-memory port", () => {
  it("writes one sheet per list of the Decreto 12.536 regime, the order, the reversions and the quadro, tagged", async () => {
    const pasta = novaPasta();
    const antes = copiaDoEscrivao(pasta);
    const r = await executar(pasta, entrada);
    expect(r.situacao).toBe("escrito");
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas", ...FOLHAS_DECRETO_12536]);
    for (const nome of FOLHAS_DECRETO_12536) {
      const f = pasta.folha(nome)!;
      expect(f.marca?.completa).toBe(true);
      expect(f.marca?.hash).toBe(hashValores(f.celulas));
      expect(f.congelarLinhas).toBe(1);
      // Print-ready: the header row repeated, the title row of the clerk's table and today in the page
      // header and footer; the clerk's sheets get no print setup.
      expect(f.impressao?.linhasRepetidas).toBe(1);
      expect(f.impressao?.cabecalho.esquerda).toMatch(/^Concurso público/);
      expect(f.impressao?.rodape.esquerda).toMatch(/^Calculado em \d\d\/\d\d\/\d{4}$/);
    }
    expect(pasta.folha("Candidatos")!.impressao).toBeUndefined();
    expect(pasta.folha("Quadro")!.graficos).toHaveLength(1);
    expect(copiaDoEscrivao(pasta)).toEqual(antes);
  });

  it("lets go of the table read once the concurso is read, also in the caller's object (#39: a million rows held through the rendering)", async () => {
    const pasta = novaPasta();
    const dada = { ...entrada, tabela: await lerDados(pasta) };
    const r = await executar(pasta, dada);
    expect(r.situacao).toBe("escrito");
    expect(dada.tabela).toBeUndefined();
    // The title of the clerk's table still heads the printed pages.
    expect(pasta.folha("AC")!.impressao?.cabecalho.esquerda).toMatch(/^Concurso público/);
  });

  it("the written sheets say what the engine decided (AC sheet rows = the engine's AC list)", async () => {
    const pasta = novaPasta();
    const r = await executar(pasta, entrada);
    if (r.situacao !== "escrito") throw new Error("não escreveu");
    const ac = r.resultado.cargos.flatMap((c) => c.listas.AC ?? []);
    // The table's rows: the colour legend follows it, after a blank row.
    const linhas = pasta.folha("AC")!.celulas.slice(1, ac.length + 1);
    expect(pasta.folha("AC")!.celulas[ac.length + 1]?.every((v) => v === null) ?? true).toBe(true);
    expect(linhas.map((l) => l[2])).toEqual(ac.map((e) => e.candidato));
    expect(linhas.map((l) => l[4])).toEqual(ac.map((e) => e.nota));
  });

  it("reads, conferes and writes in a handful of syncs: one write batch for 300 candidates", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    const lotes = pasta.requisicoes.filter((q) => q.metodo === "escreverFolhas:lote");
    expect(lotes).toHaveLength(1);
    // Reading (7: the sheets, the tables, the region around the selection, the used range below it),
    // listing and recognizing the sheets three times more (2 + 2 + 2: one to find the ledger of calls,
    // which enters the computation), one batch, one recalculation, and the choices saved (1).
    expect(pasta.syncs).toBeLessThanOrEqual(16);
    expect(pasta.maiorRequisicao).toBeLessThan(5 * 1024 * 1024);
  });

  it("rerun is idempotent: replaces only its own sheets, same content, clerk's data untouched", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    const primeira = JSON.stringify(pasta.folhas);
    const antes = copiaDoEscrivao(pasta);
    const r = await executar(pasta, entrada);
    expect(r.situacao === "escrito" && r.escrita.editadas).toEqual([]);
    expect(JSON.stringify(pasta.folhas)).toBe(primeira);
    expect(copiaDoEscrivao(pasta)).toEqual(antes);
  });

  it("a clerk's sheet named like one of the add-in's is left alone: ours becomes 'AC (2)'", async () => {
    const pasta = novaPasta([{ nome: "AC", valores: [["minhas anotações"]] }]);
    await executar(pasta, entrada);
    expect(pasta.folha("AC")!.celulas).toEqual([["minhas anotações"]]);
    expect(pasta.folha("AC")!.marca).toBeNull();
    expect(pasta.folha("AC (2)")!.marca?.tipo).toBe("lista:AC");
    await executar(pasta, entrada);
    expect(pasta.folhas.filter((f) => f.nome.startsWith("AC"))).toHaveLength(2);
  });

  it("never deletes or overwrites a sheet it did not create", async () => {
    const pasta = novaPasta();
    await expect(pasta.excluirFolhas(["Vagas"])).rejects.toBeInstanceOf(FolhaAlheia);
    await expect(
      pasta.escreverFolhas([
        {
          modelo: {
            nome: "Candidatos",
            tipo: "quadro",
            valores: [["x"]],
            formatos: [],
            larguras: [],
            congelarLinhas: 0,
            notas: [],
          },
          marca: { versao: 1, tipo: "quadro", hash: "", completa: true },
        },
      ]),
    ).rejects.toBeInstanceOf(FolhaAlheia);
    expect(pasta.folha("Candidatos")!.celulas[1][0]).toBe("Inscrição");
    expect(pasta.requisicoes.some((q) => q.metodo === "escreverFolhas:lote")).toBe(false);
  });

  it("asks before replacing a sheet the clerk edited; nothing is replaced without a yes", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    pasta.folha("Reversões")!.celulas[1][4] = "anotação do escrivão";
    const editada = JSON.stringify(pasta.folha("Reversões"));
    await expect(executar(pasta, entrada)).rejects.toBeInstanceOf(SubstituicaoRecusada);
    await expect(
      executar(pasta, entrada, { confirmarSubstituicao: async () => false }),
    ).rejects.toBeInstanceOf(SubstituicaoRecusada);
    expect(JSON.stringify(pasta.folha("Reversões"))).toBe(editada);
    let perguntado: string[] = [];
    const r = await executar(pasta, entrada, {
      confirmarSubstituicao: async (nomes) => ((perguntado = nomes), true),
    });
    expect(perguntado).toEqual(["Reversões"]);
    expect(r.situacao === "escrito" && r.escrita.editadas).toEqual(["Reversões"]);
    expect(pasta.folha("Reversões")!.celulas[1][4]).not.toBe("anotação do escrivão");
  });

  it("a sheet of the add-in renamed by the clerk is still recognized, rewritten in place and named back", async () => {
    const pasta = novaPasta([{ nome: "Resumo", valores: [["x"]], formulas: { A2: "='Quadro antigo'!B2" } }]);
    await executar(pasta, entrada);
    pasta.folha("Quadro")!.nome = "Quadro antigo";
    const id = pasta.folha("Quadro antigo")!.id;
    pasta.reabrir();
    const [novoId] = pasta.folhas.filter((f) => f.nome === "Quadro antigo").map((f) => f.id);
    expect(novoId).not.toBe(id);
    await executar(pasta, entrada);
    expect(pasta.folha("Quadro")!.id).toBe(novoId);
    expect(pasta.folha("Resumo")!.formulas.A2).toBe("=Quadro!B2");
    expect(pasta.folha("Quadro antigo")).toBeUndefined();
    expect(pasta.folhas.filter((f) => f.marca?.tipo === "quadro").map((f) => f.nome)).toEqual(["Quadro"]);
  });

  it("a rerun after reopening the workbook (new sheet ids) rewrites the add-in's sheets in place, no '(2)'", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    const primeira = JSON.stringify(pasta.folhas.map(({ id: _id, ...f }) => f));
    pasta.reabrir();
    const ids = pasta.folhas.map((f) => f.id);
    const r = await executar(pasta, entrada);
    expect(r.situacao === "escrito" && r.escrita).toEqual({
      escritas: FOLHAS_DECRETO_12536,
      excluidas: [],
      editadas: [],
    });
    expect(pasta.folhas.map((f) => f.id)).toEqual(ids);
    expect(JSON.stringify(pasta.folhas.map(({ id: _id, ...f }) => f))).toBe(primeira);
  });

  it("after reopening, a sheet the clerk edited is still the add-in's: detected and asked about", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    pasta.reabrir();
    pasta.folha("AC")!.celulas[1][1] = "anotação do escrivão";
    await expect(executar(pasta, entrada)).rejects.toBeInstanceOf(SubstituicaoRecusada);
    let perguntado: string[] = [];
    await executar(pasta, entrada, { confirmarSubstituicao: async (n) => ((perguntado = n), true) });
    expect(perguntado).toEqual(["AC"]);
    expect(pasta.folhas.some((f) => f.nome.includes("(2)"))).toBe(false);
  });

  it("after reopening, a clerk's copy of an add-in sheet and a clerk's sheet in place of a deleted one stay the clerk's", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    const ac = pasta.folha("AC")!;
    // What Excel's "Move or Copy" makes: another name, the table renamed, a new id.
    pasta.folhas.push({
      ...JSON.parse(JSON.stringify(ac)),
      nome: "AC (cópia)",
      id: "{copia}",
      tabelas: ac.tabelas.map((t) => ({ ...t, nome: "Cotas_AC2" })),
    });
    const copia = JSON.stringify(pasta.folha("AC (cópia)")!.celulas);
    await pasta.excluirFolhas(["Reversões"]);
    pasta.folhas.push({ ...JSON.parse(JSON.stringify(ac)), nome: "Reversões", id: "{minha}", tabelas: [] });
    pasta.folha("Reversões")!.celulas = [["minhas contas"]];
    pasta.reabrir();
    // The candidates from their sheet: the copy is now the workbook's only clerk table.
    const r = await executar(pasta, { ...entrada, fonte: { tipo: "intervalo", folha: "Candidatos" } });
    expect(r.situacao).toBe("escrito");
    expect(JSON.stringify(pasta.folha("AC (cópia)")!.celulas)).toBe(copia);
    expect(pasta.folha("Reversões")!.celulas).toEqual([["minhas contas"]]);
    expect(pasta.folha("Reversões (2)")!.marca?.tipo).toBe("reversoes");
  });

  it("a clerk's formula pointing at an add-in sheet survives a rerun; one pointing at a sheet the result no longer has becomes #REF!", async () => {
    const pasta = novaPasta([
      {
        nome: "Resumo",
        valores: [["Vagas", null]],
        formulas: { B1: "=Quadro!B2", C1: "='Pretos e pardos'!A2" },
      },
    ]);
    await executar(pasta, entrada);
    pasta.reabrir();
    await executar(pasta, entrada);
    expect(pasta.folha("Resumo")!.formulas).toEqual({ B1: "=Quadro!B2", C1: "='Pretos e pardos'!A2" });
    // Lei 15.142 regime: one PPIQ list, no "Pretos e pardos" sheet any more.
    await executar(pasta, { ...entrada, edital: { ...entrada.edital, dataPublicacao: "2025-06-10" } });
    expect(pasta.folha("Resumo")!.formulas).toEqual({ B1: "=Quadro!B2", C1: "=#REF!A2" });
  });

  it("another regime on rerun: the lists it no longer has are deleted (lei-15142 → one PPIQ list)", async () => {
    const pasta = novaPasta();
    await executar(pasta, entrada);
    await executar(pasta, { ...entrada, edital: { ...entrada.edital, dataPublicacao: "2025-06-10" } });
    const nossas = pasta.folhas.filter((f) => f.marca).map((f) => f.nome);
    expect(nossas).toEqual(["AC", "PPIQ", "PcD", "Ordem de nomeação", "Empates", "Reversões", "Quadro"]);
  });

  it("writes nothing while an error remains (duplicated inscription)", async () => {
    const pasta = novaPasta();
    const candidatos = pasta.folha("Candidatos")!.celulas;
    candidatos[3][0] = candidatos[2][0];
    const r = await executar(pasta, entrada);
    expect(r.situacao).toBe("com-erros");
    expect(r.problemas.some((p) => p.gravidade === "erro" && p.grupo === "Inscrições duplicadas")).toBe(true);
    expect(pasta.folhas.filter((f) => f.marca)).toEqual([]);
    expect(pasta.chamadas.some((c) => c.metodo === "escreverFolhas")).toBe(false);
  });

  it("reports progress per step in Portuguese, fractions up to 1 in order", async () => {
    const pasta = novaPasta();
    const visto: Progresso[] = [];
    await executar(pasta, entrada, { progresso: (p) => visto.push(p) });
    const etapas = [...new Set(visto.map((p) => p.etapa))];
    expect(etapas).toEqual([
      "Lendo os dados",
      "Conferindo os dados",
      "Calculando as vagas",
      "Preparando as folhas",
      "Escrevendo as folhas",
    ]);
    expect(visto.at(-1)).toEqual({ etapa: "Escrevendo as folhas", fracao: 1 });
  });

  it("cancellation before writing: nothing written", async () => {
    const pasta = novaPasta();
    const ctl = new AbortController();
    const r = executar(pasta, entrada, {
      sinal: ctl.signal,
      progresso: (p) => p.etapa === "Calculando as vagas" && p.fracao === 1 && ctl.abort(),
    });
    await expect(r).rejects.toBeInstanceOf(Cancelado);
    expect(pasta.folhas.filter((f) => f.marca)).toEqual([]);
  });

  it("cancellation between batches leaves incomplete tagged sheets that the next run replaces without asking", async () => {
    const grande = gerarExemplo({ candidatos: 20_000, cargos: 2, semente: 3 });
    const pasta = new PastaMemoria({
      folhas: folhasDoExemplo(grande),
      selecao: { folha: "Candidatos", linha: 5, coluna: 0 },
    });
    const ctl = new AbortController();
    const e = editalECargosDoExemplo(grande);
    await expect(
      executar(pasta, e, {
        sinal: ctl.signal,
        progresso: (p) => p.etapa === "Escrevendo as folhas" && ctl.abort(),
      }),
    ).rejects.toBeInstanceOf(Cancelado);
    const incompletas = pasta.folhas.filter((f) => f.marca && !f.marca.completa);
    expect(incompletas.length).toBeGreaterThan(0);
    const r = await executar(pasta, e);
    expect(r.situacao === "escrito" && r.escrita.editadas).toEqual([]);
    expect(pasta.folhas.every((f) => f.marca === null || f.marca.completa)).toBe(true);
  });

  it("formula injection: a name that begins with '=' stays text in the model and the sheet", async () => {
    const pasta = novaPasta();
    const candidatos = pasta.folha("Candidatos")!.celulas;
    candidatos[2][1] = '=HYPERLINK("http://exemplo.invalido","clique")';
    await executar(pasta, entrada);
    const achado = pasta.folhas
      .filter((f) => f.marca)
      .flatMap((f) => f.celulas.flat())
      .filter((v) => typeof v === "string" && v.startsWith("=HYPERLINK"));
    expect(achado.length).toBeGreaterThan(0);
  });

  it("rerun with the selection on one of the add-in's sheets still reads the clerk's candidates", async () => {
    const pasta = novaPasta();
    const primeira = await executar(pasta, entrada);
    await pasta.selecionarCelula("AC", 3, 2);
    const r = await executar(pasta, entrada);
    expect(r.situacao).toBe("escrito");
    expect(r.situacao === "escrito" && primeira.situacao === "escrito" && r.resultado).toEqual(
      primeira.situacao === "escrito" && primeira.resultado,
    );
  });

  it("saves the mapping and edital in the workbook and restores them", async () => {
    const pasta = novaPasta();
    expect(await lerPreferencias(pasta)).toBeNull();
    await salvarPreferencias(pasta, {
      edital: entrada.edital,
      cargos: entrada.cargos,
      fonte: { tipo: "selecao" },
    });
    expect(await lerPreferencias(pasta)).toEqual({
      versao: 1,
      edital: entrada.edital,
      cargos: entrada.cargos,
      fonte: { tipo: "selecao" },
    });
  });

  it("escrever alone: the engine's result rendered and written from a concurso built in code", async () => {
    const pasta = new PastaMemoria({ folhas: [{ nome: "Dados", valores: [["x"]] }] });
    const concurso = {
      edital: { dataPublicacao: "2025-08-01" },
      cargos: [{ id: "C1", vagas: 2 }],
      candidatos: [
        { id: "1", nome: "Ana", cargo: "C1", nota: 90, listas: ["AC" as const] },
        { id: "2", nome: "Bia", cargo: "C1", nota: 80, listas: ["AC" as const, "PPP" as const] },
        { id: "3", nome: "Caio", cargo: "C1", nota: 70, listas: ["PPP" as const] },
      ],
    };
    const rel = await escrever(pasta, { concurso, resultado: alocar(concurso) });
    expect(rel.escritas).toEqual(FOLHAS_DECRETO_12536);
  });
});

describe("as escolhas gravadas com as folhas", () => {
  it("executar guarda nas configurações da pasta o edital, os cargos, o mapa e a fonte que produziram as folhas", async () => {
    const pasta = novaPasta();
    await salvarPreferencias(pasta, { edital: { dataPublicacao: "2020-01-01" }, cargos: [] });
    const fonte = { tipo: "intervalo" as const, folha: "Candidatos" };
    const r = await executar(pasta, { ...entrada, fonte });
    expect(r.situacao).toBe("escrito");
    expect(await lerPreferencias(pasta)).toEqual({
      versao: 1,
      fonte,
      edital: entrada.edital,
      cargos: entrada.cargos,
    });
  });

  it("com erros nada é gravado: nem folhas nem escolhas", async () => {
    const pasta = novaPasta();
    const antes = { edital: { dataPublicacao: "2025-09-01" }, cargos: entrada.cargos };
    await salvarPreferencias(pasta, antes);
    const r = await executar(pasta, { ...entrada, cargos: [{ id: entrada.cargos[0].id, vagas: -3 }] });
    expect(r.situacao).toBe("com-erros");
    expect(await lerPreferencias(pasta)).toEqual({ versao: 1, ...antes });
  });
});

describe("Lei 15.142 art. 9º § 2º: calcular de novo uma pasta com convocações mantém os convocados (o livro entra no cálculo)", () => {
  it("depois de uma convocação com um sem efeito digitado, a Ordem de nomeação gravada de novo tem o substituto na posição e a pessoa sem efeito fora dela", async () => {
    const pasta = novaPasta();
    const r = await executar(pasta, entrada);
    if (r.situacao !== "escrito") throw new Error("não calculou");
    const cargo = r.resultado.cargos[0].id;
    const livro = await lerConvocacoesDaPasta(pasta);
    const chamada = calcularConvocacao(r.concurso, livro.convocacoes, {
      cargo,
      posicoes: 3,
      data: "2026-03-01",
    });
    await registrarConvocacaoNaPasta(pasta, r.concurso, livro.convocacoes, chamada.convocacao);
    const semEfeito = chamada.convocacao.chamados[1];
    pasta.folha(FOLHA_CONVOCACOES)!.celulas[2][COLUNA_DESFECHO] = "Sem efeito";
    pasta.reabrir();

    const depois = await executar(pasta, entrada);
    if (depois.situacao !== "escrito") throw new Error(JSON.stringify(depois.problemas));
    const substituto = calcularConvocacao(depois.concurso, (await lerConvocacoesDaPasta(pasta)).convocacoes, {
      cargo,
      posicoes: 1,
    }).convocacao.chamados;
    const ordem = depois.resultado.cargos.find((c) => c.id === cargo)!.ordem;
    // The next call replaces the person without effect with whom the sheets already show there.
    expect(substituto[0]).toMatchObject({
      posicao: semEfeito.posicao,
      substitui: semEfeito.candidato,
      candidato: ordem[semEfeito.posicao - 1].candidato,
    });
    expect(ordem[semEfeito.posicao - 1].candidato).not.toBe(semEfeito.candidato);
    expect(ordem[semEfeito.posicao - 1].lista).toBe(semEfeito.lista);
    expect(
      ordem
        .slice(0, 3)
        .filter((p) => p.posicao !== semEfeito.posicao)
        .map((p) => p.candidato),
    ).toEqual(chamada.convocacao.chamados.filter((x) => x !== semEfeito).map((x) => x.candidato));
    // The sheet written says the same, and the person without effect is out of the order.
    const folhaDaOrdem = pasta.folha(NOME_DA_FOLHA.ordem)!.celulas.flat().map(String);
    expect(folhaDaOrdem).not.toContain(semEfeito.candidato);
    // Without the ledger (as before), the order would still name the person without effect.
    expect(
      alocar(
        depois.concurso.convocacoes ? { ...depois.concurso, convocacoes: undefined } : depois.concurso,
      ).cargos.find((c) => c.id === cargo)!.ordem[semEfeito.posicao - 1].candidato,
    ).toBe(semEfeito.candidato);
  });

  it("um Desfecho que não se lê bloqueia o cálculo, apontado na célula", async () => {
    const pasta = novaPasta();
    const r = await executar(pasta, entrada);
    if (r.situacao !== "escrito") throw new Error("não calculou");
    const chamada = calcularConvocacao(r.concurso, [], { cargo: r.resultado.cargos[0].id, posicoes: 2 });
    await registrarConvocacaoNaPasta(pasta, r.concurso, [], chamada.convocacao);
    pasta.folha(FOLHA_CONVOCACOES)!.celulas[1][COLUNA_DESFECHO] = "anulada?";
    const depois = await executar(pasta, entrada);
    expect(depois.situacao).toBe("com-erros");
    expect(depois.problemas.find((p) => p.gravidade === "erro")?.endereco).toBe(`${FOLHA_CONVOCACOES}!J2`);
  });
});
