/**
 * `cotas confirmacao ARQUIVO.json`: the confirmation of the self-declaration as a stage (RULES § 9) —
 * who is convened for each reserved list, the outcome from the recorded votes, pareceres and documents,
 * the lists each person stays in, and the consequences of fraud.
 */
import { formatarNumero, nomeDaLista, regimeDoEdital, type ListaReservada } from "../engine";
import { confirmarAutodeclaracoes, lerEntradaDaConfirmacao } from "../engine/etapaDeConfirmacao";
import {
  RESULTADO_EM_PALAVRAS,
  type ConfirmacaoDoCandidato,
  type ResultadoDaConfirmacao,
  type ResultadoDaEtapaDeConfirmacao,
} from "../engine/tiposDaConfirmacao";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { jsonDoArquivo } from "./concursoDoArquivo";
import { AJUDA_DA_PASTA, confirmacaoDaPasta } from "./confirmacaoArquivo";
import { tabela } from "./tabela";

/** The contract (fields may be added, names stay): one object per candidate, in input order. */
function comoJson(r: ResultadoDaEtapaDeConfirmacao): string {
  return JSON.stringify(
    {
      candidatos: r.candidatos.map((c) => ({
        id: c.id,
        convocado: c.convocado,
        resultado: c.resultado,
        listas: c.listas,
        provisorio: c.provisorio,
        encaminhamentos: c.encaminhamentos,
        anulacaoDaAdmissao: c.anulacaoDaAdmissao,
        eliminado: c.eliminado,
        notas: [...c.decisoes.flatMap((d) => d.notas), ...c.notas],
      })),
      convocacao: r.convocacao,
      avisos: r.avisos,
    },
    null,
    2,
  );
}

function situacaoFinal(c: ConfirmacaoDoCandidato): string {
  const partes = [
    ...(c.anulacaoDaAdmissao ? ["admissão anulada"] : []),
    ...(c.eliminado ? ["eliminado(a)"] : []),
    ...(c.encaminhamentos.length ? [`ao ${c.encaminhamentos.join(" e à ")}`] : []),
    ...(c.provisorio ? ["provisório"] : []),
  ];
  return partes.join("; ");
}

function comoTexto(
  r: ResultadoDaEtapaDeConfirmacao,
  regime: ReturnType<typeof regimeDoEdital>["id"],
  nomes: Map<string, string>,
  notas: Map<string, number>,
): string {
  const partes = [`Confirmação da autodeclaração — regime ${regime}`, ""];
  partes.push(
    tabela(
      ["Inscrição", "Nome", "Nota", "Resultado", "Listas depois", "Situação"],
      r.candidatos.map((c) => [
        c.id,
        nomes.get(c.id) ?? "",
        formatarNumero(notas.get(c.id)!),
        (Object.entries(c.resultado) as [ListaReservada, ResultadoDaConfirmacao][])
          .map(([l, x]) => `${l}: ${RESULTADO_EM_PALAVRAS[x]}`)
          .join("; "),
        c.listas.length ? c.listas.join(", ") : "nenhuma",
        situacaoFinal(c),
      ]),
    ),
  );
  if (r.convocacao.length) {
    partes.push("", "Convocação:");
    for (const conv of r.convocacao) {
      partes.push(`  • ${conv.nota.texto} (${conv.nota.fundamento})`);
      if (conv.convocados.length) partes.push(`    ${conv.convocados.join(", ")}`);
    }
  }
  partes.push("", "Notas de cada candidato:");
  for (const c of r.candidatos) {
    for (const d of c.decisoes)
      for (const n of d.notas)
        partes.push(`  ${c.id} [${nomeDaLista(regime, d.lista)}]: ${n.texto} (${n.fundamento})`);
    for (const n of c.notas) partes.push(`  ${c.id}: ${n.texto} (${n.fundamento})`);
  }
  if (r.avisos.length) partes.push("", "Avisos:", ...r.avisos.map((a) => `  • ${a.texto}`));
  return partes.join("\n");
}

export const confirmacao: Comando = {
  resumo: "a confirmação da autodeclaração: convocados, resultado dos votos e pareceres, listas depois",
  ajuda: `Uso: cotas confirmacao ARQUIVO.json [--json]
${AJUDA_DA_PASTA.split("\n")[0]}

Aplica a etapa de confirmação da autodeclaração (heteroidentificação de pessoas pretas e pardas,
verificação documental de indígenas e quilombolas, avaliação da deficiência): quem é convocado em cada
lista reservada (todos os habilitados que optaram, ainda que com nota para a ampla: Lei nº 15.142/2025,
art. 3º, § 1º; ou o limite por lista do edital, com os empatados na última posição), o resultado de cada
um a partir dos votos da comissão e da comissão recursal (maioria) e dos pareceres, as listas em que
segue (quem não é confirmado segue na ampla, se tiver pontuação: art. 3º, § 2º) e, com fraude apurada,
a eliminação ou a anulação da admissão e o envio ao Ministério Público e à AGU (art. 4º).

Formato do arquivo:
  {"edital": {"dataPublicacao": "2025-09-01",
              "confirmacao": {"comissao": {"integrantes": 5, "decisao": "maioria"}}},
   "candidatos": [{"id": "123", "nome": "…", "nota": 87.5, "listas": ["AC", "PPP", "PCD"]}],
   "votos": {"123": {"PPP": {"comissao": ["favor", "contra", "favor", "favor", "contra"],
                             "recurso": ["favor", "contra", "favor"]},
                     "PCD": {"parecer": "caracterizada"}},
             "124": {"PPP": "ausente"},
             "125": {"QUI": {"documentos": ["declaracao-tres-liderancas", "certificacao-palmares"],
                             "parecer": "favoravel"}}}}

  listas      as listas em que concorre antes da etapa ("AC" se concorre na ampla, e cada reserva)
  situacao    classificado, eliminado, desistente, sub judice ou nomeado (opcional)
  habilitado  false: não habilitado nas fases anteriores, não é convocado (opcional)
  PPP         {"comissao": [votos], "recurso": [votos] | "interposto"}, "ausente" ou "recusou-filmagem"
  IND, QUI    {"documentos": […], "parecer": "favoravel" | "desfavoravel", "recurso": {"parecer": …}}
  PCD         {"parecer": "caracterizada" | "nao-caracterizada", "recurso": {"parecer": …} | "interposto"}
  em qualquer lista: "apuracaoDeFraude": "em-andamento" | "fraude-apurada"

As escolhas do edital ficam em "edital.confirmacao" (veja o README, "Campos do edital"); sem elas vale
a regra federal.

  --json   saída em JSON: {"candidatos": [{"id", "convocado", "resultado", "listas", "provisorio",
           "encaminhamentos", "anulacaoDaAdmissao", …}], "convocacao", "avisos"}
${AJUDA_DA_PASTA.split("\n").slice(1).join("\n")}`,
  executar(argv, ambiente) {
    // A workbook (.xlsx, .csv): the convened, the Confirmação sheet and the outcomes (confirmacaoArquivo.ts).
    if (argv.some((a) => /\.(xlsx|xlsm|csv)$/i.test(a))) return confirmacaoDaPasta.executar(argv, ambiente);
    const { opcoes, posicionais } = lerArgumentos(argv, { json: "bandeira" });
    if (posicionais.length !== 1) throw new ErroDeUso("informe um arquivo: cotas confirmacao ARQUIVO.json");
    const { edital, entrada } = lerEntradaDaConfirmacao(jsonDoArquivo(posicionais[0], ambiente));
    const resultado = confirmarAutodeclaracoes(edital, entrada);
    if (opcoes.json) return comoJson(resultado);
    return comoTexto(
      resultado,
      regimeDoEdital(edital).id,
      new Map(entrada.candidatos.map((c) => [c.id, c.nome ?? ""])),
      new Map(entrada.candidatos.map((c) => [c.id, c.nota])),
    );
  },
};
