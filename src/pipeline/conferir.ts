/**
 * Step 2, Conferência: map the columns (the clerk's mapping, else the automatic one) and build the
 * concurso, collecting every problem with its sheet and cell. Errors block the computation (nothing is
 * written while one remains); warnings may be accepted by the clerk. The texts that will be written
 * leave here without characters an .xlsx cannot hold (textosGravaveis.ts).
 */
import type { Cargo, Concurso, Edital } from "../engine/tipos";
import type { MapaColunas } from "../leitura/mapaColunas";
import { mapearTabela } from "../leitura/mapeamentoAutomatico";
import { montarConcurso, type OpcoesMontagem } from "../leitura/montarConcurso";
import { temErros, type Problema } from "../leitura/problema";
import type { OrigemCandidatos } from "../folhas/comum";
import type { TabelaBruta } from "../planilha/tabela";
import type { OpcoesEtapa } from "./progresso";
import { textosGravaveis } from "./textosGravaveis";

export interface EntradaConferir {
  tabela: TabelaBruta;
  /** The clerk's mapping; absent → the automatic one. */
  mapa?: MapaColunas;
  edital: Edital;
  cargos: Cargo[];
  leitura?: OpcoesMontagem;
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
  const mapa = entrada.mapa ?? mapearTabela(entrada.tabela, entrada.leitura)?.mapa ?? { campos: {} };
  const m = montarConcurso(entrada.tabela, mapa, entrada.edital, entrada.cargos, entrada.leitura);
  opcoes.progresso?.({ etapa: "Conferindo os dados", fracao: 1 });
  if (temErros(m.problemas) || !m.concurso) {
    return { concurso: null, problemas: m.problemas, mapa, origem: m.linhaDoCandidato };
  }
  const gravavel = textosGravaveis(m.concurso, m.linhaDoCandidato, m.colunas, entrada.tabela.folha);
  return {
    concurso: gravavel.concurso,
    problemas: [...m.problemas, ...gravavel.problemas],
    mapa,
    origem: gravavel.origem,
  };
}
