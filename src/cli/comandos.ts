/**
 * The subcommands of `cotas`, by name. A new subcommand is one line here and one module beside it;
 * main.ts dispatches from this table and builds the help from it.
 */
import { alocar } from "./alocar";
import { anotar } from "./anotar";
import type { Comando } from "./comando";
import { confirmacao } from "./confirmacao";
import { convocar } from "./convocar";
import { fases } from "./fases";
import { importar } from "./importar";
import { ordem } from "./ordem";
import { publicar } from "./publicar";
import { quadro } from "./quadro";

export const COMANDOS: Record<string, Comando> = {
  quadro,
  ordem,
  alocar,
  importar,
  anotar,
  convocar,
  fases,
  publicar,
  confirmacao,
};
