/** Step 1, Dados: where the candidates are, how their columns map to the fields, and a preview. */
import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import { useAnunciador } from "../anuncios";
import { useFluxo, type Fluxo } from "../contexto";
import { Arquivo } from "./Arquivo";
import { EscolhaDaFonte } from "./Fonte";
import { ImportarPublicada } from "./ImportarPublicada";
import { Mapeamento } from "./Mapeamento";
import { Previa } from "./Previa";
import { enderecoA1 } from "../../pipeline";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  lido: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
});

/** What was read, as the step shows it and the announcer says it ("Lido: folha …: 300 candidatos."). */
function textoDaLeitura({ estado, candidatos }: Pick<Fluxo, "estado" | "candidatos">): string | null {
  const { dados } = estado;
  if (!dados || !candidatos) return null;
  const { amostra, linhas, colunas } = dados;
  const lidos = candidatos.contagem;
  return linhas > 0 && colunas > 0
    ? `Lido: folha ${amostra.folha}, ${enderecoA1({ linha: amostra.linhaInicial, coluna: amostra.colunaInicial, linhas, colunas })}: ${lidos} ${lidos === 1 ? "candidato" : "candidatos"}.`
    : `A folha ${amostra.folha} está vazia.`;
}

/**
 * Says when a reading starts and how it ended ("Lendo a planilha…", then what was read, or the error
 * that stops the clerk), whichever step started it: a file, the sample, "Ler os dados de novo".
 */
export function useAnunciosDaLeitura(): void {
  const fluxo = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  const { lendo, erroDados } = fluxo.estado;
  const lendoAntes = useRef(lendo);
  /** The reading ended and what was read is not said yet: the session counts the candidates after. */
  const aDizer = useRef(false);
  const lido = textoDaLeitura(fluxo);
  useEffect(() => {
    if (lendo !== lendoAntes.current) {
      lendoAntes.current = lendo;
      aDizer.current = !lendo && !erroDados;
      if (lendo) anunciar("Lendo a planilha…");
      else if (erroDados) alertar(erroDados);
    }
    if (aDizer.current && lido) {
      aDizer.current = false;
      anunciar(lido);
    }
  }, [lendo, erroDados, lido, anunciar, alertar]);
}

export function Dados() {
  const estilos = useEstilos();
  const fluxo = useFluxo();
  const { estado, ambiente, porta, lerDeNovo } = fluxo;
  const tabela = estado.dados;
  return (
    <div className={estilos.passo}>
      {ambiente.hospedeiro === "web" && <Arquivo />}
      {estado.erroDados && (
        <MessageBar intent="error" aria-label="Erro">
          <MessageBarBody>{estado.erroDados}</MessageBarBody>
        </MessageBar>
      )}
      {porta && <EscolhaDaFonte />}
      {(porta || ambiente.novaPasta) && <ImportarPublicada />}
      {tabela && (
        <Caption1 className={estilos.lido}>
          {textoDaLeitura(fluxo)}
          {ambiente.hospedeiro === "excel" && (
            <Button size="small" disabled={estado.lendo} onClick={() => void lerDeNovo()}>
              Ler de novo
            </Button>
          )}
        </Caption1>
      )}
      {tabela && <Mapeamento />}
      {tabela && <Previa />}
    </div>
  );
}
