/** `cotas alocar ARQUIVO.json`: a whole concurso — quadro, reversões, ordem and each candidate's place. */
import { contar } from "../engine/notas";
import { alocar as alocarConcurso, type Concurso, type Resultado } from "../engine";
import { provisorios } from "../pipeline/provisorios";
import { ErroDeUso, lerArgumentos } from "./argumentos";
import type { Comando } from "./comando";
import { concursoDoArquivo } from "./concursoDoArquivo";
import { jsonEmPedacos } from "./jsonEmPedacos";
import { linhasDosEmpates } from "./avisos";
import { tabela } from "./tabela";

function comoTexto(r: Resultado, concurso: Concurso): string {
  const nomes = new Map(concurso.candidatos.map((c) => [c.id, c.nome ?? ""]));
  const motivos = new Map(provisorios(concurso, r).map((p) => [p.candidato, p.motivos.join("; ")]));
  const partes: string[] = [`Regime ${r.regime}`];
  for (const cargo of r.cargos) {
    const listas = Object.keys(cargo.quadro) as (keyof typeof cargo.quadro)[];
    partes.push(
      "",
      `══ Cargo ${cargo.id} — ${contar(cargo.vagas, "vaga")} ══`,
      "",
      tabela(
        ["Lista", "Calculado", ...(cargo.quadroPublicado ? ["Publicado"] : []), "Após reversões"],
        listas.map((l) => [
          l,
          cargo.quadroCalculado[l] ?? 0,
          ...(cargo.quadroPublicado ? [cargo.quadroPublicado[l] ?? 0] : []),
          cargo.quadroFinal[l] ?? 0,
        ]),
      ),
    );
    if (cargo.reversoes.length) {
      partes.push("", "Reversões:", ...cargo.reversoes.map((v) => `  • ${v.texto} (${v.fundamento})`));
    }
    if (cargo.vagasNaoPreenchidas) partes.push("", `Vagas não preenchidas: ${cargo.vagasNaoPreenchidas}`);
    partes.push(
      "",
      "Ordem de nomeação:",
      tabela(
        ["Posição", "Lista", "Candidato", "Observação"],
        cargo.ordem.map((p) => [
          p.posicao,
          p.listaOriginal ? `${p.lista} (era ${p.listaOriginal})` : p.lista,
          p.candidato ?? "— vaga —",
          p.nota?.texto ?? "",
        ]),
      ),
    );
  }
  partes.push(
    "",
    "Candidatos:",
    tabela(
      ["Inscrição", "Nome", "Cargo", "Lista", "Posição", "Provisório"],
      r.candidatos.map((x) => [
        x.id,
        nomes.get(x.id) ?? "",
        x.cargo,
        x.lista ?? "—",
        x.posicao ?? "—",
        x.provisorio ? motivos.get(x.id) || "sim" : "",
      ]),
    ),
    "",
    "Notas de cada candidato:",
    ...r.candidatos.flatMap((x) => [
      `  ${x.id}${nomes.get(x.id) ? ` (${nomes.get(x.id)})` : ""}:`,
      ...x.notas.map((n) => `    • ${n.texto} (${n.fundamento})`),
    ]),
  );
  for (const s of r.sorteios ?? []) {
    partes.push(
      "",
      `Sorteio do grupo ${s.grupo + 1} (semente "${s.semente}"; ${s.metodo}):`,
      tabela(
        ["Ordem", "Cargo", "Valor sorteado", "Vaga reservada"],
        s.cargos.map((c, i) => [i + 1, c.cargo, c.valor, c.lista ?? "—"]),
      ),
    );
  }
  partes.push(...linhasDosEmpates(r, "na saída com --json"));
  if (r.avisos.length) partes.push("", "Avisos:", ...r.avisos.map((a) => `  • ${a.texto} (${a.fundamento})`));
  return partes.join("\n");
}

export const alocar: Comando = {
  resumo: "aplica a reserva a um concurso inteiro descrito em JSON",
  ajuda: `Uso: cotas alocar ARQUIVO.json [--json]

Lê o edital, os cargos e os candidatos do arquivo e mostra, por cargo, o quadro, as reversões, a ordem
de nomeação e a lista e a posição de cada candidato, com a nota e o artigo de cada decisão.

Formato do arquivo:
  {"edital": {"dataPublicacao": "2025-09-01", "percentuais": {"PPP": 25, "IND": 3, "QUI": 2, "PCD": 5}},
   "cargos": [{"id": "C1", "vagas": 10}],
   "candidatos": [{"id": "1", "nome": "…", "cargo": "C1", "nota": 87.5, "listas": ["AC", "PPP"],
                   "confirmacao": {"PPP": "confirmada"}, "situacao": "classificado", "nascimento": "1960-05-01"}]}

Cargos agrupados (Decreto nº 12.536/2025, art. 20): "agrupamento" no edital, como
  "agrupamento": [{"cargos": ["C1", "C2", "C3"], "sorteio": "semente publicada no edital"}];
a reserva do grupo é calculada sobre o total das vagas e repartida entre os cargos; os empates são
decididos por sorteio (SHA-256 da semente, ":" e o id do cargo; menor valor primeiro), que a saída lista.

O livro de convocações ("convocacoes"), se vier no arquivo, entra no resultado: cada convocado mantém a
posição e a lista da convocação (Lei nº 15.142/2025, art. 9º, § 2º) e a posição de quem não tomou posse
é do substituto; a validade do edital, se vier, é conferida. Quem a próxima convocação chama é o
"cotas convocar" (veja cotas convocar --help).

  --json   saída em JSON`,
  executar(argv, ambiente) {
    const { opcoes, posicionais } = lerArgumentos(argv, { json: "bandeira" });
    if (posicionais.length !== 1) throw new ErroDeUso("informe um arquivo: cotas alocar ARQUIVO.json");
    const concurso = concursoDoArquivo(posicionais[0], ambiente);
    const resultado = alocarConcurso(concurso);
    return opcoes.json ? jsonEmPedacos(resultado) : comoTexto(resultado, concurso);
  },
};
