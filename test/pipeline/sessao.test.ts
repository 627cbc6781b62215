import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../src/adapters/memoria/exemplo";
import { gerarExemplo } from "../../src/exemplo/gerar";
import { executar, type Progresso } from "../../src/pipeline";
import { LINHAS_DA_AMOSTRA, SessaoDoPainel } from "../../src/pipeline/sessao";

const exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 7 });
const { edital, cargos } = editalECargosDoExemplo(exemplo);

const selecao = { folha: "Candidatos", linha: 5, coluna: 1 };

function novaSessao() {
  const pasta = new PastaMemoria({ folhas: folhasDoExemplo(exemplo), selecao });
  return { pasta, sessao: new SessaoDoPainel(pasta) };
}

async function conferida(sessao: SessaoDoPainel) {
  const lidos = await sessao.ler({ tipo: "automatica" }, false);
  const mapa = lidos.mapeamento!.mapa;
  const conferencia = await sessao.conferir({ mapa, edital, cargos });
  return { lidos, mapa, conferencia };
}

describe("a sessão do painel: as linhas ficam nela, o painel recebe o que mostra", () => {
  it("a leitura devolve as primeiras linhas e o tamanho; a contagem e os cargos vêm de todas", async () => {
    const { sessao } = novaSessao();
    const { lidos, mapa } = await conferida(sessao);
    expect(lidos.vista.amostra.valores).toHaveLength(LINHAS_DA_AMOSTRA);
    expect(lidos.vista.linhas).toBeGreaterThan(300);
    const candidatos = await sessao.lerCandidatos(mapa, {});
    expect(candidatos.contagem).toBe(exemplo.candidatos.length);
    expect(candidatos.cargos).toHaveLength(4);
  });

  it("calcula e grava as mesmas folhas que o pipeline; a busca e os provisórios respondem sobre o resultado", async () => {
    const { pasta, sessao } = novaSessao();
    const { mapa, conferencia } = await conferida(sessao);
    expect(conferencia.pronta).toBe(true);
    const fases = new Set<string>();
    const r = await sessao.executar({ mapa, edital, cargos }, (p: Progresso) =>
      fases.add(p.detalhe ? `${p.etapa}: ${p.detalhe}` : p.etapa),
    );
    expect(r.situacao).toBe("escrito");
    if (r.situacao !== "escrito") return;
    // Per cargo: the bar moves between cargos, each said in words.
    expect([...fases]).toEqual(expect.arrayContaining(["Calculando as vagas: 1 de 4 cargos"]));
    const mesma = new PastaMemoria({ folhas: folhasDoExemplo(exemplo), selecao });
    const direto = await executar(mesma, { mapa, edital, cargos });
    expect(r.folhas).toEqual(direto.situacao === "escrito" ? direto.escrita.escritas : []);
    expect(pasta.folhas.map((f) => f.celulas)).toEqual(mesma.folhas.map((f) => f.celulas));
    const inscricao = String(exemplo.candidatos[0].inscricao);
    const achados = await sessao.buscarPessoas(inscricao);
    expect(achados.pessoas[0].id).toBe(inscricao);
    expect((await sessao.fichaDaPessoa(inscricao))?.id).toBe(inscricao);
    expect((await sessao.provisorios(r.folhas)).candidatos.length).toBeGreaterThan(0);
  });

  it("Cancelar entre cargos: a execução termina cancelada e nenhuma folha do suplemento é gravada", async () => {
    const { pasta, sessao } = novaSessao();
    const { mapa } = await conferida(sessao);
    const r = await sessao.executar({ mapa, edital, cargos }, (p: Progresso) => {
      if (p.etapa === "Calculando as vagas" && p.fracao > 0 && p.fracao < 1) void sessao.cancelar();
    });
    expect(r).toEqual({ situacao: "cancelada" });
    expect(pasta.folhas.filter((f) => f.marca !== null)).toEqual([]);
    await expect(sessao.buscarPessoas("1")).rejects.toThrow("Calcule o resultado antes.");
  });

  it("a folha do suplemento editada e não confirmada é uma resposta, não um erro (a classe não atravessa o Web Worker)", async () => {
    const { pasta, sessao } = novaSessao();
    const { mapa } = await conferida(sessao);
    await sessao.executar({ mapa, edital, cargos });
    pasta.folha("AC")!.celulas[1][1] = "editado à mão";
    const r = await sessao.executar({ mapa, edital, cargos }, undefined, async () => false);
    expect(r.situacao).toBe("recusada");
    if (r.situacao === "recusada") expect(r.editadas).toEqual(["AC"]);
  });
});
