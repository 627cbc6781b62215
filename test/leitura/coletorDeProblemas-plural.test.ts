import { describe, expect, it } from "vitest";
import { ColetorDeProblemas } from "../../src/leitura/coletorDeProblemas";

describe("o resumo do que passou do limite, no singular quando é um", () => {
  it('"mais 1 problema", "mais 2 problemas"', () => {
    const um = new ColetorDeProblemas("F", 2);
    for (let i = 1; i <= 3; i++) um.naCelula("erro", "Notas", i, 3, "x");
    expect(um.fechar().at(-1)!.mensagem).toMatch(/^F!D4: mais 1 problema de "Notas" nesta coluna/);
    const dois = new ColetorDeProblemas("F", 2);
    for (let i = 1; i <= 4; i++) dois.naCelula("erro", "Notas", i, 3, "x");
    expect(dois.fechar().at(-1)!.mensagem).toMatch(/: mais 2 problemas de "Notas" nesta coluna/);
    const avisos = new ColetorDeProblemas("F", 1);
    for (let i = 1; i <= 2; i++) avisos.nasLinhas("aviso", "Linhas em branco", i, i, 0, 3, "x");
    expect(avisos.fechar().at(-1)!.mensagem).toMatch(/: mais 1 aviso de "Linhas em branco"/);
  });
});
