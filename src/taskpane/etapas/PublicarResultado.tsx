/**
 * "Publicar resultado", under the summary of Resultado: the publication of the result just written
 * (src/publicacao) as the "Publicação" sheet, ready to copy, and as a .docx for the Diário Oficial,
 * downloaded where the host allows downloads (web mode, Excel on the web and on Windows). On Excel for
 * Mac, which drops downloads, the sheet is the publication. Both are made in the session (the Web
 * Worker in web mode), which loads the `docx` library only then, by import(), never with the pane.
 *
 * For a phase (`fase`), "Publicar resultado da fase": the .docx of who goes on, per list, with the cut
 * score, by the same model as `cotas publicar --fase`; where nothing can be downloaded, the step says so.
 */
import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { Sessao } from "../../pipeline/sessao";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";

const useEstilos = makeStyles({
  publicar: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
});

export const NOME_DO_DOCUMENTO = "Resultado final.docx";
export const NOME_DO_DOCUMENTO_DA_FASE = "Resultado da fase.docx";
const TIPO_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Situacao =
  | { estado: "parado" }
  | { estado: "gravando" }
  | { estado: "feito"; texto: string; intencao: "success" | "warning" }
  | { estado: "falhou"; texto: string };

export function PublicarResultado({ sessao, fase = false }: { sessao: Sessao; fase?: boolean }) {
  const estilos = useEstilos();
  const { ambiente, pastaMudou } = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  const [situacao, setSituacao] = useState<Situacao>({ estado: "parado" });

  const publicarFase = async (salvar: NonNullable<typeof ambiente.salvarArquivo>) => {
    salvar(
      new Blob([(await sessao.publicarFase()) as BlobPart], { type: TIPO_DOCX }),
      NOME_DO_DOCUMENTO_DA_FASE,
    );
    return `Documento "${NOME_DO_DOCUMENTO_DA_FASE}" baixado. Preencha os campos entre colchetes antes de publicar.`;
  };

  const publicar = async () => {
    setSituacao({ estado: "gravando" });
    try {
      if (fase) {
        const texto = await publicarFase(ambiente.salvarArquivo!);
        setSituacao({ estado: "feito", texto, intencao: "success" });
        anunciar(texto);
        return;
      }
      const feito = await sessao.publicar({ docx: Boolean(ambiente.salvarArquivo) });
      const partes: string[] = [];
      if (feito.folha) {
        partes.push(`Folha "${feito.folha}" gravada, pronta para copiar.`);
        pastaMudou();
      } else if (feito.recusada) {
        partes.push(
          `A folha "${feito.recusada}" foi alterada depois de gravada e não foi substituída; apague-a ou renomeie-a para gravar a nova.`,
        );
      }
      if (feito.docx && ambiente.salvarArquivo) {
        ambiente.salvarArquivo(new Blob([feito.docx as BlobPart], { type: TIPO_DOCX }), NOME_DO_DOCUMENTO);
        partes.push(`Documento "${NOME_DO_DOCUMENTO}" baixado.`);
      }
      partes.push("Preencha os campos entre colchetes antes de publicar.");
      const texto = partes.join(" ");
      setSituacao({ estado: "feito", texto, intencao: feito.recusada ? "warning" : "success" });
      anunciar(texto);
    } catch (e) {
      setSituacao({ estado: "falhou", texto: mensagemDoErro(e) });
      alertar(mensagemDoErro(e));
    }
  };

  if (fase && !ambiente.salvarArquivo)
    return (
      <Caption1>
        Este Excel não permite que o suplemento entregue arquivos: o documento do resultado da fase sai pelo
        comando cotas publicar ENTRADA.xlsx -o FASE.docx --fase FASE.json; as folhas da fase já estão nesta
        pasta.
      </Caption1>
    );
  return (
    <div className={estilos.publicar}>
      <Button disabledFocusable={situacao.estado === "gravando"} onClick={() => void publicar()}>
        {fase ? "Publicar resultado da fase" : "Publicar resultado"}
      </Button>
      <Caption1>
        {fase
          ? "O texto para o Diário Oficial, como documento do Word: por cargo e lista, quem segue para a etapa seguinte em ordem, a nota de corte, os empatados no corte e quem segue por outra lista, com a regra de cada lista e o fundamento."
          : `O texto para o Diário Oficial: por cargo, o quadro de vagas e seus fundamentos, cada lista em ordem de classificação, a ordem de nomeação, as reversões e os sorteios${
              ambiente.salvarArquivo
                ? ", como documento do Word e na folha Publicação."
                : ", na folha Publicação."
            }`}
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
