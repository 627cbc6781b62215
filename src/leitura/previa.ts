/**
 * The preview of the task pane's first step: how the first rows were read, field by field, each cell
 * with the text the clerk typed, the value understood (in pt-BR) or the problem found.
 */
import type { Confirmacao } from "../engine/tipos";
import { lerCandidatos, type CamposLidos } from "./leituraDosCandidatos";
import { ROTULO_DO_CAMPO, type CampoCandidato, type MapaColunas, type OpcoesLeitura } from "./mapaColunas";
import type { Modalidade } from "./modalidade";
import type { Gravidade, Problema } from "./problema";
import type { TabelaBruta } from "../planilha/tabela";
import { textoDaCelula } from "./texto";

export interface ColunaDaPrevia {
  /** A field, or "desempate" for a tie-break column (then `rotulo` is its name). */
  campo: CampoCandidato | "desempate";
  rotulo: string;
  /** 0-based sheet column. */
  coluna: number;
}

export interface CelulaDaPrevia {
  /** What the cell holds, as text. */
  texto: string;
  /** What was understood, in pt-BR ("8,5", "Pretos e pardos + PcD", "31/12/1960"); "" when blank. */
  lido: string;
  problema?: { gravidade: Gravidade; mensagem: string };
}

export interface Previa {
  colunas: ColunaDaPrevia[];
  linhas: { linha: number; celulas: CelulaDaPrevia[] }[];
  /** The problems of the rows shown (and of the header), as the reading found them. */
  problemas: Problema[];
}

const NOME_DA_RESERVA = {
  PPP: "Pretos e pardos",
  IND: "Indígenas",
  QUI: "Quilombolas",
  PPIQ: "PPIQ",
  RACIAL: "Reserva racial",
  PCD: "PcD",
};

function formatarModalidade(m: Modalidade): string {
  return m.reservas.length === 0
    ? "Ampla concorrência"
    : m.reservas.map((r) => NOME_DA_RESERVA[r]).join(" + ");
}

function formatar(campo: CampoCandidato | "desempate", valor: unknown): string {
  if (valor === undefined) return "";
  if (valor === null) return campo.startsWith("confirmacao") ? "pendente (em branco)" : "(em branco)";
  if (typeof valor === "boolean") return valor ? "Sim" : "Não";
  if (typeof valor === "number") return String(valor).replace(".", ",");
  if (campo === "modalidade") return formatarModalidade(valor as Modalidade);
  if (campo === "nascimento") return (valor as string).split("-").reverse().join("/");
  if (campo.startsWith("confirmacao")) return valor as Confirmacao;
  return String(valor);
}

export function previaDaLeitura(
  tabela: TabelaBruta,
  mapa: MapaColunas,
  opcoes: OpcoesLeitura = {},
  quantasLinhas = 10,
): Previa {
  const leitura = lerCandidatos(tabela, mapa, { ...opcoes, limiteDeLinhas: quantasLinhas });
  const colunas: ColunaDaPrevia[] = [
    ...(Object.entries(leitura.colunas) as [CampoCandidato, number][]).map(([campo, coluna]) => ({
      campo,
      rotulo: ROTULO_DO_CAMPO[campo],
      coluna,
    })),
    ...leitura.desempate.map((d) => ({ campo: "desempate" as const, rotulo: d.campo, coluna: d.coluna })),
  ];
  const porCelula = new Map<string, Problema>();
  for (const p of leitura.problemas) {
    const chave = `${p.linha}:${p.coluna}`;
    if (p.ultimaLinha === undefined && !porCelula.has(chave)) porCelula.set(chave, p);
  }
  const linhas = leitura.linhas.map(({ linha, campos }) => ({
    linha,
    celulas: colunas.map((c) => {
      const bruto = tabela.valores[linha - tabela.linhaInicial]?.[c.coluna - tabela.colunaInicial] ?? null;
      const valor =
        c.campo === "desempate" ? campos.desempate?.[c.rotulo] : campos[c.campo as keyof CamposLidos];
      const p = porCelula.get(`${linha}:${c.coluna}`);
      const celula: CelulaDaPrevia = { texto: textoDaCelula(bruto), lido: formatar(c.campo, valor) };
      if (p) celula.problema = { gravidade: p.gravidade, mensagem: p.mensagem };
      return celula;
    }),
  }));
  return { colunas, linhas, problemas: leitura.problemas };
}
