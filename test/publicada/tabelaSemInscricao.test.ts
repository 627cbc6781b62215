/**
 * Lists that print no inscrição under a header row that names their columns (#37): the Fuvest's lists
 * of publication ("NOME CPF CURSO" three times, a page in three columns copied line by line; rows "Nome
 * 402.248 230-45", the CPF's first six digits and the course's code) and its relation of those called to
 * the second phase ("CPF Nome" three times; rows "447.750... Nome"). The texts are the documents of
 * test/publicada/mundo (reservado-2 and reservado-4, README.md there says where each comes from), whole
 * or in excerpts copied line for line; every count is checked against an independent pattern over the
 * text, never against the reader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lerPublicacao } from "../../src/publicada/lerPublicacao";
import { registrosNaoLidos } from "../../src/publicada/naoLidos";
import { paginasDoTexto } from "../../src/publicada/paginas";

const doMundo = (...caminho: string[]) => readFileSync(join(__dirname, "mundo", ...caminho), "utf8");
const ler = (texto: string, lista?: "AC") => lerPublicacao(paginasDoTexto(texto), lista ? { lista } : {});
/** The first lines of the Fuvest 2022 list (2ª chamada): its head, its first letter, two rows. */
const INICIO_DA_FUVEST_2022 = [
  "FUVEST 2022 Lista de Publicação",
  "2ª Chamada - Chamados para Matrícula",
  "NOME CPF CURSO NOME CPF CURSO NOME CPF CURSO",
  "A",
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "Agatha Beatriz Rocha 402.248 230-45",
  "Akemi Carravieri Morishita 527.922 780-29",
];

/** The Fuvest's rows of a list of publication: a name, the CPF's first six digits, the course's code. */
const LINHA_DA_FUVEST = /^.+ \d{3}\.\d{3} \d{3}[-−]\d{2}$/gm;

describe("lista sem inscrição sob o cabeçalho 'NOME CPF CURSO' repetido três vezes (Fuvest 2022, 2ª chamada — mundo/reservado-4/fuvest-2022-2a-chamada-texto.txt)", () => {
  // The first page's head and its end, with the next page's head (lines 1–9 and 244–256 of the file).
  const trecho = [
    ...INICIO_DA_FUVEST_2022,
    "Alana Aparecida Silva das Neves 491.802 440-12",
    "Alanis Botelho Hosoi 438.316 400-01",
    "Carolina Raquel Chagas Silva 533.074 240-48",
    "Carolina Ribeiro 510.615 215-39",
    "Carolina Torres Souza 439.403 771-24",
    "Cassiano Della Terra Spessoto 540.204 790-52",
    "De Agatha Beatriz Rocha",
    "Até Cassiano Della Terra Spessoto",
    "1/6",
    "FUVEST 2022 Lista de Publicação",
    "2ª Chamada - Chamados para Matrícula",
    "NOME CPF CURSO NOME CPF CURSO NOME CPF CURSO",
    "Cassio Mitsuo Ikezawa Monomi 364.782 200-34",
    "Catharina Diziola 393.193 715-08",
    "Caue Fernandes de Aquino 540.423 825-63",
  ].join("\n");

  it("a lista não diz de que lista é: as 11 linhas contadas e a lista pedida (--lista), nenhuma adivinhada", () => {
    const lida = ler(trecho);
    expect(lida.secoes).toEqual([]);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(11);
    expect(lida.avisos.map((a) => a.mensagem).join("\n")).toContain("Diga a lista delas");
    expect(lida.avisos.map((a) => a.mensagem)).toContain(
      "8 linha(s) de uma lista que não publica a inscrição (só NOME, CPF, CURSO): lidas com a inscrição vazia; complete-a na tabela se a tiver.",
    );
  });

  it("com --lista AC, cada linha um registro de inscrição vazia e sem nota, o código do curso como cargo; a letra divisória e o rodapé da página ('De …', 'Até …', '1/6') não são registros", () => {
    const lida = ler(trecho, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.secoes.map((s) => [s.lista, s.inicios, s.registros, s.recusados])).toEqual([
      ["AC", 11, 11, 0],
    ]);
    expect(lida.candidatos.map((c) => [c.inscricao, c.nome, c.cargo, c.nota, c.listas])).toEqual([
      [null, "Agatha Beatriz Rocha", "230-45", null, ["AC"]],
      [null, "Akemi Carravieri Morishita", "780-29", null, ["AC"]],
      [null, "Alana Aparecida Silva das Neves", "440-12", null, ["AC"]],
      [null, "Alanis Botelho Hosoi", "400-01", null, ["AC"]],
      [null, "Carolina Raquel Chagas Silva", "240-48", null, ["AC"]],
      [null, "Carolina Ribeiro", "215-39", null, ["AC"]],
      [null, "Carolina Torres Souza", "771-24", null, ["AC"]],
      [null, "Cassiano Della Terra Spessoto", "790-52", null, ["AC"]],
      [null, "Cassio Mitsuo Ikezawa Monomi", "200-34", null, ["AC"]],
      [null, "Catharina Diziola", "715-08", null, ["AC"]],
      [null, "Caue Fernandes de Aquino", "825-63", null, ["AC"]],
    ]);
    // The CPF's six digits kept as a value, under its column.
    expect(lida.candidatos[0].valores).toEqual(["402.248", "230-45"]);
    expect(lida.colunasDosValores).toEqual(["CPF", "CURSO"]);
  });

  it("o documento inteiro: as 1.194 linhas de registro do texto, todas lidas, nenhuma recusada", () => {
    const texto = doMundo("reservado-4", "fuvest-2022-2a-chamada-texto.txt");
    const noTexto = texto.match(LINHA_DA_FUVEST)?.length ?? 0;
    expect(noTexto).toBe(1194);
    const lida = ler(texto, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.secoes.reduce((n, s) => n + s.registros, 0)).toBe(noTexto);
    expect(lida.secoes.reduce((n, s) => n + s.recusados, 0)).toBe(0);
  });
});

describe("o mesmo leiaute com o código do curso no sinal de menos ('780−37', U+2212) e o nome cortado ('… Martins ...'): Fuvest 2023", () => {
  it("1ª convocação da lista de espera (mundo/reservado-4): as 618 linhas lidas, o código como cargo", () => {
    const texto = doMundo("reservado-4", "fuvest-2023-lista-espera-1a-convocacao-texto.txt");
    const noTexto = texto.match(LINHA_DA_FUVEST)?.length ?? 0;
    expect(noTexto).toBe(618);
    const lida = ler(texto, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(noTexto);
    expect(lida.candidatos.slice(0, 2).map((c) => [c.inscricao, c.nome, c.cargo, c.nota])).toEqual([
      [null, "Abner Calixto Miranda Santos", "780−37", null],
      [null, "Acauan Ricardo Figueiredo", "780−31", null],
    ]);
  });

  it("1ª chamada (mundo/reservado-2): as 8.055 linhas lidas, com o nome cortado como impresso e o nome com '−' ('Daniel Dae−Chol Shin')", () => {
    const texto = doMundo("reservado-2", "fuvest-2023-lista-1a-chamada-texto.txt");
    const noTexto = texto.match(LINHA_DA_FUVEST)?.length ?? 0;
    expect(noTexto).toBe(8055);
    const lida = ler(texto, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.candidatos).toHaveLength(noTexto);
    expect(lida.candidatos[0]).toMatchObject({
      inscricao: null,
      nome: "Aaron Ferraz do Amaral Martins ...",
      cargo: "710−05",
    });
    expect(lida.candidatos.find((c) => c.nome.startsWith("Daniel Dae"))).toMatchObject({
      nome: "Daniel Dae−Chol Shin",
      cargo: "535−35",
    });
  });
});

describe("lista sem inscrição sob o cabeçalho 'CPF Nome' repetido, com o título entre o cabeçalho e as linhas (Fuvest 2022, convocados para a 2ª fase — mundo/reservado-2/fuvest-2022-convocados-2a-fase-texto.txt)", () => {
  // Lines 1–7, 392–403 and 2300–2304 of the file: the first page's head, its end with the next page's
  // head, and rows of page 6 (a name with '−').
  const trecho = [
    "CPF Nome CPF Nome CPF Nome",
    "FUVEST 2022 Relação dos Convocados para a Segunda Fase",
    "Listagem Alfabética",
    "447.750... Aarao Magalhaes Viola",
    "137.195... Aaron Nicacio Stofel",
    "421.076... Aaron Romulo Sampaio Aranibar",
    "517.909... Abayomi Pollux Celeno Pereira Correa",
    "503.910... Alice Alexandra Boarretto Barbosa",
    "452.767... Alice Alvarenga Mello Barros",
    "de Aarao Magalhaes Viola",
    "até Alice Alvarenga Mello Barros",
    "390 candidatos nesta página",
    "PAG 0001",
    "CPF Nome CPF Nome CPF Nome",
    "FUVEST 2022 Relação dos Convocados para a Segunda Fase",
    "Listagem Alfabética",
    "506.778... Alice Alves Gimenes",
    "470.136... Alice Aparecida Nunes de Souza",
    "458.531... Alice Aquino dos Reis",
    "429.601... Anne Souza Barbosa",
    "467.578... Anne Yukie Kumano",
    "239.396... Anne−sophie Rosa",
    "421.393... Annelyse Viturino Pereira de Souza",
    "519.741... Anny Caroline Dias Cardoso",
  ].join("\n");

  it("sem a lista dita, as 14 linhas contadas e não lidas", () => {
    const lida = ler(trecho);
    expect(lida.candidatos).toEqual([]);
    expect(lida.semLista?.registros).toBe(14);
  });

  it("com --lista AC, as 14 lidas, o CPF cortado ('447.750...') como valor e não como nome; os rodapés ('de …', '390 candidatos nesta página', 'PAG 0001') e o título não são registros", () => {
    const lida = ler(trecho, "AC");
    expect(registrosNaoLidos(lida).total).toBe(0);
    expect(lida.secoes.map((s) => [s.titulo, s.lista, s.registros, s.recusados])).toEqual([
      [
        "FUVEST 2022 Relação dos Convocados para a Segunda Fase – Listagem Alfabética (ampla concorrência)",
        "AC",
        14,
        0,
      ],
    ]);
    expect(lida.candidatos.map((c) => c.nome)).toEqual([
      "Aarao Magalhaes Viola",
      "Aaron Nicacio Stofel",
      "Aaron Romulo Sampaio Aranibar",
      "Abayomi Pollux Celeno Pereira Correa",
      "Alice Alexandra Boarretto Barbosa",
      "Alice Alvarenga Mello Barros",
      "Alice Alves Gimenes",
      "Alice Aparecida Nunes de Souza",
      "Alice Aquino dos Reis",
      "Anne Souza Barbosa",
      "Anne Yukie Kumano",
      "Anne−sophie Rosa",
      "Annelyse Viturino Pereira de Souza",
      "Anny Caroline Dias Cardoso",
    ]);
    expect(lida.candidatos[0]).toMatchObject({ inscricao: null, valores: ["447.750..."], nota: null });
    expect(lida.candidatos.every((c) => c.cargo === undefined)).toBe(true);
  });

  it("uma linha da corrida com o CPF e um nome que o cabeçalho não lê é recusada com o seu texto, não calada, e a corrida segue", () => {
    // (Derived, not printed so: the real row with its last word lost, a one-word name.)
    const cortado = trecho.replace("239.396... Anne−sophie Rosa", "239.396... Anne−sophie");
    const lida = ler(cortado, "AC");
    expect(lida.secoes[0]).toMatchObject({ registros: 13, recusados: 1, naoLidos: 1 });
    expect(lida.secoes[0].recusas.map((r) => r.texto)).toEqual([`"239.396... Anne−sophie"`]);
    expect(lida.candidatos.at(-1)?.nome).toBe("Anny Caroline Dias Cardoso");
  });
});

describe("propriedade: qualquer escolha de três ou mais linhas reais da Fuvest sob o seu cabeçalho é lida inteira, na ordem, como impressa", () => {
  const linhas = doMundo("reservado-4", "fuvest-2022-2a-chamada-texto.txt")
    .split("\n")
    .filter((l) => /^.+ \d{3}\.\d{3} \d{3}[-−]\d{2}$/.test(l))
    .slice(0, 120);

  it("cada linha um registro de inscrição vazia, com o nome e o código do curso da linha; nenhuma perdida", () => {
    fc.assert(
      fc.property(fc.subarray(linhas, { minLength: 3, maxLength: 40 }), (escolhidas) => {
        const trecho = ["NOME CPF CURSO NOME CPF CURSO NOME CPF CURSO", ...escolhidas].join("\n");
        const lida = ler(trecho, "AC");
        expect(registrosNaoLidos(lida).total).toBe(0);
        expect(
          lida.candidatos.map((c) => [c.inscricao, `${c.nome} ${c.valores.join(" ")}`, c.cargo]),
        ).toEqual(escolhidas.map((l) => [null, l, l.split(" ").at(-1)]));
      }),
      { numRuns: 50 },
    );
  });
});

describe("o cabeçalho sozinho não faz lista: prosa e cabeçalhos sem três linhas que os sigam", () => {
  it("o cabeçalho da Fuvest com duas linhas só debaixo dele não é lista (menos de três linhas são pouca evidência)", () => {
    const trecho = INICIO_DA_FUVEST_2022.join("\n");
    expect(() => ler(trecho, "AC")).toThrow(/não parece uma lista/);
  });
});
