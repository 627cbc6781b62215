/**
 * An outcome recorded from the pane (desistência, sem efeito, posse), where in Excel the clerk types it
 * into the Desfecho column: the same cell, the same word the drop-down offers, read back by the same
 * reader (lerConvocacoesDaPasta) that the next call and `cotas convocar` read the ledger with. The
 * outcome's date and act go to "Atos das convocações", one line under the call's act. Nothing else in
 * the workbook changes. Refused, with one sentence, when the ledger has errors, when the person was not
 * called in that cargo, when their row already has an outcome (changed only in the sheet, where the
 * clerk sees what it was), or when the date is not a date or comes before the call.
 */
import type { PortaPasta } from "../adapters/porta";
import { ehDataValida, formatarData, SIGLA_DA_LISTA, type DesfechoConvocacao } from "../engine";
import { DESFECHOS_DA_LISTA } from "../folhas/convocacoes";
import { temErros } from "../leitura/problema";
import { lerConvocacoesDaPasta } from "./convocar";

/** A row of the Convocações sheet as read: the person the pane's form offers. */
export type { LinhaDoLivro } from "../leitura/convocacoesDaFolha";

export interface PedidoDeDesfecho {
  cargo: string;
  /** The inscrição of the person called. */
  candidato: string;
  desfecho: DesfechoConvocacao;
  /** AAAA-MM-DD: the day of the posse, of the act that made the nomination void, of the desistência. */
  data: string;
  /** The act that records it ("Portaria nº 7/2026", "Termo de posse nº 3"), if any. */
  ato?: string;
}

/** The word the sheet shows for each outcome: the drop-down's (folhas/convocacoes.ts). */
export const DESFECHO_NA_FOLHA: Record<DesfechoConvocacao, (typeof DESFECHOS_DA_LISTA)[number]> = {
  posse: "Posse",
  "sem-efeito": "Sem efeito",
  desistencia: "Desistência",
};

const EM_PALAVRAS: Record<DesfechoConvocacao, string> = {
  posse: "tomou posse",
  "sem-efeito": "nomeação tornada sem efeito",
  desistencia: "desistência",
};

/** A refusal of the pane's form: one sentence for the clerk, nothing written. */
export class DesfechoRecusado extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = "DesfechoRecusado";
  }
}

/** Records the outcome; returns the sentence that says what was written where. */
export async function registrarDesfechoNaPasta(porta: PortaPasta, pedido: PedidoDeDesfecho): Promise<string> {
  const livro = await lerConvocacoesDaPasta(porta);
  if (!livro.folha || !livro.lido)
    throw new DesfechoRecusado(
      "A pasta ainda não tem a folha Convocações: convoque antes de registrar um desfecho.",
    );
  if (temErros(livro.problemas)) {
    const erro = livro.problemas.find((p) => p.gravidade === "erro")!;
    throw new DesfechoRecusado(`Corrija antes a folha Convocações: ${erro.mensagem}.`);
  }
  const linha = livro.lido.linhas.find((l) => l.cargo === pedido.cargo && l.candidato === pedido.candidato);
  if (!linha)
    throw new DesfechoRecusado(
      `A inscrição ${pedido.candidato} não foi convocada no cargo ${pedido.cargo}: só quem foi convocado tem desfecho.`,
    );
  const quem = linha.nome ? `${linha.nome} (inscrição ${linha.candidato})` : `inscrição ${linha.candidato}`;
  const convocacao = livro.convocacoes.find((c) => c.cargo === linha.cargo && c.numero === linha.numero);
  const atual = convocacao?.desfechos?.[linha.candidato];
  const coluna = linha.colunas.get("Desfecho")!;
  if (atual) {
    throw new DesfechoRecusado(
      `${quem} já tem o desfecho "${DESFECHO_NA_FOLHA[atual]}" na folha ${livro.folha} (linha ${linha.linha + 1}); para mudá-lo, edite essa célula na folha.`,
    );
  }
  if (!ehDataValida(pedido.data)) throw new DesfechoRecusado("Informe a data do desfecho (dia, mês e ano).");
  if (linha.data && pedido.data < linha.data)
    throw new DesfechoRecusado(
      `A data do desfecho (${formatarData(pedido.data)}) é anterior à convocação nº ${linha.numero} (${formatarData(linha.data)}).`,
    );
  await porta.escreverNoLivro(livro.folha, [
    { linha: linha.linha, coluna, valor: DESFECHO_NA_FOLHA[pedido.desfecho] },
  ]);
  // Read back by the ledger's own reader: what the next call will see.
  const relido = await lerConvocacoesDaPasta(porta);
  const lido = relido.convocacoes.find((c) => c.cargo === linha.cargo && c.numero === linha.numero)
    ?.desfechos?.[linha.candidato];
  if (lido !== pedido.desfecho)
    throw new Error(`O desfecho escrito na folha ${livro.folha} não foi lido de volta.`);
  const ato = pedido.ato?.trim();
  const texto = `${ato ? `${ato}, de ` : ""}${formatarData(pedido.data)}: ${quem}, convocação nº ${linha.numero}, ${linha.posicao}ª posição, lista ${SIGLA_DA_LISTA[linha.lista]} — ${EM_PALAVRAS[pedido.desfecho]}.`;
  const atos = (await porta.listarFolhas()).find((f) => f.marca?.tipo === "atos");
  if (atos) await porta.acrescentarLinhas(atos.nome, [[linha.cargo, linha.numero, texto]]);
  return `Desfecho de ${quem} registrado na folha ${livro.folha} (linha ${linha.linha + 1}): ${DESFECHO_NA_FOLHA[pedido.desfecho]}${atos ? `; o ato e a data, na folha ${atos.nome}` : ""}.`;
}
