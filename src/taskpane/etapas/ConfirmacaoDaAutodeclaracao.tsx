/**
 * What the Resultado step shows in the mode "Confirmação da autodeclaração" (issue #38): per cargo, who
 * is convened for each reserve (the same as the sheet "Confirmação - convocados"), where to record (the
 * sheet "Confirmação", with a drop-down in every column), each outcome with its reason and fundamento
 * (the sheet "Confirmação - resultado"), and the three acts to publish — the convocation, the
 * provisional result and the definitive result after the appeals — as .docx, by the same model as
 * `cotas publicar --confirmacao`. Lists and tables with their own names, for the screen reader.
 */
import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import { forwardRef, useId, useState } from "react";
import type { ResumoDaConfirmacao as Resumo } from "../../pipeline/confirmacao";
import type { Sessao } from "../../pipeline/sessao";
import type { AtoDaConfirmacao } from "../../publicacao/confirmacao";
import { useAnunciador } from "../anuncios";
import { useFluxo } from "../contexto";
import { mensagemDoErro } from "../editalConferido";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  secao: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  cargo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  motivo: { overflowWrap: "break-word" },
  /** One person per item, the outcome on its first line: read at 350 px as at 1280 px (a table's four
   *  columns left the reason a word wide in Excel's pane). */
  resultados: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
  },
  resultado: {
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

export const FOLHA_DE_REGISTRO = "Confirmação";

export const ResumoDaConfirmacao = forwardRef<HTMLHeadingElement, { confirmacao: Resumo }>(
  function ResumoDaConfirmacao({ confirmacao }, ref) {
    const estilos = useEstilos();
    // The ids that name each list: a cargo's name may hold spaces, which would split aria-labelledby.
    const id = useId();
    return (
      <>
        <section aria-labelledby="titulo-resumo" className={estilos.secao}>
          <Titulo id="titulo-resumo" ref={ref}>
            Convocados por reserva
          </Titulo>
          {confirmacao.cargos.map((cargo, i) => (
            <div key={cargo.cargo} className={estilos.cargo}>
              <Text weight="semibold">{cargo.cargo}</Text>
              {cargo.listas.map((l) => (
                <div key={l.lista}>
                  <Text block id={`${id}-${i}-${l.lista}`}>
                    {`${l.titulo}: ${l.convocados.length} convocado(s)`}
                  </Text>
                  <Caption1 block>{l.nota}</Caption1>
                  <ol className={estilos.lista} aria-labelledby={`${id}-${i}-${l.lista}`}>
                    {l.convocados.map((c) => (
                      <li key={c.id}>{c.nome ? `${c.id} — ${c.nome}` : c.id}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          ))}
          <Caption1>
            {confirmacao.registroNovo
              ? `Registre os votos, pareceres e documentos na folha "${FOLHA_DE_REGISTRO}" (cada coluna tem a sua lista suspensa) e clique de novo para ler os registros e gravar os resultados.`
              : `${confirmacao.registradas} registro(s) lido(s) da folha "${FOLHA_DE_REGISTRO}"${confirmacao.acrescentadas ? `; ${confirmacao.acrescentadas} linha(s) acrescentada(s) para quem foi convocado depois` : ""}. A folha do escrivão não foi reescrita.`}
          </Caption1>
        </section>
        <section aria-labelledby="titulo-resultados-confirmacao" className={estilos.secao}>
          <Titulo id="titulo-resultados-confirmacao">Resultados e motivos</Titulo>
          <Caption1>
            {confirmacao.pendentes
              ? `${confirmacao.pendentes} resultado(s) ainda provisório(s): procedimento não registrado ou recurso não julgado.`
              : "Nenhum resultado pendente."}
          </Caption1>
          {confirmacao.cargos.map((cargo) => (
            <ul
              key={cargo.cargo}
              className={estilos.resultados}
              aria-label={`Resultados da confirmação no cargo ${cargo.cargo}`}
            >
              {cargo.resultados.map((r) => (
                <li key={`${r.id}-${r.lista}`} className={estilos.resultado}>
                  <Text weight="semibold" block>
                    {`${r.nome ? `${r.id} — ${r.nome}` : r.id} · ${r.lista}: ${r.resultado}${r.provisorio ? " (provisório)" : ""}`}
                  </Text>
                  <Caption1 block className={estilos.motivo}>
                    {r.motivo}
                  </Caption1>
                  {r.fundamento && (
                    <Caption1 block className={estilos.motivo}>{`Fundamento: ${r.fundamento}`}</Caption1>
                  )}
                </li>
              ))}
            </ul>
          ))}
        </section>
      </>
    );
  },
);

const TIPO_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const ATOS: { ato: AtoDaConfirmacao; botao: string; arquivo: string }[] = [
  { ato: "convocacao", botao: "Publicar convocação", arquivo: "Convocação para a confirmação.docx" },
  {
    ato: "provisorio",
    botao: "Publicar resultado provisório",
    arquivo: "Resultado provisório da confirmação.docx",
  },
  {
    ato: "definitivo",
    botao: "Publicar resultado definitivo",
    arquivo: "Resultado definitivo da confirmação.docx",
  },
];

/** The acts of the stage as .docx; the definitive one only once nothing is pending. */
export function PublicarConfirmacao({ sessao, pendentes }: { sessao: Sessao; pendentes: number }) {
  const estilos = useEstilos();
  const { ambiente } = useFluxo();
  const { anunciar, alertar } = useAnunciador();
  const [mensagem, setMensagem] = useState<{ texto: string; erro: boolean } | null>(null);
  const [gravando, setGravando] = useState(false);
  if (!ambiente.salvarArquivo)
    return (
      <Caption1>
        Este Excel não permite que o suplemento entregue arquivos: os atos da confirmação saem pelo comando
        cotas publicar ENTRADA.xlsx -o ATO.docx --confirmacao convocacao|provisorio|definitivo.
      </Caption1>
    );
  const publicar = async (ato: (typeof ATOS)[number]) => {
    setGravando(true);
    try {
      const bytes = await sessao.publicarConfirmacao(ato.ato);
      ambiente.salvarArquivo!(new Blob([bytes as BlobPart], { type: TIPO_DOCX }), ato.arquivo);
      const texto = `Documento "${ato.arquivo}" baixado. Preencha os campos entre colchetes (o item do edital, as datas) antes de publicar.`;
      setMensagem({ texto, erro: false });
      anunciar(texto);
    } catch (e) {
      setMensagem({ texto: mensagemDoErro(e), erro: true });
      alertar(mensagemDoErro(e));
    } finally {
      setGravando(false);
    }
  };
  return (
    <section aria-labelledby="titulo-publicar-confirmacao" className={estilos.secao}>
      <Titulo id="titulo-publicar-confirmacao">Publicar</Titulo>
      <div className={estilos.botoes}>
        {ATOS.map((a) => (
          <Button
            key={a.ato}
            disabledFocusable={gravando || (a.ato === "definitivo" && pendentes > 0)}
            onClick={() => void publicar(a)}
          >
            {a.botao}
          </Button>
        ))}
      </div>
      <Caption1>
        Os atos para o Diário Oficial, como documentos do Word, por cargo e lista reservada.
        {pendentes > 0
          ? " O resultado definitivo espera todos os procedimentos registrados e os recursos julgados."
          : ""}
      </Caption1>
      {mensagem && (
        <MessageBar intent={mensagem.erro ? "error" : "success"} layout="multiline">
          <MessageBarBody>{mensagem.texto}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
