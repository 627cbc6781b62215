/**
 * The acts of the confirmation of the self-declaration (RULES § 9, issue #38) in the same model as the
 * final result's (modelo.ts), so the .docx renders them as it renders that one:
 * - the convocation for the procedure: per cargo and reserve, who is convened in score order, with the
 *   edital's item (a blank: the schema does not hold it) and the consequence of absence;
 * - the provisional result: per cargo and reserve, each convened person's outcome and the lists the person
 *   stays in, with the appeal's term (a blank);
 * - the definitive result after the appeals (refused while an outcome is still pending: cotas publicar).
 * Every decision's reason with its fundamento closes each cargo.
 */
import type { Trecho as TrechoDaCitacao } from "../engine/citacoes";
import { escolhasDaConfirmacao, PROCEDIMENTO } from "../engine/escolhasDaConfirmacao";
import { contar, nomeDaLista } from "../engine/notas";
import { regimeDoEdital } from "../engine/regimes";
import type { Concurso, Lista, Nota } from "../engine/tipos";
import type { ConfirmacaoDoCandidato } from "../engine/tiposDaConfirmacao";
import { RESULTADO_NA_FOLHA, type EtapaDoCargo } from "../folhas/confirmacao";
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

export type AtoDaConfirmacao = "convocacao" | "provisorio" | "definitivo";
export const ATOS_DA_CONFIRMACAO: readonly AtoDaConfirmacao[] = ["convocacao", "provisorio", "definitivo"];

export interface EntradaPublicacaoDaConfirmacao {
  concurso: Concurso;
  etapas: readonly EtapaDoCargo[];
  ato: AtoDaConfirmacao;
}

const ITEM = { preencher: "ITEM DO EDITAL" };

const TITULO: Record<AtoDaConfirmacao, string> = {
  convocacao: "CONVOCAÇÃO PARA O PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO",
  provisorio: "RESULTADO PROVISÓRIO DO PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO",
  definitivo: "RESULTADO DEFINITIVO DO PROCEDIMENTO DE CONFIRMAÇÃO DA AUTODECLARAÇÃO, APÓS OS RECURSOS",
};

const TORNA_PUBLICO: Record<AtoDaConfirmacao, string> = {
  convocacao:
    "TORNA PÚBLICA a convocação dos candidatos optantes pela reserva de vagas para o procedimento de confirmação da autodeclaração do concurso público",
  provisorio:
    "TORNA PÚBLICO o resultado provisório do procedimento de confirmação da autodeclaração do concurso público",
  definitivo:
    "TORNA PÚBLICO o resultado definitivo, após o julgamento dos recursos, do procedimento de confirmação da autodeclaração do concurso público",
};

/** The edital's words of a choice (the federal rule's reference where the edital says nothing). */
const textoDoEdital = (trechos: readonly TrechoDaCitacao[]) =>
  trechos.flatMap((t) => (typeof t === "object" && "edital" in t ? [t.edital] : [])).join("; ");

/** Where the person stays after the stage, as the act says it. */
function ficaEm(c: ConfirmacaoDoCandidato, regime: ReturnType<typeof regimeDoEdital>["id"]): string {
  if (c.anulacaoDaAdmissao) return "Admissão anulada";
  if (c.eliminado) return "Eliminado(a) do concurso";
  if (c.listas.length === 0) return "Em nenhuma lista";
  const nomes = c.listas.map((l: Lista) => (l === "AC" ? "ampla concorrência" : nomeDaLista(regime, l)));
  return `Segue em: ${nomes.join("; ")}`;
}

export function montarPublicacaoDaConfirmacao({
  concurso,
  etapas,
  ato,
}: EntradaPublicacaoDaConfirmacao): Publicacao {
  const regime = regimeDoEdital(concurso.edital).id;
  const e = escolhasDaConfirmacao(concurso.edital);
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ? daCelula(c.nome) : ""]));
  const notas = new Map(concurso.candidatos.map((c) => [c.id, c.nota]));
  const blocos: Bloco[] = abertura(
    concurso,
    regime,
    [TITULO[ato]],
    TORNA_PUBLICO[ato],
    ato === "convocacao"
      ? "por lista reservada, na ordem das notas, nos termos do item "
      : "por lista reservada, nos termos do item ",
  );
  // abertura ends with "…, como"; the item is a blank the clerk fills.
  const ultimo = blocos.at(-1)!;
  if (ultimo.tipo === "paragrafo") ultimo.trechos.push(ITEM, " do edital de abertura.");

  etapas.forEach(({ cargo, etapa }, i) => {
    const n = i + 1;
    const nomeDoCargo = daCelula(concurso.cargos.find((c) => c.id === cargo)?.nome ?? cargo);
    blocos.push(paragrafo("secao", `${n}. DO CARGO DE ${nomeDoCargo.toLocaleUpperCase("pt-BR")}`));
    const porId = new Map(etapa.candidatos.map((c) => [c.id, c]));
    const fundamentos: Nota[] = [];
    etapa.convocacao.forEach((conv, k) => {
      blocos.push(
        paragrafo(
          "secao",
          `${n}.${k + 1}. Da lista de ${nomeDaLista(regime, conv.lista)} (${PROCEDIMENTO[conv.lista]})`,
        ),
      );
      if (ato === "convocacao") {
        blocos.push(paragrafo("texto", comFundamento(conv.nota)));
        if (conv.convocados.length)
          blocos.push({
            tipo: "tabela",
            cabecalho: ["Ordem", "Inscrição", "Nome", "Nota"],
            linhas: conv.convocados.map((id, j) => [
              j + 1,
              daCelula(id),
              nomes.get(id) ?? "",
              formatarNota(notas.get(id) ?? 0),
            ]),
            numeros: [0, 3],
          });
        return;
      }
      const linhas = conv.convocados.flatMap((id) => {
        const c = porId.get(id);
        const d = c?.decisoes.find((x) => x.lista === conv.lista);
        if (!c || !d) return [];
        for (const nota of [...d.notas.slice(1), ...c.notas])
          if (!fundamentos.some((f) => f.texto === nota.texto)) fundamentos.push(nota);
        return [
          [daCelula(id), nomes.get(id) ?? "", RESULTADO_NA_FOLHA[d.resultado].texto, ficaEm(c, regime)],
        ];
      });
      blocos.push(
        paragrafo("texto", `${contar(linhas.length, "candidato convocado", "candidatos convocados")}.`),
      );
      if (linhas.length)
        blocos.push({
          tipo: "tabela",
          cabecalho: ["Inscrição", "Nome", "Resultado", "Situação"],
          linhas,
          numeros: [],
        });
    });
    if (ato === "convocacao") return;
    blocos.push(
      paragrafo("secao", `${n}.${etapa.convocacao.length + 1}. Dos fundamentos`),
      ...fundamentos.map((nota) => paragrafo("texto", comFundamento(nota))),
    );
    const encaminhados = etapa.candidatos.filter((c) => c.encaminhamentos.length);
    if (encaminhados.length)
      blocos.push(
        paragrafo(
          "texto",
          `O resultado da apuração de fraude de ${encaminhados.map((c) => daCelula(c.id)).join(", ")} será encaminhado ao Ministério Público e à Advocacia-Geral da União.`,
        ),
      );
  });

  if (ato === "convocacao") {
    blocos.push(
      paragrafo("secao", `${etapas.length + 1}. DAS DISPOSIÇÕES`),
      paragrafo(
        "texto",
        "O procedimento será realizado em ",
        { preencher: "DATA, HORÁRIO E LOCAL DO PROCEDIMENTO" },
        ".",
      ),
      paragrafo("texto", `Do não comparecimento: ${textoDoEdital(e.ausencia.fundamento)}.`),
      paragrafo("texto", `Da recusa à filmagem: ${textoDoEdital(e.recusaDeFilmagem.fundamento)}.`),
    );
  } else if (ato === "provisorio") {
    blocos.push(
      paragrafo("secao", `${etapas.length + 1}. DO RECURSO`),
      paragrafo(
        "texto",
        "Do resultado provisório cabe recurso à comissão recursal, no prazo de ",
        { preencher: "PRAZO DO RECURSO" },
        ", nos termos do item ",
        ITEM,
        ` do edital de abertura (${textoDoEdital(e.comissaoRecursal.fundamento)}).`,
      ),
    );
  }
  blocos.push(...FECHO);
  return { blocos };
}

/** The people whose outcome is still pending (not recorded, or appeal not judged), by id. */
export function pendentesDaConfirmacao(etapas: readonly EtapaDoCargo[]): string[] {
  return etapas.flatMap(({ etapa }) =>
    etapa.candidatos.filter((c) => c.decisoes.some((d) => d.provisorio)).map((c) => c.id),
  );
}
