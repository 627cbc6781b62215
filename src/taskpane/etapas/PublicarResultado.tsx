/**
 * "Publicar resultado", under the summary of Resultado: the publication of the result just written
 * (src/publicacao) as the "Publicação" sheet, ready to copy, and as a .docx for the Diário Oficial,
 * downloaded where the host allows downloads (web mode, Excel on the web and on Windows). On Excel for
 * Mac, which drops downloads, the sheet is the publication. The `docx` library is loaded only here,
 * by import(), never with the pane.
 */
import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { SubstituicaoRecusada } from "../../pipeline/escrever";
import { gravarPublicacao } from "../../pipeline/publicar";
import { entradaDeImpressao, type EntradaRender } from "../../pipeline";
import { montarPublicacao } from "../../publicacao/modelo";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";

const useEstilos = makeStyles({
  publicar: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

export const NOME_DO_DOCUMENTO = "Resultado final.docx";
const TIPO_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Situacao =
  | { estado: "parado" }
  | { estado: "gravando" }
  | { estado: "feito"; texto: string; intencao: "success" | "warning" }
  | { estado: "falhou"; texto: string };

export function PublicarResultado({ entrada }: { entrada: EntradaRender }) {
  const estilos = useEstilos();
  const { porta, ambiente, pastaMudou } = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  const [situacao, setSituacao] = useState<Situacao>({ estado: "parado" });

  const publicar = async () => {
    setSituacao({ estado: "gravando" });
    try {
      const publicacao = montarPublicacao(entrada);
      const partes: string[] = [];
      let intencao: "success" | "warning" = "success";
      if (porta) {
        try {
          const folha = await gravarPublicacao(porta, publicacao, entradaDeImpressao(entrada), {
            confirmarSubstituicao: async () => false,
          });
          partes.push(`Folha "${folha}" gravada, pronta para copiar.`);
          pastaMudou();
        } catch (e) {
          if (!(e instanceof SubstituicaoRecusada)) throw e;
          intencao = "warning";
          partes.push(
            `A folha "${e.editadas[0]}" foi alterada depois de gravada e não foi substituída; apague-a ou renomeie-a para gravar a nova.`,
          );
        }
      }
      if (ambiente.salvarArquivo) {
        const { publicacaoEmDocx } = await import(/* webpackChunkName: "docx" */ "../../publicacao/docx");
        const bytes = await publicacaoEmDocx(publicacao);
        ambiente.salvarArquivo(new Blob([bytes as BlobPart], { type: TIPO_DOCX }), NOME_DO_DOCUMENTO);
        partes.push(`Documento "${NOME_DO_DOCUMENTO}" baixado.`);
      }
      partes.push("Preencha os campos entre colchetes antes de publicar.");
      const texto = partes.join(" ");
      setSituacao({ estado: "feito", texto, intencao });
      anunciar(texto);
    } catch (e) {
      setSituacao({ estado: "falhou", texto: mensagemDoErro(e) });
      alertar(mensagemDoErro(e));
    }
  };

  return (
    <div className={estilos.publicar}>
      <Button disabledFocusable={situacao.estado === "gravando"} onClick={() => void publicar()}>
        Publicar resultado
      </Button>
      <Caption1>
        O texto para o Diário Oficial: por cargo, o quadro de vagas e seus fundamentos, cada lista em ordem de
        classificação, a ordem de nomeação, as reversões e os sorteios
        {ambiente.salvarArquivo
          ? ", como documento do Word e na folha Publicação."
          : ", na folha Publicação."}
      </Caption1>
      {situacao.estado === "feito" && (
        <MessageBar intent={situacao.intencao} layout="multiline">
          <MessageBarBody>{situacao.texto}</MessageBarBody>
        </MessageBar>
      )}
      {situacao.estado === "falhou" && (
        <MessageBar intent="error" layout="multiline" aria-label="Erro">
          <MessageBarBody>{situacao.texto}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
