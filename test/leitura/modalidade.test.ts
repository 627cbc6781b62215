import { describe, expect, it } from "vitest";
import { lerModalidade } from "../../src/leitura/modalidade";

const reservas = (texto: string) => {
  const r = lerModalidade(texto);
  return r.tipo === "valor" ? r.valor.reservas : r;
};

describe("modalidade em texto livre", () => {
  it.each([
    ["Negro", ["PPP"]],
    ["NEGRA", ["PPP"]],
    ["Preto ou pardo", ["PPP"]],
    ["Pessoa preta", ["PPP"]],
    ["Pretos e pardos", ["PPP"]],
    ["PPP", ["PPP"]],
    ["Afro-brasileiro", ["PPP"]],
    ["Indígena", ["IND"]],
    ["indigena", ["IND"]],
    ["Quilombola", ["QUI"]],
    ["PcD", ["PCD"]],
    ["Deficiente", ["PCD"]],
    ["Pessoa com deficiência", ["PCD"]],
    ["Deficiente visual", ["PCD"]],
    ["PcD - auditiva", ["PCD"]],
    ["c/ deficiência", ["PCD"]],
    ["Negro(a)", ["PPP"]],
    ["Preto(a) ou Pardo(a)", ["PPP"]],
    ["Cota para pessoas pretas ou pardas", ["PPP"]],
    ["Autodeclarado negro", ["PPP"]],
    ["Índio", ["IND"]],
    ["PCD - Pessoa com Deficiência", ["PCD"]],
    ["Deficiente físico", ["PCD"]],
    ["DEF", ["PCD"]],
  ])("%s → %j", (texto, esperado) => {
    expect(reservas(texto)).toEqual(esperado);
  });

  it.each([
    ["Negro e PcD", ["PPP", "PCD"]],
    ["PPP/PCD", ["PPP", "PCD"]],
    ["Indígena + deficiência", ["IND", "PCD"]],
    ["Quilombola; PcD", ["QUI", "PCD"]],
    ["Pretos, pardos, indígenas e quilombolas", ["PPP", "IND", "QUI"]],
    ["pcd & negro", ["PPP", "PCD"]],
    ["NEGRO E DEFICIENTE", ["PPP", "PCD"]],
    ["Indígena/Quilombola", ["IND", "QUI"]],
    ["AC/PCD", ["PCD"]],
  ])("combinação %s → %j", (texto, esperado) => {
    expect(reservas(texto)).toEqual(esperado);
  });

  it("ampla concorrência: Ampla, AC, Não cotista, Não, traço", () => {
    for (const t of [
      "Ampla",
      "AC",
      "A.C.",
      "Ampla concorrência",
      "Não cotista",
      "Não",
      "-",
      "Geral",
      "Nenhuma",
    ]) {
      expect(lerModalidade(t), t).toEqual({ tipo: "valor", valor: { reservas: [], ampla: true } });
    }
  });

  it("reserva racial genérica fica como RACIAL, para o regime decidir", () => {
    expect(reservas("Cota racial")).toEqual(["RACIAL"]);
    expect(reservas("PPI")).toEqual(["RACIAL"]);
    expect(reservas("PPIQ")).toEqual(["PPIQ"]);
  });

  it("texto desconhecido é relatado, nunca adivinhado", () => {
    expect(lerModalidade("Cota social")).toEqual({
      tipo: "invalido",
      motivo:
        'modalidade "Cota social" não reconhecida: não entendi "social" (use Ampla, Preto ou pardo, Indígena, Quilombola, PcD ou combinações como "Preto ou pardo e PcD")',
    });
    expect(lerModalidade("xyz")).toMatchObject({
      motivo: expect.stringMatching(/^modalidade "xyz" não reconhecida \(/),
    });
    expect(lerModalidade("Não negro")).toMatchObject({ tipo: "invalido" });
    expect(lerModalidade("Cotista")).toMatchObject({
      tipo: "invalido",
      motivo: expect.stringContaining("não diz qual reserva"),
    });
    expect(lerModalidade("Visual")).toMatchObject({ tipo: "invalido" });
    expect(lerModalidade(3)).toMatchObject({ tipo: "invalido" });
    expect(lerModalidade("constructor")).toMatchObject({ tipo: "invalido" });
  });

  it("célula vazia é vazio (ampla) e erro do Excel é erro do Excel", () => {
    expect(lerModalidade(null)).toEqual({ tipo: "vazio" });
    expect(lerModalidade("#N/D")).toMatchObject({ motivo: expect.stringContaining("erro do Excel") });
  });
});
