/**
 * "Publicar resultado": the publication of a result (src/publicacao) as the add-in's "Publicação"
 * sheet, through the port like every add-in sheet. The sheet belongs to the result it was made from:
 * an earlier one is replaced in place (after the clerk confirms, if they edited it — filled the blanks,
 * say), and the next "Calcular e gravar" removes it with the other sheets the new result does not have.
 */
import { marcaDe, type PortaPasta } from "../adapters/porta";
import { impressaoDe, type EntradaImpressao } from "../folhas/impressao";
import { renderizarPublicacao } from "../publicacao/folha";
import type { Publicacao } from "../publicacao/modelo";
import { folhasEditadas, nomearSemConflito, SubstituicaoRecusada, type OpcoesEscrever } from "./escrever";

/**
 * Writes the sheet and returns its name ("Publicação", or "Publicação (2)" beside a clerk's sheet). It
 * prints as the result's sheets do (`impressao`: the result's concurso, cargos and day of calculation),
 * with no row repeated: its first row is the act's title, not a header.
 */
export async function gravarPublicacao(
  porta: PortaPasta,
  publicacao: Publicacao,
  impressao: EntradaImpressao,
  opcoes: OpcoesEscrever = {},
): Promise<string> {
  const existentes = await porta.listarFolhas();
  const folha = { ...renderizarPublicacao(publicacao), impressao: impressaoDe(impressao, 0) };
  const [modelo] = nomearSemConflito([folha], existentes);
  const anteriores = existentes.filter((f) => f.marca?.tipo === "publicacao");
  const editadas = await folhasEditadas(porta, anteriores, opcoes);
  if (editadas.length > 0 && !(await opcoes.confirmarSubstituicao?.(editadas))) {
    throw new SubstituicaoRecusada(editadas);
  }
  // One publication at a time: an earlier one under another name (renamed by the clerk) goes.
  const outras = anteriores.filter((f) => f.nome !== modelo.nome).map((f) => f.nome);
  if (outras.length > 0) await porta.excluirFolhas(outras);
  await porta.escreverFolhas([{ modelo, marca: marcaDe(modelo) }], { sinal: opcoes.sinal });
  return modelo.nome;
}
