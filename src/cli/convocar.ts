/**
 * `cotas convocar ARQUIVO.json --cargo ID --posicoes M`: the next call of a cargo on top of the
 * ledger in the file (convocacoes.ts). Nothing is written: the call is printed, with the entry the
 * clerk appends to `convocacoes` to record it.
 */
import { ehDataValida, paraOLivro, textoDoAto, type Concurso } from "../engine";
import type { ResultadoDaConvocacao } from "../engine";
import { ErroDeUso, inteiro, lerArgumentos } from "./argumentos";
import { saidaDaPasta } from "./arquivoDeSaida";
import type { Comando } from "./comando";
import { concursoDoArquivo } from "./concursoDoArquivo";
import { convocarNoArquivo, type CopiaRefeita } from "./convocarArquivo";
import { calcularConvocacao } from "../pipeline";
import { tabela } from "./tabela";

/** What --refazer-copia trusted, said before anything else: the sheet as it is, counted. */
function textoDaCopiaRefeita(c: CopiaRefeita): string {
  const convocacoes = c.convocacoes === 1 ? "1 convocação" : `${c.convocacoes} convocações`;
  const pessoas = c.pessoas === 1 ? "1 pessoa" : `${c.pessoas} pessoas`;
  return (
    `Cópia das convocações refeita a partir da folha ${c.folha} como ela está agora: ${convocacoes}, ${pessoas} ` +
    `(uma linha por pessoa). Ela passa a ser o registro com que a folha é conferida: vale o que você conferiu ` +
    `com os atos de convocação publicados; quem foi convocado e não está na folha não volta por ela.`
  );
}

/** The contract of `--json`: the call as the ledger takes it, each person with whom they replace. */
function comoJson(r: ResultadoDaConvocacao, copiaRefeita: CopiaRefeita | null = null): string {
  const { chamados, ...convocacao } = r.convocacao;
  return JSON.stringify({
    ...(copiaRefeita ? { copiaRefeita } : {}),
    convocacao: {
      ...convocacao,
      chamados: chamados.map(({ posicao, lista, candidato, substitui }) => ({
        posicao,
        lista,
        candidato,
        substitui,
      })),
    },
    avisos: r.avisos,
  });
}

/** `doJson`: the clerk appends the entry to the JSON file; a workbook has it appended already. */
function comoTexto(r: ResultadoDaConvocacao, concurso: Concurso, doJson: boolean): string {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? ""]));
  const v = r.convocacao;
  const partes = [
    `Convocação nº ${v.numero} — cargo ${v.cargo}${v.data ? ` — ${v.data}` : ""}${v.ato ? ` — ${v.ato}` : ""}`,
    "",
    v.chamados.length
      ? tabela(
          ["Posição", "Lista", "Inscrição", "Nome", "Substitui", "Fundamento"],
          v.chamados.map((x) => [
            x.posicao,
            x.lista,
            x.candidato,
            nomes.get(x.candidato) ?? "",
            x.substitui ?? "",
            x.nota.fundamento,
          ]),
        )
      : "Ninguém a convocar.",
  ];
  if (v.chamados.length) {
    partes.push("", "Notas:", ...v.chamados.map((x) => `  • ${x.candidato}: ${x.nota.texto}`));
  }
  if (r.avisos.length) partes.push("", "Avisos:", ...r.avisos.map((a) => `  • ${a.texto} (${a.fundamento})`));
  if (v.chamados.length) partes.push("", "Texto do ato:", "", textoDoAto(concurso, v));
  if (v.chamados.length && doJson) {
    partes.push(
      "",
      'Para registrar, acrescente ao campo "convocacoes" do arquivo (e, depois, os desfechos de cada um):',
      `  ${JSON.stringify(paraOLivro(v))}`,
    );
  }
  return partes.join("\n");
}

export const convocar: Comando = {
  resumo: "a próxima convocação de um cargo, sobre as convocações já registradas",
  ajuda: `Uso: cotas convocar ARQUIVO.json --cargo ID --posicoes M [--vagas-surgidas N] [--ato TEXTO] [--data AAAA-MM-DD] [--json]
       cotas convocar ENTRADA.xlsx -o SAIDA.xlsx --cargo ID --posicoes M [--vagas-surgidas N] [--ato TEXTO] [--data AAAA-MM-DD]
       cotas convocar ENTRADA.xlsx -o SAIDA.xlsx --refazer-copia [--cargo ID --posicoes M …]

Lê o concurso (o mesmo formato de "cotas alocar") com as convocações já feitas e diz quem a próxima
convocação do cargo chama. É o próprio resultado, calculado de novo: quem já foi convocado mantém
posição e lista (art. 9º, § 2º); quem não tomou posse (nomeação tornada sem efeito, desistência) ou
saiu pelos dados sai das listas; o resto é alocado pela lei sobre as vagas de hoje (as do edital, as
surgidas e, se faltarem posições, tantas quantas a convocação pede). A convocação chama as primeiras
posições ainda não ocupadas: a de quem saiu vai ao próximo da mesma lista (art. 7º, § 3º), as outras
seguem a ordem de nomeação; com a ampla concorrência esgotada, os aprovados da reserva pela
classificação (art. 9º, § 1º). O que os dados de hoje mudariam em quem já foi convocado vira aviso.

As convocações ficam no arquivo, em "convocacoes":
  [{"numero": 1, "data": "2026-02-10", "ato": "Portaria nº 12/2026", "cargo": "C1",
    "chamados": [{"posicao": 1, "lista": "AC", "candidato": "123"}],
    "desfechos": {"123": "posse"}}]          desfechos: posse, sem-efeito ou desistencia
e a validade no edital: "validade": {"homologacao": "2026-01-15", "meses": 24, "prorrogada": false}.

  --cargo ID             o cargo a convocar (obrigatório)
  --posicoes M           quantas posições convocar, substituições incluídas (obrigatório)
  --vagas-surgidas N     vagas que surgiram desde o edital, somadas às do cargo (Lei 15.142, art. 1º, § 2º)
  --ato TEXTO            o ato da convocação, como "Portaria nº 13/2026"
  --data AAAA-MM-DD      a data da convocação (padrão: hoje); depois do fim da validade, recusada
  -o, --saida SAIDA.xlsx com uma pasta .xlsx já calculada (pelo painel ou pelo cotas anotar, que guardam
                         nela o edital): lê o livro da folha Convocações, com os desfechos digitados nela
                         (Posse, Sem efeito, Desistência), e grava a SAIDA.xlsx com a convocação nova
                         acrescentada às folhas Convocações e Atos das convocações; o resto da pasta fica
                         como estava
  --substituir           grava por cima de uma SAIDA.xlsx que já existe (mantém as permissões dela)
  --refazer-copia        só com uma pasta .xlsx cuja cópia das convocações (a que o suplemento guarda na
                         folha oculta _cotas_suplemento) falta, está danificada ou é de outra versão: refaz
                         a cópia a partir da folha Convocações como ela está agora, que você conferiu com
                         os atos de convocação publicados (uma linha apagada ali não volta), e segue; sem
                         --cargo e --posicoes, só grava a SAIDA.xlsx com a cópia refeita. No painel do
                         Excel ainda não há essa opção
  --json                 saída em JSON: {"convocacao": {"numero", "cargo", "chamados": [{"posicao",
                         "lista", "candidato", "substitui"}]}, "avisos"}`,
  executar(argv, ambiente) {
    const { opcoes, posicionais } = lerArgumentos(
      argv,
      {
        cargo: "texto",
        posicoes: "texto",
        "vagas-surgidas": "texto",
        ato: "texto",
        data: "texto",
        json: "bandeira",
        saida: "texto",
        substituir: "bandeira",
        "refazer-copia": "bandeira",
      },
      { o: "saida" },
    );
    if (posicionais.length !== 1) throw new ErroDeUso("informe um arquivo: cotas convocar ARQUIVO.json");
    const arquivo = posicionais[0];
    const refazerCopia = opcoes["refazer-copia"] === true;
    if (refazerCopia && !/\.xls[xm]$/i.test(arquivo))
      throw new ErroDeUso("--refazer-copia só vale com uma pasta .xlsx (a cópia das convocações fica nela)");
    if (refazerCopia && opcoes.cargo === undefined && opcoes.posicoes === undefined) {
      // Only the copy written again, no call.
      const saida = saidaDaPasta(opcoes.saida, arquivo);
      return convocarNoArquivo(arquivo, saida, opcoes.substituir === true, null, true).then(
        ({ copiaRefeita }) =>
          opcoes.json
            ? JSON.stringify({ copiaRefeita })
            : `${textoDaCopiaRefeita(copiaRefeita!)}\n\nGravado em ${saida}.`,
      );
    }
    if (typeof opcoes.cargo !== "string") throw new ErroDeUso("informe o cargo com --cargo ID");
    if (opcoes.posicoes === undefined)
      throw new ErroDeUso("informe quantas posições convocar com --posicoes M");
    const posicoes = inteiro(opcoes.posicoes, "posicoes", 1);
    const data = typeof opcoes.data === "string" ? opcoes.data : ambiente.hoje();
    if (!ehDataValida(data)) throw new ErroDeUso(`--data deve ser uma data AAAA-MM-DD; recebido "${data}"`);
    const pedido = {
      cargo: opcoes.cargo,
      posicoes,
      novasVagas: inteiro(opcoes["vagas-surgidas"] ?? "0", "vagas-surgidas", 0),
      data,
      ...(typeof opcoes.ato === "string" ? { ato: opcoes.ato } : {}),
    };
    if (/\.xls[xm]$/i.test(arquivo)) {
      const saida = saidaDaPasta(opcoes.saida, arquivo);
      return convocarNoArquivo(arquivo, saida, opcoes.substituir === true, pedido, refazerCopia).then(
        ({ resultado, concurso, copiaRefeita }) =>
          opcoes.json
            ? comoJson(resultado!, copiaRefeita)
            : `${copiaRefeita ? `${textoDaCopiaRefeita(copiaRefeita)}\n\n` : ""}${comoTexto(resultado!, concurso, false)}\n\nGravado em ${saida}.`,
      );
    }
    if (opcoes.saida !== undefined)
      throw new ErroDeUso("-o só vale com uma pasta .xlsx; com o JSON, a convocação é impressa");
    const concurso = concursoDoArquivo(arquivo, ambiente);
    const r = calcularConvocacao(concurso, concurso.convocacoes ?? [], pedido);
    return opcoes.json ? comoJson(r) : comoTexto(r, concurso, true);
  },
};
