/** `cotas fases ARQUIVO.json`: who goes on to the next phase, per list, with the cut score (RULES § 8). */
import { contar, formatarNumero, nomeDaLista, SIGLA_DA_LISTA, type Lista } from "../engine";
import {
  lerConcursoEmFase,
  quemSegue,
  type ConcursoEmFase,
  type EntradaNaFase,
  type ListaNaFase,
  type ResultadoDaFase,
} from "../engine/fases";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { OPCOES_DA_PASTA } from "./anotar";
import { jsonDoArquivo } from "./concursoDoArquivo";
import { fasesNoArquivo } from "./fasesArquivo";
import { publicadosNaLista } from "../publicacao/fase";
import { jsonEmPedacos } from "./jsonEmPedacos";
import { tabela } from "./tabela";

/** The observation of a row in the published list: the tie at the cut, or where the person counts. */
function observacao(e: EntradaNaFase): string {
  if (e.desfecho === "conta-em-outra-lista")
    return e.contaEm === "AC"
      ? "segue pela ampla concorrência"
      : `conta na lista ${SIGLA_DA_LISTA[e.contaEm!]}`;
  return e.empatadoNoCorte ? "empatado(a) na nota de corte" : "";
}

/** One list as the edital of the phase result publishes it: who goes on, and who is shown counted elsewhere. */
function listaPublicada(
  regime: ResultadoDaFase["regime"],
  l: Lista,
  lista: ListaNaFase,
  nomes: Map<string, string>,
): string[] {
  const linhas = publicadosNaLista(l, lista);
  const titulo = `${nomeDaLista(regime, l)[0].toUpperCase()}${nomeDaLista(regime, l).slice(1)} (${SIGLA_DA_LISTA[l]})`;
  const resumo = [
    lista.limite === null
      ? `seguem ${lista.avancam.length} (sem limite no edital)`
      : `seguem ${lista.avancam.length} para ${contar(lista.limite, "lugar", "lugares")} (${lista.origemDoLimite}${lista.recebidosDasReservas ? `, com ${lista.recebidosDasReservas} vindos das reservas` : ""})`,
    ...(lista.notaDeCorte === null ? [] : [`nota de corte ${formatarNumero(lista.notaDeCorte)}`]),
    ...(lista.empatadosNoCorte.length ? [`${lista.empatadosNoCorte.length} empatados no corte`] : []),
    ...(lista.lugaresSemUso ? [`${lista.lugaresSemUso} sem uso`] : []),
  ].join("; ");
  return [
    "",
    `${titulo}: ${resumo}`,
    ...(linhas.length
      ? [
          tabela(
            ["Classificação", "Inscrição", "Nome", "Nota", "Observação"],
            linhas.map((e) => [
              e.classificacao ?? "",
              e.candidato,
              nomes.get(e.candidato) ?? "",
              formatarNumero(e.nota),
              observacao(e),
            ]),
          ),
        ]
      : []),
  ];
}

function comoTexto(r: ResultadoDaFase, concurso: ConcursoEmFase): string {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? ""]));
  const partes = [`Resultado da fase — regime ${r.regime}`];
  for (const cargo of r.cargos) {
    partes.push("", `══ Cargo ${cargo.id} — seguem ${cargo.avancam.length} ══`);
    for (const [l, lista] of Object.entries(cargo.listas) as [Lista, ListaNaFase][])
      partes.push(...listaPublicada(r.regime, l, lista, nomes));
    const regras = [...Object.values(cargo.listas).map((l) => l.regra), ...cargo.notas];
    partes.push("", "Regra da fase:", ...regras.map((n) => `  • ${n.texto} (${n.fundamento})`));
  }
  partes.push(
    "",
    "Notas de cada candidato:",
    ...r.cargos.flatMap((cargo) =>
      Object.entries(cargo.listas).flatMap(([l, lista]) =>
        lista.candidatos.map(
          (e) =>
            `  ${e.candidato} [${cargo.id}, ${SIGLA_DA_LISTA[l as Lista]}]: ${e.motivo.texto} (${e.motivo.fundamento})`,
        ),
      ),
    ),
  );
  return partes.join("\n");
}

export const fases: Comando = {
  resumo: "quem segue para a próxima fase em cada lista, com a nota de corte (cláusula de barreira)",
  ajuda: `Uso: cotas fases ARQUIVO.json [--json]
       cotas fases ENTRADA.xlsx|ENTRADA.csv -o SAIDA.xlsx --fase FASE.json [--edital EDITAL.json] [opções]

Lê o edital, a regra da fase e os candidatos do arquivo e mostra, por cargo e por lista, quem segue para a
próxima fase, a nota de corte, os empatados no corte e quem consta da lista mas conta em outra: o optante
que segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela (Decreto nº
12.536/2025, art. 18; Lei nº 15.142/2025, art. 7º, § 2º), e quem fica abaixo da nota mínima não segue por
lista nenhuma (Lei nº 15.142/2025, art. 6º).

Formato do arquivo:
  {"edital": {"dataPublicacao": "2025-09-01"},
   "fase": {"limites": {"AC": 162, "PPP": 54, "PCD": 11}, "notaMinima": 60},
   "candidatos": [{"id": "1", "nome": "…", "nota": 87.5, "listas": ["AC", "PPP"]}]}

Os candidatos são os do cotas alocar; sem "cargos", formam um só cargo. Com "cargos" ([{"id": "C1",
"vagas": 10}]), cada candidato diz o seu, e "fase.porCargo" pode dar a cada cargo os seus limites:
  "porCargo": {"C1": {"limites": {"AC": 30, "PPP": 10}}}

A regra da fase:
  limites              quantos seguem em cada lista (AC, PPP, IND, QUI, PPIQ, PCD)
  multiplicador        ou um múltiplo das vagas de cada lista (a fração sobe)
  vagas                as vagas de cada lista para o multiplicador (padrão: o quadro do cargo)
  notaMinima           quem fica abaixo dela não segue
  sobraDasReservas     "nenhuma" (padrão) ou "ampla": os lugares das reservas sem candidatos
  contarNasDuasReservas  true: quem concorre em duas reservas ocupa lugar nas duas

Numa pasta .xlsx (ou num .csv), os candidatos são lidos como no cotas anotar (--edital, --mapa e --folha
iguais; veja cotas anotar --help), a regra vem de --fase FASE.json (o objeto "fase" acima), e a SAIDA.xlsx
é a sua pasta de trabalho intacta com as folhas da fase: uma por lista, com a linha do corte, os empatados
no corte em destaque e a lista em que conta quem segue por outra, e "Fase - resumo" (quantos seguem em
cada lista, contra os números do edital).

  -o, --saida SAIDA.xlsx   a pasta a gravar (nunca a entrada)
  --fase FASE.json         a regra da fase (obrigatória com uma pasta)
  --substituir, --force    grava por cima de uma SAIDA.xlsx existente e substitui folhas da fase editadas
  --json                   saída em JSON`,
  executar(argv, ambiente) {
    const { opcoes, posicionais } = lerArgumentos(
      argv,
      { ...OPCOES_DA_PASTA, fase: "texto", json: "bandeira" },
      { o: "saida" },
    );
    if (posicionais.length !== 1) throw new ErroDeUso("informe um arquivo: cotas fases ARQUIVO.json");
    if (/\.(xlsx|xlsm|csv)$/i.test(posicionais[0])) {
      return fasesNoArquivo(posicionais[0], opcoes).then(({ concurso, resultado, saida, escritas }) =>
        opcoes.json
          ? jsonEmPedacos(resultado)
          : `${comoTexto(resultado, concurso)}\n\nGravado em ${saida}: ${escritas.map((n) => `"${n}"`).join(", ")}.`,
      );
    }
    const soDaPasta = Object.keys(OPCOES_DA_PASTA).filter((o) => opcoes[o] !== undefined);
    if (soDaPasta.length || opcoes.fase !== undefined)
      throw new ErroDeUso(
        `--${soDaPasta[0] ?? "fase"} só vale com uma pasta .xlsx ou .csv; no JSON, a regra vem em "fase" e nada é gravado`,
      );
    const concurso = lerConcursoEmFase(jsonDoArquivo(posicionais[0], ambiente));
    const resultado = quemSegue(concurso);
    return opcoes.json ? jsonEmPedacos(resultado) : comoTexto(resultado, concurso);
  },
};
