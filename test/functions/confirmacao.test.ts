/** =COTAS.CONFIRMACAO (RULES § 9.2): one person's heteroidentificação outcome from the votes in the cells. */
import { describe, expect, it } from "vitest";
import { confirmation } from "../../src/functions/functions";
import { erroAssincronoDe } from "./excel";

const linha = (...votos: unknown[]) => [votos];
const CUMULATIVA = '{"prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes": true}';

/** The same call with blank cells as the web (null) and the desktop (0) pass them: the same answer. */
async function nosDoisHosts(chamada: (vazia: null | 0) => Promise<unknown>): Promise<unknown> {
  const resposta = async (v: null | 0) => {
    try {
      return await chamada(v);
    } catch (erro) {
      return { erro: (erro as { code: string }).code };
    }
  };
  expect(await resposta(0)).toEqual(await resposta(null));
  return resposta(null);
}

describe("COTAS.CONFIRMACAO", async () => {
  it("IN 261, art. 19 (como os editais a citam): maioria da comissão de 5", async () => {
    expect(await confirmation(linha("favor", "favor", "favor", "contra", "contra"))).toBe("confirmada");
    expect(await confirmation(linha("favor", "favor", "contra", "contra", "contra"))).toBe("não confirmada");
    expect(await confirmation(linha("a favor", true, "Sim", "não", false))).toBe("confirmada");
  });

  it("recurso: interposto, pendente; julgado por maioria de 3, reverte", async () => {
    const contra = linha("favor", "favor", "contra", "contra", "contra");
    expect(await confirmation(contra, [["interposto"]])).toBe("pendente de recurso");
    expect(await confirmation(contra, linha("favor", "favor", "contra"))).toBe("confirmada");
    expect(await confirmation(contra, linha("favor", "contra", "contra"))).toBe("não confirmada");
  });

  it("TCU 2025 item 5.2.6.15; Instituto AOCP item 7.10: não unânime nas duas, prevalece a autodeclaração", async () => {
    const contra = linha("favor", "favor", "contra", "contra", "contra");
    expect(await confirmation(contra, linha("favor", "contra", "contra"), CUMULATIVA)).toBe("confirmada");
    expect(await confirmation(contra, linha("contra", "contra", "contra"), CUMULATIVA)).toBe(
      "não confirmada",
    );
    const edital =
      '{"dataPublicacao": "2025-11-01", "confirmacao": {"prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes": true}}';
    expect(await confirmation(contra, linha("favor", "contra", "contra"), edital)).toBe("confirmada");
  });

  it("ausente, recusa de filmagem; votos que faltam: pendente (igual na web e no desktop)", async () => {
    expect(await confirmation([["ausente"]])).toBe("ausente");
    expect(await confirmation([["Recusou filmagem"]])).toBe("recusa de filmagem");
    expect(await nosDoisHosts((v) => confirmation(linha("favor", "favor", "favor", v, v)))).toBe("pendente");
    expect(
      await nosDoisHosts((v) =>
        confirmation(linha("favor", "favor", "contra", "contra", "contra"), linha(v, v, v), v),
      ),
    ).toBe("não confirmada");
  });

  it("a comissão de 3 do edital decide com 3 votos", async () => {
    expect(
      await confirmation(
        linha("favor", "favor", "contra"),
        undefined,
        '{"comissao": {"integrantes": 3, "decisao": "maioria"}}',
      ),
    ).toBe("confirmada");
  });

  it("argumentos ruins: #VALOR! com a frase em português", async () => {
    expect(await erroAssincronoDe(() => confirmation(linha("favor", "talvez")))).toEqual({
      code: "#VALUE!",
      message: 'comissao, linha 1, coluna 2: voto desconhecido "talvez"; use "favor" ou "contra"',
    });
    expect(
      (
        await erroAssincronoDe(() =>
          confirmation(linha("favor", "favor", "favor", "favor", "favor", "favor")),
        )
      ).message,
    ).toBe("comissao: a comissão tem 5 integrantes, e há 6 votos");
    expect(
      (
        await erroAssincronoDe(() =>
          confirmation(linha("favor"), undefined, '{"comissao": {"integrantes": 4, "decisao": "maioria"}}'),
        )
      ).message,
    ).toContain("edital.confirmacao.comissao.integrantes: a comissão tem um número ímpar de integrantes");
    expect((await erroAssincronoDe(() => confirmation(linha("favor"), undefined, "{"))).message).toContain(
      "regra não é um JSON válido",
    );
  });
});
