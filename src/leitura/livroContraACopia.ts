/**
 * The Convocações sheet checked against the copy of the ledger the add-in saves with every call and
 * every undo (`cotas.convocacoes` in the workbook's settings). The clerk types the Desfecho column; the
 * rest of each row was written by the add-in and is never rewritten. A row deleted, a Posição, Lista or
 * Inscrição retyped, a row added by hand: each would silently give a position to someone else or let
 * the next call reach a person already called, against Lei 15.142, art. 9º, § 2º (whoever is called
 * keeps position and list). So every difference outside Desfecho is an error at its cell, and errors
 * block the next call: the sheet is put back, never guessed. Rows may be sorted or moved: a row is
 * known by cargo, call number and inscrição, not by where it stands.
 */
import type { Convocacao } from "../engine/tipos";
import { formatarData } from "../engine/datas";
import { ColetorDeProblemas } from "./coletorDeProblemas";
import type { ColunaDoLivro, LinhaDoLivro, LivroDaFolha } from "./convocacoesDaFolha";
import type { Problema } from "./problema";

const chave = (cargo: string, numero: number, candidato: string) =>
  `${cargo}\u0000${numero}\u0000${candidato}`;

/** What the copy says of one person's row, by the columns the add-in wrote. */
type Registrada = Pick<LinhaDoLivro, "cargo" | "numero" | "candidato" | "posicao" | "lista" | "data" | "ato">;

const COMPARADAS: readonly { coluna: ColunaDoLivro; valor: (r: Registrada) => string | undefined }[] = [
  { coluna: "Posição", valor: (r) => String(r.posicao) },
  { coluna: "Lista", valor: (r) => r.lista },
  { coluna: "Data", valor: (r) => (r.data ? formatarData(r.data) : undefined) },
  { coluna: "Ato", valor: (r) => r.ato },
];

const PONHA_DE_VOLTA =
  "a folha Convocações só muda pelo suplemento (menos a coluna Desfecho): desfaça a alteração (Ctrl+Z, ou volte a uma cópia da pasta) antes da próxima convocação";

function quem(r: Registrada): string {
  return `${r.candidato} (convocação nº ${r.numero} do cargo ${r.cargo})`;
}

/**
 * The problems of the sheet against the copy: none when they agree but for the outcomes. Without a
 * copy (a workbook from before the add-in kept one) there is nothing to check against.
 */
export function conferirLivroComACopia(
  lido: LivroDaFolha,
  folha: string,
  copia: readonly Convocacao[],
): Problema[] {
  const coletor = new ColetorDeProblemas(folha);
  const registradas = new Map<string, Registrada>();
  for (const c of copia)
    for (const x of c.chamados)
      registradas.set(chave(c.cargo, c.numero, x.candidato), {
        cargo: c.cargo,
        numero: c.numero,
        data: c.data,
        ato: c.ato,
        ...x,
      });
  const vistas = new Set<string>();
  for (const linha of lido.linhas) {
    const k = chave(linha.cargo, linha.numero, linha.candidato);
    const registrada = registradas.get(k);
    const naCelula = (coluna: ColunaDoLivro, motivo: string) =>
      coletor.naCelula("erro", "Convocações", linha.linha, linha.colunas.get(coluna)!, motivo);
    if (!registrada || vistas.has(k)) {
      naCelula(
        "Inscrição",
        `${vistas.has(k) ? "esta linha repete" : "esta linha não está no registro das convocações que o suplemento guardou:"} ${quem(linha)}; ${PONHA_DE_VOLTA}`,
      );
      continue;
    }
    vistas.add(k);
    for (const { coluna, valor } of COMPARADAS) {
      const [naFolha, noRegistro] = [valor(linha), valor(registrada)];
      if (naFolha !== noRegistro)
        naCelula(
          coluna,
          `${coluna} "${naFolha ?? ""}" em ${quem(linha)}, que foi registrada com "${noRegistro ?? ""}"; ${PONHA_DE_VOLTA}`,
        );
    }
  }
  const { linha, coluna, ultimaColuna } = lido.cabecalho;
  for (const [k, r] of registradas)
    if (!vistas.has(k))
      coletor.nasLinhas(
        "erro",
        "Convocações",
        linha,
        linha,
        coluna,
        ultimaColuna,
        `falta a linha de ${quem(r)}, posição ${r.posicao}, lista ${r.lista}: sem ela, a posição iria a outra pessoa e ${r.candidato} poderia ser convocado(a) de novo; ${PONHA_DE_VOLTA}`,
      );
  return coletor.fechar();
}
