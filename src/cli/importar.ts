/**
 * `cotas importar resultado.pdf|resultado.txt [--lista L] [--cargo NOME] [-o candidatos.xlsx|.csv]
 * [--aceitar-recusados] [--json]`: the banca's published result read into the candidates table
 * (src/publicada), written so that `cotas anotar candidatos.xlsx` reads it with the automatic mapping
 * as it is. Prints a summary per section and every warning with its page; with --json, the sections,
 * candidates and warnings. A list with records not read exits 1 with the count and the first refused,
 * and its table is written only with --aceitar-recusados: never a quiet loss.
 */
import { zlibNativo } from "./zlibNativo";
import { extname } from "node:path";
import Papa from "papaparse";
import { conferirValoresParaOExcel } from "../adapters/xlsx/limites";
import { PastaXlsx } from "../adapters/xlsx/pastaXlsx";
import { paginasDoPdf } from "../adapters/pdf/textoDoPdf";
import { importarPublicacao, type PublicacaoImportada } from "../pipeline/importarPublicacao";
import { pareceFormula } from "../folhas/modelo";
import { textoDaCelula } from "../leitura/texto";
import type { ValorCelula } from "../planilha/tabela";
import { PublicacaoIlegivel } from "../publicada/lerPublicacao";
import { registrosNaoLidos } from "../publicada/naoLidos";
import { numeroPublicado } from "../publicada/registros";
import { FOLHA_DOS_IMPORTADOS } from "../publicada/tabelaDaPublicacao";
import { LISTAS_NOMEAVEIS, type ListaNomeavel, type PublicacaoLida } from "../publicada/tipos";
import { ErroDeUso, lerArgumentos, TrabalhoIncompleto } from "./argumentos";
import { conferirSaida, gravarBytes } from "./arquivoDeSaida";
import type { Comando } from "./comando";
import { motivoDoErroDeArquivo } from "./erroDeArquivo";
import { lerEntradaLimitada } from "./entradaLimitada";
import { progressoDasPaginas } from "./progressoNoTerminal";
import { tabela } from "./tabela";

export const importar: Comando = {
  resumo: "lê a lista de resultado publicada pela banca (PDF ou texto) e grava a tabela dos candidatos",
  ajuda: `Uso: cotas importar RESULTADO.pdf|RESULTADO.txt [--lista AC|PPP|IND|QUI|PCD] [--cargo NOME] [-o CANDIDATOS.xlsx|CANDIDATOS.csv] [--aceitar-recusados] [--json]

Lê o edital de resultado que a banca publica: cada lista (ampla concorrência, pessoas pretas e pardas,
indígenas, quilombolas, pessoas com deficiência) apresentada por uma frase "…, na seguinte ordem: número
de inscrição, nome do candidato, …, nota final" e seus registros em fila: "inscrição, nome, notas /"
(Cebraspe), "inscrição / nome / notas;" (Quadrix) ou "inscrição, nome;" (IADES). A mesma pessoa em duas
listas vira um candidato das duas. O que a extração do PDF quebrou (números de página, registros
partidos entre linhas, nomes partidos por hífen, sinais de menos separados) é consertado e avisado com a
página; o que não tem conserto é recusado e avisado, nunca lido como outra coisa.

Cada seção diz quantos registros tem (os começos de registro: uma inscrição seguida de um nome) e
quantos foram lidos. Se algum registro de uma lista não foi lido, o comando diz quantos e mostra os
primeiros recusados com a página, sai com código 1 e não grava a tabela (só com --aceitar-recusados).

  --lista L              a lista de um texto sem a frase de apresentação (uma sequência de registros)
  --cargo NOME           o cargo de todos os candidatos, quando a publicação não o diz (um resultado de
                         um cargo só): vira a coluna Cargo da tabela, o id do cargo no edital do anotar
  -o, --saida ARQUIVO    grava a tabela dos candidatos (.xlsx ou .csv), pronta para o cotas anotar
  --aceitar-recusados    grava a tabela mesmo com registros não lidos (recusados); o código continua 1
  --substituir, --force  substitui ARQUIVO se ele já existir
  --json                 imprime as seções, os candidatos e os avisos em JSON

Exemplo, quando todos os registros foram lidos (código 0):
  cotas importar resultado.pdf --cargo Analista -o candidatos.xlsx && cotas anotar candidatos.xlsx -o anotada.xlsx --edital edital.json`,
  async executar(argv) {
    const { opcoes, posicionais } = lerArgumentos(
      argv,
      {
        lista: "texto",
        cargo: "texto",
        saida: "texto",
        "aceitar-recusados": "bandeira",
        substituir: "bandeira",
        force: "bandeira",
        json: "bandeira",
      },
      { o: "saida" },
    );
    if (posicionais.length !== 1) throw new ErroDeUso("informe um arquivo: cotas importar RESULTADO.pdf");
    const entrada = posicionais[0];
    const tipo = extname(entrada).toLowerCase();
    if (tipo !== ".pdf" && tipo !== ".txt")
      throw new ErroDeUso(
        `${entrada} não é um PDF nem um texto (.txt): salve o resultado da banca como um deles`,
      );
    const lista = listaPedida(opcoes.lista);
    const saida = typeof opcoes.saida === "string" ? opcoes.saida : undefined;
    if (saida && ![".xlsx", ".csv"].includes(extname(saida).toLowerCase()))
      throw new ErroDeUso(`a saída deve ser uma pasta .xlsx ou um arquivo .csv: "${saida}"`);
    const { modoExistente } = saida
      ? await conferirSaida(entrada, saida, opcoes.substituir === true || opcoes.force === true)
      : { modoExistente: null };

    let bytes: Uint8Array;
    try {
      bytes = await lerEntradaLimitada(entrada, tipo === ".pdf");
    } catch (erro) {
      throw new ErroDeUso(`não foi possível ler ${entrada}: ${motivoDoErroDeArquivo(erro)}`);
    }
    let importada: PublicacaoImportada;
    try {
      importada = await importarPublicacao(tipo === ".pdf" ? { pdf: bytes } : { arquivoDeTexto: bytes }, {
        ...(lista ? { lista } : {}),
        progresso: progressoDasPaginas("importar"),
        lerPdf: paginasDoPdf,
        leitor: "cli",
        ...(typeof opcoes.cargo === "string" ? { cargo: opcoes.cargo } : {}),
      });
    } catch (erro) {
      if (erro instanceof PublicacaoIlegivel) throw new ErroDeUso(erro.message);
      throw erro;
    }
    const { lida } = importada;
    const naoLidos = registrosNaoLidos(lida);
    const aceitar = opcoes["aceitar-recusados"] === true;
    const gravar = saida !== undefined && (naoLidos.total === 0 || aceitar);
    if (saida && gravar) {
      try {
        await gravarBytes(saida, await bytesDaTabela(importada.tabela, saida), modoExistente);
      } catch (erro) {
        throw new ErroDeUso(`não foi possível gravar ${saida}: ${motivoDoErroDeArquivo(erro)}`);
      }
    }
    const texto = opcoes.json
      ? JSON.stringify(jsonDaPublicacao(lida), null, 2)
      : resumo(lida, gravar ? saida : undefined);
    if (naoLidos.total > 0) throw new TrabalhoIncompleto(faltaram(naoLidos, saida, gravar), texto);
    return texto;
  },
};

/** How many records were not read, the first refused, and what became of the table. */
function faltaram(
  naoLidos: ReturnType<typeof registrosNaoLidos>,
  saida: string | undefined,
  gravada: boolean,
): string {
  const PRIMEIRAS = 5;
  const linhas = [
    `${naoLidos.total} de ${naoLidos.daLista} registro(s) das listas não lido(s).`,
    ...naoLidos.recusas
      .slice(0, PRIMEIRAS)
      .map((r) => `  • p. ${r.pagina}: ${r.motivo}${r.texto ? ` — ${r.texto}` : ""}`),
  ];
  if (naoLidos.recusas.length > PRIMEIRAS)
    linhas.push(`  … e mais ${naoLidos.recusas.length - PRIMEIRAS} (veja os avisos ou --json).`);
  if (naoLidos.total > naoLidos.recusas.length && naoLidos.recusas.length === 0)
    linhas.push(
      "  Registros sem lista (nem frase, nem subtítulo, nem coluna a diz): diga a lista com --lista.",
    );
  if (saida && gravada)
    linhas.push(
      `A tabela foi gravada em ${saida} sem eles (--aceitar-recusados): complete-a antes de anotar.`,
    );
  else if (saida)
    linhas.push(
      `A tabela não foi gravada: confira os recusados no PDF, ou grave-a sem eles com --aceitar-recusados.`,
    );
  return linhas.join("\n");
}

function listaPedida(valor: string | true | undefined): ListaNomeavel | undefined {
  if (valor === undefined) return undefined;
  const lista = String(valor).toUpperCase();
  if (!LISTAS_NOMEAVEIS.includes(lista as ListaNomeavel))
    throw new ErroDeUso(`--lista deve ser uma de ${LISTAS_NOMEAVEIS.join(", ")}: "${String(valor)}"`);
  return lista as ListaNomeavel;
}

async function bytesDaTabela(linhas: PublicacaoImportada["tabela"], saida: string): Promise<Uint8Array> {
  conferirValoresParaOExcel(FOLHA_DOS_IMPORTADOS, linhas);
  if (extname(saida).toLowerCase() === ".csv") {
    // ";" and a BOM: what Excel pt-BR opens with the columns split and the accents right.
    const csv = Papa.unparse(
      linhas.map((l) => l.map(textoDoCsv)),
      { delimiter: ";" },
    );
    return new TextEncoder().encode(`\uFEFF${csv}\r\n`);
  }
  // The same port call as the pane's import, on a new workbook.
  const pasta = PastaXlsx.nova(zlibNativo);
  await pasta.criarFolhaDeDados(FOLHA_DOS_IMPORTADOS, linhas);
  return pasta.paraBytes();
}

/**
 * A cell of the CSV as Excel pt-BR reads it (textoDaCelula: decimal comma). Text that Excel would run
 * as a formula ("=…", "+…", "@…"; a name in a hostile PDF) goes with an apostrophe, which Excel shows
 * and never runs; a published score such as "-0.775" is a number, not a formula.
 */
function textoDoCsv(v: ValorCelula): string {
  const t = textoDaCelula(v);
  return typeof v === "string" && pareceFormula(t) && numeroPublicado(t) === null ? `'${t}` : t;
}

/** The --json shape the issue fixed: one entry per person, lists and ranks per list. */
function jsonDaPublicacao(lida: PublicacaoLida) {
  return {
    secoes: lida.secoes.map((s) => ({
      titulo: s.titulo,
      lista: s.lista,
      inicios: s.inicios,
      registros: s.registros,
      recusados: s.recusados,
      naoLidos: s.naoLidos,
      recusas: s.recusas,
      ...(s.declarados !== undefined ? { declarados: s.declarados } : {}),
      ...(s.convocacao ? { convocacao: true } : {}),
      ...(s.etapa ? { etapa: s.etapa } : {}),
      pagina: s.pagina,
    })),
    ...(lida.semLista ? { semLista: lida.semLista } : {}),
    candidatos: lida.candidatos,
    avisos: lida.avisos,
  };
}

function resumo(lida: PublicacaoLida, saida: string | undefined): string {
  const linhas = [
    tabela(
      ["Seção", "Lista", "Registros", "Recusados", "Declarados", "Página", "Lidos"],
      lida.secoes.map((s) => [
        s.titulo.length > 70 ? `${s.titulo.slice(0, 69)}…` : s.titulo,
        s.convocacao
          ? "convocação"
          : s.etapa && s.lista !== "outra"
            ? `${s.lista} (${s.etapa})`
            : (s.etapa ?? s.lista),
        s.registros,
        s.recusados,
        s.declarados ?? "",
        s.pagina,
        `${s.registros} de ${s.registros + s.naoLidos}`,
      ]),
    ),
    "",
    `${lida.candidatos.length} candidato(s).`,
  ];
  if (lida.avisos.length > 0) {
    linhas.push("", `Avisos (${lida.avisos.length}):`);
    for (const a of lida.avisos)
      linhas.push(`  • p. ${a.pagina}: ${a.mensagem}${a.texto ? ` — ${a.texto}` : ""}`);
  }
  if (saida) linhas.push("", `Tabela dos candidatos gravada em ${saida}.`);
  return linhas.join("\n");
}
