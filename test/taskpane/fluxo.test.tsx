// @vitest-environment jsdom
/**
 * The four steps of the task pane on the in-memory workbook (src/adapters/memoria): real components,
 * real mapping, real engine, real pipeline; the clerk drives them with user-event.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { PastaMemoria } from "../../src/adapters/memoria";
import { CHAVE_CONFIGURACAO, type MarcaFolha, type OpcoesLote } from "../../src/adapters/porta";
import { hashValores, type ModeloFolha } from "../../src/folhas/modelo";
import type { Ambiente } from "../../src/taskpane/ambiente";
import { abrirXlsx } from "../../src/adapters/xlsx/arquivo";
import { exportarFolhasDoSuplemento } from "../../src/web/navegador";
import { executar } from "../../src/pipeline";
import { ambienteExcel, CABECALHO, candidatos, pastaDeExemplo } from "./dadosDeTeste";
import { abrirPainel } from "./abrirPainel";
import "./jsdomDoPainel";

afterEach(cleanup);

const avancar = (passo: string) => screen.getByRole("button", { name: `Avançar: ${passo}` });
/** The step on screen, without the announcer's live regions (which repeat its messages). */
const passo = () => within(screen.getByRole("region", { name: /^Etapa \d de \d/, hidden: true }));
/** "Avançar" blocked stays focusable: aria-disabled, not disabled. */
const bloqueado = (botao: HTMLElement) => botao.getAttribute("aria-disabled") === "true";
/** The file input, hidden from everyone: "Escolher arquivo…" is the control. */
const entradaDeArquivo = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/**
 * "Convocar" and the dialog that asks before recording. Without layout, tabster's modalizer in jsdom
 * may mark the dialog's surface itself aria-hidden, so it is found with `hidden` (the browser test
 * checks the dialog as the clerk meets it, and the name computed under aria-hidden is empty: the dialog
 * is told by its text); and under the load of a full run a click that lands while the modalizer still
 * holds the page opens nothing, so it is clicked again only while no dialog is there.
 */
async function abrirConfirmacao(
  usuario: ReturnType<typeof userEvent.setup>,
  botao = "Convocar",
): Promise<HTMLElement> {
  const dialogo = () => screen.queryByRole("dialog", { hidden: true });
  await waitFor(
    async () => {
      if (!dialogo()) await usuario.click(screen.getByRole("button", { name: botao }));
      expect(dialogo()).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  return dialogo()!;
}

/** "Convocar", then "Registrar a convocação" in the dialog that asks first. */
async function convocarEConfirmar(usuario: ReturnType<typeof userEvent.setup>) {
  const dialogo = await abrirConfirmacao(usuario);
  await usuario.click(within(dialogo).getByRole("button", { name: "Registrar a convocação", hidden: true }));
}

async function dadosLidos() {
  await passo().findByText("Lido: folha Candidatos, A1:F13: 12 candidatos.");
}

async function preencherEdital(usuario: ReturnType<typeof userEvent.setup>) {
  await usuario.click(avancar("Edital"));
  const data = screen.getByLabelText(/Data de publicação do edital/);
  await usuario.type(data, "2025-09-01");
}

/** From the data read to the add-in's sheets written: edital, the vagas of the Vagas sheet, Conferência,
 *  Resultado, "Calcular e gravar". */
async function calcularEGravar(usuario: ReturnType<typeof userEvent.setup>, vagas = "10") {
  await preencherEdital(usuario);
  await waitFor(() =>
    expect((screen.getByRole("textbox", { name: "Vagas de Analista" }) as HTMLInputElement).value).toBe(
      vagas,
    ),
  );
  await usuario.click(avancar("Conferência"));
  await usuario.click(avancar("Resultado"));
  await usuario.click(screen.getByRole("button", { name: "Calcular e gravar as folhas" }));
  await passo().findByText("Folhas gravadas.");
}

describe("Dados", () => {
  it("lê a região da seleção, mapeia as colunas pelo cabeçalho e mostra a prévia, com a inscrição e o nome primeiro (docs/guia.md)", async () => {
    abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    expect(screen.getByRole("combobox", { name: /Nota final/ }).textContent).toBe("D · Nota final");
    expect(screen.getByRole("combobox", { name: /Inscrição/ }).textContent).toBe("A · Inscrição");
    const previa = screen.getByRole("table", { name: "Como as primeiras linhas foram lidas" });
    const linhas = within(previa).getAllByRole("row").slice(1);
    expect(linhas).toHaveLength(5);
    expect(linhas[0].textContent).toBe("21000Candidato 1Analista90AC");
    expect(linhas[1].textContent).toBe("31001Candidato 2Analista89PPP");
  });

  it("uma coluna obrigatória retirada do mapeamento é apontada e a Conferência mostra o erro", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await usuario.click(screen.getByRole("combobox", { name: /Nota final/ }));
    await usuario.click(screen.getByRole("option", { name: "(não usar)" }));
    expect(await passo().findByText("Escolha a coluna: sem ela não há como classificar.")).toBeTruthy();
    await usuario.click(avancar("Edital"));
    await usuario.click(avancar("Conferência"));
    expect(passo().getByText(/erros? a corrigir/)).toBeTruthy();
    expect(passo().getByText(/nenhuma coluna de Nota final no cabeçalho/)).toBeTruthy();
    expect(bloqueado(avancar("Resultado"))).toBe(true);
  });
});

describe("Dados: outro intervalo", () => {
  it("um intervalo digitado como no Excel é lido; um texto que não é intervalo é apontado", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    const intervalo = screen.getByRole("textbox", { name: "Ou um intervalo" });
    await usuario.type(intervalo, "Candidatos!A1:F6{Enter}");
    expect(await passo().findByText("Lido: folha Candidatos, A1:F6: 5 candidatos.")).toBeTruthy();
    await usuario.clear(intervalo);
    await usuario.type(intervalo, "A1:F4");
    await usuario.click(screen.getByRole("button", { name: "Ler" }));
    expect(await passo().findByText("Lido: folha Candidatos, A1:F4: 3 candidatos.")).toBeTruthy();
    await usuario.clear(intervalo);
    await usuario.type(intervalo, "candidatos da manhã{Enter}");
    expect(passo().getByText("Escreva um intervalo como Candidatos!A1:F4.")).toBeTruthy();
  });
});

describe("Edital", () => {
  it("a data escolhe o regime com a sua lei; as vagas vêm da folha Vagas; o quadro segue a digitação", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await preencherEdital(usuario);
    expect(
      await passo().findByText(/Regime Decreto nº 12\.536\/2025: edital publicado em 01\/09\/2025/),
    ).toBeTruthy();
    const vagas = screen.getByRole("textbox", { name: "Vagas de Analista" }) as HTMLInputElement;
    await waitFor(() => expect(vagas.value).toBe("10"));
    // RULES.md § 2, worked values: N=10 → AC 6, PPP 3, PcD 1.
    expect(passo().getByText("Quadro calculado: AC 6 · PPP 3 · IND 0 · QUI 0 · PcD 1")).toBeTruthy();
    await usuario.clear(vagas);
    await usuario.type(vagas, "100");
    // N=100 → AC 65, PPP 25, IND 3, QUI 2, PcD 5.
    expect(passo().getByText("Quadro calculado: AC 65 · PPP 25 · IND 3 · QUI 2 · PcD 5")).toBeTruthy();
  });

  it("percentual fora dos limites do Decreto 12.536 (art. 3º, § 5º) é recusado com o artigo", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await preencherEdital(usuario);
    await usuario.type(await screen.findByRole("textbox", { name: /^PPP \(%\)/ }), "10");
    expect(await passo().findByText(/art\. 3º/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it("o quadro publicado no edital é digitado ao lado do calculado e a diferença é dita (RULES.md § 2)", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await preencherEdital(usuario);
    await passo().findByText("Quadro calculado: AC 6 · PPP 3 · IND 0 · QUI 0 · PcD 1");
    await usuario.click(screen.getByRole("button", { name: "Quadro publicado no edital para Analista" }));
    await usuario.type(screen.getByRole("textbox", { name: "AC publicado, Analista" }), "7");
    await usuario.type(screen.getByRole("textbox", { name: "PPP publicado, Analista" }), "2");
    expect(
      passo().getByText("O quadro publicado difere do calculado em AC, PPP; vale o publicado."),
    ).toBeTruthy();
  });

  it("o arredondamento escolhido pelo edital muda o quadro calculado", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await preencherEdital(usuario);
    await passo().findByText("Quadro calculado: AC 6 · PPP 3 · IND 0 · QUI 0 · PcD 1");
    await usuario.click(screen.getByRole("button", { name: "Opções do edital" }));
    for (const lista of ["IND", "QUI"]) {
      await usuario.click(screen.getByRole("combobox", { name: new RegExp(`^${lista}: arredondamento`) }));
      await usuario.click(screen.getByRole("option", { name: "Teto (qualquer fração sobe)" }));
    }
    // 10 vagas with ceiling on IND and QUI: PPP 2,5 → 3 (half up), IND 0,3 → 1, QUI 0,2 → 1.
    expect(await passo().findByText("Quadro calculado: AC 4 · PPP 3 · IND 1 · QUI 1 · PcD 1")).toBeTruthy();
  });

  it("antes da Lei 12.990 não há regime: a mensagem diz por quê", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await usuario.click(avancar("Edital"));
    await usuario.type(screen.getByLabelText(/Data de publicação do edital/), "2010-01-01");
    expect(await passo().findByText(/antes da Lei nº 12\.990\/2014/, {}, { timeout: 3000 })).toBeTruthy();
  });
});

describe("Edital: o porquê de cada lista do quadro", () => {
  it("9 vagas dão 2 a pretos e pardos (25% por lista, não 30% do total); 1 vaga não tem reserva; 25 vagas dão 2 à PcD (Decreto 9.508, art. 1º, § 3º)", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await preencherEdital(usuario);
    const vagas = screen.getByRole("textbox", { name: "Vagas de Analista" });
    const porQue = () =>
      Array.from(
        passo().queryByRole("list", { name: "Por quê:" })?.querySelectorAll("li") ?? [],
        (li) => li.textContent,
      );
    await usuario.clear(vagas);
    await usuario.type(vagas, "9");
    await waitFor(() =>
      expect(porQue()).toEqual([
        "Ampla concorrência: 6 vagas restantes. Fundamento: Edital (vagas não reservadas, de ampla concorrência).",
        "Pessoas pretas e pardas: 25% de 9 = 2,25 → 2 (fração igual ou maior que 0,5 sobe, menor desce). Fundamento: Decreto nº 12.536/2025, art. 3º, I; Lei nº 15.142/2025, art. 5º, § 2º.",
        "Indígenas: 3% de 9 = 0,27 → 0 (fração igual ou maior que 0,5 sobe, menor desce). Fundamento: Decreto nº 12.536/2025, art. 3º, II; Lei nº 15.142/2025, art. 5º, § 2º.",
        "Quilombolas: 2% de 9 = 0,18 → 0 (fração igual ou maior que 0,5 sobe, menor desce). Fundamento: Decreto nº 12.536/2025, art. 3º, III; Lei nº 15.142/2025, art. 5º, § 2º.",
        "Pessoas com deficiência: 5% de 9 = 0,45 → 1 (qualquer fração sobe). Fundamento: Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º.",
        "A reserva racial é calculada lista a lista, não como 30% do total (que daria 3).",
      ]),
    );
    await usuario.clear(vagas);
    await usuario.type(vagas, "1");
    // The racial lists share one reason, said once.
    await waitFor(() =>
      expect(porQue()[1]).toMatch(/^Com 1 vaga, abaixo do mínimo de 2, não há reserva racial\./),
    );
    expect(porQue()).toHaveLength(3);
    await usuario.clear(vagas);
    await usuario.type(vagas, "25");
    await waitFor(() =>
      expect(porQue()).toContain(
        "Pessoas com deficiência: 5% de 25 = 1,25 → 2 (qualquer fração sobe). Fundamento: Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º; Lei nº 8.112/1990, art. 5º, § 2º.",
      ),
    );
    expect(porQue()).toHaveLength(5);
  });
});

describe("Conferência", () => {
  it("cada problema traz a folha e a célula; o link seleciona a célula; com erro nada é gravado", async () => {
    const linhas = candidatos();
    linhas[1][3] = "8,5a"; // row 3, column D
    const pasta = pastaDeExemplo(linhas);
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await preencherEdital(usuario);
    await usuario.click(avancar("Conferência"));
    const link = await screen.findByRole("button", { name: "Selecionar Candidatos!D3" });
    expect(link.closest("li")?.textContent).toMatch(/^Erro Candidatos!D3: .*8,5a/);
    await usuario.click(link);
    await waitFor(() => expect(pasta.selecao).toEqual({ folha: "Candidatos", linha: 2, coluna: 3 }));
    expect(bloqueado(avancar("Resultado"))).toBe(true);
    expect(pasta.chamadas.some((c) => c.metodo === "escreverFolhas")).toBe(false);
    // The clerk fixes the cell in the sheet and reads the data again: the error is gone.
    pasta.folha("Candidatos")!.celulas[2][3] = 8.5;
    await usuario.click(screen.getByRole("button", { name: "Ler os dados de novo" }));
    expect(await passo().findByText("Nenhum problema encontrado. Pode calcular.")).toBeTruthy();
    expect(bloqueado(avancar("Resultado"))).toBe(false);
  });

  it("um título acima do cabeçalho é informação: mostrado, nada a aceitar", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo(candidatos(), ["Resultado final do concurso"])));
    await passo().findByText(/^Lido: folha Candidatos/);
    await preencherEdital(usuario);
    await usuario.click(avancar("Conferência"));
    expect(await passo().findByText("Nenhum erro nem aviso. Pode calcular.")).toBeTruthy();
    expect(passo().getByText("Informação")).toBeTruthy();
    expect(passo().getByText(/a linha 1 está acima do cabeçalho/)).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Li os avisos e quero calcular assim mesmo" })).toBeNull();
    expect(bloqueado(avancar("Resultado"))).toBe(false);
  });

  it("avisos (uma linha em branco no meio dos dados) só deixam seguir depois de aceitos", async () => {
    const linhas = candidatos();
    const usuario = abrirPainel(
      ambienteExcel(pastaDeExemplo([...linhas.slice(0, 6), [], ...linhas.slice(6)])),
    );
    await passo().findByText(/^Lido: folha Candidatos/);
    await preencherEdital(usuario);
    await usuario.click(avancar("Conferência"));
    const aceitar = await screen.findByRole("checkbox", {
      name: "Li os avisos e quero calcular assim mesmo",
    });
    expect(bloqueado(avancar("Resultado"))).toBe(true);
    await usuario.click(aceitar);
    expect(bloqueado(avancar("Resultado"))).toBe(false);
  });
});

describe("Resultado", () => {
  it("grava as folhas do suplemento, resume por cargo e abre cada folha pelo link", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    const resumo = screen.getByRole("list", { name: "Resumo por cargo" });
    // 10 vagas: AC 6, PPP 3, PcD 1. Two of the three PPP candidates are within the AC vagas and use no
    // reserved vaga (Lei 15.142, art. 7º), so 2 PPP vagas revert to AC (art. 8º); all 10 are filled.
    expect(
      within(resumo)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Analista10 vagas · 10 preenchidas · 2 revertidas · 0 sem candidato"]);
    const nomes = pasta.folhas.map((f) => f.nome);
    expect(nomes).toEqual(
      expect.arrayContaining(["Candidatos", "Vagas", "AC", "Ordem de nomeação", "Reversões", "Quadro"]),
    );
    // The clerk's sheets are untouched.
    expect(pasta.folha("Candidatos")?.marca).toBeNull();
    await usuario.click(screen.getByRole("button", { name: "Ordem de nomeação" }));
    await waitFor(() => expect(pasta.selecao).toEqual({ folha: "Ordem de nomeação", linha: 0, coluna: 0 }));
  });

  it("nomeia os resultados provisórios com o motivo, e o link seleciona a célula Provisório da pessoa", async () => {
    const linhas = candidatos();
    linhas[1][5] = "Pendente"; // 1001, PPP: heteroidentificação pendente (Lei 15.142, art. 3º)
    const pasta = pastaDeExemplo(linhas);
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    const secao = screen.getByRole("region", { name: "1 resultado provisório" });
    expect(within(secao).getByRole("listitem").textContent).toBe(
      "1001 Candidato 2 (Analista): Confirmação da autodeclaração pendente (PPP)",
    );
    await usuario.click(
      within(secao).getByRole("button", { name: /^1001 Candidato 2: ir para 'Ordem de nomeação'!I\d+$/ }),
    );
    await waitFor(() => expect(pasta.selecao?.folha).toBe("Ordem de nomeação"));
    const { linha, coluna } = pasta.selecao!;
    const ordem = pasta.folha("Ordem de nomeação")!.celulas;
    expect([ordem[linha][4], ordem[0][coluna]]).toEqual(["1001", "Provisório"]);
  });

  it("Cancelar interrompe a gravação entre lotes", async () => {
    let liberar!: () => void;
    const portao = new Promise<void>((r) => (liberar = r));
    class PastaLenta extends PastaMemoria {
      override async escreverFolhas(f: { modelo: ModeloFolha; marca: MarcaFolha }[], o?: OpcoesLote) {
        await portao;
        return super.escreverFolhas(f, o);
      }
    }
    const base = pastaDeExemplo();
    const pasta = new PastaLenta({
      folhas: base.folhas.map((f) => ({ nome: f.nome, valores: f.celulas })),
      selecao: base.selecao ?? undefined,
    });
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await preencherEdital(usuario);
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Vagas de Analista" }) as HTMLInputElement).value).toBe(
        "10",
      ),
    );
    await usuario.click(avancar("Conferência"));
    await usuario.click(avancar("Resultado"));
    await usuario.click(screen.getByRole("button", { name: "Calcular e gravar as folhas" }));
    expect(await screen.findByRole("progressbar")).toBeTruthy();
    await usuario.click(screen.getByRole("button", { name: "Cancelar" }));
    liberar();
    expect(await passo().findByText(/^Cancelado\./)).toBeTruthy();
    expect(pasta.folhas.map((f) => f.nome)).toEqual(["Candidatos", "Vagas"]);
  });

  it("pergunta antes de substituir uma folha do suplemento que o servidor editou", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    pasta.folha("Quadro")!.celulas[0][0] = "Editado à mão";
    await usuario.click(screen.getByRole("button", { name: "Calcular e gravar de novo" }));
    const pergunta = await screen.findByRole("alertdialog", {
      name: "Substituir folhas alteradas?",
      hidden: true,
    });
    expect(pergunta.textContent).toContain('A folha "Quadro" foi alterada');
    // Without layout, tabster's modalizer in jsdom marks the surface itself aria-hidden: `hidden: true`
    // only here (the browser test checks the dialog's accessibility for real).
    await usuario.click(within(pergunta).getByRole("button", { name: "Não substituir", hidden: true }));
    expect(await passo().findByText(/Nada foi substituído/)).toBeTruthy();
    expect(pasta.folha("Quadro")!.celulas[0][0]).toBe("Editado à mão");
  });
});

describe("Exportar pasta anotada (no Excel)", () => {
  it("entrega um .xlsx com as folhas do suplemento, as mesmas gravadas na pasta", async () => {
    const pasta = pastaDeExemplo();
    const salvos: { nome: string; conteudo: Blob }[] = [];
    const usuario = abrirPainel({
      ...ambienteExcel(pasta),
      exportarPastaAnotada: exportarFolhasDoSuplemento,
      salvarArquivo: (conteudo, nome) => salvos.push({ nome, conteudo }),
    });
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(screen.getByRole("button", { name: "Exportar pasta anotada" }));
    // ExcelJS writes the file: on a busy machine it takes more than waitFor's default second.
    await waitFor(() => expect(salvos).toHaveLength(1), { timeout: 10_000 });
    expect(salvos[0].nome).toBe("Cotas (anotado).xlsx");
    const arquivo = await abrirXlsx(new Uint8Array(await salvos[0].conteudo.arrayBuffer()));
    const gravadas = pasta.folhas.filter((f) => f.marca).map((f) => f.nome);
    expect((await arquivo.listarFolhas()).map((f) => f.nome)).toEqual(gravadas);
    const ordem = await arquivo.lerIntervalo("Ordem de nomeação");
    // Same values (an empty cell reads "" from a file and null from memory: hashValores takes them as one).
    expect(hashValores(ordem.valores)).toBe(hashValores(pasta.folha("Ordem de nomeação")!.celulas));
  });
});

describe("Pasta anotada no Excel para Mac (sem downloads, office-js 2700)", () => {
  async function ateOResultado(ambiente: Ambiente) {
    const usuario = abrirPainel(ambiente);
    await dadosLidos();
    await calcularEGravar(usuario);
    return usuario;
  }

  it("com ExcelApi 1.8: 'Abrir pasta anotada no Excel' abre o .xlsx como nova pasta; nada de download", async () => {
    const pasta = pastaDeExemplo();
    const abertas: Blob[] = [];
    const usuario = await ateOResultado({
      ...ambienteExcel(pasta),
      exportarPastaAnotada: exportarFolhasDoSuplemento,
      baixarPastaInteira: async () => new Blob([]),
      abrirComoNovaPasta: async (conteudo) => void abertas.push(conteudo),
    });
    expect(screen.queryByRole("button", { name: "Exportar pasta anotada" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Baixar cópia da pasta inteira" })).toBeNull();
    expect(passo().getByText(/a pasta anotada abre numa nova janela do Excel/)).toBeTruthy();
    await usuario.click(screen.getByRole("button", { name: "Abrir pasta anotada no Excel" }));
    await waitFor(() => expect(abertas).toHaveLength(1));
    const arquivo = await abrirXlsx(new Uint8Array(await abertas[0].arrayBuffer()));
    const gravadas = pasta.folhas.filter((f) => f.marca).map((f) => f.nome);
    expect((await arquivo.listarFolhas()).map((f) => f.nome)).toEqual(gravadas);
  });

  it("sem ExcelApi 1.8 nem download: nenhum botão de arquivo, e a mensagem diz por quê e o que fazer", async () => {
    await ateOResultado({
      ...ambienteExcel(pastaDeExemplo()),
      exportarPastaAnotada: exportarFolhasDoSuplemento,
    });
    expect(screen.queryByRole("button", { name: /pasta anotada/ })).toBeNull();
    expect(passo().getByText(/não permite que o suplemento entregue arquivos/).textContent).toMatch(
      /Arquivo › Salvar uma cópia/,
    );
  });
});

describe("pasta no sistema de datas 1904 (Excel para Mac antigo)", () => {
  /** Excel's serial of a date in each system (1900: serial 1 = 01/01/1900; 1904: serial 0 = 01/01/1904). */
  const serial1900 = (a: number, m: number, d: number) =>
    (Date.UTC(a, m - 1, d) - Date.UTC(1899, 11, 30)) / 864e5;
  const serial1904 = (a: number, m: number, d: number) => serial1900(a, m, d) - 1462;

  it("a data de nascimento em número é lida no sistema da pasta: decide o desempate por idade (60 anos ou mais)", async () => {
    // Same score, one vaga. Ana turned 60 before the edital; Bia, born 01/01/1966 (serial of the 1904
    // system), is 59. Read in the 1900 system, Bia's serial would be 31/12/1961 and she would take the vaga.
    const pasta = new PastaMemoria({
      folhas: [
        {
          nome: "Candidatos",
          valores: [
            [...CABECALHO.slice(0, 5), "Data de nascimento"],
            [1, "Ana", "Analista", 80, "Ampla", "01/10/1964"],
            [2, "Bia", "Analista", 80, "Ampla", serial1904(1966, 1, 1)],
          ],
        },
        {
          nome: "Vagas",
          valores: [
            ["Cargo", "Vagas"],
            ["Analista", 1],
          ],
        },
      ],
      selecao: { folha: "Candidatos", linha: 1, coluna: 0 },
    });
    const usuario = abrirPainel({ ...ambienteExcel(pasta), datas1904: async () => true });
    await passo().findByText(/^Lido: folha Candidatos/);
    await calcularEGravar(usuario, "1");
    const ordem = pasta.folha("Ordem de nomeação")!.celulas;
    const cabecalho = ordem.findIndex((linha) => linha.includes("Posição"));
    const [posicao, nome] = [ordem[cabecalho].indexOf("Posição"), ordem[cabecalho].indexOf("Nome")];
    expect(ordem.find((linha, i) => i > cabecalho && linha[posicao] === 1)?.[nome]).toBe("Ana");
  });
});

describe("configurações salvas na pasta", () => {
  it("o mapeamento e o edital ficam na pasta e voltam quando o painel abre de novo", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await preencherEdital(usuario);
    await waitFor(
      () =>
        expect(
          (pasta.configuracoes.get(CHAVE_CONFIGURACAO) as { edital?: { dataPublicacao?: string } })?.edital
            ?.dataPublicacao,
        ).toBe("2025-09-01"),
      { timeout: 3000 },
    );
    cleanup();
    abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    const usuario2 = userEvent.setup();
    await usuario2.click(avancar("Edital"));
    // Saved as ISO, shown as a clerk in Brazil reads it.
    expect((screen.getByLabelText(/Data de publicação do edital/) as HTMLInputElement).value).toBe(
      "01/09/2025",
    );
    expect((screen.getByRole("textbox", { name: "Vagas de Analista" }) as HTMLInputElement).value).toBe("10");
  });
});

describe("modo web", () => {
  it("o arquivo escolhido vira a pasta do fluxo; um arquivo que não abre mostra a mensagem", async () => {
    const abertos: string[] = [];
    const ambiente: Ambiente = {
      hospedeiro: "web",
      porta: null,
      abrirArquivo: async (bytes, nome) => {
        abertos.push(`${nome}:${bytes.length}`);
        if (nome.startsWith("corrompido"))
          throw new Error("Não foi possível abrir o arquivo como pasta de trabalho do Excel (.xlsx).");
        return pastaDeExemplo();
      },
    };
    const usuario = abrirPainel(ambiente);
    expect(bloqueado(avancar("Edital"))).toBe(true);
    const entrada = entradaDeArquivo();
    await usuario.upload(entrada, new File(["x".repeat(10)], "resultado.xlsx"));
    await dadosLidos();
    expect(abertos).toEqual(["resultado.xlsx:10"]);
    expect(passo().getByText("resultado.xlsx")).toBeTruthy();
    await usuario.upload(entrada, new File(["y"], "corrompido.xlsx"));
    await waitFor(() => expect(abertos).toEqual(["resultado.xlsx:10", "corrompido.xlsx:1"]));
    expect(await passo().findByText(/Não foi possível abrir o arquivo/)).toBeTruthy();
    // The file that did open stays in use.
    expect(passo().getByText("resultado.xlsx")).toBeTruthy();
    expect(passo().getByText("Lido: folha Candidatos, A1:F13: 12 candidatos.")).toBeTruthy();
  });

  it("um arquivo escolhido enquanto o exemplo ainda carrega não é trocado pelo exemplo", async () => {
    let liberarExemplo!: () => void;
    const exemploPronto = new Promise<void>((r) => (liberarExemplo = r));
    const ambiente: Ambiente = {
      hospedeiro: "web",
      porta: null,
      buscarExemplo: async () => {
        await exemploPronto;
        return {
          bytes: new Uint8Array([1]),
          nome: "exemplo-edital.xlsx",
          edital: { dataPublicacao: "2025-09-01" },
        };
      },
      abrirArquivo: async () => pastaDeExemplo(),
    };
    const usuario = abrirPainel(ambiente);
    await usuario.click(passo().getByRole("button", { name: "Usar exemplo" }));
    await usuario.upload(entradaDeArquivo(), new File(["x"], "meu-concurso.xlsx"));
    await dadosLidos();
    liberarExemplo();
    await new Promise((r) => setTimeout(r, 50));
    expect(passo().getByText("meu-concurso.xlsx")).toBeTruthy();
    expect(screen.queryByText("exemplo-edital.xlsx")).toBeNull();
  });
});

describe("Publicar resultado", () => {
  it("grava a folha Publicação, com cada nomeado(a) na sua lista, e baixa o mesmo texto em .docx", async () => {
    const pasta = pastaDeExemplo();
    const salvos: { nome: string; conteudo: Blob }[] = [];
    const usuario = abrirPainel({
      ...ambienteExcel(pasta),
      salvarArquivo: (conteudo, nome) => salvos.push({ nome, conteudo }),
    });
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(screen.getByRole("button", { name: "Publicar resultado" }));
    await waitFor(() => expect(salvos).toHaveLength(1), { timeout: 10_000 });
    expect(salvos[0].nome).toBe("Resultado final.docx");
    await passo().findByText(/Folha "Publicação" gravada, pronta para copiar/);

    const folha = pasta.folha("Publicação")!;
    expect(folha.marca?.tipo).toBe("publicacao");
    const linhas = folha.celulas.map((l) => l.map((v) => (v === null ? "" : String(v))));
    const ac = linhas.findIndex((l) => l[0] === "1.2. Da lista de ampla concorrência");
    expect(linhas[ac + 1]).toEqual(["Classificação", "Inscrição", "Nome", "Nota final", "Situação"]);
    // The AC vagas of the sheet "AC", in order, are the first rows "nas vagas desta lista".
    const doAc = pasta.folha("AC")!.celulas;
    const cab = doAc[0].map(String);
    const nomeadosAc = doAc
      .slice(1)
      .filter((l) => l[cab.indexOf("Desfecho")] === "Nomeado(a) nesta lista")
      .map((l) => String(l[cab.indexOf("Inscrição")]));
    const publicados = linhas
      .slice(ac + 2)
      .filter((l) => l[4]?.startsWith("Nas vagas desta lista"))
      .map((l) => l[1]);
    expect(nomeadosAc.length).toBeGreaterThan(0);
    expect(publicados.slice(0, nomeadosAc.length)).toEqual(nomeadosAc);

    const xml = strFromU8(
      unzipSync(new Uint8Array(await salvos[0].conteudo.arrayBuffer()))["word/document.xml"],
    );
    for (const id of nomeadosAc) expect(xml).toContain(`>${id}<`);
  });

  it("sem download (Excel para Mac): só a folha, e o painel não oferece documento", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(screen.getByRole("button", { name: "Publicar resultado" }));
    const mensagem = await passo().findByText(/Folha "Publicação" gravada/);
    expect(mensagem.textContent).not.toContain(".docx");
    expect(pasta.folha("Publicação")).toBeDefined();
  });
});

describe("Nova convocação", () => {
  it("duas convocações: a primeira cria a folha Convocações; com um sem efeito digitado nela, a segunda chama quem a substitui na mesma posição", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(avancar("Nova convocação"));
    const posicoes = await screen.findByRole("textbox", { name: "Posições a convocar agora" });
    await usuario.clear(posicoes);
    await usuario.type(posicoes, "2");
    await usuario.type(screen.getByRole("textbox", { name: /^Ato/ }), "Portaria nº 1/2026");
    const linhas = () =>
      within(passo().getByRole("table"))
        .getAllByRole("row")
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole("cell")
            .map((c) => c.textContent),
        );
    await waitFor(() => expect(linhas()).toHaveLength(2));
    const primeira = linhas();
    // Convocar asks first, with the act, the number and the people; "Voltar" records nothing.
    const dialogo = await abrirConfirmacao(usuario);
    expect(dialogo.textContent).toContain("Registrar a convocação nº 1?");
    expect(dialogo.textContent).toContain("Analista — Portaria nº 1/2026");
    expect(dialogo.textContent).toContain(`1ª posição, AC: ${primeira[0][3]}`);
    await usuario.click(within(dialogo).getByRole("button", { name: "Voltar", hidden: true }));
    // Closed for good (its surface gone, the page no longer inert) before the next click.
    await waitFor(() => expect(document.querySelector(".fui-DialogSurface")).toBeNull(), { timeout: 10_000 });
    expect(pasta.folha("Convocações")).toBeUndefined();
    await convocarEConfirmar(usuario);
    await passo().findByText(/Convocação nº 1 do cargo Analista acrescentada à folha Convocações/);
    // The form starts over: the same click cannot record call nº 1 again as nº 2.
    expect((posicoes as HTMLInputElement).value).toBe("1");
    expect((screen.getByRole("textbox", { name: /^Ato/ }) as HTMLInputElement).value).toBe("");
    const folha = pasta.folha("Convocações")!;
    expect(folha.celulas.slice(1).map((l) => [l[4], l[6]])).toEqual(
      primeira.map((l) => [Number(l[0]), l[2]]),
    );

    // The clerk types the outcome of the second person into the sheet and asks the pane to read it.
    folha.celulas[2][9] = "sem efeito";
    await usuario.click(screen.getByRole("button", { name: "Ler a folha Convocações de novo" }));
    await usuario.clear(posicoes);
    await usuario.type(posicoes, "1");
    await passo().findByText("Convocação nº 2: quem será convocado");
    const [substituto] = linhas();
    // Same position, replacing the sem-efeito person (the list: the same one's next, or along the
    // cascade when it has nobody left, as the engine's tests check).
    // "Substitui" names the person, not the inscrição.
    expect([substituto[0], substituto[4]]).toEqual([primeira[1][0], primeira[1][3]]);
    await convocarEConfirmar(usuario);
    await passo().findByText(/Convocação nº 2 do cargo Analista/);
    expect(folha.celulas.map((l) => l[9] ?? null)).toEqual(["Desfecho", null, "sem efeito", null]);
  });
});

describe("Nova convocação: a data em dd/mm/aaaa", () => {
  it("03/01/2026 digitada é 3 de janeiro de 2026 no diálogo, na folha Convocações e no ato; o que não é data não convoca", async () => {
    const pasta = pastaDeExemplo();
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(avancar("Nova convocação"));
    // A text field, not the browser's date field (mm/dd/yyyy in an English Chrome).
    const data = (await screen.findByRole("textbox", { name: "Data da convocação" })) as HTMLInputElement;
    expect(data.type).toBe("text");
    expect(data.placeholder).toBe("dd/mm/aaaa");
    expect(data.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await usuario.type(screen.getByRole("textbox", { name: /^Ato/ }), "Portaria nº 1/2026");
    await passo().findByText("Convocação nº 1: quem será convocado");
    // Not a date: its sentence at the field, and no call to record (never one with another date).
    await usuario.clear(data);
    await usuario.type(data, "31/02/2026");
    await usuario.tab();
    expect(await passo().findByText("Digite a data como dd/mm/aaaa, por exemplo 01/09/2025.")).toBeTruthy();
    await waitFor(() => expect(passo().queryByText("Convocação nº 1: quem será convocado")).toBeNull());
    expect(passo().getByRole("button", { name: "Convocar" }).hasAttribute("disabled")).toBe(true);
    await usuario.clear(data);
    await usuario.type(data, "03/01/2026");
    await passo().findByText("Convocação nº 1: quem será convocado");
    const dialogo = await abrirConfirmacao(usuario);
    expect(dialogo.textContent).toContain("Analista — Portaria nº 1/2026 — 03/01/2026.");
    await usuario.click(
      within(dialogo).getByRole("button", { name: "Registrar a convocação", hidden: true }),
    );
    await passo().findByText(/Convocação nº 1 do cargo Analista acrescentada/);
    const folha = pasta.folha("Convocações")!;
    const coluna = folha.celulas[0].indexOf("Data");
    // Excel's serial of 3 January 2026 (1 January 2026 is 46023); 1 March would be 46082.
    expect(folha.celulas.slice(1).map((l) => l[coluna])).toEqual([46025]);
    const atos = pasta.folha("Atos das convocações")!.celulas.flat().map(String);
    expect(atos).toContain("Portaria nº 1/2026 — convocação nº 1 — 03/01/2026");
  });
});

describe("Nova convocação numa pasta já calculada em outra sessão", () => {
  /** A workbook computed in an earlier session, opened in the pane: straight to the call, call nº 1 made. */
  async function primeiraConvocacaoSemCalcular(pasta: PastaMemoria) {
    const usuario = abrirPainel(ambienteExcel(pasta));
    await dadosLidos();
    await usuario.click(avancar("Edital"));
    await usuario.click(avancar("Conferência"));
    await usuario.click(avancar("Resultado"));
    await waitFor(() => expect(bloqueado(avancar("Nova convocação"))).toBe(false));
    await usuario.click(avancar("Nova convocação"));
    await passo().findByText("Convocação nº 1: quem será convocado");
    await convocarEConfirmar(usuario);
    await passo().findByText(/Convocação nº 1 do cargo Analista acrescentada/);
    return usuario;
  }

  it("a convocação registrada por engano se desfaz, confirmada no diálogo: as folhas que ela criou somem e a próxima volta a ser a nº 1", async () => {
    const pasta = pastaDeExemplo();
    await executar(pasta, {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "Analista", vagas: 10 }],
    });
    const antes = pasta.folhas.map((f) => f.nome);
    const usuario = await primeiraConvocacaoSemCalcular(pasta);
    await passo().findByRole("button", { name: "Desfazer a convocação nº 1 (Analista)" });
    const dialogo = await abrirConfirmacao(usuario, "Desfazer a convocação nº 1 (Analista)");
    expect(dialogo.textContent).toContain("Desfazer a convocação nº 1?");
    // Nothing is undone before the clerk confirms.
    expect(pasta.folhas.map((f) => f.nome)).toContain("Convocações");
    await usuario.click(within(dialogo).getByRole("button", { name: "Desfazer a convocação", hidden: true }));
    await passo().findByText(
      "Convocação nº 1 do cargo Analista desfeita: 1 pessoa saiu da folha Convocações.",
    );
    expect(pasta.folhas.map((f) => f.nome)).toEqual(antes);
    await passo().findByText("Convocação nº 1: quem será convocado");
    expect(passo().queryByRole("button", { name: /^Desfazer a convocação/ })).toBeNull();
  });

  it("convoca sem calcular de novo: nenhuma folha do suplemento é regravada nem excluída, só Convocações e Atos crescem", async () => {
    const pasta = pastaDeExemplo();
    // An earlier session computed the result (the sheets and the choices saved with them).
    const anterior = await executar(pasta, {
      edital: { dataPublicacao: "2025-09-01" },
      cargos: [{ id: "Analista", vagas: 10 }],
    });
    expect(anterior.situacao).toBe("escrito");
    const antes = new Map(pasta.folhas.map((f) => [f.nome, JSON.stringify(f.celulas)]));
    await primeiraConvocacaoSemCalcular(pasta);
    for (const [nome, celulas] of antes)
      expect(JSON.stringify(pasta.folha(nome)?.celulas), nome).toBe(celulas);
    expect(pasta.folhas.map((f) => f.nome)).toEqual([...antes.keys(), "Convocações", "Atos das convocações"]);
  });
});

describe("Voltar: Resultado", () => {
  it("da Nova convocação de volta ao Resultado, a busca de candidato e Publicar continuam lá, sem calcular de novo", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo()));
    await dadosLidos();
    await calcularEGravar(usuario);
    expect(passo().getByRole("search", { name: "Buscar candidato" })).toBeTruthy();
    await usuario.click(avancar("Nova convocação"));
    await usuario.click(screen.getByRole("button", { name: "Voltar: Resultado" }));
    expect(passo().getByRole("search", { name: "Buscar candidato" })).toBeTruthy();
    expect(passo().getByRole("button", { name: "Publicar resultado" })).toBeTruthy();
  });
});

describe("Nova convocação: quem ainda espera a comissão", () => {
  it("Lei 15.142 art. 3º: quem é convocado com a heteroidentificação pendente é apontado antes de convocar", async () => {
    // Candidato 10 is the PPP of position 2 (Candidatos 2 and 6, optants too, are within the ampla's
    // vagas, art. 7º, § 2º); the commission has not decided on them (blank cell).
    const linhas = candidatos().map((l, i) => (i === 9 ? [...l.slice(0, 5), null] : l));
    const usuario = abrirPainel(ambienteExcel(pastaDeExemplo(linhas)));
    await dadosLidos();
    await calcularEGravar(usuario);
    await usuario.click(avancar("Nova convocação"));
    const posicoes = await screen.findByRole("textbox", { name: "Posições a convocar agora" });
    await usuario.clear(posicoes);
    await usuario.type(posicoes, "2");
    expect(await passo().findByText(/^Confirmação pendente: Candidato 10 \(PPP\)/)).toBeTruthy();
    expect((await abrirConfirmacao(usuario)).textContent).toContain(
      "Com confirmação pendente: Candidato 10.",
    );
  });
});

describe("colunas de Sim/Não, uma por reserva (o leiaute mais comum das bancas)", () => {
  const CABECALHO_SN = ["Inscrição", "Nome do candidato", "Cargo", "Nota final", "Cota racial (S/N)", "PcD"];
  function pastaSN() {
    const linhas = Array.from({ length: 12 }, (_, i) => [
      2000 + i,
      `Candidata ${i + 1}`,
      "Analista",
      90 - i,
      i % 3 === 0 ? "S" : "N",
      i === 5 ? "X" : null,
    ]);
    return new PastaMemoria({
      folhas: [
        { nome: "Resultado", valores: [CABECALHO_SN, ...linhas] },
        {
          nome: "Vagas",
          valores: [
            ["Cargo", "Vagas"],
            ["Analista", 10],
          ],
        },
      ],
      selecao: { folha: "Resultado", linha: 1, coluna: 0 },
    });
  }

  it("'Cota racial (S/N)' aparece como Preto ou pardo, ao lado da Modalidade, e a prévia diz PPP onde a célula diz S", async () => {
    abrirPainel(ambienteExcel(pastaSN()));
    await passo().findByText(/^Lido: folha Resultado/);
    expect(screen.getByRole("combobox", { name: /Preto ou pardo/ }).textContent).toBe(
      "E · Cota racial (S/N)",
    );
    expect(screen.getByRole("combobox", { name: /^Modalidade/ }).textContent).toBe("(não usar)");
    const previa = screen.getByRole("table", { name: "Como as primeiras linhas foram lidas" });
    const linhas = within(previa).getAllByRole("row").slice(1);
    expect(linhas[0].textContent).toContain("PPP");
    expect(linhas[1].textContent).not.toContain("PPP");
  });

  it("mapeada como Modalidade, a Conferência mostra um só erro e 'Usar como “Preto ou pardo”' corrige o mapeamento num clique", async () => {
    const usuario = abrirPainel(ambienteExcel(pastaSN()));
    await passo().findByText(/^Lido: folha Resultado/);
    await usuario.click(screen.getByRole("combobox", { name: /^Modalidade/ }));
    await usuario.click(screen.getByRole("option", { name: "E · Cota racial (S/N)" }));
    await preencherEdital(usuario);
    await usuario.click(avancar("Conferência"));
    expect(passo().getByText("1 erro a corrigir")).toBeTruthy();
    await usuario.click(passo().getByRole("button", { name: "Usar como “Preto ou pardo”" }));
    expect(await passo().findByText(/Nenhum problema encontrado|Nenhum erro/)).toBeTruthy();
    expect(bloqueado(avancar("Resultado"))).toBe(false);
  });
});
