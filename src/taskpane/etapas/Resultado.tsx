/**
 * Step 4, Resultado: compute and write the add-in's sheets through the pipeline, with the current step
 * in a progress bar and a Cancel button (the pipeline yields to the browser between steps and batches,
 * so the pane stays responsive). Then the summary per cargo and the way to the sheets: inside Excel
 * links that open them and "Exportar pasta anotada"; in web mode the download of the annotated file.
 */
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import { Cancelado } from "../../adapters/porta";
import { ErroDeEntrada, type Resultado as ResultadoDoMotor } from "../../engine/tipos";
import { executar } from "../../pipeline/executar";
import { SubstituicaoRecusada } from "../../pipeline/escrever";
import { nomeDaPastaAnotada } from "../ambiente";
import { useFluxo } from "../contexto";
import type { ResumoCargo } from "../estado";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  passo: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  botoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  numero: { textAlign: "end", fontVariantNumeric: "tabular-nums" },
  folhas: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  rolagem: { overflowX: "auto" },
});

/** Per cargo: vagas, filled, moved by reversion, vacant (positions of the order within the vagas). */
export function resumir(resultado: ResultadoDoMotor): ResumoCargo[] {
  return resultado.cargos.map((c) => ({
    cargo: c.id,
    nome: c.id,
    vagas: c.vagas,
    preenchidas: c.ordem.filter((p) => p.posicao <= c.vagas && p.candidato !== null).length,
    revertidas: c.reversoes.reduce((s, r) => s + r.vagas, 0),
    vazias: c.vagasNaoPreenchidas,
  }));
}

function mensagemDe(e: unknown): string {
  if (e instanceof ErroDeEntrada) return e.problemas.map((p) => p.mensagem).join("; ");
  return e instanceof Error ? e.message : String(e);
}

export function Resultado() {
  const estilos = useEstilos();
  const { estado, despachar, porta, ambiente, edital, cargosDoEdital, pastaMudou } = useFluxo();
  const controle = useRef<AbortController | null>(null);
  const [pergunta, setPergunta] = useState<{ editadas: string[]; responder: (sim: boolean) => void } | null>(
    null,
  );
  const [aviso, setAviso] = useState<string | null>(null);
  const { execucao } = estado;

  const calcular = async () => {
    if (!porta || !estado.tabela) return;
    const c = new AbortController();
    controle.current = c;
    setAviso(null);
    despachar({
      tipo: "execucao",
      execucao: { estado: "executando", etapa: "Conferindo os dados", fracao: 0 },
    });
    try {
      const r = await executar(
        porta,
        { tabela: estado.tabela, mapa: estado.mapa, edital, cargos: cargosDoEdital },
        {
          sinal: c.signal,
          progresso: (p) => despachar({ tipo: "execucao", execucao: { estado: "executando", ...p } }),
          confirmarSubstituicao: (editadas) =>
            new Promise((responder) => setPergunta({ editadas, responder })),
        },
      );
      if (r.situacao === "com-erros") {
        despachar({
          tipo: "execucao",
          execucao: { estado: "falhou", mensagem: "Há erros nos dados: volte à Conferência." },
        });
        return;
      }
      despachar({
        tipo: "execucao",
        execucao: {
          estado: "concluida",
          resumo: resumir(r.resultado),
          folhas: r.escrita.escritas,
          avisos: [...r.resultado.avisos, ...r.resultado.empates].map((n) => n.texto),
        },
      });
      pastaMudou();
    } catch (e) {
      if (e instanceof Cancelado) despachar({ tipo: "execucao", execucao: { estado: "cancelada" } });
      else if (e instanceof SubstituicaoRecusada)
        despachar({ tipo: "execucao", execucao: { estado: "falhou", mensagem: e.message } });
      else despachar({ tipo: "execucao", execucao: { estado: "falhou", mensagem: mensagemDe(e) } });
    } finally {
      controle.current = null;
    }
  };

  const baixar = async () => {
    if (!porta || !ambiente.gerarPastaAnotada || !ambiente.salvarArquivo) return;
    try {
      const arquivo = await ambiente.gerarPastaAnotada(porta);
      ambiente.salvarArquivo(arquivo, nomeDaPastaAnotada(estado.arquivo));
    } catch (e) {
      setAviso(mensagemDe(e));
    }
  };

  const responder = (sim: boolean) => {
    pergunta?.responder(sim);
    setPergunta(null);
  };

  const executando = execucao.estado === "executando";
  return (
    <div className={estilos.passo}>
      <Body1>
        Calcula o quadro, as listas e a ordem de nomeação e grava as folhas do suplemento (uma por lista,
        Ordem de nomeação, Reversões, Quadro). As folhas com os dados dos candidatos não são alteradas.
      </Body1>
      <div className={estilos.botoes}>
        <Button appearance="primary" disabled={executando || !porta} onClick={() => void calcular()}>
          {execucao.estado === "concluida" ? "Calcular e gravar de novo" : "Calcular e gravar as folhas"}
        </Button>
        {executando && <Button onClick={() => controle.current?.abort()}>Cancelar</Button>}
      </div>

      {executando && (
        <Field label={`${execucao.etapa}…`} validationState="none">
          <ProgressBar value={execucao.fracao} max={1} thickness="large" />
        </Field>
      )}
      {execucao.estado === "cancelada" && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Cancelado. As folhas já gravadas serão substituídas no próximo cálculo.
          </MessageBarBody>
        </MessageBar>
      )}
      {execucao.estado === "falhou" && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{execucao.mensagem}</MessageBarBody>
        </MessageBar>
      )}
      {execucao.estado === "concluida" && (
        <>
          <MessageBar intent="success">
            <MessageBarBody>Folhas gravadas.</MessageBarBody>
          </MessageBar>
          <section aria-labelledby="titulo-resumo">
            <Titulo id="titulo-resumo">Resumo por cargo</Titulo>
            <div className={estilos.rolagem}>
              <Table size="extra-small" aria-labelledby="titulo-resumo">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Cargo</TableHeaderCell>
                    <TableHeaderCell className={estilos.numero}>Vagas</TableHeaderCell>
                    <TableHeaderCell className={estilos.numero}>Preenchidas</TableHeaderCell>
                    <TableHeaderCell className={estilos.numero}>Revertidas</TableHeaderCell>
                    <TableHeaderCell className={estilos.numero}>Vagas sem candidato</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {execucao.resumo.map((r) => (
                    <TableRow key={r.cargo}>
                      <TableCell>{r.nome}</TableCell>
                      <TableCell className={estilos.numero}>{r.vagas}</TableCell>
                      <TableCell className={estilos.numero}>{r.preenchidas}</TableCell>
                      <TableCell className={estilos.numero}>{r.revertidas}</TableCell>
                      <TableCell className={estilos.numero}>{r.vazias}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
          {execucao.avisos.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <ul className={estilos.folhas}>
                  {execucao.avisos.map((t, i) => (
                    <li key={i}>{t}</li>
                  ))}
                </ul>
              </MessageBarBody>
            </MessageBar>
          )}
          <section aria-labelledby="titulo-folhas">
            <Titulo id="titulo-folhas">Folhas gravadas</Titulo>
            <ul className={estilos.folhas}>
              {execucao.folhas.map((nome) => (
                <li key={nome}>
                  {ambiente.hospedeiro === "excel" && porta ? (
                    <Link
                      as="button"
                      onClick={() => void porta.selecionarCelula(nome, 0, 0).catch(() => undefined)}
                    >
                      {nome}
                    </Link>
                  ) : (
                    nome
                  )}
                </li>
              ))}
            </ul>
          </section>
          {ambiente.gerarPastaAnotada && (
            <div className={estilos.botoes}>
              <Button appearance="primary" onClick={() => void baixar()}>
                {ambiente.hospedeiro === "web" ? "Baixar pasta anotada" : "Exportar pasta anotada"}
              </Button>
            </div>
          )}
          {ambiente.hospedeiro === "web" && (
            <Caption1>
              O arquivo baixado traz as suas folhas sem alteração e as folhas do suplemento.
            </Caption1>
          )}
          {aviso && (
            <MessageBar intent="error">
              <MessageBarBody>{aviso}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}

      <Dialog open={pergunta !== null} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Substituir folhas alteradas?</DialogTitle>
            <DialogContent>
              {pergunta && pergunta.editadas.length === 1
                ? `A folha "${pergunta.editadas[0]}" foi alterada depois de gravada pelo suplemento.`
                : `As folhas ${pergunta?.editadas.map((n) => `"${n}"`).join(", ")} foram alteradas depois de gravadas pelo suplemento.`}{" "}
              Substituí-las apaga essas alterações.
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => responder(true)}>
                Substituir
              </Button>
              <Button onClick={() => responder(false)}>Não substituir</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
