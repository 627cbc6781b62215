/**
 * `cotas confirmacao ENTRADA.xlsx -o SAIDA.xlsx`: the confirmation of the self-declaration on the clerk's
 * workbook, read as `cotas anotar` reads it (the same --edital, --mapa and --folha), written as it writes
 * (never over the input, over an existing file only with --substituir, whole or not at all): the clerk's
 * package with every part as it was, plus the sheets of the stage (pipeline/confirmacao.ts). Run again on
 * the workbook where the clerk recorded the votes, it reads them and writes the outcomes.
 */
import { SIGLA_DA_LISTA } from "../engine/notas";
import { PROCEDIMENTO } from "../engine/escolhasDaConfirmacao";
import type { Concurso } from "../engine/tipos";
import {
  FOLHA_DA_CONFIRMACAO,
  motivoNaLista,
  RESULTADO_NA_FOLHA,
  type EtapaDoCargo,
} from "../folhas/confirmacao";
import { nomeDoCargo } from "../folhas/comum";
import { executarConfirmacao, type ExecucaoDaConfirmacao } from "../pipeline/confirmacao";
import { ARQUIVOS_DO_DISCO, conferirEntrada, OPCOES_DA_PASTA, type ArquivosAnotar } from "./anotar";
import { ArquivoRecusado } from "../adapters/xlsx/limites";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { saidaDaPasta } from "./arquivoDeSaida";
import { linhasDosAvisos } from "./avisos";
import { abrirPastaParaGravar, executarEGravarNaPasta } from "./gravarNaPasta";

export type ConfirmacaoGravada = Extract<ExecucaoDaConfirmacao, { situacao: "escrito" }> & { saida: string };

export async function confirmacaoNoArquivo(
  entrada: string,
  opcoes: Record<string, string | true>,
  arquivos: ArquivosAnotar = ARQUIVOS_DO_DISCO,
): Promise<ConfirmacaoGravada> {
  conferirEntrada(entrada);
  const saida = saidaDaPasta(opcoes.saida, entrada);
  const pasta = await abrirPastaParaGravar(entrada, saida, opcoes, arquivos);
  const execucao = await executarEGravarNaPasta(
    (confirmarSubstituicao) => executarConfirmacao(pasta.porta, pasta.entrada, { confirmarSubstituicao }),
    pasta.gravacao,
  );
  return { ...execucao, problemas: [...pasta.problemasDoArquivo, ...execucao.problemas], saida };
}

/** The convened per cargo and reserve, then each outcome with its reason and fundamento. */
export function textoDaConfirmacao(concurso: Concurso, etapas: readonly EtapaDoCargo[]): string {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? ""]));
  const partes: string[] = ["Confirmação da autodeclaração"];
  for (const { cargo, etapa } of etapas) {
    partes.push("", `══ Cargo ${nomeDoCargo(concurso, cargo)} ══`);
    for (const conv of etapa.convocacao) {
      partes.push(
        "",
        `Convocados para a ${PROCEDIMENTO[conv.lista]} (${SIGLA_DA_LISTA[conv.lista]}): ${conv.convocados.length}`,
        `  ${conv.nota.texto} (${conv.nota.fundamento})`,
        ...conv.convocados.map((id, i) => `  ${i + 1}. ${id}${nomes.get(id) ? ` — ${nomes.get(id)}` : ""}`),
      );
    }
    partes.push("", "Resultados:");
    for (const c of etapa.candidatos) {
      for (const d of c.decisoes) {
        const m = motivoNaLista(c, d.lista);
        partes.push(
          `  ${c.id} [${SIGLA_DA_LISTA[d.lista]}]: ${RESULTADO_NA_FOLHA[d.resultado].texto}${d.provisorio ? " (provisório)" : ""} — ${m.texto}${m.fundamento ? ` (${m.fundamento})` : ""}`,
        );
      }
    }
  }
  return partes.join("\n");
}

export function resumoDaConfirmacaoGravada(r: ConfirmacaoGravada): string {
  const registro = r.registroNovo
    ? `a folha "${FOLHA_DA_CONFIRMACAO}" para registrar os votos, pareceres e documentos (com listas suspensas)`
    : `${r.registradas} registro(s) lido(s) da folha "${FOLHA_DA_CONFIRMACAO}"${r.acrescentadas ? `, ${r.acrescentadas} linha(s) acrescentada(s) para quem foi convocado depois` : ""}`;
  return [
    textoDaConfirmacao(r.concurso, r.etapas),
    "",
    `Gravado em ${r.saida}: ${r.escrita.escritas.map((n) => `"${n}"`).join(", ")}; ${registro}.`,
    ...linhasDosAvisos(r.problemas),
  ].join("\n");
}

export const AJUDA_DA_PASTA = `       cotas confirmacao ENTRADA.xlsx|ENTRADA.csv -o SAIDA.xlsx [--edital EDITAL.json] [opções]

Numa pasta .xlsx (ou num .csv), os candidatos são lidos como no cotas anotar (--edital, --mapa e --folha
iguais; veja cotas anotar --help), e as escolhas da confirmação vêm de "confirmacao" no edital. A SAIDA.xlsx
é a sua pasta de trabalho intacta com três folhas:
  Confirmação               uma linha por convocado(a) e lista reservada, para registrar a ausência ou a
                            recusa de filmagem, o voto de cada integrante da comissão (A favor ou Contra)
                            e da comissão recursal, o recurso, o parecer (Favorável, Desfavorável,
                            Caracterizada, Não caracterizada), os documentos e a apuração de fraude, cada
                            coluna com a sua lista suspensa
  Confirmação - convocados  quem é convocado(a) em cada reserva, na ordem das notas, e por quê
  Confirmação - resultado   o resultado de cada pessoa em cada lista, provisório ou não, as listas em que
                            fica, o motivo e o fundamento
Rode de novo sobre a pasta com a folha Confirmação preenchida: os registros são lidos (um valor que não
se lê é um erro na sua célula, e nada é gravado), os resultados são gravados, e a folha Confirmação, que é sua, não é
reescrita (só ganha as linhas de quem for convocado depois). O cotas anotar e o cotas publicar usam os
resultados dessa folha quando a pasta a tem. Para publicar os atos: cotas publicar --confirmacao.

  -o, --saida SAIDA.xlsx   a pasta a gravar (nunca a entrada)
  --substituir, --force    grava por cima de uma SAIDA.xlsx existente e substitui folhas da confirmação editadas
  --json                   saída em JSON: {"cargos": [{"cargo", "candidatos", "convocacao", "avisos"}]}`;

/** The workbook mode of `cotas confirmacao` (confirmacao.ts dispatches a workbook here; JSON is its own). */
export const confirmacaoDaPasta: Comando = {
  resumo: "confirmação da autodeclaração: convocados, registro dos votos e pareceres, resultados",
  ajuda: `Uso: cotas confirmacao ENTRADA.xlsx -o SAIDA.xlsx\n${AJUDA_DA_PASTA.replace(/^ +cotas confirmacao ENTRADA.xlsx.*\n/, "")}`,
  async executar(argv) {
    const { opcoes, posicionais } = lerArgumentos(
      argv,
      { ...OPCOES_DA_PASTA, json: "bandeira" },
      { o: "saida" },
    );
    if (posicionais.length !== 1 || !/\.(xlsx|xlsm|csv)$/i.test(posicionais[0]))
      throw new ErroDeUso("informe a sua pasta de trabalho: cotas confirmacao ENTRADA.xlsx -o SAIDA.xlsx");
    try {
      const r = await confirmacaoNoArquivo(posicionais[0], opcoes);
      return opcoes.json
        ? JSON.stringify({ cargos: r.etapas.map((e) => ({ cargo: e.cargo, ...e.etapa })) })
        : resumoDaConfirmacaoGravada(r);
    } catch (erro) {
      if (erro instanceof ArquivoRecusado) throw new ErroDeUso(erro.message);
      throw erro;
    }
  },
};
