/**
 * The engine names a problem of the ledger where its JSON input has it ("convocacoes[1].chamados[0]
 * .candidato") or by the call and person ("convocação nº 2 do cargo "X", candidato "Y""). In a
 * workbook the ledger is the Convocações sheet, and a clerk looks for a cell: each such problem is said
 * at the cell of its row and column (the Inscrição of a person not among the candidates any more, the
 * Posição held twice…). What names no row of the sheet stays at its header.
 */
import { ErroDeEntrada } from "../engine";
import type { ColunaDoLivro, LinhaDoLivro } from "../leitura/convocacoesDaFolha";
import { ColetorDeProblemas } from "../leitura/coletorDeProblemas";
import type { Problema } from "../leitura/problema";
import { FOLHA_CONVOCACOES } from "../folhas/convocacoes";
import { celulaA1, enderecoNaFolha } from "../planilha/endereco";
import type { LivroDaPasta } from "./livroDaPasta";

/** The field of the engine's path → the column of the sheet that holds it. */
const COLUNA_DO_CAMPO: Record<string, ColunaDoLivro> = {
  posicao: "Posição",
  lista: "Lista",
  candidato: "Inscrição",
  numero: "Convocação",
  data: "Data",
  ato: "Ato",
  cargo: "Cargo",
  desfechos: "Desfecho",
};

const POR_INDICE = /^convocacoes\[(\d+)\](?:\.chamados\[(\d+)\])?(?:\.(\w+))?(?:\.(.+))?$/;
const POR_NUMERO = /^convocação nº (\d+) do cargo "(.*?)"(?:, candidato "(.*)")?(?:\.(\w+))?$/;

/** The row and column of the sheet an engine problem's `campo` points at, if it points at one. */
function celulaNoLivro(campo: string, livro: LivroDaPasta): { linha: number; coluna: number } | null {
  const linhas = livro.lido?.linhas ?? [];
  let achada: LinhaDoLivro | undefined;
  let campoDaLinha: string | undefined;
  const i = POR_INDICE.exec(campo);
  if (i) {
    const v = livro.convocacoes[Number(i[1])];
    // desfechos.ID: the outcome of that person.
    const candidato =
      i[2] !== undefined ? v?.chamados[Number(i[2])]?.candidato : i[3] === "desfechos" ? i[4] : undefined;
    achada = linhas.find(
      (l) =>
        l.cargo === v?.cargo &&
        l.numero === v?.numero &&
        (candidato === undefined || l.candidato === candidato),
    );
    campoDaLinha = i[3];
  } else {
    const n = POR_NUMERO.exec(campo);
    if (!n) return null;
    achada = linhas.find(
      (l) => l.numero === Number(n[1]) && l.cargo === n[2] && (n[3] === undefined || l.candidato === n[3]),
    );
    campoDaLinha = n[4] ?? (n[3] !== undefined ? "candidato" : undefined);
  }
  if (!achada) return null;
  const coluna = achada.colunas.get(COLUNA_DO_CAMPO[campoDaLinha ?? "candidato"] ?? "Inscrição")!;
  return { linha: achada.linha, coluna };
}

/** The engine's refusal of a workbook's ledger as problems at the cells of its Convocações sheet. */
export function problemasNaFolhaDoLivro(erro: ErroDeEntrada, livro: LivroDaPasta): Problema[] {
  const coletor = new ColetorDeProblemas(livro.folha ?? FOLHA_CONVOCACOES);
  const cabecalho = livro.lido?.cabecalho ?? { linha: 0, coluna: 0 };
  for (const p of erro.problemas) {
    const celula = celulaNoLivro(p.campo, livro);
    if (celula) coletor.naCelula("erro", "Convocações", celula.linha, celula.coluna, p.mensagem);
    else
      coletor.naCelula("erro", "Convocações", cabecalho.linha, cabecalho.coluna, `${p.campo}: ${p.mensagem}`);
  }
  return coletor.fechar();
}

/**
 * The same refusal for the callers that report an ErroDeEntrada (the command line, the pane's preview):
 * the ledger's problems with the cell as their `campo`, the request's own ("posicoes", "data") as they are.
 */
export function erroNaFolhaDoLivro(erro: ErroDeEntrada, livro: LivroDaPasta): ErroDeEntrada {
  const folha = livro.folha ?? FOLHA_CONVOCACOES;
  return new ErroDeEntrada(
    erro.problemas.map((p) => {
      const celula = celulaNoLivro(p.campo, livro);
      if (!celula) return p;
      return { campo: enderecoNaFolha(folha, celulaA1(celula.linha, celula.coluna)), mensagem: p.mensagem };
    }),
  );
}
