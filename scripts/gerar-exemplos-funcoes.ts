/**
 * npm run exemplos-funcoes [-- -o arquivo.xlsx]
 * Writes assets/exemplos-funcoes.xlsx: a sheet per =COTAS.… function with an example a clerk can open
 * and read — what the function does, its arguments in cells, the formula as text and the formula
 * itself, whose result spills beside.
 *
 * The formula cells carry cached values computed here by the functions themselves (src/functions), so
 * Excel without the add-in shows the numbers; with the add-in installed, changing an argument
 * recalculates them. Formulas are stored as Excel stores a custom function of an add-in
 * (_xldudf_COTAS_<ID>, ids equal to the English names with "_" for "."), and spilled results as
 * array formulas over their range (ExcelJS writes no dynamic-array metadata): Excel shows them as
 * {=COTAS.QUADRO(…)}, the same values.
 */
import ExcelJS from "exceljs";
import { gerarMetadados } from "./gerar-metadados-ptbr";
import * as funcoes from "../src/functions/functions";
import { NOMES_PT_BR } from "../src/functions/nomesPtBr";

const SAIDA = "assets/exemplos-funcoes.xlsx";
const NAMESPACE = "COTAS";

type Valor = string | number | Date | null;

/** What Excel passes for a cell: dates as serial numbers, blanks as null. */
function comoExcelPassa(valor: Valor): string | number | null {
  if (!(valor instanceof Date)) return valor;
  return (valor.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}

const data = (ano: number, mes: number, dia: number) => new Date(Date.UTC(ano, mes - 1, dia));

/** The formula as stored in the file (English separators, the add-in's prefix). */
function formulaNoArquivo(id: string, argumentos: string[]): string {
  return `_xldudf_${NAMESPACE}_${id}(${argumentos.join(",")})`;
}

/** The formula as a clerk types it in Excel in Portuguese. */
function formulaComoSeDigita(id: string, argumentos: string[]): string {
  return `=${NAMESPACE}.${NOMES_PT_BR[id].nome}(${argumentos.join(";")})`;
}

function coluna(n: number): string {
  let texto = "";
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26))
    texto = String.fromCharCode(65 + ((c - 1) % 26)) + texto;
  return texto;
}

const NEGRITO: Partial<ExcelJS.Font> = { bold: true };
const FUNDO_ARGUMENTO: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } };
const FUNDO_RESULTADO: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2EFDA" } };
const FUNDO_ESPERADO: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEDEDED" } };
const AVISO_SEM_SUPLEMENTO =
  "Com o suplemento Cotas em Concursos instalado, mude um argumento (células amarelas) e o resultado da fórmula (células verdes) é recalculado. Sem o suplemento, as células verdes mostram #NOME? (ou os valores gravados, se o Excel não recalcular ao abrir); as células cinza têm o resultado esperado, fixo, calculado pelo suplemento quando esta pasta foi gerada.";

interface Argumento {
  /** The parameter's Portuguese name, from nomesPtBr.ts. */
  parametro: string;
  valor: Valor;
  formato?: string;
}

/** A sheet with the function's description, its arguments in B5, B6…, and returns the next free row. */
function folhaDaFuncao(pasta: ExcelJS.Workbook, id: string, titulo = NOMES_PT_BR[id].nome) {
  const traducao = NOMES_PT_BR[id];
  const folha = pasta.addWorksheet(titulo);
  folha.columns = [
    { width: 24 },
    { width: 16 },
    { width: 16 },
    { width: 16 },
    { width: 16 },
    { width: 16 },
    { width: 60 },
  ];
  const cabecalho = folha.getCell("A1");
  cabecalho.value = `${NAMESPACE}.${traducao.nome}`;
  cabecalho.font = { bold: true, size: 14 };
  folha.getCell("A2").value = traducao.descricao;
  folha.getCell("A3").value = AVISO_SEM_SUPLEMENTO;
  folha.getCell("A3").font = { italic: true, color: { argb: "FF595959" } };
  return { folha, traducao };
}

/** Writes the arguments from row 5 (name, value, what it means) and returns their addresses. */
function escreverArgumentos(
  folha: ExcelJS.Worksheet,
  id: string,
  argumentos: Argumento[],
  linha = 5,
): string[] {
  const parametros = Object.values(NOMES_PT_BR[id].parametros);
  folha.getRow(linha).values = ["Argumento", "Valor", "", "", "", "", "O que é"];
  folha.getRow(linha).font = NEGRITO;
  return argumentos.map((a, i) => {
    const p = parametros.find((x) => x.nome === a.parametro);
    if (!p) throw new Error(`${id}: parâmetro ${a.parametro} não existe`);
    const r = folha.getRow(linha + 1 + i);
    r.getCell(1).value = p.nome;
    const celula = r.getCell(2);
    celula.value = a.valor;
    celula.fill = FUNDO_ARGUMENTO;
    if (a.formato) celula.numFmt = a.formato;
    r.getCell(7).value = p.descricao;
    return `B${linha + 1 + i}`;
  });
}

interface Posicao {
  linha: number;
  coluna: number;
}

/** A matrix of values from `ancora`, each cell filled; `primeira` gives the top-left cell's value. */
function escreverMatriz(
  folha: ExcelJS.Worksheet,
  ancora: Posicao,
  matriz: (string | number)[][],
  fundo: ExcelJS.Fill,
  primeira?: ExcelJS.CellValue,
): void {
  matriz.forEach((linha, i) =>
    linha.forEach((valor, j) => {
      const celula = folha.getCell(ancora.linha + i, ancora.coluna + j);
      celula.value = i === 0 && j === 0 && primeira !== undefined ? primeira : valor;
      celula.fill = fundo;
    }),
  );
}

/**
 * The formula as text in row `linhaTexto`; the formula at `ancora` with its cached result (an array
 * formula over the spilled range when the result is a matrix); and the same values, fixed, at
 * `esperado`, which any viewer shows (Excel recalculates files saved by other programs on opening,
 * and without the add-in the formula cells then show #NOME?).
 */
function escreverFormula(
  folha: ExcelJS.Worksheet,
  id: string,
  linhaTexto: number,
  ancora: Posicao,
  esperado: Posicao,
  argumentos: string[],
  resultado: unknown,
): void {
  const texto = folha.getRow(linhaTexto);
  texto.getCell(1).value = "Fórmula";
  texto.getCell(1).font = NEGRITO;
  texto.getCell(2).value = formulaComoSeDigita(id, argumentos);
  texto.getCell(2).font = { name: "Consolas" };
  const formula = formulaNoArquivo(id, argumentos);
  const matriz = Array.isArray(resultado)
    ? (resultado as (string | number)[][])
    : [[resultado as string | number]];
  const fim = { linha: ancora.linha + matriz.length - 1, coluna: ancora.coluna + matriz[0].length - 1 };
  const ref = `${coluna(ancora.coluna)}${ancora.linha}:${coluna(fim.coluna)}${fim.linha}`;
  // ExcelJS writes array formulas (README, "Array Formula") but its types omit shareType and ref.
  const primeira = Array.isArray(resultado)
    ? ({ formula, result: matriz[0][0], shareType: "array", ref } as ExcelJS.CellFormulaValue)
    : { formula, result: matriz[0][0] };
  escreverMatriz(folha, ancora, matriz, FUNDO_RESULTADO, primeira);
  escreverMatriz(folha, esperado, matriz, FUNDO_ESPERADO);
}

/** Labels "Resultado" and "Esperado" beside (to the left of) results laid out in rows. */
function rotulosAoLado(folha: ExcelJS.Worksheet, resultado: number, esperado: number): void {
  folha.getCell(resultado, 1).value = "Resultado (fórmula)";
  folha.getCell(esperado, 1).value = "Esperado (valores fixos)";
  folha.getCell(resultado, 1).font = folha.getCell(esperado, 1).font = NEGRITO;
}

/** Headers above results laid out in columns. */
function rotulosAcima(folha: ExcelJS.Worksheet, linha: number, colunas: [number, string][]): void {
  for (const [c, texto] of colunas) {
    folha.getCell(linha, c).value = texto;
    folha.getCell(linha, c).font = NEGRITO;
  }
}

const FORMATO_DATA = "dd/mm/yyyy";
const FORMATO_PERCENTUAL = "0%";

function exemploQuadro(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "BREAKDOWN");
  const valores: Argumento[] = [
    { parametro: "vagas", valor: 100 },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
    { parametro: "percentual_pcd", valor: 0.05, formato: FORMATO_PERCENTUAL },
    { parametro: "orientação", valor: "linha" },
  ];
  const refs = escreverArgumentos(folha, "BREAKDOWN", valores);
  const [vagas, dataEdital, percentualPcd, orientacao] = valores.map((a) => comoExcelPassa(a.valor));
  const resultado = funcoes.breakdown(vagas, dataEdital, percentualPcd, orientacao);
  escreverFormula(
    folha,
    "BREAKDOWN",
    11,
    { linha: 13, coluna: 2 },
    { linha: 16, coluna: 2 },
    refs,
    resultado,
  );
  rotulosAoLado(folha, 13, 16);
  folha.getCell("A19").value =
    'Decreto 12.536/2025, art. 3º: 25% pretos e pardos, 3% indígenas, 2% quilombolas, cada grupo arredondado à parte (Lei 15.142, art. 5º, § 2º); PcD: 5%, fração para cima (Decreto 9.508, art. 1º, § 3º). Escreva "coluna" na orientação para o quadro em coluna.';
}

function exemploReserva(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "RESERVED");
  const valores: Argumento[] = [
    { parametro: "vagas", valor: 250 },
    { parametro: "lista", valor: "pretos e pardos" },
    { parametro: "data_edital", valor: data(2025, 7, 1), formato: FORMATO_DATA },
  ];
  const refs = escreverArgumentos(folha, "RESERVED", valores);
  const [vagas, lista, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  const resultado = funcoes.reserved(vagas, lista, dataEdital);
  escreverFormula(folha, "RESERVED", 10, { linha: 12, coluna: 2 }, { linha: 13, coluna: 2 }, refs, resultado);
  rotulosAoLado(folha, 12, 13);
  folha.getCell("A15").value =
    "250 vagas publicadas no CNU 2 (edital ENAP 114/2025): 161 AC, 63 PPP, 8 IND, 5 QUI, 13 PCD. A lista aceita o código (AC, PPP, IND, QUI, PPIQ, PCD) ou o nome por extenso.";
}

function exemploOrdem(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "NOMINATION_ORDER");
  const valores: Argumento[] = [
    { parametro: "vagas", valor: 20 },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
  ];
  const refs = escreverArgumentos(folha, "NOMINATION_ORDER", valores);
  const [vagas, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  const resultado = funcoes.nominationOrder(vagas, dataEdital) as string[][];
  escreverFormula(
    folha,
    "NOMINATION_ORDER",
    9,
    { linha: 12, coluna: 3 },
    { linha: 12, coluna: 4 },
    refs,
    resultado,
  );
  rotulosAcima(folha, 11, [
    [2, "Posição"],
    [3, "Resultado"],
    [4, "Esperado"],
  ]);
  resultado.forEach((_, i) => (folha.getCell(12 + i, 2).value = i + 1));
  folha.getCell("G12").value =
    "Alternância e proporcionalidade (Lei 15.142, art. 9º): PcD na 5ª posição, pretos e pardos na 2ª, 6ª, 10ª… (a k-ésima vaga na posição ⌈(k − 0,5) × 100 / 25⌉), indígenas na 17ª; as demais são da ampla concorrência.";
}

function exemploPosicoes(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "POSITIONS");
  const valores: Argumento[] = [
    { parametro: "vagas", valor: 100 },
    { parametro: "lista", valor: "indígenas" },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
  ];
  const refs = escreverArgumentos(folha, "POSITIONS", valores);
  const [vagas, lista, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  const resultado = funcoes.positions(vagas, lista, dataEdital);
  escreverFormula(
    folha,
    "POSITIONS",
    10,
    { linha: 13, coluna: 2 },
    { linha: 13, coluna: 3 },
    refs,
    resultado,
  );
  rotulosAcima(folha, 12, [
    [2, "Resultado"],
    [3, "Esperado"],
  ]);
  folha.getCell("G13").value =
    "Em 100 vagas, a 2ª vaga indígena cairia na 50ª posição, que já é de pretos e pardos: vai para a posição livre mais próxima antes dela, a 49ª.";
}

function exemploLista(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "LIST_AT");
  const valores: Argumento[] = [
    { parametro: "posição", valor: 49 },
    { parametro: "vagas", valor: 100 },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
  ];
  const refs = escreverArgumentos(folha, "LIST_AT", valores);
  const [posicao, vagas, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  const resultado = funcoes.listAt(posicao, vagas, dataEdital);
  escreverFormula(folha, "LIST_AT", 10, { linha: 12, coluna: 2 }, { linha: 13, coluna: 2 }, refs, resultado);
  rotulosAoLado(folha, 12, 13);
  folha.getCell("A15").value =
    "Além do número de vagas, a ordem continua (cadastro de reserva): a posição 101 de um concurso de 100 vagas é a próxima a nomear quando surgir uma vaga.";
}

/** RULES § 4: 1002 is within the AC vagas and does not use the PPP vaga, which goes to 1005. */
const CANDIDATOS: [string, number, string | null][] = [
  ["1001", 100, "AC"],
  ["1002", 99, "AC;PPP"],
  ["1003", 98, "AC"],
  ["1004", 97, "AC"],
  ["1005", 50, "pretos e pardos"],
  ["1006", 96, null],
  ["1007", 61, "AC, PcD"],
  ["1008", 45, "PcD"],
];

async function exemploAlocar(pasta: ExcelJS.Workbook): Promise<void> {
  const { folha } = folhaDaFuncao(pasta, "ALLOCATE");
  folha.getColumn(8).width = folha.getColumn(9).width = folha.getColumn(10).width = 16;
  const valores: Argumento[] = [
    { parametro: "vagas", valor: 5 },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
  ];
  const [refVagas, refData] = escreverArgumentos(folha, "ALLOCATE", valores);
  const inicio = 12;
  const fim = inicio + CANDIDATOS.length - 1;
  rotulosAcima(folha, inicio - 1, [
    [1, "Inscrição"],
    [2, "Nota"],
    [3, "Listas"],
    [4, "Lista ocupada"],
    [5, "Posição"],
    [6, "Aviso"],
    [8, "Lista esperada"],
    [9, "Posição esperada"],
    [10, "Aviso esperado"],
  ]);
  escreverMatriz(folha, { linha: inicio, coluna: 1 }, CANDIDATOS as (string | number)[][], FUNDO_ARGUMENTO);
  const refs = [`A${inicio}:A${fim}`, `B${inicio}:B${fim}`, `C${inicio}:C${fim}`, refVagas, refData];
  const colunaDe = (k: number) => CANDIDATOS.map((c) => [c[k]]);
  const [vagas, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  // Asynchronous, as =COTAS.CORTE: its engine loads on the first call.
  const resultado = await funcoes.allocate(colunaDe(0), colunaDe(1), colunaDe(2), vagas, dataEdital);
  escreverFormula(
    folha,
    "ALLOCATE",
    9,
    { linha: inicio, coluna: 4 },
    { linha: inicio, coluna: 8 },
    refs,
    resultado,
  );
  folha.getCell(fim + 2, 1).value =
    "5 vagas = 3 AC + 1 PPP + 1 PCD. A inscrição 1002 é cotista, mas a nota a põe entre as vagas de AC: não gasta a vaga de PPP, que vai para a 1005 (Lei 15.142, art. 7º, § 2º; Decreto 12.536, art. 17). Listas em branco: só AC.";
}

/** RULES § 8: 1002 goes on by AC and is not counted in PPP, whose place goes to 1005. */
const NA_FASE: [number, string][] = [
  [100, "AC"],
  [99, "AC;PPP"],
  [98, "AC"],
  [98, "AC"],
  [60, "AC;PPP;PcD"],
  [55, "PcD"],
  [40, "PPP"],
];

async function exemploCorte(pasta: ExcelJS.Workbook): Promise<void> {
  const { folha } = folhaDaFuncao(pasta, "CUT_SCORE");
  const valores: Argumento[] = [
    { parametro: "nota_minima", valor: 50 },
    { parametro: "data_edital", valor: data(2025, 9, 1), formato: FORMATO_DATA },
  ];
  const [refMinima, refData] = escreverArgumentos(folha, "CUT_SCORE", valores);
  const inicio = 12;
  const fim = inicio + NA_FASE.length - 1;
  rotulosAcima(folha, inicio - 1, [
    [1, "Nota"],
    [2, "Listas"],
    [4, "Lista"],
    [5, "Limite"],
  ]);
  escreverMatriz(folha, { linha: inicio, coluna: 1 }, NA_FASE, FUNDO_ARGUMENTO);
  const limites: [string, number][] = [
    ["AC", 3],
    ["PPP", 1],
    ["PCD", 1],
  ];
  escreverMatriz(folha, { linha: inicio, coluna: 4 }, limites, FUNDO_ARGUMENTO);
  const refLimites = `D${inicio}:E${inicio + limites.length - 1}`;
  const linhaDosCortes = fim + 2;
  rotulosAcima(folha, linhaDosCortes, [
    [1, "Lista"],
    [2, "Nota de corte"],
    [3, "Esperada"],
  ]);
  const [minima, dataEdital] = valores.map((a) => comoExcelPassa(a.valor));
  for (const [i, [lista]] of limites.entries()) {
    const linha = linhaDosCortes + 1 + i;
    folha.getCell(linha, 1).value = lista;
    folha.getCell(linha, 1).fill = FUNDO_ARGUMENTO;
    const refs = [`A${inicio}:A${fim}`, `B${inicio}:B${fim}`, `A${linha}`, refLimites, refMinima, refData];
    const resultado = await funcoes.cutScore(
      NA_FASE.map(([nota]) => [nota]),
      NA_FASE.map(([, listas]) => [listas]),
      lista,
      limites,
      minima,
      dataEdital,
    );
    const formula = { formula: formulaNoArquivo("CUT_SCORE", refs), result: resultado };
    escreverMatriz(folha, { linha, coluna: 2 }, [[resultado]], FUNDO_RESULTADO, formula);
    escreverMatriz(folha, { linha, coluna: 3 }, [[resultado]], FUNDO_ESPERADO);
  }
  const texto = folha.getRow(linhaDosCortes + limites.length + 2);
  texto.getCell(1).value = "Fórmula";
  texto.getCell(1).font = NEGRITO;
  texto.getCell(2).value = formulaComoSeDigita("CUT_SCORE", [
    `A${inicio}:A${fim}`,
    `B${inicio}:B${fim}`,
    `A${linhaDosCortes + 1}`,
    refLimites,
    refMinima,
    refData,
  ]);
  texto.getCell(2).font = { name: "Consolas" };
  folha.getCell(linhaDosCortes + limites.length + 4, 1).value =
    "Seguem na ampla os 3 melhores e quem empata com o 3º (98): corte 98. A nota 99 é de optante por PPP que segue pela ampla: consta da lista de PPP sem ocupar lugar dela (Decreto 12.536, art. 18), e o lugar de PPP é da nota 60 (corte 60). A nota 60 é também de PcD, mas conta numa só reserva, a de maior percentual: o lugar de PcD é da nota 55. A nota 40 fica abaixo da mínima da fase e não segue por lista nenhuma (Lei 15.142, art. 6º).";
}

function exemploArredondar(pasta: ExcelJS.Workbook): void {
  const { folha } = folhaDaFuncao(pasta, "ROUND_HALF_UP");
  rotulosAcima(folha, 5, [
    [1, "Cálculo"],
    [2, "Valor"],
    [3, "Resultado"],
    [4, "Esperado"],
    [7, "Por quê"],
  ]);
  const casos: [string, number, string][] = [
    ["25% de 10 vagas", 2.5, "fração 0,5: sobe"],
    ["30% de 5 vagas", 1.5, "fração 0,5: sobe"],
    ["3% de 50 vagas", 1.5, "fração 0,5: sobe"],
    ["25% de 9 vagas", 2.25, "fração menor que 0,5: desce"],
    ["2% de 37 vagas", 0.74, "fração maior que 0,5: sobe"],
    ["25% de 1 vaga", 0.25, "fração menor que 0,5: desce"],
  ];
  casos.forEach(([calculo, valor, porque], i) => {
    const linha = 6 + i;
    folha.getCell(linha, 1).value = calculo;
    escreverMatriz(folha, { linha, coluna: 2 }, [[valor]], FUNDO_ARGUMENTO);
    const resultado = funcoes.roundHalfUp(valor);
    const formula = { formula: formulaNoArquivo("ROUND_HALF_UP", [`B${linha}`]), result: resultado };
    escreverMatriz(folha, { linha, coluna: 3 }, [[resultado]], FUNDO_RESULTADO, formula);
    escreverMatriz(folha, { linha, coluna: 4 }, [[resultado]], FUNDO_ESPERADO);
    folha.getCell(linha, 7).value = porque;
  });
  const texto = folha.getRow(13);
  texto.getCell(1).value = "Fórmula";
  texto.getCell(1).font = NEGRITO;
  texto.getCell(2).value = formulaComoSeDigita("ROUND_HALF_UP", ["B6"]);
  texto.getCell(2).font = { name: "Consolas" };
  folha.getCell("A15").value =
    "COTAS.ARREDONDAR diz a regra da lei e lê o número como a célula o mostra (15 algarismos), sem erros de ponto flutuante; para números positivos, dá o mesmo que ARRED(valor; 0).";
}

/** RULES § 9.2: each row one person's votes; the result beside, and the expected value fixed. */
async function exemploConfirmacao(pasta: ExcelJS.Workbook): Promise<void> {
  const { folha } = folhaDaFuncao(pasta, "CONFIRMATION");
  folha.columns = [
    { width: 44 },
    ...Array.from({ length: 8 }, () => ({ width: 10 })),
    { width: 20 },
    { width: 20 },
    { width: 60 },
  ];
  rotulosAcima(folha, 5, [
    [1, "Caso"],
    [2, "comissao (5 votos)"],
    [7, "recurso (3 votos)"],
    [10, "Resultado"],
    [11, "Esperado"],
    [12, "regra (o edital, em JSON)"],
  ]);
  const A = "favor";
  const C = "contra";
  const CUMULATIVA = '{"prevaleceAutodeclaracaoSeNaoUnanimeNasDuasComissoes": true}';
  const casos: [string, (string | null)[], (string | null)[], string | null][] = [
    ["Maioria a favor (IN 261, art. 19, citada pelos editais)", [A, A, A, C, C], [null, null, null], null],
    ["Maioria contra, sem recurso", [A, A, C, C, C], [null, null, null], null],
    ["Recurso interposto, ainda não julgado", [A, A, C, C, C], ["interposto", null, null], null],
    ["Recurso provido pela comissão recursal (2 a 1)", [A, A, C, C, C], [A, A, C], null],
    ["Recurso negado (1 a 2), regra federal", [A, A, C, C, C], [A, C, C], null],
    [
      "O mesmo, num edital que adota a regra cumulativa (TCU 2025, item 5.2.6.15)",
      [A, A, C, C, C],
      [A, C, C],
      CUMULATIVA,
    ],
    ["Votos incompletos (3 de 5)", [A, A, A, null, null], [null, null, null], null],
    ["Não compareceu", ["ausente", null, null, null, null], [null, null, null], null],
  ];
  for (const [i, [caso, comissao, recurso, regra]] of casos.entries()) {
    const linha = 6 + i;
    folha.getCell(linha, 1).value = caso;
    escreverMatriz(folha, { linha, coluna: 2 }, [comissao.map((v) => v ?? "")], FUNDO_ARGUMENTO);
    escreverMatriz(folha, { linha, coluna: 7 }, [recurso.map((v) => v ?? "")], FUNDO_ARGUMENTO);
    for (const [c, v] of [
      ...comissao.map((v, j) => [2 + j, v] as const),
      ...recurso.map((v, j) => [7 + j, v] as const),
    ])
      if (v === null) folha.getCell(linha, c).value = null;
    folha.getCell(linha, 12).value = regra;
    folha.getCell(linha, 12).fill = FUNDO_ARGUMENTO;
    // Asynchronous, as =COTAS.CORTE: its rule loads on the first call.
    const resultado = await funcoes.confirmation([comissao], [recurso], regra);
    const refs = [`B${linha}:F${linha}`, `G${linha}:I${linha}`, `L${linha}`];
    const formula = { formula: formulaNoArquivo("CONFIRMATION", refs), result: resultado };
    escreverMatriz(folha, { linha, coluna: 10 }, [[resultado]], FUNDO_RESULTADO, formula);
    escreverMatriz(folha, { linha, coluna: 11 }, [[resultado]], FUNDO_ESPERADO);
  }
  const texto = folha.getRow(6 + casos.length + 1);
  texto.getCell(1).value = "Fórmula";
  texto.getCell(1).font = NEGRITO;
  texto.getCell(2).value = formulaComoSeDigita("CONFIRMATION", ["B6:F6", "G6:I6", "L6"]);
  texto.getCell(2).font = { name: "Consolas" };
}

/** The first sheet: what the workbook is and every function, in Portuguese and English. */
async function leiaMe(pasta: ExcelJS.Workbook): Promise<void> {
  const { en } = await gerarMetadados();
  const ingles = new Map(
    (JSON.parse(en) as { functions: { id: string; name: string }[] }).functions.map((f) => [f.id, f.name]),
  );
  const folha = pasta.addWorksheet("Leia-me");
  folha.columns = [{ width: 28 }, { width: 28 }, { width: 110 }];
  folha.getCell("A1").value = "Funções de planilha do suplemento Cotas em Concursos";
  folha.getCell("A1").font = { bold: true, size: 14 };
  folha.getCell("A2").value =
    "Cada folha mostra uma função com um exemplo: os argumentos nas células amarelas, a fórmula como se digita e o resultado nas células verdes.";
  folha.getCell("A3").value = AVISO_SEM_SUPLEMENTO;
  folha.getCell("A4").value =
    "No Excel em português os nomes são os da primeira coluna; no Excel em inglês, os da segunda. Os argumentos separam-se por ponto e vírgula no Excel em português.";
  folha.getRow(6).values = ["Função (Excel em português)", "Função (Excel em inglês)", "O que faz"];
  folha.getRow(6).font = NEGRITO;
  Object.entries(NOMES_PT_BR).forEach(([id, t], i) => {
    folha.getRow(7 + i).values = [`${NAMESPACE}.${t.nome}`, `${NAMESPACE}.${ingles.get(id)}`, t.descricao];
  });
}

export async function gerarExemplosFuncoes(caminho = SAIDA): Promise<void> {
  const pasta = new ExcelJS.Workbook();
  pasta.creator = "Cotas em Concursos (npm run exemplos-funcoes)";
  pasta.created = pasta.modified = new Date(Date.UTC(2025, 8, 1));
  // Keep the cached values on opening: without the add-in, a recalculation would show #NOME?.
  pasta.calcProperties.fullCalcOnLoad = false;
  await leiaMe(pasta);
  exemploQuadro(pasta);
  exemploReserva(pasta);
  exemploOrdem(pasta);
  exemploPosicoes(pasta);
  exemploLista(pasta);
  await exemploAlocar(pasta);
  await exemploCorte(pasta);
  await exemploConfirmacao(pasta);
  exemploArredondar(pasta);
  await pasta.xlsx.writeFile(caminho);
}

if (process.argv[1] && /gerar-exemplos-funcoes\.ts$/.test(process.argv[1])) {
  const i = process.argv.indexOf("-o");
  const caminho = i > 0 ? process.argv[i + 1] : SAIDA;
  gerarExemplosFuncoes(caminho)
    .then(() => console.log(`Exemplos das funções gravados em ${caminho}`))
    .catch((erro: unknown) => {
      console.error(`Erro: ${erro instanceof Error ? erro.message : String(erro)}`);
      process.exitCode = 1;
    });
}
