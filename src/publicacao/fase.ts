/**
 * The publication of a phase's result (cláusula de barreira, RULES § 8) in the same model as the final
 * result's (modelo.ts), so the .docx renders it as it renders that one: per cargo and list, who goes on
 * in classification order, with the cut score, the tied at the cut, and the optants shown in a reserved
 * list while going on by another (Decreto 12.536 arts. 18 and 21 § 3); the rule of each list with its
 * fundamento. What only the clerk knows (the phase's name, the authority…) is a blank to fill.
 */
import type { ConcursoEmFase, EntradaNaFase, ListaNaFase, ResultadoDaFase } from "../engine/fases";
import { contar, nomeDaLista } from "../engine/notas";
import { LISTAS, type Lista } from "../engine/tipos";
import {
  abertura,
  comFundamento,
  daCelula,
  FECHO,
  formatarNota,
  paragrafo,
  type Bloco,
  type Publicacao,
} from "./modelo";

export interface EntradaPublicacaoDaFase {
  concurso: ConcursoEmFase;
  resultado: ResultadoDaFase;
}

/**
 * Who a list of the phase's result names: who takes its places and, in a reserved list, the optants who go
 * on by AC or by a higher reserve (Decreto 12.536, arts. 18 and 21, § 3º); AC names only its own.
 */
export function publicadosNaLista(l: Lista, lista: ListaNaFase): EntradaNaFase[] {
  return lista.candidatos.filter(
    (e) => e.desfecho === "segue" || (l !== "AC" && e.desfecho === "conta-em-outra-lista"),
  );
}

/** What a person's line says: goes on by this list (tied at the cut), or by another one. */
function situacao(e: EntradaNaFase, regime: ResultadoDaFase["regime"]): string {
  if (e.desfecho === "conta-em-outra-lista")
    return e.contaEm === "AC"
      ? "Segue pela ampla concorrência"
      : `Segue pela lista de ${nomeDaLista(regime, e.contaEm!)}`;
  return e.empatadoNoCorte ? "Segue (empatado(a) na nota de corte)" : "Segue";
}

/** "Seguem 4 candidatos para 3 lugares; nota de corte: 98,00 (2 empatados na nota de corte)." */
function resumoDaLista(x: ListaNaFase): string {
  if (x.avancam.length === 0) return "Nenhum candidato segue por esta lista.";
  const seguem = `${x.avancam.length === 1 ? "Segue" : "Seguem"} ${contar(x.avancam.length, "candidato", "candidatos")}`;
  const lugares = x.limite === null ? "" : ` para ${contar(x.limite, "lugar", "lugares")}`;
  const corte = x.notaDeCorte === null ? "" : `; nota de corte: ${formatarNota(x.notaDeCorte)}`;
  const empate = x.empatadosNoCorte.length
    ? ` (${contar(x.empatadosNoCorte.length, "empatado", "empatados")} na nota de corte)`
    : "";
  return `${seguem}${lugares}${corte}${empate}.`;
}

export function montarPublicacaoDaFase({ concurso, resultado }: EntradaPublicacaoDaFase): Publicacao {
  const { regime } = resultado;
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ? daCelula(c.nome) : ""]));
  const blocos: Bloco[] = abertura(
    concurso,
    regime,
    ["RESULTADO DA ", { preencher: "NOME DA FASE" }],
    "TORNA PÚBLICA a relação dos candidatos que seguem para a etapa seguinte do concurso público",
    "por lista, com a nota de corte de cada uma. O candidato optante pela reserva de vagas que segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela.",
  );
  resultado.cargos.forEach((cargo, i) => {
    const n = i + 1;
    const nomeDoCargo = daCelula(concurso.cargos.find((c) => c.id === cargo.id)?.nome ?? cargo.id);
    blocos.push(paragrafo("secao", `${n}. DO CARGO DE ${nomeDoCargo.toLocaleUpperCase("pt-BR")}`));
    const listas = LISTAS.filter((l): l is Lista => cargo.listas[l] !== undefined);
    listas.forEach((l, k) => {
      const x = cargo.listas[l]!;
      blocos.push(paragrafo("secao", `${n}.${k + 1}. Da lista de ${nomeDaLista(regime, l)}`));
      const linhas = publicadosNaLista(l, x);
      blocos.push(paragrafo("texto", resumoDaLista(x)));
      if (linhas.length === 0) return;
      blocos.push({
        tipo: "tabela",
        cabecalho: ["Classificação", "Inscrição", "Nome", "Nota", "Situação"],
        linhas: linhas.map((e) => [
          e.classificacao ?? "",
          daCelula(e.candidato),
          nomes.get(e.candidato) ?? "",
          formatarNota(e.nota),
          situacao(e, regime),
        ]),
        numeros: [0, 3],
      });
    });
    blocos.push(
      paragrafo("secao", `${n}.${listas.length + 1}. Dos fundamentos`),
      ...[...listas.map((l) => cargo.listas[l]!.regra), ...cargo.notas].map((nota) =>
        paragrafo("texto", comFundamento(nota)),
      ),
    );
  });
  blocos.push(...FECHO);
  return { blocos };
}
