/**
 * Step 2, Conferência: map the columns (the clerk's mapping, else the automatic one) and build the
 * concurso, collecting every problem with its sheet and cell. Errors block the computation (nothing is
 * written while one remains); warnings may be accepted by the clerk. The texts that will be written
 * leave here without characters an .xlsx cannot hold (textosGravaveis.ts). Whatever the engine would
 * refuse (vagas that are not whole numbers, a percentage out of the law's range…) is an error here too,
 * naming the cargo and the field (recusasDoMotor.ts).
 */
import { calcularQuadro, reservasAbaixoDoMinimoFederal } from "../engine/quadro";
import { ErroDeEntrada } from "../engine/tipos";
import type { Cargo, Concurso, Edital } from "../engine/tipos";
import { ColetorDeProblemas } from "../leitura/coletorDeProblemas";
import type { CampoCandidato, MapaColunas } from "../leitura/mapaColunas";
import { completarMapa, mapearTabela } from "../leitura/mapeamentoAutomatico";
import { montarConcurso, type ConcursoMontado, type OpcoesMontagem } from "../leitura/montarConcurso";
import { temErros, type Problema } from "../leitura/problema";
import { ondeSeIndica, type Leitor } from "../leitura/vocabulario";
import type { OrigemCandidatos } from "../folhas/comum";
import type { TabelaBruta } from "../planilha/tabela";
import type { OpcoesEtapa } from "./progresso";
import { recusasDoMotor } from "./recusasDoMotor";
import { textosGravaveis } from "./textosGravaveis";

export interface EntradaConferir {
  tabela: TabelaBruta;
  /** The clerk's mapping; absent → the automatic one. */
  mapa?: MapaColunas;
  /** The mapping names only some fields (`cotas anotar --mapa`): the others as the automatic mapping
   *  recognizes them (completarMapa). */
  completarMapa?: boolean;
  edital: Edital;
  cargos: Cargo[];
  leitura?: OpcoesMontagem;
  /** Whose words the messages use: the pane's (default) or `cotas`'s (vocabulario.ts). */
  leitor?: Leitor;
}

export interface Conferencia {
  /** Null while an error remains. */
  concurso: Concurso | null;
  problemas: Problema[];
  mapa: MapaColunas;
  origem: OrigemCandidatos;
}

export function conferir(entrada: EntradaConferir, opcoes: OpcoesEtapa = {}): Conferencia {
  opcoes.progresso?.({ etapa: "Conferindo os dados", fracao: 0 });
  const automatico = () => mapearTabela(entrada.tabela, entrada.leitura)?.mapa;
  const mapa = entrada.mapa
    ? entrada.completarMapa
      ? completarMapa(entrada.mapa, automatico())
      : entrada.mapa
    : (automatico() ?? { campos: {} });
  const m = montarConcurso(entrada.tabela, mapa, entrada.edital, entrada.cargos, {
    ...entrada.leitura,
    leitor: entrada.leitor,
  });
  // What the engine would refuse when computing ("Calcular e gravar" must never be the first to say it).
  // The edital's refusals are said once, by the field they belong to, not at the header's cell where
  // the reading reports why it could not tell the racial lists.
  const recusas = recusasDoMotor(entrada.edital, entrada.cargos, m, entrada.tabela.folha);
  const lidos = m.problemas.filter((p) => p.grupo !== "Edital");
  opcoes.progresso?.({ etapa: "Conferindo os dados", fracao: 1 });
  if (temErros(lidos) || recusas.length > 0 || !m.concurso) {
    return { concurso: null, problemas: [...recusas, ...lidos], mapa, origem: m.linhaDoCandidato };
  }
  const doEdital = [...abaixoDoMinimoFederal(entrada), ...semColunaDeLista(entrada, m)];
  if (temErros(doEdital)) {
    return { concurso: null, problemas: [...lidos, ...doEdital], mapa, origem: m.linhaDoCandidato };
  }
  const gravavel = textosGravaveis(m.concurso, m.linhaDoCandidato, m.colunas, entrada.tabela.folha);
  return {
    concurso: gravavel.concurso,
    problemas: [...lidos, ...doEdital, ...gravavel.problemas],
    mapa,
    origem: gravavel.origem,
  };
}

/** The columns that say in which lists a candidate competes. */
const CAMPOS_DE_LISTA: readonly CampoCandidato[] = ["modalidade", "ppp", "ind", "qui", "pcd"];

/**
 * No column says who is in which list, in a concurso whose quadro reserves vagas: every candidate reads
 * as ampla, and the reserve would revert to AC in silence (a header of two rows once hid the Modalidade
 * column this way). A warning at the header, with the cargos and what to do.
 */
function semColunaDeLista(entrada: EntradaConferir, m: ConcursoMontado): Problema[] {
  if (CAMPOS_DE_LISTA.some((c) => m.colunas[c] !== undefined)) return [];
  const reservam = entrada.cargos.filter((cargo) => {
    const quadro = cargo.quadroPublicado ?? calcularQuadro(cargo.vagas, entrada.edital).quadro;
    return Object.entries(quadro).some(([lista, n]) => lista !== "AC" && (n ?? 0) > 0);
  });
  if (reservam.length === 0) return [];
  const coletor = new ColetorDeProblemas(entrada.tabela.folha);
  coletor.naCelula(
    "aviso",
    "Colunas",
    m.linhaDoCabecalho,
    entrada.tabela.colunaInicial,
    `nenhuma coluna diz a lista de cada candidato (Modalidade, ou uma coluna Sim/Não por reserva: Preto ou pardo, Indígena, Quilombola, PcD): todos foram lidos como ampla concorrência, e as vagas reservadas de ${reservam.map((c) => c.id).join(", ")} revertem à ampla. Se a pasta tem essa coluna, indique-a ${ondeSeIndica("coluna", entrada.leitor)}`,
  );
  return coletor.fechar();
}

/**
 * Under a federal regime, a published quadro or an option of the edital that reserves less than the
 * act: a warning with the article (issue 12.3), at the table's first cell, as the edital's problems.
 */
function abaixoDoMinimoFederal(entrada: EntradaConferir): Problema[] {
  const { tabela } = entrada;
  const coletor = new ColetorDeProblemas(tabela.folha);
  const naTabela = (gravidade: "erro" | "aviso", texto: string) =>
    coletor.naCelula(gravidade, "Edital", tabela.linhaInicial, tabela.colunaInicial, `edital: ${texto}`);
  try {
    for (const cargo of entrada.cargos) {
      for (const nota of reservasAbaixoDoMinimoFederal(cargo, entrada.edital)) {
        naTabela("aviso", `${nota.texto} (${nota.fundamento})`);
      }
    }
  } catch (erro) {
    // An option the act refuses (minimoDeVagas, tetoPcd): an error here, before the computation.
    if (!(erro instanceof ErroDeEntrada)) throw erro;
    for (const p of erro.problemas) naTabela("erro", `${p.campo}: ${p.mensagem}`);
  }
  return coletor.problemas;
}
