/**
 * Finding one person in a result (issue 13.5): by inscrição or by name (accents and case aside), and
 * the person's answer taken from the engine's result: the vaga and position, each list with its rank,
 * outcome and the note with its articles.
 */
import { describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { editalECargosDoExemplo, folhasDoExemplo } from "../../src/adapters/memoria/exemplo";
import { gerarExemplo } from "../../src/exemplo/gerar";
import { buscarPessoas, fichaDaPessoa, MAXIMO_DE_ENCONTRADOS } from "../../src/pipeline/buscarPessoa";
import { executar } from "../../src/pipeline/executar";

const exemplo = gerarExemplo({ candidatos: 300, cargos: 4, semente: 7 });

async function resultado() {
  const pasta = new PastaMemoria({
    folhas: folhasDoExemplo(exemplo),
    selecao: { folha: "Candidatos", linha: 5, coluna: 1 },
  });
  const r = await executar(pasta, editalECargosDoExemplo(exemplo));
  if (r.situacao !== "escrito") throw new Error("não calculou");
  return r.entrada;
}

describe("buscar uma pessoa no resultado", () => {
  it("pela inscrição exata: a pessoa primeiro; por parte do nome, sem acento nem caixa", async () => {
    const entrada = await resultado();
    const alvo = entrada.concurso.candidatos.find((c) => c.nome && /[áéíóúãõç]/i.test(c.nome))!;
    expect(buscarPessoas(entrada, alvo.id).pessoas[0]).toMatchObject({ id: alvo.id, nome: alvo.nome });
    const semAcento = alvo.nome!.normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase();
    const porNome = buscarPessoas(entrada, semAcento);
    expect(porNome.pessoas.map((p) => p.id)).toContain(alvo.id);
    expect(buscarPessoas(entrada, "   ")).toEqual({ total: 0, pessoas: [] });
    expect(buscarPessoas(entrada, "zzzz inexistente")).toEqual({ total: 0, pessoas: [] });
  });

  it("muitos encontrados: o total contado, só os primeiros listados", async () => {
    const entrada = await resultado();
    const r = buscarPessoas(entrada, "a");
    expect(r.total).toBeGreaterThan(MAXIMO_DE_ENCONTRADOS);
    expect(r.pessoas).toHaveLength(MAXIMO_DE_ENCONTRADOS);
  });

  it("a ficha: a vaga e a posição da ordem, cada lista com a classificação, o desfecho e o fundamento do resultado", async () => {
    const entrada = await resultado();
    const primeiro = entrada.resultado.cargos[0].ordem[0];
    const ficha = fichaDaPessoa(entrada, primeiro.candidato!)!;
    expect(ficha.vaga).toMatchObject({ lista: primeiro.lista, posicao: 1 });
    const daLista = entrada.resultado.cargos[0].listas[primeiro.lista]!.find(
      (e) => e.candidato === primeiro.candidato,
    )!;
    const naFicha = ficha.listas.find((l) => l.lista === primeiro.lista)!;
    expect(naFicha).toMatchObject({
      classificacao: daLista.classificacao,
      desfecho: "nomeado-nesta-lista",
      textoDoDesfecho: "Nomeado(a) nesta lista",
      motivo: daLista.motivo,
    });
    expect(naFicha.motivo.fundamento).not.toBe("");
    expect(fichaDaPessoa(entrada, "não existe")).toBeNull();
  });

  it("quem fica sem vaga: a ficha diz que não há vaga, e por que em cada lista", async () => {
    const entrada = await resultado();
    const sem = entrada.resultado.candidatos.find((c) => c.lista === null)!;
    const ficha = fichaDaPessoa(entrada, sem.id)!;
    expect(ficha.vaga).toBeNull();
    expect(ficha.listas.length).toBeGreaterThan(0);
    for (const l of ficha.listas) expect(l.motivo.texto).not.toBe("");
  });
});
