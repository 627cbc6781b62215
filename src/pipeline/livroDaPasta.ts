// The ledger of calls as read from a workbook (convocar.ts lerConvocacoesDaPasta), in a module of its own
// so that the reading and the placing of its problems at their cells (problemasDoLivro.ts) share it.
import type { InfoFolha } from "../adapters/porta";
import type { Convocacao } from "../engine/tipos";
import type { LivroDaFolha } from "../leitura/convocacoesDaFolha";
import type { Problema } from "../leitura/problema";

export interface LivroDaPasta {
  convocacoes: Convocacao[];
  /** Unreadable rows or outcomes of the Convocações sheet, at their cells: errors block a new call. */
  problemas: Problema[];
  /** The Convocações sheet, when the workbook has it, and its rows as read (where each call is). */
  folha?: string;
  lido?: LivroDaFolha;
  /** The workbook's sheets as listed to find the ledger: other readers of the same run reuse the list. */
  folhas?: readonly InfoFolha[];
}
