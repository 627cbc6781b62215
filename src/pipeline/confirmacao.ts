/**
 * The confirmation of the self-declaration on one port (RULES § 9, issue #38): read the clerk's data as
 * the result reads it, read the "Confirmação" sheet when the workbook has it (what the clerk recorded),
 * run the stage per cargo (engine: confirmarAutodeclaracoes), and write the convened and the outcomes.
 * The record sheet is the clerk's once something is recorded in it: it is then only appended to (the
 * people convened later), never rewritten. The result (calcularComLivro) takes the outcomes from here.
 */
import type { InfoFolha, PortaPasta } from "../adapters/porta";
import { escolhasDaConfirmacao } from "../engine/escolhasDaConfirmacao";
import { confirmarAutodeclaracoes } from "../engine/etapaDeConfirmacao";
import { aplicarConfirmacao } from "../engine/listasAposConfirmacao";
import type { Concurso } from "../engine/tipos";
import type { VotosDoCandidato } from "../engine/tiposDaConfirmacao";
import { PROCEDIMENTO } from "../engine/escolhasDaConfirmacao";
import { rotulo, SIGLA_DA_LISTA } from "../engine/notas";
import {
  cabecalhoDaConfirmacao,
  motivoNaLista,
  RESULTADO_NA_FOLHA,
  ehDaConfirmacao,
  linhasDosConvocados,
  modeloDaConfirmacao,
  modeloDoResultadoDaConfirmacao,
  modeloDosConvocados,
  type EtapaDoCargo,
} from "../folhas/confirmacao";
import { comImpressao } from "../folhas/impressao";
import type { TipoFolha } from "../folhas/modelo";
import { ColetorDeProblemas } from "../leitura/coletorDeProblemas";
import { lerConfirmacaoDaFolha, type ConfirmacaoDaFolha } from "../leitura/confirmacaoDaFolha";
import { temErros, type Problema } from "../leitura/problema";
import { conferir } from "./conferir";
import { escreverFolhas, type OpcoesEscrever, type RelatorioEscrita } from "./escrever";
import { salvarEscolhas, type EntradaExecucao } from "./escolhas";
import { lerDados } from "./lerDados";
import { cederAoHospedeiro } from "./progresso";
import { dataDeHoje, tituloDaTabela } from "./titulo";

/** The record sheet of a workbook, read; null when the workbook has none. */
export interface RegistroDaPasta {
  folha: string;
  cabecalho: unknown[];
  lido: ConfirmacaoDaFolha;
}

export async function lerRegistroDaConfirmacao(
  porta: PortaPasta,
  concurso: Concurso,
  folhas?: readonly InfoFolha[],
): Promise<RegistroDaPasta | null> {
  const folha = (folhas ?? (await porta.listarFolhas())).find((f) => f.marca?.tipo === "confirmacao");
  if (!folha) return null;
  const tabela = await porta.lerIntervalo(folha.nome);
  return {
    folha: folha.nome,
    cabecalho: tabela.valores[0] ?? [],
    lido: lerConfirmacaoDaFolha(tabela, concurso.candidatos, escolhasDaConfirmacao(concurso.edital)),
  };
}

/** The stage per cargo (the edital's convocation limits are per cargo), in the concurso's cargo order. */
export function etapasDaConfirmacao(
  concurso: Concurso,
  votos: Record<string, VotosDoCandidato>,
): EtapaDoCargo[] {
  const porCargo = new Map<string, Concurso["candidatos"]>();
  for (const c of concurso.candidatos) {
    const doCargo = porCargo.get(c.cargo);
    if (doCargo) doCargo.push(c);
    else porCargo.set(c.cargo, [c]);
  }
  return concurso.cargos
    .map((cargo) => {
      const candidatos = (porCargo.get(cargo.id) ?? []).map(({ id, nome, nota, listas, situacao }) => ({
        id,
        ...(nome === undefined ? {} : { nome }),
        nota,
        listas,
        ...(situacao === undefined ? {} : { situacao }),
      }));
      return { cargo: cargo.id, etapa: confirmarAutodeclaracoes(concurso.edital, { candidatos, votos }) };
    })
    .filter((e) => e.etapa.candidatos.length > 0);
}

/** The engine's warnings (records of people not convened) at the record sheet's header. */
function avisosDaEtapa(etapas: readonly EtapaDoCargo[], folha: string): Problema[] {
  const coletor = new ColetorDeProblemas(folha);
  for (const { etapa } of etapas)
    for (const a of etapa.avisos) coletor.naCelula("aviso", "Confirmação", 0, 0, a.texto);
  return coletor.fechar();
}

/**
 * The concurso with the outcomes of the workbook's Confirmação sheet in each candidate's `confirmacao`
 * and lists (aplicarConfirmacao); as it is when the workbook has no such sheet. What the sheet holds
 * that cannot be read comes back as problems at its cells: the result is never computed around it.
 */
export async function concursoComConfirmacao(
  porta: PortaPasta,
  concurso: Concurso,
  folhas?: readonly InfoFolha[],
): Promise<{ concurso: Concurso; problemas: Problema[] } | { problemas: Problema[] }> {
  const registro = await lerRegistroDaConfirmacao(porta, concurso, folhas);
  if (!registro) return { concurso, problemas: [] };
  if (temErros(registro.lido.problemas)) return { problemas: registro.lido.problemas };
  const etapas = etapasDaConfirmacao(concurso, registro.lido.votos);
  const candidatos = aplicarConfirmacao(concurso.candidatos, {
    candidatos: etapas.flatMap((e) => e.etapa.candidatos),
  });
  return {
    concurso: { ...concurso, candidatos },
    problemas: [...registro.lido.problemas, ...avisosDaEtapa(etapas, registro.folha)],
  };
}

export type ExecucaoDaConfirmacao =
  | { situacao: "com-erros"; problemas: Problema[] }
  | {
      situacao: "escrito";
      problemas: Problema[];
      concurso: Concurso;
      etapas: EtapaDoCargo[];
      escrita: RelatorioEscrita;
      /** The record sheet was written whole (new, or nothing recorded in it yet). */
      registroNovo: boolean;
      /** Rows appended to the record sheet (people convened after the clerk started recording). */
      acrescentadas: number;
      /** Rows of the record sheet with something recorded. */
      registradas: number;
    };

const reescritas = (tipo: TipoFolha) => tipo === "confirmacao-convocados" || tipo === "confirmacao-resultado";

export async function executarConfirmacao(
  porta: PortaPasta,
  entrada: EntradaExecucao,
  opcoes: OpcoesEscrever = {},
): Promise<ExecucaoDaConfirmacao> {
  const tabela = entrada.tabela ?? (await lerDados(porta, entrada.fonte, opcoes));
  await cederAoHospedeiro(opcoes.sinal);
  const c = conferir({ ...entrada, tabela }, opcoes);
  if (!c.concurso) return { situacao: "com-erros", problemas: c.problemas };
  const concurso = c.concurso;
  const registro = await lerRegistroDaConfirmacao(porta, concurso);
  if (registro && temErros(registro.lido.problemas))
    return { situacao: "com-erros", problemas: [...c.problemas, ...registro.lido.problemas] };
  opcoes.progresso?.({ etapa: "Confirmando as autodeclarações", fracao: 0 });
  const etapas = etapasDaConfirmacao(concurso, registro?.lido.votos ?? {});
  opcoes.progresso?.({ etapa: "Confirmando as autodeclarações", fracao: 1 });
  await cederAoHospedeiro(opcoes.sinal);

  const e = escolhasDaConfirmacao(concurso.edital);
  const registradas = registro?.lido.linhas.filter((l) => l.registrado).length ?? 0;
  const registroNovo = !registro || registradas === 0;
  const cabecalho = registroNovo ? cabecalhoDaConfirmacao(e) : (registro.cabecalho as string[]);
  const convocados = linhasDosConvocados(concurso, etapas, cabecalho);
  const modelos = [modeloDosConvocados(concurso, etapas), modeloDoResultadoDaConfirmacao(concurso, etapas)];
  if (registroNovo)
    modelos.unshift(
      modeloDaConfirmacao(
        convocados.map((x) => x.linha),
        e,
      ),
    );
  const escrita = await escreverFolhas(
    porta,
    comImpressao(modelos, {
      concurso,
      cargos: etapas.map((x) => x.cargo),
      titulo: tituloDaTabela(tabela) || "Confirmação da autodeclaração",
      dataDoCalculo: dataDeHoje(),
    }),
    registroNovo ? ehDaConfirmacao : reescritas,
    opcoes,
  );
  let acrescentadas = 0;
  if (!registroNovo) {
    const ja = new Set(registro.lido.linhas.map((l) => `${l.id}\u0000${l.lista}`));
    const novas = convocados.filter((x) => !ja.has(`${x.id}\u0000${x.lista}`)).map((x) => x.linha);
    if (novas.length) await porta.acrescentarLinhas(registro.folha, novas, { sinal: opcoes.sinal });
    acrescentadas = novas.length;
  }
  await salvarEscolhas(porta, entrada, c);
  return {
    situacao: "escrito",
    problemas: [
      ...c.problemas,
      ...(registro?.lido.problemas ?? []),
      ...avisosDaEtapa(etapas, registro?.folha ?? "Confirmação"),
    ],
    concurso,
    etapas,
    escrita,
    registroNovo,
    acrescentadas,
    registradas,
  };
}

/** What the pane shows of the stage (plain data: it crosses from the Web Worker). */
export interface ResumoDaConfirmacao {
  cargos: {
    cargo: string;
    listas: {
      lista: string;
      titulo: string;
      /** The convocation's sentence, with its fundamento. */
      nota: string;
      convocados: { id: string; nome: string }[];
    }[];
    resultados: {
      id: string;
      nome: string;
      lista: string;
      resultado: string;
      provisorio: boolean;
      motivo: string;
      fundamento: string;
    }[];
  }[];
  registroNovo: boolean;
  registradas: number;
  acrescentadas: number;
  /** Outcomes still provisional (not recorded, or appeal not judged). */
  pendentes: number;
  avisos: string[];
}

export function resumoDaConfirmacao(
  r: Extract<ExecucaoDaConfirmacao, { situacao: "escrito" }>,
): ResumoDaConfirmacao {
  const nomes = new Map(r.concurso.candidatos.map((c) => [c.id, c.nome ?? ""]));
  return {
    cargos: r.etapas.map(({ cargo, etapa }) => ({
      cargo: r.concurso.cargos.find((c) => c.id === cargo)?.nome ?? cargo,
      listas: etapa.convocacao.map((conv) => ({
        lista: SIGLA_DA_LISTA[conv.lista],
        titulo: `${PROCEDIMENTO[conv.lista][0].toUpperCase()}${PROCEDIMENTO[conv.lista].slice(1)} — ${rotulo(conv.lista)}`,
        nota: `${conv.nota.texto} (${conv.nota.fundamento})`,
        convocados: conv.convocados.map((id) => ({ id, nome: nomes.get(id) ?? "" })),
      })),
      resultados: etapa.candidatos.flatMap((c) =>
        c.decisoes.map((d) => {
          const m = motivoNaLista(c, d.lista);
          return {
            id: c.id,
            nome: nomes.get(c.id) ?? "",
            lista: SIGLA_DA_LISTA[d.lista],
            resultado: RESULTADO_NA_FOLHA[d.resultado].texto,
            provisorio: d.provisorio,
            motivo: m.texto,
            fundamento: m.fundamento,
          };
        }),
      ),
    })),
    registroNovo: r.registroNovo,
    registradas: r.registradas,
    acrescentadas: r.acrescentadas,
    pendentes: r.etapas.reduce(
      (n, { etapa }) =>
        n + etapa.candidatos.reduce((m, c) => m + c.decisoes.filter((d) => d.provisorio).length, 0),
      0,
    ),
    avisos: r.problemas.filter((p) => p.gravidade === "aviso").map((p) => p.mensagem),
  };
}
