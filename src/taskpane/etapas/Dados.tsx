/** Step 1, Dados: where the candidates are, how their columns map to the fields, and a preview. */
import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useFluxo } from "../contexto";
import { Arquivo } from "./Arquivo";
import { EscolhaDaFonte } from "./Fonte";
import { Mapeamento } from "./Mapeamento";
import { Previa } from "./Previa";
import { colunasDaTabela } from "../../planilha/tabela";
import { enderecoA1 } from "../../pipeline";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  lido: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
});

export function Dados() {
  const estilos = useEstilos();
  const { estado, ambiente, porta, leitura, lerDeNovo } = useFluxo();
  const lidos = leitura?.linhas.length ?? 0;
  const { tabela } = estado;
  const linhas = tabela?.valores.length ?? 0;
  const colunas = tabela ? colunasDaTabela(tabela.valores) : 0;
  return (
    <div className={estilos.passo}>
      {ambiente.hospedeiro === "web" && <Arquivo />}
      {estado.erroDados && (
        <MessageBar intent="error">
          <MessageBarBody>{estado.erroDados}</MessageBarBody>
        </MessageBar>
      )}
      {porta && <EscolhaDaFonte />}
      {tabela && (
        <Caption1 className={estilos.lido}>
          {linhas > 0 && colunas > 0
            ? `Lido: folha ${tabela.folha}, ${enderecoA1({ linha: tabela.linhaInicial, coluna: tabela.colunaInicial, linhas, colunas })}: ${lidos} ${lidos === 1 ? "candidato" : "candidatos"}.`
            : `A folha ${tabela.folha} está vazia.`}
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
