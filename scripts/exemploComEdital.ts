/**
 * The sample workbook with its edital saved inside it, as the add-in saves a clerk's choices (the xlsx
 * adapter's very hidden store): the pane and `cotas anotar` restore the date and tie-break from the file.
 * Here, among the tools, because it joins the sample (src/exemplo) to the adapter's format and the
 * pipeline's settings, which the sample itself does not import (test/qualidade/arquitetura.test.ts).
 */
import { CHAVE_CONFIGURACAO } from "../src/adapters/porta";
import { FOLHA_INTERNA, linhaDeConfiguracao } from "../src/adapters/xlsx/pastaXlsx";
import type { Exemplo } from "../src/exemplo/gerar";
import { editalDoExemplo, escreverExemploXlsx } from "../src/exemplo/planilha";
import type { Preferencias } from "../src/pipeline/configuracao";

export async function escreverExemploComEdital(exemplo: Exemplo, caminho: string): Promise<void> {
  // Only the edital: the vagas are read from the Vagas sheet, the columns recognised by their headers.
  const preferencias: Preferencias = { versao: 1, edital: editalDoExemplo(exemplo) };
  await escreverExemploXlsx(exemplo, caminho, {
    folhaOculta: { nome: FOLHA_INTERNA, linhas: [linhaDeConfiguracao(CHAVE_CONFIGURACAO, preferencias)] },
  });
}
